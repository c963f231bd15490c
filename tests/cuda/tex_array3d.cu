// A 3D CUDA array filled through a surface, then read with tex3D (point
// and trilinear filtering, normalized coordinates); a 2D layered array
// read with tex2DLayered, a 1D layered one with tex1DLayered, a cubemap
// with texCubemap; cudaMalloc3DArray's shapes and errors.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "tally.h"

const int W = 6, H = 5, D = 4;

__host__ __device__ float value(int x, int y, int z) { return x + 10.0f * y + 100.0f * z; }

__global__ void fill3d(cudaSurfaceObject_t s)
{
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    surf3Dwrite(value(x, y, z), s, x * (int)sizeof(float), y, z);
}

__global__ void read3d(cudaTextureObject_t t, const float4 *coords, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex3D<float>(t, coords[i].x, coords[i].y, coords[i].z);
}

__global__ void read_layered(cudaTextureObject_t t2, cudaTextureObject_t t1, float *out2, float *out1)
{
    int x = threadIdx.x, y = threadIdx.y, layer = blockIdx.x;
    out2[(layer * H + y) * W + x] = tex2DLayered<float>(t2, x + 0.5f, y + 0.5f, layer);
    if (y == 0)
        tex1DLayered(&out1[layer * W + x], t1, x + 0.5f, layer);
}

__global__ void read_cube(cudaTextureObject_t t, const float4 *dirs, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = texCubemap<float>(t, dirs[i].x, dirs[i].y, dirs[i].z);
}

static cudaTextureObject_t texture_of(cudaArray_t a, cudaTextureFilterMode f, bool norm)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
    td.filterMode = f;
    td.normalizedCoords = norm;
    cudaTextureObject_t t = 0;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaSuccess);
    return t;
}

static float clampi(float v, int n) { return v < 0 ? 0 : v > n - 1 ? n - 1 : v; }

/* Trilinear filtering of value(), which is linear in x, y and z: inside
 * the texture it gives value() at the quantized position exactly enough
 * to compare within a small tolerance. */
static float trilinear_ref(float x, float y, float z)
{
    float p[3] = {x - 0.5f, y - 0.5f, z - 0.5f}, q[3];
    const int n[3] = {W, H, D};
    for (int k = 0; k < 3; k++) {
        float f = floorf(p[k]);
        float a = (float)(int)((p[k] - f) * 256.0f + 0.5f) / 256.0f;
        float lo = clampi(f, n[k]), hi = clampi(f + 1, n[k]);
        q[k] = lo + a * (hi - lo);
    }
    return q[0] + 10.0f * q[1] + 100.0f * q[2];
}

static void test_3d(void)
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaExtent e = {W, H, D};
    CHECK(cudaMalloc3DArray(&a, &f, e, cudaArraySurfaceLoadStore) == cudaSuccess);
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaSurfaceObject_t s;
    CHECK(cudaCreateSurfaceObject(&s, &r) == cudaSuccess);
    fill3d<<<D, dim3(W, H)>>>(s);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);

    const int n = 200;
    float4 hc[n];
    for (int i = 0; i < n; i++)
        hc[i] = make_float4(-0.5f + (i * 37 % 71) * 0.1f, -0.5f + (i * 13 % 61) * 0.1f, -0.5f + (i * 7 % 51) * 0.1f, 0);
    float4 *dc;
    float *dout, got[n];
    cudaMalloc(&dc, sizeof hc);
    cudaMalloc(&dout, sizeof got);
    cudaMemcpy(dc, hc, sizeof hc, cudaMemcpyHostToDevice);

    cudaTextureObject_t tp = texture_of(a, cudaFilterModePoint, false);
    read3d<<<1, n>>>(tp, dc, dout, n);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        float want = value(clampi(floorf(hc[i].x), W), clampi(floorf(hc[i].y), H), clampi(floorf(hc[i].z), D));
        bad += got[i] != want;
    }
    CHECK(bad == 0);

    cudaTextureObject_t tl = texture_of(a, cudaFilterModeLinear, false);
    read3d<<<1, n>>>(tl, dc, dout, n);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    bad = 0;
    for (int i = 0; i < n; i++)
        bad += fabsf(got[i] - trilinear_ref(hc[i].x, hc[i].y, hc[i].z)) > 1e-3f;
    CHECK(bad == 0);

    /* Normalized: the centre of texel (2, 3, 1). */
    cudaTextureObject_t tn = texture_of(a, cudaFilterModeLinear, true);
    float4 c = make_float4(2.5f / W, 3.5f / H, 1.5f / D, 0);
    cudaMemcpy(dc, &c, sizeof c, cudaMemcpyHostToDevice);
    read3d<<<1, 1>>>(tn, dc, dout, 1);
    cudaMemcpy(got, dout, sizeof(float), cudaMemcpyDeviceToHost);
    CHECK(got[0] == value(2, 3, 1));

    cudaDestroyTextureObject(tp);
    cudaDestroyTextureObject(tl);
    cudaDestroyTextureObject(tn);
    CHECK(cudaDestroySurfaceObject(s) == cudaSuccess);
    CHECK(cudaFreeArray(a) == cudaSuccess);
    cudaFree(dc);
    cudaFree(dout);
}

static void test_layered(void)
{
    const int L = 3;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a2, a1;
    cudaExtent e2 = {W, H, L}, e1 = {W, 0, L};
    CHECK(cudaMalloc3DArray(&a2, &f, e2, cudaArrayLayered) == cudaSuccess);
    CHECK(cudaMalloc3DArray(&a1, &f, e1, cudaArrayLayered) == cudaSuccess);
    float h2[L][H][W], h1[L][W];
    for (int l = 0; l < L; l++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                h2[l][y][x] = value(x, y, l), h1[l][x] = -value(x, 0, l);
    /* Layers are slices after one another: the linear copy fills them all. */
    CHECK(cudaMemcpyToArray(a2, 0, 0, h2, sizeof h2, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaMemcpyToArray(a1, 0, 0, h1, sizeof h1, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaMemcpyToArray(a1, 0, 0, h1, sizeof h1 + 4, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    cudaGetLastError();
    cudaExtent got_e;
    unsigned flags;
    CHECK(cudaArrayGetInfo(NULL, &got_e, &flags, a1) == cudaSuccess);
    CHECK(got_e.width == W && got_e.height == 0 && got_e.depth == L && flags == cudaArrayLayered);

    cudaTextureObject_t t2 = texture_of(a2, cudaFilterModePoint, false), t1 = texture_of(a1, cudaFilterModeLinear, false);
    float *d2, *d1, g2[L][H][W], g1[L][W];
    cudaMalloc(&d2, sizeof g2);
    cudaMalloc(&d1, sizeof g1);
    read_layered<<<L, dim3(W, H)>>>(t2, t1, d2, d1);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(g2, d2, sizeof g2, cudaMemcpyDeviceToHost);
    cudaMemcpy(g1, d1, sizeof g1, cudaMemcpyDeviceToHost);
    CHECK(memcmp(g2, h2, sizeof h2) == 0);
    CHECK(memcmp(g1, h1, sizeof h1) == 0);
    cudaDestroyTextureObject(t2);
    cudaDestroyTextureObject(t1);
    cudaFreeArray(a2);
    cudaFreeArray(a1);
    cudaFree(d2);
    cudaFree(d1);
}

static void test_cubemap(void)
{
    const int S = 4;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaExtent e = {S, S, 6};
    CHECK(cudaMalloc3DArray(&a, &f, e, cudaArrayCubemap) == cudaSuccess);
    float h[6][S][S];
    for (int face = 0; face < 6; face++)
        for (int y = 0; y < S; y++)
            for (int x = 0; x < S; x++)
                h[face][y][x] = face * 100 + y * 10 + x;
    CHECK(cudaMemcpyToArray(a, 0, 0, h, sizeof h, cudaMemcpyHostToDevice) == cudaSuccess);
    /* Straight at each face's centre, then off-centre on +x (s = -z, t = -y). */
    float4 dirs[7] = {{1, 0, 0, 0},  {-1, 0, 0, 0}, {0, 1, 0, 0},         {0, -1, 0, 0},
                      {0, 0, 1, 0}, {0, 0, -1, 0}, {1, -0.6f, -0.6f, 0}};
    float4 *dd;
    float *dout, got[7];
    cudaMalloc(&dd, sizeof dirs);
    cudaMalloc(&dout, sizeof got);
    cudaMemcpy(dd, dirs, sizeof dirs, cudaMemcpyHostToDevice);
    cudaTextureObject_t t = texture_of(a, cudaFilterModePoint, true);
    read_cube<<<1, 7>>>(t, dd, dout, 7);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    for (int face = 0; face < 6; face++)
        CHECK(got[face] == h[face][S / 2][S / 2]);
    CHECK(got[6] == h[0][3][3]); /* s = 0.8, t = 0.8 */
    cudaDestroyTextureObject(t);
    cudaFreeArray(a);
    cudaFree(dd);
    cudaFree(dout);
}

static void test_shapes(void)
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaExtent bad_cube = {4, 5, 6}, zero = {0, 4, 4}, layered_no_depth = {4, 4, 0};
    CHECK(cudaMalloc3DArray(&a, &f, bad_cube, cudaArrayCubemap) == cudaErrorInvalidValue);
    CHECK(cudaMalloc3DArray(&a, &f, zero, 0) == cudaErrorInvalidValue);
    CHECK(cudaMalloc3DArray(&a, &f, layered_no_depth, cudaArrayLayered) == cudaErrorInvalidValue);
    cudaChannelFormatDesc odd = cudaCreateChannelDesc(8, 16, 0, 0, cudaChannelFormatKindUnsigned);
    CHECK(cudaMallocArray(&a, &odd, 4, 4) == cudaErrorInvalidChannelDescriptor);
    CHECK(cudaMallocArray(NULL, &f, 4, 4) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
    CHECK(cudaFreeArray(NULL) == cudaSuccess);
}

int main()
{
    test_3d();
    test_layered();
    test_cubemap();
    test_shapes();
    CHECK(cudaGetLastError() == cudaSuccess);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
