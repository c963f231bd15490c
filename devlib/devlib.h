/* The device library: functions of Ferry's own that CUDA headers call from
 * device code, compiled to bitcode for the hub IR's target (nvptx64) and
 * linked into every device module by the hub stage (hub/devlib.c) before
 * any target's lowering.  Plain C17 without libc or libm, so that the CPU,
 * AMD and NVIDIA lowerings can all take it.  The headers in include/
 * declare these with the same names; keep the two in step. */
#ifndef FERRY_DEVLIB_H
#define FERRY_DEVLIB_H

double __ferry_log10(double x); /* log.c: within 1 ulp */
double __ferry_cbrt(double x);  /* cbrt.c: within 1 ulp */
double __ferry_tanh(double x);  /* tanh.c: within 1 ulp */
double __ferry_exp10(double x); /* exp10.c: within 1 ulp */
double __ferry_rcbrt(double x); /* cbrt.c: within 1 ulp */
double __ferry_rhypot(double x, double y); /* hypot.c: within 1 ulp, no overflow */
double __ferry_cyl_bessel_i0(double x); /* bessel_i.c */
double __ferry_cyl_bessel_i1(double x);

#endif
