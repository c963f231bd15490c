// CUB's block- and warp-level collectives inside user kernels, at several
// block sizes: BlockLoad/BlockStore, BlockReduce, BlockScan,
// BlockRadixSort, WarpReduce, WarpScan; each checked on the host.
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdio>
#include <vector>

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

template <int THREADS, int ITEMS>
__global__ void block_kernel(const int *in, int *sorted, int *sums, int *scan)
{
    typedef cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE> Load;
    typedef cub::BlockStore<int, THREADS, ITEMS, cub::BLOCK_STORE_TRANSPOSE> Store;
    typedef cub::BlockReduce<int, THREADS> Reduce;
    typedef cub::BlockScan<int, THREADS> Scan;
    typedef cub::BlockRadixSort<int, THREADS, ITEMS> Sort;
    __shared__ union {
        typename Load::TempStorage load;
        typename Store::TempStorage store;
        typename Reduce::TempStorage reduce;
        typename Scan::TempStorage scan;
        typename Sort::TempStorage sort;
    } tmp;
    const int tile = THREADS * ITEMS;
    int items[ITEMS];
    Load(tmp.load).Load(in + blockIdx.x * tile, items);
    __syncthreads();
    int local = 0;
    for (int i = 0; i < ITEMS; i++) local += items[i];
    int total = Reduce(tmp.reduce).Sum(local);
    if (threadIdx.x == 0) sums[blockIdx.x] = total;
    __syncthreads();
    int prefix;
    Scan(tmp.scan).ExclusiveSum(local, prefix);
    scan[blockIdx.x * THREADS + threadIdx.x] = prefix;
    __syncthreads();
    Sort(tmp.sort).Sort(items);
    __syncthreads();
    Store(tmp.store).Store(sorted + blockIdx.x * tile, items);
}

__global__ void warp_kernel(const int *in, int *wsum, int *wscan)
{
    typedef cub::WarpReduce<int> WR;
    typedef cub::WarpScan<int> WS;
    __shared__ typename WR::TempStorage r[4];
    __shared__ typename WS::TempStorage s[4];
    int w = threadIdx.x / 32, x = in[blockIdx.x * blockDim.x + threadIdx.x];
    int sum = WR(r[w]).Sum(x);
    if (threadIdx.x % 32 == 0) wsum[blockIdx.x * 4 + w] = sum;
    int incl;
    WS(s[w]).InclusiveSum(x, incl);
    wscan[blockIdx.x * blockDim.x + threadIdx.x] = incl;
}

template <int THREADS, int ITEMS>
static void run_block(const std::vector<int> &h, int blocks)
{
    const int tile = THREADS * ITEMS;
    int *in, *sorted, *sums, *scan;
    cudaMalloc(&in, sizeof(int) * tile * blocks);
    cudaMalloc(&sorted, sizeof(int) * tile * blocks);
    cudaMalloc(&sums, sizeof(int) * blocks);
    cudaMalloc(&scan, sizeof(int) * THREADS * blocks);
    cudaMemcpy(in, h.data(), sizeof(int) * tile * blocks, cudaMemcpyHostToDevice);
    block_kernel<THREADS, ITEMS><<<blocks, THREADS>>>(in, sorted, sums, scan);
    std::vector<int> hs(tile * blocks), hsum(blocks), hscan(THREADS * blocks);
    cudaMemcpy(hs.data(), sorted, sizeof(int) * hs.size(), cudaMemcpyDeviceToHost);
    cudaMemcpy(hsum.data(), sums, sizeof(int) * blocks, cudaMemcpyDeviceToHost);
    cudaMemcpy(hscan.data(), scan, sizeof(int) * hscan.size(), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++) {
        std::vector<int> ref(h.begin() + b * tile, h.begin() + (b + 1) * tile);
        int total = 0, run = 0;
        bool scan_ok = true;
        for (int t = 0; t < THREADS; t++) {
            // BLOCK_LOAD_TRANSPOSE: thread t holds the striped items t*ITEMS..
            int local = 0;
            for (int i = 0; i < ITEMS; i++) local += ref[t * ITEMS + i];
            scan_ok &= hscan[b * THREADS + t] == run;
            run += local;
        }
        for (int x : ref) total += x;
        std::sort(ref.begin(), ref.end());
        CHECK(hsum[b] == total);
        CHECK(scan_ok);
        CHECK(std::equal(ref.begin(), ref.end(), hs.begin() + b * tile));
    }
    cudaFree(in); cudaFree(sorted); cudaFree(sums); cudaFree(scan);
}

int main()
{
    std::vector<int> h(128 * 4 * 64);
    unsigned s = 7;
    for (int &x : h) { s = s * 1664525u + 1013904223u; x = (int)(s >> 12) % 2000 - 1000; }
    run_block<32, 4>(h, 16);
    run_block<128, 4>(h, 8);
    run_block<96, 3>(h, 5);

    int *in, *wsum, *wscan;
    const int blocks = 8, n = blocks * 128;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&wsum, blocks * 4 * sizeof(int));
    cudaMalloc(&wscan, n * sizeof(int));
    cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    warp_kernel<<<blocks, 128>>>(in, wsum, wscan);
    std::vector<int> hw(blocks * 4), hws(n);
    cudaMemcpy(hw.data(), wsum, hw.size() * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hws.data(), wscan, n * sizeof(int), cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int w = 0; w < blocks * 4; w++) {
        int run = 0;
        for (int l = 0; l < 32; l++) {
            run += h[w * 32 + l];
            ok &= hws[w * 32 + l] == run;
        }
        ok &= hw[w] == run;
    }
    CHECK(ok);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
