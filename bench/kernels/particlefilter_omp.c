/* A particle filter tracking a bright disc across FRAMES noisy W x H images
 * with P particles.  Per frame, each a parallel loop over the particles:
 * each particle moves (drift plus hashed noise) and weighs itself by the
 * likelihood of the pixels under a disc template at its position, the total
 * a reduction; the normalised weights' CDF is an inclusive scan (an inscan
 * reduction); then systematic resampling: particle j takes the position of
 * the first particle whose CDF reaches (u0 + j) / P, found by binary search. */
#include "particlefilter.h"

/* One frame; leaves the moved positions in x, y and the new ones in nx, ny. */
static float frame(const float *img, float *restrict x, float *restrict y, float *restrict w,
                   float *restrict cdf, float *restrict nx, float *restrict ny, int *restrict pick,
                   const pf_offset *off, int m, int p, int f)
{
    double sum = 0;
#pragma omp parallel for reduction(+ : sum) schedule(static)
    for (int i = 0; i < p; i++) {
        x[i] += VX + pf_jitter(2 * i, f);
        y[i] += pf_jitter(2 * i + 1, f);
        w[i] = expf(pf_loglik(img, x[i], y[i], off, m));
        sum += w[i];
    }
    float total = (float)sum;
    double run = 0;
#pragma omp parallel for simd reduction(inscan, + : run)
    for (int i = 0; i < p; i++) {
        run += w[i] / total;
#pragma omp scan inclusive(run)
        cdf[i] = (float)run;
    }
    float u0 = bench_unit(f + 777);
#pragma omp parallel for schedule(static)
    for (int j = 0; j < p; j++) {
        float u = (u0 + j) / p;
        int lo = 0, hi = p - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (cdf[mid] >= u)
                hi = mid;
            else
                lo = mid + 1;
        }
        pick[j] = lo;
        nx[j] = x[lo];
        ny[j] = y[lo];
    }
    return total;
}

int main(void)
{
    const int p = PF_P;
    pf_offset off[(2 * R + 1) * (2 * R + 1)];
    int m = pf_template(off);
    float *img = malloc((size_t)FRAMES * W * H * sizeof(float));
    pf_frames(img);
    float *x0 = malloc(p * sizeof(float)), *y0 = malloc(p * sizeof(float));
    float *x[2] = {malloc(p * sizeof(float)), malloc(p * sizeof(float))};
    float *y[2] = {malloc(p * sizeof(float)), malloc(p * sizeof(float))};
    float *w = malloc(p * sizeof(float)), *cdf = malloc(p * sizeof(float));
    int *pick = malloc(p * sizeof(int));
    pf_start(x0, y0, p);
    double ms[BENCH_REPS];
    float total = 0;
    int cur = 0;
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        for (int i = 0; i < p; i++) {
            x[0][i] = x0[i];
            y[0][i] = y0[i];
        }
        cur = 0;
        double t0 = bench_now_ms();
        for (int f = 0; f < FRAMES; f++) {
            total = frame(img + (size_t)f * W * H, x[cur], y[cur], w, cdf, x[1 - cur], y[1 - cur], pick, off, m, p, f);
            cur = 1 - cur;
        }
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = pf_check(img, off, m, p, total, x[1 - cur], y[1 - cur], w, cdf, pick, x[cur], y[cur], &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
