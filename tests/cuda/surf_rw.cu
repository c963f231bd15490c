// Surface objects: a 2D surface written by one kernel and read back by
// another and by cudaMemcpy2DFromArray, x in bytes; 1D and 2D layered
// surfaces; the boundary modes (zero, clamp; trap fails the launch, last);
// the error codes of cudaCreateSurfaceObject.
#include <cstdio>
#include <cstring>

#include "tally.h"

const int W = 37, H = 19;

__global__ void write2d(cudaSurfaceObject_t s)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < W)
        surf2Dwrite(make_uchar4(x, y, x ^ y, 255), s, x * 4, y);
}

/* Reads each element and its neighbour to the right: the last column's
 * neighbour is out of range, read as zero or clamped. */
__global__ void read2d(cudaSurfaceObject_t s, uchar4 *out, uchar4 *zero, uchar4 *clamp)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < W) {
        out[y * W + x] = surf2Dread<uchar4>(s, x * 4, y);
        zero[y * W + x] = surf2Dread<uchar4>(s, (x + 1) * 4, y + 1, cudaBoundaryModeZero);
        surf2Dread(&clamp[y * W + x], s, (x + 1) * 4, y, cudaBoundaryModeClamp);
    }
}

__global__ void write_zero_mode(cudaSurfaceObject_t s)
{
    surf2Dwrite(make_uchar4(1, 2, 3, 4), s, W * 4, 0, cudaBoundaryModeZero); /* dropped */
    surf2Dwrite(make_uchar4(9, 9, 9, 9), s, -4, H + 5, cudaBoundaryModeClamp); /* to (0, H-1) */
}

__global__ void layered(cudaSurfaceObject_t s1, cudaSurfaceObject_t s2, int *out)
{
    int x = threadIdx.x, layer = blockIdx.x;
    surf1DLayeredwrite(x * 100 + layer, s1, x * 4, layer);
    surf2DLayeredwrite(-(x * 100 + layer), s2, x * 4, 1, layer);
    __syncthreads();
    out[layer * 8 + x] = surf1DLayeredread<int>(s1, x * 4, layer) + surf2DLayeredread<int>(s2, x * 4, 1, layer);
    out[32 + layer * 8 + x] = surf1DLayeredread<int>(s1, x * 4, layer);
}

__global__ void trap_read(cudaSurfaceObject_t s, int *out) { *out = surf1Dread<int>(s, 1 << 20); }

static cudaSurfaceObject_t surface_of(cudaArray_t a)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaSurfaceObject_t s = 0;
    CHECK(cudaCreateSurfaceObject(&s, &r) == cudaSuccess);
    return s;
}

static void test_2d(void)
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &f, W, H, cudaArraySurfaceLoadStore) == cudaSuccess);
    cudaSurfaceObject_t s = surface_of(a);
    write2d<<<dim3(2, H), 32>>>(s);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);

    static uchar4 host[H][W], got[H * W], zero[H * W], clamp[H * W];
    CHECK(cudaMemcpy2DFromArray(host, sizeof host[0], a, 0, 0, sizeof host[0], H, cudaMemcpyDeviceToHost) ==
          cudaSuccess);
    int bad = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uchar4 v = host[y][x];
            bad += v.x != x || v.y != y || v.z != (x ^ y) || v.w != 255;
        }
    CHECK(bad == 0);

    uchar4 *d_out, *d_zero, *d_clamp;
    cudaMalloc(&d_out, sizeof got);
    cudaMalloc(&d_zero, sizeof zero);
    cudaMalloc(&d_clamp, sizeof clamp);
    read2d<<<dim3(2, H), 32>>>(s, d_out, d_zero, d_clamp);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, d_out, sizeof got, cudaMemcpyDeviceToHost);
    cudaMemcpy(zero, d_zero, sizeof zero, cudaMemcpyDeviceToHost);
    cudaMemcpy(clamp, d_clamp, sizeof clamp, cudaMemcpyDeviceToHost);
    CHECK(memcmp(got, host, sizeof got) == 0);
    bad = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uchar4 z = zero[y * W + x], c = clamp[y * W + x];
            uchar4 wz = x + 1 < W && y + 1 < H ? host[y + 1][x + 1] : make_uchar4(0, 0, 0, 0);
            uchar4 wc = host[y][x + 1 < W ? x + 1 : W - 1];
            bad += memcmp(&z, &wz, 4) != 0 || memcmp(&c, &wc, 4) != 0;
        }
    CHECK(bad == 0);

    write_zero_mode<<<1, 1>>>(s);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    uchar4 corner;
    CHECK(cudaMemcpy2DFromArray(&corner, 4, a, 0, H - 1, 4, 1, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(corner.x == 9 && corner.w == 9);
    uchar4 last;
    CHECK(cudaMemcpy2DFromArray(&last, 4, a, (W - 1) * 4, 0, 4, 1, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(last.x == W - 1 && last.y == 0);

    cudaResourceDesc r;
    CHECK(cudaGetSurfaceObjectResourceDesc(&r, s) == cudaSuccess);
    CHECK(r.resType == cudaResourceTypeArray && r.res.array.array == a);
    CHECK(cudaDestroySurfaceObject(s) == cudaSuccess);
    CHECK(cudaGetSurfaceObjectResourceDesc(&r, s) == cudaErrorInvalidValue);
    cudaGetLastError();
    cudaFreeArray(a);
    cudaFree(d_out);
    cudaFree(d_zero);
    cudaFree(d_clamp);
}

static void test_layered(void)
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<int>();
    cudaArray_t a1, a2;
    cudaExtent e1 = {8, 0, 4}, e2 = {8, 3, 4};
    CHECK(cudaMalloc3DArray(&a1, &f, e1, cudaArrayLayered | cudaArraySurfaceLoadStore) == cudaSuccess);
    CHECK(cudaMalloc3DArray(&a2, &f, e2, cudaArrayLayered | cudaArraySurfaceLoadStore) == cudaSuccess);
    cudaSurfaceObject_t s1 = surface_of(a1), s2 = surface_of(a2);
    int *d, got[64];
    cudaMalloc(&d, sizeof got);
    layered<<<4, 8>>>(s1, s2, d);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int l = 0; l < 4; l++)
        for (int x = 0; x < 8; x++)
            bad += got[l * 8 + x] != 0 || got[32 + l * 8 + x] != x * 100 + l;
    CHECK(bad == 0);
    int layer2[8];
    CHECK(cudaMemcpyFromArray(layer2, a1, 0, 2, sizeof layer2, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(layer2[5] == 502);
    cudaDestroySurfaceObject(s1);
    cudaDestroySurfaceObject(s2);
    cudaFreeArray(a1);
    cudaFreeArray(a2);
    cudaFree(d);
}

static void test_errors(void)
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t plain;
    CHECK(cudaMallocArray(&plain, &f, 16, 16) == cudaSuccess);
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = plain;
    cudaSurfaceObject_t s;
    CHECK(cudaCreateSurfaceObject(&s, &r) == cudaErrorInvalidValue); /* no cudaArraySurfaceLoadStore */
    CHECK(cudaCreateSurfaceObject(&s, NULL) == cudaErrorInvalidValue);
    CHECK(cudaCreateSurfaceObject(NULL, &r) == cudaErrorInvalidValue);
    float *lin;
    cudaMalloc(&lin, 256);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = lin;
    r.res.linear.desc = f;
    r.res.linear.sizeInBytes = 256;
    CHECK(cudaCreateSurfaceObject(&s, &r) == cudaErrorInvalidValue);
    CHECK(cudaDestroySurfaceObject(42) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
    cudaFree(lin);
    cudaFreeArray(plain);
}

/* Last: a trap poisons the context, as on a GPU. */
static void test_trap(void)
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<int>();
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &f, 16, 0, cudaArraySurfaceLoadStore) == cudaSuccess);
    cudaSurfaceObject_t s = surface_of(a);
    int *d;
    cudaMalloc(&d, sizeof(int));
    trap_read<<<1, 1>>>(s, d);
    cudaError_t e = cudaDeviceSynchronize();
    CHECK(e == cudaErrorIllegalAddress);
}

int main()
{
    test_2d();
    test_layered();
    test_errors();
    CHECK(cudaGetLastError() == cudaSuccess);
    test_trap();
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
