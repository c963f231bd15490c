// Device math: libm names, float overloads, CUDA-only functions, intrinsics,
// rounding-mode arithmetic and conversions, min/max, classification.
// IR: @llvm\.sqrt\.f32
// IR: call .*@__ferry_sinf\(
// IR: @llvm\.sqrt\.f64
// IR: call .*@__ferry_exp10f\(
// IR: @llvm\.fma\.f32
// IR: @llvm\.roundeven\.f32
// IR: call .*@__ferry_erff\(
// IR: call .*@__ferry_j0\(
// IR: call .*@lgamma\(
// NO-IR: @__nv_
#include <math.h>

__global__ void k_float(float *p, int *ip, long long *lp) {
    float x = p[0], y = p[1], z = p[2];
    int e;
    float ipart, s, c;
    float r = sqrtf(x) + rsqrtf(x) + cbrtf(x) + rcbrtf(x) + expf(x) + exp2f(x) + exp10f(x) + expm1f(x) +
              logf(x) + log2f(x) + log10f(x) + log1pf(x) + logbf(x) + powf(x, y) + sinf(x) + cosf(x) +
              tanf(x) + sinpif(x) + cospif(x) + asinf(x) + acosf(x) + atanf(x) + atan2f(x, y) + sinhf(x) +
              coshf(x) + tanhf(x) + asinhf(x) + acoshf(x) + atanhf(x) + erff(x) + erfcf(x) + erfinvf(x) +
              erfcinvf(x) + erfcxf(x) + normcdff(x) + normcdfinvf(x) + lgammaf(x) + tgammaf(x) + fabsf(x) +
              fminf(x, y) + fmaxf(x, y) + fmodf(x, y) + remainderf(x, y) + floorf(x) + ceilf(x) +
              truncf(x) + roundf(x) + rintf(x) + nearbyintf(x) + copysignf(x, y) + fdimf(x, y) +
              fmaf(x, y, z) + frexpf(x, &e) + ldexpf(x, e) + scalbnf(x, 2) + scalblnf(x, 2L) +
              modff(x, &ipart) + hypotf(x, y) + rhypotf(x, y) + norm3df(x, y, z) + rnorm3df(x, y, z) +
              norm4df(x, y, z, x) + rnorm4df(x, y, z, x) + normf(3, p) + rnormf(3, p) + nextafterf(x, y) +
              remquof(x, y, &e) + nanf("") + j0f(x) + j1f(x) + jnf(2, x) + y0f(x) + y1f(x) + ynf(2, x) +
              fdividef(x, y) + __fdividef(x, y) + __expf(x) + __exp10f(x) + __logf(x) + __log2f(x) +
              __log10f(x) + __sinf(x) + __cosf(x) + __tanf(x) + __powf(x, y) + __saturatef(x) +
              __frsqrt_rn(x) + min(x, y) + max(x, y) + abs(x) + fabs(x) + sqrt(x) + sin(x) + pow(x, y) +
              exp(x) + log(x) + floor(x) + fmin(x, y) + fma(x, y, z) + atan2(x, y);
    sincosf(x, &s, &c);
    __sincosf(y, &s, &c);
    sincospif(z, &s, &c);
    r += s + c;
    r += __fadd_rn(x, y) + __fadd_rz(x, y) + __fadd_ru(x, y) + __fadd_rd(x, y) + __fsub_rn(x, y) +
         __fmul_rn(x, y) + __fmul_rz(x, y) + __fmul_ru(x, y) + __fmul_rd(x, y) + __fdiv_rn(x, y) +
         __fdiv_rz(x, y) + __frcp_rn(x) + __frcp_ru(x) + __fsqrt_rn(x) + __fsqrt_rd(x) +
         __fmaf_rn(x, y, z) + __fmaf_rz(x, y, z) + __fmaf_ru(x, y, z) + __fmaf_rd(x, y, z);
    ip[0] = __float2int_rn(r) + __float2int_rz(r) + __float2int_ru(r) + __float2int_rd(r) +
            (int)__float2uint_rn(r) + (int)__float2uint_rz(r) + ilogbf(x) + (int)lrintf(x) +
            (int)lroundf(x) + isnan(x) + isinf(x) + isfinite(x) + signbit(x) + __isnanf(x) + __isinff(x) +
            __finitef(x) + __signbitf(x) + abs(ip[1]) + min(ip[1], ip[2]) + max(ip[1], 3u) + (int)umin(1u, 2u);
    lp[0] = llrintf(x) + llroundf(x) + __float2ll_rn(r) + __float2ll_rz(r) + (long long)__float2ull_rd(r) +
            llabs(lp[1]) + labs((long)lp[2]) + abs(lp[3]) + llmin(lp[1], lp[2]) + llmax(lp[1], lp[2]) +
            (long long)ullmax(1ull, 2ull) + min(lp[1], lp[2]) + max(lp[1], 7ll);
    p[3] = __int2float_rn(ip[2]) + __int2float_rz(ip[2]) + __int2float_ru(ip[2]) + __int2float_rd(ip[2]) +
           __uint2float_rn(3u) + __ll2float_rn(lp[1]) + __ll2float_rz(lp[1]) + __ull2float_ru(5ull) +
           __double2float_rn(1.0) + __double2float_rz(1.0) + __double2float_ru(1.0) + __double2float_rd(1.0) +
           __int_as_float(ip[1]) + __uint_as_float(3u) + (float)__float_as_int(x) + (float)__float_as_uint(x);
}

__global__ void k_double(double *p, int *ip, long long *lp) {
    double x = p[0], y = p[1], z = p[2];
    int e;
    double ipart, s, c;
    double r = sqrt(x) + rsqrt(x) + cbrt(x) + rcbrt(x) + exp(x) + exp2(x) + exp10(x) + expm1(x) + log(x) +
               log2(x) + log10(x) + log1p(x) + logb(x) + pow(x, y) + sin(x) + cos(x) + tan(x) + sinpi(x) +
               cospi(x) + asin(x) + acos(x) + atan(x) + atan2(x, y) + sinh(x) + cosh(x) + tanh(x) + asinh(x) +
               acosh(x) + atanh(x) + erf(x) + erfc(x) + erfinv(x) + erfcinv(x) + erfcx(x) + normcdf(x) +
               normcdfinv(x) + lgamma(x) + tgamma(x) + fabs(x) + fmin(x, y) + fmax(x, y) + fmod(x, y) +
               remainder(x, y) + floor(x) + ceil(x) + trunc(x) + round(x) + rint(x) + nearbyint(x) +
               copysign(x, y) + fdim(x, y) + fma(x, y, z) + frexp(x, &e) + ldexp(x, e) + scalbn(x, 2) +
               modf(x, &ipart) + hypot(x, y) + rhypot(x, y) + norm3d(x, y, z) + rnorm3d(x, y, z) +
               norm4d(x, y, z, x) + rnorm4d(x, y, z, x) + norm(3, p) + rnorm(3, p) + nextafter(x, y) +
               remquo(x, y, &e) + nan("") + j0(x) + j1(x) + jn(2, x) + y0(x) + y1(x) + yn(2, x) + min(x, y) +
               max(x, y) + abs(x) + min(1.0f, y) + max(x, 2.0f);
    sincos(x, &s, &c);
    sincospi(y, &s, &c);
    r += s + c;
    r += __dadd_rn(x, y) + __dadd_rz(x, y) + __dadd_ru(x, y) + __dadd_rd(x, y) + __dsub_rn(x, y) +
         __dmul_rn(x, y) + __dmul_rz(x, y) + __dmul_ru(x, y) + __dmul_rd(x, y) + __ddiv_rn(x, y) +
         __ddiv_ru(x, y) + __drcp_rn(x) + __drcp_rz(x) + __dsqrt_rn(x) + __dsqrt_ru(x) + __fma_rn(x, y, z) +
         __fma_rz(x, y, z);
    ip[0] = __double2int_rn(r) + __double2int_rz(r) + __double2int_ru(r) + __double2int_rd(r) +
            (int)__double2uint_rn(r) + ilogb(x) + (int)lrint(x) + (int)lround(x) + isnan(x) + isinf(x) +
            isfinite(x) + signbit(x) + __isnan(x) + __isinf(x) + __finite(x) + __signbit(x) +
            __double2hiint(x) + __double2loint(x);
    lp[0] = llrint(x) + llround(x) + __double2ll_rn(r) + __double2ll_rz(r) + (long long)__double2ull_rn(r) +
            __double_as_longlong(x);
    p[3] = __ll2double_rn(lp[1]) + __ll2double_rz(lp[1]) + __ull2double_ru(3ull) + __int2double_rn(ip[1]) +
           __uint2double_rn(3u) + __longlong_as_double(lp[1]) + __hiloint2double(ip[1], ip[2]);
}

__host__ __device__ float both(float x) { return sqrtf(x) + rsqrtf(x) + sinpif(x) + min(x, 2.0f) + erfinvf(x); }

int main() {
    float h = both(0.5f) + sqrtf(2.0f) + rsqrtf(4.0f) + norm3df(1, 2, 3) + (float)max(1, 2) + (float)erfcinv(0.5);
    printf("%f\n", h);
    return 0;
}
