// A producer/consumer pipeline on mbarriers, as hand-written sm_80 code
// does it: thread 0 initialises the barriers, __syncthreads, then two
// producer warps fill a double buffer in shared memory (one warp with plain
// stores and mbarrier.arrive, one with cp.async and
// cp.async.mbarrier.arrive.noinc) while two consumer warps spin on
// mbarrier.test_wait.parity for each stage to fill, read it and arrive on
// the stage's "empty" barrier, which the producers wait on before reusing
// it. At the end every thread arrives on a block-wide barrier and waits
// with the state token that the arrive gave. Self-checking.
// NVCC-FLAGS: -arch=sm_80
#include <cstdio>
#include <cuda_runtime.h>

typedef unsigned long long u64;

enum { WIDTH = 64, STAGES = 2, ROUNDS = 24, THREADS = 128 };

__device__ __forceinline__ unsigned smem(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void mbar_init(u64 *bar, unsigned count)
{
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem(bar)), "r"(count) : "memory");
}

__device__ __forceinline__ u64 mbar_arrive(u64 *bar)
{
    u64 state;
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem(bar)) : "memory");
    return state;
}

__device__ __forceinline__ bool mbar_test_parity(u64 *bar, unsigned parity)
{
    unsigned done;
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "mbarrier.test_wait.parity.shared.b64 p, [%1], %2;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done)
                 : "r"(smem(bar)), "r"(parity)
                 : "memory");
    return done != 0;
}

__device__ __forceinline__ bool mbar_test(u64 *bar, u64 state)
{
    unsigned done;
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "mbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done)
                 : "r"(smem(bar)), "l"(state)
                 : "memory");
    return done != 0;
}

__device__ __forceinline__ unsigned mbar_pending(u64 state)
{
    unsigned n;
    asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(n) : "l"(state));
    return n;
}

// Waits for the phase of the given parity to complete; back off with
// __nanosleep as the slow path of real code does.
__device__ __forceinline__ void mbar_wait_parity(u64 *bar, unsigned parity, bool sleep)
{
    while (!mbar_test_parity(bar, parity))
        if (sleep)
            __nanosleep(20);
}

__global__ void pipeline(const int *in, int *out, unsigned *pending)
{
    __shared__ __align__(16) int buf[STAGES][WIDTH];
    __shared__ u64 full[STAGES], empty[STAGES], fin;
    const int t = threadIdx.x;
    if (t == 0) {
        for (int s = 0; s < STAGES; s++) {
            mbar_init(&full[s], WIDTH);  // every producer arrives once per fill
            mbar_init(&empty[s], WIDTH); // every consumer once per drain
        }
        mbar_init(&fin, THREADS);
    }
    __syncthreads();
    const int *src = in + (size_t)blockIdx.x * ROUNDS * WIDTH;
    int acc = 0;
    if (t < WIDTH) { // producers
        for (int r = 0; r < ROUNDS; r++) {
            int s = r % STAGES;
            if (r >= STAGES) // the consumers drained the fill before
                mbar_wait_parity(&empty[s], (unsigned)(r / STAGES - 1) & 1, t >= 32);
            if (t < 32) {
                buf[s][t] = src[r * WIDTH + t] * 3;
                // net zero without .noinc: the thread arrives itself too
                asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" ::"r"(smem(&full[s])) : "memory");
                mbar_arrive(&full[s]);
            } else {
                asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(smem(&buf[s][t])),
                             "l"(src + r * WIDTH + t)
                             : "memory");
                asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(&full[s])) : "memory");
            }
        }
    } else { // consumers
        int c = t - WIDTH;
        for (int r = 0; r < ROUNDS; r++) {
            int s = r % STAGES;
            mbar_wait_parity(&full[s], (unsigned)(r / STAGES) & 1, c < 32);
            // another producer's element, so the whole fill must be there
            int j = (c + 7) % WIDTH;
            acc += buf[s][j] * (r + 1);
            mbar_arrive(&empty[s]);
        }
    }
    u64 state = mbar_arrive(&fin);
    while (!mbar_test(&fin, state)) {
    }
    if (t == 0)
        pending[blockIdx.x] = mbar_pending(state);
    if (t >= WIDTH)
        out[blockIdx.x * WIDTH + t - WIDTH] = acc;
}

int main()
{
    const int blocks = 3;
    const int n = blocks * ROUNDS * WIDTH;
    int *h_in = new int[n], h_out[blocks * WIDTH];
    unsigned h_pending[blocks];
    for (int i = 0; i < n; i++)
        h_in[i] = (i * 37) % 101 - 50;
    int *d_in, *d_out;
    unsigned *d_pending;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, sizeof h_out);
    cudaMalloc(&d_pending, sizeof h_pending);
    cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice);
    pipeline<<<blocks, THREADS>>>(d_in, d_out, d_pending);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL: launch: %s\n", cudaGetErrorString(e));
        return 1;
    }
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_pending, d_pending, sizeof h_pending, cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++) {
        for (int c = 0; c < WIDTH; c++) {
            int j = (c + 7) % WIDTH, want = 0;
            for (int r = 0; r < ROUNDS; r++) {
                int v = h_in[(b * ROUNDS + r) * WIDTH + j];
                want += (j < 32 ? v * 3 : v) * (r + 1);
            }
            if (h_out[b * WIDTH + c] != want) {
                printf("FAIL: block %d consumer %d: %d, expected %d\n", b, c, h_out[b * WIDTH + c], want);
                return 1;
            }
        }
        // thread 0 arrived on fin first or later, but never last: the
        // state's pending count (as the arrive found it) is between 2 and 128
        if (h_pending[b] < 2 || h_pending[b] > THREADS) {
            printf("FAIL: block %d: pending count %u\n", b, h_pending[b]);
            return 1;
        }
    }
    delete[] h_in;
    printf("PASS\n");
    return 0;
}
