// 3D memory: cudaMalloc3D's pitch, cudaMemset3D, cudaMemcpy3D host to
// device and back (whole boxes and sub-boxes at an offset), a kernel that
// walks the pitched volume, and the error codes of bad descriptors.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e)); return 1; } } while (0)
#define EXPECT(x, want) do { cudaError_t e = (x); if (e != (want)) { \
    printf("%s:%d: %s gave %s, want %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e), cudaGetErrorName(want)); \
    return 1; } cudaGetLastError(); } while (0)

const int W = 37, H = 11, D = 5; // elements

__global__ void add_index(cudaPitchedPtr p, int w, int h, int d)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y, z = blockIdx.z;
    if (x >= w || y >= h || z >= d)
        return;
    char *slice = (char *)p.ptr + (size_t)z * p.pitch * p.ysize;
    int *row = (int *)(slice + (size_t)y * p.pitch);
    row[x] += x + 100 * y + 10000 * z;
}

int main()
{
    cudaExtent ext = make_cudaExtent(W * sizeof(int), H, D);
    cudaPitchedPtr dp;
    CHECK(cudaMalloc3D(&dp, ext));
    if (dp.pitch < W * sizeof(int) || dp.pitch % 256 != 0 || dp.xsize != W * sizeof(int) || dp.ysize != H) {
        printf("bad pitched pointer: pitch %zu xsize %zu ysize %zu\n", dp.pitch, dp.xsize, dp.ysize);
        return 1;
    }
    cudaPointerAttributes at;
    CHECK(cudaPointerGetAttributes(&at, dp.ptr));
    if (at.type != cudaMemoryTypeDevice) { printf("not device memory\n"); return 1; }

    // Fill with 0x01 bytes: each int reads 0x01010101.
    CHECK(cudaMemset3D(dp, 1, ext));
    add_index<<<dim3(1, H, D), 64>>>(dp, W, H, D);
    CHECK(cudaGetLastError());

    static int host[D][H][W];
    cudaMemcpy3DParms back = {};
    back.srcPtr = dp;
    back.dstPtr = make_cudaPitchedPtr(host, W * sizeof(int), W, H);
    back.extent = ext;
    back.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&back));
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                if (host[z][y][x] != 0x01010101 + x + 100 * y + 10000 * z) {
                    printf("volume[%d][%d][%d] = %d\n", z, y, x, host[z][y][x]);
                    return 1;
                }

    // A 4x3x2 box from the host volume at (5,2,1) to the device at (10,6,3).
    static int src[D][H][W];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                src[z][y][x] = -(x + 100 * y + 10000 * z);
    CHECK(cudaMemset3DAsync(dp, 0, ext, 0));
    cudaMemcpy3DParms to = {};
    to.srcPtr = make_cudaPitchedPtr(src, W * sizeof(int), W, H);
    to.srcPos = make_cudaPos(5 * sizeof(int), 2, 1);
    to.dstPtr = dp;
    to.dstPos = make_cudaPos(10 * sizeof(int), 6, 3);
    to.extent = make_cudaExtent(4 * sizeof(int), 3, 2);
    to.kind = cudaMemcpyHostToDevice;
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaMemcpy3DAsync(&to, s));
    CHECK(cudaStreamSynchronize(s));
    memset(host, 0x7f, sizeof host);
    CHECK(cudaMemcpy3D(&back));
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                bool in = x >= 10 && x < 14 && y >= 6 && y < 9 && z >= 3 && z < 5;
                int want = in ? src[z - 2][y - 4][x - 5] : 0;
                if (host[z][y][x] != want) {
                    printf("after box copy [%d][%d][%d] = %d, want %d\n", z, y, x, host[z][y][x], want);
                    return 1;
                }
            }

    // Device to device between two pitched volumes, then the peer form.
    cudaPitchedPtr dq;
    CHECK(cudaMalloc3D(&dq, ext));
    cudaMemcpy3DParms dd = {};
    dd.srcPtr = dp;
    dd.dstPtr = dq;
    dd.extent = ext;
    dd.kind = cudaMemcpyDeviceToDevice;
    CHECK(cudaMemcpy3D(&dd));
    cudaMemcpy3DPeerParms peer = {};
    peer.srcPtr = dq;
    peer.dstPtr = dp;
    peer.extent = ext;
    CHECK(cudaMemset3D(dp, 0, ext));
    CHECK(cudaMemcpy3DPeer(&peer));
    memset(host, 0, sizeof host);
    CHECK(cudaMemcpy3D(&back));
    if (host[3][6][10] != src[1][2][5] || host[4][8][13] != src[2][4][8]) {
        printf("device-to-device copy lost the box\n");
        return 1;
    }
    peer.dstDevice = 1;
    EXPECT(cudaMemcpy3DPeer(&peer), cudaErrorInvalidDevice);
    EXPECT(cudaMemcpy3DPeerAsync(&peer, s), cudaErrorInvalidDevice);

    // Errors.
    EXPECT(cudaMalloc3D(nullptr, ext), cudaErrorInvalidValue);
    EXPECT(cudaMemcpy3D(nullptr), cudaErrorInvalidValue);
    cudaMemcpy3DParms bad = back;
    bad.kind = (cudaMemcpyKind)7;
    EXPECT(cudaMemcpy3D(&bad), cudaErrorInvalidMemcpyDirection);
    bad = back;
    bad.dstPtr.ptr = nullptr;
    EXPECT(cudaMemcpy3D(&bad), cudaErrorInvalidValue);
    bad = back;
    bad.extent.width = dp.pitch + 4; // wider than the source pitch
    EXPECT(cudaMemcpy3D(&bad), cudaErrorInvalidPitchValue);
    bad = back;
    bad.srcPos = make_cudaPos(0, 0, 1); // one slice past the end
    EXPECT(cudaMemcpy3D(&bad), cudaErrorInvalidValue);
    bad = back;
    bad.srcPtr = make_cudaPitchedPtr(host, W * sizeof(int), W, H); // host memory said to be device
    EXPECT(cudaMemcpy3D(&bad), cudaErrorInvalidValue);
    bad = back;
    bad.srcArray = (cudaArray_t)&host; // both an array and a pointer
    EXPECT(cudaMemcpy3D(&bad), cudaErrorInvalidValue);
    EXPECT(cudaMemcpy3DAsync(&back, (cudaStream_t)&host), cudaErrorInvalidResourceHandle);
    EXPECT(cudaMemset3D(make_cudaPitchedPtr(nullptr, 512, W, H), 0, ext), cudaErrorInvalidValue);
    EXPECT(cudaMemset3D(dp, 0, make_cudaExtent(W * sizeof(int), H, D + 1)), cudaErrorInvalidValue);
    EXPECT(cudaMemset3D(dp, 0, make_cudaExtent(dp.pitch + 1, H, D)), cudaErrorInvalidPitchValue);
    // An empty extent copies nothing and succeeds.
    bad = back;
    bad.extent = make_cudaExtent(0, H, D);
    CHECK(cudaMemcpy3D(&bad));
    // Errors are not sticky.
    CHECK(cudaMemset3D(dp, 0, ext));

    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(dp.ptr));
    CHECK(cudaFree(dq.ptr));
    printf("PASS\n");
    return 0;
}
