// cudaLaunchKernelEx as CUDA 12 code writes it: the C++ template (arguments
// converted to the kernel's parameter types), the C form with an argument
// array, attributes (cooperative for a grid sync, priority accepted, a
// programmatic event recorded), the launch's own checks, and the errors for
// a bad configuration and for clusters.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#include "tally.h"

__global__ void axpb(float *y, float a, double b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * i + (float)b;
}

__global__ void two_phase(int *buf, int *out) {
    cg::grid_group g = cg::this_grid();
    unsigned i = g.thread_rank();
    buf[i] = (int)i;
    g.sync();
    out[i] = buf[(i + 1) % g.size()];
}

__global__ void __launch_bounds__(64) small(int *p) { p[threadIdx.x] = 1; }

int main() {
    const int n = 1000;
    float *y;
    CHECK(cudaMallocManaged(&y, n * sizeof(float)) == cudaSuccess);
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);

    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3((n + 127) / 128);
    cfg.blockDim = dim3(128);
    cfg.stream = s;
    cudaLaunchAttribute attr[2];
    attr[0].id = cudaLaunchAttributePriority;
    attr[0].val.priority = 0;
    cfg.attrs = attr;
    cfg.numAttrs = 1;
    // int 3 -> float a, float 0.5f -> double b
    CHECK(cudaLaunchKernelEx(&cfg, axpb, y, 3, 0.5f, n) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    int bad = 0;
    for (int i = 0; i < n; i++) bad += y[i] != 3.0f * i + 0.5f;
    CHECK(bad == 0);

    // the C form, with a programmatic event recorded after the grid
    cudaEvent_t ev;
    CHECK(cudaEventCreate(&ev) == cudaSuccess);
    attr[1].id = cudaLaunchAttributeProgrammaticEvent;
    attr[1].val.programmaticEvent.event = ev;
    attr[1].val.programmaticEvent.flags = 0;
    attr[1].val.programmaticEvent.triggerAtBlockStart = 0;
    cfg.numAttrs = 2;
    float a = 2.0f;
    double b = -1.0;
    int nn = n;
    void *args[] = {&y, &a, &b, &nn};
    CHECK(cudaLaunchKernelExC(&cfg, (const void *)axpb, args) == cudaSuccess);
    CHECK(cudaEventSynchronize(ev) == cudaSuccess);
    CHECK(cudaEventQuery(ev) == cudaSuccess);
    CHECK(y[10] == 19.0f && y[n - 1] == 2.0f * (n - 1) - 1.0f);

    // cooperative: every block resident, grid.sync() between the phases
    int *buf, *out;
    const int blocks = 4, threads = 64, total = blocks * threads;
    CHECK(cudaMallocManaged(&buf, total * sizeof(int)) == cudaSuccess);
    CHECK(cudaMallocManaged(&out, total * sizeof(int)) == cudaSuccess);
    cudaLaunchConfig_t coop = {};
    coop.gridDim = dim3(blocks);
    coop.blockDim = dim3(threads);
    cudaLaunchAttribute ca;
    ca.id = cudaLaunchAttributeCooperative;
    ca.val.cooperative = 1;
    coop.attrs = &ca;
    coop.numAttrs = 1;
    CHECK(cudaLaunchKernelEx(&coop, two_phase, buf, out) == cudaSuccess);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    bad = 0;
    for (int i = 0; i < total; i++) bad += out[i] != (i + 1) % total;
    CHECK(bad == 0);

    // the launch's own checks still apply
    cudaLaunchConfig_t big = {};
    big.gridDim = dim3(1);
    big.blockDim = dim3(128);
    CHECK(cudaLaunchKernelEx(&big, small, buf) == cudaErrorLaunchOutOfResources);
    cudaGetLastError();
    big.blockDim = dim3(2048);
    CHECK(cudaLaunchKernelEx(&big, axpb, y, 1.0f, 0.0, n) == cudaErrorInvalidConfiguration);
    cudaGetLastError();

    // bad configurations, and clusters (not supported on the CPU)
    CHECK(cudaLaunchKernelExC(NULL, (const void *)axpb, args) == cudaErrorInvalidValue);
    cudaLaunchConfig_t noattrs = cfg;
    noattrs.attrs = NULL;
    CHECK(cudaLaunchKernelExC(&noattrs, (const void *)axpb, args) == cudaErrorInvalidValue);
    cudaLaunchAttribute cl;
    cl.id = cudaLaunchAttributeClusterDimension;
    cl.val.clusterDim.x = 2;
    cl.val.clusterDim.y = 1;
    cl.val.clusterDim.z = 1;
    cudaLaunchConfig_t clustered = cfg;
    clustered.attrs = &cl;
    clustered.numAttrs = 1;
    CHECK(cudaLaunchKernelExC(&clustered, (const void *)axpb, args) == cudaErrorNotSupported);
    cl.val.clusterDim.x = 1;
    CHECK(cudaLaunchKernelExC(&clustered, (const void *)axpb, args) == cudaSuccess);
    cudaGetLastError();
    CHECK(cudaDeviceSynchronize() == cudaSuccess);

    cudaEventDestroy(ev);
    cudaStreamDestroy(s);
    cudaFree(y);
    cudaFree(buf);
    cudaFree(out);
    printf(failures ? "FAILED\n" : "PASS\n");
    return failures != 0;
}
