/* The device library: functions of Ferry's own that CUDA headers call from
 * device code, compiled to bitcode for the hub IR's target (nvptx64) and
 * linked into every device module by the hub stage (hub/devlib.c) before
 * any target's lowering.  Plain C17 without libc or libm, so that the CPU,
 * AMD and NVIDIA lowerings can all take it.  The headers in include/
 * declare these with the same names; keep the two in step. */
#ifndef FERRY_DEVLIB_H
#define FERRY_DEVLIB_H

double __ferry_log10(double x); /* log.c: within 1 ulp */
double __ferry_log(double x);
double __ferry_log2(double x);
double __ferry_log1p(double x);
double __ferry_asinh(double x);
double __ferry_acosh(double x);
double __ferry_atanh(double x);
double __ferry_exp(double x);   /* expd.c: within 1 ulp */
double __ferry_exp2(double x);
double __ferry_sinh(double x);
double __ferry_cosh(double x);
double __ferry_tgamma(double x); /* gamma.c: within 2 ulp */
double __ferry_atan(double x);  /* atan.c: within 1 ulp */
double __ferry_atan2(double y, double x);
double __ferry_asin(double x);
double __ferry_acos(double x);
double __ferry_pow(double x, double y); /* powd.c: within 1 ulp */
double __ferry_expm1(double x);
double __ferry_erfc(double x);  /* erfcd.c: within 1 ulp */
double __ferry_erf(double x);
double __ferry_cbrt(double x);  /* cbrt.c: within 1 ulp */
double __ferry_tanh(double x);  /* tanh.c: within 1 ulp */
double __ferry_exp10(double x); /* exp10.c: within 1 ulp */
double __ferry_rcbrt(double x); /* cbrt.c: within 1 ulp */
double __ferry_rhypot(double x, double y); /* hypot.c: within 1 ulp, no overflow */
double __ferry_sin(double x);   /* sincos.c: within 1 ulp */
double __ferry_cos(double x);
double __ferry_tan(double x);
void __ferry_sincos(double x, double *s, double *c);
double __ferry_sinpi(double x);
double __ferry_cospi(double x);
double __ferry_cyl_bessel_i0(double x); /* bessel_i.c */
double __ferry_cyl_bessel_i1(double x);
double __ferry_j0(double x); /* bessel_jy.c: within 1 ulp below 8 */
double __ferry_j1(double x);
double __ferry_y0(double x);
double __ferry_y1(double x);

/* Single precision, within 1 ulp, straight-line code for vectorizing
 * (fcore.h). */
float __ferry_expf(float x);   /* expf.c */
float __ferry_exp2f(float x);
float __ferry_exp10f(float x);
float __ferry_expm1f(float x);
float __ferry_logf(float x);   /* logf.c */
float __ferry_log2f(float x);
float __ferry_log10f(float x);
float __ferry_log1pf(float x);
float __ferry_sinf(float x);   /* sincosf.c */
float __ferry_cosf(float x);
float __ferry_tanf(float x);
void __ferry_sincosf(float x, float *s, float *c);
float __ferry_powf(float x, float y); /* powf.c */
float __ferry_tanhf(float x);
float __ferry_erff(float x);   /* erff.c */
float __ferry_erfcf(float x);
float __ferry_atanf(float x);  /* atanf.c */
float __ferry_atan2f(float y, float x);
float __ferry_asinf(float x);
float __ferry_acosf(float x);
float __ferry_sinhf(float x);  /* hyperbf.c */
float __ferry_coshf(float x);
float __ferry_asinhf(float x);
float __ferry_acoshf(float x);
float __ferry_atanhf(float x);
float __ferry_cbrtf(float x);  /* rootsf.c */
float __ferry_rcbrtf(float x);
float __ferry_hypotf(float x, float y);

/* tex.c: the PTX texture and surface instructions on objects (handles of
 * include/ferry/texture_desc.h's descriptors), for ptx/lower/tex.c.  dtype:
 * 0 .f32, 1 .s32, 2 .u32 results, four 32-bit words in out; cube: 0 none,
 * 1 .cube, 2 .acube; mode: 0 .zero, 1 .clamp, 2 .trap. */
void __ferry_ptx_tex(unsigned long long obj, int dims, int cube, float x, float y, float z, int layer, int dtype,
                     unsigned *out);
void __ferry_ptx_tex_fetch(unsigned long long obj, int x, int dtype, unsigned *out);
void __ferry_ptx_tld4(unsigned long long obj, float x, float y, int comp, int dtype, unsigned *out);
void __ferry_ptx_suld(unsigned long long obj, int x, int y, int z, unsigned size, int mode, void *out);
void __ferry_ptx_sust(unsigned long long obj, int x, int y, int z, unsigned size, int mode, const void *in);
/* what: 0 .width, 1 .height, 2 .depth, 3 .array_size, 4 .normalized_coords,
 * 5 .filter_mode */
int __ferry_ptx_txq(unsigned long long obj, int what);

#endif
