/* Host C including the CUDA headers, compiled by gcc. */
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <cuda.h>
#include <vector_functions.h>
#include <math_constants.h>
#include <stdio.h>

int main(void) {
    float *d = NULL;
    float4 v = make_float4(1, 2, 3, 4);
    dim3 g = {2, 3, 1};
    if (cudaMalloc((void **)&d, 64) != cudaSuccess) return 1;
    printf("%f %u %f %d\n", v.x, g.y, (double)CUDART_PI_F, CUDA_VERSION);
    cudaFree(d);
    return 0;
}
