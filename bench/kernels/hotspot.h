/* What hotspot.cu, hotspot_omp.c and hotspot_ocl.c share: the chip's
 * constants, its temperatures and power map, and the serial steps that every
 * twin's result is checked against.  Valid C and C++ (the .cu includes it);
 * no CUDA or OpenCL here. */
#ifndef HOTSPOT_H
#define HOTSPOT_H
#include "bench.h"
#include <math.h>
#include <stdlib.h>

#define HOTSPOT_N 2048 /* cells a side: a multiple of the GPU twins' TILE */
#define STEPS 8
#define CX 0.2f   /* dt / (capacitance * lateral resistance), x and y */
#define CY 0.2f
#define CZ 0.05f  /* dt / (capacitance * vertical resistance) */
#define CP 0.5f   /* dt / capacitance */
#define AMB 80.0f /* ambient temperature */

/* A cell's next temperature from its own, its four neighbours' and its power. */
static inline float hotspot_cell(float c, float nn, float s, float w, float e, float p)
{
    return c + CY * (nn + s - 2.0f * c) + CX * (w + e - 2.0f * c) + CZ * (AMB - c) + CP * p;
}

static inline void hotspot_inputs(float *temp, float *power, int n)
{
    for (int i = 0; i < n * n; i++) {
        temp[i] = AMB + 20.0f * bench_unit(i);
        power[i] = bench_unit(i + n * n) * bench_unit(i + 2 * n * n); /* a few hot spots */
    }
}

/* The STEPS steps, serially, with the edges clamped per cell; `out` must be
 * within 1e-5 of them.  *sum gets the sum of `out`. */
static inline int hotspot_check(const float *out, const float *temp, const float *power, int n, double *sum)
{
    size_t bytes = (size_t)n * n * sizeof(float);
    float *h[2] = {(float *)malloc(bytes), (float *)malloc(bytes)};
    const float *src = temp;
    for (int s = 0; s < STEPS; s++) {
        float *dst = h[s % 2];
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                size_t i = (size_t)y * n + x;
                float c = src[i];
                float nn = y > 0 ? src[i - n] : c, so = y < n - 1 ? src[i + n] : c;
                float w = x > 0 ? src[i - 1] : c, e = x < n - 1 ? src[i + 1] : c;
                dst[i] = hotspot_cell(c, nn, so, w, e, power[i]);
            }
        src = dst;
    }
    int ok = 1;
    double total = 0;
    for (size_t i = 0; i < (size_t)n * n; i++) {
        ok &= fabsf(out[i] - src[i]) <= 1e-5f * fabsf(src[i]);
        total += out[i];
    }
    free(h[0]);
    free(h[1]);
    *sum = total;
    return ok;
}
#endif
