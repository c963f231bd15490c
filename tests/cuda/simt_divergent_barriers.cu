// Barriers that not every thread reaches the same number of times, where
// hardware since Volta gives a defined answer: threads that have returned
// no longer take part, and threads waiting at different __syncthreads are
// released together (bar.sync 0). Must finish (no hang) with each thread's
// own result, for block sizes that are not multiples of 32.
#include <cstdio>
#include <cstdlib>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

// Each thread loops tid % 5 + 1 times with a barrier per iteration, then
// returns; the shared array is only ever touched by its own thread.
__global__ void uneven_loops(int *out)
{
    __shared__ int s[1024];
    int t = threadIdx.x;
    s[t] = 0;
    for (int i = 0; i < t % 5 + 1; i++) {
        s[t] += i + 1;
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + t] = s[t];
}

// Threads of the first half wait at one __syncthreads, the others at
// another; both halves must see what the other half wrote before it.
__global__ void two_barriers(int *out)
{
    __shared__ int s[1024];
    int t = threadIdx.x, n = blockDim.x;
    s[t] = t * 3;
    if (t < n / 2) {
        __syncthreads();
        out[blockIdx.x * n + t] = s[n - 1 - t];
    } else {
        __syncthreads();
        out[blockIdx.x * n + t] = s[n - 1 - t] + 1;
    }
}

int main()
{
    const int sizes[] = {7, 33, 100, 256, 1000};
    int failures = 0;
    for (int bs : sizes) {
        const int blocks = 3, n = blocks * bs;
        int *d, *h = (int *)malloc(n * sizeof(int));
        CHECK(cudaMalloc(&d, n * sizeof(int)));
        uneven_loops<<<blocks, bs>>>(d);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) {
            int t = i % bs, k = t % 5 + 1, want = k * (k + 1) / 2;
            if (h[i] != want && failures++ < 10)
                printf("uneven_loops bs=%d thread %d: %d, expected %d\n", bs, t, h[i], want);
        }
        two_barriers<<<blocks, bs>>>(d);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) {
            int t = i % bs, want = (bs - 1 - t) * 3 + (t < bs / 2 ? 0 : 1);
            if (h[i] != want && failures++ < 10)
                printf("two_barriers bs=%d thread %d: %d, expected %d\n", bs, t, h[i], want);
        }
        CHECK(cudaFree(d));
        free(h);
    }
    if (failures) {
        printf("FAIL: %d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
