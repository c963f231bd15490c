// The classic shared-memory reduction whose last warp runs without
// barriers over volatile shared memory, relying on the lanes of a warp
// running in lockstep (legacy), and the same with __syncwarp() between
// each read and write (modern), at block sizes 32 to 1024. Each block's
// sum is checked against the host's.
#include <cstdio>

template <unsigned B>
__device__ void warp_reduce_legacy(volatile int *s, unsigned tid)
{
    if (B >= 64) s[tid] += s[tid + 32];
    if (B >= 32) s[tid] += s[tid + 16];
    if (B >= 16) s[tid] += s[tid + 8];
    if (B >= 8) s[tid] += s[tid + 4];
    if (B >= 4) s[tid] += s[tid + 2];
    if (B >= 2) s[tid] += s[tid + 1];
}

// The form CUDA 9's programming guide asks for: every read and write
// separated by __syncwarp().
template <unsigned B>
__device__ void warp_reduce_modern(int *s, unsigned tid)
{
    int v = s[tid];
    for (unsigned d = B >= 64 ? 32 : B / 2; d > 0; d >>= 1) {
        v += s[tid + d];
        __syncwarp();
        s[tid] = v;
        __syncwarp();
    }
}

template <unsigned B, bool legacy>
__global__ void reduce(const int *in, int *out)
{
    __shared__ int sdata[B < 64 ? 64 : B];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * B + tid];
    if (B < 64)
        sdata[tid + B] = 0;
    __syncthreads();
    for (unsigned s = B / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        if (legacy)
            warp_reduce_legacy<B>(sdata, tid);
        else
            warp_reduce_modern<B>(sdata, tid);
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

// The older form still: no volatile through a helper, the warp's steps
// written out with the shared array declared extern and sized at launch.
__global__ void reduce_extern(const int *in, int *out)
{
    extern __shared__ int sd[];
    unsigned tid = threadIdx.x;
    sd[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sd[tid] += sd[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile int *v = sd;
        v[tid] += v[tid + 32];
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0)
        out[blockIdx.x] = sd[0];
}

static int failures;

static void check(const char *what, unsigned b, const int *in, const int *out, int blocks)
{
    for (int k = 0; k < blocks; k++) {
        long long want = 0;
        for (unsigned i = 0; i < b; i++)
            want += in[k * b + i];
        if (out[k] != want) {
            printf("FAIL %s block size %u, block %d: %d, want %lld\n", what, b, k, out[k], want);
            failures++;
            return;
        }
    }
}

template <unsigned B>
static void run(const int *in, int *out)
{
    const int blocks = 3;
    reduce<B, true><<<blocks, B>>>(in, out);
    cudaDeviceSynchronize();
    check("legacy", B, in, out, blocks);
    reduce<B, false><<<blocks, B>>>(in, out);
    cudaDeviceSynchronize();
    check("modern", B, in, out, blocks);
    if (B >= 64) {
        reduce_extern<<<blocks, B, B * sizeof(int)>>>(in, out);
        cudaDeviceSynchronize();
        check("extern", B, in, out, blocks);
    }
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 3 * 1024 * sizeof(int));
    cudaMallocManaged(&out, 3 * sizeof(int));
    for (int i = 0; i < 3 * 1024; i++)
        in[i] = (i * 7919) % 1000 - 300;
    run<32>(in, out);
    run<64>(in, out);
    run<128>(in, out);
    run<256>(in, out);
    run<512>(in, out);
    run<1024>(in, out);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        printf("FAIL %s\n", cudaGetErrorString(e));
        return 1;
    }
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
