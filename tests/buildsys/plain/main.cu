#include <cstdio>

__global__ void square(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = i * i;
}

int main()
{
    const int n = 1000;
    int *d = nullptr;
    if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess)
        return 1;
    square<<<(n + 127) / 128, 128>>>(d, n);
    int h[n];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaFree(d);
    for (int i = 0; i < n; i++)
        if (h[i] != i * i) {
            printf("FAIL at %d\n", i);
            return 1;
        }
    printf("PASS plain\n");
    return 0;
}
