// Misuse of graphs and stream capture gives CUDA's exact error codes, and
// an error inside a capture invalidates it.
#include <cstdio>
#include <thread>
#include <cuda_runtime.h>

#include "check.h"
#include "edge_data.h"
#define EXPECT_ERR(x, want) do { cudaError_t e = (x); if (e != (want)) { printf("%s:%d: %s gave %s, want %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e), cudaGetErrorName(want)); return 1; } } while (0)

__global__ void inc(int *p) { atomicAdd(p, 1); }

static void nothing(void *) {}

// Ends a capture expected to have been invalidated: no graph comes back.
static int end_invalidated(cudaStream_t s)
{
    cudaStreamCaptureStatus st;
    CHECK(cudaStreamIsCapturing(s, &st));
    EXPECT(st == cudaStreamCaptureStatusInvalidated);
    cudaGraph_t g = (cudaGraph_t)1;
    EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaErrorStreamCaptureInvalidated);
    EXPECT(g == NULL);
    return 0;
}

static int capture_errors(cudaStream_t s, cudaStream_t blocking, int *d, int *h)
{
    cudaGraph_t g;
    EXPECT_ERR(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal), cudaErrorStreamCaptureUnsupported);
    EXPECT_ERR(cudaStreamBeginCapture(s, (cudaStreamCaptureMode)7), cudaErrorInvalidValue);
    EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaErrorIllegalState);
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    cudaStreamCaptureStatus st0;
    EXPECT_ERR(cudaThreadExchangeStreamCaptureMode(NULL), cudaErrorInvalidValue);

    // Synchronizing a capturing stream.
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaErrorIllegalState);
    EXPECT_ERR(cudaStreamEndCapture(s, NULL), cudaErrorInvalidValue);
    inc<<<1, 1, 0, s>>>(d);
    EXPECT_ERR(cudaStreamSynchronize(s), cudaErrorStreamCaptureUnsupported);
    inc<<<1, 1, 0, s>>>(d);
    EXPECT_ERR(cudaGetLastError(), cudaErrorStreamCaptureInvalidated);
    if (end_invalidated(s)) return 1;

    // A synchronous copy during a global capture is unsafe; relaxed allows it.
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    EXPECT_ERR(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost), cudaErrorStreamCaptureUnsupported);
    if (end_invalidated(s)) return 1;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaThreadExchangeStreamCaptureMode(&mode));
    EXPECT(mode == cudaStreamCaptureModeGlobal);
    CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaThreadExchangeStreamCaptureMode(&mode));
    EXPECT(mode == cudaStreamCaptureModeRelaxed);
    CHECK(cudaStreamEndCapture(s, &g));
    CHECK(cudaGraphDestroy(g));

    // An event recorded in a capture belongs to the graph; waiting for the
    // whole device is as unsafe as a synchronous copy.
    cudaEvent_t marked;
    CHECK(cudaEventCreate(&marked));
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaEventRecord(marked, s));
    EXPECT_ERR(cudaEventQuery(marked), cudaErrorCapturedEvent);
    EXPECT_ERR(cudaEventSynchronize(marked), cudaErrorCapturedEvent);
    CHECK(cudaStreamIsCapturing(s, &st0));
    EXPECT(st0 == cudaStreamCaptureStatusActive);
    EXPECT_ERR(cudaDeviceSynchronize(), cudaErrorStreamCaptureUnsupported);
    if (end_invalidated(s)) return 1;
    CHECK(cudaEventQuery(marked));
    CHECK(cudaEventDestroy(marked));

    // The legacy stream while a blocking stream captures.
    CHECK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
    cudaStreamCaptureStatus st;
    EXPECT_ERR(cudaStreamIsCapturing(0, &st), cudaErrorStreamCaptureImplicit);
    CHECK(cudaStreamIsCapturing(blocking, &st));
    EXPECT(st == cudaStreamCaptureStatusActive); // the query did not invalidate it
    EXPECT_ERR(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost), cudaErrorStreamCaptureImplicit);
    if (end_invalidated(blocking)) return 1;

    // A bad launch inside a capture fails and invalidates it.
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    inc<<<1, 2000, 0, s>>>(d);
    EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
    if (end_invalidated(s)) return 1;

    // Forks must be joined, and the capture ended where it began.
    cudaEvent_t ev;
    CHECK(cudaEventCreate(&ev));
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaEventRecord(ev, s));
    CHECK(cudaStreamWaitEvent(blocking, ev, 0));
    inc<<<1, 1, 0, blocking>>>(d);
    g = (cudaGraph_t)1;
    EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaErrorStreamCaptureUnjoined);
    EXPECT(g == NULL);
    CHECK(cudaStreamIsCapturing(blocking, &st));
    EXPECT(st == cudaStreamCaptureStatusNone);

    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaEventRecord(ev, s));
    CHECK(cudaStreamWaitEvent(blocking, ev, 0));
    EXPECT_ERR(cudaStreamEndCapture(blocking, &g), cudaErrorStreamCaptureUnmatched);
    EXPECT(cudaStreamEndCapture(s, &g) != cudaSuccess);

    // Only the thread that began a global capture may end it.
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    cudaError_t other = cudaSuccess;
    std::thread t([&] { other = cudaStreamEndCapture(s, &g); });
    t.join();
    EXPECT_ERR(other, cudaErrorStreamCaptureWrongThread);
    CHECK(cudaStreamEndCapture(s, &g));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaEventDestroy(ev));
    EXPECT(*h == 0); // nothing captured ever ran
    return 0;
}

static int graph_errors(int *d)
{
    cudaGraph_t g, other;
    EXPECT_ERR(cudaGraphCreate(NULL, 0), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphCreate(&g, 1), cudaErrorInvalidValue);
    CHECK(cudaGraphCreate(&g, 0));
    CHECK(cudaGraphCreate(&other, 0));

    cudaGraphNode_t a, b, c, foreign;
    CHECK(cudaGraphAddEmptyNode(&a, g, NULL, 0));
    CHECK(cudaGraphAddEmptyNode(&foreign, other, NULL, 0));
    EXPECT_ERR(cudaGraphAddEmptyNode(&b, g, &foreign, 1), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphAddEmptyNode(&b, g, NULL, 1), cudaErrorInvalidValue);

    void *args[] = {&d};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)nothing;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    kp.kernelParams = args;
    EXPECT_ERR(cudaGraphAddKernelNode(&b, g, &a, 1, &kp), cudaErrorInvalidDeviceFunction);
    EXPECT_ERR(cudaGraphAddKernelNode(&b, g, &a, 1, NULL), cudaErrorInvalidValue);
    kp.func = (void *)inc;
    CHECK(cudaGraphAddKernelNode(&b, g, &a, 1, &kp));

    cudaMemsetParams mp = {};
    mp.dst = d;
    mp.elementSize = 3;
    mp.width = 1;
    mp.height = 1;
    EXPECT_ERR(cudaGraphAddMemsetNode(&c, g, NULL, 0, &mp), cudaErrorInvalidValue);
    cudaHostNodeParams hp = {nothing, NULL};
    CHECK(cudaGraphAddHostNode(&c, g, &b, 1, &hp));
    cudaKernelNodeParams got;
    EXPECT_ERR(cudaGraphKernelNodeGetParams(c, &got), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphNodeGetType(NULL, NULL), cudaErrorInvalidValue);

    cudaGraphNode_t from[] = {a}, to[] = {c};
    EXPECT_ERR(cudaGraphRemoveDependencies(g, from, to, EDGE_DATA 1), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphAddDependencies(g, from, &foreign, EDGE_DATA 1), cudaErrorInvalidValue);

    EXPECT_ERR(cudaGraphInstantiate(NULL, g, 0), cudaErrorInvalidValue);
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    EXPECT_ERR(cudaGraphExecKernelNodeSetParams(exec, foreign, &kp), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphExecKernelNodeSetParams(exec, c, &kp), cudaErrorInvalidValue);
    CHECK(cudaGraphExecKernelNodeSetParams(exec, b, &kp));

    // Updates: a graph of another shape is refused, with the reason.
    cudaGraphExecUpdateResultInfo info;
    cudaGraphNode_t extra;
    CHECK(cudaGraphAddEmptyNode(&extra, other, &foreign, 1));
    EXPECT_ERR(cudaGraphExecUpdate(exec, other, &info), cudaErrorGraphExecUpdateFailure);
    EXPECT(info.result == cudaGraphExecUpdateErrorTopologyChanged);
    cudaGraph_t swapped;
    CHECK(cudaGraphCreate(&swapped, 0));
    cudaGraphNode_t s0, s1, s2;
    CHECK(cudaGraphAddEmptyNode(&s0, swapped, NULL, 0));
    CHECK(cudaGraphAddHostNode(&s1, swapped, &s0, 1, &hp));
    CHECK(cudaGraphAddHostNode(&s2, swapped, &s1, 1, &hp));
    EXPECT_ERR(cudaGraphExecUpdate(exec, swapped, &info), cudaErrorGraphExecUpdateFailure);
    EXPECT(info.result == cudaGraphExecUpdateErrorNodeTypeChanged && info.errorNode == s1);
    CHECK(cudaGraphExecUpdate(exec, g, &info));
    EXPECT(info.result == cudaGraphExecUpdateSuccess);

    CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(swapped));
    CHECK(cudaGraphDestroy(other));
    CHECK(cudaGraphDestroy(g));
    return 0;
}

int main()
{
    int *d, h = 0;
    CHECK(cudaMalloc(&d, sizeof(int)));
    CHECK(cudaMemset(d, 0, sizeof(int)));
    cudaStream_t s, blocking;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CHECK(cudaStreamCreate(&blocking));
    if (capture_errors(s, blocking, d, &h)) return 1;
    if (graph_errors(d)) return 1;
    CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
    EXPECT(h == 1); // only the graph's kernel node ran
    cudaGetLastError();
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaStreamDestroy(blocking));
    CHECK(cudaFree(d));
    printf("PASS\n");
    return 0;
}
