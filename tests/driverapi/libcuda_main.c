/* A driver-API-only program, linked with -lcuda and nothing of the
 * runtime: loads the module named on the command line and runs its
 * kernels.  Every module has vec_add, _Z5scalePfi (scale(float *, int)),
 * the variables counter and table[4] = {1, 2, 3, 4}; hello, block_sum and
 * sines are run when the module has them (nvcc -cubin of kernels.cu). */
#include <cuda.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define N 1000

#define CK(call)                                                                          \
    do {                                                                                  \
        CUresult r_ = (call);                                                             \
        if (r_ != CUDA_SUCCESS) {                                                         \
            const char *name_ = "?";                                                      \
            cuGetErrorName(r_, &name_);                                                   \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, name_);  \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

static void fail(const char *what)
{
    fprintf(stderr, "FAIL: %s\n", what);
    exit(1);
}

static void vec_add(CUmodule m)
{
    CUfunction f;
    CK(cuModuleGetFunction(&f, m, "vec_add"));
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++)
        a[i] = (float)i, b[i] = 1.0f;
    CUdeviceptr da, db, dc;
    CK(cuMemAlloc(&da, sizeof a));
    CK(cuMemAlloc(&db, sizeof b));
    CK(cuMemAlloc(&dc, sizeof c));
    CK(cuMemcpyHtoD(da, a, sizeof a));
    CK(cuMemcpyHtoD(db, b, sizeof b));
    int n = N;
    void *params[] = {&da, &db, &dc, &n};
    CK(cuLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, params, NULL));
    CK(cuCtxSynchronize());
    CK(cuMemcpyDtoH(c, dc, sizeof c));
    for (int i = 0; i < N; i++)
        if (c[i] != (float)i + 1.0f)
            fail("vec_add");
    CK(cuMemFree(da));
    CK(cuMemFree(db));
    CK(cuMemFree(dc));
}

static void scale_with_globals(CUmodule m)
{
    CUdeviceptr counter, table;
    size_t size;
    CK(cuModuleGetGlobal(&counter, &size, m, "counter"));
    if (size != sizeof(int))
        fail("counter size");
    CK(cuModuleGetGlobal(&table, &size, m, "table"));
    if (size != 4 * sizeof(float))
        fail("table size");
    CK(cuMemsetD32(counter, 0, 1));
    float x[16];
    for (int i = 0; i < 16; i++)
        x[i] = 1.0f;
    CUdeviceptr dx;
    CK(cuMemAlloc(&dx, sizeof x));
    CK(cuMemcpyHtoD(dx, x, sizeof x));
    int n = 16;
    void *params[] = {&dx, &n};
    CUfunction f;
    CK(cuModuleGetFunction(&f, m, "_Z5scalePfi"));
    CK(cuLaunchKernel(f, 2, 1, 1, 8, 1, 1, 0, NULL, params, NULL));
    CK(cuMemcpyDtoH(x, dx, sizeof x));
    for (int i = 0; i < 16; i++)
        if (x[i] != (float)(i % 4 + 1))
            fail("scale by table");
    int count = 0;
    CK(cuMemcpyDtoH(&count, counter, sizeof count));
    if (count != 16)
        fail("counter");
    CK(cuMemFree(dx));
}

/* Kernels that call the runtime through import slots (printf, barriers)
 * or libm, when the module has them. */
static void optional_kernels(CUmodule m)
{
    CUfunction f;
    if (cuModuleGetFunction(&f, m, "hello") == CUDA_SUCCESS) {
        int v = 7;
        void *params[] = {&v};
        CK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
        fflush(stdout);
    }
    if (cuModuleGetFunction(&f, m, "block_sum") == CUDA_SUCCESS) {
        int in[256], out[2] = {0, 0};
        for (int i = 0; i < 256; i++)
            in[i] = i;
        CUdeviceptr din, dout;
        CK(cuMemAlloc(&din, sizeof in));
        CK(cuMemAlloc(&dout, sizeof out));
        CK(cuMemcpyHtoD(din, in, sizeof in));
        void *params[] = {&din, &dout};
        CK(cuLaunchKernel(f, 2, 1, 1, 128, 1, 1, 0, NULL, params, NULL));
        CK(cuMemcpyDtoH(out, dout, sizeof out));
        if (out[0] != 127 * 128 / 2 || out[1] != (128 + 255) * 128 / 2)
            fail("block_sum");
        CK(cuMemFree(din));
        CK(cuMemFree(dout));
        printf("block_sum ok\n");
    }
    if (cuModuleGetFunction(&f, m, "sines") == CUDA_SUCCESS) {
        float x[2] = {0.0f, 1.5707963f};
        CUdeviceptr dx;
        CK(cuMemAlloc(&dx, sizeof x));
        CK(cuMemcpyHtoD(dx, x, sizeof x));
        int n = 2;
        void *params[] = {&dx, &n};
        CK(cuLaunchKernel(f, 1, 1, 1, 2, 1, 1, 0, NULL, params, NULL));
        CK(cuMemcpyDtoH(x, dx, sizeof x));
        if (x[0] != 0.0f || x[1] < 0.99999f || x[1] > 1.00001f)
            fail("sines");
        CK(cuMemFree(dx));
        printf("sines ok\n");
    }
    if (cuModuleGetFunction(&f, m, "packed") == CUDA_SUCCESS) {
        /* The kernel's parameters as `extra` packs them: each at its own
         * alignment, the struct by value. */
        struct pair { char tag; double value; };
        struct {
            CUdeviceptr out;
            char c;
            struct pair p;
            short s;
            float f;
        } args;
        memset(&args, 0, sizeof args);
        double out[5] = {0};
        CK(cuMemAlloc(&args.out, sizeof out));
        args.c = 'x';
        args.p.tag = 3;
        args.p.value = 2.5;
        args.s = -9;
        args.f = 0.75f;
        size_t size = sizeof args;
        void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &args, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                         CU_LAUNCH_PARAM_END};
        CK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, extra));
        CK(cuMemcpyDtoH(out, args.out, sizeof out));
        if (out[0] != 'x' || out[1] != 3 || out[2] != 2.5 || out[3] != -9 || out[4] != 0.75)
            fail("packed");
        CK(cuMemFree(args.out));
        printf("packed ok\n");
    }
}

/* cuCtxSetLimit shares cudaDeviceSetLimit's limits; vec_add keeps nothing
 * in local memory. */
static void limits(CUmodule m)
{
    size_t v = 0;
    int local = -1;
    CK(cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 4096));
    CK(cuCtxGetLimit(&v, CU_LIMIT_STACK_SIZE));
    if (v != 4096 || cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 1 << 20) != CUDA_ERROR_INVALID_VALUE
        || cuCtxGetLimit(&v, CU_LIMIT_MAX) != CUDA_ERROR_UNSUPPORTED_LIMIT)
        fail("limits");
    CUfunction f;
    CK(cuModuleGetFunction(&f, m, "vec_add"));
    CK(cuFuncGetAttribute(&local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, f));
    if (local != 0)
        fail("vec_add's local memory");
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s MODULE\n", argv[0]);
        return 2;
    }
    CUdevice dev;
    CUcontext ctx;
    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuCtxCreate(&ctx, 0, dev));
    CUmodule m;
    CK(cuModuleLoad(&m, argv[1]));
    vec_add(m);
    limits(m);
    scale_with_globals(m);
    optional_kernels(m);
    CUfunction f;
    if (cuModuleGetFunction(&f, m, "missing") != CUDA_ERROR_NOT_FOUND)
        fail("missing kernel");
    CK(cuModuleUnload(m));
    CK(cuCtxDestroy(ctx));
    printf("PASS\n");
    return 0;
}
