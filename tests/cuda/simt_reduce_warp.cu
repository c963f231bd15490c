// Block reduction with warp shuffles: each warp reduces with __shfl_down_sync,
// lane 0 stores the warp's partial in shared memory, and the first warp
// reduces the partials. float (with a tolerance) and int (exact).
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

template <typename T>
__device__ __forceinline__ T warp_sum(T v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

// blockDim.x must be a multiple of 32.
template <typename T>
__global__ void reduce(const T *in, int n, T *partial)
{
    __shared__ T warp_part[32];
    int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    T v = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    v = warp_sum(v);
    if (lane == 0) warp_part[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int nwarps = blockDim.x / warpSize;
        v = lane < nwarps ? warp_part[lane] : T(0);
        v = warp_sum(v);
        if (lane == 0) partial[blockIdx.x] = v;
    }
}

template <typename T>
static void run(const std::vector<T> &h, int bs, int gs, double tol, const char *name)
{
    int n = (int)h.size();
    T *din, *dpart;
    CHECK(cudaMalloc((void **)&din, n * sizeof(T)));
    CHECK(cudaMalloc((void **)&dpart, gs * sizeof(T)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    reduce<T><<<gs, bs>>>(din, n, dpart);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<T> part(gs);
    CHECK(cudaMemcpy(part.data(), dpart, gs * sizeof(T), cudaMemcpyDeviceToHost));
    for (int b = 0; b < gs; ++b) {
        double want = 0;
        for (int t = 0; t < bs; ++t)
            for (int i = b * bs + t; i < n; i += gs * bs) want += (double)h[i];
        double got = (double)part[b];
        if (fabs(got - want) > tol * (1.0 + fabs(want)))
            REPORT("%s, block size %d, block %d: got %.9g, expected %.9g\n", name, bs, b, got, want);
    }
    cudaFree(din); cudaFree(dpart);
}

int main()
{
    const int n = 200003;
    std::vector<float> hf(n);
    std::vector<int> hi(n);
    for (int i = 0; i < n; ++i) {
        hf[i] = (float)((i * 2654435761u) % 10007u) / 10007.0f - 0.25f;
        hi[i] = (int)((i * 40503u) % 65521u) - 30000;
    }
    const int bsz[] = {32, 96, 128, 256, 1024};
    const int gsz[] = {5, 17, 64, 31, 9};
    for (int c = 0; c < 5; ++c) {
        run<float>(hf, bsz[c], gsz[c], 1e-4, "float");
        run<int>(hi, bsz[c], gsz[c], 0.0, "int");
    }
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
