/* Driver API modules: loading a hand-built Ferry loadable module by path
 * and from memory, kernels and variables by name, launches with
 * kernelParams and with extra, the checks a launch makes, bad images, and
 * unloading.  The modules come from tests/driverapi/test_module.c through
 * FERRY_TEST_MODULE*. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

#define N 1000

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

static CUdeviceptr upload(const void *host, size_t n)
{
    CUdeviceptr p = 0;
    CHECK(cuMemAlloc(&p, n) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoD(p, host, n) == CUDA_SUCCESS);
    return p;
}

static void vec_add(CUmodule m)
{
    CUfunction f = NULL;
    CHECK(cuModuleGetFunction(&f, m, "vec_add") == CUDA_SUCCESS && f);
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++)
        a[i] = (float)i, b[i] = 2.0f * (float)i;
    CUdeviceptr da = upload(a, sizeof a), db = upload(b, sizeof b), dc = upload(c, sizeof c);
    int n = N;
    void *params[] = {&da, &db, &dc, &n};
    CHECK(cuLaunchKernel(f, (N + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(c, dc, sizeof c) == CUDA_SUCCESS);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += c[i] != 3.0f * (float)i;
    CHECK(bad == 0);

    /* What a launch checks. */
    CUstream s;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, s, params, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, s, params, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 2048, 1, 1, 0, NULL, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(f, 0, 1, 1, 32, 1, 1, 0, NULL, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 1 << 20, NULL, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    void *extra[] = {CU_LAUNCH_PARAM_END};
    CHECK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, params, extra) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(NULL, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLaunchKernel((CUfunction)&n, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuMemFree(da) == CUDA_SUCCESS && cuMemFree(db) == CUDA_SUCCESS && cuMemFree(dc) == CUDA_SUCCESS);
}

/* Parameters of every size, by kernelParams and packed in `extra` at the
 * offsets the kernel's descriptor gives; a descriptor without them cannot
 * take `extra`. */
static void parameters(CUmodule m)
{
    CUfunction f;
    CHECK(cuModuleGetFunction(&f, m, "mixed") == CUDA_SUCCESS);
    long long out[6] = {0};
    CUdeviceptr dout = upload(out, sizeof out);
    char c = -3;
    short s = 1234;
    int i = -77777;
    double d = 2.5;
    float fl = -0.25f;
    long long l = 1LL << 40;
    void *params[] = {&dout, &c, &s, &i, &d, &fl, &l};
    CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, dout, sizeof out) == CUDA_SUCCESS);
    CHECK(out[0] == -3 && out[1] == 1234 && out[2] == -77777 && out[3] == 2500 && out[4] == -250 &&
          out[5] == (1LL << 40));

    struct {
        CUdeviceptr out;
        char c;
        short s;
        int i;
        double d;
        float f;
        long long l;
    } packed = {dout, c, s, i, d, fl, l};
    size_t size = sizeof packed;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                     CU_LAUNCH_PARAM_END};
    memset(out, 0, sizeof out);
    CHECK(cuMemcpyHtoD(dout, out, sizeof out) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, extra) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, dout, sizeof out) == CUDA_SUCCESS);
    CHECK(out[0] == -3 && out[1] == 1234 && out[2] == -77777 && out[3] == 2500 && out[4] == -250 &&
          out[5] == (1LL << 40));
    size_t short_size = 20;
    void *too_short[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &short_size,
                         CU_LAUNCH_PARAM_END};
    CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, too_short) == CUDA_ERROR_INVALID_VALUE);
    CUfunction scale;
    CHECK(cuModuleGetFunction(&scale, m, "_Z5scalePfi") == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(scale, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, extra) == CUDA_ERROR_NOT_SUPPORTED);
    void *no_buffer[] = {CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};
    CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, no_buffer) == CUDA_ERROR_INVALID_VALUE);
    void *bad_key[] = {(void *)7, &size, CU_LAUNCH_PARAM_END};
    CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, bad_key) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(dout) == CUDA_SUCCESS);
}

static int read_counter(CUdeviceptr counter)
{
    int v = -1;
    CHECK(cuMemcpyDtoH(&v, counter, sizeof v) == CUDA_SUCCESS);
    return v;
}

static void globals(CUmodule m)
{
    CUdeviceptr counter = 0, table = 0;
    size_t size = 0;
    CHECK(cuModuleGetGlobal(&counter, &size, m, "counter") == CUDA_SUCCESS && counter && size == sizeof(int));
    CHECK(cuModuleGetGlobal(&table, NULL, m, "table") == CUDA_SUCCESS);
    CHECK(cuModuleGetGlobal(NULL, &size, m, "table") == CUDA_SUCCESS && size == 4 * sizeof(float));
    CHECK(cuModuleGetGlobal(&table, &size, m, "nope") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuModuleGetGlobal(&table, &size, m, NULL) == CUDA_ERROR_INVALID_VALUE);
    float t[4] = {0};
    CHECK(cuMemcpyDtoH(t, table, sizeof t) == CUDA_SUCCESS && t[0] == 1.0f && t[3] == 4.0f);
    CHECK(cuMemcpyDtoH(t, table, sizeof t + 4) == CUDA_ERROR_INVALID_VALUE);

    /* extra with no parameters to place works already. */
    CUfunction bump;
    CHECK(cuModuleGetFunction(&bump, m, "bump") == CUDA_SUCCESS);
    CHECK(cuMemsetD32(counter, 0, 1) == CUDA_SUCCESS);
    void *extra[] = {CU_LAUNCH_PARAM_END};
    CHECK(cuLaunchKernel(bump, 3, 1, 1, 32, 1, 1, 0, NULL, NULL, extra) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(bump, 1, 1, 1, 4, 1, 1, 0, NULL, NULL, NULL) == CUDA_SUCCESS);
    CHECK(read_counter(counter) == 100);
    /* The runtime API sees module variables as device memory too. */
    int v = 0;
    CHECK(cudaMemcpy(&v, (void *)(uintptr_t)counter, sizeof v, cudaMemcpyDeviceToHost) == cudaSuccess && v == 100);

    /* The kernel reads the table as written. */
    float nt[4] = {10.0f, 20.0f, 30.0f, 40.0f}, x[8] = {1, 1, 1, 1, 2, 2, 2, 2};
    CHECK(cuMemcpyHtoD(table, nt, sizeof nt) == CUDA_SUCCESS);
    CUdeviceptr dx = upload(x, sizeof x);
    int n = 8;
    void *params[] = {&dx, &n};
    CUfunction scale;
    CHECK(cuModuleGetFunction(&scale, m, "_Z5scalePfi") == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(scale, 1, 1, 1, 8, 1, 1, 0, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(x, dx, sizeof x) == CUDA_SUCCESS && x[0] == 10.0f && x[3] == 40.0f && x[7] == 80.0f);
    CHECK(read_counter(counter) == 108);
    CHECK(cuMemFree(dx) == CUDA_SUCCESS);
}

static void imports_and_shared(CUmodule m)
{
    CUfunction probe;
    CHECK(cuModuleGetFunction(&probe, m, "probe") == CUDA_SUCCESS);
    int out[4] = {-1, -1, -1, -1}, v = -1;
    CUdeviceptr dout = upload(out, sizeof out);
    void *params[] = {&dout};
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, probe) == CUDA_SUCCESS && v == 256);
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, probe) == CUDA_SUCCESS &&
          v == 48 * 1024 - 256);
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, probe) == CUDA_SUCCESS && v == 1024);
    CHECK(cuFuncGetAttribute(&v, (CUfunction_attribute)77, probe) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(probe, 1, 1, 1, 4, 2, 1, 128, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, dout, sizeof out) == CUDA_SUCCESS);
    CHECK(out[0] == 0 && out[1] == 8 && out[2] == 128 && out[3] == 0);
    CHECK(cuLaunchKernel(probe, 1, 1, 1, 1, 1, 1, 60000, NULL, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFuncSetAttribute(probe, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 60000) == CUDA_SUCCESS);
    CHECK(cuFuncSetAttribute(probe, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1 << 20) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(probe, 1, 1, 1, 1, 1, 1, 60000, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, dout, sizeof out) == CUDA_SUCCESS && out[2] == 60000);
    CHECK(cuMemFree(dout) == CUDA_SUCCESS);
}

/* Each load is an instance of its own, as in CUDA. */
static void from_memory(CUmodule m, const char *path)
{
    size_t len = 0;
    void *image = read_all(path, &len);
    CHECK(image != NULL);
    if (!image)
        return;
    CUmodule m2 = NULL;
    CHECK(cuModuleLoadData(&m2, image) == CUDA_SUCCESS && m2 && m2 != m);
    CUdeviceptr c1, c2;
    CHECK(cuModuleGetGlobal(&c1, NULL, m, "counter") == CUDA_SUCCESS);
    CHECK(cuModuleGetGlobal(&c2, NULL, m2, "counter") == CUDA_SUCCESS);
    CHECK(c1 != c2 && read_counter(c2) == 0 && read_counter(c1) == 108);

    char info[256] = "x", error[256] = "x";
    CUjit_option opts[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
                           CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_OPTIMIZATION_LEVEL, CU_JIT_TARGET_FROM_CUCONTEXT};
    void *vals[] = {info, (void *)(uintptr_t)sizeof info, error, (void *)(uintptr_t)sizeof error, (void *)(uintptr_t)4, 0};
    CUmodule m3 = NULL;
    CHECK(cuModuleLoadDataEx(&m3, image, 6, opts, vals) == CUDA_SUCCESS && m3);
    CHECK(error[0] == 0 && (uintptr_t)vals[3] == 1);
    CHECK(cuModuleLoadDataEx(&m3, image, 1, NULL, vals) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleUnload(m3) == CUDA_SUCCESS);
    CHECK(cuModuleUnload(m2) == CUDA_SUCCESS);
    free(image);
}

static void bad_images(void)
{
    CUmodule m = NULL;
    CHECK(cuModuleLoad(&m, "/nonexistent/x.cubin") == CUDA_ERROR_FILE_NOT_FOUND);
    CHECK(cuModuleLoad(NULL, "x") == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleLoadData(&m, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleLoadData(&m, "\x01\x02garbage") == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuModuleLoadData(&m, "") == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuModuleLoadData(&m, "int main() { return 0; }") == CUDA_ERROR_INVALID_IMAGE);
    /* An ELF file that is not a loadable module: this program. */
    CHECK(cuModuleLoad(&m, "/proc/self/exe") == CUDA_ERROR_INVALID_IMAGE);

    char error[512] = "";
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {error, (void *)(uintptr_t)sizeof error};
    size_t len = 0;
    const char *bad_import = getenv("FERRY_TEST_MODULE_BADIMPORT");
    void *image = bad_import ? read_all(bad_import, &len) : NULL;
    CHECK(image != NULL);
    if (image) {
        CHECK(cuModuleLoadDataEx(&m, image, 2, opts, vals) == CUDA_ERROR_INVALID_IMAGE);
        CHECK(strstr(error, "__ferry_no_such_function") != NULL);
        CHECK((uintptr_t)vals[1] == strlen(error) + 1);
        free(image);
    }
    const char *bad_abi = getenv("FERRY_TEST_MODULE_BADABI");
    CHECK(bad_abi && cuModuleLoad(&m, bad_abi) == CUDA_ERROR_INVALID_IMAGE);
}

static void unload(CUmodule m)
{
    CUfunction f;
    CUdeviceptr counter;
    CHECK(cuModuleGetFunction(&f, m, "bump") == CUDA_SUCCESS);
    CHECK(cuModuleGetGlobal(&counter, NULL, m, "counter") == CUDA_SUCCESS);
    CHECK(cuModuleGetFunction(&f, m, "no_such_kernel") == CUDA_ERROR_NOT_FOUND);
    CHECK(cuModuleGetFunction(&f, m, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleGetFunction(NULL, m, "bump") == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuModuleGetFunction(&f, NULL, "bump") == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuModuleUnload(m) == CUDA_SUCCESS);
    CHECK(cuModuleUnload(m) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuModuleUnload(NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuModuleGetFunction(&f, m, "bump") == CUDA_ERROR_INVALID_HANDLE);
    int v;
    CHECK(cuMemcpyDtoH(&v, counter, sizeof v) == CUDA_ERROR_INVALID_VALUE);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CUmodule m = NULL;
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuModuleLoad(&m, path) == CUDA_ERROR_INVALID_CONTEXT);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CHECK(cuModuleLoad(&m, path) == CUDA_SUCCESS && m);
    if (!m) {
        printf("%d passed, %d failed\n", passed, failed);
        return 1;
    }
    vec_add(m);
    parameters(m);
    globals(m);
    imports_and_shared(m);
    from_memory(m, path);
    bad_images();
    unload(m);
    CHECK(cudaGetLastError() == cudaSuccess);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
