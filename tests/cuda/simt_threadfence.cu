// Last-block-done reduction: each block reduces its part in shared memory,
// thread 0 stores the partial sum, __threadfence() makes it visible to the
// device, then takes a ticket with atomicInc on a global counter; the block
// that draws the last ticket sums all partials. atomicInc wraps the counter
// back to 0, so the kernel can run again. __threadfence_block orders a
// block-local flag after its payload.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

__device__ unsigned int blocks_done = 0;

__global__ void sum_last_block(const int *in, int n, volatile long long *partial, long long *result, int *last_block)
{
    __shared__ long long s[256];
    __shared__ bool am_last;
    __shared__ volatile int payload, flag;
    int t = threadIdx.x;
    long long acc = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) acc += in[i];
    s[t] = acc;
    if (t == 0) {
        payload = (int)blockIdx.x + 1;
        __threadfence_block();
        flag = 1;
    }
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (t < half) s[t] += s[t + half];
        __syncthreads();
    }
    if (t == 0) {
        partial[blockIdx.x] = s[0] + (flag == 1 ? payload - (int)blockIdx.x - 1 : 1000000);
        __threadfence();
        unsigned ticket = atomicInc(&blocks_done, gridDim.x - 1);
        am_last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        long long total = 0;
        for (int b = t; b < (int)gridDim.x; b += blockDim.x) total += partial[b];
        s[t] = total;
        __syncthreads();
        for (int half = blockDim.x / 2; half > 0; half /= 2) {
            if (t < half) s[t] += s[t + half];
            __syncthreads();
        }
        if (t == 0) { *result = s[0]; *last_block = blockIdx.x; }
    }
}

int main()
{
    const int n = 1000003;
    std::vector<int> h(n);
    long long want = 0;
    for (int i = 0; i < n; ++i) { h[i] = (int)((i * 2654435761u) % 100003u) - 50000; want += h[i]; }
    int *din, *dlast;
    long long *dpart, *dres;
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dpart, 2000 * sizeof(long long)));
    CHECK(cudaMalloc((void **)&dres, sizeof(long long)));
    CHECK(cudaMalloc((void **)&dlast, sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    const int grids[] = {1, 7, 300, 2000, 64};
    const int threads[] = {256, 128, 256, 64, 32};
    for (int c = 0; c < 5; ++c) {
        long long got = -1;
        int last = -1;
        unsigned counter = 12345;
        CHECK(cudaMemcpy(dres, &got, sizeof(got), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dlast, &last, sizeof(last), cudaMemcpyHostToDevice));
        sum_last_block<<<grids[c], threads[c]>>>(din, n, dpart, dres, dlast);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(&got, dres, sizeof(got), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&last, dlast, sizeof(last), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpyFromSymbol(&counter, blocks_done, sizeof(counter)));
        if (got != want) REPORT("%d blocks of %d: sum %lld, expected %lld\n", grids[c], threads[c], got, want);
        if (last < 0 || last >= grids[c]) REPORT("%d blocks of %d: last block %d\n", grids[c], threads[c], last);
        if (counter != 0) REPORT("%d blocks of %d: counter %u after the kernel, expected 0\n", grids[c], threads[c], counter);
    }
    cudaFree(din); cudaFree(dpart); cudaFree(dres); cudaFree(dlast);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
