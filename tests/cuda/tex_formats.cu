// Channel formats read through textures: signed 8- and 16-bit integers
// as normalized floats, half floats, integer elements with a border color,
// tex2Dgather; cudaMemcpyArrayToArray; cudaCreateChannelDesc<T>().
#include <cstdio>
#include <cstring>

#include "tally.h"

__global__ void read_float(cudaTextureObject_t t, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex1D<float>(t, i + 0.5f);
}

__global__ void read_int2(cudaTextureObject_t t, int2 *out)
{
    int i = threadIdx.x; /* x from -1 to 4 over a 4-wide texture with a border */
    out[i] = tex2D<int2>(t, i - 1.0f + 0.5f, 0.5f);
}

__global__ void gather(cudaTextureObject_t t, float4 *out)
{
    out[0] = tex2Dgather<float4>(t, 1.0f, 1.0f, 0); /* texels (0..1, 0..1) */
    out[1] = tex2Dgather<float4>(t, 1.0f, 1.0f, 1);
}

static cudaTextureObject_t tex_of(cudaArray_t a, cudaTextureReadMode mode, cudaTextureAddressMode am)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = am;
    td.readMode = mode;
    td.borderColor[0] = 77.0f;
    td.borderColor[1] = -5.0f;
    cudaTextureObject_t t = 0;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaSuccess);
    return t;
}

static void read_1d(cudaArray_t a, cudaTextureReadMode mode, float *got, int n)
{
    cudaTextureObject_t t = tex_of(a, mode, cudaAddressModeClamp);
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    read_float<<<1, n>>>(t, d, n);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaDestroyTextureObject(t);
    cudaFree(d);
}

static void test_signed_normalized(void)
{
    signed char c[4] = {-128, -127, 0, 127};
    short s[4] = {-32768, -32767, 16384, 32767};
    cudaChannelFormatDesc fc = cudaCreateChannelDesc<signed char>(), fs = cudaCreateChannelDesc<short>();
    CHECK(fc.x == 8 && fc.f == cudaChannelFormatKindSigned && fs.x == 16 && fs.y == 0);
    cudaArray_t ac, as;
    CHECK(cudaMallocArray(&ac, &fc, 4) == cudaSuccess);
    CHECK(cudaMallocArray(&as, &fs, 4) == cudaSuccess);
    cudaMemcpyToArray(ac, 0, 0, c, sizeof c, cudaMemcpyHostToDevice);
    cudaMemcpyToArray(as, 0, 0, s, sizeof s, cudaMemcpyHostToDevice);
    float got[4];
    read_1d(ac, cudaReadModeNormalizedFloat, got, 4);
    CHECK(got[0] == -1.0f && got[1] == -1.0f && got[2] == 0.0f && got[3] == 1.0f);
    read_1d(as, cudaReadModeNormalizedFloat, got, 4);
    CHECK(got[0] == -1.0f && got[1] == -1.0f && got[2] == 16384 / 32767.0f && got[3] == 1.0f);
    cudaFreeArray(ac);
    cudaFreeArray(as);
}

static void test_half(void)
{
    unsigned short h[5] = {0x3c00, 0xc000, 0x3555, 0x0001, 0x7c00}; /* 1, -2, ~1/3, 2^-24, inf */
    cudaChannelFormatDesc f = cudaCreateChannelDescHalf();
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &f, 5) == cudaSuccess);
    cudaMemcpyToArray(a, 0, 0, h, sizeof h, cudaMemcpyHostToDevice);
    float got[5];
    read_1d(a, cudaReadModeElementType, got, 5);
    CHECK(got[0] == 1.0f && got[1] == -2.0f && got[2] == 0.333251953125f && got[3] == 0x1p-24f);
    CHECK(got[4] > 3e38f);
    cudaFreeArray(a);
}

static void test_int_border_and_copy(void)
{
    int2 h[4] = {{1, -1}, {2, -2}, {3, -3}, {4, -4}};
    cudaChannelFormatDesc f = cudaCreateChannelDesc<int2>();
    CHECK(f.x == 32 && f.y == 32 && f.z == 0 && f.f == cudaChannelFormatKindSigned);
    cudaArray_t a, b;
    CHECK(cudaMallocArray(&a, &f, 4, 1) == cudaSuccess);
    CHECK(cudaMallocArray(&b, &f, 4, 1) == cudaSuccess);
    cudaMemcpy2DToArray(a, 0, 0, h, sizeof h, sizeof h, 1, cudaMemcpyHostToDevice);
    CHECK(cudaMemcpyArrayToArray(b, 0, 0, a, 0, 0, sizeof h, cudaMemcpyDeviceToDevice) == cudaSuccess);
    CHECK(cudaMemcpyArrayToArray(b, 8, 0, a, 0, 0, sizeof h, cudaMemcpyDeviceToDevice) == cudaErrorInvalidValue);
    cudaGetLastError();
    cudaTextureObject_t t = tex_of(b, cudaReadModeElementType, cudaAddressModeBorder);
    int2 *d, got[6];
    cudaMalloc(&d, sizeof got);
    read_int2<<<1, 6>>>(t, d);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
    CHECK(got[0].x == 77 && got[0].y == -5 && got[5].x == 77 && got[5].y == -5);
    int bad = 0;
    for (int i = 0; i < 4; i++)
        bad += got[i + 1].x != h[i].x || got[i + 1].y != h[i].y;
    CHECK(bad == 0);
    cudaDestroyTextureObject(t);
    cudaFreeArray(a);
    cudaFreeArray(b);
    cudaFree(d);
}

static void test_gather(void)
{
    float2 h[2][3] = {{{1, 10}, {2, 20}, {3, 30}}, {{4, 40}, {5, 50}, {6, 60}}};
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float2>();
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &f, 3, 2, cudaArrayTextureGather) == cudaSuccess);
    cudaMemcpy2DToArray(a, 0, 0, h, sizeof h[0], sizeof h[0], 2, cudaMemcpyHostToDevice);
    cudaTextureObject_t t = tex_of(a, cudaReadModeElementType, cudaAddressModeClamp);
    float4 *d, got[2];
    cudaMalloc(&d, sizeof got);
    gather<<<1, 1>>>(t, d);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
    /* (i, j+1), (i+1, j+1), (i+1, j), (i, j) with i = j = 0 */
    CHECK(got[0].x == 4 && got[0].y == 5 && got[0].z == 2 && got[0].w == 1);
    CHECK(got[1].x == 40 && got[1].y == 50 && got[1].z == 20 && got[1].w == 10);
    cudaDestroyTextureObject(t);
    cudaFreeArray(a);
    cudaFree(d);
}

int main()
{
    test_signed_normalized();
    test_half();
    test_int_border_and_copy();
    test_gather();
    CHECK(cudaGetLastError() == cudaSuccess);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
