// Stream capture across two streams forked and joined with events: async
// copies, a memset, kernels and a host function become a graph without
// running; the graph is replayed 100 times, a kernel parameter changed
// before each launch with cudaGraphExecKernelNodeSetParams.
#include <cstdio>
#include <cuda_runtime.h>

#include "check.h"
#include "edge_data.h"

__global__ void scale(float *out, const float *in, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * k;
}

__global__ void offset(float *out, const float *in, float c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] += in[i] + c;
}

__global__ void sum(float *out, const float *a, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] + b[i];
}

static void count_up(void *p) { ++*(int *)p; }

int main()
{
    const int n = 4096, threads = 256, blocks = n / threads;
    float *h_x, *h_out;
    CHECK(cudaMallocHost(&h_x, n * sizeof(float)));
    CHECK(cudaMallocHost(&h_out, n * sizeof(float)));
    for (int i = 0; i < n; ++i) {
        h_x[i] = (float)(i % 100);
        h_out[i] = -1.0f;
    }
    float *d_x, *d_a, *d_b, *d_out;
    CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CHECK(cudaMalloc(&d_a, n * sizeof(float)));
    CHECK(cudaMalloc(&d_b, n * sizeof(float)));
    CHECK(cudaMalloc(&d_out, n * sizeof(float)));
    CHECK(cudaMemset(d_b, 0x7f, n * sizeof(float)));

    cudaStream_t s1, s2;
    CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CHECK(cudaStreamCreate(&s2));
    cudaEvent_t fork, join;
    CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
    int host_calls = 0;

    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    cudaStreamCaptureStatus status;
    CHECK(cudaStreamIsCapturing(s2, &status));
    EXPECT(status == cudaStreamCaptureStatusNone);
    CHECK(cudaMemcpyAsync(d_x, h_x, n * sizeof(float), cudaMemcpyHostToDevice, s1));
    CHECK(cudaEventRecord(fork, s1));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    CHECK(cudaStreamIsCapturing(s2, &status));
    EXPECT(status == cudaStreamCaptureStatusActive);

    scale<<<blocks, threads, 0, s1>>>(d_a, d_x, 1.0f, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemsetAsync(d_b, 0, n * sizeof(float), s2));
    offset<<<blocks, threads, 0, s2>>>(d_b, d_x, 1.0f, n);
    CHECK(cudaGetLastError());
    CHECK(cudaLaunchHostFunc(s2, count_up, &host_calls));

    unsigned long long id1 = 0, id2 = 0;
    cudaGraph_t during1 = NULL, during2 = NULL;
    const cudaGraphNode_t *deps = NULL;
    size_t ndeps = 0;
    CHECK(cudaStreamGetCaptureInfo(s1, &status, &id1, &during1, &deps, EDGE_DATA &ndeps));
    EXPECT(status == cudaStreamCaptureStatusActive && ndeps == 1);
    cudaGraphNodeType type;
    CHECK(cudaGraphNodeGetType(deps[0], &type));
    EXPECT(type == cudaGraphNodeTypeKernel);
    CHECK(cudaStreamGetCaptureInfo(s2, &status, &id2, &during2, NULL, EDGE_DATA NULL));
    EXPECT(id1 == id2 && id1 != 0 && during1 == during2);

    CHECK(cudaEventRecord(join, s2));
    CHECK(cudaStreamWaitEvent(s1, join, 0));
    CHECK(cudaStreamGetCaptureInfo(s1, &status, NULL, NULL, &deps, EDGE_DATA &ndeps));
    EXPECT(ndeps == 2);
    sum<<<blocks, threads, 0, s1>>>(d_out, d_a, d_b, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost, s1));

    cudaGraph_t graph;
    CHECK(cudaStreamEndCapture(s1, &graph));
    EXPECT(graph == during1);
    CHECK(cudaStreamIsCapturing(s1, &status));
    EXPECT(status == cudaStreamCaptureStatusNone);
    CHECK(cudaStreamIsCapturing(s2, &status));
    EXPECT(status == cudaStreamCaptureStatusNone);
    // Nothing ran while capturing.
    EXPECT(host_calls == 0 && h_out[5] == -1.0f);

    size_t count = 0;
    CHECK(cudaGraphGetNodes(graph, NULL, &count));
    EXPECT(count == 7);
    cudaGraphNode_t nodes[7], scale_node = NULL;
    CHECK(cudaGraphGetNodes(graph, nodes, &count));
    for (size_t i = 0; i < count; ++i) {
        cudaKernelNodeParams p;
        CHECK(cudaGraphNodeGetType(nodes[i], &type));
        if (type == cudaGraphNodeTypeKernel && cudaGraphKernelNodeGetParams(nodes[i], &p) == cudaSuccess &&
            p.func == (void *)scale)
            scale_node = nodes[i];
    }
    EXPECT(scale_node != NULL);
    CHECK(cudaGraphGetRootNodes(graph, NULL, &count));
    EXPECT(count == 1);
    CHECK(cudaGraphGetEdges(graph, NULL, NULL, EDGE_DATA &count));
    EXPECT(count == 7);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    cudaKernelNodeParams p;
    CHECK(cudaGraphKernelNodeGetParams(scale_node, &p));
    void *args[] = {&d_a, &d_x, NULL, (void *)&n};
    for (int it = 0; it < 100; ++it) {
        float k = (float)it;
        args[2] = &k;
        p.kernelParams = args;
        CHECK(cudaGraphExecKernelNodeSetParams(exec, scale_node, &p));
        h_x[3] = (float)(it + 1000);
        CHECK(cudaGraphLaunch(exec, s1));
        CHECK(cudaStreamSynchronize(s1));
        for (int i = 0; i < n; i += 97) {
            float x = h_x[i];
            float want = x * k + x + 1.0f;
            if (h_out[i] != want) {
                printf("launch %d: h_out[%d] = %f, want %f\n", it, i, h_out[i], want);
                return 1;
            }
        }
        EXPECT(h_out[3] == h_x[3] * k + h_x[3] + 1.0f);
    }
    EXPECT(host_calls == 100);

    // A graph launched into a capturing stream becomes a child graph node.
    cudaGraph_t outer;
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeThreadLocal));
    CHECK(cudaGraphLaunch(exec, s1));
    CHECK(cudaGraphLaunch(exec, s1));
    CHECK(cudaStreamEndCapture(s1, &outer));
    EXPECT(host_calls == 100);
    CHECK(cudaGraphGetNodes(outer, NULL, &count));
    EXPECT(count == 2);
    CHECK(cudaGraphGetNodes(outer, nodes, &count));
    CHECK(cudaGraphNodeGetType(nodes[1], &type));
    EXPECT(type == cudaGraphNodeTypeGraph);
    cudaGraphExec_t outer_exec;
    CHECK(cudaGraphInstantiate(&outer_exec, outer, 0));
    CHECK(cudaGraphLaunch(outer_exec, s2));
    CHECK(cudaStreamSynchronize(s2));
    EXPECT(host_calls == 102);

    CHECK(cudaGraphExecDestroy(outer_exec));
    CHECK(cudaGraphDestroy(outer));
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaEventDestroy(fork));
    CHECK(cudaEventDestroy(join));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_out));
    CHECK(cudaFreeHost(h_x));
    CHECK(cudaFreeHost(h_out));
    printf("PASS\n");
    return 0;
}
