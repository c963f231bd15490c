/* One training step of the input layer of a network with n inputs, HID
 * hidden units and one output.  Forward: the inputs are split among the
 * threads, each accumulates input times weight for all hidden units at once
 * (an array reduction, vectorized across the hidden units); then, serially,
 * the sigmoid, the output unit and the hidden units' error terms.  Backward:
 * each weight moves by ETA * delta * input plus MOMENTUM times its previous
 * move, the inputs split among the threads. */
#include "backprop.h"
#include <string.h>

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
    backprop_backward(sum, v, hidden, dh);
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
    const int n = BACKPROP_N;
    size_t wbytes = (size_t)n * HID * sizeof(float);
    float *x = malloc(n * sizeof(float)), *w0 = malloc(wbytes), *old0 = malloc(wbytes);
    float *w = malloc(wbytes), *old = malloc(wbytes), v[HID], hidden[HID], dh[HID];
    backprop_inputs(x, w0, old0, v, n);
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up; every step starts from the same weights */
        memcpy(w, w0, wbytes);
        memcpy(old, old0, wbytes);
        double t0 = bench_now_ms();
        step(x, w, old, v, hidden, dh, n);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = backprop_check(x, w0, old0, v, hidden, dh, w, old, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
