// Templated kernels: one kernel instantiated for int, float and double; a
// functor as a template argument; a non-type template parameter.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

template <typename T>
__global__ void scaleAdd(const T *in, T *out, T scale, T offset, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * scale + offset;
}

template <typename T, typename F>
__global__ void transform(const T *in, T *out, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(in[i]);
}

struct Square {
    template <typename T> __host__ __device__ T operator()(T x) const { return x * x; }
};

struct Affine {
    float a, b;
    __host__ __device__ float operator()(float x) const { return a * x + b; }
};

struct Clamp {
    int lo, hi;
    __host__ __device__ int operator()(int x) const { return x < lo ? lo : (x > hi ? hi : x); }
};

template <int K>
__global__ void sumWindow(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + K <= n) {
        int s = 0;
#pragma unroll
        for (int k = 0; k < K; ++k) s += in[i + k];
        out[i] = s;
    }
}

template <typename T>
static int checkScaleAdd(const char *name, T scale, T offset)
{
    const int n = 5000;
    std::vector<T> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = (T)(i % 100) - (T)50;
    T *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(T)));
    CHECK(cudaMalloc(&dout, n * sizeof(T)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    scaleAdd<T><<<(n + 127) / 128, 128>>>(din, dout, scale, offset, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        T want = in[i] * scale + offset;
        if (out[i] != want) {
            printf("scaleAdd<%s>[%d] = %g, want %g\n", name, i, (double)out[i], (double)want);
            return 1;
        }
    }
    cudaFree(din); cudaFree(dout);
    return 0;
}

template <typename T, typename F>
static int checkTransform(const char *name, F f)
{
    const int n = 3001;
    std::vector<T> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = (T)((i * 7) % 200) - (T)100;
    T *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(T)));
    CHECK(cudaMalloc(&dout, n * sizeof(T)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    transform<<<(n + 255) / 256, 256>>>(din, dout, n, f);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        T want = f(in[i]);
        if (fabs((double)out[i] - (double)want) > 1e-4 * (1.0 + fabs((double)want))) {
            printf("transform %s [%d] = %g, want %g\n", name, i, (double)out[i], (double)want);
            return 1;
        }
    }
    cudaFree(din); cudaFree(dout);
    return 0;
}

template <int K>
static int checkWindow()
{
    const int n = 1000;
    std::vector<int> in(n), out(n, 0);
    for (int i = 0; i < n; ++i) in[i] = i * 3 - 7;
    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dout, 0, n * sizeof(int)));
    sumWindow<K><<<(n + 63) / 64, 64>>>(din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        int want = 0;
        if (i + K <= n)
            for (int k = 0; k < K; ++k) want += in[i + k];
        if (out[i] != want) {
            printf("sumWindow<%d>[%d] = %d, want %d\n", K, i, out[i], want);
            return 1;
        }
    }
    cudaFree(din); cudaFree(dout);
    return 0;
}

int main()
{
    if (checkScaleAdd<int>("int", 3, -4)) return 1;
    if (checkScaleAdd<float>("float", 0.5f, 1.25f)) return 1;
    if (checkScaleAdd<double>("double", -1.5, 1e-3)) return 1;
    if (checkTransform<float>("Square<float>", Square())) return 1;
    if (checkTransform<double>("Square<double>", Square())) return 1;
    if (checkTransform<int>("Square<int>", Square())) return 1;
    if (checkTransform<float>("Affine", Affine{2.0f, -3.5f})) return 1;
    if (checkTransform<int>("Clamp", Clamp{-10, 25})) return 1;
    if (checkWindow<1>()) return 1;
    if (checkWindow<4>()) return 1;
    if (checkWindow<13>()) return 1;
    printf("PASS\n");
    return 0;
}
