/* What kmeans.cu, kmeans_omp.c and kmeans_ocl.c share: the sizes, the
 * points, the starting centroids, the serial update step (the GPU twins run
 * it on the host between launches) and the check of the last assignment.
 * Valid C and C++ (the .cu includes it); no CUDA or OpenCL here. */
#ifndef KMEANS_H
#define KMEANS_H
#include "bench.h"
#include <float.h>
#include <math.h>

#define KMEANS_N (1 << 19) /* points */
#define D 8                /* features */
#define K 16               /* clusters */
#define ITERS 5

/* n points scattered around K random centres, stored feature-major:
 * feature d of point i at feat[d * n + i]. */
static inline void kmeans_points(float *feat, int n)
{
    for (int i = 0; i < n; i++) {
        int c = (int)(K * bench_unit(i));
        for (int d = 0; d < D; d++)
            feat[(size_t)d * n + i] = 10 * bench_unit(c * D + d + 7) + 2 * (bench_unit(i * D + d + n) - 0.5f);
    }
}

/* The first K points start as centroids. */
static inline void kmeans_start(const float *feat, float *cent, int n)
{
    for (int k = 0; k < K; k++)
        for (int d = 0; d < D; d++)
            cent[k * D + d] = feat[(size_t)d * n + k];
}

/* Each centroid to the mean of its points; an empty cluster keeps its
 * centroid. */
static inline void kmeans_update(const float *feat, const int *member, float *cent, int n)
{
    double sum[K][D] = {{0}};
    int count[K] = {0};
    for (int i = 0; i < n; i++) {
        count[member[i]]++;
        for (int d = 0; d < D; d++)
            sum[member[i]][d] += feat[(size_t)d * n + i];
    }
    for (int k = 0; k < K; k++)
        for (int d = 0; d < D; d++)
            if (count[k])
                cent[k * D + d] = (float)(sum[k][d] / count[k]);
}

/* The last assignment must pick, for every point, a nearest centroid (ties
 * and rounding allowed for) of the centroids `used` it was given.  *sum
 * gets the sum of the final centroids. */
static inline int kmeans_check(const float *feat, const float *used, const int *member, const float *cent, int n,
                               double *sum)
{
    int ok = 1;
    for (int i = 0; i < n; i++) {
        float dist[K], best = FLT_MAX;
        for (int k = 0; k < K; k++) {
            dist[k] = 0;
            for (int d = 0; d < D; d++) {
                float t = feat[(size_t)d * n + i] - used[k * D + d];
                dist[k] += t * t;
            }
            best = fminf(best, dist[k]);
        }
        ok &= member[i] >= 0 && member[i] < K && dist[member[i]] <= best * (1 + 1e-5f) + 1e-6f;
    }
    double total = 0;
    for (int k = 0; k < K * D; k++)
        total += cent[k];
    *sum = total;
    return ok;
}
#endif
