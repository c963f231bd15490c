// Named barriers (bar.sync id, count): two groups of warps in one block,
// each synchronising on its own barrier a different number of times, then
// meeting at a third barrier that the first group reaches long before the
// second. A thread must not pass a barrier until `count` threads are there.
#include <cstdio>
#include <cuda_runtime.h>

#define GROUP 64

// Named barriers the way CUDA code reaches them (CUTLASS's NamedBarrier):
// inline PTX.
__device__ __forceinline__ void bar_sync(int id, int count)
{
    asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(count) : "memory");
}
__device__ __forceinline__ void bar_sync_all(int id)
{
    asm volatile("bar.sync %0;" :: "r"(id) : "memory");
}
__device__ __forceinline__ void barrier_sync_all(int id)
{
    asm volatile("barrier.sync %0;" :: "r"(id) : "memory");
}

__global__ void two_groups(int *out, int rounds_a, int rounds_b)
{
    __shared__ int a[GROUP], b[GROUP];
    int t = threadIdx.x;
    if (t < GROUP) { // warps 0-1: rounds_a rotations on barrier 1
        a[t] = t;
        for (int r = 0; r < rounds_a; r++) {
            bar_sync(1, GROUP);
            int v = a[(t + 1) % GROUP];
            bar_sync(1, GROUP);
            a[t] += v;
        }
        bar_sync(3, 2 * GROUP); // wait for group b's results
        out[blockIdx.x * 2 * GROUP + t] = a[t] + b[t];
    } else { // warps 2-3: rounds_b rotations on barrier 2
        int u = t - GROUP;
        b[u] = 100 * u;
        for (int r = 0; r < rounds_b; r++) {
            bar_sync(2, GROUP);
            int v = b[(u + 3) % GROUP];
            bar_sync(2, GROUP);
            b[u] += v;
        }
        bar_sync(3, 2 * GROUP);
        out[blockIdx.x * 2 * GROUP + t] = b[u] - a[u];
    }
}

// bar.sync with an id and no count is every thread of the block, like
// __syncthreads; both kinds may be mixed.
__global__ void whole_block(int *out)
{
    __shared__ int s[256];
    int t = threadIdx.x, n = blockDim.x;
    s[t] = t;
    bar_sync_all(5);
    int v = s[(t + 1) % n];
    __syncthreads();
    s[t] = v * 2;
    barrier_sync_all(7);
    out[t] = s[(t + 2) % n];
}

static void rotate(int *x, int n, int step, int rounds)
{
    int tmp[GROUP];
    for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < n; i++)
            tmp[i] = x[i] + x[(i + step) % n];
        for (int i = 0; i < n; i++)
            x[i] = tmp[i];
    }
}

int main()
{
    const int blocks = 3, rounds_a = 2, rounds_b = 7;
    int *d, h[blocks * 2 * GROUP];
    cudaMalloc(&d, sizeof h);
    two_groups<<<blocks, 2 * GROUP>>>(d, rounds_a, rounds_b);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int a[GROUP], b[GROUP], bad = 0;
    for (int i = 0; i < GROUP; i++) {
        a[i] = i;
        b[i] = 100 * i;
    }
    rotate(a, GROUP, 1, rounds_a);
    rotate(b, GROUP, 3, rounds_b);
    for (int k = 0; k < blocks; k++)
        for (int i = 0; i < GROUP; i++) {
            bad += h[k * 2 * GROUP + i] != a[i] + b[i];
            bad += h[k * 2 * GROUP + GROUP + i] != b[i] - a[i];
        }

    const int n = 100;
    int w[n];
    whole_block<<<1, n>>>(d);
    cudaMemcpy(w, d, sizeof w, cudaMemcpyDeviceToHost);
    for (int t = 0; t < n; t++)
        bad += w[t] != 2 * ((t + 3) % n);
    if (cudaGetLastError() != cudaSuccess || bad) {
        printf("FAIL: %d wrong\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
