/* Stream memory operations: a wait holds the stream's later work until the
 * host or another stream writes the word; a write lands after the stream's
 * earlier copies; 64-bit forms, the four tests, batches, and misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "runtime_check.h"

static void pause_ms(long ms)
{
    nanosleep(&(struct timespec){0, ms * 1000000L}, NULL);
}

static void *hp(CUdeviceptr d)
{
    return (void *)(uintptr_t)d;
}

static CUdeviceptr zeroed(size_t n)
{
    CUdeviceptr d = 0;
    CHECK(cuMemAlloc(&d, n) == CUDA_SUCCESS);
    CHECK(cuMemsetD8(d, 0, n) == CUDA_SUCCESS);
    return d;
}

/* The copy after the wait stays undone until the host writes the word. */
static void host_releases_wait(CUstream s)
{
    CUdeviceptr word = zeroed(8), dst = zeroed(64);
    unsigned char src[64];
    memset(src, 0x5a, sizeof src);
    CHECK(cuStreamWaitValue32(s, word, 3, CU_STREAM_WAIT_VALUE_GEQ) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(dst, src, sizeof src, s) == CUDA_SUCCESS);
    pause_ms(20);
    CHECK(cuStreamQuery(s) == CUDA_ERROR_NOT_READY);
    CHECK(((unsigned char *)hp(dst))[0] == 0);
    __atomic_store_n((uint32_t *)hp(word), 2, __ATOMIC_SEQ_CST); /* not yet >= 3 */
    pause_ms(10);
    CHECK(cuStreamQuery(s) == CUDA_ERROR_NOT_READY);
    __atomic_store_n((uint32_t *)hp(word), 3, __ATOMIC_SEQ_CST);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(memcmp(hp(dst), src, sizeof src) == 0);
    CHECK(cuMemFree(word) == CUDA_SUCCESS && cuMemFree(dst) == CUDA_SUCCESS);
}

/* One stream waits for a word that another stream writes after its copy. */
static void stream_releases_wait(CUstream waiter, CUstream writer)
{
    CUdeviceptr word = zeroed(8), a = zeroed(256), b = zeroed(256);
    unsigned char src[256];
    for (int i = 0; i < 256; i++)
        src[i] = (unsigned char)i;
    CHECK(cuStreamWaitValue64(waiter, word, 0x100000005ull, CU_STREAM_WAIT_VALUE_EQ) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoDAsync(b, a, 256, waiter) == CUDA_SUCCESS); /* reads a after the wait */
    pause_ms(10);
    CHECK(cuStreamQuery(waiter) == CUDA_ERROR_NOT_READY);
    CHECK(cuMemcpyHtoDAsync(a, src, sizeof src, writer) == CUDA_SUCCESS);
    CHECK(cuStreamWriteValue64(writer, word, 0x100000005ull, CU_STREAM_WRITE_VALUE_DEFAULT) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(waiter) == CUDA_SUCCESS);
    CHECK(memcmp(hp(b), src, sizeof src) == 0);
    CHECK(cuMemFree(word) == CUDA_SUCCESS && cuMemFree(a) == CUDA_SUCCESS && cuMemFree(b) == CUDA_SUCCESS);
}

/* The host sees the flag only once the copy before it is complete. */
static void write_after_copy(CUstream s)
{
    size_t n = 4u << 20;
    CUdeviceptr src = zeroed(n), dst = zeroed(n), flag = zeroed(4);
    CHECK(cuMemsetD8(src, 0x77, n) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoDAsync(dst, src, n, s) == CUDA_SUCCESS);
    CHECK(cuStreamWriteValue32(s, flag, 7, CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER) == CUDA_SUCCESS);
    while (__atomic_load_n((uint32_t *)hp(flag), __ATOMIC_ACQUIRE) != 7)
        pause_ms(1);
    const unsigned char *d = hp(dst);
    CHECK(d[0] == 0x77 && d[n / 2] == 0x77 && d[n - 1] == 0x77);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cuMemFree(src) == CUDA_SUCCESS && cuMemFree(dst) == CUDA_SUCCESS && cuMemFree(flag) == CUDA_SUCCESS);
}

/* AND passes on a common bit, NOR on a bit clear in both. */
static void and_nor(CUstream s)
{
    CUdeviceptr w = zeroed(8), out = zeroed(8);
    uint32_t *word = hp(w);
    CHECK(cuStreamWaitValue32(s, w, 0x10, CU_STREAM_WAIT_VALUE_AND) == CUDA_SUCCESS);
    CHECK(cuStreamWriteValue32(s, out, 1, 0) == CUDA_SUCCESS);
    __atomic_store_n(word, 0x0f, __ATOMIC_SEQ_CST);
    pause_ms(10);
    CHECK(__atomic_load_n((uint32_t *)hp(out), __ATOMIC_SEQ_CST) == 0);
    __atomic_store_n(word, 0x1f, __ATOMIC_SEQ_CST);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && *(uint32_t *)hp(out) == 1);

    __atomic_store_n(word, 0xffffffffu, __ATOMIC_SEQ_CST);
    CHECK(cuStreamWaitValue32(s, w, 0, CU_STREAM_WAIT_VALUE_NOR | CU_STREAM_WAIT_VALUE_FLUSH) == CUDA_SUCCESS);
    CHECK(cuStreamWriteValue32(s, out, 2, 0) == CUDA_SUCCESS);
    pause_ms(10);
    CHECK(__atomic_load_n((uint32_t *)hp(out), __ATOMIC_SEQ_CST) == 1);
    __atomic_store_n(word, 0xfffffffeu, __ATOMIC_SEQ_CST);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && *(uint32_t *)hp(out) == 2);
    CHECK(cuMemFree(w) == CUDA_SUCCESS && cuMemFree(out) == CUDA_SUCCESS);
}

/* A batch runs its operations in order: the write before the wait lands,
 * the one after waits for the host. */
static void batch(CUstream s)
{
    CUdeviceptr m = zeroed(32);
    uint32_t *w = hp(m);
    CUstreamBatchMemOpParams ops[4];
    memset(ops, 0, sizeof ops);
    ops[0].writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_32;
    ops[0].writeValue.address = m;
    ops[0].writeValue.value = 11;
    ops[1].waitValue.operation = CU_STREAM_MEM_OP_WAIT_VALUE_32;
    ops[1].waitValue.address = m + 4;
    ops[1].waitValue.value = 2;
    ops[1].waitValue.flags = CU_STREAM_WAIT_VALUE_GEQ;
    ops[2].memoryBarrier.operation = CU_STREAM_MEM_OP_BARRIER;
    ops[2].memoryBarrier.flags = CU_STREAM_MEMORY_BARRIER_TYPE_GPU;
    ops[3].writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_64;
    ops[3].writeValue.address = m + 8;
    ops[3].writeValue.value64 = 0x123456789abcdefull;
    CHECK(cuStreamBatchMemOp(s, 4, ops, 0) == CUDA_SUCCESS);
    while (__atomic_load_n(&w[0], __ATOMIC_ACQUIRE) != 11)
        pause_ms(1);
    pause_ms(10);
    CHECK(*(uint64_t *)hp(m + 8) == 0);
    __atomic_store_n(&w[1], 2, __ATOMIC_SEQ_CST);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && *(uint64_t *)hp(m + 8) == 0x123456789abcdefull);
    CHECK(cuStreamBatchMemOp(s, 0, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuStreamBatchMemOp(s, 1, ops, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamBatchMemOp(s, 1, NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamBatchMemOp(s, 1000, ops, 0) == CUDA_ERROR_INVALID_VALUE);
    ops[0].operation = (CUstreamBatchMemOpType)42;
    CHECK(cuStreamBatchMemOp(s, 1, ops, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemFree(m) == CUDA_SUCCESS);
}

/* Captured operations run each time the graph does, in their place. */
static void captured(CUstream s)
{
    CUdeviceptr m = zeroed(16);
    uint32_t *w = hp(m);
    unsigned char src[4] = {1, 2, 3, 4};
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) == cudaSuccess);
    CHECK(cuStreamWaitValue32(s, m, 1, CU_STREAM_WAIT_VALUE_EQ) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(m + 8, src, sizeof src, s) == CUDA_SUCCESS);
    CHECK(cuStreamWriteValue32(s, m + 4, 42, 0) == CUDA_SUCCESS);
    cudaGraph_t g = NULL;
    CHECK(cudaStreamEndCapture(s, &g) == cudaSuccess && g != NULL);
    size_t n = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &n) == cudaSuccess && n == 3);
    CHECK(w[1] == 0); /* nothing ran while capturing */
    cudaGraphExec_t e = NULL;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
    for (int round = 0; round < 2; round++) {
        w[1] = 0;
        memset(&w[2], 0, 4);
        CHECK(cudaGraphLaunch(e, s) == cudaSuccess);
        pause_ms(10);
        CHECK(__atomic_load_n(&w[1], __ATOMIC_SEQ_CST) == 0); /* held by the wait */
        __atomic_store_n(&w[0], 1, __ATOMIC_SEQ_CST);
        CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && w[1] == 42 && memcmp(&w[2], src, 4) == 0);
        __atomic_store_n(&w[0], 0, __ATOMIC_SEQ_CST);
    }
    CHECK(cudaGraphExecDestroy(e) == cudaSuccess && cudaGraphDestroy(g) == cudaSuccess);
    CHECK(cuMemFree(m) == CUDA_SUCCESS);
}

static void misuse(CUstream s)
{
    CUdeviceptr m = zeroed(16);
    uint32_t local = 0;
    CHECK(cuStreamWriteValue32(s, m + 2, 1, 0) == CUDA_ERROR_INVALID_VALUE);  /* misaligned */
    CHECK(cuStreamWaitValue64(s, m + 4, 1, 0) == CUDA_ERROR_INVALID_VALUE);   /* misaligned */
    CHECK(cuStreamWriteValue64(s, m + 16, 1, 0) == CUDA_ERROR_INVALID_VALUE); /* past the end */
    CHECK(cuStreamWriteValue32(s, 0, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamWriteValue32(s, (CUdeviceptr)(uintptr_t)&local, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamWriteValue32(s, m, 1, 2) == CUDA_ERROR_INVALID_VALUE); /* unknown flag */
    CHECK(cuStreamWaitValue32(s, m, 1, 4) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamWaitValue32((CUstream)&local, m, 1, 0) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(cuMemFree(m) == CUDA_SUCCESS);
    /* The legacy stream takes them too. */
    CUdeviceptr w = zeroed(4);
    CHECK(cuStreamWriteValue32(NULL, w, 9, 0) == CUDA_SUCCESS);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS && *(uint32_t *)hp(w) == 9);
    CHECK(cuMemFree(w) == CUDA_SUCCESS);
}

int main(void)
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = NULL;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    /* The device says what these tests use. */
    const CUdevice_attribute can[] = {CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1,
                                      CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS,
                                      CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR,
                                      CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES};
    for (size_t i = 0; i < sizeof can / sizeof can[0]; i++) {
        int v = 0;
        CHECK(cuDeviceGetAttribute(&v, can[i], 0) == CUDA_SUCCESS && v == 1);
    }
    CUstream s = NULL, t = NULL;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CHECK(cuStreamCreate(&t, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    host_releases_wait(s);
    stream_releases_wait(s, t);
    write_after_copy(t);
    and_nor(s);
    batch(s);
    captured(s);
    misuse(s);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS && cuStreamDestroy(t) == CUDA_SUCCESS);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
