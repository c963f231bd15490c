// Conditional nodes made with cudaGraphAddNode: a while loop whose body
// kernel counts down and sets the condition with cudaGraphSetConditional,
// and an if/else chosen by a kernel from a flag in device memory.
// PTX-DIFF-SKIP: NVIDIA's cudaGraphSetConditional needs its device runtime (sm_90), which the PTX front end does not provide
#include <cstdio>
#include <cuda_runtime.h>

#include "check.h"

__global__ void step(int *counter, int *total, cudaGraphConditionalHandle h)
{
    if (threadIdx.x == 0) {
        int left = --*counter;
        *total += 1;
        cudaGraphSetConditional(h, left > 0 ? 1u : 0u);
    }
}

__global__ void choose(cudaGraphConditionalHandle h, const int *flag)
{
    cudaGraphSetConditional(h, *flag != 0);
}

__global__ void add(int *x, int v) { *x += v; }

static int add_kernel(cudaGraph_t g, void *func, void **args, cudaGraphNode_t *out)
{
    cudaGraphNodeParams p = {};
    p.type = cudaGraphNodeTypeKernel;
    p.kernel.func = func;
    p.kernel.gridDim = dim3(1);
    p.kernel.blockDim = dim3(32);
    p.kernel.kernelParams = args;
    CHECK(cudaGraphAddNode(out, g, NULL, 0, &p));
    return 0;
}

int main()
{
    int *d; // counter, total, flag, x
    CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    int *counter = d, *total = d + 1, *flag = d + 2, *x = d + 3;
    int host_counter = 0;

    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle loop, branch;
    CHECK(cudaGraphConditionalHandleCreate(&loop, g, 1, cudaGraphCondAssignDefault));
    CHECK(cudaGraphConditionalHandleCreate(&branch, g, 0, 0));

    cudaGraphNode_t reset, while_node, chooser, if_node;
    CHECK(cudaGraphAddMemcpyNode1D(&reset, g, NULL, 0, counter, &host_counter, sizeof(int), cudaMemcpyHostToDevice));
    cudaGraphNodeParams wp = {};
    wp.type = cudaGraphNodeTypeConditional;
    wp.conditional.handle = loop;
    wp.conditional.type = cudaGraphCondTypeWhile;
    wp.conditional.size = 1;
    CHECK(cudaGraphAddNode(&while_node, g, &reset, 1, &wp));
    cudaGraph_t body = wp.conditional.phGraph_out[0];
    cudaGraphNode_t n;
    void *step_args[] = {&counter, &total, &loop};
    if (add_kernel(body, (void *)step, step_args, &n)) return 1;

    void *choose_args[] = {&branch, &flag};
    cudaGraphNodeParams kp = {};
    kp.type = cudaGraphNodeTypeKernel;
    kp.kernel.func = (void *)choose;
    kp.kernel.gridDim = dim3(1);
    kp.kernel.blockDim = dim3(1);
    kp.kernel.kernelParams = choose_args;
    CHECK(cudaGraphAddNode(&chooser, g, &while_node, 1, &kp));
    cudaGraphNodeParams ip = {};
    ip.type = cudaGraphNodeTypeConditional;
    ip.conditional.handle = branch;
    ip.conditional.type = cudaGraphCondTypeIf;
    ip.conditional.size = 2;
    CHECK(cudaGraphAddNode(&if_node, g, &chooser, 1, &ip));
    int hundred = 100, thousand = 1000;
    void *then_args[] = {&x, &hundred}, *else_args[] = {&x, &thousand};
    if (add_kernel(ip.conditional.phGraph_out[0], (void *)add, then_args, &n)) return 1;
    if (add_kernel(ip.conditional.phGraph_out[1], (void *)add, else_args, &n)) return 1;

    cudaGraphNodeType type;
    CHECK(cudaGraphNodeGetType(if_node, &type));
    EXPECT(type == cudaGraphNodeTypeConditional);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    int want_total = 0, want_x = 0;
    for (int it = 0; it < 10; ++it) {
        host_counter = it + 1; // the while body runs it + 1 times
        int f = it % 3 == 0;
        CHECK(cudaMemcpy(flag, &f, sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaGraphLaunch(exec, s));
        CHECK(cudaStreamSynchronize(s));
        want_total += it + 1;
        want_x += f ? 100 : 1000;
        int h[4];
        CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        if (h[0] != 0 || h[1] != want_total || h[3] != want_x) {
            printf("launch %d: counter %d total %d (want %d) x %d (want %d)\n", it, h[0], h[1], want_total, h[3],
                   want_x);
            return 1;
        }
    }

    // Bad conditional parameters.
    cudaGraphNodeParams bad = wp;
    bad.conditional.size = 2;
    EXPECT(cudaGraphAddNode(&n, g, NULL, 0, &bad) == cudaErrorInvalidValue);
    EXPECT(cudaGraphConditionalHandleCreate(&loop, g, 0, 8) == cudaErrorInvalidValue);
    cudaGetLastError();

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(d));
    printf("PASS\n");
    return 0;
}
