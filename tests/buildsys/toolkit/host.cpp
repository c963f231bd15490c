// Plain C++ (compiled by the C++ compiler, not nvcc) that uses the runtime
// API next to the standard library's heavier headers.
#include <cuda_runtime.h>

#include <cstdio>
#include <memory>
#include <thread>
#include <vector>

int main()
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count < 1) {
        printf("FAIL host_cudart: no device\n");
        return 1;
    }
    auto host = std::make_unique<float[]>(1024);
    float *dev = nullptr;
    cudaMalloc(&dev, 1024 * sizeof(float));
    // Two threads fill halves of the buffer through the runtime.
    std::vector<std::thread> workers;
    for (int t = 0; t < 2; t++)
        workers.emplace_back([dev, t] { cudaMemset(dev + t * 512, t + 1, 512 * sizeof(float)); });
    for (auto &w : workers)
        w.join();
    cudaMemcpy(host.get(), dev, 1024 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(dev);
    const unsigned char *bytes = reinterpret_cast<const unsigned char *>(host.get());
    if (bytes[0] != 1 || bytes[4 * 1023] != 2) {
        printf("FAIL host_cudart: %d %d\n", bytes[0], bytes[4 * 1023]);
        return 1;
    }
    printf("PASS host_cudart\n");
    return 0;
}
