/* One training step of the input layer of a network with n inputs, HID
 * hidden units and one output.  Forward: the inputs are split among the
 * threads, each accumulates input times weight for all hidden units at once
 * (an array reduction, vectorized across the hidden units); then, serially,
 * the sigmoid, the output unit and the hidden units' error terms.  Backward:
 * each weight moves by ETA * delta * input plus MOMENTUM times its previous
 * move, the inputs split among the threads. */
#include "bench.h"
#include <math.h>
#include <string.h>

#define HID 16
#define ETA 0.3f
#define MOMENTUM 0.3f

static float sigmoid(double v) { return (float)(1 / (1 + exp(-v))); }

static void backward(const double *sum, const float *v, float *hidden, float *dh)
{
    double o = 0;
    for (int j = 0; j < HID; j++) {
        hidden[j] = sigmoid(sum[j]);
        o += v[j] * hidden[j];
    }
    float out = sigmoid(o), dout = out * (1 - out) * (1 - out);
    for (int j = 0; j < HID; j++)
        dh[j] = hidden[j] * (1 - hidden[j]) * v[j] * dout;
}

static void step(const float *restrict x, float *restrict w, float *restrict old, const float *v,
                 float *hidden, float *dh, int n)
{
    double sum[HID] = {0};
#pragma omp parallel for reduction(+ : sum[:HID]) schedule(static)
    for (int i = 0; i < n; i++) {
        const float *wi = w + (size_t)i * HID;
#pragma omp simd
        for (int j = 0; j < HID; j++)
            sum[j] += x[i] * wi[j];
    }
    backward(sum, v, hidden, dh);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        float *wi = w + (size_t)i * HID, *oi = old + (size_t)i * HID;
#pragma omp simd
        for (int j = 0; j < HID; j++) {
            float dw = ETA * dh[j] * x[i] + MOMENTUM * oi[j];
            wi[j] += dw;
            oi[j] = dw;
        }
    }
}

int main(void)
{
    const int n = 1 << 20;
    size_t wbytes = (size_t)n * HID * sizeof(float);
    float *x = malloc(n * sizeof(float)), *w0 = malloc(wbytes), *old0 = malloc(wbytes);
    float *w = malloc(wbytes), *old = malloc(wbytes), v[HID], hidden[HID], dh[HID];
    for (int i = 0; i < n; i++)
        x[i] = bench_unit(i);
    for (size_t k = 0; k < (size_t)n * HID; k++) {
        w0[k] = 0.01f * (bench_unit(k + n) - 0.5f);
        old0[k] = 0.001f * (bench_unit(k + 2 * n * HID) - 0.5f);
    }
    for (int j = 0; j < HID; j++)
        v[j] = bench_unit(j + 99) - 0.5f;
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up; every step starts from the same weights */
        memcpy(w, w0, wbytes);
        memcpy(old, old0, wbytes);
        double t0 = bench_now_ms();
        step(x, w, old, v, hidden, dh, n);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    /* The same step, serially. */
    double want_sum[HID] = {0};
    float want_hidden[HID], want_dh[HID];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < HID; j++)
            want_sum[j] += (double)x[i] * w0[(size_t)i * HID + j];
    backward(want_sum, v, want_hidden, want_dh);
    int ok = 1;
    for (int j = 0; j < HID; j++)
        ok &= fabsf(hidden[j] - want_hidden[j]) <= 1e-5f && fabsf(dh[j] - want_dh[j]) <= 1e-5f * fabsf(want_dh[j]) + 1e-9f;
    double sum = 0;
    for (size_t k = 0; k < (size_t)n * HID; k++) {
        float dwk = ETA * want_dh[k % HID] * x[k / HID] + MOMENTUM * old0[k];
        ok &= fabsf(old[k] - dwk) <= 1e-5f * fabsf(dwk) + 1e-9f && fabsf(w[k] - (w0[k] + dwk)) <= 1e-6f;
        sum += w[k];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
