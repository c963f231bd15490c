// A program written as CUDA samples are: a helper_cuda.h-style header
// whose error helpers hide behind the toolkit's include guards, INT_MAX
// without <limits.h>, NVTX ranges and profiler calls, complex arithmetic,
// cooperative_groups::memcpy_async and the pipeline primitives in kernels.
// NVCC-FLAGS: -lnvToolsExt
// (NVTX 2 programs link its library; Ferry's NVTX is header-only, the library a stand-in)
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
#include <cuComplex.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda_pipeline.h>
#include <nvtx3/nvToolsExt.h>
#include <memory>
#include <cstdio>

namespace cg = cooperative_groups;

// ---- as helper_cuda.h has it ------------------------------------------
static int helpers_seen = 0;

#ifdef __DRIVER_TYPES_H__
static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }
static const int driver_types_helper = ++helpers_seen;
#endif

#ifdef __cuda_cuda_h__
static const char *_cudaGetErrorEnum(CUresult error) {
    static char unknown[] = "<unknown>";
    const char *ret = NULL;
    cuGetErrorName(error, &ret);
    return ret ? ret : unknown;
}
static const int cuda_h_helper = ++helpers_seen;
#endif

template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
    if (result) {
        fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line,
                static_cast<unsigned int>(result), _cudaGetErrorEnum(result), func);
        exit(EXIT_FAILURE);
    }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
// -----------------------------------------------------------------------

#if !defined(CUDART_VERSION) || CUDART_VERSION < 12000 || !defined(CUDA_VERSION)
#error version macros
#endif

constexpr int N = 256;

// Each block stages its part of the input in shared memory with
// memcpy_async, the pipeline primitives fill a second tile, and every
// thread multiplies complex numbers built from both.
__global__ void stage_and_multiply(const float *in, cuFloatComplex *out, int *min_seen) {
    __shared__ float tile[N];
    __shared__ float tile2[N];
    cg::thread_block block = cg::this_thread_block();
    const float *src = in + blockIdx.x * N;
    cg::memcpy_async(block, tile, src, sizeof(float) * N);
    cg::wait(block);
    for (int i = threadIdx.x; i < N; i += blockDim.x)
        __pipeline_memcpy_async(&tile2[i], &src[(i + 1) % N], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int i = threadIdx.x; i < N; i += blockDim.x) {
        cuFloatComplex a = make_cuFloatComplex(tile[i], 1.0f);
        cuFloatComplex b = make_cuFloatComplex(tile2[i], -1.0f);
        out[blockIdx.x * N + i] = cuCdivf(cuCmulf(a, b), make_cuFloatComplex(2.0f, 0.0f));
        atomicMin(min_seen, (int)tile[i] < INT_MAX ? (int)tile[i] : INT_MAX);
    }
}

int main() {
    if (helpers_seen != 2) {
        printf("helper blocks hidden: %d of 2 seen\n", helpers_seen);
        return 1;
    }
    (void)driver_types_helper;
    (void)cuda_h_helper;
    const int blocks = 4;
    auto host_in = std::unique_ptr<float[]>(new float[blocks * N]);
    for (int i = 0; i < blocks * N; ++i) host_in[i] = (float)(i % 97) + 1.0f;

    nvtxRangePushA("helper_guards");
    checkCudaErrors(cudaProfilerStart());
    float *in;
    cuFloatComplex *out;
    int *min_seen;
    checkCudaErrors(cudaMalloc(&in, sizeof(float) * blocks * N));
    checkCudaErrors(cudaMalloc(&out, sizeof(cuFloatComplex) * blocks * N));
    checkCudaErrors(cudaMallocManaged(&min_seen, sizeof(int)));
    *min_seen = INT_MAX;
    checkCudaErrors(cudaMemcpy(in, host_in.get(), sizeof(float) * blocks * N, cudaMemcpyHostToDevice));
    stage_and_multiply<<<blocks, 64>>>(in, out, min_seen);
    checkCudaErrors(cudaGetLastError());
    checkCudaErrors(cudaDeviceSynchronize());
    auto host_out = std::unique_ptr<cuFloatComplex[]>(new cuFloatComplex[blocks * N]);
    checkCudaErrors(cudaMemcpy(host_out.get(), out, sizeof(cuFloatComplex) * blocks * N, cudaMemcpyDeviceToHost));
    checkCudaErrors(cudaProfilerStop());
    nvtxRangePop();

    int bad = 0;
    for (int blk = 0; blk < blocks; ++blk)
        for (int i = 0; i < N; ++i) {
            float x = host_in[blk * N + i], y = host_in[blk * N + (i + 1) % N];
            // (x + i)(y - i) / 2 = ((xy + 1) + i(y - x)) / 2
            cuFloatComplex want = make_cuFloatComplex((x * y + 1.0f) / 2.0f, (y - x) / 2.0f);
            cuFloatComplex got = host_out[blk * N + i];
            if (cuCabsf(cuCsubf(got, want)) > 1e-3f * cuCabsf(want)) {
                if (bad++ < 5)
                    printf("out[%d][%d] = (%g, %g), want (%g, %g)\n", blk, i, cuCrealf(got),
                           cuCimagf(got), cuCrealf(want), cuCimagf(want));
            }
        }
    if (*min_seen != 1) {
        printf("min_seen = %d, want 1\n", *min_seen);
        bad++;
    }
    checkCudaErrors(cudaFree(in));
    checkCudaErrors(cudaFree(out));
    checkCudaErrors(cudaFree(min_seen));
    if (bad) {
        printf("%d wrong\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
