// Texture and surface references through the driver API, as CUDA SDK
// samples of the CUDA 5-11 era used them: a module loaded from PTX that
// declares .texref and .surfref, cuModuleGetTexRef, the cuTexRefSet* calls
// (state changed between launches), cuParamSetTexRef, cuSurfRefSetArray.
// Filtered reads are compared with a texture object of the same settings
// read from CUDA C++, bit for bit.
#include <cstdio>
#include <cstring>
#include <cuda.h>

#include "tally.h"

static const char *ptx =
    ".version 7.0\n"
    ".target sm_52\n"
    ".address_size 64\n"
    ".global .texref img;\n"
    ".global .texref bytes;\n"
    ".global .surfref out;\n"
    ".visible .entry sample(.param .u64 o, .param .f32 x0, .param .f32 step)\n"
    "{\n"
    "  .reg .b32 %r<4>; .reg .f32 %f<12>; .reg .b64 %rd<5>;\n"
    "  ld.param.u64 %rd1, [o]; ld.param.f32 %f1, [x0]; ld.param.f32 %f2, [step];\n"
    "  mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x;\n"
    "  cvt.rn.f32.u32 %f3, %r1; cvt.rn.f32.u32 %f4, %r2;\n"
    "  fma.rn.f32 %f5, %f3, %f2, %f1; fma.rn.f32 %f6, %f4, %f2, %f1;\n"
    "  tex.2d.v4.f32.f32 {%f7, %f8, %f9, %f10}, [img, {%f5, %f6}];\n"
    "  mov.u32 %r3, %ntid.x; mad.lo.s32 %r3, %r2, %r3, %r1;\n"
    "  cvta.to.global.u64 %rd2, %rd1; mul.wide.s32 %rd3, %r3, 4; add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.f32 [%rd4], %f7;\n"
    "  ret;\n"
    "}\n"
    ".visible .entry fetch(.param .u64 o)\n"
    "{\n"
    "  .reg .b32 %r<4>; .reg .f32 %f<6>; .reg .b64 %rd<5>;\n"
    "  ld.param.u64 %rd1, [o]; mov.u32 %r1, %tid.x;\n"
    "  tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [bytes, {%r1}];\n"
    "  cvta.to.global.u64 %rd2, %rd1; mul.wide.s32 %rd3, %r1, 4; add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.f32 [%rd4], %f1;\n"
    "  ret;\n"
    "}\n"
    ".visible .entry paint()\n"
    "{\n"
    "  .reg .b32 %r<6>;\n"
    "  mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x;\n"
    "  shl.b32 %r3, %r1, 2; mad.lo.s32 %r4, %r2, 1000, %r1;\n"
    "  sust.b.2d.b32.trap [out, {%r3, %r2}], {%r4};\n"
    "  ret;\n"
    "}\n";

const int W = 9, H = 6, NS = 20;
const float X0 = -0.3f, STEP = 0.085f;

__global__ void sample_obj(cudaTextureObject_t t, float *o, float x0, float step)
{
    o[blockIdx.x * blockDim.x + threadIdx.x] = tex2D<float>(t, x0 + threadIdx.x * step, x0 + blockIdx.x * step);
}

int main()
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUdevice dev;
    CUcontext ctx;
    cuDeviceGet(&dev, 0);
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev) == CUDA_SUCCESS);
    cuCtxSetCurrent(ctx);
    CUmodule m;
    CHECK(cuModuleLoadData(&m, ptx) == CUDA_SUCCESS);
    CUfunction sample, fetch, paint;
    cuModuleGetFunction(&sample, m, "sample");
    cuModuleGetFunction(&fetch, m, "fetch");
    cuModuleGetFunction(&paint, m, "paint");

    /* a 2D float array behind the reference "img" */
    float h[H][W];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            h[j][i] = (float)(i * 3 - j * j) + 0.125f * i * j;
    CUDA_ARRAY_DESCRIPTOR ad = {};
    ad.Width = W;
    ad.Height = H;
    ad.Format = CU_AD_FORMAT_FLOAT;
    ad.NumChannels = 1;
    CUarray arr;
    CHECK(cuArrayCreate(&arr, &ad) == CUDA_SUCCESS);
    CUDA_MEMCPY2D cp = {};
    cp.srcMemoryType = CU_MEMORYTYPE_HOST;
    cp.srcHost = h;
    cp.srcPitch = sizeof h[0];
    cp.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    cp.dstArray = arr;
    cp.WidthInBytes = sizeof h[0];
    cp.Height = H;
    CHECK(cuMemcpy2D(&cp) == CUDA_SUCCESS);

    CUtexref img, again, none;
    CHECK(cuModuleGetTexRef(&img, m, "img") == CUDA_SUCCESS);
    CHECK(cuModuleGetTexRef(&again, m, "img") == CUDA_SUCCESS && again == img);
    CHECK(cuModuleGetTexRef(&none, m, "out") == CUDA_ERROR_NOT_FOUND); /* a surface */
    CHECK(cuTexRefSetArray(img, arr, CU_TRSA_OVERRIDE_FORMAT) == CUDA_SUCCESS);
    CHECK(cuParamSetTexRef(sample, CU_PARAM_TR_DEFAULT, img) == CUDA_SUCCESS);

    CUdeviceptr o;
    cuMemAlloc(&o, NS * NS * sizeof(float));
    float x0 = X0, step = STEP;
    void *args[] = {&o, &x0, &step};
    float by_ref[NS * NS], by_obj[NS * NS];
    float *d_obj;
    cudaMalloc(&d_obj, sizeof by_obj);
    const CUaddress_mode modes[] = {CU_TR_ADDRESS_MODE_WRAP, CU_TR_ADDRESS_MODE_CLAMP, CU_TR_ADDRESS_MODE_MIRROR,
                                    CU_TR_ADDRESS_MODE_BORDER};
    int compared = 0;
    for (int f = 0; f < 2; f++)
        for (int a = 0; a < 4; a++) {
            /* state set between launches: the next launch sees it */
            cuTexRefSetFilterMode(img, f ? CU_TR_FILTER_MODE_LINEAR : CU_TR_FILTER_MODE_POINT);
            cuTexRefSetAddressMode(img, 0, modes[a]);
            cuTexRefSetAddressMode(img, 1, modes[a]);
            cuTexRefSetFlags(img, CU_TRSF_NORMALIZED_COORDINATES);
            CHECK(cuLaunchKernel(sample, NS, 1, 1, NS, 1, 1, 0, 0, args, NULL) == CUDA_SUCCESS);
            cuMemcpyDtoH(by_ref, o, sizeof by_ref);

            cudaResourceDesc rd = {};
            rd.resType = cudaResourceTypeArray;
            rd.res.array.array = (cudaArray_t)arr;
            cudaTextureDesc td = {};
            td.addressMode[0] = td.addressMode[1] = (cudaTextureAddressMode)modes[a];
            td.filterMode = f ? cudaFilterModeLinear : cudaFilterModePoint;
            td.normalizedCoords = 1;
            cudaTextureObject_t t;
            CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL) == cudaSuccess);
            sample_obj<<<NS, NS>>>(t, d_obj, X0, STEP);
            cudaMemcpy(by_obj, d_obj, sizeof by_obj, cudaMemcpyDeviceToHost);
            cudaDestroyTextureObject(t);
            if (memcmp(by_ref, by_obj, sizeof by_ref))
                printf("FAIL: filter %d address mode %d\n", f, a);
            CHECK(memcmp(by_ref, by_obj, sizeof by_ref) == 0);
            compared++;
        }
    CHECK(compared == 8);
    /* point sampling at a texel's centre gives it */
    cuTexRefSetFilterMode(img, CU_TR_FILTER_MODE_POINT);
    cuTexRefSetFlags(img, 0);
    x0 = 0.5f;
    step = 1.0f;
    CHECK(cuLaunchKernel(sample, H, 1, 1, W, 1, 1, 0, 0, args, NULL) == CUDA_SUCCESS);
    cuMemcpyDtoH(by_ref, o, W * H * sizeof(float));
    CHECK(memcmp(by_ref, h, sizeof h) == 0);

    /* 8-bit linear memory read as floats in [0, 1], then as integers */
    unsigned char b[64];
    for (int i = 0; i < 64; i++)
        b[i] = (unsigned char)(i * 4);
    CUdeviceptr db;
    cuMemAlloc(&db, sizeof b);
    cuMemcpyHtoD(db, b, sizeof b);
    CUtexref bytes;
    CHECK(cuModuleGetTexRef(&bytes, m, "bytes") == CUDA_SUCCESS);
    size_t offset = 1;
    CHECK(cuTexRefSetAddress(&offset, bytes, db, sizeof b) == CUDA_SUCCESS && offset == 0);
    CHECK(cuTexRefSetFormat(bytes, CU_AD_FORMAT_UNSIGNED_INT8, 1) == CUDA_SUCCESS);
    void *fargs[] = {&o};
    float got[64];
    CHECK(cuLaunchKernel(fetch, 1, 1, 1, 64, 1, 1, 0, 0, fargs, NULL) == CUDA_SUCCESS);
    cuMemcpyDtoH(got, o, sizeof got);
    int bad = 0;
    for (int i = 0; i < 64; i++)
        bad += got[i] != b[i] / 255.0f;
    CHECK(bad == 0);

    /* a surface reference written by the kernel */
    CUDA_ARRAY3D_DESCRIPTOR sd = {};
    sd.Width = W;
    sd.Height = H;
    sd.Format = CU_AD_FORMAT_SIGNED_INT32;
    sd.NumChannels = 1;
    sd.Flags = CUDA_ARRAY3D_SURFACE_LDST;
    CUarray sarr, back;
    CHECK(cuArray3DCreate(&sarr, &sd) == CUDA_SUCCESS);
    CUsurfref out;
    CHECK(cuModuleGetSurfRef(&out, m, "out") == CUDA_SUCCESS);
    CHECK(cuSurfRefSetArray(out, sarr, 0) == CUDA_SUCCESS);
    CHECK(cuSurfRefGetArray(&back, out) == CUDA_SUCCESS && back == sarr);
    CHECK(cuLaunchKernel(paint, H, 1, 1, W, 1, 1, 0, 0, NULL, NULL) == CUDA_SUCCESS);
    int painted[H][W];
    CUDA_MEMCPY2D pc = {};
    pc.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    pc.srcArray = sarr;
    pc.dstMemoryType = CU_MEMORYTYPE_HOST;
    pc.dstHost = painted;
    pc.dstPitch = sizeof painted[0];
    pc.WidthInBytes = sizeof painted[0];
    pc.Height = H;
    CHECK(cuMemcpy2D(&pc) == CUDA_SUCCESS);
    bad = 0;
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            bad += painted[j][i] != j * 1000 + i;
    CHECK(bad == 0);

    CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
    cuModuleUnload(m);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
