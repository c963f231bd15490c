/* Driver API texture and surface objects, which are the runtime's (the
 * runtime's getters answer for a CUtexObject), and the deprecated texture
 * references: settings round trips, what they are bound to, the lookups
 * in a module, and the error codes of misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ferry/texture_desc.h"
#include "runtime_check.h"

/* What a kernel's tex2D reads: the descriptor the handle points at (a
 * CUDA array's texels lie densely, rows pitch bytes apart). */
static const __ferry_tex_desc *seen_by_kernels(CUtexObject t)
{
    return (const __ferry_tex_desc *)(uintptr_t)t;
}

static CUarray new_array(CUarray_format f, unsigned n, unsigned flags)
{
    CUDA_ARRAY3D_DESCRIPTOR d = {16, 8, 0, f, n, flags};
    CUarray a = NULL;
    CHECK(cuArray3DCreate(&a, &d) == CUDA_SUCCESS);
    return a;
}

static void texture_over_array(void)
{
    CUarray a = new_array(CU_AD_FORMAT_FLOAT, 1, 0);
    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_ARRAY;
    rd.res.array.hArray = a;
    CUDA_TEXTURE_DESC td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = CU_TR_ADDRESS_MODE_WRAP;
    td.addressMode[1] = CU_TR_ADDRESS_MODE_BORDER;
    td.addressMode[2] = CU_TR_ADDRESS_MODE_MIRROR;
    td.filterMode = CU_TR_FILTER_MODE_LINEAR;
    td.flags = CU_TRSF_NORMALIZED_COORDINATES;
    td.maxAnisotropy = 4;
    td.mipmapLevelBias = 0.5f;
    td.maxMipmapLevelClamp = 3.0f;
    td.borderColor[2] = 0.25f;
    CUtexObject t = 0;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_SUCCESS && t != 0);
    float texels[8][16];
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++)
            texels[y][x] = (float)(y * 16 + x) * 0.5f;
    CHECK(cuMemcpyHtoA(a, 0, texels, sizeof texels) == CUDA_SUCCESS);
    const __ferry_tex_desc *k = seen_by_kernels(t);
    CHECK(k->magic == __FERRY_TEX_MAGIC && k->res == __FERRY_TEXRES_ARRAY && k->width == 16 && k->height == 8 &&
          k->elem == 4 && k->kind == 2 && k->normalized == 1 && k->filter == 1 && k->address[1] == 3 &&
          k->border[2] == 0.25f);
    float texel;
    memcpy(&texel, k->base + 5 * k->pitch + 3 * k->elem, sizeof texel);
    CHECK(texel == texels[5][3]);

    /* the same handle through the runtime */
    struct cudaResourceDesc rr;
    struct cudaTextureDesc rt;
    CHECK(cudaGetTextureObjectResourceDesc(&rr, (cudaTextureObject_t)t) == cudaSuccess &&
          rr.resType == cudaResourceTypeArray && rr.res.array.array == (cudaArray_t)a);
    CHECK(cudaGetTextureObjectTextureDesc(&rt, (cudaTextureObject_t)t) == cudaSuccess &&
          rt.addressMode[0] == cudaAddressModeWrap && rt.addressMode[1] == cudaAddressModeBorder &&
          rt.addressMode[2] == cudaAddressModeMirror && rt.filterMode == cudaFilterModeLinear &&
          rt.normalizedCoords == 1 && rt.readMode == cudaReadModeNormalizedFloat && rt.maxAnisotropy == 4 &&
          rt.borderColor[2] == 0.25f && rt.mipmapLevelBias == 0.5f);

    /* and back through the driver */
    CUDA_RESOURCE_DESC rb;
    CUDA_TEXTURE_DESC tb;
    CHECK(cuTexObjectGetResourceDesc(&rb, t) == CUDA_SUCCESS && rb.resType == CU_RESOURCE_TYPE_ARRAY &&
          rb.res.array.hArray == a && rb.flags == 0);
    CHECK(cuTexObjectGetTextureDesc(&tb, t) == CUDA_SUCCESS && memcmp(&tb, &td, sizeof td) == 0);
    CUDA_RESOURCE_VIEW_DESC vd;
    CHECK(cuTexObjectGetResourceViewDesc(&vd, t) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexObjectGetResourceDesc(NULL, t) == CUDA_ERROR_INVALID_VALUE);

    /* a runtime object answers the driver's getters */
    cudaTextureObject_t rto = 0;
    rt.readMode = cudaReadModeElementType;
    CHECK(cudaCreateTextureObject(&rto, &rr, &rt, NULL) == cudaSuccess);
    CHECK(cuTexObjectGetTextureDesc(&tb, rto) == CUDA_SUCCESS &&
          tb.flags == (CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_READ_AS_INTEGER));
    CHECK(cuTexObjectDestroy(rto) == CUDA_SUCCESS);

    CHECK(cuTexObjectDestroy(t) == CUDA_SUCCESS);
    CHECK(cuTexObjectDestroy(t) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexObjectGetTextureDesc(&tb, t) == CUDA_ERROR_INVALID_VALUE);

    /* misuse */
    CHECK(cuTexObjectCreate(NULL, &rd, &td, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexObjectCreate(&t, &rd, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    memset(&vd, 0, sizeof vd);
    vd.format = CU_RES_VIEW_FORMAT_FLOAT_1X32;
    CHECK(cuTexObjectCreate(&t, &rd, &td, &vd) == CUDA_ERROR_NOT_SUPPORTED);
    td.flags = 0x100;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_ERROR_INVALID_VALUE);
    td.flags = 0;
    rd.flags = 1;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_ERROR_INVALID_VALUE);
    rd.flags = 0;
    CHECK(cuArrayDestroy(a) == CUDA_SUCCESS);
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_ERROR_INVALID_HANDLE);
}

static void texture_over_memory(void)
{
    CUdeviceptr dev = 0;
    CHECK(cuMemAlloc(&dev, 4096) == CUDA_SUCCESS);
    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_LINEAR;
    rd.res.linear.devPtr = dev;
    rd.res.linear.format = CU_AD_FORMAT_UNSIGNED_INT8;
    rd.res.linear.numChannels = 4;
    rd.res.linear.sizeInBytes = 1024;
    CUDA_TEXTURE_DESC td;
    memset(&td, 0, sizeof td);
    td.flags = CU_TRSF_READ_AS_INTEGER;
    CUtexObject t = 0;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_SUCCESS);
    struct cudaResourceDesc rr;
    CHECK(cudaGetTextureObjectResourceDesc(&rr, t) == cudaSuccess && rr.resType == cudaResourceTypeLinear &&
          rr.res.linear.devPtr == (void *)(uintptr_t)dev && rr.res.linear.desc.x == 8 && rr.res.linear.desc.w == 8 &&
          rr.res.linear.desc.f == cudaChannelFormatKindUnsigned && rr.res.linear.sizeInBytes == 1024);
    CUDA_RESOURCE_DESC rb;
    CHECK(cuTexObjectGetResourceDesc(&rb, t) == CUDA_SUCCESS && memcmp(&rb, &rd, sizeof rd) == 0);
    CHECK(cuTexObjectDestroy(t) == CUDA_SUCCESS);

    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_PITCH2D;
    rd.res.pitch2D.devPtr = dev;
    rd.res.pitch2D.format = CU_AD_FORMAT_HALF;
    rd.res.pitch2D.numChannels = 2;
    rd.res.pitch2D.width = 32;
    rd.res.pitch2D.height = 16;
    rd.res.pitch2D.pitchInBytes = 256;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_SUCCESS);
    CHECK(cuTexObjectGetResourceDesc(&rb, t) == CUDA_SUCCESS && memcmp(&rb, &rd, sizeof rd) == 0);
    CHECK(cuTexObjectDestroy(t) == CUDA_SUCCESS);
    rd.res.pitch2D.pitchInBytes = 64; /* under the row */
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_ERROR_INVALID_VALUE);
    rd.res.pitch2D.pitchInBytes = 256;
    rd.res.pitch2D.numChannels = 3;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_ERROR_INVALID_VALUE);
    rd.res.pitch2D.numChannels = 1;
    rd.res.pitch2D.format = CU_AD_FORMAT_BC1_UNORM;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuMemFree(dev) == CUDA_SUCCESS);
}

/* A mipmapped array's texture samples its level 0; the runtime's own
 * mipmapped arrays work the same way. */
static void texture_over_mipmap(void)
{
    CUDA_ARRAY3D_DESCRIPTOR d = {8, 8, 0, CU_AD_FORMAT_FLOAT, 4, 0};
    CUmipmappedArray m = NULL;
    CHECK(cuMipmappedArrayCreate(&m, &d, 4) == CUDA_SUCCESS);
    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
    rd.res.mipmap.hMipmappedArray = m;
    CUDA_TEXTURE_DESC td;
    memset(&td, 0, sizeof td);
    td.mipmapFilterMode = CU_TR_FILTER_MODE_LINEAR;
    CUtexObject t = 0;
    CHECK(cuTexObjectCreate(&t, &rd, &td, NULL) == CUDA_SUCCESS);
    CHECK(seen_by_kernels(t)->width == 8 && seen_by_kernels(t)->elem == 16); /* level 0 */
    CUDA_RESOURCE_DESC rb;
    CHECK(cuTexObjectGetResourceDesc(&rb, t) == CUDA_SUCCESS && rb.resType == CU_RESOURCE_TYPE_MIPMAPPED_ARRAY &&
          rb.res.mipmap.hMipmappedArray == m);
    CHECK(cuTexObjectDestroy(t) == CUDA_SUCCESS && cuMipmappedArrayDestroy(m) == CUDA_SUCCESS);

    cudaMipmappedArray_t rm = NULL;
    struct cudaChannelFormatDesc cd = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    CHECK(cudaMallocMipmappedArray(&rm, &cd, (struct cudaExtent){64, 4, 0}, 0, 0) == cudaSuccess);
    cudaArray_t l0 = NULL;
    struct cudaExtent e;
    CHECK(cudaGetMipmappedArrayLevel(&l0, rm, 0) == cudaSuccess &&
          cudaArrayGetInfo(NULL, &e, NULL, l0) == cudaSuccess && e.width == 64 && e.height == 4);
    CHECK(cudaGetMipmappedArrayLevel(&l0, rm, 1) == cudaErrorInvalidValue); /* 0 levels: 1 */
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
    CHECK(cudaFreeArray(l0) == cudaErrorInvalidValue); /* a level goes with its mipmapped array */
    CHECK(cudaFreeMipmappedArray(rm) == cudaSuccess);
    CHECK(cudaFreeMipmappedArray(rm) == cudaErrorInvalidValue);
    cudaGetLastError();
}

static void surfaces(void)
{
    CUarray plain = new_array(CU_AD_FORMAT_UNSIGNED_INT32, 1, 0);
    CUarray ldst = new_array(CU_AD_FORMAT_UNSIGNED_INT32, 2, CUDA_ARRAY3D_SURFACE_LDST);
    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_ARRAY;
    rd.res.array.hArray = plain;
    CUsurfObject s = 0;
    CHECK(cuSurfObjectCreate(&s, &rd) == CUDA_ERROR_INVALID_VALUE);
    rd.res.array.hArray = ldst;
    CHECK(cuSurfObjectCreate(&s, &rd) == CUDA_SUCCESS && s != 0);
    struct cudaResourceDesc rr;
    CHECK(cudaGetSurfaceObjectResourceDesc(&rr, s) == cudaSuccess && rr.res.array.array == (cudaArray_t)ldst);
    CUDA_RESOURCE_DESC rb;
    CHECK(cuSurfObjectGetResourceDesc(&rb, s) == CUDA_SUCCESS && rb.resType == CU_RESOURCE_TYPE_ARRAY &&
          rb.res.array.hArray == ldst);
    CHECK(cuSurfObjectDestroy(s) == CUDA_SUCCESS);
    CHECK(cuSurfObjectDestroy(s) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuSurfObjectGetResourceDesc(&rb, s) == CUDA_ERROR_INVALID_VALUE);
    rd.resType = CU_RESOURCE_TYPE_LINEAR;
    CHECK(cuSurfObjectCreate(&s, &rd) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuSurfObjectCreate(NULL, &rd) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuArrayDestroy(plain) == CUDA_SUCCESS && cuArrayDestroy(ldst) == CUDA_SUCCESS);
}

static void texref_settings(CUtexref t)
{
    CUaddress_mode am;
    CHECK(cuTexRefGetAddressMode(&am, t, 1) == CUDA_SUCCESS && am == CU_TR_ADDRESS_MODE_CLAMP);
    CHECK(cuTexRefSetAddressMode(t, 2, CU_TR_ADDRESS_MODE_MIRROR) == CUDA_SUCCESS);
    CHECK(cuTexRefGetAddressMode(&am, t, 2) == CUDA_SUCCESS && am == CU_TR_ADDRESS_MODE_MIRROR);
    CHECK(cuTexRefSetAddressMode(t, 3, CU_TR_ADDRESS_MODE_WRAP) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexRefSetAddressMode(t, 0, (CUaddress_mode)7) == CUDA_ERROR_INVALID_VALUE);
    CUfilter_mode fm;
    CHECK(cuTexRefSetFilterMode(t, CU_TR_FILTER_MODE_LINEAR) == CUDA_SUCCESS);
    CHECK(cuTexRefGetFilterMode(&fm, t) == CUDA_SUCCESS && fm == CU_TR_FILTER_MODE_LINEAR);
    CHECK(cuTexRefSetMipmapFilterMode(t, (CUfilter_mode)2) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexRefSetMipmapFilterMode(t, CU_TR_FILTER_MODE_LINEAR) == CUDA_SUCCESS);
    CHECK(cuTexRefGetMipmapFilterMode(&fm, t) == CUDA_SUCCESS && fm == CU_TR_FILTER_MODE_LINEAR);
    float f, g;
    CHECK(cuTexRefSetMipmapLevelBias(t, -1.5f) == CUDA_SUCCESS);
    CHECK(cuTexRefGetMipmapLevelBias(&f, t) == CUDA_SUCCESS && f == -1.5f);
    CHECK(cuTexRefSetMipmapLevelClamp(t, 1.0f, 6.0f) == CUDA_SUCCESS);
    CHECK(cuTexRefGetMipmapLevelClamp(&f, &g, t) == CUDA_SUCCESS && f == 1.0f && g == 6.0f);
    int aniso;
    CHECK(cuTexRefSetMaxAnisotropy(t, 8) == CUDA_SUCCESS);
    CHECK(cuTexRefGetMaxAnisotropy(&aniso, t) == CUDA_SUCCESS && aniso == 8);
    float border[4] = {0.1f, 0.2f, 0.3f, 0.4f}, bb[4];
    CHECK(cuTexRefSetBorderColor(t, border) == CUDA_SUCCESS);
    CHECK(cuTexRefGetBorderColor(bb, t) == CUDA_SUCCESS && memcmp(bb, border, sizeof bb) == 0);
    CHECK(cuTexRefSetBorderColor(t, NULL) == CUDA_ERROR_INVALID_VALUE);
    unsigned flags;
    CHECK(cuTexRefSetFlags(t, CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SRGB) == CUDA_SUCCESS);
    CHECK(cuTexRefGetFlags(&flags, t) == CUDA_SUCCESS && flags == (CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SRGB));
    CHECK(cuTexRefSetFlags(t, 0x80) == CUDA_ERROR_INVALID_VALUE);
    CUarray_format fmt;
    int n;
    CHECK(cuTexRefSetFormat(t, CU_AD_FORMAT_SIGNED_INT16, 2) == CUDA_SUCCESS);
    CHECK(cuTexRefGetFormat(&fmt, &n, t) == CUDA_SUCCESS && fmt == CU_AD_FORMAT_SIGNED_INT16 && n == 2);
    CHECK(cuTexRefSetFormat(t, CU_AD_FORMAT_FLOAT, 3) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexRefGetFormat(NULL, NULL, t) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexRefGetFilterMode(NULL, t) == CUDA_ERROR_INVALID_VALUE);
}

static void texref_binding(CUtexref t)
{
    CUdeviceptr dev = 0, got = 0;
    CHECK(cuMemAlloc(&dev, 4096) == CUDA_SUCCESS);
    CHECK(cuTexRefGetAddress(&got, t) == CUDA_ERROR_INVALID_VALUE); /* nothing bound */
    size_t off = 99;
    CHECK(cuTexRefSetAddress(&off, t, dev + 64, 1024) == CUDA_SUCCESS && off == 0);
    CHECK(cuTexRefGetAddress(&got, t) == CUDA_SUCCESS && got == dev + 64);
    CHECK(cuTexRefSetAddress(&off, t, dev, 8192) == CUDA_ERROR_INVALID_VALUE);
    CUDA_ARRAY_DESCRIPTOR d = {16, 16, CU_AD_FORMAT_FLOAT, 4};
    CHECK(cuTexRefSetAddress2D(t, &d, dev, 256) == CUDA_SUCCESS);
    CHECK(cuTexRefGetAddress(&got, t) == CUDA_SUCCESS && got == dev);
    CUarray_format fmt;
    int n;
    CHECK(cuTexRefGetFormat(&fmt, &n, t) == CUDA_SUCCESS && fmt == CU_AD_FORMAT_FLOAT && n == 4);
    CHECK(cuTexRefSetAddress2D(t, &d, dev, 128) == CUDA_ERROR_INVALID_VALUE); /* pitch under the row */
    d.Height = 17;
    CHECK(cuTexRefSetAddress2D(t, &d, dev, 256) == CUDA_ERROR_INVALID_VALUE); /* past the allocation */
    CUarray a = new_array(CU_AD_FORMAT_UNSIGNED_INT8, 2, 0), ga = NULL;
    CHECK(cuTexRefSetArray(t, a, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexRefSetArray(t, a, CU_TRSA_OVERRIDE_FORMAT) == CUDA_SUCCESS);
    CHECK(cuTexRefGetArray(&ga, t) == CUDA_SUCCESS && ga == a);
    CHECK(cuTexRefGetFormat(&fmt, &n, t) == CUDA_SUCCESS && fmt == CU_AD_FORMAT_UNSIGNED_INT8 && n == 2);
    CHECK(cuTexRefGetAddress(&got, t) == CUDA_ERROR_INVALID_VALUE);
    CUmipmappedArray gm = NULL, m = NULL;
    CHECK(cuTexRefGetMipmappedArray(&gm, t) == CUDA_ERROR_INVALID_VALUE);
    CUDA_ARRAY3D_DESCRIPTOR d3 = {8, 8, 0, CU_AD_FORMAT_HALF, 1, 0};
    CHECK(cuMipmappedArrayCreate(&m, &d3, 2) == CUDA_SUCCESS);
    CHECK(cuTexRefSetMipmappedArray(t, m, CU_TRSA_OVERRIDE_FORMAT) == CUDA_SUCCESS);
    CHECK(cuTexRefGetMipmappedArray(&gm, t) == CUDA_SUCCESS && gm == m);
    CHECK(cuTexRefGetArray(&ga, t) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMipmappedArrayDestroy(m) == CUDA_SUCCESS);
    CHECK(cuTexRefGetMipmappedArray(&gm, t) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuArrayDestroy(a) == CUDA_SUCCESS);
    CHECK(cuTexRefSetArray(t, a, CU_TRSA_OVERRIDE_FORMAT) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(dev) == CUDA_SUCCESS);
}

static void texrefs(CUmodule mod)
{
    CUtexref t = NULL;
    CHECK(cuTexRefCreate(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuTexRefCreate(&t) == CUDA_SUCCESS && t);
    texref_settings(t);
    texref_binding(t);
    CHECK(cuTexRefDestroy(t) == CUDA_SUCCESS);
    CHECK(cuTexRefDestroy(t) == CUDA_ERROR_INVALID_VALUE);
    unsigned flags;
    CHECK(cuTexRefGetFlags(&flags, t) == CUDA_ERROR_INVALID_VALUE);

    CUtexref mt = NULL;
    CUsurfref ms = NULL;
    CHECK(cuModuleGetTexRef(&mt, mod, "counter") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuModuleGetTexRef(&mt, mod, "no_such_texture") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuModuleGetSurfRef(&ms, mod, "table") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuModuleGetTexRef(NULL, mod, "x") == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleGetTexRef(&mt, mod, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleGetSurfRef(&ms, NULL, "x") == CUDA_ERROR_INVALID_HANDLE);
    CUarray a = NULL;
    CHECK(cuSurfRefGetArray(NULL, ms) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuSurfRefGetArray(&a, (CUsurfref)(uintptr_t)0x40) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuSurfRefSetArray((CUsurfref)(uintptr_t)0x40, a, 0) == CUDA_ERROR_INVALID_VALUE);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CUtexref t = NULL;
    CHECK(cuTexRefCreate(&t) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CUmodule m = NULL;
    CHECK(cuModuleLoad(&m, path) == CUDA_SUCCESS && m);
    texture_over_array();
    texture_over_memory();
    texture_over_mipmap();
    surfaces();
    texrefs(m);
    CHECK(cuModuleUnload(m) == CUDA_SUCCESS);
    CHECK(cudaGetLastError() == cudaSuccess);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
