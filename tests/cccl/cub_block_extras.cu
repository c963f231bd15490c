// More of CUB's block collectives inside a user kernel, at two block
// sizes: BlockExchange (striped to blocked and back), BlockHistogram over
// bytes, BlockDiscontinuity's head flags; each checked on the host.
#include <cub/cub.cuh>
#include <cstdio>
#include <vector>

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

enum { BINS = 64 };

struct differs {
    __device__ bool operator()(int a, int b) const { return a != b; }
};

template <int THREADS, int ITEMS>
__global__ void extras(const int *in, int *blocked, unsigned *hist, int *heads)
{
    typedef cub::BlockExchange<int, THREADS, ITEMS> Exchange;
    typedef cub::BlockHistogram<unsigned char, THREADS, ITEMS, BINS> Histogram;
    typedef cub::BlockDiscontinuity<int, THREADS> Discontinuity;
    __shared__ union {
        typename Exchange::TempStorage exchange;
        typename Histogram::TempStorage histogram;
        typename Discontinuity::TempStorage discontinuity;
    } tmp;
    __shared__ unsigned counts[BINS];
    const int tile = THREADS * ITEMS, base = blockIdx.x * tile;

    // striped load: item i of thread t is element t + i * THREADS
    int items[ITEMS];
    for (int i = 0; i < ITEMS; i++)
        items[i] = in[base + threadIdx.x + i * THREADS];
    Exchange(tmp.exchange).StripedToBlocked(items);
    for (int i = 0; i < ITEMS; i++)
        blocked[base + threadIdx.x * ITEMS + i] = items[i];
    __syncthreads();

    unsigned char bytes[ITEMS];
    for (int i = 0; i < ITEMS; i++)
        bytes[i] = (unsigned char)(items[i] % BINS);
    Histogram(tmp.histogram).Histogram(bytes, counts);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += THREADS)
        hist[blockIdx.x * BINS + b] = counts[b];

    int flags[ITEMS];
    Discontinuity(tmp.discontinuity).FlagHeads(flags, items, differs());
    for (int i = 0; i < ITEMS; i++)
        heads[base + threadIdx.x * ITEMS + i] = flags[i];
}

template <int THREADS, int ITEMS>
static void run(const std::vector<int> &h, int blocks)
{
    const int tile = THREADS * ITEMS, n = blocks * tile;
    int *din, *dblocked, *dheads;
    unsigned *dhist;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dblocked, n * sizeof(int));
    cudaMalloc(&dheads, n * sizeof(int));
    cudaMalloc(&dhist, blocks * BINS * sizeof(unsigned));
    cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    extras<THREADS, ITEMS><<<blocks, THREADS>>>(din, dblocked, dhist, dheads);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    std::vector<int> blocked(n), heads(n);
    std::vector<unsigned> hist(blocks * BINS);
    cudaMemcpy(blocked.data(), dblocked, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(heads.data(), dheads, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hist.data(), dhist, hist.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int b = 0; b < blocks; b++) {
        std::vector<unsigned> want(BINS, 0);
        for (int t = 0; t < THREADS; t++)
            for (int i = 0; i < ITEMS; i++) {
                // blocked item i of thread t is the tile's element t * ITEMS + i
                int k = t * ITEMS + i;
                int v = h[b * tile + k];
                ok &= blocked[b * tile + k] == v;
                want[v % BINS]++;
                ok &= heads[b * tile + k] == (k == 0 || h[b * tile + k - 1] != v);
            }
        for (int bin = 0; bin < BINS; bin++)
            ok &= hist[b * BINS + bin] == want[bin];
    }
    CHECK(ok);
    cudaFree(din); cudaFree(dblocked); cudaFree(dheads); cudaFree(dhist);
}

int main()
{
    std::vector<int> h(8 * 256 * 4);
    unsigned s = 4242;
    for (size_t i = 0; i < h.size(); i++) {
        s = s * 1664525u + 1013904223u;
        // runs of equal values, so that head flags are both 0 and 1
        h[i] = (i % 3 == 0) ? (int)(s >> 20) : (i ? h[i - 1] : 0);
    }
    run<128, 4>(h, 8);
    run<256, 2>(h, 8);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
