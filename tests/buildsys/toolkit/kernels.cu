// A kernel with a block barrier and shared memory; the program checks the
// result and prints PASS NAME.
#include <cstdio>
#include <vector>

__global__ void block_sums(const int *in, int *out, int n)
{
    __shared__ int part[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = part[0];
}

int main()
{
    const int n = 10000, threads = 256, blocks = (n + threads - 1) / threads;
    std::vector<int> in(n), out(blocks);
    for (int i = 0; i < n; i++)
        in[i] = i % 7;
    int *din, *dout;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, blocks * sizeof(int));
    cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    block_sums<<<blocks, threads>>>(din, dout, n);
    cudaError_t e = cudaMemcpy(out.data(), dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(din);
    cudaFree(dout);
    long total = 0, want = 0;
    for (int b = 0; b < blocks; b++)
        total += out[b];
    for (int i = 0; i < n; i++)
        want += in[i];
    if (e != cudaSuccess || total != want) {
        printf("FAIL %s: %ld != %ld (%s)\n", NAME, total, want, cudaGetErrorString(e));
        return 1;
    }
    printf("PASS %s\n", NAME);
    return 0;
}
