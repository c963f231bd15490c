// Bad launch configurations: more than 1024 threads per block, a block
// dimension over its limit, a zero grid or block dimension, and 1 MiB of
// dynamic shared memory. Each must fail at launch (cudaGetLastError), must
// not run the kernel, and must not be sticky: later launches work.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void mark(int *out)
{
    out[blockIdx.x * blockDim.x * blockDim.y * blockDim.z +
        (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x] = 1;
}

static const int N = 4096;

static int untouched(const int *d, const char *what)
{
    std::vector<int> h(N);
    CHECK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; ++i)
        if (h[i] != 0) { printf("%s: the kernel ran (out[%d] = %d)\n", what, i, h[i]); return 1; }
    return 0;
}

static int expectLaunchError(int *d, cudaError_t want, bool exact, const char *what)
{
    cudaError_t err = cudaGetLastError();
    if (exact ? err != want : err == cudaSuccess) {
        printf("%s: cudaGetLastError() = %s, want %s\n", what, cudaGetErrorName(err),
               exact ? cudaGetErrorName(want) : "an error");
        return 1;
    }
    // The error was reported once and cleared; the device still works.
    err = cudaGetLastError();
    if (err != cudaSuccess) { printf("%s: error not cleared: %s\n", what, cudaGetErrorName(err)); return 1; }
    err = cudaDeviceSynchronize();
    if (err != cudaSuccess) { printf("%s: sync after failed launch: %s\n", what, cudaGetErrorName(err)); return 1; }
    return untouched(d, what);
}

int main()
{
    int *d;
    CHECK(cudaMalloc(&d, N * sizeof(int)));
    CHECK(cudaMemset(d, 0, N * sizeof(int)));

    mark<<<1, 1025>>>(d);
    if (expectLaunchError(d, cudaErrorInvalidConfiguration, true, "1025 threads")) return 1;

    mark<<<1, dim3(32, 32, 2)>>>(d);
    if (expectLaunchError(d, cudaErrorInvalidConfiguration, true, "32x32x2 threads")) return 1;

    mark<<<1, dim3(1, 1, 65)>>>(d); // blockDim.z is limited to 64
    if (expectLaunchError(d, cudaErrorInvalidConfiguration, true, "blockDim.z 65")) return 1;

    mark<<<0, 32>>>(d);
    if (expectLaunchError(d, cudaErrorInvalidConfiguration, true, "grid of 0")) return 1;

    mark<<<dim3(2, 0, 1), 32>>>(d);
    if (expectLaunchError(d, cudaErrorInvalidConfiguration, true, "gridDim.y 0")) return 1;

    mark<<<1, dim3(32, 1, 0)>>>(d);
    if (expectLaunchError(d, cudaErrorInvalidConfiguration, true, "blockDim.z 0")) return 1;

    mark<<<1, 32, 1 << 20>>>(d);
    if (expectLaunchError(d, cudaSuccess, false, "1 MiB dynamic shared memory")) return 1;

    // A correct launch after all that.
    mark<<<4, dim3(8, 8, 16)>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> h(N);
    CHECK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; ++i)
        if (h[i] != 1) { printf("valid launch: out[%d] = %d\n", i, h[i]); return 1; }
    CHECK(cudaFree(d));
    printf("PASS\n");
    return 0;
}
