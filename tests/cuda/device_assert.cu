// assert() in device code. A passing assert changes nothing; a failing one
// makes the launch fail: cudaDeviceSynchronize returns cudaErrorAssert, and
// the error is sticky (every later call reports it). The program itself does
// not abort, as on a real GPU.
#include <cstdio>
#include <cassert>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void checkPositive(const int *data, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        assert(data[i] > 0);
        out[i] = data[i] * 2;
    }
}

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i) h[i] = i + 1;
    int *d, *out;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMalloc(&out, sizeof(h)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));

    checkPositive<<<(n + 127) / 128, 128>>>(d, out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int got[n];
    CHECK(cudaMemcpy(got, out, sizeof(got), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (got[i] != 2 * (i + 1)) { printf("out[%d] = %d\n", i, got[i]); return 1; }

    h[617] = -5;
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    checkPositive<<<(n + 127) / 128, 128>>>(d, out, n);
    // The launch itself may or may not report it yet; the sync must.
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaErrorAssert) {
        printf("cudaDeviceSynchronize after a failed assert = %s, want cudaErrorAssert\n", cudaGetErrorName(err));
        return 1;
    }
    err = cudaGetLastError();
    if (err != cudaErrorAssert) { printf("cudaGetLastError = %s, want cudaErrorAssert (sticky)\n", cudaGetErrorName(err)); return 1; }
    err = cudaDeviceSynchronize();
    if (err != cudaErrorAssert) { printf("second sync = %s, want cudaErrorAssert (sticky)\n", cudaGetErrorName(err)); return 1; }
    err = cudaMemcpy(got, out, sizeof(got), cudaMemcpyDeviceToHost);
    if (err != cudaErrorAssert) { printf("memcpy after assert = %s, want cudaErrorAssert\n", cudaGetErrorName(err)); return 1; }
    printf("PASS\n");
    return 0;
}
