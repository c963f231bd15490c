// Device printf with a deterministic order: a single-thread launch that loops,
// and thread 0 only of a larger block. Host output before and after must
// interleave in program order (the device output is flushed at the sync).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void table(int rows, char label)
{
    for (int r = 0; r < rows; ++r)
        printf("%c row %d: square %d, half %.2f, hex 0x%04x\n", label, r, r * r, r * 0.5, r * 4095);
}

__global__ void formats(long long big, unsigned long long ubig, double d, float f, char c)
{
    printf("lld %lld llu %llu\n", big, ubig);
    printf("e %.3e f %8.3f g %g\n", d, f, d * 100.0);
    printf("c %c s %s pct %% width [%5d] left [%-5d]\n", c, "text", 42, 42);
}

__global__ void firstThreadOnly(int *data)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    data[i] = i * 2;
    if (threadIdx.x == 0 && blockIdx.x == 0)
        printf("block of %d threads, grid of %d blocks\n", blockDim.x, gridDim.x);
}

int main()
{
    printf("host: before\n");
    table<<<1, 1>>>(4, 't');
    cudaDeviceSynchronize();
    printf("host: between\n");
    formats<<<1, 1>>>(-1234567890123LL, 18000000000000000000ULL, 12345.678, -3.25f, 'Z');
    cudaDeviceSynchronize();
    int *d;
    cudaMalloc(&d, 256 * sizeof(int));
    firstThreadOnly<<<4, 64>>>(d);
    cudaError_t err = cudaDeviceSynchronize();
    printf("host: after, %s\n", cudaGetErrorName(err));
    cudaFree(d);
    return 0;
}
