// Host C++ including the CUDA headers, compiled by g++ (no CUDA).
#include <cuda_runtime.h>
#include <cuda.h>
#include <device_launch_parameters.h>
#include <vector_functions.h>
#include <math_constants.h>
#include <cmath>
#include <algorithm>
#include <cstdio>

void kernel_stub(float *) {}

int main() {
    float *d = nullptr;
    if (cudaMalloc(&d, 16 * sizeof(float)) != cudaSuccess) return 1;
    float4 v = make_float4(1, 2, 3, 4);
    dim3 g(2, 3);
    int a = min(3, 4) + max(5, 6);
    float b = std::sqrt(2.0f) + std::max(1.0f, 2.0f) + rsqrtf(4.0f) + sinpif(0.5f) + CUDART_PI_F + normcdff(0.0f);
    double c = erfinv(0.5) + erfcinv(1.0) + CUDART_PI + norm3d(1.0, 2.0, 2.0);
    cudaEvent_t e;
    cudaEventCreate(&e, cudaEventDefault);
    void *args[] = {&d};
    cudaLaunchKernel(kernel_stub, g, dim3(32), args);
    std::printf("%f %d %d %f %f %d\n", v.x, g.y, a, b, c, CUDA_VERSION);
    cudaFree(d);
    return 0;
}
