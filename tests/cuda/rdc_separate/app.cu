// NVCC-FLAGS: -rdc=true
// Separate compilation: kernels here call device functions, and use
// __device__, __constant__ and extern __shared__ variables, defined in
// other translation units; each unit has a static kernel of the same name.
#include <cstdio>
#include "shared.h"

#ifndef __CUDACC_RDC__
#error "__CUDACC_RDC__ is defined under -rdc=true"
#endif

static __global__ void fill(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = poly(i) + offset + coeffs[i % 4];
}

// Block sum through a dynamic shared array that the other unit's device
// function also declares.
__global__ void block_sums(const int *in, int *out)
{
    extern __shared__ int buf[];
    buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0)
        out[blockIdx.x] = sum_shared(blockDim.x);
    atomicAdd(&launches, 1);
}

int main()
{
    const int n = 1000;
    int *a, *b, *sums;
    cudaMallocManaged(&a, n * sizeof(int));
    cudaMallocManaged(&b, n * sizeof(int));
    cudaMallocManaged(&sums, 8 * sizeof(int));
    set_coeffs(10, 20, 30, 40);
    fill<<<(n + 127) / 128, 128>>>(a, n);
    fill_other(b, n);
    block_sums<<<8, 125, 125 * sizeof(int)>>>(a, sums);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("launch failed: %s\n", cudaGetErrorString(cudaGetLastError()));
        return 1;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int want = 3 * i * i + 1 + 7 + 10 * (i % 4 + 1);
        bad += a[i] != want;
        bad += b[i] != twice_tmpl(want);
    }
    for (int blk = 0; blk < 8; blk++) {
        int want = 0;
        for (int t = 0; t < 125; t++)
            want += a[blk * 125 + t];
        bad += sums[blk] != want;
    }
    int l = 0;
    cudaMemcpyFromSymbol(&l, launches, sizeof l);
    bad += l != 8 * 125;
    printf("%d mismatches\n", bad);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
