// Streams are asynchronous: a launch returns while its kernel runs, events
// time the queued work, two streams' kernels run at the same time, and the
// legacy default stream, non-blocking streams, cudaStreamWaitEvent, host
// functions and stream destruction order work as CUDA documents.
//
// Kernels here wait at a "gate", a flag in pinned host memory that the host
// opens; a kernel that never sees it open gives up after a bounded spin and
// says so, so that a runtime without asynchrony fails instead of hanging.
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>
#include <unistd.h>
#include <cuda_runtime.h>

#include "check.h"

#define SPIN_LIMIT (1LL << 34)

__device__ bool wait_for(volatile int *flag)
{
    for (long long i = 0; i < SPIN_LIMIT; ++i)
        if (*flag)
            return true;
    return false;
}

// Waits for the gate, then writes value to *out (and whether the gate
// opened to *saw).
__global__ void gated(volatile int *gate, int *out, int value, int *saw)
{
    *saw = wait_for(gate);
    *out = value;
}

// Raises its own flag, then waits for the other kernel's: both can only
// succeed if they run at the same time.
__global__ void meet(volatile int *mine, volatile int *theirs, int *met)
{
    *mine = 1;
    *met = wait_for(theirs);
}

__global__ void copy_plus(const int *in, int *out, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] + add;
}

static volatile int *gate;
static int *d; // device scratch: [0] out, [1] saw, [2..] more

static void close_gate() { *gate = 0; }
static void open_gate() { *gate = 1; }

// 1. The launch returns while the kernel waits; the host opens the gate.
static int launch_returns_early()
{
    close_gate();
    gated<<<1, 1>>>(gate, d, 7, d + 1);
    CHECK(cudaGetLastError());
    EXPECT(cudaStreamQuery(0) == cudaErrorNotReady);
    EXPECT(cudaGetLastError() == cudaSuccess); // not-ready is not an error
    open_gate();
    CHECK(cudaDeviceSynchronize());
    int h[2];
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h[0] == 7 && h[1] == 1);
    return 0;
}

// 2. Events time the queued work, not the enqueueing.
static int events_time_the_work()
{
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    close_gate();
    CHECK(cudaEventRecord(start, 0));
    gated<<<1, 1>>>(gate, d, 1, d + 1);
    CHECK(cudaEventRecord(stop, 0));
    EXPECT(cudaEventQuery(stop) == cudaErrorNotReady);
    float ms = -1;
    EXPECT(cudaEventElapsedTime(&ms, start, stop) == cudaErrorNotReady);
    usleep(40 * 1000);
    open_gate();
    CHECK(cudaEventSynchronize(stop));
    CHECK(cudaEventQuery(stop));
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    EXPECT(ms >= 35.0f && ms < 30000.0f);
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    return 0;
}

// 3. Kernels of two streams run at the same time.
static int streams_overlap()
{
    cudaStream_t a, b;
    CHECK(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    int *flags;
    CHECK(cudaHostAlloc(&flags, 4 * sizeof(int), cudaHostAllocMapped));
    memset(flags, 0, 4 * sizeof(int));
    meet<<<1, 1, 0, a>>>(flags, flags + 1, flags + 2);
    meet<<<1, 1, 0, b>>>(flags + 1, flags, flags + 3);
    CHECK(cudaStreamSynchronize(a));
    CHECK(cudaStreamSynchronize(b));
    EXPECT(flags[2] == 1 && flags[3] == 1);
    CHECK(cudaFreeHost(flags));
    CHECK(cudaStreamDestroy(a));
    CHECK(cudaStreamDestroy(b));
    return 0;
}

// 4. cudaStreamWaitEvent orders work across streams.
static int wait_event_orders()
{
    cudaStream_t a, b;
    cudaEvent_t done;
    CHECK(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    CHECK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));
    close_gate();
    gated<<<1, 1, 0, a>>>(gate, d + 2, 41, d + 1);
    CHECK(cudaEventRecord(done, a));
    CHECK(cudaStreamWaitEvent(b, done, 0));
    copy_plus<<<1, 1, 0, b>>>(d + 2, d + 3, 1, 1);
    usleep(10 * 1000);
    EXPECT(cudaStreamQuery(b) == cudaErrorNotReady);
    // Re-recording the event does not change what b waits for.
    CHECK(cudaEventRecord(done, 0));
    open_gate();
    CHECK(cudaStreamSynchronize(b));
    int h;
    CHECK(cudaMemcpy(&h, d + 3, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == 42);
    CHECK(cudaStreamDestroy(a));
    CHECK(cudaStreamDestroy(b));
    CHECK(cudaEventDestroy(done));
    return 0;
}

// 5. The legacy default stream waits for blocking streams and they for it;
// non-blocking streams wait for neither.
static int legacy_default_stream()
{
    cudaStream_t blocking, free_running;
    CHECK(cudaStreamCreate(&blocking));
    CHECK(cudaStreamCreateWithFlags(&free_running, cudaStreamNonBlocking));
    close_gate();
    gated<<<1, 1, 0, blocking>>>(gate, d + 4, 5, d + 1);
    copy_plus<<<1, 1>>>(d + 4, d + 5, 1, 1); // must see the 5
    // The non-blocking stream's work finishes while the gate is closed.
    copy_plus<<<1, 1, 0, free_running>>>(d + 4, d + 6, 0, 1);
    CHECK(cudaStreamSynchronize(free_running));
    EXPECT(cudaStreamQuery(0) == cudaErrorNotReady);
    open_gate();
    CHECK(cudaStreamSynchronize(0));
    int h;
    CHECK(cudaMemcpy(&h, d + 5, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == 6);

    // And the other way: work on the blocking stream waits for stream 0's.
    close_gate();
    gated<<<1, 1>>>(gate, d + 7, 9, d + 1);
    copy_plus<<<1, 1, 0, blocking>>>(d + 7, d + 8, 1, 1);
    usleep(10 * 1000);
    EXPECT(cudaStreamQuery(blocking) == cudaErrorNotReady);
    open_gate();
    CHECK(cudaStreamSynchronize(blocking));
    CHECK(cudaMemcpy(&h, d + 8, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == 10);
    CHECK(cudaStreamDestroy(blocking));
    CHECK(cudaStreamDestroy(free_running));
    return 0;
}

// 6. Async copies and host functions run in stream order.
static std::vector<int> order;
static int *pinned;

static void CUDART_CB note(void *p)
{
    int i = (int)(size_t)p;
    // The copy queued before this function has landed.
    order.push_back(pinned[i] == 100 + i ? i : -1);
}

static int copies_and_host_functions_in_order()
{
    const int n = 64;
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    int *src, *dev;
    CHECK(cudaMallocHost(&src, n * sizeof(int)));
    CHECK(cudaMallocHost(&pinned, n * sizeof(int)));
    CHECK(cudaMalloc(&dev, n * sizeof(int)));
    for (int i = 0; i < n; ++i) {
        src[i] = i;
        pinned[i] = -1;
    }
    close_gate();
    gated<<<1, 1, 0, s>>>(gate, d, 0, d + 1); // hold the stream until all is queued
    order.clear();
    for (int i = 0; i < n; ++i) {
        CHECK(cudaMemcpyAsync(dev + i, src + i, sizeof(int), cudaMemcpyHostToDevice, s));
        copy_plus<<<1, 1, 0, s>>>(dev + i, dev + i, 100, 1);
        CHECK(cudaMemcpyAsync(pinned + i, dev + i, sizeof(int), cudaMemcpyDeviceToHost, s));
        CHECK(cudaLaunchHostFunc(s, note, (void *)(size_t)i));
    }
    EXPECT(order.empty());
    open_gate();
    CHECK(cudaStreamSynchronize(s));
    EXPECT((int)order.size() == n);
    for (int i = 0; i < n; ++i)
        EXPECT(order[i] == i);
    CHECK(cudaFree(dev));
    CHECK(cudaFreeHost(src));
    CHECK(cudaFreeHost(pinned));
    CHECK(cudaStreamDestroy(s));
    return 0;
}

// 7. A stream destroyed with work queued still runs that work.
static int destroy_with_work_queued()
{
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    close_gate();
    gated<<<1, 1, 0, s>>>(gate, d + 9, 77, d + 1);
    CHECK(cudaStreamDestroy(s));
    open_gate();
    CHECK(cudaDeviceSynchronize());
    int h;
    CHECK(cudaMemcpy(&h, d + 9, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == 77);
    return 0;
}

// 8. A host thread per stream, all at once.
static int thread_work(int t, int *ok)
{
    const int n = 1000;
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int *h, *in, *out;
    CHECK(cudaMallocHost(&h, n * sizeof(int)));
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    for (int round = 0; round < 20; ++round) {
        for (int i = 0; i < n; ++i)
            h[i] = i * t + round;
        CHECK(cudaMemcpyAsync(in, h, n * sizeof(int), cudaMemcpyHostToDevice, s));
        copy_plus<<<(n + 127) / 128, 128, 0, s>>>(in, out, t, n);
        CHECK(cudaMemcpyAsync(h, out, n * sizeof(int), cudaMemcpyDeviceToHost, s));
        CHECK(cudaStreamSynchronize(s));
        for (int i = 0; i < n; ++i)
            EXPECT(h[i] == i * t + round + t);
    }
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFreeHost(h));
    CHECK(cudaStreamDestroy(s));
    *ok = 1;
    return 0;
}

static int thread_per_stream()
{
    const int threads = 4;
    int ok[threads] = {};
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([t, &ok] { thread_work(t + 1, &ok[t]); });
    for (auto &th : pool)
        th.join();
    for (int t = 0; t < threads; ++t)
        EXPECT(ok[t] == 1);
    return 0;
}

// 9. Pageable host memory, as CUDA documents it: an asynchronous copy from
// it reads the source before the call returns (the caller may reuse it);
// one into it is done when the call returns.
__global__ void set_all(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

static int pageable_copies()
{
    const int n = 256;
    std::vector<int> host(n, 1);
    int *dev;
    cudaStream_t s;
    CHECK(cudaMalloc(&dev, n * sizeof(int)));
    CHECK(cudaStreamCreate(&s));
    close_gate();
    gated<<<1, 1, 0, s>>>(gate, d, 0, d + 1); // hold the stream
    CHECK(cudaMemcpyAsync(dev, host.data(), n * sizeof(int), cudaMemcpyHostToDevice, s));
    for (int &v : host)
        v = 2; // too late to change what is copied
    open_gate();
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpy(host.data(), dev, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int v : host)
        EXPECT(v == 1);
    set_all<<<(n + 127) / 128, 128, 0, s>>>(dev, 7, n);
    CHECK(cudaMemcpyAsync(host.data(), dev, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    for (int v : host) // no synchronization needed
        EXPECT(v == 7);
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(dev));
    return 0;
}

// 10. Copies to and from a __device__ variable are queued in the stream.
__device__ int sym[4];

static int symbol_copies_queued()
{
    int *io;
    int *addr;
    cudaStream_t s;
    CHECK(cudaMallocHost(&io, 8 * sizeof(int)));
    CHECK(cudaGetSymbolAddress((void **)&addr, sym));
    CHECK(cudaStreamCreate(&s));
    for (int i = 0; i < 4; ++i) {
        io[i] = i + 1;
        io[4 + i] = -1;
    }
    close_gate();
    gated<<<1, 1, 0, s>>>(gate, d, 0, d + 1); // hold the stream
    CHECK(cudaMemcpyToSymbolAsync(sym, io, 4 * sizeof(int), 0, cudaMemcpyHostToDevice, s));
    copy_plus<<<1, 4, 0, s>>>(addr, addr, 10, 4);
    CHECK(cudaMemcpyFromSymbolAsync(io + 4, sym, 4 * sizeof(int), 0, cudaMemcpyDeviceToHost, s));
    for (int i = 0; i < 4; ++i)
        EXPECT(io[4 + i] == -1); // nothing ran yet
    open_gate();
    CHECK(cudaStreamSynchronize(s));
    int saw;
    CHECK(cudaMemcpy(&saw, d + 1, sizeof saw, cudaMemcpyDeviceToHost));
    EXPECT(saw == 1);
    for (int i = 0; i < 4; ++i)
        EXPECT(io[4 + i] == i + 11);
    EXPECT(cudaMemcpyToSymbolAsync(sym, io, 5 * sizeof(int), 0, cudaMemcpyHostToDevice, s) ==
           cudaErrorInvalidValue);
    EXPECT(cudaMemcpyFromSymbolAsync(io, sym, 4 * sizeof(int), 0, cudaMemcpyHostToDevice, s) ==
           cudaErrorInvalidMemcpyDirection);
    cudaGetLastError();
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFreeHost(io));
    return 0;
}

int main()
{
    int *g;
    CHECK(cudaHostAlloc(&g, sizeof(int), cudaHostAllocMapped));
    gate = g;
    CHECK(cudaMalloc(&d, 16 * sizeof(int)));
    CHECK(cudaMemset(d, 0, 16 * sizeof(int)));
    if (launch_returns_early() || events_time_the_work() || streams_overlap() || wait_event_orders() ||
        legacy_default_stream() || copies_and_host_functions_in_order() || destroy_with_work_queued() ||
        thread_per_stream() || pageable_copies() || symbol_copies_queued())
        return 1;
    CHECK(cudaFree(d));
    CHECK(cudaFreeHost(g));
    printf("PASS\n");
    return 0;
}
