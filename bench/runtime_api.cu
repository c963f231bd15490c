// Costs of the runtime API itself, each beside its baseline:
//  - 10^5 tiny launches issued one call at a time in one stream, against the
//    same kernels captured once into a graph (100 kernels) and replayed;
//  - cudaMemcpy (pageable and pinned, each direction) against memcpy.
// One run; the ratios are what to read.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void bump(int *x) { atomicAdd(x, 1); }

static double now_ms()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

#define CK(x)                                                                \
    do {                                                                     \
        cudaError_t e_ = (x);                                                \
        if (e_ != cudaSuccess) {                                             \
            printf("%s: %s\n", #x, cudaGetErrorString(e_));                  \
            exit(1);                                                         \
        }                                                                    \
    } while (0)

static void launches(int *d)
{
    const int total = 100000, per_graph = 100;
    cudaStream_t s;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    bump<<<1, 32, 0, s>>>(d);
    CK(cudaStreamSynchronize(s));

    double t0 = now_ms();
    for (int i = 0; i < total; i++)
        bump<<<1, 32, 0, s>>>(d);
    double issued = now_ms();
    CK(cudaStreamSynchronize(s));
    double t1 = now_ms();

    cudaGraph_t g;
    cudaGraphExec_t exec;
    CK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    for (int i = 0; i < per_graph; i++)
        bump<<<1, 32, 0, s>>>(d);
    CK(cudaStreamEndCapture(s, &g));
    CK(cudaGraphInstantiate(&exec, g, 0));
    double t2 = now_ms();
    for (int i = 0; i < total / per_graph; i++)
        CK(cudaGraphLaunch(exec, s));
    CK(cudaStreamSynchronize(s));
    double t3 = now_ms();

    int h = 0;
    CK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    bool ok = h == 32 * (1 + 2 * total);
    double calls_us = (t1 - t0) * 1000 / total, graph_us = (t3 - t2) * 1000 / total;
    printf("%d launches in one stream: %.2f us each (issuing alone: %.2f us each)\n", total, calls_us,
           (issued - t0) * 1000 / total);
    printf("the same from a graph of %d, replayed: %.2f us each; calls/graph = %.2f\n", per_graph, graph_us,
           calls_us / graph_us);
    printf("check=%s\n", ok ? "ok" : "FAIL");
    CK(cudaGraphExecDestroy(exec));
    CK(cudaGraphDestroy(g));
    CK(cudaStreamDestroy(s));
}

static double gbps(size_t bytes, double ms) { return bytes / ms / 1e6; }

static void bandwidth()
{
    const size_t n = 256u << 20;
    char *pageable = (char *)malloc(n), *pageable2 = (char *)malloc(n), *pinned, *dev, *dev2;
    CK(cudaMallocHost(&pinned, n));
    CK(cudaMalloc(&dev, n));
    CK(cudaMalloc(&dev2, n));
    memset(pageable, 1, n);
    memset(pageable2, 2, n);
    memset(pinned, 3, n);
    CK(cudaMemset(dev, 4, n));
    CK(cudaMemset(dev2, 5, n));
    struct {
        const char *name;
        void *dst;
        const void *src;
        cudaMemcpyKind kind;
    } cases[] = {
        {"H2D pageable", dev, pageable, cudaMemcpyHostToDevice},
        {"D2H pageable", pageable, dev, cudaMemcpyDeviceToHost},
        {"H2D pinned", dev, pinned, cudaMemcpyHostToDevice},
        {"D2H pinned", pinned, dev, cudaMemcpyDeviceToHost},
        {"D2D", dev2, dev, cudaMemcpyDeviceToDevice},
    };
    for (auto &c : cases) {
        double best = 1e30, base = 1e30;
        for (int r = 0; r < 5; r++) {
            double t0 = now_ms();
            CK(cudaMemcpy(c.dst, c.src, n, c.kind));
            double t1 = now_ms();
            memcpy(c.dst, c.src, n);
            double t2 = now_ms();
            best = t1 - t0 < best ? t1 - t0 : best;
            base = t2 - t1 < base ? t2 - t1 : base;
        }
        printf("cudaMemcpy %-13s %7.2f GB/s   memcpy %7.2f GB/s   ratio %.2f\n", c.name, gbps(n, best),
               gbps(n, base), base / best);
    }
    CK(cudaFree(dev));
    CK(cudaFree(dev2));
    CK(cudaFreeHost(pinned));
    free(pageable);
    free(pageable2);
}

int main()
{
    int *d;
    CK(cudaMalloc(&d, sizeof(int)));
    CK(cudaMemset(d, 0, sizeof(int)));
    launches(d);
    bandwidth();
    CK(cudaFree(d));
    return 0;
}
