// The textbook block reduction, shared by kernels/reduce.cu and
// block_tails.cu: each block sums a grid-stride slice of n floats through
// shared memory, halving down to one warp, which finishes with shuffles
// while the block's other threads have returned. BLOCK threads a block.
#ifndef BENCH_BLOCK_SUM_CUH
#define BENCH_BLOCK_SUM_CUH

#define BLOCK 256

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void block_sum(const float *in, float *out, int n)
{
    __shared__ float s[BLOCK];
    float v = 0;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        v += in[i];
    s[threadIdx.x] = v;
    __syncthreads();
    // Halve in shared memory down to one warp; shuffles need no barrier.
    for (int half = BLOCK / 2; half >= 32; half >>= 1) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x < 32) {
        v = warp_sum(s[threadIdx.x]);
        if (threadIdx.x == 0)
            out[blockIdx.x] = v;
    }
}

#endif
