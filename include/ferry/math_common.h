/* Math of the CUDA runtime that C++ host code sees too: min/max overloads
 * and the functions only CUDA has (rsqrt, sinpi, norm3d, erfinv, ...).
 * __host__ __device__ under clang's CUDA mode, plain static inline C++
 * under g++. */
#ifndef FERRY_MATH_COMMON_H
#define FERRY_MATH_COMMON_H

#define __FERRY_HD static __host__ __device__ __forceinline__

/* ---------------------------------------------------------------- min/max */
#define __FERRY_MINMAX(R, A, B)                                                   \
    __FERRY_HD R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; }              \
    __FERRY_HD R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }
__FERRY_MINMAX(int, int, int)
__FERRY_MINMAX(unsigned int, unsigned int, unsigned int)
__FERRY_MINMAX(unsigned int, int, unsigned int)
__FERRY_MINMAX(unsigned int, unsigned int, int)
__FERRY_MINMAX(long, long, long)
__FERRY_MINMAX(unsigned long, unsigned long, unsigned long)
__FERRY_MINMAX(unsigned long, long, unsigned long)
__FERRY_MINMAX(unsigned long, unsigned long, long)
__FERRY_MINMAX(long long, long long, long long)
__FERRY_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__FERRY_MINMAX(unsigned long long, long long, unsigned long long)
__FERRY_MINMAX(unsigned long long, unsigned long long, long long)
#undef __FERRY_MINMAX
__FERRY_HD float min(float a, float b) { return __builtin_fminf(a, b); }
__FERRY_HD float max(float a, float b) { return __builtin_fmaxf(a, b); }
__FERRY_HD double min(double a, double b) { return __builtin_fmin(a, b); }
__FERRY_HD double max(double a, double b) { return __builtin_fmax(a, b); }
__FERRY_HD double min(float a, double b) { return __builtin_fmin(a, b); }
__FERRY_HD double max(float a, double b) { return __builtin_fmax(a, b); }
__FERRY_HD double min(double a, float b) { return __builtin_fmin(a, b); }
__FERRY_HD double max(double a, float b) { return __builtin_fmax(a, b); }
__FERRY_HD unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
__FERRY_HD unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
__FERRY_HD long long llmin(long long a, long long b) { return a < b ? a : b; }
__FERRY_HD long long llmax(long long a, long long b) { return a > b ? a : b; }
__FERRY_HD unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
__FERRY_HD unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

/* ----------------------------------------------- functions only CUDA has */
__FERRY_HD float rsqrtf(float x) { return 1.0f / __builtin_sqrtf(x); }
__FERRY_HD double rsqrt(double x) { return 1.0 / __builtin_sqrt(x); }
/* Device code takes the device library's (devlib/): 1 / cbrt rounds twice
 * and 1 / hypot is 0 where hypot overflows. */
#if defined(__CUDA_ARCH__)
extern "C" __device__ double __ferry_rcbrt(double);
extern "C" __device__ double __ferry_rhypot(double, double);
#define __FERRY_RCBRT(x) __ferry_rcbrt(x)
#define __FERRY_RHYPOT(x, y) __ferry_rhypot(x, y)
#else
#define __FERRY_RCBRT(x) (1.0 / __builtin_cbrt(x))
#define __FERRY_RHYPOT(x, y) (1.0 / __builtin_hypot(x, y))
#endif
#if defined(__CUDA_ARCH__)
extern "C" __device__ float __ferry_rcbrtf(float); /* vectorizes (devlib/rootsf.c) */
__FERRY_HD float rcbrtf(float x) { return __ferry_rcbrtf(x); }
#else
__FERRY_HD float rcbrtf(float x) { return (float)__FERRY_RCBRT((double)x); }
#endif
__FERRY_HD double rcbrt(double x) { return __FERRY_RCBRT(x); }
__FERRY_HD float fdividef(float x, float y) { return x / y; }
/* in double, squares exact and no overflow: one rounding to float that counts */
__FERRY_HD float rhypotf(float x, float y) {
    if (__builtin_isinf(x) || __builtin_isinf(y)) return 0.0f;
    return (float)(1.0 / __builtin_sqrt((double)x * x + (double)y * y));
}
__FERRY_HD double rhypot(double x, double y) { return __FERRY_RHYPOT(x, y); }
__FERRY_HD float norm3df(float a, float b, float c) {
    return (float)__builtin_sqrt((double)a * a + (double)b * b + (double)c * c);
}
__FERRY_HD float norm4df(float a, float b, float c, float d) {
    return (float)__builtin_sqrt((double)a * a + (double)b * b + (double)c * c + (double)d * d);
}
__FERRY_HD float rnorm3df(float a, float b, float c) {
    return (float)(1.0 / __builtin_sqrt((double)a * a + (double)b * b + (double)c * c));
}
__FERRY_HD float rnorm4df(float a, float b, float c, float d) {
    return (float)(1.0 / __builtin_sqrt((double)a * a + (double)b * b + (double)c * c + (double)d * d));
}
/* Scaled by the largest magnitude so that squares neither overflow nor underflow. */
__FERRY_HD double __ferry_normd(int n, const double *v) {
    double m = 0.0;
    for (int i = 0; i < n; ++i) m = __builtin_fmax(m, __builtin_fabs(v[i]));
    if (m == 0.0 || __builtin_isinf(m)) return m;
    double s = 0.0;
    for (int i = 0; i < n; ++i) { double t = v[i] / m; s += t * t; }
    return m * __builtin_sqrt(s);
}
__FERRY_HD double norm3d(double a, double b, double c) { double v[3] = {a, b, c}; return __ferry_normd(3, v); }
__FERRY_HD double norm4d(double a, double b, double c, double d) { double v[4] = {a, b, c, d}; return __ferry_normd(4, v); }
__FERRY_HD double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
__FERRY_HD double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
__FERRY_HD double norm(int dim, const double *p) { return __ferry_normd(dim, p); }
__FERRY_HD double rnorm(int dim, const double *p) { return 1.0 / __ferry_normd(dim, p); }
__FERRY_HD float normf(int dim, const float *p) {
    double s = 0.0;
    for (int i = 0; i < dim; ++i) s += (double)p[i] * p[i];
    return (float)__builtin_sqrt(s);
}
__FERRY_HD float rnormf(int dim, const float *p) { return 1.0f / normf(dim, p); }

/* sin(pi x), cos(pi x): reduced exactly to [-1/2, 1/2] first.  Device code
 * takes the device library's (devlib/sincos.c), which also keeps pi x
 * unrounded and is the same on every CPU. */
#if defined(__CUDA_ARCH__)
extern "C" __device__ double __ferry_sinpi(double);
extern "C" __device__ double __ferry_cospi(double);
__FERRY_HD double sinpi(double x) { return __ferry_sinpi(x); }
__FERRY_HD double cospi(double x) { return __ferry_cospi(x); }
#else
__FERRY_HD double sinpi(double x) {
    if (__builtin_isinf(x) || x != x) return x - x;
    double r = x - 2.0 * __builtin_rint(x * 0.5); /* exact, in [-1, 1] */
    if (r > 0.5) r = 1.0 - r;
    else if (r < -0.5) r = -1.0 - r;
    if (r == 0.0) return __builtin_copysign(0.0, x);
    return __builtin_sin(3.141592653589793238 * r);
}
__FERRY_HD double cospi(double x) {
    if (__builtin_isinf(x) || x != x) return x - x;
    double r = __builtin_fabs(x - 2.0 * __builtin_rint(x * 0.5)); /* [0, 1] */
    if (r == 0.5) return 0.0;
    if (r > 0.5) return -__builtin_sin(3.141592653589793238 * (r - 0.5));
    return __builtin_sin(3.141592653589793238 * (0.5 - r));
}
#endif
__FERRY_HD float sinpif(float x) { return (float)sinpi((double)x); }
__FERRY_HD float cospif(float x) { return (float)cospi((double)x); }
__FERRY_HD void sincospi(double x, double *s, double *c) { *s = sinpi(x); *c = cospi(x); }
__FERRY_HD void sincospif(float x, float *s, float *c) { *s = sinpif(x); *c = cospif(x); }

/* The double exp and log these build on: the device library's in device
 * code, the same on every CPU. */
#if defined(__CUDA_ARCH__)
extern "C" __device__ double __ferry_exp(double);
extern "C" __device__ double __ferry_log(double);
extern "C" __device__ double __ferry_erf(double);
extern "C" __device__ double __ferry_erfc(double);
#define __FERRY_DEXP(x) __ferry_exp(x)
#define __FERRY_DLOG(x) __ferry_log(x)
#define __FERRY_DERF(x) __ferry_erf(x)
#define __FERRY_DERFC(x) __ferry_erfc(x)
#else
#define __FERRY_DEXP(x) __builtin_exp(x)
#define __FERRY_DLOG(x) __builtin_log(x)
#define __FERRY_DERF(x) __builtin_erf(x)
#define __FERRY_DERFC(x) __builtin_erfc(x)
#endif

/* Inverse error functions: a rational first guess (Giles' single-precision
 * approximation), then Newton steps on erf or erfc. */
__FERRY_HD double __ferry_erfinv_guess(double x) {
    double w = -__FERRY_DLOG((1.0 - x) * (1.0 + x)), p;
    if (w < 5.0) {
        w = w - 2.5;
        p = 2.81022636e-08;
        p = 3.43273939e-07 + p * w; p = -3.5233877e-06 + p * w;
        p = -4.39150654e-06 + p * w; p = 0.00021858087 + p * w;
        p = -0.00125372503 + p * w; p = -0.00417768164 + p * w;
        p = 0.246640727 + p * w; p = 1.50140941 + p * w;
    } else {
        w = __builtin_sqrt(w) - 3.0;
        p = -0.000200214257;
        p = 0.000100950558 + p * w; p = 0.00134934322 + p * w;
        p = -0.00367342844 + p * w; p = 0.00573950773 + p * w;
        p = -0.0076224613 + p * w; p = 0.00943887047 + p * w;
        p = 1.00167406 + p * w; p = 2.83297682 + p * w;
    }
    return p * x;
}
/* exp(x^2) erfc(x), with the asymptotic series where exp(x^2) overflows. */
__FERRY_HD double erfcx(double x) {
    if (x != x) return x;
    if (x < -27.0) return __builtin_inf(); /* 2 e^(x^2) overflows (and x*x may) */
    /* e^(x^2) with x^2 = p + pe exactly: for x = -24 the rounding of x*x
     * alone would cost hundreds of ulps */
    if (x < 4.0) {
        double p = x * x, pe = __builtin_fma(x, x, -p);
        return __FERRY_DEXP(p) * __FERRY_DERFC(x) * (1.0 + pe);
    }
    /* Laplace's continued fraction 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
     * evaluated from the bottom: e^(x^2) erfc(x) from libm is several ulps
     * off here */
    if (x < 25.0) {
        double f = x;
        for (int k = 80; k >= 1; --k) f = x + 0.5 * k / f;
        return 0.5641895835477563 / f;
    }
    /* 1/(x sqrt(pi)) * sum (-1)^n (2n-1)!! / (2x^2)^n */
    double r = 0.5 / (x * x), term = 1.0, sum = 1.0;
    for (int n = 1; n <= 8; ++n) {
        term *= -(2.0 * n - 1.0) * r;
        sum += term;
    }
    return 0.5641895835477563 / x * sum;
}
/* The y > 0 with erfc(y) = t, for 0 < t < 0.0625: Newton on
 * log(erfc(y)) = log(erfcx(y)) - y^2, which neither underflows nor
 * flattens out. */
__FERRY_HD double __ferry_erfc_tail_inv(double t) {
    double y = __builtin_sqrt(-__FERRY_DLOG(t));
    for (int i = 0; i < 8; ++i) {
        double ex = erfcx(y);
        y += (__FERRY_DLOG(ex) - y * y - __FERRY_DLOG(t)) * ex * 0.886226925452758;
    }
    return y;
}
__FERRY_HD double erfinv(double x) {
    if (x != x || x < -1.0 || x > 1.0) return __builtin_nan("");
    if (x == 1.0) return __builtin_inf();
    if (x == -1.0) return -__builtin_inf();
    if (x == 0.0) return x;
    /* near +-1 erf is too flat for Newton on it: erfcinv's tail method on
     * 1 - |x|, which is exact there */
    if (x > 0.9375) return __ferry_erfc_tail_inv(1.0 - x);
    if (x < -0.9375) return -__ferry_erfc_tail_inv(1.0 + x);
    double y = __ferry_erfinv_guess(x);
    for (int i = 0; i < 3; ++i) /* 2/sqrt(pi) */
        y -= (__FERRY_DERF(y) - x) / (1.1283791670955126 * __FERRY_DEXP(-y * y));
    return y;
}
__FERRY_HD double erfcinv(double x) {
    if (x != x || x < 0.0 || x > 2.0) return __builtin_nan("");
    if (x == 0.0) return __builtin_inf();
    if (x == 2.0) return -__builtin_inf();
    if (x > 0.0625 && x < 1.9375) return erfinv(1.0 - x);
    return x < 1.0 ? __ferry_erfc_tail_inv(x) : -__ferry_erfc_tail_inv(2.0 - x);
}
__FERRY_HD float erfinvf(float x) { return (float)erfinv((double)x); }
__FERRY_HD float erfcinvf(float x) { return (float)erfcinv((double)x); }
__FERRY_HD float erfcxf(float x) { return (float)erfcx((double)x); }
/* erfc(-x / sqrt 2) with the argument's rounding error te put back to
 * first order (erfc' = -2/sqrt(pi) e^(-t^2)): in the far tail erfc's
 * relative slope is 2t, so the rounding alone would cost thousands of ulps. */
__FERRY_HD double normcdf(double x) {
    if (x == __builtin_inf()) return 1.0;
    if (x == -__builtin_inf()) return 0.0;
    const double h = 0.7071067811865476, l = -4.833646656726457e-17; /* 1/sqrt 2 = h + l */
    double t = -x * h, te = __builtin_fma(-x, h, -t) - x * l;
    return 0.5 * (__FERRY_DERFC(t) - te * 1.1283791670955126 * __FERRY_DEXP(-t * t));
}
__FERRY_HD float normcdff(float x) { return (float)normcdf((double)x); }
__FERRY_HD double normcdfinv(double p) { return -1.4142135623730951 * erfcinv(2.0 * p); }
__FERRY_HD float normcdfinvf(float p) { return (float)normcdfinv((double)p); }

#endif
