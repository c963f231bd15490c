/* Stream memory operations: waits on and writes to 32- and 64-bit words,
 * queued on the stream like its other work.  A wait holds the stream's
 * queue thread (and so the stream's later work) until the word passes its
 * test; whoever writes it (the host, another stream, a kernel) makes it go
 * on.  The CPU device has one coherent memory, so flushes and barriers are
 * fences. */
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cu_internal.h"
#include "graph.h"
#include "cu_plain_names.h"

/* The operations a batch may hold, in the kernel's own words. */
#define MAX_BATCH 256
#define WAIT_TEST_MASK 0x3u

typedef struct memop_batch {
    unsigned count;
    CUstreamBatchMemOpParams ops[];
} memop_batch;

static bool wait_passes(const CUstreamBatchMemOpParams *op, bool wide)
{
    const void *p = (const void *)(uintptr_t)op->waitValue.address;
    uint64_t have = wide ? __atomic_load_n((const uint64_t *)p, __ATOMIC_ACQUIRE)
                         : __atomic_load_n((const uint32_t *)p, __ATOMIC_ACQUIRE);
    uint64_t want = wide ? op->waitValue.value64 : op->waitValue.value;
    switch (op->waitValue.flags & WAIT_TEST_MASK) {
    case CU_STREAM_WAIT_VALUE_GEQ:
        /* Cyclic comparison, as CUDA's: the difference read as signed. */
        return wide ? (int64_t)(have - want) >= 0 : (int32_t)(uint32_t)(have - want) >= 0;
    case CU_STREAM_WAIT_VALUE_EQ: return have == want;
    case CU_STREAM_WAIT_VALUE_AND: return (have & want) != 0;
    default: return (~(have | want) & (wide ? UINT64_MAX : UINT32_MAX)) != 0; /* NOR */
    }
}

/* Polls, yielding at first and then sleeping up to 100 us between looks. */
static void wait_for(const CUstreamBatchMemOpParams *op, bool wide)
{
    long ns = 1000;
    for (int spins = 0; !wait_passes(op, wide); spins++) {
        if (spins < 64) {
            sched_yield();
            continue;
        }
        nanosleep(&(struct timespec){0, ns}, NULL);
        if (ns < 100000)
            ns *= 2;
    }
}

static void write_word(const CUstreamBatchMemOpParams *op, bool wide)
{
    void *p = (void *)(uintptr_t)op->writeValue.address;
    int order = op->writeValue.flags & CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER ? __ATOMIC_RELAXED : __ATOMIC_SEQ_CST;
    if (wide)
        __atomic_store_n((uint64_t *)p, op->writeValue.value64, order);
    else
        __atomic_store_n((uint32_t *)p, op->writeValue.value, order);
}

static void run_one(const CUstreamBatchMemOpParams *op)
{
    switch (op->operation) {
    case CU_STREAM_MEM_OP_WAIT_VALUE_32: wait_for(op, false); break;
    case CU_STREAM_MEM_OP_WAIT_VALUE_64: wait_for(op, true); break;
    case CU_STREAM_MEM_OP_WRITE_VALUE_32: write_word(op, false); break;
    case CU_STREAM_MEM_OP_WRITE_VALUE_64: write_word(op, true); break;
    default: __atomic_thread_fence(__ATOMIC_SEQ_CST); break; /* flush, barrier */
    }
}

static cudaError_t run_batch(void *data)
{
    const memop_batch *b = data;
    for (unsigned i = 0; i < b->count; i++)
        run_one(&b->ops[i]);
    return cudaSuccess;
}

/* The word must be aligned and lie in memory the device may touch. */
static bool word_ok(CUdeviceptr addr, size_t size)
{
    const void *p = (const void *)(uintptr_t)addr;
    return addr != 0 && addr % size == 0 && ferry_device_range_ok(p, size);
}

static bool op_ok(const CUstreamBatchMemOpParams *op)
{
    unsigned f;
    switch (op->operation) {
    case CU_STREAM_MEM_OP_WAIT_VALUE_32:
    case CU_STREAM_MEM_OP_WAIT_VALUE_64:
        f = op->waitValue.flags & ~(unsigned)CU_STREAM_WAIT_VALUE_FLUSH;
        return f <= CU_STREAM_WAIT_VALUE_NOR &&
               word_ok(op->waitValue.address, op->operation == CU_STREAM_MEM_OP_WAIT_VALUE_64 ? 8 : 4);
    case CU_STREAM_MEM_OP_WRITE_VALUE_32:
    case CU_STREAM_MEM_OP_WRITE_VALUE_64:
        return op->writeValue.flags <= CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER &&
               word_ok(op->writeValue.address, op->operation == CU_STREAM_MEM_OP_WRITE_VALUE_64 ? 8 : 4);
    case CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES: return op->flushRemoteWrites.flags == 0;
    case CU_STREAM_MEM_OP_BARRIER: return op->memoryBarrier.flags <= CU_STREAM_MEMORY_BARRIER_TYPE_GPU;
    }
    return false;
}

static void run_captured(void *data)
{
    (void)run_batch(data);
}

/* Captured, the batch becomes a host node of the graph.  Its copy of the
 * operations lives as long as any graph made from the capture may run,
 * and Ferry's graphs tell no one when they go, so it is never freed (a
 * few dozen bytes per captured call). */
static CUresult capture(CUstream stream, unsigned count, const CUstreamBatchMemOpParams *ops)
{
    memop_batch *b = malloc(sizeof *b + count * sizeof *ops);
    if (!b)
        return CUDA_ERROR_OUT_OF_MEMORY;
    b->count = count;
    memcpy(b->ops, ops, count * sizeof *ops);
    CUresult r;
    FERRY_CU_QUIET(r, ferry_capture_host(stream, run_captured, b));
    if (r != CUDA_SUCCESS)
        free(b);
    return r;
}

static CUresult submit(CUstream stream, unsigned count, const CUstreamBatchMemOpParams *ops)
{
    CUresult r = ferry_cu_stream_ok(stream);
    if (r != CUDA_SUCCESS)
        return r;
    for (unsigned i = 0; i < count; i++)
        if (!op_ok(&ops[i]))
            return CUDA_ERROR_INVALID_VALUE;
    if (count == 0)
        return CUDA_SUCCESS;
    if (ferry_capturing(stream))
        return capture(stream, count, ops);
    ferry_op *op = ferry_op_new(run_batch, sizeof(memop_batch) + count * sizeof *ops);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    memop_batch *b = ferry_op_data(op);
    b->count = count;
    memcpy(b->ops, ops, count * sizeof *ops);
    return ferry_cu_from_cuda(ferry_stream_submit(stream, op, NULL));
}

static CUresult one(CUstream stream, CUstreamBatchMemOpType type, CUdeviceptr addr, cuuint64_t value, unsigned flags)
{
    CUstreamBatchMemOpParams op;
    memset(&op, 0, sizeof op);
    op.operation = type;
    op.waitValue.address = addr;
    op.waitValue.value64 = value; /* a 32-bit value is its low half */
    op.waitValue.flags = flags;
    return submit(stream, 1, &op);
}

FERRY_API CUresult cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return one(stream, CU_STREAM_MEM_OP_WAIT_VALUE_32, addr, value, flags);
}

FERRY_API CUresult cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return one(stream, CU_STREAM_MEM_OP_WAIT_VALUE_64, addr, value, flags);
}

FERRY_API CUresult cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return one(stream, CU_STREAM_MEM_OP_WRITE_VALUE_32, addr, value, flags);
}

FERRY_API CUresult cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return one(stream, CU_STREAM_MEM_OP_WRITE_VALUE_64, addr, value, flags);
}

FERRY_API CUresult cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray,
                                         unsigned int flags)
{
    CUresult r = ferry_cu_stream_ok(stream);
    if (r == CUDA_SUCCESS && (flags != 0 || count > MAX_BATCH || (count && !paramArray)))
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : submit(stream, count, paramArray);
}

/* The names before CUDA 11.7, with the same parameters. */
CUresult cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray,
                            unsigned int flags);

FERRY_API CUresult cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return cuStreamWaitValue32_v2(stream, addr, value, flags);
}

FERRY_API CUresult cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return cuStreamWaitValue64_v2(stream, addr, value, flags);
}

FERRY_API CUresult cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return cuStreamWriteValue32_v2(stream, addr, value, flags);
}

FERRY_API CUresult cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return cuStreamWriteValue64_v2(stream, addr, value, flags);
}

FERRY_API CUresult cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray,
                                      unsigned int flags)
{
    return cuStreamBatchMemOp_v2(stream, count, paramArray, flags);
}
