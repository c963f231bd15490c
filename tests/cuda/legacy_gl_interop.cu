// A CUDA 5-11 style program that draws with OpenGL when it can: it
// includes cuda_gl_interop.h, calls the OpenGL interop API (the CUDA 3.0
// buffer-object calls too) and falls back to computing into host memory
// when interop is refused.  The CPU device renders for no OpenGL context:
// cudaGLGetDevices finds no device, registration is not supported, and
// no resource is ever valid; the compute part runs.
#include <cuda_gl_interop.h>
#include <cuda_runtime.h>
#include <cstdio>

#include "tally.h"

__global__ void shade(uchar4 *pixels, int w, int h, float t)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        pixels[y * w + x] = make_uchar4((unsigned char)(x * 255 / w), (unsigned char)(y * 255 / h),
                                        (unsigned char)(t * 255), 255);
}

int main()
{
    // CUDA 5 made the GL device association unnecessary: cudaSetDevice's answer
    CHECK(cudaGLSetGLDevice(0) == cudaSuccess);
    int count = 0;
    CHECK(cudaGetDeviceCount(&count) == cudaSuccess);
    CHECK(cudaGLSetGLDevice(count) == cudaErrorInvalidDevice);
    CHECK(cudaGetLastError() == cudaErrorInvalidDevice);

    // the devices of the current OpenGL context: none of them is CUDA's
    unsigned int n = 99;
    int devices[4] = {-1, -1, -1, -1};
    CHECK(cudaGLGetDevices(&n, devices, 4, cudaGLDeviceListAll) == cudaErrorNoDevice);
    CHECK(n == 0 && devices[0] == -1);
    CHECK(cudaGLGetDevices(nullptr, devices, 4, cudaGLDeviceListAll) == cudaErrorInvalidValue);

    // registering a buffer or a texture: refused, and no resource comes back
    const GLuint pbo = 1, tex = 2;
    cudaGraphicsResource *res = (cudaGraphicsResource *)&n;
    CHECK(cudaGraphicsGLRegisterBuffer(&res, pbo, cudaGraphicsRegisterFlagsWriteDiscard) == cudaErrorNotSupported);
    CHECK(res == nullptr);
    CHECK(cudaGetLastError() == cudaErrorNotSupported);
    CHECK(cudaGetLastError() == cudaSuccess); // not sticky
    res = (cudaGraphicsResource *)&n;
    CHECK(cudaGraphicsGLRegisterImage(&res, tex, 0x0DE1 /* GL_TEXTURE_2D */, cudaGraphicsRegisterFlagsNone) ==
          cudaErrorNotSupported);
    CHECK(res == nullptr);
    CHECK(cudaGraphicsGLRegisterBuffer(nullptr, pbo, 0) == cudaErrorInvalidValue);

    // so the resource calls see an invalid handle
    cudaGraphicsResource_t none = nullptr;
    void *ptr = &n;
    size_t size = 7;
    cudaArray_t arr = (cudaArray_t)&n;
    CHECK(cudaGraphicsMapResources(1, &none, 0) == cudaErrorInvalidResourceHandle);
    CHECK(cudaGraphicsMapResources(0, nullptr, 0) == cudaSuccess);
    CHECK(cudaGraphicsMapResources(1, nullptr, 0) == cudaErrorInvalidValue);
    CHECK(cudaGraphicsResourceGetMappedPointer(&ptr, &size, none) == cudaErrorInvalidResourceHandle);
    CHECK(ptr == nullptr && size == 0);
    CHECK(cudaGraphicsSubResourceGetMappedArray(&arr, none, 0, 0) == cudaErrorInvalidResourceHandle);
    CHECK(arr == nullptr);
    CHECK(cudaGraphicsResourceSetMapFlags(none, cudaGraphicsMapFlagsReadOnly) == cudaErrorInvalidResourceHandle);
    CHECK(cudaGraphicsUnmapResources(1, &none) == cudaErrorInvalidResourceHandle);
    CHECK(cudaGraphicsUnregisterResource(none) == cudaErrorInvalidResourceHandle);

    // the CUDA 3.0 buffer-object calls
    CHECK(cudaGLRegisterBufferObject(pbo) == cudaErrorNotSupported);
    ptr = &n;
    CHECK(cudaGLMapBufferObject(&ptr, pbo) == cudaErrorNotSupported);
    CHECK(ptr == nullptr);
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    CHECK(cudaGLMapBufferObjectAsync(&ptr, pbo, s) == cudaErrorNotSupported);
    CHECK(cudaGLUnmapBufferObjectAsync(pbo, s) == cudaErrorNotSupported);
    CHECK(cudaGLSetBufferObjectMapFlags(pbo, cudaGLMapFlagsWriteDiscard) == cudaErrorNotSupported);
    CHECK(cudaGLUnmapBufferObject(pbo) == cudaErrorNotSupported);
    CHECK(cudaGLUnregisterBufferObject(pbo) == cudaErrorNotSupported);
    cudaGetLastError();

    // the fallback: shade into device memory and copy to the host
    const int w = 64, h = 48;
    uchar4 *d = nullptr, *hbuf = new uchar4[w * h];
    CHECK(cudaMalloc(&d, w * h * sizeof(uchar4)) == cudaSuccess);
    dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
    shade<<<grid, block, 0, s>>>(d, w, h, 0.5f);
    CHECK(cudaMemcpyAsync(hbuf, d, w * h * sizeof(uchar4), cudaMemcpyDeviceToHost, s) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    int bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uchar4 p = hbuf[y * w + x];
            bad += p.x != x * 255 / w || p.y != y * 255 / h || p.z != (unsigned char)(0.5f * 255) || p.w != 255;
        }
    CHECK(bad == 0);
    delete[] hbuf;
    CHECK(cudaFree(d) == cudaSuccess);
    CHECK(cudaStreamDestroy(s) == cudaSuccess);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
