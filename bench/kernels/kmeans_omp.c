/* ITERS iterations of k-means over n points with D features, K clusters,
 * the points stored feature-major.  Assignment: the points are split among
 * the threads and vectorized (each lane a point, all lanes reading the same
 * centroid).  Update: per-thread sums and counts per cluster (an array
 * reduction), then each centroid to the mean of its points; an empty cluster
 * keeps its centroid. */
#include "kmeans.h"
#include <float.h>
#include <string.h>

static void assign(const float *restrict feat, const float *restrict cent, int *restrict member, int n)
{
#pragma omp parallel for simd schedule(static)
    for (int i = 0; i < n; i++) {
        int best = 0;
        float best_dist = FLT_MAX;
        for (int k = 0; k < K; k++) {
            float dist = 0;
            for (int d = 0; d < D; d++) {
                float t = feat[(size_t)d * n + i] - cent[k * D + d];
                dist += t * t;
            }
            if (dist < best_dist) {
                best_dist = dist;
                best = k;
            }
        }
        member[i] = best;
    }
}

static void update(const float *restrict feat, const int *restrict member, float *restrict cent, int n)
{
    double sum[K * D] = {0};
    int count[K] = {0};
#pragma omp parallel for reduction(+ : sum[:K * D], count[:K]) schedule(static)
    for (int i = 0; i < n; i++) {
        count[member[i]]++;
        for (int d = 0; d < D; d++)
            sum[member[i] * D + d] += feat[(size_t)d * n + i];
    }
    for (int k = 0; k < K; k++)
        for (int d = 0; d < D; d++)
            if (count[k])
                cent[k * D + d] = (float)(sum[k * D + d] / count[k]);
}

int main(void)
{
    const int n = KMEANS_N;
    float *feat = malloc((size_t)n * D * sizeof(float)), cent[K * D], used[K * D];
    int *member = malloc(n * sizeof(int));
    kmeans_points(feat, n);
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        kmeans_start(feat, cent, n);
        for (int it = 0; it < ITERS; it++) {
            memcpy(used, cent, sizeof cent);
            assign(feat, cent, member, n);
            update(feat, member, cent, n);
        }
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = kmeans_check(feat, used, member, cent, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
