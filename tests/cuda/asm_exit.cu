// PTX exit in a device function (inline asm): the thread ends there, as if
// its kernel had returned; the block's later barriers wait only for the
// threads still running.
#include <cstdio>
#include <cuda_runtime.h>

__device__ void stop_unless(bool keep)
{
    if (!keep)
        asm volatile("exit;");
}

__global__ void survivors(const int *in, int *out, int *count)
{
    __shared__ int sum;
    int t = threadIdx.x;
    if (t == 0)
        sum = 0;
    __syncthreads();
    int v = in[blockIdx.x * blockDim.x + t];
    stop_unless(v % 3 != 0);
    atomicAdd(&sum, v);
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = sum;
    atomicAdd(count, 1);
}

int main()
{
    const int blocks = 4, threads = 96, n = blocks * threads;
    int h[n], o[n], *din, *dout, *dcount, count = 0;
    for (int i = 0; i < n; i++)
        h[i] = (i * 7 + 5) % 23;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof o);
    cudaMalloc(&dcount, sizeof count);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0xff, sizeof o);
    cudaMemset(dcount, 0, sizeof count);
    survivors<<<blocks, threads>>>(din, dout, dcount);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("launch failed\n");
        return 1;
    }
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(&count, dcount, sizeof count, cudaMemcpyDeviceToHost);
    int bad = 0, want_count = 0;
    for (int b = 0; b < blocks; b++) {
        int sum = 0;
        for (int t = 0; t < threads; t++)
            if (h[b * threads + t] % 3 != 0)
                sum += h[b * threads + t];
        for (int t = 0; t < threads; t++) {
            int i = b * threads + t, want = h[i] % 3 != 0 ? sum : -1;
            want_count += h[i] % 3 != 0;
            if (o[i] != want && bad++ < 5)
                printf("thread %d: got %d, want %d\n", i, o[i], want);
        }
    }
    if (count != want_count) {
        printf("%d threads went on, want %d\n", count, want_count);
        bad++;
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
