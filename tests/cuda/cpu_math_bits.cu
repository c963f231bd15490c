// Every device function of Ferry's headers on a table of edge and seeded
// pseudo-random inputs (zeros of both signs, subnormals, infinities, NaNs,
// +-1, ties, values near overflow and near the integer limits, random
// bits). One line per function, `NAME <FNV-1a 64 of the result bits>`: the
// device code is built for several CPUs (tests/xcpu), and these lines must
// be byte-identical whichever runs. Then what has one right answer is
// checked on the host: the correctly rounded operations in each rounding
// mode (against the host FPU in that mode), conversions, exact functions,
// integer intrinsics and atomics (against references written longhand).
//
// -arch=sm_86 keeps it out of ptx-diff (tests/ptx/differential.sh skips a
// program that names an architecture other than the one it tests): there
// NVIDIA's libdevice computes sinf, powf, ... with other, equally valid,
// last bits, so the fingerprints would differ for a reason that is no bug.
// NVCC-FLAGS: -O2 -arch=sm_86
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cfenv>
#include <cmath>
#include <climits>
#include <cfloat>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); return 1; } } while (0)

typedef unsigned long long u64;

// Results as raw bits: a float in the low 32 bits, an int as its 32-bit pattern.
__host__ __device__ inline u64 B(float v) { unsigned u; memcpy(&u, &v, 4); return u; }
__host__ __device__ inline u64 B(double v) { u64 u; memcpy(&u, &v, 8); return u; }
__host__ __device__ inline u64 B(int v) { return (unsigned)v; }
__host__ __device__ inline u64 B(unsigned v) { return v; }
__host__ __device__ inline u64 B(long v) { return (u64)v; }
__host__ __device__ inline u64 B(unsigned long v) { return (u64)v; }
__host__ __device__ inline u64 B(long long v) { return (u64)v; }
__host__ __device__ inline u64 B(u64 v) { return v; }
__host__ __device__ inline u64 B(bool v) { return v; }
__host__ __device__ inline u64 B(__half v) { unsigned short u; memcpy(&u, &v, 2); return u; }
__host__ __device__ inline u64 B(__nv_bfloat16 v) { unsigned short u; memcpy(&u, &v, 2); return u; }
// Two 64-bit results in one (for frexp, modf, remquo, sincos of doubles).
__host__ __device__ inline u64 M2(u64 a, u64 b) { return a ^ (b * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull); }
__host__ __device__ inline float F(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
__host__ __device__ inline double D(u64 u) { double d; memcpy(&d, &u, 8); return d; }

// Functions with several results.
__device__ u64 frexpf2(float x) { int e; float m = frexpf(x, &e); return B(m) | (u64)(unsigned)e << 32; }
__device__ u64 frexp2(double x) { int e; double m = frexp(x, &e); return M2(B(m), (unsigned)e); }
__device__ u64 modff2(float x) { float ip; float f = modff(x, &ip); return B(f) | B(ip) << 32; }
__device__ u64 modf2(double x) { double ip; double f = modf(x, &ip); return M2(B(f), B(ip)); }
__device__ u64 remquof2(float x, float y) { int q; float r = remquof(x, y, &q); return B(r) | (u64)(unsigned)q << 32; }
__device__ u64 remquo2(double x, double y) { int q; double r = remquo(x, y, &q); return M2(B(r), (unsigned)q); }
__device__ u64 sincosf2(float x) { float s, c; sincosf(x, &s, &c); return B(s) | B(c) << 32; }
__device__ u64 sincos2(double x) { double s, c; sincos(x, &s, &c); return M2(B(s), B(c)); }
__device__ u64 sincospif2(float x) { float s, c; sincospif(x, &s, &c); return B(s) | B(c) << 32; }
__device__ u64 sincospi2(double x) { double s, c; sincospi(x, &s, &c); return M2(B(s), B(c)); }
__device__ u64 fsincosf2(float x) { float s, c; __sincosf(x, &s, &c); return B(s) | B(c) << 32; }
__device__ float normf3(float a, float b, float c) { float v[3] = {a, b, c}; return normf(3, v); }
__device__ float rnormf3(float a, float b, float c) { float v[3] = {a, b, c}; return rnormf(3, v); }
__device__ double norm3(double a, double b, double c) { double v[3] = {a, b, c}; return norm(3, v); }
__device__ double rnorm3(double a, double b, double c) { double v[3] = {a, b, c}; return rnorm(3, v); }
__device__ __half h_of(int p) { unsigned short u = (unsigned short)p; __half h; memcpy(&h, &u, 2); return h; }
__device__ __nv_bfloat16 bf_of(int p) { unsigned short u = (unsigned short)p; __nv_bfloat16 h; memcpy(&h, &u, 2); return h; }

// The functions: X(id, expression). Variables: float a, b, c; double da,
// db, dc; int p, q, r (unsigned up, uq, ur); long long lp, lq (u64 ulp,
// ulq); int n, a small exponent or order.
#define FLOAT_FUNCS(X) \
    X(sinf, sinf(a)) X(cosf, cosf(a)) X(tanf, tanf(a)) X(asinf, asinf(a)) X(acosf, acosf(a)) \
    X(atanf, atanf(a)) X(sinhf, sinhf(a)) X(coshf, coshf(a)) X(tanhf, tanhf(a)) \
    X(asinhf, asinhf(a)) X(acoshf, acoshf(a)) X(atanhf, atanhf(a)) X(expf, expf(a)) \
    X(exp2f, exp2f(a)) X(exp10f, exp10f(a)) X(expm1f, expm1f(a)) X(logf, logf(a)) \
    X(log2f, log2f(a)) X(log10f, log10f(a)) X(log1pf, log1pf(a)) X(logbf, logbf(a)) \
    X(ilogbf, ilogbf(a)) X(sqrtf, sqrtf(a)) X(rsqrtf, rsqrtf(a)) X(cbrtf, cbrtf(a)) \
    X(rcbrtf, rcbrtf(a)) X(erff, erff(a)) X(erfcf, erfcf(a)) X(erfinvf, erfinvf(a)) \
    X(erfcinvf, erfcinvf(a)) X(erfcxf, erfcxf(a)) X(normcdff, normcdff(a)) \
    X(normcdfinvf, normcdfinvf(a)) X(lgammaf, lgammaf(a)) X(tgammaf, tgammaf(a)) \
    X(sinpif, sinpif(a)) X(cospif, cospif(a)) X(sincospif, sincospif2(a)) X(sincosf, sincosf2(a)) \
    X(j0f, j0f(a)) X(j1f, j1f(a)) X(y0f, y0f(a)) X(y1f, y1f(a)) X(jnf, jnf(n % 16, a)) \
    X(ynf, ynf(n % 16, a)) X(fabsf, fabsf(a)) X(floorf, floorf(a)) X(ceilf, ceilf(a)) \
    X(truncf, truncf(a)) X(roundf, roundf(a)) X(rintf, rintf(a)) X(nearbyintf, nearbyintf(a)) \
    X(lrintf, lrintf(a)) X(llrintf, llrintf(a)) X(lroundf, lroundf(a)) X(llroundf, llroundf(a)) \
    X(powf, powf(a, b)) X(atan2f, atan2f(a, b)) X(hypotf, hypotf(a, b)) X(rhypotf, rhypotf(a, b)) \
    X(fmodf, fmodf(a, b)) X(remainderf, remainderf(a, b)) X(remquof, remquof2(a, b)) \
    X(nextafterf, nextafterf(a, b)) X(fminf, fminf(a, b)) X(fmaxf, fmaxf(a, b)) \
    X(fdimf, fdimf(a, b)) X(copysignf, copysignf(a, b)) X(fdividef, fdividef(a, b)) \
    X(ldexpf, ldexpf(a, n)) X(scalbnf, scalbnf(a, n)) X(scalblnf, scalblnf(a, (long)n)) \
    X(frexpf, frexpf2(a)) X(modff, modff2(a)) X(fmaf, fmaf(a, b, c)) \
    X(norm3df, norm3df(a, b, c)) X(norm4df, norm4df(a, b, c, b)) X(rnorm3df, rnorm3df(a, b, c)) \
    X(rnorm4df, rnorm4df(a, b, c, b)) X(normf, normf3(a, b, c)) X(rnormf, rnormf3(a, b, c)) \
    X(isnan_f, (bool)isnan(a)) X(isinf_f, (bool)isinf(a)) X(isfinite_f, (bool)isfinite(a)) \
    X(signbit_f, (bool)signbit(a)) X(min_f, min(a, b)) X(max_f, max(a, b))

#define DOUBLE_FUNCS(X) \
    X(sin, sin(da)) X(cos, cos(da)) X(tan, tan(da)) X(asin, asin(da)) X(acos, acos(da)) \
    X(atan, atan(da)) X(sinh, sinh(da)) X(cosh, cosh(da)) X(tanh, tanh(da)) X(asinh, asinh(da)) \
    X(acosh, acosh(da)) X(atanh, atanh(da)) X(exp, exp(da)) X(exp2, exp2(da)) X(exp10, exp10(da)) \
    X(expm1, expm1(da)) X(log, log(da)) X(log2, log2(da)) X(log10, log10(da)) X(log1p, log1p(da)) \
    X(logb, logb(da)) X(ilogb, ilogb(da)) X(sqrt, sqrt(da)) X(rsqrt, rsqrt(da)) X(cbrt, cbrt(da)) \
    X(rcbrt, rcbrt(da)) X(erf, erf(da)) X(erfc, erfc(da)) X(erfinv, erfinv(da)) \
    X(erfcinv, erfcinv(da)) X(erfcx, erfcx(da)) X(normcdf, normcdf(da)) \
    X(normcdfinv, normcdfinv(da)) X(lgamma, lgamma(da)) X(tgamma, tgamma(da)) X(sinpi, sinpi(da)) \
    X(cospi, cospi(da)) X(sincospi, sincospi2(da)) X(sincos, sincos2(da)) X(j0, j0(da)) \
    X(j1, j1(da)) X(y0, y0(da)) X(y1, y1(da)) X(jn, jn(n % 16, da)) X(yn, yn(n % 16, da)) \
    X(fabs, fabs(da)) X(floor, floor(da)) X(ceil, ceil(da)) X(trunc, trunc(da)) X(round, round(da)) \
    X(rint, rint(da)) X(nearbyint, nearbyint(da)) X(lrint, lrint(da)) X(llrint, llrint(da)) \
    X(lround, lround(da)) X(llround, llround(da)) X(pow, pow(da, db)) X(atan2, atan2(da, db)) \
    X(hypot, hypot(da, db)) X(rhypot, rhypot(da, db)) X(fmod, fmod(da, db)) \
    X(remainder, remainder(da, db)) X(remquo, remquo2(da, db)) X(nextafter, nextafter(da, db)) \
    X(fmin, fmin(da, db)) X(fmax, fmax(da, db)) X(fdim, fdim(da, db)) X(copysign, copysign(da, db)) \
    X(ldexp, ldexp(da, n)) X(scalbn, scalbn(da, n)) X(scalbln, scalbln(da, (long)n)) \
    X(frexp, frexp2(da)) X(modf, modf2(da)) X(fma, fma(da, db, dc)) X(norm3d, norm3d(da, db, dc)) \
    X(norm4d, norm4d(da, db, dc, db)) X(rnorm3d, rnorm3d(da, db, dc)) \
    X(rnorm4d, rnorm4d(da, db, dc, db)) X(norm, norm3(da, db, dc)) X(rnorm, rnorm3(da, db, dc)) \
    X(isnan_d, (bool)isnan(da)) X(isinf_d, (bool)isinf(da)) X(isfinite_d, (bool)isfinite(da)) \
    X(signbit_d, (bool)signbit(da)) X(min_d, min(da, db)) X(max_d, max(da, db))

#define FAST_FUNCS(X) \
    X(__expf, __expf(a)) X(__exp10f, __exp10f(a)) X(__logf, __logf(a)) X(__log2f, __log2f(a)) \
    X(__log10f, __log10f(a)) X(__sinf, __sinf(a)) X(__cosf, __cosf(a)) X(__tanf, __tanf(a)) \
    X(__sincosf, fsincosf2(a)) X(__powf, __powf(a, b)) X(__fdividef, __fdividef(a, b)) \
    X(__saturatef, __saturatef(a)) X(__frsqrt_rn, __frsqrt_rn(a))

#define ROUNDED_MODE(X, m) \
    X(__fadd_##m, __fadd_##m(a, b)) X(__fsub_##m, __fsub_##m(a, b)) X(__fmul_##m, __fmul_##m(a, b)) \
    X(__fdiv_##m, __fdiv_##m(a, b)) X(__frcp_##m, __frcp_##m(a)) X(__fsqrt_##m, __fsqrt_##m(a)) \
    X(__fmaf_##m, __fmaf_##m(a, b, c)) X(__dadd_##m, __dadd_##m(da, db)) \
    X(__dsub_##m, __dsub_##m(da, db)) X(__dmul_##m, __dmul_##m(da, db)) \
    X(__ddiv_##m, __ddiv_##m(da, db)) X(__drcp_##m, __drcp_##m(da)) X(__dsqrt_##m, __dsqrt_##m(da)) \
    X(__fma_##m, __fma_##m(da, db, dc)) \
    X(__float2int_##m, __float2int_##m(a)) X(__float2uint_##m, __float2uint_##m(a)) \
    X(__float2ll_##m, __float2ll_##m(a)) X(__float2ull_##m, __float2ull_##m(a)) \
    X(__double2int_##m, __double2int_##m(da)) X(__double2uint_##m, __double2uint_##m(da)) \
    X(__double2ll_##m, __double2ll_##m(da)) X(__double2ull_##m, __double2ull_##m(da)) \
    X(__double2float_##m, __double2float_##m(da)) X(__int2float_##m, __int2float_##m(p)) \
    X(__uint2float_##m, __uint2float_##m(up)) X(__ll2float_##m, __ll2float_##m(lp)) \
    X(__ull2float_##m, __ull2float_##m(ulp)) X(__ll2double_##m, __ll2double_##m(lp)) \
    X(__ull2double_##m, __ull2double_##m(ulp))
#define ROUNDED_FUNCS(X) ROUNDED_MODE(X, rn) ROUNDED_MODE(X, rz) ROUNDED_MODE(X, ru) ROUNDED_MODE(X, rd)

#define CAST_FUNCS(X) \
    X(__int2double_rn, __int2double_rn(p)) X(__uint2double_rn, __uint2double_rn(up)) \
    X(__float_as_int, __float_as_int(a)) X(__float_as_uint, __float_as_uint(a)) \
    X(__int_as_float, __int_as_float(p)) X(__uint_as_float, __uint_as_float(up)) \
    X(__double_as_longlong, __double_as_longlong(da)) X(__longlong_as_double, __longlong_as_double(lp)) \
    X(__double2hiint, __double2hiint(da)) X(__double2loint, __double2loint(da)) \
    X(__hiloint2double, __hiloint2double(p, q)) X(__float2half, __float2half(a)) \
    X(__float2half_rn, __float2half_rn(a)) X(__half2float, __half2float(h_of(p))) \
    X(__float2bfloat16, __float2bfloat16(a)) X(__float2bfloat16_rn, __float2bfloat16_rn(a)) \
    X(__bfloat162float, __bfloat162float(bf_of(p)))

#define INT_FUNCS(X) \
    X(__clz, __clz(p)) X(__clzll, __clzll(lp)) X(__ffs, __ffs(p)) X(__ffsll, __ffsll(lp)) \
    X(__popc, __popc(up)) X(__popcll, __popcll(ulp)) X(__brev, __brev(up)) X(__brevll, __brevll(ulp)) \
    X(__byte_perm, __byte_perm(up, uq, ur)) X(__funnelshift_l, __funnelshift_l(up, uq, ur)) \
    X(__funnelshift_lc, __funnelshift_lc(up, uq, ur)) X(__funnelshift_r, __funnelshift_r(up, uq, ur)) \
    X(__funnelshift_rc, __funnelshift_rc(up, uq, ur)) X(__mul24, __mul24(p, q)) \
    X(__umul24, __umul24(up, uq)) X(__mulhi, __mulhi(p, q)) X(__umulhi, __umulhi(up, uq)) \
    X(__mul64hi, __mul64hi(lp, lq)) X(__umul64hi, __umul64hi(ulp, ulq)) X(__sad, __sad(p, q, ur)) \
    X(__usad, __usad(up, uq, ur)) X(__hadd, __hadd(p, q)) X(__rhadd, __rhadd(p, q)) \
    X(__uhadd, __uhadd(up, uq)) X(__urhadd, __urhadd(up, uq)) X(abs, abs(p)) X(labs, labs((long)lp)) \
    X(llabs, llabs(lp)) X(min_i, min(p, q)) X(max_i, max(p, q)) X(umin, umin(up, uq)) \
    X(umax, umax(up, uq)) X(llmin, llmin(lp, lq)) X(llmax, llmax(lp, lq)) X(ullmin, ullmin(ulp, ulq)) \
    X(ullmax, ullmax(ulp, ulq))

#define ALL_FUNCS(X) FLOAT_FUNCS(X) DOUBLE_FUNCS(X) FAST_FUNCS(X) ROUNDED_FUNCS(X) CAST_FUNCS(X) INT_FUNCS(X)

#define ENUM(id, e) F_##id,
enum { ALL_FUNCS(ENUM) NFUNC };
#define NAME(id, e) #id,
static const char *names[] = {ALL_FUNCS(NAME)};

// Inputs: the first NE*NE entries pair every edge value with every other;
// the rest are seeded pseudo-random.
#define NE 40
#ifndef NRAND // -DNRAND=100000 for a longer run
#define NRAND 448
#endif
#define N (NE * NE + NRAND)
struct In {
    float fa[N], fb[N], fc[N];
    double da[N], db[N], dc[N];
    int ia[N], ib[N], ic[N], n[N];
    long long la[N], lb[N];
};

// Input i under the names ALL_FUNCS' expressions use, for the kernel and
// for the host check alike.
#define INPUTS(in, i)                                                        \
    float a = (in)->fa[i], b = (in)->fb[i], c = (in)->fc[i];                 \
    double da = (in)->da[i], db = (in)->db[i], dc = (in)->dc[i];             \
    int p = (in)->ia[i], q = (in)->ib[i], r = (in)->ic[i], n = (in)->n[i];   \
    unsigned up = p, uq = q, ur = r;                                         \
    long long lp = (in)->la[i], lq = (in)->lb[i];                            \
    u64 ulp = lp, ulq = lq;

__global__ void evaluate(const In *in, u64 *o)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    INPUTS(in, i)
    (void)r;
#define STORE(id, e) o[(size_t)F_##id * N + i] = B(e);
    ALL_FUNCS(STORE)
}

// Atomics whose outcome does not depend on the order of the threads: the
// final values of commutative updates (float sums of small multiples of
// 1/4 are exact in any order), and a sequence of updates by one thread.
#define NATOM 24
#define NSEQ 64
__global__ void atomics(u64 *slots, u64 *seq)
{
    unsigned t = threadIdx.x;
    int *si = (int *)&slots[0];
    unsigned *su = (unsigned *)&slots[1];
    u64 *sl = &slots[2];
    float *sf = (float *)&slots[3];
    double *sd = (double *)&slots[4];
    atomicAdd(si, (int)t * 3 - 500);
    atomicAdd(su, t * 0x01010101u);
    atomicAdd(sl, (u64)t << 33);
    atomicAdd(sf, (float)((int)t - 100) * 0.25f);
    atomicAdd(sd, (double)((int)t - 77) * 0.125);
    atomicSub((int *)&slots[5], (int)t);
    atomicSub((unsigned *)&slots[6], t);
    atomicMin((int *)&slots[7], (int)(t * 2654435761u));
    atomicMax((int *)&slots[8], (int)(t * 2654435761u));
    atomicMin((unsigned *)&slots[9], t * 2654435761u + 7);
    atomicMax((unsigned *)&slots[10], t * 2654435761u + 7);
    atomicMin((long long *)&slots[11], (long long)(t * 0x9e3779b97f4a7c15ull));
    atomicMax((long long *)&slots[12], (long long)(t * 0x9e3779b97f4a7c15ull));
    atomicMin(&slots[13], t * 0x9e3779b97f4a7c15ull + 1);
    atomicMax(&slots[14], t * 0x9e3779b97f4a7c15ull + 1);
    atomicAnd((unsigned *)&slots[15], ~(1u << (t % 32)) | (t & 1));
    atomicOr((unsigned *)&slots[16], 1u << (t % 29));
    atomicXor((unsigned *)&slots[17], t * 0x2545f491u);
    atomicAnd(&slots[18], ~(1ull << (t % 64)) | 2);
    atomicOr(&slots[19], 1ull << ((t * 7) % 64));
    atomicXor(&slots[20], t * 0x2545f4914f6cdd1dull);
    atomicInc((unsigned *)&slots[21], 9u);
    atomicDec((unsigned *)&slots[22], 13u);
    for (;;) { // a counter by compare-and-swap
        unsigned long long old = slots[23];
        if (atomicCAS(&slots[23], old, old + t) == old) break;
    }
    __syncthreads();
    if (t != 0) return;
    // One thread: every return value is determined. (Global variables:
    // atomics on local memory are not allowed.)
    unsigned &x = *(unsigned *)&slots[NATOM], &y = *(unsigned *)&slots[NATOM + 1];
    unsigned long long &z = slots[NATOM + 2];
    float &f = *(float *)&slots[NATOM + 3];
    int k = 0;
    for (int j = 0; j < 8; ++j) {
        seq[k++] = atomicInc(&x, 7u);
        seq[k++] = atomicDec(&y, 0x7fffffffu + j);
        seq[k++] = atomicCAS(&z, (unsigned long long)j + 1, z * 3);
        seq[k++] = B(atomicExch(&f, f * -2.0f));
        seq[k++] = B(atomicAdd(&f, 0.1f));
        seq[k++] = atomicExch(&x, x + 3);
        seq[k++] = atomicAdd(&z, 0xffffffffffffffffull);
        seq[k++] = (unsigned)atomicCAS((int *)&y, (int)y, (int)(y ^ 0x5a5a5a5au));
    }
}

// ------------------------------------------------------------------ host
static u64 rng = 0x243f6a8885a308d3ull;
static u64 next64()
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    u64 z = rng;
    z = (z ^ (z >> 33)) * 0xff51afd7ed558ccdull;
    return z ^ (z >> 29);
}

static const unsigned fedge[NE] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x80800000,
    0x3f800000, 0xbf800000, 0x3f000000, 0xbf000000, 0x3fc00000, 0x40200000, 0xc0200000,
    0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fa00001,
    0x4f000000, 0xcf000000, 0x4effffff, 0x4f800000, 0x5f000000, 0x5f800000, 0x1e3ce508,
    0x60ad78ec, 0x42b17218, 0xc2cff1b5, 0x3dcccccd, 0x40490fdb, 0x4b7fffff, 0x4b000001,
    0x3f800001, 0x3f7fffff, 0x34000000, 0x42c80000, 0xc1200000};
static const u64 dedge[NE] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x800fffffffffffffull,
    0x0010000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3fe0000000000000ull,
    0x3ff8000000000000ull, 0x4004000000000000ull, 0xc004000000000000ull, 0x7fefffffffffffffull,
    0xffefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull,
    0xfff8000000000000ull, 0x7ff4000000000001ull, 0x41e0000000000000ull, 0xc1e0000000200000ull,
    0x41dfffffffffe000ull, 0xc1e0000000100000ull, 0x41f0000000000000ull, 0x432fffffffffffffull,
    0x43e0000000000000ull, 0xc3e0000000000000ull, 0x43f0000000000000ull, 0x01a56e1fc2f8f359ull,
    0x7e37e43c8800759cull, 0x40862e42fefa39efull, 0x3fb999999999999aull, 0x400921fb54442d18ull,
    0x3ff0000010000000ull, 0x3ff0000010000001ull, 0x47efffffefffffffull, 0x47efffffe0000000ull,
    0x3690000000000000ull, 0x36a0000000000001ull, 0x3810000000000000ull, 0x380ffffff0000000ull};
static const int iedge[NE] = {
    0, 1, -1, 2, INT_MIN, INT_MAX, INT_MIN + 1, INT_MAX - 1, (int)0x00ffffff, (int)0x01000001,
    -(int)0x01000001, (int)0x7fffff80, (int)0x7fffffc0, 0x3c00, 0x7c00, 0x7e00, 0xfc01, 0x0001, 0x03ff, 0x7f80,
    0xff81, 0x8000, 31, 32, 33, 63, 64, 0x1234, 0x3210, 0x7654, (int)0x00ff00ff, (int)0x80000001,
    (int)0x12345678, (int)0x0f0f0f0f, (int)0xf0f0f0f0, 255, 256, -32, (int)0x40000000, (int)0x55555555};
static const long long ledge[NE] = {
    0, 1, -1, 2, LLONG_MIN, LLONG_MAX, LLONG_MIN + 1, LLONG_MAX - 1, 1ll << 53, (1ll << 53) + 1,
    -(1ll << 53) - 1, (1ll << 24) + 1, (long long)0x7fffffbfffffffffllu, (long long)0x7fffff8000000000llu, 1ll << 62,
    (long long)0x7ffffffffffff800ull, (long long)0x00000000ffffffffllu, (long long)0x0000000100000000llu, (long long)0x8000000000000001llu,
    (long long)0xffffffff00000000llu, (long long)0x123456789abcdefllu, (long long)0x0f0f0f0f0f0f0f0fllu, (long long)0xf0f0f0f0f0f0f0f0ull,
    (long long)0x5555555555555555llu, (long long)0x20000000000001llu, (long long)0x20000000000003llu, -(long long)0x20000000000003llu, 1ll << 31,
    (1ll << 32) + 1, (long long)0x4000004000000001llu, (long long)0xc000002000000001llu, (long long)0x100000100000000llu, 255, 256,
    -2147483648ll, 2147483647, 4294967295ll, (long long)0x8000008000000000llu, (long long)0x7ffffe0000000001llu, 1000000007};
static const int nedge[NE] = {
    0, 1, -1, 2, 3, 10, 100, 127, 128, 149, 150, 200, 300, -126, -127, -149, -150, -200,
    -300, 1000, -1000, INT_MAX, INT_MIN, 1 << 20, -(1 << 20), 1022, 1023, 1024, -1022, -1074,
    -1075, 2000, -2000, 24, -24, 53, -53, 7, -7, 15};

static void make_inputs(In *in)
{
    for (int i = 0; i < NE * NE; ++i) {
        int x = i / NE, y = i % NE, z = (x * 7 + y * 3 + 1) % NE;
        in->fa[i] = F(fedge[x]); in->fb[i] = F(fedge[y]); in->fc[i] = F(fedge[z]);
        in->da[i] = D(dedge[x]); in->db[i] = D(dedge[y]); in->dc[i] = D(dedge[z]);
        in->ia[i] = iedge[x]; in->ib[i] = iedge[y]; in->ic[i] = iedge[z];
        in->la[i] = ledge[x]; in->lb[i] = ledge[y]; in->n[i] = nedge[(x + y) % NE];
    }
    for (int i = NE * NE; i < N; ++i) {
        float fv[3];
        double dv[3];
        for (int k = 0; k < 3; ++k) {
            u64 v = next64();
            switch (i % 4) {
            case 0: // random bits
                fv[k] = F((unsigned)v); dv[k] = D(v); break;
            case 1: // moderate values
                fv[k] = (float)((double)(v >> 11) * 0x1p-53 * 16.0 - 8.0);
                dv[k] = (double)(v >> 11) * 0x1p-53 * 16.0 - 8.0; break;
            case 2: // any sign and scale, full mantissa
                fv[k] = ldexpf((float)(v & 0xffffff) * 0x1p-24f, (int)((v >> 24) % 80) - 40) * ((v >> 40) & 1 ? -1 : 1);
                dv[k] = ldexp((double)(v >> 11) * 0x1p-53, (int)((v >> 24) % 200) - 100) * ((v >> 40) & 1 ? -1 : 1); break;
            default: // halves: ties for every rounding
                fv[k] = (float)((int)(v % 4001) - 2000) * 0.5f;
                dv[k] = (double)((long long)(v % 400001) - 200000) * 0.5; break;
            }
        }
        in->fa[i] = fv[0]; in->fb[i] = fv[1]; in->fc[i] = fv[2];
        in->da[i] = dv[0]; in->db[i] = dv[1]; in->dc[i] = dv[2];
        u64 v = next64(), w = next64();
        in->ia[i] = (int)v; in->ib[i] = (int)(v >> 32); in->ic[i] = (int)w;
        in->la[i] = (long long)next64(); in->lb[i] = (long long)(i % 3 ? next64() : w);
        in->n[i] = (int)(w >> 32) % 300;
    }
}

static u64 fnv(const u64 *v, int n)
{
    u64 h = 0xcbf29ce484222325ull;
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < 8; ++k) { h ^= (v[i] >> (8 * k)) & 0xff; h *= 0x100000001b3ull; }
    return h;
}

// ---------------------------------------------------- host references
// The host FPU in each rounding mode; the volatile accesses keep the
// operation between the two fesetround calls.
static const int modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
#define IN_MODE(m, T, expr) ([&]() { fesetround(modes[m]); volatile T r_ = (expr); fesetround(FE_TONEAREST); return (T)r_; }())
static float h_fadd(volatile float x, volatile float y, int m) { return IN_MODE(m, float, x + y); }
static float h_fsub(volatile float x, volatile float y, int m) { return IN_MODE(m, float, x - y); }
static float h_fmul(volatile float x, volatile float y, int m) { return IN_MODE(m, float, x * y); }
static float h_fdiv(volatile float x, volatile float y, int m) { return IN_MODE(m, float, x / y); }
static float h_fsqrt(volatile float x, int m) { return IN_MODE(m, float, sqrtf(x)); }
static float h_fmaf(volatile float x, volatile float y, volatile float z, int m) { return IN_MODE(m, float, fmaf(x, y, z)); }
static double h_dadd(volatile double x, volatile double y, int m) { return IN_MODE(m, double, x + y); }
static double h_dsub(volatile double x, volatile double y, int m) { return IN_MODE(m, double, x - y); }
static double h_dmul(volatile double x, volatile double y, int m) { return IN_MODE(m, double, x * y); }
static double h_ddiv(volatile double x, volatile double y, int m) { return IN_MODE(m, double, x / y); }
static double h_dsqrt(volatile double x, int m) { return IN_MODE(m, double, sqrt(x)); }
static double h_fma(volatile double x, volatile double y, volatile double z, int m) { return IN_MODE(m, double, fma(x, y, z)); }
static float h_d2f(volatile double x, int m) { return IN_MODE(m, float, (float)x); }
static float h_ll2f(volatile long long x, int m) { return IN_MODE(m, float, (float)x); }
// Unsigned 64-bit through the signed conversion (halved, the lost bit kept
// sticky, for 2^63 and above): the compiler's own sequence for it gives
// -0 for 0 when rounding down.
static float h_ull2f(volatile u64 x, int m)
{
    if (x < (1ull << 63)) return h_ll2f((long long)x, m);
    return 2.0f * h_ll2f((long long)(x >> 1 | (x & 1)), m);
}
static double h_ll2d(volatile long long x, int m) { return IN_MODE(m, double, (double)x); }
static double h_ull2d(volatile u64 x, int m)
{
    if (x < (1ull << 63)) return h_ll2d((long long)x, m);
    return 2.0 * h_ll2d((long long)(x >> 1 | (x & 1)), m);
}

// Float to integer as PTX's cvt: rounded as named, NaN 0, saturated.
static double round_mode(double x, int m)
{
    return m == 0 ? nearbyint(x) : m == 1 ? trunc(x) : m == 2 ? ceil(x) : floor(x);
}
static u64 h_f2i(double x, int m, long double lo, long double hi, int bits, bool sgn)
{
    if (x != x) return 0;
    double r = round_mode(x, m);
    long double lr = r;
    u64 v;
    if (lr < lo) v = sgn ? (u64)(long long)lo : 0;
    else if (lr > hi) v = sgn ? (bits == 32 ? (u64)INT_MAX : (u64)LLONG_MAX) : (bits == 32 ? 0xffffffffull : ~0ull);
    else v = sgn ? (u64)(long long)lr : (u64)lr;
    return bits == 32 ? (v & 0xffffffffull) : v;
}
#define H_F2I_ALL(x, m, pre, fn) \
    fn(pre##2int, h_f2i(x, m, -2147483648.0L, 2147483647.0L, 32, true)) \
    fn(pre##2uint, h_f2i(x, m, 0.0L, 4294967295.0L, 32, false)) \
    fn(pre##2ll, h_f2i(x, m, -9223372036854775808.0L, 9223372036854775807.0L, 64, true)) \
    fn(pre##2ull, h_f2i(x, m, 0.0L, 18446744073709551615.0L, 64, false))

// lrint/llrint/lround/llround as on the GPU: saturated, NaN 0 but for
// lroundf and llroundf, which give LLONG_MIN.
static u64 h_lround(double x, bool away, u64 nan = 0)
{
    if (x != x) return nan;
    double r = away ? round(x) : nearbyint(x);
    if (r < -9223372036854775808.0) return (u64)LLONG_MIN;
    if (r >= 9223372036854775808.0) return (u64)LLONG_MAX;
    return (u64)(long long)r;
}

static int popc(u64 v) { int c = 0; while (v) { c += v & 1; v >>= 1; } return c; }
static int clz(u64 v, int bits) { int c = 0; for (int k = bits - 1; k >= 0 && !((v >> k) & 1); --k) ++c; return c; }
static int ffs_(u64 v, int bits) { for (int k = 0; k < bits; ++k) if ((v >> k) & 1) return k + 1; return 0; }
static u64 brev(u64 v, int bits) { u64 r = 0; for (int k = 0; k < bits; ++k) if ((v >> k) & 1) r |= 1ull << (bits - 1 - k); return r; }
static u64 mulhi_u(u64 p, u64 q)
{
    u64 pl = p & 0xffffffffu, ph = p >> 32, ql = q & 0xffffffffu, qh = q >> 32;
    u64 ll = pl * ql, lh = pl * qh, hl = ph * ql, hh = ph * qh;
    u64 mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static long long mulhi_s(long long p, long long q)
{
    u64 h = mulhi_u((u64)p, (u64)q);
    if (p < 0) h -= (u64)q; // two's complement correction
    if (q < 0) h -= (u64)p;
    return (long long)h;
}
// PTX prmt in its default mode: a selector nibble picks one of the eight
// bytes of {y, x}; its top bit is not used by __byte_perm.
static unsigned byte_perm(unsigned x, unsigned y, unsigned s)
{
    unsigned char b[8];
    for (int k = 0; k < 4; ++k) { b[k] = x >> (8 * k); b[k + 4] = y >> (8 * k); }
    unsigned r = 0;
    for (int k = 0; k < 4; ++k) r |= (unsigned)b[(s >> (4 * k)) & 7] << (8 * k);
    return r;
}
// The 64-bit value hi:lo shifted, bit by bit.
static unsigned funnel(unsigned lo, unsigned hi, unsigned sh, bool left)
{
    unsigned r = 0;
    for (int k = 0; k < 32; ++k) {
        int src = left ? 32 + k - (int)sh : k + (int)sh; // bit of hi:lo that lands in bit k
        int bit = src < 0 || src >= 64 ? 0 : src < 32 ? (lo >> src) & 1 : (hi >> (src - 32)) & 1;
        r |= (unsigned)bit << k;
    }
    return r;
}
// binary16 and bfloat16: the nearest of the two neighbours, ties to even.
static unsigned short h_f2h(float f)
{
    _Float16 h = (_Float16)f;
    unsigned short u;
    memcpy(&u, &h, 2);
    return u;
}
static float h_h2f(unsigned short u) { _Float16 h; memcpy(&h, &u, 2); return (float)h; }
static unsigned short h_f2bf(float f)
{
    unsigned x = (unsigned)B(f), s = x & 0x80000000u, ax = x & 0x7fffffffu;
    if (ax > 0x7f800000u) return 0x7fc0; // a NaN (any NaN matches)
    if (ax == 0x7f800000u) return (unsigned short)(x >> 16);
    unsigned lo = ax & 0xffff0000u;
    // the neighbour above the largest finite bfloat16 is 2^128, that is, infinity
    double vl = F(lo), vh = lo == 0x7f7f0000u ? 0x1p128 : F(lo + 0x10000u), v = F(ax);
    bool up = v - vl > vh - v || (v - vl == vh - v && (lo & 0x10000u));
    return (unsigned short)((s | (up ? lo + 0x10000u : lo)) >> 16);
}
static bool isnan_bits(u64 v, int w)
{
    if (w == 16) return (v & 0x7c00) == 0x7c00 && (v & 0x3ff);
    if (w == 116) return (v & 0x7f80) == 0x7f80 && (v & 0x7f);
    if (w == 32) return (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffffu);
    return (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (v & 0xfffffffffffffull);
}
// fmin/fmax as PTX min/max: -0 below +0, one NaN gives the other operand, two the canonical NaN.
template <typename T> static T h_minmax(T x, T y, bool mx, T canonical_nan)
{
    if (x != x && y != y) return canonical_nan;
    if (x != x) return y;
    if (y != y) return x;
    if (x == y) return mx ? (__builtin_signbit(x) ? y : x) : (__builtin_signbit(x) ? x : y);
    return (x < y) != mx ? x : y;
}
static float h_fminmax(float x, float y, bool mx) { return h_minmax(x, y, mx, F(0x7fffffffu)); }
static double h_dminmax(double x, double y, bool mx) { return h_minmax(x, y, mx, D(0x7fffffffffffffffull)); }

static int failures = 0;
static int nfail[NFUNC];
// Compares result bits; w: 0 integer (exact), 32/64/16/116 a float of that
// width (116 bfloat16), where any NaN matches any NaN.
static void expect(const u64 *got, int f, int i, u64 want, int w, const In *in)
{
    u64 g = got[(size_t)f * N + i];
    if (g == want) return;
    if (w && isnan_bits(g, w) && isnan_bits(want, w)) return;
    ++failures;
    if (nfail[f]++ < 2)
        printf("FAIL %s [%d] fa=%a fb=%a fc=%a da=%a db=%a dc=%a ia=%d ib=%d ic=%d la=%lld lb=%lld n=%d: got %016llx want %016llx\n",
               names[f], i, in->fa[i], in->fb[i], in->fc[i], in->da[i], in->db[i], in->dc[i],
               in->ia[i], in->ib[i], in->ic[i], in->la[i], in->lb[i], in->n[i], g, want);
}

static void check(const In *in, const u64 *o)
{
    for (int i = 0; i < N; ++i) {
        INPUTS(in, i)
#define EXF(id, v) expect(o, F_##id, i, B((float)(v)), 32, in);
#define EXD(id, v) expect(o, F_##id, i, B((double)(v)), 64, in);
#define EXI(id, v) expect(o, F_##id, i, (u64)(v), 0, in);
#define MODE(m, s) \
        EXF(__fadd_##s, h_fadd(a, b, m)) EXF(__fsub_##s, h_fsub(a, b, m)) EXF(__fmul_##s, h_fmul(a, b, m)) \
        EXF(__fdiv_##s, h_fdiv(a, b, m)) EXF(__frcp_##s, h_fdiv(1.0f, a, m)) EXF(__fsqrt_##s, h_fsqrt(a, m)) \
        EXF(__fmaf_##s, h_fmaf(a, b, c, m)) EXD(__dadd_##s, h_dadd(da, db, m)) EXD(__dsub_##s, h_dsub(da, db, m)) \
        EXD(__dmul_##s, h_dmul(da, db, m)) EXD(__ddiv_##s, h_ddiv(da, db, m)) EXD(__drcp_##s, h_ddiv(1.0, da, m)) \
        EXD(__dsqrt_##s, h_dsqrt(da, m)) EXD(__fma_##s, h_fma(da, db, dc, m)) \
        H_F2I_ALL(a, m, __float, EXI_##s) H_F2I_ALL(da, m, __double, EXI_##s) \
        EXF(__double2float_##s, h_d2f(da, m)) EXF(__int2float_##s, h_ll2f(p, m)) \
        EXF(__uint2float_##s, h_ll2f((long long)up, m)) EXF(__ll2float_##s, h_ll2f(lp, m)) \
        EXF(__ull2float_##s, h_ull2f(ulp, m)) EXD(__ll2double_##s, h_ll2d(lp, m)) \
        EXD(__ull2double_##s, h_ull2d(ulp, m))
#define EXI_rn(id, v) EXI(id##_rn, v)
#define EXI_rz(id, v) EXI(id##_rz, v)
#define EXI_ru(id, v) EXI(id##_ru, v)
#define EXI_rd(id, v) EXI(id##_rd, v)
        MODE(0, rn) MODE(1, rz) MODE(2, ru) MODE(3, rd)
        // exact functions
        EXF(sqrtf, sqrtf(a)) EXD(sqrt, sqrt(da)) EXF(fmaf, fmaf(a, b, c)) EXD(fma, fma(da, db, dc))
        EXF(fabsf, fabsf(a)) EXD(fabs, fabs(da)) EXF(floorf, floorf(a)) EXD(floor, floor(da))
        EXF(ceilf, ceilf(a)) EXD(ceil, ceil(da)) EXF(truncf, truncf(a)) EXD(trunc, trunc(da))
        EXF(roundf, roundf(a)) EXD(round, round(da)) EXF(rintf, rintf(a)) EXD(rint, rint(da))
        EXF(nearbyintf, nearbyintf(a)) EXD(nearbyint, nearbyint(da))
        EXF(copysignf, copysignf(a, b)) EXD(copysign, copysign(da, db))
        EXF(fminf, h_fminmax(a, b, false)) EXF(fmaxf, h_fminmax(a, b, true))
        EXD(fmin, h_dminmax(da, db, false)) EXD(fmax, h_dminmax(da, db, true))
        EXF(min_f, h_fminmax(a, b, false)) EXF(max_f, h_fminmax(a, b, true))
        EXD(min_d, h_dminmax(da, db, false)) EXD(max_d, h_dminmax(da, db, true))
        EXF(fmodf, fmodf(a, b)) EXD(fmod, fmod(da, db)) EXF(remainderf, remainderf(a, b))
        EXD(remainder, remainder(da, db)) EXF(nextafterf, nextafterf(a, b)) EXD(nextafter, nextafter(da, db))
        EXF(ldexpf, ldexpf(a, n)) EXD(ldexp, ldexp(da, n)) EXF(scalbnf, scalbnf(a, n)) EXD(scalbn, scalbn(da, n))
        EXF(scalblnf, scalblnf(a, n)) EXD(scalbln, scalbln(da, n)) EXF(fdimf, fdimf(a, b)) EXD(fdim, fdim(da, db))
        EXI(ilogbf, (unsigned)ilogbf(a)) EXI(ilogb, (unsigned)ilogb(da))
        EXF(logbf, logbf(a)) EXD(logb, logb(da))
        // (a NaN gives NaNs, whose bits are not compared)
        if (a == a) { int e = 0; float m = frexpf(a, &e); if (__builtin_isinf(a)) e = 0; EXI(frexpf, B(m) | (u64)(unsigned)e << 32) }
        if (da == da) { int e = 0; double m = frexp(da, &e); if (__builtin_isinf(da)) e = 0; EXI(frexp, M2(B(m), (unsigned)e)) }
        if (a == a) { float ip; float f = modff(a, &ip); EXI(modff, B(f) | B(ip) << 32) }
        if (da == da) { double ip; double f = modf(da, &ip); EXI(modf, M2(B(f), B(ip))) }
        EXI(lrintf, h_lround(a, false)) EXI(llrintf, h_lround(a, false)) EXI(lroundf, h_lround(a, true, 1ull << 63))
        EXI(llroundf, h_lround(a, true, 1ull << 63)) EXI(lrint, h_lround(da, false)) EXI(llrint, h_lround(da, false))
        EXI(lround, h_lround(da, true)) EXI(llround, h_lround(da, true))
        EXI(isnan_f, a != a) EXI(isinf_f, __builtin_isinf(a)) EXI(isfinite_f, __builtin_isfinite(a)) EXI(signbit_f, __builtin_signbit(a) != 0)
        EXI(isnan_d, da != da) EXI(isinf_d, __builtin_isinf(da)) EXI(isfinite_d, __builtin_isfinite(da)) EXI(signbit_d, __builtin_signbit(da) != 0)
        EXF(__saturatef, a != a ? 0.0f : a >= 1.0f ? 1.0f : a > 0.0f ? a : 0.0f)
        { long double e = 1.0L / sqrtl((long double)a); EXF(__frsqrt_rn, (float)e) }
        // conversions and reinterpretations
        EXD(__int2double_rn, (double)p) EXD(__uint2double_rn, (double)up)
        EXI(__float_as_int, B(a)) EXI(__float_as_uint, B(a)) EXI(__int_as_float, up) EXI(__uint_as_float, up)
        EXI(__double_as_longlong, B(da)) EXI(__longlong_as_double, ulp)
        EXI(__double2hiint, B(da) >> 32) EXI(__double2loint, B(da) & 0xffffffffu)
        EXI(__hiloint2double, (u64)up << 32 | uq)
        expect(o, F___float2half, i, h_f2h(a), 16, in);
        expect(o, F___float2half_rn, i, h_f2h(a), 16, in);
        EXF(__half2float, h_h2f((unsigned short)p))
        expect(o, F___float2bfloat16, i, h_f2bf(a), 116, in);
        expect(o, F___float2bfloat16_rn, i, h_f2bf(a), 116, in);
        EXF(__bfloat162float, F((unsigned)(unsigned short)p << 16))
        // integers
        EXI(__clz, clz(up, 32)) EXI(__clzll, clz(ulp, 64)) EXI(__ffs, ffs_(up, 32)) EXI(__ffsll, ffs_(ulp, 64))
        EXI(__popc, popc(up)) EXI(__popcll, popc(ulp)) EXI(__brev, brev(up, 32)) EXI(__brevll, brev(ulp, 64))
        EXI(__byte_perm, byte_perm(up, uq, ur))
        EXI(__funnelshift_l, funnel(up, uq, ur & 31, true)) EXI(__funnelshift_lc, funnel(up, uq, ur > 32 ? 32 : ur, true))
        EXI(__funnelshift_r, funnel(up, uq, ur & 31, false)) EXI(__funnelshift_rc, funnel(up, uq, ur > 32 ? 32 : ur, false))
        { long long x24 = (long long)(p & 0xffffff) - ((p & 0x800000) ? 0x1000000 : 0);
          long long y24 = (long long)(q & 0xffffff) - ((q & 0x800000) ? 0x1000000 : 0);
          EXI(__mul24, (unsigned)(x24 * y24)) }
        EXI(__umul24, (unsigned)((u64)(up & 0xffffff) * (uq & 0xffffff)))
        EXI(__mulhi, (unsigned)(((long long)p * q) >> 32)) EXI(__umulhi, (unsigned)(((u64)up * uq) >> 32))
        EXI(__mul64hi, mulhi_s(lp, lq)) EXI(__umul64hi, mulhi_u(ulp, ulq))
        EXI(__sad, (unsigned)(ur + (unsigned)llabs((long long)p - q))) EXI(__usad, (unsigned)(ur + (unsigned)llabs((long long)up - uq)))
        EXI(__hadd, (unsigned)(int)floor(((double)p + q) / 2)) EXI(__rhadd, (unsigned)(int)floor(((double)p + q + 1) / 2))
        EXI(__uhadd, (unsigned)(((u64)up + uq) / 2)) EXI(__urhadd, (unsigned)(((u64)up + uq + 1) / 2))
        EXI(abs, p == INT_MIN ? (unsigned)p : (unsigned)(p < 0 ? -p : p))
        EXI(labs, lp == LLONG_MIN ? ulp : (u64)(lp < 0 ? -lp : lp)) EXI(llabs, lp == LLONG_MIN ? ulp : (u64)(lp < 0 ? -lp : lp))
        EXI(min_i, (unsigned)(p < q ? p : q)) EXI(max_i, (unsigned)(p > q ? p : q))
        EXI(umin, up < uq ? up : uq) EXI(umax, up > uq ? up : uq)
        EXI(llmin, (u64)(lp < lq ? lp : lq)) EXI(llmax, (u64)(lp > lq ? lp : lq))
        EXI(ullmin, ulp < ulq ? ulp : ulq) EXI(ullmax, ulp > ulq ? ulp : ulq)
    }
}

// NATOM slots of the commutative updates, then the one thread's x, y, z, f.
static u64 atom_init[NATOM + 4] = {0, 0, 0, 0, 0, 1000, 7, (u64)(unsigned)INT_MAX, (u64)(unsigned)INT_MIN,
                                   0xffffffffu, 0, (u64)LLONG_MAX, (u64)LLONG_MIN, ~0ull, 0,
                                   0xffffffffu, 0, 0x12345678, ~0ull, 0, 0x0123456789abcdefull, 0, 5, 0,
                                   5, 0x80000000u, 1, 0x3fc00000u};

static void check_atomics(const u64 *s, const u64 *seq, int nthreads)
{
    u64 w[NATOM];
    memcpy(w, atom_init, sizeof w);
    int si = 0; unsigned su = 0; u64 sl = 0; double sf = 0, sd = 0;
    int s5 = 1000; unsigned s6 = 7;
    int mn7 = INT_MAX, mx8 = INT_MIN; unsigned mn9 = ~0u, mx10 = 0;
    long long mn11 = LLONG_MAX, mx12 = LLONG_MIN; u64 mn13 = ~0ull, mx14 = 0;
    unsigned a15 = ~0u, o16 = 0, x17 = 0x12345678; u64 a18 = ~0ull, o19 = 0, x20 = 0x0123456789abcdefull;
    unsigned inc = 0, dec = 5; u64 cas = 0;
    for (int t = 0; t < nthreads; ++t) {
        si += t * 3 - 500; su += t * 0x01010101u; sl += (u64)t << 33;
        sf += (t - 100) * 0.25; sd += (t - 77) * 0.125; s5 -= t; s6 -= t;
        int v = (int)(t * 2654435761u); mn7 = v < mn7 ? v : mn7; mx8 = v > mx8 ? v : mx8;
        unsigned uv = t * 2654435761u + 7; mn9 = uv < mn9 ? uv : mn9; mx10 = uv > mx10 ? uv : mx10;
        long long lv = (long long)(t * 0x9e3779b97f4a7c15ull); mn11 = lv < mn11 ? lv : mn11; mx12 = lv > mx12 ? lv : mx12;
        u64 ulv = t * 0x9e3779b97f4a7c15ull + 1; mn13 = ulv < mn13 ? ulv : mn13; mx14 = ulv > mx14 ? ulv : mx14;
        a15 &= ~(1u << (t % 32)) | (t & 1); o16 |= 1u << (t % 29); x17 ^= t * 0x2545f491u;
        a18 &= ~(1ull << (t % 64)) | 2; o19 |= 1ull << ((t * 7) % 64); x20 ^= t * 0x2545f4914f6cdd1dull;
        inc = inc >= 9 ? 0 : inc + 1; dec = (dec == 0 || dec > 13) ? 13 : dec - 1; cas += t;
    }
    u64 want[NATOM] = {(unsigned)si, su, sl, B((float)sf), B(sd), (unsigned)s5, s6, (unsigned)mn7, (unsigned)mx8,
                       mn9, mx10, (u64)mn11, (u64)mx12, mn13, mx14, a15, o16, x17, a18, o19, x20, inc, dec, cas};
    for (int k = 0; k < NATOM; ++k) {
        u64 got = s[k];
        if ((0x6387ebu >> k) & 1) got &= 0xffffffffull; // a 32-bit variable in the slot's low half
        if (got != want[k]) { ++failures; printf("FAIL atomic slot %d: got %016llx want %016llx\n", k, got, want[k]); }
    }
    // the single-thread sequence
    unsigned x = 5, y = 0x80000000u; u64 z = 1; float f = 1.5f; int k = 0;
    u64 ws[NSEQ];
    for (int j = 0; j < 8; ++j) {
        ws[k++] = x; x = x >= 7 ? 0 : x + 1;
        ws[k++] = y; y = (y == 0 || y > 0x7fffffffu + j) ? 0x7fffffffu + j : y - 1;
        ws[k++] = z; if (z == (u64)j + 1) z = z * 3;
        ws[k++] = B(f); f = f * -2.0f;
        ws[k++] = B(f); f = f + 0.1f;
        ws[k++] = x; x = x + 3;
        ws[k++] = z; z += ~0ull;
        ws[k++] = y; y ^= 0x5a5a5a5au;
    }
    u64 fin[4] = {x, y, z, B(f)};
    for (int j = 0; j < 4; ++j)
        if ((j == 2 ? s[NATOM + j] : s[NATOM + j] & 0xffffffffull) != fin[j]) {
            ++failures; printf("FAIL atomic variable %d: got %016llx want %016llx\n", j, s[NATOM + j], fin[j]);
        }
    for (int j = 0; j < NSEQ; ++j)
        if (seq[j] != ws[j]) { ++failures; printf("FAIL atomic sequence %d: got %016llx want %016llx\n", j, seq[j], ws[j]); }
}

int main()
{
    static In in;
    make_inputs(&in);
    In *din;
    u64 *dout;
    CHECK(cudaMalloc(&din, sizeof(In)));
    CHECK(cudaMalloc(&dout, sizeof(u64) * NFUNC * N));
    CHECK(cudaMemcpy(din, &in, sizeof(In), cudaMemcpyHostToDevice));
    evaluate<<<(N + 127) / 128, 128>>>(din, dout);
    CHECK(cudaGetLastError());
    std::vector<u64> out((size_t)NFUNC * N);
    CHECK(cudaMemcpy(out.data(), dout, sizeof(u64) * NFUNC * N, cudaMemcpyDeviceToHost));

    const int nthreads = 256;
    u64 *dslots, *dseq;
    CHECK(cudaMalloc(&dslots, sizeof atom_init));
    CHECK(cudaMalloc(&dseq, sizeof(u64) * NSEQ));
    CHECK(cudaMemcpy(dslots, atom_init, sizeof atom_init, cudaMemcpyHostToDevice));
    atomics<<<1, nthreads>>>(dslots, dseq);
    CHECK(cudaGetLastError());
    u64 slots[NATOM + 4], seq[NSEQ];
    CHECK(cudaMemcpy(slots, dslots, sizeof slots, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(seq, dseq, sizeof seq, cudaMemcpyDeviceToHost));

    for (int f = 0; f < NFUNC; ++f)
        printf("%s %016llx\n", names[f], fnv(&out[(size_t)f * N], N));
    printf("atomics %016llx\n", fnv(slots, NATOM + 4) ^ fnv(seq, NSEQ));
    // CPU_MATH_BITS_DUMP=NAME: every result of one function, to find the
    // inputs behind a line that differs between two runs.
    if (const char *d = getenv("CPU_MATH_BITS_DUMP"))
        for (int f = 0; f < NFUNC; ++f)
            if (!strcmp(d, names[f]))
                for (int i = 0; i < N; ++i)
                    printf("%s[%d] %016llx fa=%a fb=%a fc=%a da=%a db=%a dc=%a ia=%d ib=%d ic=%d la=%lld lb=%lld n=%d\n",
                           names[f], i, out[(size_t)f * N + i], in.fa[i], in.fb[i], in.fc[i], in.da[i], in.db[i],
                           in.dc[i], in.ia[i], in.ib[i], in.ic[i], in.la[i], in.lb[i], in.n[i]);

    check(&in, out.data());
    for (int f = 0; f < NFUNC; ++f)
        if (nfail[f]) printf("FAIL %s: %d of %d inputs\n", names[f], nfail[f], N);
    check_atomics(slots, seq, nthreads);
    if (failures) {
        printf("%d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
