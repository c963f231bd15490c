// cudaEvent timing around a kernel: elapsed time is non-negative, grows with
// the work, events complete after synchronisation, and misuse is an error.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void busy(float *data, int n, int iters)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = data[i];
        for (int k = 0; k < iters; ++k) v = v * 0.999f + 0.001f;
        data[i] = v;
    }
}

int main()
{
    const int n = 1 << 18;
    float *d;
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    CHECK(cudaMemset(d, 0, n * sizeof(float)));

    cudaEvent_t start, mid, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&mid));
    CHECK(cudaEventCreateWithFlags(&stop, cudaEventDefault));

    CHECK(cudaEventRecord(start));
    busy<<<n / 256, 256>>>(d, n, 10);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(mid, 0));
    busy<<<n / 256, 256>>>(d, n, 200);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    CHECK(cudaEventQuery(stop));

    float first = -1.0f, total = -1.0f, second = -1.0f;
    CHECK(cudaEventElapsedTime(&first, start, mid));
    CHECK(cudaEventElapsedTime(&second, mid, stop));
    CHECK(cudaEventElapsedTime(&total, start, stop));
    if (!(first >= 0.0f && second >= 0.0f && total >= 0.0f)) {
        printf("negative elapsed time: %f %f %f\n", first, second, total);
        return 1;
    }
    if (total + 1e-3f < first || total + 1e-3f < second) {
        printf("total %f ms shorter than a part (%f, %f)\n", total, first, second);
        return 1;
    }
    // Timing in the wrong order is negative or zero, never an error.
    float backwards = 1.0f;
    CHECK(cudaEventElapsedTime(&backwards, stop, start));
    if (backwards > 0.0f) { printf("stop->start elapsed %f ms\n", backwards); return 1; }

    // An event that was never recorded cannot be timed.
    cudaEvent_t unrecorded;
    CHECK(cudaEventCreate(&unrecorded));
    float t;
    if (cudaEventElapsedTime(&t, start, unrecorded) == cudaSuccess) {
        printf("elapsed time to an unrecorded event succeeded\n");
        return 1;
    }
    cudaGetLastError();
    // Events created with cudaEventDisableTiming cannot be timed either.
    cudaEvent_t untimed;
    CHECK(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming));
    CHECK(cudaEventRecord(untimed));
    CHECK(cudaEventSynchronize(untimed));
    if (cudaEventElapsedTime(&t, start, untimed) == cudaSuccess) {
        printf("elapsed time with a cudaEventDisableTiming event succeeded\n");
        return 1;
    }
    cudaGetLastError();

    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(mid));
    CHECK(cudaEventDestroy(stop));
    CHECK(cudaEventDestroy(unrecorded));
    CHECK(cudaEventDestroy(untimed));
    CHECK(cudaFree(d));
    fprintf(stderr, "kernel time: %.3f ms\n", total); // not stdout: it differs between runs
    printf("PASS\n");
    return 0;
}
