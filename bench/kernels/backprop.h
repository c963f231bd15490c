/* What backprop.cu, backprop_omp.c and backprop_ocl.c share: the network's
 * sizes and rates, its inputs and starting weights, the serial part of the
 * step (sigmoid, output unit, error terms), which every twin runs between
 * its forward and backward passes, and the check of the step against the
 * same step done serially.  Valid C and C++ (the .cu includes it); no CUDA
 * or OpenCL here. */
#ifndef BACKPROP_H
#define BACKPROP_H
#include "bench.h"
#include <math.h>

#define BACKPROP_N (1 << 20) /* inputs */
#define HID 16               /* hidden units */
#define ETA 0.3f
#define MOMENTUM 0.3f

static inline float backprop_sigmoid(double v) { return (float)(1 / (1 + exp(-v))); }

/* Hidden activations from the sums, then the output unit (target 1) and the
 * hidden units' error terms. */
static inline void backprop_backward(const double *sum, const float *v, float *hidden, float *dh)
{
    double o = 0;
    for (int j = 0; j < HID; j++) {
        hidden[j] = backprop_sigmoid(sum[j]);
        o += v[j] * hidden[j];
    }
    float out = backprop_sigmoid(o), dout = out * (1 - out) * (1 - out);
    for (int j = 0; j < HID; j++)
        dh[j] = hidden[j] * (1 - hidden[j]) * v[j] * dout;
}

/* The n inputs x, the weights w0 and previous moves old0 (n * HID each),
 * and the output unit's weights v. */
static inline void backprop_inputs(float *x, float *w0, float *old0, float *v, int n)
{
    for (int i = 0; i < n; i++)
        x[i] = bench_unit(i);
    for (size_t k = 0; k < (size_t)n * HID; k++) {
        w0[k] = 0.01f * (bench_unit(k + n) - 0.5f);
        old0[k] = 0.001f * (bench_unit(k + 2 * n * HID) - 0.5f);
    }
    for (int j = 0; j < HID; j++)
        v[j] = bench_unit(j + 99) - 0.5f;
}

/* The same step, serially, the sums in double: the twin's hidden units and
 * error terms, then its weights w and moves old.  *sum gets the sum of w. */
static inline int backprop_check(const float *x, const float *w0, const float *old0, const float *v,
                                 const float *hidden, const float *dh, const float *w, const float *old, int n,
                                 double *sum)
{
    double want_sum[HID] = {0};
    float want_hidden[HID], want_dh[HID];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < HID; j++)
            want_sum[j] += (double)x[i] * w0[(size_t)i * HID + j];
    backprop_backward(want_sum, v, want_hidden, want_dh);
    int ok = 1;
    for (int j = 0; j < HID; j++)
        ok &= fabsf(hidden[j] - want_hidden[j]) <= 1e-5f && fabsf(dh[j] - want_dh[j]) <= 1e-5f * fabsf(want_dh[j]) + 1e-9f;
    double total = 0;
    for (size_t k = 0; k < (size_t)n * HID; k++) {
        float dwk = ETA * want_dh[k % HID] * x[k / HID] + MOMENTUM * old0[k];
        ok &= fabsf(old[k] - dwk) <= 1e-5f * fabsf(dwk) + 1e-9f && fabsf(w[k] - (w0[k] + dwk)) <= 1e-6f;
        total += w[k];
    }
    *sum = total;
    return ok;
}
#endif
