// Grid-wide synchronisation with cooperative groups: a two-phase kernel
// (every block writes, grid.sync(), every block reads what others wrote),
// launched with cudaLaunchCooperativeKernel at the largest co-resident grid
// that occupancy allows; one block more must fail with
// cudaErrorCooperativeLaunchTooLarge, and nothing runs.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>

namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void validity(int *valid)
{
    valid[blockIdx.x] = cg::this_grid().is_valid();
}

__global__ void two_phase(int *data, int *out, int n, int rounds)
{
    cg::grid_group grid = cg::this_grid();
    unsigned long long rank = grid.thread_rank(), size = grid.size();
    for (int r = 0; r < rounds; r++) {
        for (unsigned long long i = rank; i < (unsigned long long)n; i += size)
            data[i] = (int)i * (r + 1);
        grid.sync();
        for (unsigned long long i = rank; i < (unsigned long long)n; i += size)
            out[i] += data[n - 1 - i];
        grid.sync();
    }
}

int main()
{
    const int threads = 128, n = 100000, rounds = 3;
    int per_sm = 0, sms = 0, coop = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, two_phase, threads, 0));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, 0));
    if (!coop || per_sm < 1) {
        printf("no cooperative launch\n");
        return 1;
    }
    int *data, *out;
    CHECK(cudaMalloc(&data, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMemset(out, 0, n * sizeof(int)));
    int nn = n, rr = rounds;
    void *args[] = {&data, &out, &nn, &rr};
    int blocks = per_sm * sms;
    CHECK(cudaLaunchCooperativeKernel((void *)two_phase, dim3(blocks), dim3(threads), args, 0, 0));
    CHECK(cudaDeviceSynchronize());
    cudaError_t e = cudaLaunchCooperativeKernel((void *)two_phase, dim3(blocks + 1), dim3(threads), args, 0, 0);
    if (e != cudaErrorCooperativeLaunchTooLarge) {
        printf("one block too many gave %s\n", cudaGetErrorName(e));
        return 1;
    }
    cudaGetLastError();
    // is_valid(): true in a cooperative launch only.
    int *valid, hv[2];
    CHECK(cudaMalloc(&valid, 2 * sizeof(int)));
    void *vargs[] = {&valid};
    CHECK(cudaLaunchCooperativeKernel((void *)validity, dim3(2), dim3(32), vargs, 0, 0));
    CHECK(cudaMemcpy(hv, valid, sizeof hv, cudaMemcpyDeviceToHost));
    if (!hv[0] || !hv[1]) {
        printf("is_valid() false in a cooperative launch\n");
        return 1;
    }
    validity<<<2, 32>>>(valid);
    CHECK(cudaMemcpy(hv, valid, sizeof hv, cudaMemcpyDeviceToHost));
    if (hv[0] || hv[1]) {
        printf("is_valid() true in a normal launch\n");
        return 1;
    }
    int *h = (int *)malloc(n * sizeof(int)), bad = 0;
    CHECK(cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        int want = (n - 1 - i) * (1 + 2 + 3);
        if (h[i] != want && bad++ < 10)
            printf("out[%d] = %d, expected %d\n", i, h[i], want);
    }
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
