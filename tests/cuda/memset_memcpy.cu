// cudaMemset (whole buffers, byte patterns, sub-ranges) read back, and
// cudaMemcpy DeviceToDevice (whole, with offsets, overlapping kinds of use),
// plus cudaMemcpyDefault.
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void iota(int *p, int n, int base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + i;
}

int main()
{
    const int n = 10007;
    size_t bytes = n * sizeof(int);
    std::vector<unsigned char> hb(bytes);
    std::vector<int> h(n);
    unsigned char *d;
    CHECK(cudaMalloc(&d, bytes));

    CHECK(cudaMemset(d, 0xAB, bytes));
    CHECK(cudaMemcpy(hb.data(), d, bytes, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < bytes; ++i)
        if (hb[i] != 0xAB) { printf("memset 0xAB: byte %zu = 0x%02x\n", i, hb[i]); return 1; }

    // Only the low byte of the value is used.
    CHECK(cudaMemset(d + 3, 0x1234, 100));
    CHECK(cudaMemset(d + 200, 0, 57));
    CHECK(cudaMemcpy(hb.data(), d, bytes, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < bytes; ++i) {
        unsigned char want = (i >= 3 && i < 103) ? 0x34 : (i >= 200 && i < 257) ? 0 : 0xAB;
        if (hb[i] != want) { printf("ranged memset: byte %zu = 0x%02x, want 0x%02x\n", i, hb[i], want); return 1; }
    }
    CHECK(cudaMemset(d, 0, 0)); // zero bytes: nothing happens, no error

    int *a, *b;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&b, bytes));
    iota<<<(n + 255) / 256, 256>>>(a, n, 100);
    CHECK(cudaGetLastError());
    CHECK(cudaMemset(b, 0xff, bytes));
    CHECK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(h.data(), b, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (h[i] != 100 + i) { printf("D2D: b[%d] = %d\n", i, h[i]); return 1; }

    // A sub-range copy with offsets on both sides.
    CHECK(cudaMemset(b, 0, bytes));
    CHECK(cudaMemcpy(b + 1000, a + 10, 500 * sizeof(int), cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(h.data(), b, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        int want = (i >= 1000 && i < 1500) ? 100 + 10 + (i - 1000) : 0;
        if (h[i] != want) { printf("D2D range: b[%d] = %d, want %d\n", i, h[i], want); return 1; }
    }

    // cudaMemcpyDefault infers the direction from the pointers.
    std::vector<int> src(n);
    for (int i = 0; i < n; ++i) src[i] = -i;
    CHECK(cudaMemcpy(a, src.data(), bytes, cudaMemcpyDefault));
    CHECK(cudaMemcpy(b, a, bytes, cudaMemcpyDefault));
    CHECK(cudaMemcpy(h.data(), b, bytes, cudaMemcpyDefault));
    for (int i = 0; i < n; ++i)
        if (h[i] != -i) { printf("cudaMemcpyDefault: %d = %d\n", i, h[i]); return 1; }

    // Async variants on the default stream.
    CHECK(cudaMemsetAsync(a, 0, bytes));
    CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, 0));
    CHECK(cudaMemcpyAsync(h.data(), b, bytes, cudaMemcpyDeviceToHost, 0));
    CHECK(cudaStreamSynchronize(0));
    for (int i = 0; i < n; ++i)
        if (h[i] != 0) { printf("async: %d = %d\n", i, h[i]); return 1; }

    CHECK(cudaFree(d));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    printf("PASS\n");
    return 0;
}
