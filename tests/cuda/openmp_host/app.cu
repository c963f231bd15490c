// NVCC-FLAGS: -Xcompiler -fopenmp
// OpenMP in host code beside kernels: in the .cu (its host side is compiled
// by clang) and in a .cpp compiled by g++, in one program.
#include <omp.h>
#include <cstdio>

int cpp_triangle(int n);   // host.cpp, OpenMP under g++

__global__ void iota(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = i;
}

int main()
{
    const int n = 10000;
    int *p;
    cudaMallocManaged(&p, n * sizeof(int));
    iota<<<(n + 255) / 256, 256>>>(p, n);
    cudaDeviceSynchronize();
    long sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < n; i++)
        sum += p[i];
    int team = 0;
#pragma omp parallel num_threads(3)
    {
#pragma omp single
        team = omp_get_num_threads();
    }
    int tri = cpp_triangle(100);
    printf("sum %ld team %d triangle %d\n", sum, team, tri);
    bool ok = sum == (long)n * (n - 1) / 2 && team == 3 && tri == 4950;
#ifndef _OPENMP
    ok = false;
#endif
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
