// tex1Dfetch on linear memory (int and float4 elements, 8-bit normalized
// reads), the resource and texture descriptions read back, and the error
// codes of misused texture objects.
#include <cstdio>
#include <cstring>

#include "tally.h"

__global__ void fetch_int(cudaTextureObject_t t, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n + 4)
        out[i] = tex1Dfetch<int>(t, i - 2); /* two out of range on each side */
}

__global__ void fetch_float4(cudaTextureObject_t t, float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        tex1Dfetch(&out[i], t, n - 1 - i);
}

__global__ void fetch_norm(cudaTextureObject_t t, float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch<float4>(t, i);
}

static cudaTextureObject_t linear_texture(void *p, size_t bytes, cudaChannelFormatDesc f, cudaTextureReadMode mode)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = p;
    r.res.linear.desc = f;
    r.res.linear.sizeInBytes = bytes;
    cudaTextureDesc t;
    memset(&t, 0, sizeof t);
    t.readMode = mode;
    cudaTextureObject_t obj = 0;
    CHECK(cudaCreateTextureObject(&obj, &r, &t, NULL) == cudaSuccess);
    return obj;
}

static void test_int(void)
{
    const int n = 1000;
    int h[n], got[n + 4], *d, *out;
    for (int i = 0; i < n; i++)
        h[i] = i * 7 - 3000;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&out, sizeof got);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaTextureObject_t t = linear_texture(d, sizeof h, cudaCreateChannelDesc<int>(), cudaReadModeElementType);
    fetch_int<<<(n + 4 + 127) / 128, 128>>>(t, out, n);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n + 4; i++) {
        int want = (i < 2 || i >= n + 2) ? 0 : h[i - 2];
        bad += got[i] != want;
    }
    CHECK(bad == 0);

    cudaResourceDesc r;
    CHECK(cudaGetTextureObjectResourceDesc(&r, t) == cudaSuccess);
    CHECK(r.resType == cudaResourceTypeLinear && r.res.linear.devPtr == d && r.res.linear.sizeInBytes == sizeof h);
    CHECK(r.res.linear.desc.x == 32 && r.res.linear.desc.y == 0 && r.res.linear.desc.f == cudaChannelFormatKindSigned);
    cudaTextureDesc td;
    CHECK(cudaGetTextureObjectTextureDesc(&td, t) == cudaSuccess);
    CHECK(td.readMode == cudaReadModeElementType && td.filterMode == cudaFilterModePoint);
    CHECK(cudaDestroyTextureObject(t) == cudaSuccess);
    CHECK(cudaDestroyTextureObject(t) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
    cudaFree(d);
    cudaFree(out);
}

static void test_float4(void)
{
    const int n = 256;
    float4 h[n], got[n], *d, *out;
    for (int i = 0; i < n; i++)
        h[i] = make_float4(i, -i, i * 0.5f, 1.0f / (i + 1));
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&out, sizeof got);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaTextureObject_t t = linear_texture(d, sizeof h, cudaCreateChannelDesc<float4>(), cudaReadModeElementType);
    fetch_float4<<<2, 128>>>(t, out, n);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += memcmp(&got[i], &h[n - 1 - i], sizeof(float4)) != 0;
    CHECK(bad == 0);
    cudaDestroyTextureObject(t);
    cudaFree(d);
    cudaFree(out);
}

static void test_normalized(void)
{
    const int n = 64;
    uchar4 h[n];
    float4 got[n], *out;
    uchar4 *d;
    for (int i = 0; i < n; i++)
        h[i] = make_uchar4(i * 4, 255 - i, 0, 255);
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&out, sizeof got);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaTextureObject_t t = linear_texture(d, sizeof h, cudaCreateChannelDesc<uchar4>(), cudaReadModeNormalizedFloat);
    fetch_norm<<<1, n>>>(t, out, n);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += got[i].x != h[i].x / 255.0f || got[i].y != h[i].y / 255.0f || got[i].z != 0.0f || got[i].w != 1.0f;
    CHECK(bad == 0);
    cudaDestroyTextureObject(t);
    cudaFree(d);
    cudaFree(out);
}

static void test_errors(void)
{
    float *d;
    cudaMalloc(&d, 1024);
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = d;
    r.res.linear.desc = cudaCreateChannelDesc<float>();
    r.res.linear.sizeInBytes = 1024;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, NULL, &td, NULL) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
    CHECK(cudaCreateTextureObject(NULL, &r, &td, NULL) == cudaErrorInvalidValue);
    CHECK(cudaCreateTextureObject(&t, &r, NULL, NULL) == cudaErrorInvalidValue);
    r.res.linear.devPtr = NULL;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaErrorInvalidValue);
    r.res.linear.devPtr = d;
    r.res.linear.desc = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat); /* 3 channels */
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaErrorInvalidChannelDescriptor);
    r.res.linear.desc = cudaCreateChannelDesc<float>();
    td.addressMode[0] = (cudaTextureAddressMode)7;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaErrorInvalidValue);
    td.addressMode[0] = cudaAddressModeClamp;
    r.resType = cudaResourceTypeArray;
    r.res.array.array = NULL;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaErrorInvalidResourceHandle);
    CHECK(cudaGetTextureObjectResourceDesc(&r, 12345) == cudaErrorInvalidValue);
    cudaGetLastError();
    cudaFree(d);
}

int main()
{
    test_int();
    test_float4();
    test_normalized();
    test_errors();
    CHECK(cudaGetLastError() == cudaSuccess);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
