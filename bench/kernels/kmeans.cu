// ITERS iterations of k-means over n points with D features, K clusters.
// The assignment step runs on the device, one thread per point (grid-stride),
// the points stored feature-major so that a warp's loads are contiguous, the
// centroids in constant memory (every thread reads the same one at a time).
// The update step (each centroid to the mean of its points; an empty cluster
// keeps its centroid) runs on the host between launches.
#include "bench.h"
#include <float.h>
#include <math.h>
#include <string.h>

#define D 8
#define K 16
#define ITERS 5

__constant__ float centroid[K * D];

__global__ void assign(const float *feat, int *member, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float p[D];
        for (int d = 0; d < D; d++)
            p[d] = feat[(size_t)d * n + i];
        int best = 0;
        float best_dist = FLT_MAX;
        for (int k = 0; k < K; k++) {
            float dist = 0;
            for (int d = 0; d < D; d++) {
                float t = p[d] - centroid[k * D + d];
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

static void update(const float *feat, const int *member, float *cent, int n)
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

int main()
{
    const int n = 1 << 19;
    float *feat = (float *)malloc((size_t)n * D * sizeof(float)), cent[K * D], used[K * D];
    for (int i = 0; i < n; i++) { // points scattered around K random centres
        int c = (int)(K * bench_unit(i));
        for (int d = 0; d < D; d++)
            feat[(size_t)d * n + i] = 10 * bench_unit(c * D + d + 7) + 2 * (bench_unit(i * D + d + n) - 0.5f);
    }
    float *dfeat;
    int *dmember, *member = (int *)malloc(n * sizeof(int));
    cudaMalloc(&dfeat, (size_t)n * D * sizeof(float));
    cudaMalloc(&dmember, n * sizeof(int));
    cudaMemcpy(dfeat, feat, (size_t)n * D * sizeof(float), cudaMemcpyHostToDevice);

    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        double t0 = bench_now_ms();
        for (int k = 0; k < K; k++) // the first K points start as centroids
            for (int d = 0; d < D; d++)
                cent[k * D + d] = feat[(size_t)d * n + k];
        for (int it = 0; it < ITERS; it++) {
            memcpy(used, cent, sizeof cent);
            cudaMemcpyToSymbol(centroid, cent, sizeof cent);
            assign<<<512, 256>>>(dfeat, dmember, n);
            cudaMemcpy(member, dmember, n * sizeof(int), cudaMemcpyDeviceToHost);
            update(feat, member, cent, n);
        }
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
        else
            ok &= bench_cuda_ok();
    }
    ok &= bench_cuda_ok();

    // The last assignment must pick, for every point, a nearest centroid
    // (ties and rounding allowed for) of the centroids it was given.
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
    double sum = 0;
    for (int k = 0; k < K * D; k++)
        sum += cent[k];
    return bench_report(ms, BENCH_REPS, sum, ok);
}
