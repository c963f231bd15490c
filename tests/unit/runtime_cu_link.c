/* Driver API JIT linking: two PTX texts written by hand (a kernel calling
 * an .extern function the other defines) linked by cuLink* into a module
 * that cuModuleLoadData loads and that runs; the logs and wall time; a PTX
 * error in the error log; a Ferry loadable module as the only input; the
 * kinds of input Ferry cannot link; misuse.  Also cuModuleLoadFatBinary. */
#include <cuda.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

#define N 200

static const char twice_ptx[] = ".version 7.5\n.target sm_75\n.address_size 64\n\n"
                                "// twice(x) = x + x\n"
                                ".visible .func (.reg .f32 %r) twice(.reg .f32 %x)\n{\n"
                                "\tadd.f32 %r, %x, %x;\n\tret;\n}\n";

static const char dbl_ptx[] = ".version 7.5\n.target sm_75\n.address_size 64\n\n"
                              ".extern .func (.reg .f32 %r) twice(.reg .f32 %x);\n\n"
                              "// dbl(float *p, unsigned n): p[i] = twice(p[i])\n"
                              ".visible .entry dbl(.param .u64 p, .param .u32 n)\n{\n"
                              "\t.reg .u64 %rd<4>;\n\t.reg .u32 %u<4>;\n\t.reg .f32 %f<3>;\n\t.reg .pred %p;\n"
                              "\tld.param.u64 %rd0, [p];\n\tld.param.u32 %u0, [n];\n"
                              "\tmov.u32 %u1, %tid.x;\n\tmov.u32 %u2, %ctaid.x;\n\tmov.u32 %u3, %ntid.x;\n"
                              "\tmad.lo.u32 %u1, %u2, %u3, %u1;\n\tsetp.ge.u32 %p, %u1, %u0;\n\t@%p bra DONE;\n"
                              "\tcvta.to.global.u64 %rd0, %rd0;\n\tmul.wide.u32 %rd1, %u1, 4;\n"
                              "\tadd.u64 %rd2, %rd0, %rd1;\n\tld.global.f32 %f0, [%rd2];\n"
                              "\tcall (%f1), twice, (%f0);\n\tst.global.f32 [%rd2], %f1;\n"
                              "DONE:\n\tret;\n}\n";

static const char bad_ptx[] = ".version 7.5\n.target sm_75\n.address_size 64\n"
                              ".visible .entry bad()\n{\n\tfoo.bar %r1;\n\tret;\n}\n";

static void run_dbl(const void *image)
{
    CUmodule m = NULL;
    CUfunction f = NULL;
    CHECK(cuModuleLoadData(&m, image) == CUDA_SUCCESS && m);
    CHECK(m && cuModuleGetFunction(&f, m, "dbl") == CUDA_SUCCESS);
    if (!f)
        return;
    static float x[N];
    for (int i = 0; i < N; i++)
        x[i] = (float)i - 50.0f;
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, sizeof x) == CUDA_SUCCESS && cuMemcpyHtoD(d, x, sizeof x) == CUDA_SUCCESS);
    unsigned n = N;
    void *params[] = {&d, &n};
    CHECK(cuLaunchKernel(f, (N + 63) / 64, 1, 1, 64, 1, 1, 0, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(x, d, sizeof x) == CUDA_SUCCESS);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += x[i] != 2.0f * ((float)i - 50.0f);
    CHECK(bad == 0);
    /* Compiled PTX gives its parameter layout, which the old launch API
     * packs its buffer by: dbl again through cuParamSet*, then halved. */
    size_t off = 1, size = 0;
    CHECK(cuFuncGetParamInfo(f, 0, &off, &size) == CUDA_SUCCESS && off == 0 && size == 8);
    CHECK(cuFuncGetParamInfo(f, 1, &off, &size) == CUDA_SUCCESS && off == 8 && size == 4);
    CHECK(cuFuncGetParamInfo(f, 2, &off, &size) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuParamSetv(f, 0, &d, sizeof d) == CUDA_SUCCESS && cuParamSeti(f, 8, N) == CUDA_SUCCESS);
    CHECK(cuParamSetSize(f, 12) == CUDA_SUCCESS && cuFuncSetBlockShape(f, 32, 1, 1) == CUDA_SUCCESS);
    CHECK(cuLaunchGrid(f, (N + 31) / 32, 1) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(x, d, sizeof x) == CUDA_SUCCESS);
    bad = 0;
    for (int i = 0; i < N; i++)
        bad += x[i] != 4.0f * ((float)i - 50.0f);
    CHECK(bad == 0);
    cuMemFree(d);
    CHECK(cuModuleUnload(m) == CUDA_SUCCESS);
}

static void link_ptx(void)
{
    char info[1024] = "", error[1024] = "";
    CUjit_option opts[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
                           CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_WALL_TIME, CU_JIT_LOG_VERBOSE,
                           CU_JIT_OPTIMIZATION_LEVEL};
    void *vals[] = {info, (void *)(uintptr_t)sizeof info, error, (void *)(uintptr_t)sizeof error, NULL,
                    (void *)1, (void *)3};
    CUlinkState link = NULL;
    CHECK(cuLinkCreate(7, opts, vals, &link) == CUDA_SUCCESS && link);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)dbl_ptx, sizeof dbl_ptx, "dbl.ptx", 0, NULL, NULL) ==
          CUDA_SUCCESS);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)twice_ptx, strlen(twice_ptx), "twice.ptx", 0, NULL,
                        NULL) == CUDA_SUCCESS);
    void *cubin = NULL;
    size_t size = 0;
    CHECK(cuLinkComplete(link, &cubin, &size) == CUDA_SUCCESS && cubin && size > 0);
    CHECK(strstr(info, "twice.ptx") != NULL); /* verbose: each input named */
    CHECK(error[0] == 0);
    float ms = -1.0f;
    memcpy(&ms, &vals[4], sizeof ms);
    CHECK(ms >= 0.0f && ms < 60000.0f);
    if (cubin)
        run_dbl(cubin);
    CHECK(cuLinkDestroy(link) == CUDA_SUCCESS);
    CHECK(cuLinkDestroy(link) == CUDA_ERROR_INVALID_HANDLE);
}

static void ptx_errors(void)
{
    char error[1024] = "";
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {error, (void *)(uintptr_t)sizeof error};
    CUlinkState link;
    CHECK(cuLinkCreate_v2(2, opts, vals, &link) == CUDA_SUCCESS);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)bad_ptx, sizeof bad_ptx, "bad.ptx", 0, NULL, NULL) ==
          CUDA_SUCCESS);
    void *cubin = NULL;
    size_t size = 0;
    CHECK(cuLinkComplete(link, &cubin, &size) == CUDA_ERROR_INVALID_PTX);
    CHECK(strstr(error, "foo.bar") != NULL);
    CHECK((uintptr_t)vals[1] == strlen(error) + 1);
    CHECK(cuLinkDestroy(link) == CUDA_SUCCESS);

    vals[1] = (void *)(uintptr_t)sizeof error;
    CHECK(cuLinkCreate(2, opts, vals, &link) == CUDA_SUCCESS);
    char junk[] = "\x01\x02 binary junk";
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, junk, sizeof junk, "junk", 0, NULL, NULL) ==
          CUDA_ERROR_INVALID_PTX);
    CHECK(strstr(error, "junk") != NULL);
    CHECK(cuLinkComplete(link, &cubin, &size) == CUDA_ERROR_INVALID_VALUE); /* nothing to link */
    CHECK(cuLinkDestroy(link) == CUDA_SUCCESS);
}

static void other_inputs(const char *module_path)
{
    CUlinkState link;
    CHECK(cuLinkCreate(0, NULL, NULL, &link) == CUDA_SUCCESS);
    char text[] = "x";
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_OBJECT, text, 1, "a.o", 0, NULL, NULL) == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_LIBRARY, text, 1, "a.a", 0, NULL, NULL) == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_NVVM, text, 1, "a.ltoir", 0, NULL, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuLinkAddData(link, CU_JIT_NUM_INPUT_TYPES, text, 1, "x", 0, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, NULL, 1, "x", 0, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, text, 0, "x", 0, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, text, 1, "x", 1, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLinkAddFile(link, CU_JIT_INPUT_PTX, "/no/such/file.ptx", 0, NULL, NULL) == CUDA_ERROR_FILE_NOT_FOUND);

    /* A loadable module links to itself. */
    CHECK(cuLinkAddFile(link, CU_JIT_INPUT_CUBIN, module_path, 0, NULL, NULL) == CUDA_SUCCESS);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)twice_ptx, sizeof twice_ptx, "t", 0, NULL, NULL) ==
          CUDA_ERROR_NOT_SUPPORTED);
    void *cubin = NULL;
    size_t size = 0;
    CHECK(cuLinkComplete(link, NULL, &size) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLinkComplete(link, &cubin, &size) == CUDA_SUCCESS && cubin && size > 0);
    CUmodule m = NULL;
    CUfunction f;
    CHECK(cuModuleLoadData(&m, cubin) == CUDA_SUCCESS && cuModuleGetFunction(&f, m, "vec_add") == CUDA_SUCCESS);
    CHECK(m && cuModuleUnload(m) == CUDA_SUCCESS);
    CHECK(cuLinkDestroy(link) == CUDA_SUCCESS);

    CHECK(cuLinkCreate(0, NULL, NULL, &link) == CUDA_SUCCESS);
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)twice_ptx, sizeof twice_ptx, "t", 0, NULL, NULL) ==
          CUDA_SUCCESS);
    CHECK(cuLinkAddFile(link, CU_JIT_INPUT_FATBINARY, module_path, 0, NULL, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    char archive[] = "!<arch>\n";
    CHECK(cuLinkAddData(link, CU_JIT_INPUT_LIBRARY, archive, 8, "l.a", 0, NULL, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuLinkAddData(NULL, CU_JIT_INPUT_PTX, text, 1, "x", 0, NULL, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLinkComplete(NULL, &cubin, &size) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLinkCreate(0, NULL, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLinkDestroy(link) == CUDA_SUCCESS);
}

static void fat_binary(const char *module_path)
{
    FILE *fp = fopen(module_path, "rb");
    CHECK(fp != NULL);
    if (!fp)
        return;
    static unsigned char image[1 << 20];
    size_t len = fread(image, 1, sizeof image, fp);
    fclose(fp);
    CHECK(len > 0 && len < sizeof image);
    CUmodule m = NULL;
    CUfunction f;
    CHECK(cuModuleLoadFatBinary(&m, image) == CUDA_SUCCESS && m);
    CHECK(m && cuModuleGetFunction(&f, m, "bump") == CUDA_SUCCESS);
    CHECK(m && cuModuleUnload(m) == CUDA_SUCCESS);
    CHECK(cuModuleLoadFatBinary(&m, "neither") == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuModuleLoadFatBinary(NULL, image) == CUDA_ERROR_INVALID_VALUE);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CUlinkState link;
    CHECK(cuLinkCreate(0, NULL, NULL, &link) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuLinkCreate(0, NULL, NULL, &link) == CUDA_ERROR_INVALID_CONTEXT);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    link_ptx();
    ptx_errors();
    other_inputs(path);
    fat_binary(path);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
