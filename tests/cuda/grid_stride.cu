// Grid-stride loops: a small grid covers a large array, every element
// exactly once; also n smaller than the grid and n == 0.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void touch(int *data, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        data[i] += 1;
}

// Records which global thread handled each element.
__global__ void owner(int *who, int n)
{
    int stride = blockDim.x * gridDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        who[i] = blockIdx.x * blockDim.x + threadIdx.x;
}

static int run(int *d, int *h, size_t n, int grid, int block)
{
    CHECK(cudaMemset(d, 0, (n ? n : 1) * sizeof(int)));
    touch<<<grid, block>>>(d, n);
    CHECK(cudaGetLastError());
    touch<<<grid, block>>>(d, n);
    CHECK(cudaDeviceSynchronize());
    if (n) CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < n; ++i)
        if (h[i] != 2) {
            printf("n=%zu grid=%d block=%d: data[%zu] = %d, want 2\n", n, grid, block, i, h[i]);
            return 1;
        }
    return 0;
}

int main()
{
    const size_t big = 1000003;
    int *d, *h = (int *)malloc(big * sizeof(int));
    CHECK(cudaMalloc(&d, big * sizeof(int)));
    if (run(d, h, big, 7, 96)) return 1;
    if (run(d, h, big, 1, 1)) return 1;
    if (run(d, h, big, 1, 1024)) return 1;
    if (run(d, h, big, 333, 33)) return 1;
    if (run(d, h, 5, 64, 128)) return 1;
    if (run(d, h, 0, 4, 32)) return 1;

    const int n = 10000, grid = 5, block = 64, threads = grid * block;
    owner<<<grid, block>>>(d, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (h[i] != i % threads) {
            printf("who[%d] = %d, want %d\n", i, h[i], i % threads);
            return 1;
        }
    CHECK(cudaFree(d));
    free(h);
    printf("PASS\n");
    return 0;
}
