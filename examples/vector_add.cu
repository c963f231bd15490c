// vector_add: the classic first CUDA program, unchanged from how it would be
// written for a GPU. Compile and run it with Ferry:
//
//   nvcc -O2 vector_add.cu -o vector_add && ./vector_add
//
// It adds two vectors of 1<<20 floats on the "device", copies the result
// back and checks it against the same sum computed on the host.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
    do {                                                                       \
        cudaError_t err = (call);                                              \
        if (err != cudaSuccess) {                                              \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,      \
                    #call, cudaGetErrorString(err));                           \
            exit(1);                                                           \
        }                                                                      \
    } while (0)

// Each thread adds one pair of elements.
__global__ void vectorAdd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

int main()
{
    const int n = 1 << 20;
    const size_t bytes = n * sizeof(float);

    // Host data.
    float *a = (float *)malloc(bytes);
    float *b = (float *)malloc(bytes);
    float *c = (float *)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        a[i] = sinf((float)i) * sinf((float)i);
        b[i] = cosf((float)i) * cosf((float)i);
    }

    // Device buffers and the inputs.
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, bytes));
    CHECK(cudaMalloc(&dB, bytes));
    CHECK(cudaMalloc(&dC, bytes));
    CHECK(cudaMemcpy(dA, a, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b, bytes, cudaMemcpyHostToDevice));

    // One thread per element, 256 threads per block.
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    vectorAdd<<<blocks, threads>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    CHECK(cudaMemcpy(c, dC, bytes, cudaMemcpyDeviceToHost));

    // Check against the host: the sum is the same single addition.
    float maxError = 0.0f;
    for (int i = 0; i < n; ++i)
        maxError = fmaxf(maxError, fabsf(c[i] - (a[i] + b[i])));

    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    free(a);
    free(b);
    free(c);

    bool ok = maxError == 0.0f;
    printf("vector_add: %d elements, %d blocks of %d threads, max error %g, %s\n", n, blocks,
           threads, maxError, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
