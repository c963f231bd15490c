// __launch_bounds__ as CUDA reports and enforces it: cudaFuncGetAttributes
// and cuFuncGetAttribute give the bound as maxThreadsPerBlock, the occupancy
// API keeps to it, and a launch with more threads than the bound fails with
// cudaErrorLaunchOutOfResources ("too many resources requested for launch")
// without running, while the error does not stick.
#include <cstdio>
#include <cuda.h>

#define MAX_THREADS 128
#define MIN_BLOCKS 2

__global__ void __launch_bounds__(MAX_THREADS, MIN_BLOCKS) bounded(int *out) {
    out[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x + 1;
}

__global__ void __launch_bounds__(64) bounded64(int *out) { out[threadIdx.x] = 7; }

__global__ void unbounded(int *out) { out[threadIdx.x] = 3; }

#include "tally.h"

int main() {
    int *d;
    CHECK(cudaMalloc(&d, 4096 * sizeof(int)) == cudaSuccess);

    cudaFuncAttributes a;
    CHECK(cudaFuncGetAttributes(&a, bounded) == cudaSuccess);
    CHECK(a.maxThreadsPerBlock == MAX_THREADS);
    CHECK(cudaFuncGetAttributes(&a, bounded64) == cudaSuccess);
    CHECK(a.maxThreadsPerBlock == 64);
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
    CHECK(cudaFuncGetAttributes(&a, unbounded) == cudaSuccess);
    CHECK(a.maxThreadsPerBlock == p.maxThreadsPerBlock);

    // within the bound: runs
    bounded<<<4, MAX_THREADS>>>(d);
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    int h[4 * MAX_THREADS];
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < 4 * MAX_THREADS; i++) CHECK(h[i] == i % MAX_THREADS + 1 || (failures = 1000));

    // beyond it: the launch fails and nothing runs; the error is not sticky
    CHECK(cudaMemset(d, 0, 4096 * sizeof(int)) == cudaSuccess);
    bounded<<<1, MAX_THREADS + 32>>>(d);
    CHECK(cudaGetLastError() == cudaErrorLaunchOutOfResources);
    CHECK(cudaGetLastError() == cudaSuccess);
    bounded<<<1, dim3(16, 16)>>>(d); // 256 threads in two dimensions
    CHECK(cudaPeekAtLastError() == cudaErrorLaunchOutOfResources);
    CHECK(cudaGetLastError() == cudaErrorLaunchOutOfResources);
    void *args[] = {&d};
    CHECK(cudaLaunchKernel((const void *)bounded64, dim3(1), dim3(65), args, 0, 0) == cudaErrorLaunchOutOfResources);
    cudaGetLastError();
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess);
    int nonzero = 0;
    for (int i = 0; i < 4 * MAX_THREADS; i++) nonzero += h[i] != 0;
    CHECK(nonzero == 0);

    // the occupancy API keeps to the bound
    int blocks = -1;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, bounded, MAX_THREADS, 0) == cudaSuccess);
    CHECK(blocks > 0);
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, bounded, MAX_THREADS * 2, 0) == cudaSuccess);
    CHECK(blocks == 0);
    int minGrid = 0, blockSize = 0;
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, bounded, 0, 0) == cudaSuccess);
    CHECK(blockSize > 0 && blockSize <= MAX_THREADS);

    // the driver API sees the bound of a PTX kernel's .maxntid
    const char *ptx =
        ".version 7.5\n.target sm_75\n.address_size 64\n"
        ".visible .entry bk(.param .u64 p) .maxntid 32, 3, 1\n{\n"
        "  .reg .b64 %rd<3>;\n  .reg .b32 %r<2>;\n"
        "  ld.param.u64 %rd1, [p];\n  cvta.to.global.u64 %rd2, %rd1;\n"
        "  mov.u32 %r1, 5;\n  st.global.u32 [%rd2], %r1;\n  ret;\n}\n";
    CUmodule m;
    CUfunction f;
    CHECK(cuModuleLoadData(&m, ptx) == CUDA_SUCCESS);
    CHECK(cuModuleGetFunction(&f, m, "bk") == CUDA_SUCCESS);
    int v = 0;
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f) == CUDA_SUCCESS);
    CHECK(v == 96);
    int nb = -1, mg = 0, bs = 0;
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, 128, 0) == CUDA_SUCCESS);
    CHECK(nb == 0);
    CHECK(cuOccupancyMaxPotentialBlockSize(&mg, &bs, f, 0, 0, 0) == CUDA_SUCCESS);
    CHECK(bs > 0 && bs <= 96);
    CUdeviceptr dp = (CUdeviceptr)d;
    void *pargs[] = {&dp};
    CHECK(cuLaunchKernel(f, 1, 1, 1, 97, 1, 1, 0, 0, pargs, 0) == CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 32, 3, 1, 0, 0, pargs, 0) == CUDA_SUCCESS);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(h[0] == 5);
    // A driver launch into a capturing stream becomes a kernel node, with
    // the same checks as a launch; it runs when the graph does.
    cudaStream_t s;
    cudaGraph_t g = nullptr;
    cudaGraphExec_t e = nullptr;
    CHECK(cudaMemset(d, 0, sizeof(int)) == cudaSuccess);
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) == cudaSuccess);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 97, 1, 1, 0, s, pargs, 0) == CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
    CHECK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, s, pargs, 0) == CUDA_SUCCESS);
    CHECK(cudaStreamEndCapture(s, &g) == cudaSuccess);
    CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess && h[0] == 0);
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess && cudaGraphLaunch(e, s) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess && h[0] == 5);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    CHECK(cudaStreamDestroy(s) == cudaSuccess);
    cudaGetLastError();
    CHECK(cuModuleUnload(m) == CUDA_SUCCESS);

    cudaFree(d);
    printf(failures ? "FAILED\n" : "PASS\n");
    return failures != 0;
}
