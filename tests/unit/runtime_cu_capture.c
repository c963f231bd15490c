/* Stream capture through the driver API: driver stream work (copies, a
 * cuLaunchKernel of vec_add from FERRY_TEST_MODULE, host functions,
 * memsets, stream-ordered allocation) becomes graph nodes instead of
 * running; the graph replays; fork and join across streams with events;
 * the capture queries; and the errors of misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

#define N 1000

static CUfunction vec_add;
static int host_calls;

static void count_call(void *user)
{
    (void)user;
    __atomic_fetch_add(&host_calls, 1, __ATOMIC_RELAXED);
}

static size_t count_type(cudaGraph_t g, enum cudaGraphNodeType type)
{
    size_t n = 0, hits = 0;
    cudaGraphGetNodes(g, NULL, &n);
    cudaGraphNode_t *nodes = calloc(n + 1, sizeof *nodes);
    cudaGraphGetNodes(g, nodes, &n);
    for (size_t i = 0; i < n; i++) {
        enum cudaGraphNodeType t;
        if (cudaGraphNodeGetType(nodes[i], &t) == cudaSuccess && t == type)
            hits++;
    }
    free(nodes);
    return hits;
}

static size_t node_count(cudaGraph_t g)
{
    size_t n = 0;
    cudaGraphGetNodes(g, NULL, &n);
    return n;
}

/* HtoD, vec_add, DtoH, host function: four nodes, nothing run until the
 * graph launches; each replay computes afresh from the host inputs. */
static void pipeline(void)
{
    static float a[N], b[N], c[N];
    CUdeviceptr da, db, dc;
    CHECK(cuMemAlloc(&da, sizeof a) == CUDA_SUCCESS && cuMemAlloc(&db, sizeof b) == CUDA_SUCCESS &&
          cuMemAlloc(&dc, sizeof c) == CUDA_SUCCESS);
    CHECK(cuMemsetD32(dc, 0, N) == CUDA_SUCCESS);
    CUstream s;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    for (int i = 0; i < N; i++)
        a[i] = (float)i, b[i] = 1.0f, c[i] = -1.0f;
    int n = N;
    void *params[] = {&da, &db, &dc, &n};
    host_calls = 0;
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(da, a, sizeof a, s) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(db, b, sizeof b, s) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, (N + 127) / 128, 1, 1, 128, 1, 1, 0, s, params, NULL) == CUDA_SUCCESS);
    n = 0; /* the node copied the value */
    CHECK(cuMemcpyDtoHAsync(c, dc, sizeof c, s) == CUDA_SUCCESS);
    CHECK(cuLaunchHostFunc(s, count_call, NULL) == CUDA_SUCCESS);
    CUgraph g = NULL;
    CHECK(cuStreamEndCapture(s, &g) == CUDA_SUCCESS && g);
    CHECK(host_calls == 0 && c[5] == -1.0f); /* nothing ran */
    CHECK(node_count(g) == 5);
    CHECK(count_type(g, cudaGraphNodeTypeKernel) == 1 && count_type(g, cudaGraphNodeTypeMemcpy) == 3 &&
          count_type(g, cudaGraphNodeTypeHost) == 1);
    cudaGraphExec_t e = NULL;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
    int bad = 0;
    for (int r = 0; r < 20; r++) {
        for (int i = 0; i < N; i++)
            b[i] = (float)r;
        CHECK(cudaGraphLaunch(e, s) == cudaSuccess);
        CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
        for (int i = 0; i < N; i++)
            bad += c[i] != (float)(i + r);
    }
    CHECK(bad == 0 && host_calls == 20);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cuStreamDestroy(s);
    cuMemFree(da);
    cuMemFree(db);
    cuMemFree(dc);
}

/* Memsets of each width, a 2D copy, and memory allocated and freed in the
 * graph (the runtime's memset and memcpy nodes do not take graph
 * allocations yet: only the allocation and free are captured here). */
static void memsets(void)
{
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, 64) == CUDA_SUCCESS);
    CHECK(cuMemsetD8(d, 0, 64) == CUDA_SUCCESS);
    CUstream s;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    unsigned char out[64] = {0}, rows[4][8];
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL) == CUDA_SUCCESS);
    CHECK(cuMemsetD8Async(d, 0x11, 8, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD16Async(d + 8, 0x2233, 4, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD32Async(d + 16, 0x44556677u, 4, s) == CUDA_SUCCESS);
    CUdeviceptr tmp = 0;
    CHECK(cuMemAllocAsync(&tmp, 32, s) == CUDA_SUCCESS && tmp);
    CHECK(cuMemFreeAsync(tmp, s) == CUDA_SUCCESS);
    CHECK(cuMemsetD8Async(d + 32, 0x5a, 32, s) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoHAsync(out, d, 64, s) == CUDA_SUCCESS);
    CUDA_MEMCPY2D c2 = {0};
    c2.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    c2.srcDevice = d;
    c2.srcPitch = 16;
    c2.dstMemoryType = CU_MEMORYTYPE_HOST;
    c2.dstHost = rows;
    c2.dstPitch = 8;
    c2.WidthInBytes = 8;
    c2.Height = 4;
    CHECK(cuMemcpy2DAsync(&c2, s) == CUDA_SUCCESS);
    CUgraph g;
    CHECK(cuStreamEndCapture(s, &g) == CUDA_SUCCESS);
    CHECK(out[0] == 0 && count_type(g, cudaGraphNodeTypeMemset) == 4 && node_count(g) == 8);
    CHECK(count_type(g, cudaGraphNodeTypeMemAlloc) == 1 && count_type(g, cudaGraphNodeTypeMemFree) == 1);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
    for (int r = 0; r < 3; r++)
        CHECK(cudaGraphLaunch(e, s) == cudaSuccess);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    CHECK(out[0] == 0x11 && out[7] == 0x11 && out[8] == 0x33 && out[9] == 0x22 && out[15] == 0x22);
    CHECK(out[16] == 0x77 && out[19] == 0x44 && out[31] == 0x44 && out[32] == 0x5a && out[63] == 0x5a);
    CHECK(rows[0][0] == 0x11 && rows[1][0] == 0x77 && rows[2][7] == 0x5a && rows[3][0] == 0x5a);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cuStreamDestroy(s);
    cuMemFree(d);
}

/* Arguments packed in one buffer (extra): the node keeps their values,
 * and a kernel whose argument sizes are unknown cannot be captured. */
static void packed(CUmodule m)
{
    CUfunction mixed, scale;
    CHECK(cuModuleGetFunction(&mixed, m, "mixed") == CUDA_SUCCESS &&
          cuModuleGetFunction(&scale, m, "_Z5scalePfi") == CUDA_SUCCESS);
    CUdeviceptr out;
    CHECK(cuMemAlloc(&out, 6 * sizeof(long long)) == CUDA_SUCCESS);
    unsigned char buf[40] = {0};
    memcpy(buf, &out, 8);
    buf[8] = 5;
    int i = -7;
    memcpy(buf + 12, &i, 4);
    double d = 1.5;
    memcpy(buf + 16, &d, 8);
    size_t size = sizeof buf;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};
    CUstream s;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(mixed, 1, 1, 1, 1, 1, 1, 0, s, NULL, extra) == CUDA_SUCCESS);
    CUgraph g;
    CHECK(cuStreamEndCapture(s, &g) == CUDA_SUCCESS && count_type(g, cudaGraphNodeTypeKernel) == 1);
    memset(buf + 8, 0, sizeof buf - 8);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess && cudaGraphLaunch(e, s) == cudaSuccess);
    long long got[6] = {0};
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && cuMemcpyDtoH(got, out, sizeof got) == CUDA_SUCCESS);
    CHECK(got[0] == 5 && got[2] == -7 && got[3] == 1500);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);

    int n = 4;
    void *params[] = {&out, &n};
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(scale, 1, 1, 1, 4, 1, 1, 0, s, params, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);
    cuStreamDestroy(s);
    cuMemFree(out);
}

static void ignore_status(CUstream s, CUresult status, void *user)
{
    (void)s, (void)status, (void)user;
}

/* s1 forks s2 through an event and joins it back: the two kernels run
 * side by side after the upload, the download after both. */
static void fork_join(void)
{
    static float a[N], c[N];
    CUdeviceptr da, d1, d2;
    CHECK(cuMemAlloc(&da, sizeof a) == CUDA_SUCCESS && cuMemAlloc(&d1, sizeof a) == CUDA_SUCCESS &&
          cuMemAlloc(&d2, sizeof a) == CUDA_SUCCESS);
    for (int i = 0; i < N; i++)
        a[i] = (float)i;
    CUstream s1, s2;
    CUevent forked, joined;
    CHECK(cuStreamCreate(&s1, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS &&
          cuStreamCreate(&s2, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CHECK(cuEventCreate(&forked, CU_EVENT_DISABLE_TIMING) == CUDA_SUCCESS &&
          cuEventCreate(&joined, CU_EVENT_DISABLE_TIMING) == CUDA_SUCCESS);
    int n = N;
    void *p1[] = {&da, &da, &d1, &n}, *p2[] = {&da, &d1, &d2, &n};
    CHECK(cuStreamBeginCapture(s1, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(da, a, sizeof a, s1) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, 8, 1, 1, 128, 1, 1, 0, s1, p1, NULL) == CUDA_SUCCESS); /* d1 = 2a */
    CHECK(cuEventRecord(forked, s1) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(s2, forked, 0) == CUDA_SUCCESS);
    CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
    CHECK(cuStreamIsCapturing(s2, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_ACTIVE);
    CHECK(cuLaunchKernel(vec_add, 8, 1, 1, 128, 1, 1, 0, s2, p2, NULL) == CUDA_SUCCESS); /* d2 = 3a */
    CHECK(cuStreamAddCallback(s2, ignore_status, NULL, 0) == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    CHECK(cuMemcpyHtoDAsync(da, a, sizeof a, s1) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);
    CUgraph g = NULL;
    CHECK(cuStreamEndCapture(s1, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED && g == NULL);

    /* Ending before s2 joins back. */
    CHECK(cuStreamBeginCapture(s1, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuEventRecord(forked, s1) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(s2, forked, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, 8, 1, 1, 128, 1, 1, 0, s2, p2, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s2, &g) == CUDA_ERROR_STREAM_CAPTURE_UNMATCHED);
    CHECK(cuStreamEndCapture(s1, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);
    CHECK(cuStreamIsCapturing(s2, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_NONE);
    CHECK(cuStreamBeginCapture(s1, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuEventRecord(forked, s1) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(s2, forked, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, 8, 1, 1, 128, 1, 1, 0, s2, p2, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s1, &g) == CUDA_ERROR_STREAM_CAPTURE_UNJOINED);

    CHECK(cuStreamBeginCapture(s1, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuMemcpyHtoDAsync(da, a, sizeof a, s1) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, 8, 1, 1, 128, 1, 1, 0, s1, p1, NULL) == CUDA_SUCCESS);
    CHECK(cuEventRecord(forked, s1) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(s2, forked, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, 8, 1, 1, 128, 1, 1, 0, s2, p2, NULL) == CUDA_SUCCESS);
    CHECK(cuEventRecord(joined, s2) == CUDA_SUCCESS);
    CHECK(cuEventQuery(joined) == CUDA_ERROR_CAPTURED_EVENT && cuEventSynchronize(joined) == CUDA_ERROR_CAPTURED_EVENT);
    CHECK(cuStreamWaitEvent(s1, joined, 0) == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoHAsync(c, d2, sizeof c, s1) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s1, &g) == CUDA_SUCCESS && node_count(g) == 4);
    CHECK(cuStreamIsCapturing(s2, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_NONE);
    CHECK(cuEventQuery(joined) == CUDA_SUCCESS);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
    for (int r = 0; r < 10; r++) {
        memset(c, 0, sizeof c);
        CHECK(cudaGraphLaunch(e, s1) == cudaSuccess);
        CHECK(cuStreamSynchronize(s1) == CUDA_SUCCESS);
        int bad = 0;
        for (int i = 0; i < N; i++)
            bad += c[i] != 3.0f * (float)i;
        CHECK(bad == 0);
    }
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cuEventDestroy(forked);
    cuEventDestroy(joined);
    cuStreamDestroy(s1);
    cuStreamDestroy(s2);
    cuMemFree(da);
    cuMemFree(d1);
    cuMemFree(d2);
}

/* What cuStreamGetCaptureInfo (each form) tells, and the dependency set
 * cuStreamUpdateCaptureDependencies changes. */
static void info(void)
{
    CUstream s;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_ACTIVE;
    cuuint64_t id = 0, id2 = 0;
    CUgraph g = NULL, g2 = NULL;
    const CUgraphNode *deps = NULL;
    const CUgraphEdgeData *edges = NULL;
    size_t nd = 99;
    CHECK(cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, &nd) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_NONE);
    CHECK(cuStreamGetCaptureInfo(s, NULL, NULL, NULL, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_RELAXED) == CUDA_SUCCESS);
    CHECK(cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, &nd) == CUDA_SUCCESS);
    CHECK(st == CU_STREAM_CAPTURE_STATUS_ACTIVE && id != 0 && g != NULL && nd == 0);
    CHECK(cuLaunchHostFunc(s, count_call, NULL) == CUDA_SUCCESS);
    CHECK(cuLaunchHostFunc(s, count_call, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamGetCaptureInfo_v3(s, &st, &id2, &g2, &deps, &edges, &nd) == CUDA_SUCCESS);
    CHECK(id2 == id && g2 == g && nd == 1 && edges && edges[0].type == 0 && edges[0].from_port == 0);
    CHECK(cuStreamGetCaptureInfo_v3(s, &st, NULL, NULL, NULL, &edges, &nd) == CUDA_ERROR_INVALID_VALUE);
    CUgraphNode second = deps[0], first = NULL;
    size_t nn = 2;
    cudaGraphNode_t nodes[2];
    CHECK(cudaGraphGetNodes(g, nodes, &nn) == cudaSuccess && nn == 2);
    first = nodes[0] == second ? nodes[1] : nodes[0];
    /* The next node depends on both, then on the first only. */
    CHECK(cuStreamUpdateCaptureDependencies(s, &first, 1, CU_STREAM_ADD_CAPTURE_DEPENDENCIES) == CUDA_SUCCESS);
    CHECK(cuStreamGetCaptureInfo(s, &st, NULL, NULL, &deps, &nd) == CUDA_SUCCESS && nd == 2);
    CHECK(cuStreamUpdateCaptureDependencies(s, &first, 1, CU_STREAM_SET_CAPTURE_DEPENDENCIES) == CUDA_SUCCESS);
    CHECK(cuStreamGetCaptureInfo(s, &st, NULL, NULL, &deps, &nd) == CUDA_SUCCESS && nd == 1 && deps[0] == first);
    CHECK(cuStreamUpdateCaptureDependencies(s, &first, 1, 7) == CUDA_ERROR_INVALID_VALUE);
    CUgraphEdgeData port = {.from_port = 1};
    CHECK(cuStreamUpdateCaptureDependencies_v2(s, &first, &port, 1, 0) == CUDA_ERROR_NOT_SUPPORTED);
    CUgraphEdgeData plain = {0};
    CHECK(cuStreamUpdateCaptureDependencies_v2(s, &first, &plain, 1, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchHostFunc(s, count_call, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_SUCCESS);
    CHECK(cuStreamUpdateCaptureDependencies(s, &first, 1, 0) == CUDA_ERROR_ILLEGAL_STATE);
    size_t ne = 0;
    CHECK(cudaGraphGetEdges(g, NULL, NULL, &ne) == cudaSuccess && ne == 2); /* first->second, first->third */
    cudaGraphDestroy(g);

    /* The per-thread default stream captures like any other. */
    CHECK(cuStreamBeginCapture_ptsz(NULL, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuStreamIsCapturing(CU_STREAM_PER_THREAD, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_ACTIVE);
    CHECK(cuLaunchHostFunc(CU_STREAM_PER_THREAD, count_call, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(CU_STREAM_PER_THREAD, &g) == CUDA_SUCCESS && node_count(g) == 1);
    cudaGraphDestroy(g);

    /* Capturing into an existing graph, after one of its nodes. */
    CHECK(cudaGraphCreate(&g, 0) == cudaSuccess);
    cudaGraphNode_t root;
    CHECK(cudaGraphAddEmptyNode(&root, g, NULL, 0) == cudaSuccess);
    CHECK(cuStreamBeginCaptureToGraph(s, g, &root, NULL, 1, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuStreamBeginCaptureToGraph(s, g, &root, NULL, 1, CU_STREAM_CAPTURE_MODE_GLOBAL) ==
          CUDA_ERROR_ILLEGAL_STATE);
    CHECK(cuLaunchHostFunc(s, count_call, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s, &g2) == CUDA_SUCCESS && g2 == g && node_count(g) == 2);
    CHECK(cudaGraphGetEdges(g, NULL, NULL, &ne) == cudaSuccess && ne == 1);
    host_calls = 0;
    CHECK(cudaGraphLaunch(NULL, s) != cudaSuccess);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess && cudaGraphLaunch(e, s) == cudaSuccess);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && host_calls == 1);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cuStreamDestroy(s);
}

static void misuse(void)
{
    CUstream s, blocking;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CHECK(cuStreamCreate(&blocking, CU_STREAM_DEFAULT) == CUDA_SUCCESS);
    CUgraph g = NULL;
    CHECK(cuStreamBeginCapture(NULL, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    CHECK(cuStreamBeginCapture(CU_STREAM_LEGACY, CU_STREAM_CAPTURE_MODE_GLOBAL) ==
          CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    CHECK(cuStreamBeginCapture(s, (CUstreamCaptureMode)9) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_ERROR_ILLEGAL_STATE);
    CHECK(cuStreamEndCapture(s, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamIsCapturing(s, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamBeginCaptureToGraph(s, NULL, NULL, NULL, 0, CU_STREAM_CAPTURE_MODE_GLOBAL) ==
          CUDA_ERROR_INVALID_VALUE);

    /* A blocking stream captures: the legacy stream is implicitly ordered
     * with it, so work there fails and invalidates the capture. */
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, 16) == CUDA_SUCCESS);
    CHECK(cuStreamBeginCapture(blocking, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CUstreamCaptureStatus st;
    CHECK(cuStreamIsCapturing(NULL, &st) == CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    CHECK(cuMemsetD8Async(d, 1, 16, NULL) == CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    CHECK(cuStreamIsCapturing(blocking, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_INVALIDATED);
    CHECK(cuStreamEndCapture(blocking, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);

    /* Global mode forbids synchronous copies; relaxed threads may. */
    unsigned char byte = 7;
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_RELAXED;
    CHECK(cuThreadExchangeStreamCaptureMode(&mode) == CUDA_SUCCESS && mode == CU_STREAM_CAPTURE_MODE_GLOBAL);
    CHECK(cuMemcpyHtoD(d, &byte, 1) == CUDA_SUCCESS);
    CHECK(cuThreadExchangeStreamCaptureMode(&mode) == CUDA_SUCCESS && mode == CU_STREAM_CAPTURE_MODE_RELAXED);
    CHECK(cuThreadExchangeStreamCaptureMode(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamIsCapturing(s, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_ACTIVE);
    CHECK(cuMemcpyHtoD(d, &byte, 1) == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    CHECK(cuStreamIsCapturing(s, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_INVALIDATED);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);

    /* Waiting on the stream, or an event from outside, fails the capture. */
    CUevent outside;
    CHECK(cuEventCreate(&outside, 0) == CUDA_SUCCESS && cuEventRecord(outside, NULL) == CUDA_SUCCESS);
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuStreamWaitEvent(s, outside, 0) == CUDA_ERROR_STREAM_CAPTURE_ISOLATION);
    CHECK(cuStreamWaitEvent(s, outside, CU_EVENT_WAIT_EXTERNAL) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);

    /* A launch's own checks come first; a kernel whose argument sizes are
     * unknown cannot be captured. */
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CHECK(cuLaunchKernel(vec_add, 1, 1, 1, 2048, 1, 1, 0, s, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuEventRecordWithFlags(outside, s, CU_EVENT_RECORD_EXTERNAL) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_SUCCESS && count_type(g, cudaGraphNodeTypeEventRecord) == 1);
    cudaGraphDestroy(g);
    cuEventDestroy(outside);
    cuMemFree(d);
    cuStreamDestroy(s);
    cuStreamDestroy(blocking);
}

typedef struct other_thread {
    CUcontext ctx;
    CUstream s;
    CUdeviceptr d;
    CUresult end, copy, relaxed_copy;
} other_thread;

static void *from_other_thread(void *arg)
{
    other_thread *t = arg;
    cuCtxSetCurrent(t->ctx);
    CUgraph g;
    t->end = cuStreamEndCapture(t->s, &g);
    unsigned char byte = 1;
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_RELAXED;
    cuThreadExchangeStreamCaptureMode(&mode);
    t->relaxed_copy = cuMemcpyHtoD(t->d, &byte, 1);
    cuThreadExchangeStreamCaptureMode(&mode);
    t->copy = cuMemcpyHtoD(t->d, &byte, 1);
    return NULL;
}

/* A global capture is ended by the thread that began it, and forbids
 * synchronous work in every thread whose mode is not relaxed. */
static void threads(CUcontext ctx)
{
    other_thread t = {.ctx = ctx};
    CHECK(cuStreamCreate(&t.s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS && cuMemAlloc(&t.d, 4) == CUDA_SUCCESS);
    CHECK(cuStreamBeginCapture(t.s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    pthread_t th;
    CHECK(pthread_create(&th, NULL, from_other_thread, &t) == 0 && pthread_join(th, NULL) == 0);
    CHECK(t.end == CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD);
    CHECK(t.relaxed_copy == CUDA_SUCCESS && t.copy == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    CUgraph g;
    CHECK(cuStreamEndCapture(t.s, &g) == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);

    /* A thread-local capture leaves other threads alone. */
    CHECK(cuStreamBeginCapture(t.s, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL) == CUDA_SUCCESS);
    CHECK(pthread_create(&th, NULL, from_other_thread, &t) == 0 && pthread_join(th, NULL) == 0);
    CHECK(t.end == CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD && t.copy == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(t.s, &g) == CUDA_SUCCESS && node_count(g) == 0);
    cudaGraphDestroy(g);
    cuMemFree(t.d);
    cuStreamDestroy(t.s);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_GLOBAL;
    CHECK(cuThreadExchangeStreamCaptureMode(&mode) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CUmodule m = NULL;
    CHECK(cuModuleLoad(&m, path) == CUDA_SUCCESS);
    CHECK(cuModuleGetFunction(&vec_add, m, "vec_add") == CUDA_SUCCESS);
    pipeline();
    memsets();
    fork_join();
    packed(m);
    info();
    misuse();
    threads(ctx);
    cuModuleUnload(m);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
