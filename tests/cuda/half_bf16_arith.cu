// NVCC-FLAGS: -arch=sm_80
// cuda_fp16.h and cuda_bf16.h: conversions in every rounding mode, arithmetic,
// comparisons, math functions, half2/bfloat162 forms, operators, data
// movement, shuffles and atomicAdd, computed in kernels and checked on the
// host against a reference that works with exact integers (add, sub, mul
// and fma as 128-bit integers times a power of two, rounded once). Every
// half value is tried for the one-operand functions, random operands for
// the others. Results are compared bit for bit (NaN: the canonical 0x7fff
// from arithmetic, any NaN from conversions and sign operations); the
// approximate math functions (hexp, hsin, ...) within one unit in the last
// place.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

typedef unsigned short u16;
typedef unsigned long long u64;
typedef unsigned __int128 u128;

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

// ------------------------------------------------------------------ device
// One type's API under common names, so that each kernel is written once.
struct H {
    static const bool is_half = true;
    typedef __half T;
    typedef __half2 T2;
    __device__ static T mk(u16 b) { return __ushort_as_half(b); }
    __device__ static u16 bits(T h) { return __half_as_ushort(h); }
    __device__ static float tof(T h) { return __half2float(h); }
    __device__ static T fromf(float f, int m) { return m == 0 ? __float2half_rn(f) : m == 1 ? __float2half_rz(f) : m == 2 ? __float2half_ru(f) : __float2half_rd(f); }
    __device__ static T fromd(double d) { return __double2half(d); }
    __device__ static T2 pair(T a, T b) { return __halves2half2(a, b); }
#define CONV(name, R)                                                                            \
    __device__ static R to_##name(T h, int m) { return m == 0 ? __half2##name##_rn(h) : m == 1 ? __half2##name##_rz(h) : m == 2 ? __half2##name##_ru(h) : __half2##name##_rd(h); } \
    __device__ static T from_##name(R v, int m) { return m == 0 ? __##name##2half_rn(v) : m == 1 ? __##name##2half_rz(v) : m == 2 ? __##name##2half_ru(v) : __##name##2half_rd(v); }
    CONV(int, int) CONV(uint, unsigned) CONV(short, short) CONV(ushort, unsigned short) CONV(ll, long long) CONV(ull, unsigned long long)
#undef CONV
    __device__ static int to_char(T h) { return __half2char_rz(h); }
    __device__ static int to_uchar(T h) { return __half2uchar_rz(h); }
};
struct B {
    static const bool is_half = false;
    typedef __nv_bfloat16 T;
    typedef __nv_bfloat162 T2;
    __device__ static T mk(u16 b) { return __ushort_as_bfloat16(b); }
    __device__ static u16 bits(T h) { return __bfloat16_as_ushort(h); }
    __device__ static float tof(T h) { return __bfloat162float(h); }
    __device__ static T fromf(float f, int m) { return m == 0 ? __float2bfloat16_rn(f) : m == 1 ? __float2bfloat16_rz(f) : m == 2 ? __float2bfloat16_ru(f) : __float2bfloat16_rd(f); }
    __device__ static T fromd(double d) { return __double2bfloat16(d); }
    __device__ static T2 pair(T a, T b) { return __halves2bfloat162(a, b); }
#define CONV(name, R)                                                                            \
    __device__ static R to_##name(T h, int m) { return m == 0 ? __bfloat162##name##_rn(h) : m == 1 ? __bfloat162##name##_rz(h) : m == 2 ? __bfloat162##name##_ru(h) : __bfloat162##name##_rd(h); } \
    __device__ static T from_##name(R v, int m) { return m == 0 ? __##name##2bfloat16_rn(v) : m == 1 ? __##name##2bfloat16_rz(v) : m == 2 ? __##name##2bfloat16_ru(v) : __##name##2bfloat16_rd(v); }
    CONV(int, int) CONV(uint, unsigned) CONV(short, short) CONV(ushort, unsigned short) CONV(ll, long long) CONV(ull, unsigned long long)
#undef CONV
    __device__ static int to_char(T h) { return __bfloat162char_rz(h); }
    __device__ static int to_uchar(T h) { return __bfloat162uchar_rz(h); }
};

// Operands of the one-operand kernel, made from the index on both sides.
__host__ __device__ inline unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}
__host__ __device__ inline float fin(unsigned i) // floats of every magnitude, specials included
{
    unsigned h = hash32(i);
    if ((i & 3) == 0) h = (h & 0x807fffffu) | ((100u + (h >> 24) % 60u) << 23); // around the 16-bit ranges
    float f;
    memcpy(&f, &h, 4);
    return f;
}
__host__ __device__ inline double din(unsigned i)
{
    u64 h = ((u64)hash32(i) << 32) | hash32(i ^ 0x9e3779b9u);
    if ((i & 1) == 0) h = (h & 0x800fffffffffffffull) | ((u64)(1023 - 140 + (h >> 52) % 160) << 52);
    double d;
    memcpy(&d, &h, 8);
    return d;
}
__host__ __device__ inline long long iin(unsigned i) // integers of every length
{
    u64 h = ((u64)hash32(i + 7) << 32) | hash32(i * 3u);
    return (long long)(h >> (i % 64));
}

enum {
    U_TOF, U_NEG, U_ABS, U_SQRT, U_RSQRT, U_RCP, U_CEIL, U_FLOOR, U_TRUNC, U_RINT,
    U_EXP, U_EXP2, U_EXP10, U_LOG, U_LOG2, U_LOG10, U_SIN, U_COS, U_ISNAN, U_ISINF,
    U_INT, U_UINT = U_INT + 4, U_SHORT = U_UINT + 4, U_USHORT = U_SHORT + 4, U_LL = U_USHORT + 4, U_ULL = U_LL + 4,
    U_CHAR = U_ULL + 4, U_UCHAR, U_CAST_INT, U_FROM_SHORT, U_FROM_USHORT = U_FROM_SHORT + 4,
    U_FROM_INT = U_FROM_USHORT + 4, U_FROM_UINT = U_FROM_INT + 4, U_FROM_LL = U_FROM_UINT + 4,
    U_FROM_ULL = U_FROM_LL + 4, U_FROM_F = U_FROM_ULL + 4, U_FROM_D = U_FROM_F + 4, U_NOPS
};

template <typename K>
__global__ void unary(u64 *out)
{
    typedef typename K::T T;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x, op = blockIdx.y;
    T h = K::mk((u16)i);
    u64 r = 0;
    switch (op) {
    case U_TOF: { float f = K::tof(h); unsigned u; memcpy(&u, &f, 4); r = u; break; }
    case U_NEG: r = K::bits(__hneg(h)); break;
    case U_ABS: r = K::bits(__habs(h)); break;
    case U_SQRT: r = K::bits(hsqrt(h)); break;
    case U_RSQRT: r = K::bits(hrsqrt(h)); break;
    case U_RCP: r = K::bits(hrcp(h)); break;
    case U_CEIL: r = K::bits(hceil(h)); break;
    case U_FLOOR: r = K::bits(hfloor(h)); break;
    case U_TRUNC: r = K::bits(htrunc(h)); break;
    case U_RINT: r = K::bits(hrint(h)); break;
    case U_EXP: r = K::bits(hexp(h)); break;
    case U_EXP2: r = K::bits(hexp2(h)); break;
    case U_EXP10: r = K::bits(hexp10(h)); break;
    case U_LOG: r = K::bits(hlog(h)); break;
    case U_LOG2: r = K::bits(hlog2(h)); break;
    case U_LOG10: r = K::bits(hlog10(h)); break;
    case U_SIN: r = K::bits(hsin(h)); break;
    case U_COS: r = K::bits(hcos(h)); break;
    case U_ISNAN: r = (u64)__hisnan(h); break;
    case U_ISINF: r = (u64)(long long)__hisinf(h); break;
    case U_CHAR: r = (u64)(long long)K::to_char(h); break;
    case U_UCHAR: r = (u64)K::to_uchar(h); break;
    case U_CAST_INT: r = (u64)(long long)(int)h; break;
    default: {
        int m = (op - U_INT) % 4;
        if (op < U_UINT) r = (u64)(long long)K::to_int(h, m);
        else if (op < U_SHORT) r = K::to_uint(h, m);
        else if (op < U_USHORT) r = (u64)(long long)K::to_short(h, m);
        else if (op < U_LL) r = K::to_ushort(h, m);
        else if (op < U_ULL) r = (u64)K::to_ll(h, m);
        else if (op < U_CHAR) r = K::to_ull(h, m);
        else {
            m = (op - U_FROM_SHORT) % 4;
            if (op < U_FROM_USHORT) r = K::bits(K::from_short((short)i, m));
            else if (op < U_FROM_INT) r = K::bits(K::from_ushort((unsigned short)i, m));
            else if (op < U_FROM_UINT) r = K::bits(K::from_int((int)iin(i), m));
            else if (op < U_FROM_LL) r = K::bits(K::from_uint((unsigned)iin(i), m));
            else if (op < U_FROM_ULL) r = K::bits(K::from_ll(iin(i), m));
            else if (op < U_FROM_F) r = K::bits(K::from_ull((u64)iin(i) * 0x9e3779b97f4a7c15ull >> (i % 64), m));
            else if (op < U_FROM_D) r = K::bits(K::fromf(fin(i), m));
            else r = K::bits(K::fromd(din(i)));
        }
    }
    }
    out[(size_t)op * 65536 + i] = r;
}

enum {
    B_ADD, B_SUB, B_MUL, B_DIV, B_ADD_SAT, B_SUB_SAT, B_MUL_SAT, B_FMA, B_FMA_SAT, B_FMA_RELU,
    B_MAX, B_MIN, B_MAX_NAN, B_MIN_NAN, B_CMP, B_OPS, B_ADD2, B_MUL2, B_FMA2, B_DIV2, B_MAX2, B_CMP2, B_NOPS
};

template <typename K>
__global__ void binary(const u16 *a_, const u16 *b_, const u16 *c_, u64 *out, int n)
{
    typedef typename K::T T;
    typedef typename K::T2 T2;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    T a = K::mk(a_[i]), b = K::mk(b_[i]), c = K::mk(c_[i]);
    T2 x = K::pair(a, c), y = K::pair(b, a), z = K::pair(c, b);
    u64 *o = out + (size_t)i * B_NOPS;
    o[B_ADD] = K::bits(__hadd(a, b));
    o[B_SUB] = K::bits(__hsub(a, b));
    o[B_MUL] = K::bits(__hmul(a, b));
    o[B_DIV] = K::bits(__hdiv(a, b));
    o[B_ADD_SAT] = K::bits(__hadd_sat(a, b));
    o[B_SUB_SAT] = K::bits(__hsub_sat(a, b));
    o[B_MUL_SAT] = K::bits(__hmul_sat(a, b));
    o[B_FMA] = K::bits(__hfma(a, b, c));
    o[B_FMA_SAT] = K::bits(__hfma_sat(a, b, c));
    o[B_FMA_RELU] = K::bits(__hfma_relu(a, b, c));
    o[B_MAX] = K::bits(__hmax(a, b));
    o[B_MIN] = K::bits(__hmin(a, b));
    o[B_MAX_NAN] = K::bits(__hmax_nan(a, b));
    o[B_MIN_NAN] = K::bits(__hmin_nan(a, b));
    o[B_CMP] = __heq(a, b) | __hne(a, b) << 1 | __hlt(a, b) << 2 | __hle(a, b) << 3 | __hgt(a, b) << 4 |
               __hge(a, b) << 5 | __hequ(a, b) << 6 | __hneu(a, b) << 7 | __hltu(a, b) << 8 |
               __hleu(a, b) << 9 | __hgtu(a, b) << 10 | __hgeu(a, b) << 11 | (a == b) << 12 |
               (a != b) << 13 | (a < b) << 14 | (a <= b) << 15 | (a > b) << 16 | (a >= b) << 17;
    { // the operators against the intrinsics: one bit each where they differ
        T s = a; s += b;
        T p = a; p *= b;
        T q = a; q -= b; q /= c;
        T inc = a; inc++;
        T dec = a; --dec;
        o[B_OPS] = (K::bits(a + b) != K::bits(__hadd(a, b))) | (K::bits(a - b) != K::bits(__hsub(a, b))) << 1 |
                   (K::bits(a * b) != K::bits(__hmul(a, b))) << 2 | (K::bits(a / b) != K::bits(__hdiv(a, b))) << 3 |
                   (K::bits(-a) != K::bits(__hneg(a))) << 4 | (K::bits(s) != K::bits(__hadd(a, b))) << 5 |
                   (K::bits(p) != K::bits(__hmul(a, b))) << 6 | (K::bits(q) != K::bits(__hdiv(__hsub(a, b), c))) << 7 |
                   (K::bits(inc) != K::bits(__hadd(a, K::fromf(1.0f, 0)))) << 8 |
                   (K::bits(dec) != K::bits(__hsub(a, K::fromf(1.0f, 0)))) << 9;
    }
    T2 r = __hadd2(x, y);
    o[B_ADD2] = K::bits(r.x) | (u64)K::bits(r.y) << 16;
    r = __hmul2(x, y) + __hsub2(z, z); // the operator, then x*y - 0 (NaN stays NaN, x*y + (-0) = x*y)
    o[B_MUL2] = K::bits(r.x) | (u64)K::bits(r.y) << 16;
    r = __hfma2(x, y, z);
    o[B_FMA2] = K::bits(r.x) | (u64)K::bits(r.y) << 16;
    r = __h2div(x, y);
    o[B_DIV2] = K::bits(r.x) | (u64)K::bits(r.y) << 16;
    r = __hmax2(x, y);
    T2 r2 = __hmin2_nan(x, y);
    o[B_MAX2] = K::bits(r.x) | (u64)K::bits(r.y) << 16 | (u64)K::bits(r2.x) << 32 | (u64)K::bits(r2.y) << 48;
    o[B_CMP2] = [&]() -> u64 {
        T2 lt = __hlt2(x, y), geu = __hgeu2(x, y);
        return K::bits(lt.x) | (u64)K::bits(lt.y) << 16 | (u64)__hle2_mask(x, y) << 32 |
               (u64)(__hbgt2(x, y) | __hbneu2(x, y) << 1 | (x == y) << 2) << 48 | (u64)K::bits(geu.y) << 51;
    }();
}

// Data movement, shuffles and atomics, one warp per block.
template <typename K>
__global__ void misc(const u16 *a_, u64 *out, typename K::T *hsum, typename K::T2 *h2sum)
{
    typedef typename K::T T;
    typedef typename K::T2 T2;
    int i = threadIdx.x;
    T a = K::mk(a_[i]), b = K::mk(a_[i + 32]);
    T2 x = K::pair(a, b);
    T2 lh = __lowhigh2highlow(x);
    u64 *o = out + i * 4;
    T2 sx = __shfl_xor_sync(0xffffffffu, x, 1);
    T sd = __shfl_down_sync(0xffffffffu, a, 1);
    T su = __shfl_up_sync(0xffffffffu, b, 2);
    T si = __shfl_sync(0xffffffffu, a, 31 - i);
    o[0] = K::bits(lh.x) | (u64)K::bits(lh.y) << 16 | (u64)K::bits(sx.x) << 32 | (u64)K::bits(sx.y) << 48;
    o[1] = K::bits(sd) | (u64)K::bits(su) << 16 | (u64)K::bits(si) << 32;
    float fl = __low2float(x), fh = __high2float(x);
    unsigned ul, uh;
    memcpy(&ul, &fl, 4);
    memcpy(&uh, &fh, 4);
    o[2] = ul | (u64)uh << 32;
    // small integers: every sum is exact, so the order of the atomics does not matter
    T one = K::fromf(1.0f, 0), two = K::fromf((float)(i % 2 * 2), 0);
    for (int k = 0; k < 8; ++k) {
        atomicAdd(hsum, one);
        atomicAdd(h2sum, K::pair(one, two));
    }
    o[3] = 0;
}

// ------------------------------------------------------------------- host
struct Fmt {
    int M, emin, maxb; // mantissa bits, exponent of the smallest normal, biased exponent of infinity
    u16 inf() const { return (u16)(maxb << M); }
};
static const Fmt FH = {10, -14, 31}, FB = {7, -126, 255};

static int blen(u128 v) { int n = 0; while (v) { ++n; v >>= 1; } return n; }

// neg * mag * 2^e rounded to the format in mode (0 nearest even, 1 toward 0, 2 up, 3 down)
static u16 ref_round(const Fmt &F, bool neg, u128 mag, int e, int mode)
{
    u16 sign = neg ? 0x8000 : 0;
    if (mag == 0) return sign;
    int top = e + blen(mag) - 1; // exponent of the leading bit
    int qe = (top > F.emin ? top : F.emin) - F.M;
    u128 r;
    bool rnd = false, sticky = false;
    if (qe <= e) r = mag << (e - qe);
    else {
        int sh = qe - e;
        if (sh >= 128) { r = 0; sticky = true; }
        else {
            r = mag >> sh;
            u128 rem = mag & (((u128)1 << sh) - 1), halfq = (u128)1 << (sh - 1);
            rnd = rem >= halfq;
            sticky = rem != 0 && rem != halfq;
        }
    }
    bool up = mode == 0 ? rnd && (sticky || (r & 1)) : mode == 2 ? !neg && (rnd || sticky) : mode == 3 ? neg && (rnd || sticky) : false;
    r += up;
    if (r >> (F.M + 1)) { r >>= 1; ++qe; }
    int biased = r >> F.M ? qe + F.M - F.emin + 1 : 0;
    if (biased >= F.maxb) {
        bool toinf = mode == 0 || (mode == 2 && !neg) || (mode == 3 && neg);
        return sign | (toinf ? F.inf() : F.inf() - 1);
    }
    return sign | (u16)((biased << F.M) | (unsigned)(r & ((1u << F.M) - 1)));
}

struct Val { // a finite 16-bit value: neg * m * 2^e
    bool neg;
    u128 m;
    int e;
};
static bool isnan16(const Fmt &F, u16 b) { return (b & 0x7fff) > F.inf(); }
static bool isinf16(const Fmt &F, u16 b) { return (b & 0x7fff) == F.inf(); }
static Val dec(const Fmt &F, u16 b)
{
    int E = (b & 0x7fff) >> F.M;
    unsigned m = b & ((1u << F.M) - 1);
    int bias = 1 - F.emin;
    Val v = {(b & 0x8000) != 0, E ? (u128)(m | 1u << F.M) : (u128)m, (E ? E : 1) - bias - F.M};
    return v;
}
static double val(const Fmt &F, u16 b)
{
    if (isnan16(F, b)) return NAN;
    if (isinf16(F, b)) return b & 0x8000 ? -INFINITY : INFINITY;
    Val v = dec(F, b);
    return ldexp(v.neg ? -(double)(u64)v.m : (double)(u64)v.m, v.e);
}
// x + y exactly (a term far below the other only matters as a sticky bit)
static u16 ref_sum(const Fmt &F, Val x, Val y, int mode)
{
    if (x.m == 0 && y.m == 0) {
        bool neg = mode == 3 ? (x.neg || y.neg) : (x.neg && y.neg);
        return neg ? 0x8000 : 0;
    }
    if (x.m == 0) return ref_round(F, y.neg, y.m, y.e, mode);
    if (y.m == 0) return ref_round(F, x.neg, x.m, x.e, mode);
    int tx = x.e + blen(x.m), ty = y.e + blen(y.m);
    if (tx - ty > 40) { y.m = 1; y.e = tx - 60; }
    if (ty - tx > 40) { x.m = 1; x.e = ty - 60; }
    int e = x.e < y.e ? x.e : y.e;
    u128 a = x.m << (x.e - e), b = y.m << (y.e - e);
    if (x.neg == y.neg) return ref_round(F, x.neg, a + b, e, mode);
    if (a == b) return mode == 3 ? 0x8000 : 0;
    return a > b ? ref_round(F, x.neg, a - b, e, mode) : ref_round(F, y.neg, b - a, e, mode);
}
static u16 ref_double(const Fmt &F, double d, int mode) // d exactly, rounded
{
    if (d != d) return 0x7fff;
    if (std::isinf(d)) return d < 0 ? 0x8000 | F.inf() : F.inf();
    int ex;
    double fr = frexp(fabs(d), &ex);
    return ref_round(F, std::signbit(d), (u128)(u64)ldexp(fr, 53), ex - 53, mode);
}
static const u16 QNAN = 0x7fff;
static u16 ref_bin(const Fmt &F, int op, u16 a, u16 b, u16 c)
{
    double x = val(F, a), y = val(F, b), z = val(F, c);
    bool nan = x != x || y != y;
    switch (op) {
    case B_ADD: case B_SUB: case B_ADD_SAT: case B_SUB_SAT: {
        double s = op == B_ADD || op == B_ADD_SAT ? x + y : x - y; // infinities and NaN
        u16 r;
        if (nan || s != s) r = QNAN;
        else if (std::isinf(x) || std::isinf(y)) r = ref_double(F, s, 0);
        else {
            Val v = dec(F, a), w = dec(F, b);
            if (op == B_SUB || op == B_SUB_SAT) w.neg = !w.neg;
            r = ref_sum(F, v, w, 0);
        }
        if (op == B_ADD_SAT || op == B_SUB_SAT) {
            double v = val(F, r);
            r = !(v > 0) ? 0 : v >= 1 ? ref_double(F, 1.0, 0) : r;
        }
        return r;
    }
    case B_MUL: case B_MUL_SAT: {
        double p = x * y;
        u16 r;
        if (p != p) r = QNAN;
        else if (std::isinf(p)) r = ref_double(F, p, 0);
        else {
            Val v = dec(F, a), w = dec(F, b);
            r = ref_round(F, v.neg != w.neg, v.m * w.m, v.e + w.e, 0);
        }
        if (op == B_MUL_SAT) {
            double v = val(F, r);
            r = !(v > 0) ? 0 : v >= 1 ? ref_double(F, 1.0, 0) : r;
        }
        return r;
    }
    case B_DIV: { // double's quotient rounded again: double rounding cannot matter (53 >= 2*11+2)
        double q = x / y;
        return q != q ? QNAN : ref_double(F, q, 0);
    }
    case B_FMA: case B_FMA_SAT: case B_FMA_RELU: {
        double p = x * y, s = p + z;
        u16 r;
        if (s != s) r = QNAN;
        else if (std::isinf(s)) r = ref_double(F, s, 0);
        else {
            Val v = dec(F, a), w = dec(F, b), u = dec(F, c);
            Val pr = {v.neg != w.neg, v.m * w.m, v.e + w.e};
            r = ref_sum(F, pr, u, 0);
        }
        double v = val(F, r);
        if (op == B_FMA_SAT) r = !(v > 0) ? 0 : v >= 1 ? ref_double(F, 1.0, 0) : r;
        if (op == B_FMA_RELU && v == v && !(v > 0)) r = 0;
        return r;
    }
    default: { // max/min
        bool mx = op == B_MAX || op == B_MAX_NAN, pn = op == B_MAX_NAN || op == B_MIN_NAN;
        bool na = x != x, nb = y != y;
        if ((na && nb) || (pn && (na || nb))) return QNAN;
        if (na) return b;
        if (nb) return a;
        if (x == y) return mx ? (a & b) : (a | b);
        return (x > y) == mx ? a : b;
    }
    }
}
static unsigned ref_cmp(double x, double y)
{
    bool u = x != x || y != y;
    bool eq = x == y, lt = x < y, gt = x > y;
    return eq | (lt || gt) << 1 | lt << 2 | (lt || eq) << 3 | gt << 4 | (gt || eq) << 5 | (eq || u) << 6 |
           (!eq) << 7 | (lt || u) << 8 | (lt || eq || u) << 9 | (gt || u) << 10 | (gt || eq || u) << 11 |
           eq << 12 | (!eq) << 13 | lt << 14 | (lt || eq) << 15 | gt << 16 | (gt || eq) << 17;
}

static int failures;
static void fail(const char *what, unsigned i, u64 got, u64 want)
{
    if (++failures <= 12) printf("FAIL %s input %u: got 0x%llx want 0x%llx\n", what, i, got, want);
}
// 16-bit results: NaN matches NaN where any NaN is allowed (conversions, sign operations)
static void check16(const Fmt &F, const char *what, unsigned i, u64 got, u16 want, bool any_nan)
{
    if (any_nan && isnan16(F, want) && isnan16(F, (u16)got)) return;
    if (got != want) fail(what, i, got, want);
}
// approximate functions: within one unit in the last place of the correctly rounded result
static int ord(u16 b) { return b & 0x8000 ? -(int)(b & 0x7fff) : (int)b; }
static void check_ulp(const Fmt &F, const char *what, unsigned i, u64 got, double want, double abs_tol)
{
    u16 w = ref_double(F, want, 0), g = (u16)got;
    if (isnan16(F, w) || isnan16(F, g)) {
        if (!(isnan16(F, w) && isnan16(F, g))) fail(what, i, got, w);
        return;
    }
    int d = ord(g) - ord(w);
    if (d >= -1 && d <= 1) return;
    if (!isinf16(F, g) && fabs(val(F, g) - want) <= abs_tol) return;
    fail(what, i, got, w);
}
template <typename R> static R ref_toint(double x, int m, double lo, double hi, R mn, R mx)
{
    if (x != x) return 0;
    double r = m == 0 ? nearbyint(x) : m == 1 ? trunc(x) : m == 2 ? ceil(x) : floor(x);
    return r >= hi ? mx : r <= lo ? mn : (R)r;
}
static u16 ref_int(const Fmt &F, bool neg, u64 mag, int mode) { return ref_round(F, neg, mag, 0, mode); }

static int check_unary(const Fmt &F, const char *ty, const std::vector<u64> &o)
{
    char what[64];
    for (unsigned i = 0; i < 65536; ++i) {
        u16 h = (u16)i;
        double x = val(F, h);
        const u64 *r = &o[i];
#define AT(op) r[(size_t)(op) * 65536]
#define W(name) (snprintf(what, sizeof what, "%s %s", ty, name), what)
        { // exact conversion to float
            float f = (float)x;
            unsigned u;
            memcpy(&u, &f, 4);
            if (x == x ? AT(U_TOF) != u : (AT(U_TOF) & 0x7fffffffu) <= 0x7f800000u) fail(W("to float"), i, AT(U_TOF), u);
        }
        check16(F, W("__hneg"), i, AT(U_NEG), h ^ 0x8000, true);
        check16(F, W("__habs"), i, AT(U_ABS), h & 0x7fff, true);
        check_ulp(F, W("hsqrt"), i, AT(U_SQRT), sqrt(x), 0);
        check_ulp(F, W("hrsqrt"), i, AT(U_RSQRT), 1 / sqrt(x), 0);
        check_ulp(F, W("hrcp"), i, AT(U_RCP), 1 / x, 0);
        check16(F, W("hceil"), i, AT(U_CEIL), ref_double(F, ceil(x), 0), true);
        check16(F, W("hfloor"), i, AT(U_FLOOR), ref_double(F, floor(x), 0), true);
        check16(F, W("htrunc"), i, AT(U_TRUNC), ref_double(F, trunc(x), 0), true);
        check16(F, W("hrint"), i, AT(U_RINT), ref_double(F, nearbyint(x), 0), true);
        check_ulp(F, W("hexp"), i, AT(U_EXP), exp(x), 0);
        check_ulp(F, W("hexp2"), i, AT(U_EXP2), exp2(x), 0);
        check_ulp(F, W("hexp10"), i, AT(U_EXP10), pow(10.0, x), 0);
        check_ulp(F, W("hlog"), i, AT(U_LOG), log(x), 1e-4);
        check_ulp(F, W("hlog2"), i, AT(U_LOG2), log2(x), 1e-4);
        check_ulp(F, W("hlog10"), i, AT(U_LOG10), log10(x), 1e-4);
        if (fabs(x) < 1e4 || x != x) { // the GPU reduces huge arguments approximately
            check_ulp(F, W("hsin"), i, AT(U_SIN), sin(x), 2e-3);
            check_ulp(F, W("hcos"), i, AT(U_COS), cos(x), 2e-3);
        }
        if (AT(U_ISNAN) != (u64)(x != x)) fail(W("__hisnan"), i, AT(U_ISNAN), x != x);
        long long inf = std::isinf(x) ? (x < 0 ? -1 : 1) : 0;
        if (AT(U_ISINF) != (u64)inf) fail(W("__hisinf"), i, AT(U_ISINF), (u64)inf);
        for (int m = 0; m < 4; ++m) {
            static const char *const md[4] = {"rn", "rz", "ru", "rd"};
            char nm[40];
#define TOI(U, name, R, lo, hi, mn, mx, nanok)                                                        \
            snprintf(nm, sizeof nm, "2" name "_%s", md[m]);                                           \
            if ((nanok || x == x) && AT(U + m) != (u64)(long long)ref_toint<R>(x, m, lo, hi, mn, mx))  \
                fail(W(nm), i, AT(U + m), (u64)(long long)ref_toint<R>(x, m, lo, hi, mn, mx));
            TOI(U_INT, "int", int, -2147483648.0, 2147483648.0, (-2147483647 - 1), 2147483647, true)
            TOI(U_UINT, "uint", unsigned, 0.0, 4294967296.0, 0u, 4294967295u, true)
            TOI(U_SHORT, "short", short, -32768.0, 32768.0, (short)-32768, (short)32767, true)
            TOI(U_USHORT, "ushort", unsigned short, 0.0, 65536.0, (unsigned short)0, (unsigned short)65535, true)
            // 64-bit results of a NaN are not checked: not documented alike everywhere
            TOI(U_LL, "ll", long long, -9223372036854775808.0, 9223372036854775808.0, (-9223372036854775807ll - 1), 9223372036854775807ll, false)
            TOI(U_ULL, "ull", unsigned long long, 0.0, 18446744073709551616.0, 0ull, 18446744073709551615ull, false)
#undef TOI
            snprintf(nm, sizeof nm, "short2_%s", md[m]);
            short si = (short)i;
            check16(F, W(nm), i, AT(U_FROM_SHORT + m), ref_int(F, si < 0, si < 0 ? (u64)(-(int)si) : (u64)si, m), false);
            snprintf(nm, sizeof nm, "ushort2_%s", md[m]);
            check16(F, W(nm), i, AT(U_FROM_USHORT + m), ref_int(F, false, i, m), false);
            long long v = iin(i);
            int vi = (int)v;
            snprintf(nm, sizeof nm, "int2_%s", md[m]);
            check16(F, W(nm), i, AT(U_FROM_INT + m), ref_int(F, vi < 0, vi < 0 ? 0ull - (u64)(long long)vi : (u64)vi, m), false);
            snprintf(nm, sizeof nm, "uint2_%s", md[m]);
            check16(F, W(nm), i, AT(U_FROM_UINT + m), ref_int(F, false, (unsigned)v, m), false);
            snprintf(nm, sizeof nm, "ll2_%s", md[m]);
            check16(F, W(nm), i, AT(U_FROM_LL + m), ref_int(F, v < 0, v < 0 ? 0ull - (u64)v : (u64)v, m), false);
            snprintf(nm, sizeof nm, "ull2_%s", md[m]);
            check16(F, W(nm), i, AT(U_FROM_ULL + m), ref_int(F, false, (u64)v * 0x9e3779b97f4a7c15ull >> (i % 64), m), false);
            snprintf(nm, sizeof nm, "float2_%s", md[m]);
            check16(F, W(nm), i, AT(U_FROM_F + m), ref_double(F, fin(i), m), true);
        }
        check16(F, W("double2"), i, AT(U_FROM_D), ref_double(F, din(i), 0), true);
        if (AT(U_CHAR) != (u64)(long long)ref_toint<signed char>(x, 1, -128, 128, -128, 127)) fail(W("2char_rz"), i, AT(U_CHAR), 0);
        if (AT(U_UCHAR) != (u64)ref_toint<unsigned char>(x, 1, 0, 256, 0, 255)) fail(W("2uchar_rz"), i, AT(U_UCHAR), 0);
        if (AT(U_CAST_INT) != (u64)(long long)ref_toint<int>(x, 1, -2147483648.0, 2147483648.0, (-2147483647 - 1), 2147483647))
            fail(W("(int)"), i, AT(U_CAST_INT), 0);
#undef AT
    }
    return 0;
}

static u16 rnd16(unsigned k, const Fmt &F) // operands: random bits, small integers, values near each other
{
    unsigned h = hash32(k * 2654435761u + 12345u);
    switch (h & 7) {
    case 0: return ref_double(F, (double)((int)(h >> 8) % 9 - 4) * 0.5, 0);
    case 1: return (u16)((h >> 16) & 0x83ff) | (u16)(((h >> 12) % 4) << F.M); // subnormals and tiny normals
    case 2: return (u16)(h >> 16) & 0xc7ff; // exponents around 1
    default: return (u16)(h >> 16);
    }
}

template <typename K>
static int run(const Fmt &F, const char *ty)
{
    const int n = 1 << 15;
    u64 *d_u, *d_b, *d_m;
    u16 *d_a, *d_bb, *d_c;
    std::vector<u64> uo((size_t)U_NOPS * 65536), bo((size_t)n * B_NOPS), mo(32 * 4);
    CHECK(cudaMalloc(&d_u, uo.size() * 8));
    unary<K><<<dim3(65536 / 256, U_NOPS), 256>>>(d_u);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(uo.data(), d_u, uo.size() * 8, cudaMemcpyDeviceToHost));
    check_unary(F, ty, uo);

    std::vector<u16> a(n), b(n), c(n);
    for (int i = 0; i < n; ++i) {
        a[i] = rnd16(3 * i, F);
        b[i] = rnd16(3 * i + 1, F);
        c[i] = rnd16(3 * i + 2, F);
        if (i % 5 == 0) b[i] = a[i] ^ (i % 3); // close values: cancellation, equality
        if (i % 7 == 0) c[i] = (u16)(a[i] ^ 0x8000) + (u16)(i % 2); // products that almost cancel c
    }
    CHECK(cudaMalloc(&d_a, n * 2));
    CHECK(cudaMalloc(&d_bb, n * 2));
    CHECK(cudaMalloc(&d_c, n * 2));
    CHECK(cudaMalloc(&d_b, bo.size() * 8));
    CHECK(cudaMemcpy(d_a, a.data(), n * 2, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_bb, b.data(), n * 2, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_c, c.data(), n * 2, cudaMemcpyHostToDevice));
    binary<K><<<n / 128, 128>>>(d_a, d_bb, d_c, d_b, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(bo.data(), d_b, bo.size() * 8, cudaMemcpyDeviceToHost));
    static const char *const names[] = {"__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hsub_sat", "__hmul_sat",
                                        "__hfma", "__hfma_sat", "__hfma_relu", "__hmax", "__hmin", "__hmax_nan", "__hmin_nan"};
    char what[64];
    for (int i = 0; i < n; ++i) {
        const u64 *o = &bo[(size_t)i * B_NOPS];
        u16 x = a[i], y = b[i], z = c[i];
        for (int op = B_ADD; op <= B_MIN_NAN; ++op)
            check16(F, W(names[op]), i, o[op], ref_bin(F, op, x, y, z), false);
        if (o[B_CMP] != ref_cmp(val(F, x), val(F, y))) fail(W("comparisons"), i, o[B_CMP], ref_cmp(val(F, x), val(F, y)));
        if (o[B_OPS]) fail(W("operators"), i, o[B_OPS], 0);
        // pairs x2 = (a, c), y2 = (b, a), z2 = (c, b)
        u64 w = ref_bin(F, B_ADD, x, y, 0) | (u64)ref_bin(F, B_ADD, z, x, 0) << 16;
        if (o[B_ADD2] != w) fail(W("__hadd2"), i, o[B_ADD2], w);
        u16 m0 = ref_bin(F, B_MUL, x, y, 0), m1 = ref_bin(F, B_MUL, z, x, 0);
        u16 s0 = ref_bin(F, B_SUB, z, z, 0), s1 = ref_bin(F, B_SUB, y, y, 0);
        w = ref_bin(F, B_ADD, m0, s0, 0) | (u64)ref_bin(F, B_ADD, m1, s1, 0) << 16;
        if (o[B_MUL2] != w) fail(W("__hmul2 +"), i, o[B_MUL2], w);
        w = ref_bin(F, B_FMA, x, y, z) | (u64)ref_bin(F, B_FMA, z, x, y) << 16;
        if (o[B_FMA2] != w) fail(W("__hfma2"), i, o[B_FMA2], w);
        w = ref_bin(F, B_DIV, x, y, 0) | (u64)ref_bin(F, B_DIV, z, x, 0) << 16;
        if (o[B_DIV2] != w) fail(W("__h2div"), i, o[B_DIV2], w);
        w = ref_bin(F, B_MAX, x, y, 0) | (u64)ref_bin(F, B_MAX, z, x, 0) << 16 |
            (u64)ref_bin(F, B_MIN_NAN, x, y, 0) << 32 | (u64)ref_bin(F, B_MIN_NAN, z, x, 0) << 48;
        if (o[B_MAX2] != w) fail(W("__hmax2/__hmin2_nan"), i, o[B_MAX2], w);
        unsigned c0 = ref_cmp(val(F, x), val(F, y)), c1 = ref_cmp(val(F, z), val(F, x));
        u16 one = ref_double(F, 1.0, 0);
        w = (c0 >> 2 & 1 ? one : 0) | (u64)(c1 >> 2 & 1 ? one : 0) << 16 |
            (u64)((c0 >> 3 & 1 ? 0xffffu : 0) | (c1 >> 3 & 1 ? 0xffff0000u : 0)) << 32 |
            (u64)((c0 >> 4 & c1 >> 4 & 1) | (c0 >> 7 & c1 >> 7 & 1) << 1 | (c0 & c1 & 1) << 2) << 48 |
            (u64)(c1 >> 11 & 1 ? one : 0) << 51;
        if (o[B_CMP2] != w) fail(W("half2 comparisons"), i, o[B_CMP2], w);
    }

    typename K::T *d_hs;
    typename K::T2 *d_h2s;
    CHECK(cudaMalloc(&d_hs, sizeof(typename K::T)));
    CHECK(cudaMalloc(&d_h2s, sizeof(typename K::T2)));
    CHECK(cudaMemset(d_hs, 0, sizeof(typename K::T)));
    CHECK(cudaMemset(d_h2s, 0, sizeof(typename K::T2)));
    CHECK(cudaMalloc(&d_m, mo.size() * 8));
    misc<K><<<1, 32>>>(d_a, d_m, d_hs, d_h2s);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(mo.data(), d_m, mo.size() * 8, cudaMemcpyDeviceToHost));
    u16 hs, h2s[2];
    CHECK(cudaMemcpy(&hs, d_hs, 2, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h2s, d_h2s, 4, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; ++i) {
        const u64 *o = &mo[i * 4];
        u16 x = a[i], y = a[i + 32];
        u64 w = y | (u64)x << 16 | (u64)a[i ^ 1] << 32 | (u64)a[(i ^ 1) + 32] << 48;
        if (o[0] != w) fail(W("__lowhigh2highlow/__shfl_xor_sync"), i, o[0], w);
        w = (i < 31 ? a[i + 1] : x) | (u64)(i >= 2 ? a[i + 30] : y) << 16 | (u64)a[31 - i] << 32;
        if (o[1] != w) fail(W("__shfl_down/up/sync"), i, o[1], w);
        float fx = (float)val(F, x), fy = (float)val(F, y);
        unsigned ux, uy;
        memcpy(&ux, &fx, 4);
        memcpy(&uy, &fy, 4);
        w = ux | (u64)uy << 32;
        if (o[2] != w && !(val(F, x) != val(F, x) || val(F, y) != val(F, y))) fail(W("__low2float/__high2float"), i, o[2], w);
    }
    if (hs != ref_double(F, 256.0, 0)) fail(W("atomicAdd"), 0, hs, ref_double(F, 256.0, 0));
    if (h2s[0] != ref_double(F, 256.0, 0) || h2s[1] != ref_double(F, 256.0, 0)) fail(W("atomicAdd pair"), 0, h2s[0] | h2s[1] << 16, 0);
#undef W
    cudaFree(d_u); cudaFree(d_b); cudaFree(d_m); cudaFree(d_a); cudaFree(d_bb); cudaFree(d_c); cudaFree(d_hs); cudaFree(d_h2s);
    return 0;
}

int main()
{
    // sizes and alignment as CUDA's
    static_assert(sizeof(__half) == 2 && alignof(__half) == 2 && sizeof(half2) == 4 && alignof(half2) == 4, "half");
    static_assert(sizeof(__nv_bfloat16) == 2 && sizeof(nv_bfloat162) == 4 && alignof(__nv_bfloat162) == 4, "bfloat16");
    // host-side conversions and constants
    half h = 2.5f;
    h = h * half(2) + CUDART_ONE_FP16;
    __nv_bfloat16 bf = __float2bfloat16(3.0f);
    bf = bf / __float2bfloat16(2.0f);
    if (__half2float(h) != 6.0f || __bfloat162float(bf) != 1.5f || __half_as_ushort(CUDART_INF_FP16) != 0x7c00 ||
        __bfloat16_as_ushort(CUDART_NAN_BF16) != 0x7fff || !__hisnan(CUDART_NAN_FP16)) {
        printf("FAIL host half/bfloat16\n");
        return 1;
    }
    if (run<H>(FH, "half") || run<B>(FB, "bfloat16")) return 1;
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
