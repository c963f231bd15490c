// An explicitly built graph: a diamond of a memcpy, two kernels and a host
// node, joined by a kernel and copied back, launched many times; the graph's
// structure queries, kernel node parameters (copied when set), clone,
// child graphs, memset nodes, exec update and the DOT dump.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#include "check.h"
#include "edge_data.h"

__global__ void scale(float *out, const float *in, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * k;
}

__global__ void add3(float *out, const float *a, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] += a[i] + b[i];
}

static void count_up(void *p) { ++*(int *)p; }

int main()
{
    const int n = 1000;
    float *h_in = new float[n], *h_out = new float[n];
    for (int i = 0; i < n; ++i) h_in[i] = (float)i;
    float *d_in, *d_a, *d_b, *d_out;
    CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CHECK(cudaMalloc(&d_a, n * sizeof(float)));
    CHECK(cudaMalloc(&d_b, n * sizeof(float)));
    CHECK(cudaMalloc(&d_out, n * sizeof(float)));

    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaGraphNode_t copy_in, ka, kb, host, join, zero, copy_out;
    CHECK(cudaGraphAddMemcpyNode1D(&copy_in, g, NULL, 0, d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice));

    float two = 2.0f, three = 3.0f;
    int nn = n;
    void *args_a[] = {&d_a, &d_in, &two, &nn};
    cudaKernelNodeParams p = {};
    p.func = (void *)scale;
    p.gridDim = dim3((n + 127) / 128);
    p.blockDim = dim3(128);
    p.kernelParams = args_a;
    CHECK(cudaGraphAddKernelNode(&ka, g, &copy_in, 1, &p));
    void *args_b[] = {&d_b, &d_in, &three, &nn};
    p.kernelParams = args_b;
    CHECK(cudaGraphAddKernelNode(&kb, g, &copy_in, 1, &p));
    three = -100.0f; // the node copied the value when it was added

    int host_calls = 0;
    cudaHostNodeParams hp = {count_up, &host_calls};
    CHECK(cudaGraphAddHostNode(&host, g, &copy_in, 1, &hp));

    // d_out = 0, then d_out += d_a + d_b after all three branches.
    cudaMemsetParams mp = {};
    mp.dst = d_out;
    mp.value = 0;
    mp.elementSize = 4;
    mp.width = n;
    mp.height = 1;
    CHECK(cudaGraphAddMemsetNode(&zero, g, NULL, 0, &mp));
    cudaGraphNode_t before_join[] = {ka, kb, host, zero};
    void *args_j[] = {&d_out, &d_a, &d_b, &nn};
    cudaKernelNodeParams pj = p;
    pj.func = (void *)add3;
    pj.kernelParams = args_j;
    CHECK(cudaGraphAddKernelNode(&join, g, before_join, 4, &pj));
    CHECK(cudaGraphAddMemcpyNode1D(&copy_out, g, &join, 1, h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost));

    // Structure.
    size_t count = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    EXPECT(count == 7);
    CHECK(cudaGraphGetRootNodes(g, NULL, &count));
    EXPECT(count == 2);
    cudaGraphNode_t roots[3];
    count = 3;
    CHECK(cudaGraphGetRootNodes(g, roots, &count));
    EXPECT(count == 2 && roots[0] == copy_in && roots[1] == zero && roots[2] == NULL);
    CHECK(cudaGraphGetEdges(g, NULL, NULL, EDGE_DATA &count));
    EXPECT(count == 8);
    CHECK(cudaGraphNodeGetDependentNodes(copy_in, NULL, EDGE_DATA &count));
    EXPECT(count == 3);
    cudaGraphNode_t deps[4];
    count = 4;
    CHECK(cudaGraphNodeGetDependencies(join, deps, EDGE_DATA &count));
    EXPECT(count == 4 && deps[0] == ka && deps[3] == zero);
    cudaGraphNodeType type;
    CHECK(cudaGraphNodeGetType(host, &type));
    EXPECT(type == cudaGraphNodeTypeHost);
    CHECK(cudaGraphNodeGetType(zero, &type));
    EXPECT(type == cudaGraphNodeTypeMemset);
    cudaKernelNodeParams got;
    CHECK(cudaGraphKernelNodeGetParams(kb, &got));
    EXPECT(got.func == (void *)scale && got.gridDim.x == 8 && got.blockDim.x == 128);
    EXPECT(*(float *)got.kernelParams[2] == 3.0f);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    const int launches = 50;
    for (int it = 0; it < launches; ++it) {
        h_in[0] = (float)it;
        CHECK(cudaGraphLaunch(exec, s));
    }
    CHECK(cudaStreamSynchronize(s));
    EXPECT(host_calls == launches);
    for (int i = 0; i < n; ++i) {
        float in = i == 0 ? (float)(launches - 1) : (float)i;
        if (h_out[i] != 5.0f * in) {
            printf("h_out[%d] = %f, want %f\n", i, h_out[i], 5.0f * in);
            return 1;
        }
    }

    // Changing the graph's node later does not change the exec; an update does.
    float ten = 10.0f;
    void *args_c[] = {&d_b, &d_in, &ten, &nn};
    p.kernelParams = args_c;
    CHECK(cudaGraphKernelNodeSetParams(kb, &p));
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    EXPECT(h_out[7] == 5.0f * 7);
    cudaGraphExecUpdateResultInfo info;
    CHECK(cudaGraphExecUpdate(exec, g, &info));
    EXPECT(info.result == cudaGraphExecUpdateSuccess);
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    EXPECT(h_out[7] == 12.0f * 7);
    EXPECT(host_calls == launches + 2);

    // A clone runs the same; a child graph node runs the whole graph.
    cudaGraph_t clone, outer;
    CHECK(cudaGraphClone(&clone, g));
    CHECK(cudaGraphGetNodes(clone, NULL, &count));
    EXPECT(count == 7);
    CHECK(cudaGraphCreate(&outer, 0));
    cudaGraphNode_t child, after;
    CHECK(cudaGraphAddChildGraphNode(&child, outer, NULL, 0, clone));
    CHECK(cudaGraphDestroy(clone)); // the node holds its own copy
    CHECK(cudaGraphAddHostNode(&after, outer, &child, 1, &hp));
    cudaGraphExec_t outer_exec;
    CHECK(cudaGraphInstantiateWithFlags(&outer_exec, outer, 0));
    memset(h_out, 0, n * sizeof(float));
    CHECK(cudaGraphLaunch(outer_exec, 0));
    CHECK(cudaDeviceSynchronize());
    EXPECT(h_out[9] == 12.0f * 9);
    EXPECT(host_calls == launches + 4);
    CHECK(cudaGraphUpload(outer_exec, s));

    // Removing an edge and destroying a node.
    cudaGraphNode_t from[] = {host}, to[] = {join};
    CHECK(cudaGraphRemoveDependencies(g, from, to, EDGE_DATA 1));
    CHECK(cudaGraphNodeGetDependencies(join, NULL, EDGE_DATA &count));
    EXPECT(count == 3);
    CHECK(cudaGraphAddDependencies(g, from, to, EDGE_DATA 1));
    CHECK(cudaGraphDestroyNode(host));
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    EXPECT(count == 6);
    CHECK(cudaGraphGetEdges(g, NULL, NULL, EDGE_DATA &count));
    EXPECT(count == 6);

    // The DOT dump names the kernels.
    const char *path = "graph_explicit.dot";
    CHECK(cudaGraphDebugDotPrint(outer, path, cudaGraphDebugDotFlagsVerbose));
    FILE *f = fopen(path, "r");
    EXPECT(f != NULL);
    char text[8192] = {};
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    remove(path);
    EXPECT(len > 0 && strstr(text, "digraph") && strstr(text, "scale") && strstr(text, "->"));

    CHECK(cudaGraphExecDestroy(outer_exec));
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(outer));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_out));
    delete[] h_in;
    delete[] h_out;
    printf("PASS\n");
    return 0;
}
