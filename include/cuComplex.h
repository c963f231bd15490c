/* Single and double precision complex numbers as CUDA's math libraries
 * (cuBLAS, cuFFT) take them: cuFloatComplex is a float2 and cuDoubleComplex
 * a double2 (x real, y imaginary part), with inline arithmetic usable in
 * host and device code, from C and C++. Written from the public
 * descriptions of cuComplex.h's functions. */
#ifndef FERRY_CUCOMPLEX_H
#define FERRY_CUCOMPLEX_H
#define CU_COMPLEX_H_ /* the toolkit's guard (see driver_types.h) */

#include <math.h>

#include "host_defines.h"
#include "vector_types.h"

#if defined(__cplusplus)
extern "C" {
#endif

#define __FERRY_CX static __host__ __device__ __inline__

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

/* ---- single precision --------------------------------------------------- */
__FERRY_CX float cuCrealf(cuFloatComplex x) { return x.x; }
__FERRY_CX float cuCimagf(cuFloatComplex x) { return x.y; }
__FERRY_CX cuFloatComplex make_cuFloatComplex(float r, float i)
{
    cuFloatComplex z;
    z.x = r;
    z.y = i;
    return z;
}
__FERRY_CX cuFloatComplex cuConjf(cuFloatComplex x) { return make_cuFloatComplex(x.x, -x.y); }
__FERRY_CX cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y)
{
    return make_cuFloatComplex(x.x + y.x, x.y + y.y);
}
__FERRY_CX cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y)
{
    return make_cuFloatComplex(x.x - y.x, x.y - y.y);
}
__FERRY_CX cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y)
{
    return make_cuFloatComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
/* Both operands scaled by 1 / (|Re y| + |Im y|) first, so that |y|^2
 * neither overflows nor underflows for large or tiny divisors. */
__FERRY_CX cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y)
{
    float s = fabsf(y.x) + fabsf(y.y), oos = 1.0f / s;
    float ars = x.x * oos, ais = x.y * oos, brs = y.x * oos, bis = y.y * oos;
    float oot = 1.0f / (brs * brs + bis * bis);
    return make_cuFloatComplex((ars * brs + ais * bis) * oot, (ais * brs - ars * bis) * oot);
}
/* The modulus without overflow or underflow in the squares. */
__FERRY_CX float cuCabsf(cuFloatComplex x) { return hypotf(x.x, x.y); }
/* x * y + d */
__FERRY_CX cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d)
{
    float re = x.x * y.x + d.x, im = x.x * y.y + d.y;
    return make_cuFloatComplex(re - x.y * y.y, im + x.y * y.x);
}

/* ---- double precision --------------------------------------------------- */
__FERRY_CX double cuCreal(cuDoubleComplex x) { return x.x; }
__FERRY_CX double cuCimag(cuDoubleComplex x) { return x.y; }
__FERRY_CX cuDoubleComplex make_cuDoubleComplex(double r, double i)
{
    cuDoubleComplex z;
    z.x = r;
    z.y = i;
    return z;
}
__FERRY_CX cuDoubleComplex cuConj(cuDoubleComplex x) { return make_cuDoubleComplex(x.x, -x.y); }
__FERRY_CX cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y)
{
    return make_cuDoubleComplex(x.x + y.x, x.y + y.y);
}
__FERRY_CX cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y)
{
    return make_cuDoubleComplex(x.x - y.x, x.y - y.y);
}
__FERRY_CX cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y)
{
    return make_cuDoubleComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
__FERRY_CX cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y)
{
    double s = fabs(y.x) + fabs(y.y), oos = 1.0 / s;
    double ars = x.x * oos, ais = x.y * oos, brs = y.x * oos, bis = y.y * oos;
    double oot = 1.0 / (brs * brs + bis * bis);
    return make_cuDoubleComplex((ars * brs + ais * bis) * oot, (ais * brs - ars * bis) * oot);
}
__FERRY_CX double cuCabs(cuDoubleComplex x) { return hypot(x.x, x.y); }
__FERRY_CX cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d)
{
    double re = x.x * y.x + d.x, im = x.x * y.y + d.y;
    return make_cuDoubleComplex(re - x.y * y.y, im + x.y * y.x);
}

/* ---- cuComplex (single precision) and conversions ---------------------- */
__FERRY_CX cuComplex make_cuComplex(float r, float i) { return make_cuFloatComplex(r, i); }
__FERRY_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c)
{
    return make_cuDoubleComplex((double)c.x, (double)c.y);
}
__FERRY_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c)
{
    return make_cuFloatComplex((float)c.x, (float)c.y);
}

#undef __FERRY_CX

#if defined(__cplusplus)
}
#endif

#endif
