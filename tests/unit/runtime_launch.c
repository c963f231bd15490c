/* Launches through a hand-made module, as ferry-lower and clang's host pass
 * would register it: every block runs exactly once whatever the pool size,
 * bad configurations run nothing, shared memory limits hold, and a kernel
 * whose device side is missing is an invalid device function. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cuda_runtime_api.h"
#include "ferry_abi.h"
#include "runtime.h"

#include "runtime_check.h"

static _Atomic int bad_ctx;

/* record(int *counts): counts[linear block index]++ */
static void record_block(void **args, ferry_block_ctx *ctx)
{
    _Atomic int *counts = *(_Atomic int **)args[0];
    const uint32_t *b = ctx->block_idx, *g = ctx->grid_dim;
    if (b[0] >= g[0] || b[1] >= g[1] || b[2] >= g[2] || !ctx->shared || ((uintptr_t)ctx->shared & 63))
        atomic_fetch_add(&bad_ctx, 1);
    atomic_fetch_add(&counts[b[0] + g[0] * (b[1] + (size_t)g[1] * b[2])], 1);
}

/* big(unsigned *seen_dyn): touches all of its shared memory. */
static void big_block(void **args, ferry_block_ctx *ctx)
{
    memset(ctx->shared, 0x5a, 40 * 1024 + ctx->dyn_shared);
    **(unsigned **)args[0] = ctx->dyn_shared;
}

static ferry_kernel_desc kernels[] = {
    {"_Z6recordPi", record_block, 1, 0, 0, NULL, 0},
    {"_Z3bigPj", big_block, 1, 40 * 1024, 0, NULL, 0},
};
static const ferry_module_desc module = {FERRY_ABI_VERSION, 2, 0, 0, "launch-test", kernels, NULL, NULL};

static struct {
    int magic, version;
    const char *blob;
    void *unused;
} wrapper = {0x466243b1, 1, "ferry-module:launch-test", NULL};

/* Stand-ins for the host stubs: only their addresses matter. */
static const char record_stub, big_stub, orphan_stub;

static void register_host_side(void)
{
    void **h = __cudaRegisterFatBinary(&wrapper);
    __cudaRegisterFunction(h, &record_stub, "_Z6recordPi", "_Z6recordPi", -1, 0, 0, 0, 0, 0);
    __cudaRegisterFunction(h, &big_stub, "_Z3bigPj", "_Z3bigPj", -1, 0, 0, 0, 0, 0);
    __cudaRegisterFunction(h, &orphan_stub, "_Z6orphanv", "_Z6orphanv", -1, 0, 0, 0, 0, 0);
    __cudaRegisterFatBinaryEnd(h);
}

static cudaError_t launch_record(int *counts, dim3 grid, dim3 block, size_t shmem)
{
    void *args[] = {&counts};
    return cudaLaunchKernel(&record_stub, grid, block, args, shmem, 0);
}

static void check_grid(dim3 grid, dim3 block)
{
    size_t n = (size_t)grid.x * grid.y * grid.z;
    int *counts = calloc(n, sizeof *counts);
    CHECK(launch_record(counts, grid, block, 0) == cudaSuccess);
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++)
        wrong += counts[i] != 1;
    CHECK(wrong == 0);
    CHECK(cudaGetLastError() == cudaSuccess);
    free(counts);
}

static void test_grids(void)
{
    check_grid((dim3){1, 1, 1}, (dim3){1, 1, 1});
    check_grid((dim3){7, 5, 3}, (dim3){4, 2, 1});
    check_grid((dim3){100000, 1, 1}, (dim3){256, 1, 1});
    check_grid((dim3){3, 700, 2}, (dim3){32, 32, 1});
    check_grid((dim3){1, 1, 70}, (dim3){8, 8, 16});
    CHECK(atomic_load(&bad_ctx) == 0);
}

static void expect_config_error(dim3 grid, dim3 block, size_t shmem, cudaError_t want)
{
    int counts[4] = {0};
    CHECK(launch_record(counts, grid, block, shmem) == want);
    CHECK(cudaGetLastError() == want);
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(counts[0] == 0);
}

static void test_bad_configs(void)
{
    expect_config_error((dim3){1, 1, 1}, (dim3){1025, 1, 1}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){1, 1, 1}, (dim3){32, 32, 2}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){1, 1, 1}, (dim3){1, 1, 65}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){1, 1, 1}, (dim3){0, 1, 1}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){0, 1, 1}, (dim3){1, 1, 1}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){1, 65536, 1}, (dim3){1, 1, 1}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){0x80000000u, 1, 1}, (dim3){1, 1, 1}, 0, cudaErrorInvalidConfiguration);
    expect_config_error((dim3){1, 1, 1}, (dim3){1, 1, 1}, 48 * 1024 + 1, cudaErrorInvalidValue);
    int counts[1] = {0};
    CHECK(launch_record(counts, (dim3){1, 1, 1}, (dim3){1, 1, 1}, 48 * 1024) == cudaSuccess && counts[0] == 1);
}

static void test_shared(void)
{
    unsigned seen = 0, *ps = &seen;
    void *args[] = {&ps};
    dim3 one = {1, 1, 1}, block = {64, 1, 1};
    CHECK(cudaLaunchKernel(&big_stub, one, block, args, 8 * 1024, 0) == cudaSuccess && seen == 8 * 1024);
    CHECK(cudaLaunchKernel(&big_stub, one, block, args, 9 * 1024, 0) == cudaErrorInvalidValue);
    cudaGetLastError();
    CHECK(cudaFuncSetAttribute(&big_stub, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024) == cudaSuccess);
    CHECK(cudaLaunchKernel(&big_stub, (dim3){16, 1, 1}, block, args, 100 * 1024, 0) == cudaSuccess &&
          seen == 100 * 1024);
    CHECK(cudaLaunchKernel(&big_stub, one, block, args, 100 * 1024 + 1, 0) == cudaErrorInvalidValue);
    CHECK(cudaFuncSetAttribute(&big_stub, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024) ==
          cudaErrorInvalidValue);
    struct cudaFuncAttributes fa;
    CHECK(cudaFuncGetAttributes(&fa, &big_stub) == cudaSuccess && fa.sharedSizeBytes == 40 * 1024 &&
          fa.maxDynamicSharedSizeBytes == 100 * 1024 && fa.maxThreadsPerBlock == 1024);
    CHECK(cudaFuncGetAttributes(&fa, &record_stub) == cudaSuccess && fa.maxDynamicSharedSizeBytes == 48 * 1024);
    cudaGetLastError();
}

static void test_api_edges(void)
{
    int counts[1] = {0}, *pc = counts, n = 0;
    void *args[] = {&pc};
    dim3 one = {1, 1, 1};
    CHECK(cudaLaunchKernel(&orphan_stub, one, one, args, 0, 0) == cudaErrorInvalidDeviceFunction);
    CHECK(cudaLaunchKernel(&n, one, one, args, 0, 0) == cudaErrorInvalidDeviceFunction);
    CHECK(cudaGetLastError() == cudaErrorInvalidDeviceFunction);
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    CHECK(cudaLaunchKernel(&record_stub, one, one, args, 0, s) == cudaSuccess && counts[0] == 1);
    CHECK(cudaStreamDestroy(s) == cudaSuccess);
    CHECK(cudaLaunchKernel(&record_stub, one, one, args, 0, s) == cudaErrorInvalidResourceHandle);
    /* A cooperative launch runs every block; more blocks than can be
     * resident at once is an error, and nothing runs. */
    counts[0] = 0;
    CHECK(cudaLaunchCooperativeKernel(&record_stub, one, one, args, 0, 0) == cudaSuccess && counts[0] == 1);
    dim3 huge = {100000, 1, 1};
    CHECK(cudaLaunchCooperativeKernel(&record_stub, huge, one, args, 0, 0) == cudaErrorCooperativeLaunchTooLarge);
    CHECK(counts[0] == 1);
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, &record_stub, 256, 0) == cudaSuccess && n == 8);
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, &big_stub, 128, 0) == cudaSuccess && n >= 1 && n <= 5);
    CHECK(cudaFuncSetCacheConfig(&record_stub, cudaFuncCachePreferL1) == cudaSuccess);
    CHECK(cudaFuncSetCacheConfig(&orphan_stub, cudaFuncCachePreferL1) == cudaErrorInvalidDeviceFunction);
    cudaGetLastError();
    /* <<<>>> pushes, the stub pops */
    dim3 g, b;
    size_t sh = 0;
    cudaStream_t st = (cudaStream_t)1;
    CHECK(__cudaPushCallConfiguration((dim3){3, 2, 1}, (dim3){64, 1, 1}, 128, NULL) == 0);
    CHECK(__cudaPopCallConfiguration(&g, &b, &sh, &st) == cudaSuccess);
    CHECK(g.x == 3 && g.y == 2 && b.x == 64 && sh == 128 && st == NULL);
    CHECK(__cudaPopCallConfiguration(&g, &b, &sh, &st) != cudaSuccess);
}

/* Local memory: reported per thread, grows cudaLimitStackSize as CUDA's
 * driver does, and more than a GPU gives a thread fails the launch. */
static void test_local_memory(void)
{
    int counts[1] = {0}, *pc = counts;
    void *args[] = {&pc};
    dim3 one = {1, 1, 1};
    size_t limit = 0;
    CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 1024) == cudaSuccess);
    kernels[0].local_bytes = 40000;
    struct cudaFuncAttributes fa;
    CHECK(cudaFuncGetAttributes(&fa, &record_stub) == cudaSuccess && fa.localSizeBytes == 40000);
    CHECK(cudaLaunchKernel(&record_stub, one, one, args, 0, 0) == cudaSuccess && counts[0] == 1);
    CHECK(cudaDeviceGetLimit(&limit, cudaLimitStackSize) == cudaSuccess && limit == 40000);
    CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 512 * 1024) == cudaSuccess);
    CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 512 * 1024 + 1) == cudaErrorInvalidValue);
    CHECK(cudaDeviceGetLimit(&limit, cudaLimitStackSize) == cudaSuccess && limit == 512 * 1024);
    kernels[0].local_bytes = 512 * 1024 + 16;
    CHECK(cudaLaunchKernel(&record_stub, one, one, args, 0, 0) == cudaErrorLaunchOutOfResources);
    CHECK(cudaGetLastError() == cudaErrorLaunchOutOfResources);
    CHECK(cudaGetLastError() == cudaSuccess && counts[0] == 1);
    kernels[0].local_bytes = 0;
}

static int run_all(int threads)
{
    CHECK(ferry_pool_set_size(threads));
    test_grids();
    test_bad_configs();
    test_shared();
    test_api_edges();
    test_local_memory();
    CHECK(ferry_pool_size() == threads);
    CHECK(!ferry_pool_set_size(threads + 1)); /* too late: the pool is running */
    printf("[%d threads] %d passed, %d failed\n", threads, passed, failed);
    return failed != 0;
}

int main(void)
{
    register_host_side();
    /* The device module may arrive after the host side: resolution is lazy. */
    int c[1] = {0};
    CHECK(launch_record(c, (dim3){1, 1, 1}, (dim3){1, 1, 1}, 0) == cudaErrorInvalidDeviceFunction);
    cudaGetLastError();
    __ferry_register_module(&module);
    /* Each pool size in its own process: a pool is sized once. */
    static const int sizes[] = {1, 2, 5};
    int bad = failed;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            int r = run_all(sizes[i]);
            fflush(stdout);
            _exit(r);
        }
        int status = 0;
        waitpid(pid, &status, 0);
        bad += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    }
    /* A child forked after the pool started still completes launches. */
    check_grid((dim3){64, 1, 1}, (dim3){32, 1, 1});
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        alarm(20);
        check_grid((dim3){64, 1, 1}, (dim3){32, 1, 1});
        _exit(failed != 0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    bad += !WIFEXITED(status) || WEXITSTATUS(status) != 0 || failed != 0;
    printf("%s\n", bad ? "FAILED" : "all pool sizes passed");
    return bad != 0;
}
