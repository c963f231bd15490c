/* Driver API JIT linking of relocatable device code: two sources compiled
 * by Ferry's nvcc -dc (FERRY_NVCC), a kernel in one calling a __device__
 * function of the other, linked by cuLink* as an object and an archive into
 * a module that loads and runs; an undefined device function in the error
 * log; objects and PTX in one link refused. */
#include <cuda.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runtime_check.h"

extern char **environ;

static const char kernel_cu[] = "extern __device__ float triple(float x);\n"
                                "extern \"C\" __global__ void tri(float *p, int n)\n"
                                "{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "    if (i < n) p[i] = triple(p[i]);\n}\n";
static const char triple_cu[] = "__device__ float triple(float x) { return 3.0f * x; }\n";

static int run(char *const argv[])
{
    pid_t pid;
    if (posix_spawn(&pid, argv[0], NULL, NULL, argv, environ) != 0)
        return -1;
    int status;
    return waitpid(pid, &status, 0) == pid && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static bool write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(text, f) >= 0;
    if (f)
        fclose(f);
    return ok;
}

/* k.o, t.o and libt.a (t.o archived) in dir. */
static bool build_objects(const char *nvcc, const char *dir)
{
    char k_cu[512], t_cu[512], k_o[512], t_o[512], lib[512];
    snprintf(k_cu, sizeof k_cu, "%s/k.cu", dir), snprintf(t_cu, sizeof t_cu, "%s/t.cu", dir);
    snprintf(k_o, sizeof k_o, "%s/k.o", dir), snprintf(t_o, sizeof t_o, "%s/t.o", dir);
    snprintf(lib, sizeof lib, "%s/libt.a", dir);
    if (!write_text(k_cu, kernel_cu) || !write_text(t_cu, triple_cu))
        return false;
    char *k[] = {(char *)nvcc, "-dc", k_cu, "-o", k_o, NULL};
    char *t[] = {(char *)nvcc, "-dc", t_cu, "-o", t_o, NULL};
    char *ar[] = {"/usr/bin/ar", "rcs", lib, t_o, NULL};
    return run(k) == 0 && run(t) == 0 && run(ar) == 0;
}

static void run_tri(void *image)
{
    CUmodule m = NULL;
    CUfunction f = NULL;
    CHECK(cuModuleLoadData(&m, image) == CUDA_SUCCESS && m);
    CHECK(m && cuModuleGetFunction(&f, m, "tri") == CUDA_SUCCESS);
    if (!f)
        return;
    float x[100];
    for (int i = 0; i < 100; i++)
        x[i] = (float)i;
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, sizeof x) == CUDA_SUCCESS && cuMemcpyHtoD(d, x, sizeof x) == CUDA_SUCCESS);
    int n = 100;
    void *params[] = {&d, &n};
    CHECK(cuLaunchKernel(f, 4, 1, 1, 32, 1, 1, 0, NULL, params, NULL) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(x, d, sizeof x) == CUDA_SUCCESS);
    int bad = 0;
    for (int i = 0; i < 100; i++)
        bad += x[i] != 3.0f * (float)i;
    CHECK(bad == 0);
    cuMemFree(d);
    CHECK(cuModuleUnload(m) == CUDA_SUCCESS);
}

static void link_objects(const char *dir)
{
    char k_o[512], lib[512], info[1024] = "", error[1024] = "";
    snprintf(k_o, sizeof k_o, "%s/k.o", dir), snprintf(lib, sizeof lib, "%s/libt.a", dir);
    CUjit_option opts[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
                           CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
    void *vals[] = {info, (void *)(uintptr_t)sizeof info, error, (void *)(uintptr_t)sizeof error, (void *)1};
    CUlinkState s;
    CHECK(cuLinkCreate(5, opts, vals, &s) == CUDA_SUCCESS);
    CHECK(cuLinkAddFile(s, CU_JIT_INPUT_OBJECT, k_o, 0, NULL, NULL) == CUDA_SUCCESS);
    CHECK(cuLinkAddFile(s, CU_JIT_INPUT_LIBRARY, lib, 0, NULL, NULL) == CUDA_SUCCESS);
    char ptx[] = ".version 7.5\n.target sm_75\n.address_size 64\n";
    CHECK(cuLinkAddData(s, CU_JIT_INPUT_PTX, ptx, sizeof ptx, "p", 0, NULL, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    void *cubin = NULL;
    size_t size = 0;
    CHECK(cuLinkComplete(s, &cubin, &size) == CUDA_SUCCESS && cubin && size > 0);
    CHECK(strstr(info, "libt.a") != NULL && error[0] == 0);
    if (cubin)
        run_tri(cubin);
    CHECK(cuLinkDestroy(s) == CUDA_SUCCESS);

    /* Without the archive, triple is undefined. */
    vals[3] = (void *)(uintptr_t)sizeof error;
    CHECK(cuLinkCreate(5, opts, vals, &s) == CUDA_SUCCESS);
    CHECK(cuLinkAddFile(s, CU_JIT_INPUT_OBJECT, k_o, 0, NULL, NULL) == CUDA_SUCCESS);
    CHECK(cuLinkAddFile(s, CU_JIT_INPUT_LIBRARY, k_o, 0, NULL, NULL) == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuLinkComplete(s, &cubin, &size) == CUDA_ERROR_INVALID_IMAGE);
    CHECK(strstr(error, "triple") != NULL);
    CHECK(cuLinkDestroy(s) == CUDA_SUCCESS);
}

int main(void)
{
    const char *nvcc = getenv("FERRY_NVCC");
    if (!nvcc || !*nvcc) {
        fprintf(stderr, "FERRY_NVCC is not set\n");
        return 1;
    }
    char dir[] = "/tmp/ferry-link-objects-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    bool built = build_objects(nvcc, dir);
    CHECK(built);
    CUcontext ctx;
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    if (built)
        link_objects(dir);
    const char *names[] = {"k.cu", "t.cu", "k.o", "t.o", "libt.a"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    rmdir(dir);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
