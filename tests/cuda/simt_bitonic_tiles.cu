// PTX-DIFF-SKIP: from NVIDIA's PTX the lockstep pass (lower/cpu/lockstep.c) adds about a thousand implicit warp sync points to the merge network's shared-memory exchanges, past the 1023 sync points a kernel may have; the CUDA path needs none
// A register-blocked bitonic sort of each block's tile, templated on the key
// type, the block size and the keys per thread, as block-wide segmented sorts
// are written: each thread sorts its keys in registers (an unrolled network),
// then the block merges through shared memory, one __syncthreads per step
// (up to 44 in one kernel), in six instantiations. Each tile must come out
// as the host's sort of the same keys.
#include <cstdio>
#include <cstdlib>
template <typename K> __device__ __forceinline__ void cas(K &a, K &b, bool up)
{
    if ((a > b) == up) { K t = a; a = b; b = t; }
}
template <typename K, int ITEMS> __device__ __forceinline__ void sort_regs(K (&k)[ITEMS], int first)
{
#pragma unroll
    for (int size = 2; size <= ITEMS; size <<= 1)
#pragma unroll
        for (int stride = size / 2; stride > 0; stride >>= 1)
#pragma unroll
            for (int i = 0; i < ITEMS; i++) {
                int j = i ^ stride;
                if (j > i) cas(k[i], k[j], ((first + i) & size) == 0);
            }
}
template <typename K, int THREADS, int ITEMS>
__global__ void block_sort(const K *in, K *out)
{
    __shared__ K tile[THREADS * ITEMS];
    const int N = THREADS * ITEMS;
    K k[ITEMS];
    int base = blockIdx.x * N;
#pragma unroll
    for (int i = 0; i < ITEMS; i++) k[i] = in[base + threadIdx.x * ITEMS + i];
    sort_regs<K, ITEMS>(k, threadIdx.x * ITEMS);
#pragma unroll
    for (int i = 0; i < ITEMS; i++) tile[threadIdx.x * ITEMS + i] = k[i];
    __syncthreads();
#pragma unroll
    for (int size = 2 * ITEMS; size <= N; size <<= 1) {
#pragma unroll
        for (int stride = size / 2; stride > 0; stride >>= 1) {
#pragma unroll
            for (int i = 0; i < ITEMS / 2; i++) {
                int p = threadIdx.x * (ITEMS / 2) + i;
                int a = 2 * stride * (p / stride) + p % stride, b = a + stride;
                bool up = (a & size) == 0;
                K x = tile[a], y = tile[b];
                if ((x > y) == up) { tile[a] = y; tile[b] = x; }
            }
            __syncthreads();
        }
    }
#pragma unroll
    for (int i = 0; i < ITEMS; i++) out[base + threadIdx.x * ITEMS + i] = tile[threadIdx.x * ITEMS + i];
}
template <typename K, int T, int I> int run(int blocks)
{
    int n = blocks * T * I;
    K *in, *out;
    cudaMallocManaged(&in, n * sizeof(K));
    cudaMallocManaged(&out, n * sizeof(K));
    for (int i = 0; i < n; i++) in[i] = (K)((i * 7919) % 1000);
    block_sort<K, T, I><<<blocks, T>>>(in, out);
    cudaDeviceSynchronize();
    int bad = 0;
    K *want = (K *)malloc(n * sizeof(K));
    for (int i = 0; i < n; i++) want[i] = in[i];
    for (int b = 0; b < blocks; b++) {
        K *w = want + b * T * I;
        for (int i = 1; i < T * I; i++) // insertion sort: the host's answer
            for (int j = i; j > 0 && w[j - 1] > w[j]; j--) { K t = w[j]; w[j] = w[j - 1]; w[j - 1] = t; }
    }
    for (int i = 0; i < n; i++) bad += out[i] != want[i];
    free(want);
    cudaFree(in); cudaFree(out);
    return bad;
}
int main()
{
    int bad = run<int, 256, 16>(4) + run<float, 128, 16>(4) + run<unsigned, 256, 8>(2)
            + run<double, 64, 8>(4) + run<int, 256, 4>(2) + run<long long, 128, 8>(2);
    printf(bad ? "FAIL %d\n" : "PASS\n", bad);
    return bad != 0;
}
