/* Device assert: the message, the sticky cudaErrorAssert, the abandoned
 * grid, and recovery by cudaDeviceReset. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda_runtime_api.h"
#include "ferry_abi.h"

#include "runtime_check.h"

static _Atomic int blocks_run, after_assert;

/* check(): block 3 fails its assert in thread (1,0,0). */
static void check_block(void **args, ferry_block_ctx *ctx)
{
    (void)args;
    atomic_fetch_add(&blocks_run, 1);
    if (ctx->block_idx[0] == 3) {
        __ferry_assert_fail("x < 3", "kernel.cu", 12, "void check()", 1, 0, 0);
        atomic_fetch_add(&after_assert, 1); /* never reached */
    }
}

static ferry_kernel_desc kernels[] = {{"_Z5checkv", check_block, 0, 0, 0, NULL, 0}};
static const ferry_module_desc module = {FERRY_ABI_VERSION, 1, 0, 0, "assert-test", kernels, NULL, NULL};
static struct {
    int magic, version;
    const char *blob;
    void *unused;
} wrapper = {0x466243b1, 1, "ferry-module:assert-test", NULL};
static const char check_stub;

int main(void)
{
    setenv("FERRY_NUM_THREADS", "3", 1);
    void **h = __cudaRegisterFatBinary(&wrapper);
    __cudaRegisterFunction(h, &check_stub, "_Z5checkv", "_Z5checkv", -1, 0, 0, 0, 0, 0);
    __ferry_register_module(&module);
    void *p = NULL;
    CHECK(cudaMalloc(&p, 16) == cudaSuccess);
    dim3 grid = {1000000, 1, 1}, block = {32, 1, 1};
    /* The launch is queued; the assert is reported when the host waits. */
    CHECK(cudaLaunchKernel(&check_stub, grid, block, NULL, 0, 0) == cudaSuccess);
    CHECK(cudaDeviceSynchronize() == cudaErrorAssert);
    CHECK(atomic_load(&after_assert) == 0);
    CHECK(atomic_load(&blocks_run) < 1000000); /* the rest of the grid was abandoned */
    CHECK(cudaGetLastError() == cudaErrorAssert);
    CHECK(cudaGetLastError() == cudaErrorAssert); /* sticky */
    int v = 1;
    CHECK(cudaMemcpy(p, &v, sizeof v, cudaMemcpyHostToDevice) == cudaErrorAssert);
    CHECK(cudaLaunchKernel(&check_stub, grid, block, NULL, 0, 0) == cudaErrorAssert);
    CHECK(cudaDeviceReset() == cudaSuccess);
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    atomic_store(&blocks_run, 0);
    dim3 small = {3, 1, 1};
    CHECK(cudaLaunchKernel(&check_stub, small, block, NULL, 0, 0) == cudaSuccess);
    CHECK(cudaDeviceSynchronize() == cudaSuccess && blocks_run == 3);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
