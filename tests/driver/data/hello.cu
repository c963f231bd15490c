#include <cstdio>

__global__ void empty_kernel() {}

int main()
{
    empty_kernel<<<1, 1>>>();
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("launch failed\n");
        return 1;
    }
    printf("hello\n");
    return 0;
}
