// A kernel with more sync points than fit a 64-bit mask: 100 unrolled
// shuffles and 30 barriers, each a point where the block's threads meet.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void rotate_many(int *out)
{
    __shared__ int s[64];
    int v = threadIdx.x;
#pragma unroll
    for (int k = 0; k < 100; k++)
        v = __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) % 32) + (k & 1);
#pragma unroll
    for (int k = 0; k < 30; k++) {
        s[threadIdx.x] = v;
        __syncthreads();
        v = s[(threadIdx.x + 1) % blockDim.x];
        __syncthreads();
    }
    out[threadIdx.x] = v;
}

int main()
{
    const int n = 64;
    int *d, h[n];
    cudaMalloc(&d, sizeof h);
    rotate_many<<<1, n>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int t = 0; t < n; t++) {
        // 100 shuffles: each lane ends with lane (l + 100) % 32 of its warp, plus 50.
        int after_shfl[n];
        for (int u = 0; u < n; u++)
            after_shfl[u] = (u / 32) * 32 + (u % 32 + 100) % 32 + 50;
        bad += h[t] != after_shfl[(t + 30) % n];
    }
    if (cudaGetLastError() != cudaSuccess || bad) {
        printf("FAIL: %d wrong\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
