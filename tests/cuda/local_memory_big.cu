// Per-thread arrays of 1 KiB, 32 KiB and 256 KiB that live across
// __syncthreads(), at 256 and 1024 threads per block and over several
// blocks: a GPU gives each thread up to 512 KiB of local memory, so these
// must run (not overflow a stack), each thread keeping its own array.
// cudaFuncGetAttributes reports each kernel's local memory, and launching
// one grows cudaLimitStackSize to cover it, as CUDA's driver does.
#include <cstdio>

__global__ void no_locals(unsigned *out)
{
    out[threadIdx.x] = threadIdx.x * 3u;
}

template <int N>
__global__ void keep_across_barrier(unsigned *out, unsigned seed)
{
    unsigned char state[N];
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int i = 0; i < N; i++)
        state[i] = (unsigned char)(i * 31 + t * 7 + seed);
    __syncthreads();
    unsigned h = 2166136261u;
    for (int i = 0; i < N; i += 1 + i % 5)
        h = (h ^ state[(i * 13) % N]) * 16777619u;
    __syncthreads();
    state[t % N] ^= 0x5a;
    out[t] = h + state[t % N];
}

template <int N>
static unsigned expect(unsigned t, unsigned seed)
{
    static unsigned char state[N];
    for (int i = 0; i < N; i++)
        state[i] = (unsigned char)(i * 31 + t * 7 + seed);
    unsigned h = 2166136261u;
    for (int i = 0; i < N; i += 1 + i % 5)
        h = (h ^ state[(i * 13) % N]) * 16777619u;
    state[t % N] ^= 0x5a;
    return h + state[t % N];
}

template <int N>
static int run(int blocks, int threads, unsigned *out)
{
    cudaFuncAttributes fa;
    size_t stack = 0;
    keep_across_barrier<N><<<blocks, threads>>>(out, 3u);
    cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        e = cudaFuncGetAttributes(&fa, keep_across_barrier<N>);
    if (e == cudaSuccess)
        e = cudaDeviceGetLimit(&stack, cudaLimitStackSize);
    if (e != cudaSuccess) {
        printf("N=%d %dx%d: %s\n", N, blocks, threads, cudaGetErrorString(e));
        return 1;
    }
    if (fa.localSizeBytes < N || stack < fa.localSizeBytes) {
        printf("N=%d: localSizeBytes %zu, stack limit %zu\n", N, fa.localSizeBytes, stack);
        return 1;
    }
    int bad = 0;
    for (int t = 0; t < blocks * threads; t++)
        bad += out[t] != expect<N>((unsigned)t, 3u);
    printf("N=%d %dx%d: %d wrong\n", N, blocks, threads, bad);
    return bad != 0;
}

int main()
{
    unsigned *out;
    cudaMallocManaged(&out, 4096 * sizeof(unsigned));
    int bad = 0;
    cudaFuncAttributes fa;
    if (cudaFuncGetAttributes(&fa, no_locals) != cudaSuccess || fa.localSizeBytes != 0) {
        printf("no_locals: localSizeBytes %zu\n", fa.localSizeBytes);
        bad++;
    }
    bad += run<1024>(4, 1024, out);
    bad += run<32768>(1, 1024, out);
    bad += run<32768>(4, 256, out);
    bad += run<262144>(1, 256, out);
    bad += run<262144>(1, 1024, out);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
