// PTX-DIFF-SKIP: host runtime behaviour (stream_async runs queued kernels from NVIDIA's PTX)
// Independent nodes of a graph run at the same time: two kernel nodes that
// each raise a flag and wait for the other's can only both finish if they
// run together (each gives up after a bounded spin and says so, so that a
// runtime that runs them one after the other fails instead of hanging).
// Dependencies still order the rest: a memset before them, a host node and
// a kernel after them, and replays in one stream follow each other.
#include <cstdio>
#include <cuda_runtime.h>

#include "check.h"

// flags[0], flags[1]: raised by each side; met[i]: side i saw the other.
__global__ void meet(int *flags, int *met, int me)
{
    volatile int *f = flags;
    f[me] = 1;
    long long i = 0;
    while (!f[1 - me] && i < (1LL << 34))
        ++i;
    met[me] = f[1 - me];
}

__global__ void sum(const int *met, int *total) { *total += met[0] + met[1]; }

static int host_runs;
static void CUDART_CB after(void *) { ++host_runs; }

int main()
{
    int *flags, *met, *total;
    CHECK(cudaMalloc(&flags, 2 * sizeof(int)));
    CHECK(cudaMalloc(&met, 2 * sizeof(int)));
    CHECK(cudaMalloc(&total, sizeof(int)));
    CHECK(cudaMemset(total, 0, sizeof(int)));

    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaGraphNode_t clear, a, b, host, add;
    cudaMemsetParams mp = {};
    mp.dst = flags;
    mp.value = 0;
    mp.elementSize = sizeof(int);
    mp.width = 2;
    mp.height = 1;
    CHECK(cudaGraphAddMemsetNode(&clear, g, NULL, 0, &mp));

    int zero = 0, one = 1;
    void *args_a[] = {&flags, &met, &zero}, *args_b[] = {&flags, &met, &one};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)meet;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    kp.kernelParams = args_a;
    CHECK(cudaGraphAddKernelNode(&a, g, &clear, 1, &kp));
    kp.kernelParams = args_b;
    CHECK(cudaGraphAddKernelNode(&b, g, &clear, 1, &kp));

    cudaGraphNode_t both[] = {a, b};
    cudaHostNodeParams hp = {after, NULL};
    CHECK(cudaGraphAddHostNode(&host, g, both, 2, &hp));
    void *args_sum[] = {&met, &total};
    kp.func = (void *)sum;
    kp.kernelParams = args_sum;
    CHECK(cudaGraphAddKernelNode(&add, g, &host, 1, &kp));

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    const int launches = 10;
    for (int i = 0; i < launches; ++i)
        CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    int h = 0;
    CHECK(cudaMemcpy(&h, total, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(host_runs == launches);
    EXPECT(h == 2 * launches);

    // The same exec launched into two streams: the launches still follow
    // each other (never two copies of one node at once).
    cudaStream_t t;
    CHECK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaGraphLaunch(exec, t));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(&h, total, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == 2 * launches + 4 && host_runs == launches + 2);

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaStreamDestroy(t));
    CHECK(cudaFree(flags));
    CHECK(cudaFree(met));
    CHECK(cudaFree(total));
    printf("PASS\n");
    return 0;
}
