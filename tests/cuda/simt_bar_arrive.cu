// bar.arrive (signal a named barrier without waiting) the way
// warp-specialised kernels use it (CUTLASS's NamedBarrier::arrive): two
// producer warps fill a double-buffered shared buffer round after round and
// arrive at the buffer's "full" barrier; two consumer warps wait there
// (bar.sync), sum the buffer and arrive at its "empty" barrier, where the
// producers wait before they overwrite it. Then: arrivals left over at the
// end of a block must not count in the next block, bar.red with a barrier
// id and a count, and arrive/sync counts that can never complete must fail
// the launch instead of hanging.
#include <cstdio>
#include <cuda_runtime.h>

#define WARPS 2
#define GROUP (32 * WARPS)
#define ALL (2 * GROUP)

// Named barriers the way CUDA code reaches them: inline PTX.
__device__ __forceinline__ void bar_arrive(int id, int count)
{
    asm volatile("bar.arrive %0, %1;" :: "r"(id), "r"(count) : "memory");
}
__device__ __forceinline__ void bar_sync(int id, int count)
{
    asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(count) : "memory");
}
__device__ __forceinline__ void barrier_arrive(int id, int count)
{
    asm volatile("barrier.arrive.aligned %0, %1;" :: "r"(id), "r"(count) : "memory");
}
__device__ __forceinline__ void barrier_sync(int id, int count)
{
    asm volatile("barrier.sync.aligned %0, %1;" :: "r"(id), "r"(count) : "memory");
}

enum { FULL0 = 1, FULL1 = 2, EMPTY0 = 3, EMPTY1 = 4 };

__host__ __device__ __forceinline__ int item(int block, int round, int i)
{
    return (block + 1) * 1000 + round * 64 + (i * 7) % GROUP;
}

// Consumer thread u sums, over every round, the buffer element u and its
// right neighbour (so it reads what another producer thread wrote).
__global__ void pipeline(int *out, int rounds)
{
    __shared__ int buf[2][GROUP];
    int t = threadIdx.x;
    if (t < GROUP) { // producers
        for (int r = 0; r < rounds; r += 2) {
            if (r >= 2)
                bar_sync(EMPTY0, ALL);
            buf[0][t] = item(blockIdx.x, r, t);
            bar_arrive(FULL0, ALL);
            if (r + 1 < rounds) {
                if (r >= 2)
                    barrier_sync(EMPTY1, ALL);
                buf[1][t] = item(blockIdx.x, r + 1, t);
                barrier_arrive(FULL1, ALL);
            }
        }
    } else { // consumers
        int u = t - GROUP, acc = 0;
        for (int r = 0; r < rounds; r += 2) {
            bar_sync(FULL0, ALL);
            acc += buf[0][u] + 3 * buf[0][(u + 1) % GROUP];
            // the last arrivals have no producer waiting for them
            bar_arrive(EMPTY0, ALL);
            if (r + 1 < rounds) {
                barrier_sync(FULL1, ALL);
                acc += buf[1][u] + 3 * buf[1][(u + 1) % GROUP];
                barrier_arrive(EMPTY1, ALL);
            }
        }
        out[blockIdx.x * GROUP + u] = acc;
    }
}

// The producers first agree among themselves (barrier 5, theirs only),
// write and arrive at barrier 1, where the consumers wait; once the
// consumers have read (barrier 3), the producers arrive at barrier 1 again,
// an arrival left over when the block ends. Were it counted in the next
// block run by the same worker, that block's consumers would pass barrier 1
// before their producers had written.
__global__ void leftover(int *out)
{
    __shared__ int s[GROUP];
    int t = threadIdx.x;
    if (t >= GROUP) {
        bar_sync(1, ALL);
        out[blockIdx.x * GROUP + t - GROUP] = s[t - GROUP];
        bar_arrive(3, ALL);
    } else {
        bar_sync(5, GROUP);
        s[t] = blockIdx.x * 100 + t;
        bar_arrive(1, ALL);
        bar_sync(3, ALL);
        bar_arrive(1, ALL);
    }
}

// bar.red.popc with a barrier id and a thread count: each half of the block
// counts its own odd values.
__global__ void red_named(int *out, const int *in)
{
    int t = threadIdx.x, n;
    int odd = in[blockIdx.x * ALL + t] & 1;
    if (t < GROUP)
        asm volatile("{ .reg .pred p; setp.ne.s32 p, %1, 0; bar.red.popc.u32 %0, 6, %2, p; }"
                     : "=r"(n) : "r"(odd), "n"(GROUP) : "memory");
    else
        asm volatile("{ .reg .pred p; setp.ne.s32 p, %1, 0; barrier.red.popc.aligned.u32 %0, 7, %2, p; }"
                     : "=r"(n) : "r"(odd), "n"(GROUP) : "memory");
    out[blockIdx.x * ALL + t] = n;
}

// Twice as many threads as the count reach one bar.red: the barrier is used
// twice, and each use counts its own threads.
__global__ void red_two_uses(int *out)
{
    int n;
    asm volatile("{ .reg .pred p; setp.ne.s32 p, %1, 0; bar.red.popc.u32 %0, 8, %2, p; }"
                 : "=r"(n) : "r"(1), "n"(ALL) : "memory");
    out[blockIdx.x * 2 * ALL + threadIdx.x] = n;
}

// The producers arrive for 3 * GROUP threads but only 2 * GROUP ever come:
// a GPU hangs; Ferry fails the launch.
__global__ void never_completes(int *out)
{
    int t = threadIdx.x;
    if (t < GROUP) {
        out[t] = 1;
        bar_arrive(2, 3 * GROUP);
    } else {
        bar_sync(2, 3 * GROUP);
        out[t] = 2;
    }
}

int main()
{
    const int blocks = 24, rounds = 7;
    int *d, *din, bad = 0;
    cudaMalloc(&d, blocks * ALL * sizeof(int));
    cudaMalloc(&din, blocks * ALL * sizeof(int));

    static int h[blocks * ALL];
    pipeline<<<blocks, ALL>>>(d, rounds);
    cudaMemcpy(h, d, blocks * GROUP * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++)
        for (int u = 0; u < GROUP; u++) {
            int want = 0;
            for (int r = 0; r < rounds; r++)
                want += item(b, r, u) + 3 * item(b, r, (u + 1) % GROUP);
            bad += h[b * GROUP + u] != want;
        }
    printf("pipeline: %d wrong\n", bad);

    int before = bad;
    leftover<<<blocks, ALL>>>(d);
    cudaMemcpy(h, d, blocks * GROUP * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++)
        for (int u = 0; u < GROUP; u++)
            bad += h[b * GROUP + u] != b * 100 + u;
    printf("leftover arrivals: %d wrong\n", bad - before);

    before = bad;
    static int in[blocks * ALL];
    for (int i = 0; i < blocks * ALL; i++)
        in[i] = (i * 2654435761u) >> 7;
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    red_named<<<blocks, ALL>>>(d, din);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++)
        for (int half = 0; half < 2; half++) {
            int want = 0;
            for (int i = 0; i < GROUP; i++)
                want += in[b * ALL + half * GROUP + i] & 1;
            for (int i = 0; i < GROUP; i++)
                bad += h[b * ALL + half * GROUP + i] != want;
        }
    red_two_uses<<<blocks / 2, 2 * ALL>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < blocks * ALL; i++)
        bad += h[i] != ALL;
    printf("bar.red with an id and a count: %d wrong\n", bad - before);
    if (cudaGetLastError() != cudaSuccess)
        bad++;

    never_completes<<<2, ALL>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    printf("counts that never complete: %s\n", cudaGetErrorName(e));
    if (e != cudaErrorLaunchFailure)
        bad++;
    if (bad) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
