// A spin-wait on a flag in shared memory that another thread of the block
// sets after its work: on a GPU the spinning threads back off with
// __nanosleep until thread 0 is done. Ferry runs a block's threads in turn,
// so a spinning thread must let thread 0 run (a yield point), and must not
// starve the threads that do work first (here: warps that reach a
// __syncthreads only after the flag is set by the last thread).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void spin_then_use(const int *in, int *out, int n)
{
    __shared__ int sum;
    __shared__ int ready;
    if (threadIdx.x == 0)
        ready = 0;
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1) {
        // the last thread does the block's work, then sets the flag
        int s = 0;
        for (int i = 0; i < n; i++)
            s += in[blockIdx.x * n + i];
        sum = s;
        __threadfence_block();
        *(volatile int *)&ready = 1;
    } else {
        // the others wait for it, backing off
        unsigned ns = 8;
        while (!*(volatile int *)&ready) {
            __nanosleep(ns);
            if (ns < 256)
                ns *= 2;
        }
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum + (int)threadIdx.x;
}

// A spin without a yield in it: a warp-level ticket lock where each thread
// waits for its turn with __nanosleep, so the threads go in turn by ticket.
__global__ void ticket_order(int *order)
{
    __shared__ int turn;
    __shared__ int pos;
    if (threadIdx.x == 0) {
        turn = 0;
        pos = 0;
    }
    __syncthreads();
    int mine = (int)(blockDim.x - 1 - threadIdx.x); // highest thread first
    while (*(volatile int *)&turn != mine)
        __nanosleep(16);
    order[blockIdx.x * blockDim.x + pos] = (int)threadIdx.x;
    pos = pos + 1;
    __threadfence_block();
    *(volatile int *)&turn = mine + 1;
}

int main()
{
    const int blocks = 4, threads = 96, n = 50;
    int h_in[blocks * n], h_out[blocks * threads];
    for (int i = 0; i < blocks * n; i++)
        h_in[i] = i % 7 + 1;
    int *d_in, *d_out;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_out, sizeof h_out);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    spin_then_use<<<blocks, threads>>>(d_in, d_out, n);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL: spin_then_use: %s\n", cudaGetErrorString(e));
        return 1;
    }
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++) {
        int s = 0;
        for (int i = 0; i < n; i++)
            s += h_in[b * n + i];
        for (int t = 0; t < threads; t++)
            if (h_out[b * threads + t] != s + t) {
                printf("FAIL: block %d thread %d: %d, expected %d\n", b, t, h_out[b * threads + t], s + t);
                return 1;
            }
    }
    ticket_order<<<blocks, threads>>>(d_out);
    e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL: ticket_order: %s\n", cudaGetErrorString(e));
        return 1;
    }
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++)
        for (int p = 0; p < threads; p++)
            if (h_out[b * threads + p] != threads - 1 - p) {
                printf("FAIL: ticket block %d position %d: thread %d\n", b, p, h_out[b * threads + p]);
                return 1;
            }
    printf("PASS\n");
    return 0;
}
