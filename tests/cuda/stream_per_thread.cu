// PTX-DIFF-SKIP: host runtime behaviour (stream_async runs queued kernels from NVIDIA's PTX)
// NVCC-FLAGS: --default-stream per-thread
// With --default-stream per-thread, stream 0 is each host thread's own
// default stream: one thread's work does not wait for another's, while the
// legacy default stream (cudaStreamLegacy) still waits for both.
#include <cstdio>
#include <thread>
#include <unistd.h>
#include <cuda_runtime.h>

#include "check.h"

__global__ void gated(volatile int *gate, int *out, int value)
{
    for (long long i = 0; i < (1LL << 34) && !*gate; ++i)
        ;
    *out = *gate ? value : -1;
}

__global__ void plus_one(const int *in, int *out) { *out = *in + 1; }

static volatile int *gate;
static int *d;

// Runs on a second thread while the main thread's stream is held at the
// gate: its own default stream is free.
static int other_thread()
{
    int h = 0;
    CHECK(cudaMemset(d + 2, 0, sizeof(int)));
    plus_one<<<1, 1>>>(d + 2, d + 3);
    CHECK(cudaStreamSynchronize(0));
    CHECK(cudaMemcpy(&h, d + 3, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == 1);
    EXPECT(cudaStreamQuery(cudaStreamPerThread) == cudaSuccess);
    return 0;
}

int main()
{
    int *g;
    CHECK(cudaHostAlloc(&g, sizeof(int), cudaHostAllocMapped));
    gate = g;
    *g = 0;
    CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CHECK(cudaMemset(d, 0, 8 * sizeof(int)));

    gated<<<1, 1>>>(gate, d, 5); // this thread's default stream
    EXPECT(cudaStreamQuery(0) == cudaErrorNotReady);
    EXPECT(cudaStreamQuery(cudaStreamPerThread) == cudaErrorNotReady);

    int other = 1;
    std::thread t([&other] { other = other_thread(); });
    t.join();
    EXPECT(other == 0);
    // The legacy stream waits for every blocking stream, per-thread ones too.
    plus_one<<<1, 1, 0, cudaStreamLegacy>>>(d, d + 1);
    EXPECT(cudaStreamQuery(cudaStreamLegacy) == cudaErrorNotReady);

    *g = 1;
    CHECK(cudaStreamSynchronize(cudaStreamLegacy));
    int h[2];
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h[0] == 5 && h[1] == 6);
    CHECK(cudaFree(d));
    CHECK(cudaFreeHost(g));
    printf("PASS\n");
    return 0;
}
