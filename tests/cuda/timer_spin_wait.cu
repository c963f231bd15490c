// A thread that spin-waits for another of its block and backs off
// (__nanosleep) only once its own measure of elapsed time passes a bound,
// as libcu++'s atomic, barrier, latch and semaphore waits do: each read of
// the timer must be the time of that read. A time read once and
// recomputed after the sleep (as values of thread indices are) makes the
// elapsed time stay near zero, the waiter never sleeps, the thread it
// waits for never runs, and the launch hangs. Signed and unsigned
// durations, %globaltimer and clock64(), blocks of 2 and 96 threads.
#include <cstdio>
#include <cuda_runtime.h>

enum { GLOBALTIMER, CLOCK64 };

// The time now, in nanoseconds or in clock cycles.
template <typename T, int Timer> __device__ T now()
{
    if (Timer == CLOCK64)
        return (T)clock64();
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return (T)t;
}

// Thread 1 waits for thread 0's flag; thread 0 sets it after a sleep of
// its own, so that thread 1 is already waiting.
template <typename T, int Timer>
__global__ void wait_for_flag(int *out, T bound)
{
    __shared__ int flag;
    if (threadIdx.x == 0)
        flag = 0;
    __syncthreads();
    if (threadIdx.x == 1) {
        T start = now<T, Timer>();
        int spins = 0;
        while (atomicAdd(&flag, 0) == 0) {
            spins++;
            if (now<T, Timer>() - start > bound)
                __nanosleep(100);
        }
        out[blockIdx.x] = spins > 0 ? 1 : 2;
    }
    if (threadIdx.x == 0) {
        __nanosleep(1000);
        atomicExch(&flag, 1);
    }
}

template <typename T, int Timer>
static int run(const char *what, unsigned threads, T bound)
{
    const int blocks = 3;
    int *out;
    cudaMallocManaged(&out, blocks * sizeof(int));
    for (int i = 0; i < blocks; i++)
        out[i] = 0;
    wait_for_flag<T, Timer><<<blocks, threads>>>(out, bound);
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess)
        e = cudaDeviceSynchronize();
    int bad = e != cudaSuccess;
    for (int i = 0; i < blocks; i++)
        bad |= out[i] != 1;
    if (bad)
        printf("FAIL %s, %u threads: %s, out %d %d %d\n", what, threads, cudaGetErrorString(e), out[0], out[1],
               out[2]);
    cudaFree(out);
    return bad;
}

int main()
{
    int bad = 0;
    const unsigned sizes[] = {2, 96};
    for (unsigned threads : sizes) {
        bad += run<long long, GLOBALTIMER>("signed globaltimer", threads, 10000);
        bad += run<unsigned long long, GLOBALTIMER>("unsigned globaltimer", threads, 10000);
        bad += run<long long, CLOCK64>("signed clock64", threads, 20000);
    }
    if (bad)
        return 1;
    printf("PASS\n");
    return 0;
}
