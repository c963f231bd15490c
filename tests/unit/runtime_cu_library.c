/* Driver API libraries and kernels: the test module (tests/driverapi/
 * test_module.c, FERRY_TEST_MODULE) loaded as a library from its file and
 * from memory with no current context, its kernels, globals and symbols,
 * a kernel run through cuKernelGetFunction, the kernel attribute calls,
 * the function and module queries, and the error codes of misuse. */
#include <cuda.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

#define N 300

static void *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    *len = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    void *data = malloc(*len);
    if (data && fread(data, 1, *len, f) != *len) {
        free(data);
        data = NULL;
    }
    fclose(f);
    return data;
}

static void run_vec_add(CUfunction f)
{
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++)
        a[i] = (float)i, b[i] = 0.5f * (float)i, c[i] = -1.0f;
    CUdeviceptr da, db, dc;
    CHECK(cuMemAlloc(&da, sizeof a) == CUDA_SUCCESS && cuMemAlloc(&db, sizeof b) == CUDA_SUCCESS &&
          cuMemAlloc(&dc, sizeof c) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoD(da, a, sizeof a) == CUDA_SUCCESS && cuMemcpyHtoD(db, b, sizeof b) == CUDA_SUCCESS);
    int n = N;
    void *params[] = {&da, &db, &dc, &n};
    CHECK(cuLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(c, dc, sizeof c) == CUDA_SUCCESS);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += c[i] != 1.5f * (float)i;
    CHECK(bad == 0);
    cuMemFree(da), cuMemFree(db), cuMemFree(dc);
}

/* Loaded before any context is current, as libraries may be. */
static CUlibrary load_without_context(const char *path)
{
    CUlibrary lib = NULL;
    CUcontext cur = (CUcontext)1;
    CHECK(cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur == NULL);
    CHECK(cuLibraryLoadFromFile(&lib, path, NULL, NULL, 0, NULL, NULL, 0) == CUDA_SUCCESS && lib);
    CHECK(cuLibraryLoadFromFile(NULL, path, NULL, NULL, 0, NULL, NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLibraryLoadFromFile(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CUlibrary other;
    CHECK(cuLibraryLoadFromFile(&other, "/no/such/file.cubin", NULL, NULL, 0, NULL, NULL, 0) ==
          CUDA_ERROR_FILE_NOT_FOUND);
    CUlibraryOption bad_option = CU_LIBRARY_NUM_OPTIONS;
    void *bad_value = NULL;
    CHECK(cuLibraryLoadFromFile(&other, path, NULL, NULL, 0, &bad_option, &bad_value, 1) ==
          CUDA_ERROR_INVALID_VALUE);
    /* The kernel queries need no context either. */
    CUkernel k;
    const char *name = NULL;
    CHECK(cuLibraryGetKernel(&k, lib, "_Z5scalePfi") == CUDA_SUCCESS);
    CHECK(cuKernelGetName(&name, k) == CUDA_SUCCESS && name && strcmp(name, "_Z5scalePfi") == 0);
    int v = -1;
    CHECK(cuKernelGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, k, 0) == CUDA_SUCCESS && v == 1024);
    CHECK(cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur == NULL);
    CUfunction f;
    CHECK(cuKernelGetFunction(&f, k) == CUDA_ERROR_INVALID_CONTEXT);
    return lib;
}

static void kernels(CUlibrary lib)
{
    CUkernel k = NULL, probe = NULL;
    CHECK(cuLibraryGetKernel(&k, lib, "vec_add") == CUDA_SUCCESS && k);
    CHECK(cuLibraryGetKernel(&k, lib, "no_such_kernel") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuLibraryGetKernel(&k, lib, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLibraryGetKernel(NULL, lib, "vec_add") == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLibraryGetKernel(&k, NULL, "vec_add") == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLibraryGetKernel(&k, lib, "vec_add") == CUDA_SUCCESS);
    CUfunction f = NULL;
    CHECK(cuKernelGetFunction(&f, k) == CUDA_SUCCESS && f);
    CHECK(cuKernelGetFunction(NULL, k) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuKernelGetFunction(&f, NULL) == CUDA_ERROR_INVALID_HANDLE);
    run_vec_add(f);
    run_vec_add((CUfunction)k); /* a CUkernel goes where a CUfunction does */

    unsigned count = 0;
    CHECK(cuLibraryGetKernelCount(&count, lib) == CUDA_SUCCESS && count == 5);
    CUkernel all[5] = {0};
    CHECK(cuLibraryEnumerateKernels(all, 5, lib) == CUDA_SUCCESS && all[0] == k);
    CHECK(cuLibraryEnumerateKernels(all, 6, lib) == CUDA_ERROR_INVALID_VALUE);
    CUlibrary back = NULL;
    CHECK(cuKernelGetLibrary(&back, all[3]) == CUDA_SUCCESS && back == lib);

    /* Attributes: the kernel's function sees what is set through it. */
    CHECK(cuLibraryGetKernel(&probe, lib, "probe") == CUDA_SUCCESS);
    int v = -1;
    CHECK(cuKernelGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, probe, 0) == CUDA_SUCCESS && v == 256);
    CHECK(cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 65536, probe, 0) == CUDA_SUCCESS);
    CHECK(cuKernelGetFunction(&f, probe) == CUDA_SUCCESS);
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f) == CUDA_SUCCESS && v == 65536);
    CHECK(cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -5, probe, 0) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuKernelGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, probe, 7) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuKernelGetAttribute(NULL, CU_FUNC_ATTRIBUTE_NUM_REGS, probe, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuKernelSetCacheConfig(probe, CU_FUNC_CACHE_PREFER_SHARED, 0) == CUDA_SUCCESS);
    CHECK(cuKernelSetCacheConfig(probe, (CUfunc_cache)9, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuKernelSetCacheConfig(NULL, CU_FUNC_CACHE_PREFER_L1, 0) == CUDA_ERROR_INVALID_HANDLE);
    const char *name = NULL;
    CHECK(cuKernelGetName(&name, probe) == CUDA_SUCCESS && strcmp(name, "probe") == 0);
    CHECK(cuKernelGetName(NULL, probe) == CUDA_ERROR_INVALID_VALUE);
    size_t off = 99, size = 99;
    CUkernel mixed;
    CHECK(cuLibraryGetKernel(&mixed, lib, "mixed") == CUDA_SUCCESS);
    CHECK(cuKernelGetParamInfo(mixed, 2, &off, &size) == CUDA_SUCCESS && off == 10 && size == 2);
    CHECK(cuKernelGetParamInfo(mixed, 7, &off, &size) == CUDA_ERROR_INVALID_VALUE);
}

static void globals(CUlibrary lib)
{
    CUdeviceptr p = 0;
    size_t bytes = 0;
    CHECK(cuLibraryGetGlobal(&p, &bytes, lib, "table") == CUDA_SUCCESS && p && bytes == 4 * sizeof(float));
    float table[4] = {0};
    CHECK(cuMemcpyDtoH(table, p, sizeof table) == CUDA_SUCCESS && table[0] == 1.0f && table[3] == 4.0f);
    CHECK(cuLibraryGetGlobal(&p, NULL, lib, "counter") == CUDA_SUCCESS && p);
    CHECK(cuLibraryGetGlobal(&p, &bytes, lib, "nothing") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuLibraryGetGlobal(&p, &bytes, lib, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLibraryGetGlobal(&p, &bytes, NULL, "table") == CUDA_ERROR_INVALID_HANDLE);
    /* counter is a plain __device__ variable, not a managed one. */
    CHECK(cuLibraryGetManaged(&p, &bytes, lib, "counter") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuLibraryGetManaged(&p, &bytes, NULL, "counter") == CUDA_ERROR_INVALID_HANDLE);
    void *fn = NULL;
    CHECK(cuLibraryGetUnifiedFunction(&fn, lib, "__ferry_loadable_module") == CUDA_SUCCESS && fn);
    CHECK(cuLibraryGetUnifiedFunction(&fn, lib, "no_such_symbol") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuLibraryGetUnifiedFunction(NULL, lib, "x") == CUDA_ERROR_INVALID_VALUE);
}

static void function_queries(CUlibrary lib)
{
    CUmodule m = NULL, back = NULL;
    CHECK(cuLibraryGetModule(&m, lib) == CUDA_SUCCESS && m);
    CHECK(cuLibraryGetModule(NULL, lib) == CUDA_ERROR_INVALID_VALUE);
    CUfunction f = NULL;
    CHECK(cuModuleGetFunction(&f, m, "_Z5scalePfi") == CUDA_SUCCESS);
    CHECK(cuFuncGetModule(&back, f) == CUDA_SUCCESS && back == m);
    CHECK(cuFuncGetModule(NULL, f) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFuncGetModule(&back, NULL) == CUDA_ERROR_INVALID_HANDLE);
    const char *name = NULL;
    CHECK(cuFuncGetName(&name, f) == CUDA_SUCCESS && strcmp(name, "_Z5scalePfi") == 0);
    CHECK(cuFuncGetName(&name, (CUfunction)m) == CUDA_ERROR_INVALID_HANDLE);
    CUfunctionLoadingState st = CU_FUNCTION_LOADING_STATE_UNLOADED;
    CHECK(cuFuncIsLoaded(&st, f) == CUDA_SUCCESS && st == CU_FUNCTION_LOADING_STATE_LOADED);
    CHECK(cuFuncLoad(f) == CUDA_SUCCESS);
    CHECK(cuFuncSetCacheConfig(f, CU_FUNC_CACHE_PREFER_EQUAL) == CUDA_SUCCESS);
    CHECK(cuFuncSetCacheConfig(f, (CUfunc_cache)4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFuncSetSharedMemConfig(f, CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE) == CUDA_SUCCESS);
    CHECK(cuFuncSetSharedMemConfig(f, (CUsharedconfig)3) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFuncSetSharedMemConfig(NULL, CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE) == CUDA_ERROR_INVALID_HANDLE);
    size_t off, size;
    CHECK(cuFuncGetParamInfo(f, 0, &off, &size) == CUDA_ERROR_NOT_SUPPORTED); /* no layout in the test module */
    unsigned count = 0;
    CHECK(cuModuleGetFunctionCount(&count, m) == CUDA_SUCCESS && count == 5);
    CUfunction fs[5] = {0};
    CHECK(cuModuleEnumerateFunctions(fs, 5, m) == CUDA_SUCCESS && fs[1] == f);
    CHECK(cuModuleEnumerateFunctions(fs, 5, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CUmoduleLoadingMode mode = 0;
    CHECK(cuModuleGetLoadingMode(&mode) == CUDA_SUCCESS && mode == CU_MODULE_EAGER_LOADING);
    CHECK(cuModuleGetLoadingMode(NULL) == CUDA_ERROR_INVALID_VALUE);
    /* A kernel of a plain module is no library kernel. */
    CUmodule plain;
    CUfunction pf;
    CHECK(cuModuleLoad(&plain, getenv("FERRY_TEST_MODULE")) == CUDA_SUCCESS);
    CHECK(cuModuleGetFunction(&pf, plain, "vec_add") == CUDA_SUCCESS);
    CHECK(cuKernelGetName(&name, (CUkernel)pf) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuModuleUnload(plain) == CUDA_SUCCESS);
}

static void from_data(const char *path)
{
    size_t len = 0;
    void *image = read_all(path, &len);
    CHECK(image != NULL);
    CUlibrary lib = NULL;
    char info[256] = "x";
    CUjit_option opts[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {info, (void *)(uintptr_t)sizeof info};
    CUlibraryOption lo = CU_LIBRARY_BINARY_IS_PRESERVED;
    void *lv = (void *)1;
    CHECK(image && cuLibraryLoadData(&lib, image, opts, vals, 2, &lo, &lv, 1) == CUDA_SUCCESS && lib);
    free(image); /* the library keeps its own copy */
    CHECK((uintptr_t)vals[1] == strlen(info) + 1);
    CUkernel k;
    CUfunction f;
    CHECK(cuLibraryGetKernel(&k, lib, "vec_add") == CUDA_SUCCESS && cuKernelGetFunction(&f, k) == CUDA_SUCCESS);
    run_vec_add(f);
    CHECK(cuLibraryLoadData(&lib, "not an image", NULL, NULL, 0, NULL, NULL, 0) == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuLibraryLoadData(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLibraryUnload(lib) == CUDA_SUCCESS);
    CHECK(cuLibraryUnload(lib) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuKernelGetFunction(&f, k) == CUDA_ERROR_INVALID_HANDLE);
}

/* A library from PTX text: a managed variable, shared by host and kernel. */
static void managed_from_ptx(void)
{
    static const char ptx[] = ".version 7.5\n.target sm_75\n.address_size 64\n\n"
                              ".visible .global .attribute(.managed) .align 4 .u32 mv = 7;\n"
                              ".visible .global .align 4 .u32 gv = 5;\n\n"
                              ".visible .entry bumpmv()\n{\n\t.reg .u32 %r<2>;\n\t.reg .u64 %rd<2>;\n"
                              "\tmov.u64 %rd0, mv;\n\tld.global.u32 %r0, [%rd0];\n\tadd.u32 %r0, %r0, 1;\n"
                              "\tst.global.u32 [%rd0], %r0;\n\tret;\n}\n";
    CUlibrary lib = NULL;
    char error[512] = "";
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {error, (void *)(uintptr_t)sizeof error};
    CHECK(cuLibraryLoadData(&lib, ptx, opts, vals, 2, NULL, NULL, 0) == CUDA_SUCCESS && lib);
    if (!lib) {
        fprintf(stderr, "%s\n", error);
        return;
    }
    CUdeviceptr mv = 0, gv = 0;
    size_t bytes = 0;
    CHECK(cuLibraryGetManaged(&mv, &bytes, lib, "mv") == CUDA_SUCCESS && mv && bytes == 4);
    CHECK(cuLibraryGetManaged(&gv, &bytes, lib, "gv") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuLibraryGetGlobal(&gv, &bytes, lib, "gv") == CUDA_SUCCESS && gv && bytes == 4);
    CHECK(*(unsigned *)(uintptr_t)mv == 7);
    CUkernel k;
    CHECK(cuLibraryGetKernel(&k, lib, "bumpmv") == CUDA_SUCCESS);
    CHECK(cuLaunchKernel((CUfunction)k, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL) == CUDA_SUCCESS);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS && *(unsigned *)(uintptr_t)mv == 8);
    CHECK(cuLibraryUnload(lib) == CUDA_SUCCESS);

    char bad[] = ".version 7.5\n.target sm_75\n.address_size 64\n.visible .entry b()\n{\n\tfoo.bar %r1;\n}\n";
    vals[1] = (void *)(uintptr_t)sizeof error; /* the last load wrote its length there */
    CHECK(cuLibraryLoadData(&lib, bad, opts, vals, 2, NULL, NULL, 0) == CUDA_ERROR_INVALID_PTX);
    CHECK(strstr(error, "foo.bar") != NULL);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CUlibrary lib = NULL;
    CHECK(cuLibraryLoadFromFile(&lib, path, NULL, NULL, 0, NULL, NULL, 0) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    lib = load_without_context(path);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    if (lib) {
        kernels(lib);
        globals(lib);
        function_queries(lib);
        CHECK(cuLibraryUnload(lib) == CUDA_SUCCESS);
    }
    from_data(path);
    managed_from_ptx();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
