/* Driver API arrays: creation of several formats and shapes with their
 * descriptors read back, linear copies H->A->D->A->H with offsets, 3D
 * copies between pitched device memory, host memory and arrays, 2D
 * memsets, mipmapped arrays, and the error codes of misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "runtime_check.h"

static void descriptors(void)
{
    CUDA_ARRAY_DESCRIPTOR d = {64, 0, CU_AD_FORMAT_FLOAT, 1}, back;
    CUarray a1 = NULL, a2 = NULL, a3 = NULL, al = NULL;
    CHECK(cuArrayCreate(&a1, &d) == CUDA_SUCCESS && a1);
    CHECK(cuArrayGetDescriptor(&back, a1) == CUDA_SUCCESS && back.Width == 64 && back.Height == 0 &&
          back.Format == CU_AD_FORMAT_FLOAT && back.NumChannels == 1);
    d = (CUDA_ARRAY_DESCRIPTOR){17, 9, CU_AD_FORMAT_UNSIGNED_INT8, 4};
    CHECK(cuArrayCreate(&a2, &d) == CUDA_SUCCESS);
    CHECK(cuArrayGetDescriptor(&back, a2) == CUDA_SUCCESS && back.Width == 17 && back.Height == 9 &&
          back.Format == CU_AD_FORMAT_UNSIGNED_INT8 && back.NumChannels == 4);
    CUDA_ARRAY3D_DESCRIPTOR d3 = {8, 4, 3, CU_AD_FORMAT_HALF, 2, CUDA_ARRAY3D_SURFACE_LDST}, b3;
    CHECK(cuArray3DCreate(&a3, &d3) == CUDA_SUCCESS);
    CHECK(cuArray3DGetDescriptor(&b3, a3) == CUDA_SUCCESS && b3.Width == 8 && b3.Height == 4 && b3.Depth == 3 &&
          b3.Format == CU_AD_FORMAT_HALF && b3.NumChannels == 2 && b3.Flags == CUDA_ARRAY3D_SURFACE_LDST);
    d3 = (CUDA_ARRAY3D_DESCRIPTOR){32, 0, 5, CU_AD_FORMAT_SIGNED_INT16, 1, CUDA_ARRAY3D_LAYERED};
    CHECK(cuArray3DCreate(&al, &d3) == CUDA_SUCCESS);
    CHECK(cuArray3DGetDescriptor(&b3, al) == CUDA_SUCCESS && b3.Height == 0 && b3.Depth == 5 &&
          b3.Format == CU_AD_FORMAT_SIGNED_INT16 && b3.Flags == CUDA_ARRAY3D_LAYERED);
    /* the runtime sees the same array */
    struct cudaChannelFormatDesc cd;
    struct cudaExtent ext;
    unsigned fl;
    CHECK(cudaArrayGetInfo(&cd, &ext, &fl, (cudaArray_t)a3) == cudaSuccess && cd.x == 16 && cd.y == 16 &&
          cd.z == 0 && cd.f == cudaChannelFormatKindFloat && ext.depth == 3);

    CUDA_ARRAY_MEMORY_REQUIREMENTS req;
    CHECK(cuArrayGetMemoryRequirements(&req, a2, 0) == CUDA_SUCCESS && req.size >= 17 * 9 * 4 &&
          req.alignment > 0 && req.size % req.alignment == 0);
    CHECK(cuArrayGetMemoryRequirements(&req, a2, 3) == CUDA_ERROR_INVALID_DEVICE);
    CUarray plane;
    CHECK(cuArrayGetPlane(&plane, a2, 0) == CUDA_ERROR_INVALID_VALUE);
    CUDA_ARRAY_SPARSE_PROPERTIES sp;
    CHECK(cuArrayGetSparseProperties(&sp, a2) == CUDA_ERROR_INVALID_VALUE);

    CHECK(cuArrayDestroy(a1) == CUDA_SUCCESS && cuArrayDestroy(a2) == CUDA_SUCCESS);
    CHECK(cuArrayDestroy(a3) == CUDA_SUCCESS && cuArrayDestroy(al) == CUDA_SUCCESS);
    CHECK(cuArrayDestroy(a1) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuArrayGetDescriptor(&back, a1) == CUDA_ERROR_INVALID_HANDLE);
}

static void bad_arrays(void)
{
    CUarray a = NULL;
    CUDA_ARRAY_DESCRIPTOR d = {16, 16, CU_AD_FORMAT_FLOAT, 3};
    CHECK(cuArrayCreate(&a, &d) == CUDA_ERROR_INVALID_VALUE);
    d.NumChannels = 1;
    d.Width = 0;
    CHECK(cuArrayCreate(&a, &d) == CUDA_ERROR_INVALID_VALUE);
    d.Width = 16;
    d.Format = (CUarray_format)0x7;
    CHECK(cuArrayCreate(&a, &d) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuArrayCreate(NULL, &d) == CUDA_ERROR_INVALID_VALUE && cuArrayCreate(&a, NULL) == CUDA_ERROR_INVALID_VALUE);
    CUDA_ARRAY3D_DESCRIPTOR d3 = {16, 16, 0, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_SPARSE};
    CHECK(cuArray3DCreate(&a, &d3) == CUDA_ERROR_NOT_SUPPORTED);
    d3.Flags = CUDA_ARRAY3D_LAYERED; /* layered with no layers */
    CHECK(cuArray3DCreate(&a, &d3) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuArrayDestroy(NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cudaGetLastError() == cudaSuccess); /* driver errors leave the runtime's alone */
}

/* H -> A -> D -> A -> H with offsets, synchronously and on a stream. */
static void linear_round_trip(void)
{
    enum { W = 16, H = 8, BYTES = W * H * 4 };
    CUDA_ARRAY_DESCRIPTOR d = {W, H, CU_AD_FORMAT_UNSIGNED_INT32, 1};
    CUarray a = NULL, b = NULL;
    CHECK(cuArrayCreate(&a, &d) == CUDA_SUCCESS && cuArrayCreate(&b, &d) == CUDA_SUCCESS);
    uint32_t src[W * H], back[W * H];
    for (int i = 0; i < W * H; i++)
        src[i] = 0x1000u + (uint32_t)i;
    CHECK(cuMemcpyHtoA(a, 0, src, BYTES) == CUDA_SUCCESS);
    CUdeviceptr dev = 0;
    CHECK(cuMemAlloc(&dev, BYTES) == CUDA_SUCCESS);
    CHECK(cuMemsetD8(dev, 0, BYTES) == CUDA_SUCCESS);
    /* rows 2.. of a (crossing rows) into the device at byte 12 */
    CHECK(cuMemcpyAtoD(dev + 12, a, 2 * W * 4, 40 * 4) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoA(b, 100, dev + 12, 40 * 4) == CUDA_SUCCESS);
    CHECK(cuMemcpyAtoA(a, 0, b, 100, 40 * 4) == CUDA_SUCCESS);
    memset(back, 0, sizeof back);
    CHECK(cuMemcpyAtoH(back, a, 0, BYTES) == CUDA_SUCCESS);
    bool ok = true;
    for (int i = 0; i < W * H; i++)
        ok = ok && back[i] == (i < 40 ? src[2 * W + i] : src[i]);
    CHECK(ok);

    CUstream s;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    uint32_t *pinned = NULL;
    CHECK(cuMemAllocHost((void **)&pinned, BYTES) == CUDA_SUCCESS);
    for (int i = 0; i < W * H; i++)
        pinned[i] = 7u * (uint32_t)i;
    CHECK(cuMemcpyHtoAAsync(b, 0, pinned, BYTES, s) == CUDA_SUCCESS);
    memset(back, 0, sizeof back);
    CHECK(cuMemcpyAtoHAsync(back, b, 4 * 4, BYTES - 4 * 4, s) == CUDA_SUCCESS); /* pageable: done in order */
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(back[0] == 28 && back[W * H - 5] == 7u * (W * H - 1));
    CHECK(cuMemcpyHtoAAsync(b, 0, pinned, 4, (CUstream)(uintptr_t)0x1234) == CUDA_ERROR_INVALID_HANDLE);

    /* misuse */
    CHECK(cuMemcpyHtoA(a, BYTES - 4, src, 8) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyAtoH(back, a, BYTES + 4, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyHtoA(NULL, 0, src, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyAtoD(dev, a, 0, BYTES + 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyDtoA(a, 0, (CUdeviceptr)(uintptr_t)src, 16) == CUDA_ERROR_INVALID_VALUE); /* not device memory */
    CHECK(cuMemcpyAtoH(NULL, a, 0, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpyHtoA(a, 0, src, 0) == CUDA_SUCCESS);

    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS && cuMemFreeHost(pinned) == CUDA_SUCCESS);
    CHECK(cuMemFree(dev) == CUDA_SUCCESS);
    CHECK(cuArrayDestroy(a) == CUDA_SUCCESS && cuArrayDestroy(b) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoA(a, 0, src, 4) == CUDA_ERROR_INVALID_HANDLE);
}

/* A box of a pitched host volume goes to a 3D array, from it to pitched
 * device memory, and back to the host. */
static void copies_3d(void)
{
    enum { W = 6, H = 5, D = 4, HP = 56 }; /* W float2 elements; host pitch HP bytes */
    CUDA_ARRAY3D_DESCRIPTOR d3 = {W, H, D, CU_AD_FORMAT_FLOAT, 2, 0};
    CUarray a = NULL;
    CHECK(cuArray3DCreate(&a, &d3) == CUDA_SUCCESS);
    static float host[D][H][HP / 4], back[D][H][HP / 4];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < HP / 4; x++)
                host[z][y][x] = (float)(z * 1000 + y * 100 + x);
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = host;
    c.srcPitch = HP;
    c.srcHeight = H;
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = a;
    c.WidthInBytes = W * 8;
    c.Height = H;
    c.Depth = D;
    CHECK(cuMemcpy3D(&c) == CUDA_SUCCESS);

    size_t dpitch = 64;
    CUdeviceptr dev = 0;
    CHECK(cuMemAlloc(&dev, dpitch * H * D) == CUDA_SUCCESS);
    CHECK(cuMemsetD8(dev, 0, dpitch * H * D) == CUDA_SUCCESS);
    /* the box x 1..3 (elements), y 1..3, z 1..2 of the array to the device */
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = a;
    c.srcXInBytes = 8;
    c.srcY = 1;
    c.srcZ = 1;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c.dstDevice = dev;
    c.dstPitch = dpitch;
    c.dstHeight = H;
    c.WidthInBytes = 3 * 8;
    c.Height = 3;
    c.Depth = 2;
    CHECK(cuMemcpy3D(&c) == CUDA_SUCCESS);
    CUstream s;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    memset(back, 0, sizeof back);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    c.srcDevice = dev;
    c.srcPitch = dpitch;
    c.srcHeight = H;
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = back;
    c.dstPitch = HP;
    c.dstHeight = H;
    c.WidthInBytes = 3 * 8;
    c.Height = 3;
    c.Depth = 2;
    CHECK(cuMemcpy3DAsync(&c, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    bool ok = true;
    for (int z = 0; z < 2; z++)
        for (int y = 0; y < 3; y++)
            for (int x = 0; x < 6; x++)
                ok = ok && back[z][y][x] == host[z + 1][y + 1][x + 2];
    CHECK(ok && back[0][0][6] == 0.0f);

    /* peer form: same device, contexts must be live */
    CUDA_MEMCPY3D_PEER p;
    memset(&p, 0, sizeof p);
    CUcontext ctx = NULL;
    CHECK(cuCtxGetCurrent(&ctx) == CUDA_SUCCESS);
    p.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    p.srcArray = a;
    p.srcContext = ctx;
    p.dstMemoryType = CU_MEMORYTYPE_HOST;
    p.dstHost = back;
    p.dstPitch = HP;
    p.dstHeight = H;
    p.dstContext = ctx;
    p.WidthInBytes = W * 8;
    p.Height = H;
    p.Depth = D;
    memset(back, 0, sizeof back);
    CHECK(cuMemcpy3DPeer(&p) == CUDA_SUCCESS);
    ok = true;
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W * 2; x++)
                ok = ok && back[z][y][x] == host[z][y][x];
    CHECK(ok);
    CHECK(cuMemcpy3DPeerAsync(&p, s) == CUDA_SUCCESS && cuStreamSynchronize(s) == CUDA_SUCCESS);
    p.dstContext = NULL;
    CHECK(cuMemcpy3DPeer(&p) == CUDA_ERROR_INVALID_CONTEXT);

    /* misuse */
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = a;
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = back;
    c.dstPitch = HP;
    c.WidthInBytes = 6; /* not whole elements */
    c.Height = 1;
    c.Depth = 1;
    CHECK(cuMemcpy3D(&c) == CUDA_ERROR_INVALID_VALUE);
    c.WidthInBytes = 8 * (W + 1); /* past the array's row */
    CHECK(cuMemcpy3D(&c) == CUDA_ERROR_INVALID_VALUE);
    c.WidthInBytes = 8;
    c.srcLOD = 1;
    CHECK(cuMemcpy3D(&c) == CUDA_ERROR_INVALID_VALUE);
    c.srcLOD = 0;
    c.srcMemoryType = (CUmemorytype)9;
    CHECK(cuMemcpy3D(&c) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpy3D(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemcpy3DAsync(&c, (CUstream)(uintptr_t)0x1234) == CUDA_ERROR_INVALID_HANDLE);

    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS && cuMemFree(dev) == CUDA_SUCCESS);
    CHECK(cuArrayDestroy(a) == CUDA_SUCCESS);
}

/* cuMemcpy2D and cuMemcpy2DAsync with an array on either side. */
static void copies_2d(void)
{
    enum { W = 10, H = 6 }; /* ushort2 elements */
    CUDA_ARRAY_DESCRIPTOR d = {W, H, CU_AD_FORMAT_UNSIGNED_INT16, 2};
    CUarray a = NULL;
    CHECK(cuArrayCreate(&a, &d) == CUDA_SUCCESS);
    uint16_t host[H][2 * W], back[H][2 * W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < 2 * W; x++)
            host[y][x] = (uint16_t)(y * 100 + x);
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = host;
    c.srcPitch = sizeof host[0];
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = a;
    c.dstXInBytes = 2 * 4; /* element 2 */
    c.dstY = 1;
    c.WidthInBytes = 5 * 4;
    c.Height = 4;
    CHECK(cuMemcpy2D(&c) == CUDA_SUCCESS);
    CUdeviceptr dev = 0;
    CHECK(cuMemAlloc(&dev, sizeof host) == CUDA_SUCCESS && cuMemsetD8(dev, 0, sizeof host) == CUDA_SUCCESS);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = a;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c.dstDevice = dev;
    c.dstPitch = sizeof host[0];
    c.WidthInBytes = W * 4;
    c.Height = H;
    CUstream s;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CHECK(cuMemcpy2DAsync(&c, s) == CUDA_SUCCESS && cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(back, dev, sizeof back) == CUDA_SUCCESS);
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < 2 * W; x++) {
            bool in = y >= 1 && y < 5 && x >= 4 && x < 14;
            ok = ok && back[y][x] == (in ? host[y - 1][x - 4] : 0);
        }
    CHECK(ok);
    c.Height = H + 1; /* past the array */
    CHECK(cuMemcpy2D(&c) == CUDA_ERROR_INVALID_VALUE);
    c.Height = H;
    c.srcXInBytes = 2; /* not a whole element */
    CHECK(cuMemcpy2DUnaligned(&c) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS && cuMemFree(dev) == CUDA_SUCCESS && cuArrayDestroy(a) == CUDA_SUCCESS);
}

static void memset_2d(void)
{
    enum { PITCH = 64, ROWS = 5 };
    CUdeviceptr dev = 0;
    CHECK(cuMemAlloc(&dev, PITCH * ROWS) == CUDA_SUCCESS);
    unsigned char back[PITCH * ROWS];
    CHECK(cuMemsetD8(dev, 0xee, PITCH * ROWS) == CUDA_SUCCESS);
    CHECK(cuMemsetD2D8(dev + 1, PITCH, 0x5a, 10, ROWS) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(back, dev, sizeof back) == CUDA_SUCCESS);
    bool ok = true;
    for (int y = 0; y < ROWS; y++)
        for (int x = 0; x < PITCH; x++)
            ok = ok && back[y * PITCH + x] == (x >= 1 && x < 11 ? 0x5a : 0xee);
    CHECK(ok);
    CHECK(cuMemsetD2D16(dev, PITCH, 0xbeef, 8, 3) == CUDA_SUCCESS);
    CHECK(cuMemsetD2D32(dev + 32, PITCH, 0x01020304u, 4, 2) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(back, dev, sizeof back) == CUDA_SUCCESS);
    uint16_t h;
    uint32_t w;
    memcpy(&h, back + PITCH * 2 + 14, 2);
    memcpy(&w, back + PITCH + 44, 4);
    CHECK(h == 0xbeef && w == 0x01020304u && back[PITCH * 3 + 1] == 0x5a && back[PITCH * 2 + 48] == 0xee);
    CUstream s;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CHECK(cuMemsetD2D8Async(dev, PITCH, 1, PITCH, ROWS, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD2D16Async(dev, PITCH, 0x0202, 2, 2, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD2D32Async(dev + 8, PITCH, 0x03030303u, 1, 2, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(back, dev, sizeof back) == CUDA_SUCCESS);
    CHECK(back[PITCH * 4 + 63] == 1 && back[PITCH + 3] == 2 && back[PITCH + 11] == 3 && back[PITCH + 12] == 1);
    /* misuse: pitch under the width, unaligned, past the allocation */
    CHECK(cuMemsetD2D8(dev, 8, 0, 16, 2) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD2D16(dev + 1, PITCH, 0, 4, 2) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD2D32(dev, PITCH, 0, 4, ROWS + 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD2D8(0, PITCH, 0, 4, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD2D8Async(dev, PITCH, 0, 4, 1, (CUstream)(uintptr_t)0x1234) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuMemsetD2D8(dev, PITCH, 0, 0, 0) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS && cuMemFree(dev) == CUDA_SUCCESS);
}

static void mipmaps(void)
{
    CUDA_ARRAY3D_DESCRIPTOR d3 = {16, 8, 0, CU_AD_FORMAT_UNSIGNED_INT16, 1, 0}, b3;
    CUmipmappedArray m = NULL;
    CHECK(cuMipmappedArrayCreate(&m, &d3, 10) == CUDA_SUCCESS && m); /* clamped to 5 levels */
    CUarray lv = NULL;
    size_t want[5][2] = {{16, 8}, {8, 4}, {4, 2}, {2, 1}, {1, 1}};
    for (unsigned i = 0; i < 5; i++) {
        CHECK(cuMipmappedArrayGetLevel(&lv, m, i) == CUDA_SUCCESS && lv);
        CHECK(cuArray3DGetDescriptor(&b3, lv) == CUDA_SUCCESS && b3.Width == want[i][0] &&
              b3.Height == want[i][1] && b3.Depth == 0 && b3.Format == CU_AD_FORMAT_UNSIGNED_INT16);
    }
    CHECK(cuMipmappedArrayGetLevel(&lv, m, 5) == CUDA_ERROR_INVALID_VALUE);
    /* a level holds data like any array, and is not destroyed on its own */
    CHECK(cuMipmappedArrayGetLevel(&lv, m, 1) == CUDA_SUCCESS);
    uint16_t v[32], back[32];
    for (int i = 0; i < 32; i++)
        v[i] = (uint16_t)(i * 3);
    CHECK(cuMemcpyHtoA(lv, 0, v, sizeof v) == CUDA_SUCCESS && cuMemcpyAtoH(back, lv, 0, sizeof back) == CUDA_SUCCESS);
    CHECK(memcmp(v, back, sizeof v) == 0);
    CHECK(cuArrayDestroy(lv) == CUDA_ERROR_INVALID_HANDLE);
    CUDA_ARRAY_MEMORY_REQUIREMENTS req;
    CHECK(cuMipmappedArrayGetMemoryRequirements(&req, m, 0) == CUDA_SUCCESS && req.size >= (16 * 8 + 8 * 4) * 2);
    /* the runtime sees the same mipmapped array */
    cudaArray_t rl = NULL;
    CHECK(cudaGetMipmappedArrayLevel(&rl, (cudaMipmappedArray_t)m, 1) == cudaSuccess && rl == (cudaArray_t)lv);
    CHECK(cuMipmappedArrayDestroy(m) == CUDA_SUCCESS);
    CHECK(cuMipmappedArrayDestroy(m) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuMipmappedArrayGetLevel(&lv, m, 0) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuMipmappedArrayCreate(&m, NULL, 1) == CUDA_ERROR_INVALID_VALUE);
    /* layered: the layers do not shrink */
    d3 = (CUDA_ARRAY3D_DESCRIPTOR){8, 8, 3, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_LAYERED};
    CHECK(cuMipmappedArrayCreate(&m, &d3, 0) == CUDA_SUCCESS);
    CHECK(cuMipmappedArrayGetLevel(&lv, m, 0) == CUDA_SUCCESS);
    CHECK(cuMipmappedArrayGetLevel(&lv, m, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMipmappedArrayDestroy(m) == CUDA_SUCCESS);
    CHECK(cuMipmappedArrayCreate(&m, &d3, 3) == CUDA_SUCCESS);
    CHECK(cuMipmappedArrayGetLevel(&lv, m, 2) == CUDA_SUCCESS && cuArray3DGetDescriptor(&b3, lv) == CUDA_SUCCESS &&
          b3.Width == 2 && b3.Height == 2 && b3.Depth == 3);
    CHECK(cuMipmappedArrayDestroy(m) == CUDA_SUCCESS);
}

int main(void)
{
    CUarray a = NULL;
    CUDA_ARRAY_DESCRIPTOR d = {4, 0, CU_AD_FORMAT_FLOAT, 1};
    CHECK(cuArrayCreate(&a, &d) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuArrayCreate(&a, &d) == CUDA_ERROR_INVALID_CONTEXT);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    descriptors();
    bad_arrays();
    linear_round_trip();
    copies_3d();
    copies_2d();
    memset_2d();
    mipmaps();
    CHECK(cudaGetLastError() == cudaSuccess);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
