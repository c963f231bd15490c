/* The driver API's entry points and function queries: libcuda.so.1 opened
 * with dlopen gives cuDeviceGetProperties by dlsym and by cuGetProcAddress;
 * every cu* symbol the library exports is found by its base name (the newest
 * _vN at the newest version, the plain one at an older); occupancy and
 * function attributes of a loaded module's kernels.  The library and the
 * test module are found from FERRY_NVCC (<build>/bin/nvcc). */
#include <cuda.h>
#include <dlfcn.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

typedef CUresult (*init_fn)(unsigned);
typedef CUresult (*props_fn)(CUdevprop *, CUdevice);
typedef CUresult (*gpa_fn)(const char *, void **, int, cuuint64_t, CUdriverProcAddressQueryResult *);

static char build[4096];

static void find_build(void)
{
    const char *nvcc = getenv("FERRY_NVCC");
    snprintf(build, sizeof build, "%s", nvcc ? nvcc : "");
    for (int i = 0; i < 2; i++) {
        char *slash = strrchr(build, '/');
        if (slash)
            *slash = '\0';
    }
}

/* A symbol the library exports is reachable through cuGetProcAddress. */
static void reachable(void *lib, gpa_fn gpa, const char *sym)
{
    char base[256];
    snprintf(base, sizeof base, "%s", sym);
    size_t n = strlen(base);
    /* A _vN form (N a digit) is reached by its base name; it is the newest
     * unless the library exports a _vN+1. */
    bool versioned = n > 3 && base[n - 3] == '_' && base[n - 2] == 'v' && base[n - 1] >= '2' && base[n - 1] <= '8';
    bool newest = versioned;
    if (versioned) {
        char next[256];
        snprintf(next, sizeof next, "%.*s%c", (int)(n - 1), sym, base[n - 1] + 1);
        newest = dlsym(lib, next) == NULL;
        base[n - 3] = '\0';
    }
    void *want = dlsym(lib, sym), *got = NULL;
    bool found = false;
    for (int version = 1000; version <= CUDA_VERSION && !found; version += 10)
        found = gpa(base, &got, version, 0, NULL) == CUDA_SUCCESS && got == want;
    if (!found)
        fprintf(stderr, "%s is not found by cuGetProcAddress(\"%s\")\n", sym, base);
    CHECK(found);
    CUdriverProcAddressQueryResult st = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    CHECK(gpa(base, &got, CUDA_VERSION, 0, &st) == CUDA_SUCCESS && st == CU_GET_PROC_ADDRESS_SUCCESS);
    if (newest)
        CHECK(got == want);
}

static void every_export(void *lib, const char *path, gpa_fn gpa)
{
    char cmd[4400];
    snprintf(cmd, sizeof cmd, "nm -D --defined-only '%s'", path);
    FILE *f = popen(cmd, "r");
    CHECK(f != NULL);
    if (!f)
        return;
    char line[512], sym[256];
    int count = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "%*s T %255s", sym) == 1 && strncmp(sym, "cu", 2) == 0 && sym[2] >= 'A' && sym[2] <= 'Z') {
            reachable(lib, gpa, sym);
            count++;
        }
    pclose(f);
    printf("%d cu* functions exported by libcuda.so.1\n", count);
    CHECK(count >= 100);
}

static void through_dlopen(void)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/lib64/libcuda.so.1", build);
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    CHECK(lib != NULL);
    if (!lib) {
        fprintf(stderr, "%s: %s\n", path, dlerror());
        return;
    }
    init_fn init = (init_fn)dlsym(lib, "cuInit");
    props_fn props = (props_fn)dlsym(lib, "cuDeviceGetProperties");
    gpa_fn gpa = (gpa_fn)dlsym(lib, "cuGetProcAddress_v2");
    CHECK(init && props && gpa && dlsym(lib, "cuGetProcAddress"));
    if (!init || !props || !gpa)
        return;
    CHECK(init(0) == CUDA_SUCCESS);
    CUdevprop a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 1, sizeof b);
    CHECK(props(&a, 0) == CUDA_SUCCESS && cuDeviceGetProperties(&b, 0) == CUDA_SUCCESS);
    CHECK(memcmp(&a, &b, sizeof a) == 0 && a.maxThreadsPerBlock == 1024);
    void *fn = NULL;
    CHECK(gpa("cuDeviceGetProperties", &fn, CUDA_VERSION, 0, NULL) == CUDA_SUCCESS && fn == (void *)props);
    every_export(lib, path, gpa);
    dlclose(lib);
}

static CUfunction function(CUmodule m, const char *name)
{
    CUfunction f = NULL;
    CHECK(cuModuleGetFunction(&f, m, name) == CUDA_SUCCESS && f);
    return f;
}

static void occupancy(CUmodule m)
{
    CUfunction plain = function(m, "vec_add"), shared = function(m, "probe"); /* probe: 256 B static */
    int n = 0, sms = 0;
    cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, plain, 128, 0) == CUDA_SUCCESS && n == 16);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, plain, 32, 0) == CUDA_SUCCESS && n == 32);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, plain, 256, 100 * 1024) == CUDA_SUCCESS && n == 2);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, plain, 2048, 0) == CUDA_SUCCESS && n == 0);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n, shared, 64, 0, CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE) ==
          CUDA_SUCCESS && n == 32);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n, plain, 64, 0, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, plain, 0, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, NULL, 64, 0) == CUDA_ERROR_INVALID_HANDLE);
    int grid = 0, block = 0;
    CHECK(cuOccupancyMaxPotentialBlockSize(&grid, &block, plain, NULL, 0, 0) == CUDA_SUCCESS);
    CHECK(block == 1024 && grid == 2 * sms);
    CHECK(cuOccupancyMaxPotentialBlockSize(&grid, &block, plain, NULL, 0, 100) == CUDA_SUCCESS);
    CHECK(block > 0 && block <= 100 && grid > 0);
    size_t dyn = 0;
    CHECK(cuOccupancyAvailableDynamicSMemPerBlock(&dyn, shared, 4, 256) == CUDA_SUCCESS && dyn == 48 * 1024 - 256);
    CHECK(cuOccupancyAvailableDynamicSMemPerBlock(&dyn, plain, 64, 256) == CUDA_SUCCESS && dyn == 0);
}

static void attributes(CUmodule m)
{
    CUfunction f = function(m, "probe");
    for (int a = 0; a < CU_FUNC_ATTRIBUTE_MAX; a++) {
        int v = -7;
        CHECK(cuFuncGetAttribute(&v, (CUfunction_attribute)a, f) == CUDA_SUCCESS && v != -7);
    }
    int v = 0;
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f) == CUDA_SUCCESS && v == 256);
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX, f) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, f) == CUDA_SUCCESS && v == 0);
}

int main(void)
{
    find_build();
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = NULL;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    through_dlopen();
    char module[4200];
    snprintf(module, sizeof module, "%s/tests/driverapi/ferry_test_module.cubin", build);
    CUmodule m = NULL;
    CHECK(cuModuleLoad(&m, module) == CUDA_SUCCESS && m);
    if (m) {
        occupancy(m);
        attributes(m);
        cuModuleUnload(m);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
