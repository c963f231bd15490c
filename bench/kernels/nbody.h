/* What nbody.cu, nbody_omp.c and nbody_ocl.c share: the bodies and the
 * check of a sample of accelerations in double.  The twins lay the bodies
 * out differently (float4, float[4], one array per coordinate), so these
 * take where each coordinate of body 0 is and the stride from one body to
 * the next.
 * Valid C and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef NBODY_H
#define NBODY_H
#include "bench.h"
#include <math.h>

#define NBODY_N 4096 /* a multiple of the GPU twins' BLOCK */
#define EPS2 0.01f   /* softening: i == j contributes nothing */

/* Body i's x, y, z at x[i * stride]..., its mass at m[i * stride]. */
static inline void nbody_bodies(float *x, float *y, float *z, float *m, int stride, int n)
{
    for (int i = 0; i < n; i++) {
        x[i * stride] = bench_unit(4 * i);
        y[i * stride] = bench_unit(4 * i + 1);
        z[i * stride] = bench_unit(4 * i + 2);
        m[i * stride] = 0.5f + bench_unit(4 * i + 3);
    }
}

/* A sample of bodies, in double precision: body i's acceleration is at
 * ax[i * astride], ay[...], az[...]. */
static inline int nbody_check(const float *x, const float *y, const float *z, const float *m, int stride,
                              const float *ax, const float *ay, const float *az, int astride, int n)
{
    int ok = 1;
    for (int s = 0; s < 64; s++) {
        int i = bench_hash(s) % n;
        double a[3] = {0, 0, 0};
        for (int j = 0; j < n; j++) {
            double d[3] = {x[j * stride] - x[i * stride], y[j * stride] - y[i * stride], z[j * stride] - z[i * stride]};
            double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + EPS2;
            for (int k = 0; k < 3; k++)
                a[k] += d[k] * m[j * stride] / (r2 * sqrt(r2));
        }
        double norm = sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
        ok &= fabs(ax[i * astride] - a[0]) + fabs(ay[i * astride] - a[1]) + fabs(az[i * astride] - a[2]) <=
              1e-3 * norm + 1e-3;
    }
    return ok;
}
#endif
