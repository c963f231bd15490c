// Peer access with one device: no device is its own peer, devices that do
// not exist are cudaErrorInvalidDevice, and cudaMemcpyPeer between device 0
// and itself is an ordinary device-to-device copy.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e)); return 1; } } while (0)
#define EXPECT(x, want) do { cudaError_t e = (x); if (e != (want)) { \
    printf("%s:%d: %s gave %s, want %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e), cudaGetErrorName(want)); \
    return 1; } cudaGetLastError(); } while (0)

__global__ void square(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = i * i;
}

int main()
{
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    if (count != 1) { printf("expected one device, got %d\n", count); return 1; }

    int can = -1;
    CHECK(cudaDeviceCanAccessPeer(&can, 0, 0));
    if (can != 0) { printf("device 0 is its own peer\n"); return 1; }
    EXPECT(cudaDeviceCanAccessPeer(&can, 0, 1), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceCanAccessPeer(&can, 7, 0), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceCanAccessPeer(nullptr, 0, 0), cudaErrorInvalidValue);

    EXPECT(cudaDeviceEnablePeerAccess(0, 0), cudaErrorInvalidDevice); // itself
    EXPECT(cudaDeviceEnablePeerAccess(1, 0), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceEnablePeerAccess(0, 1), cudaErrorInvalidValue);  // flags must be 0
    EXPECT(cudaDeviceDisablePeerAccess(0), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceDisablePeerAccess(-1), cudaErrorInvalidDevice);
    // The failures are the last error until read, and not sticky.
    EXPECT(cudaDeviceEnablePeerAccess(5, 0), cudaErrorInvalidDevice);
    cudaDeviceEnablePeerAccess(5, 0);
    EXPECT(cudaPeekAtLastError(), cudaErrorInvalidDevice);
    EXPECT(cudaGetLastError(), cudaSuccess);

    int v = -1;
    EXPECT(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 0), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrPerformanceRank, 0, 1), cudaErrorInvalidDevice);
    EXPECT(cudaDeviceGetP2PAttribute(nullptr, cudaDevP2PAttrAccessSupported, 0, 1), cudaErrorInvalidValue);
    EXPECT(cudaDeviceGetP2PAttribute(&v, (cudaDeviceP2PAttr)0, 0, 1), cudaErrorInvalidValue);

    const int n = 300;
    int *a, *b;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    square<<<(n + 127) / 128, 128>>>(a, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyPeer(b, 0, a, 0, n * sizeof(int)));
    int h[n];
    CHECK(cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        if (h[i] != i * i) { printf("h[%d] = %d\n", i, h[i]); return 1; }
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaMemset(b, 0, n * sizeof(int)));
    CHECK(cudaMemcpyPeerAsync(b + 100, 0, a + 100, 0, 10 * sizeof(int), s));
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        if (h[i] != (i >= 100 && i < 110 ? i * i : 0)) { printf("async h[%d] = %d\n", i, h[i]); return 1; }

    EXPECT(cudaMemcpyPeer(b, 1, a, 0, 16), cudaErrorInvalidDevice);
    EXPECT(cudaMemcpyPeer(b, 0, a, 2, 16), cudaErrorInvalidDevice);
    EXPECT(cudaMemcpyPeer(b, 0, a, 0, (n + 1) * sizeof(int)), cudaErrorInvalidValue); // past the end
    EXPECT(cudaMemcpyPeer(b, 0, h, 0, 16), cudaErrorInvalidValue);                    // host source
    EXPECT(cudaMemcpyPeerAsync(b, 0, a, 0, 16, (cudaStream_t)h), cudaErrorInvalidResourceHandle);
    CHECK(cudaMemcpyPeer(b, 0, a, 0, 0));

    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    printf("PASS\n");
    return 0;
}
