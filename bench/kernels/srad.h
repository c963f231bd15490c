/* What srad.cu, srad_omp.c and srad_ocl.c share: the image, the speckle
 * scale, the diffusion coefficient and the serial iterations that every
 * twin's image is checked against.  Valid C and C++; no CUDA or OpenCL
 * here: srad.cu, whose kernel calls the coefficient too, defines
 * SRAD_SHARED as __host__ __device__ before including this. */
#ifndef SRAD_H
#define SRAD_H
#include "bench.h"
#include <math.h>
#include <stdlib.h>

#ifndef SRAD_SHARED
#define SRAD_SHARED
#endif

#define SRAD_ROWS 1024 /* multiples of 16, the GPU twins' blocks' side */
#define SRAD_COLS 1024
#define ITERS 8
#define LAMBDA 0.5f

/* A bright disc on a darker ground, with speckle. */
static inline void srad_image(float *img, int rows, int cols)
{
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++) {
            int dx = x - cols / 2, dy = y - rows / 2;
            float base = dx * dx + dy * dy < rows * rows / 16 ? 1.0f : 0.5f;
            img[y * cols + x] = base * (0.5f + bench_unit(y * cols + x));
        }
}

/* q0^2 = var / mean^2 from the sum and the sum of squares of n pixels. */
static inline float srad_q0sq(double s, double q, int n)
{
    double mean = s / n, var = q / n - mean * mean;
    return (float)(var / (mean * mean));
}

/* The diffusion coefficient from the local statistic q^2 against q0^2,
 * before it is clamped to [0, 1]. */
static inline SRAD_SHARED float srad_unclamped(float jc, float dn, float ds, float dw, float de, float q0sq)
{
    float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
    float l = (dn + ds + dw + de) / jc;
    float num = 0.5f * g2 - 0.0625f * l * l, den = 1 + 0.25f * l;
    float qsq = num / (den * den);
    return 1.0f / (1.0f + (qsq - q0sq) / (q0sq * (1 + q0sq)));
}

static inline SRAD_SHARED float srad_coefficient(float jc, float dn, float ds, float dw, float de, float q0sq)
{
    return fminf(fmaxf(srad_unclamped(jc, dn, ds, dw, de, q0sq), 0.0f), 1.0f);
}

/* The same iterations, serially, the sums in double; `out` must be within
 * 1e-5 of them.  *sum gets the sum of `out`. */
static inline int srad_check(const float *out, const float *img, int rows, int cols, double *sum)
{
    int n = rows * cols;
    size_t bytes = (size_t)n * sizeof(float);
    float *h = (float *)malloc(bytes), *c = (float *)malloc(bytes), *next = (float *)malloc(bytes);
    for (int i = 0; i < n; i++)
        h[i] = img[i];
    for (int it = 0; it < ITERS; it++) {
        double s = 0, q = 0;
        for (int i = 0; i < n; i++) {
            s += h[i];
            q += (double)h[i] * h[i];
        }
        float q0sq = srad_q0sq(s, q, n);
        for (int y = 0; y < rows; y++)
            for (int x = 0; x < cols; x++) {
                int i = y * cols + x;
                float jc = h[i];
                c[i] = srad_coefficient(jc, h[y > 0 ? i - cols : i] - jc, h[y < rows - 1 ? i + cols : i] - jc,
                                        h[x > 0 ? i - 1 : i] - jc, h[x < cols - 1 ? i + 1 : i] - jc, q0sq);
            }
        for (int y = 0; y < rows; y++)
            for (int x = 0; x < cols; x++) {
                int i = y * cols + x, so = y < rows - 1 ? i + cols : i, e = x < cols - 1 ? i + 1 : i;
                float jc = h[i], dn = h[y > 0 ? i - cols : i] - jc, dw = h[x > 0 ? i - 1 : i] - jc;
                next[i] = jc + 0.25f * LAMBDA * (c[i] * (dn + dw) + c[so] * (h[so] - jc) + c[e] * (h[e] - jc));
            }
        float *t = h;
        h = next;
        next = t;
    }
    int ok = 1;
    double total = 0;
    for (int i = 0; i < n; i++) {
        ok &= fabs(out[i] - h[i]) <= 1e-5 * fabs(h[i]);
        total += out[i];
    }
    free(h);
    free(c);
    free(next);
    *sum = total;
    return ok;
}
#endif
