// Mean cost of launching an empty kernel and of launch + synchronize.
#include <chrono>
#include <cstdio>

__global__ void empty() {}

int main()
{
    const int reps = 20000;
    empty<<<1, 1>>>(); // start the worker pool
    cudaDeviceSynchronize();
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; i++)
        empty<<<1, 1>>>();
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; i++) {
        empty<<<1, 1>>>();
        cudaDeviceSynchronize();
    }
    auto t2 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; i++)
        empty<<<64, 32>>>();
    cudaDeviceSynchronize();
    auto t3 = std::chrono::steady_clock::now();
    auto us = [](auto a, auto b) { return std::chrono::duration<double, std::micro>(b - a).count(); };
    printf("empty kernel <<<1,1>>>: %.2f us per launch\n", us(t0, t1) / reps);
    printf("empty kernel <<<1,1>>> + cudaDeviceSynchronize: %.2f us\n", us(t1, t2) / reps);
    printf("empty kernel <<<64,32>>>: %.2f us per launch\n", us(t2, t3) / reps);
    return cudaGetLastError() != cudaSuccess;
}
