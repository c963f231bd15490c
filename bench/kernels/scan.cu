// Exclusive prefix sum of n ints, the way CUB-style block scans do it: each
// block stages a tile of BLOCK*ITEMS elements through shared memory (coalesced
// loads), every thread scans its ITEMS consecutive elements serially, the
// thread totals are scanned across the block (warp shuffles, then the warp
// totals), and each thread writes its elements back with its prefix added.
// The tile totals are scanned the same way (recursively) and added back.
// This is the decomposition of the OpenMP twin: serial chunks, a scan of the
// chunk totals, an add. (tests/cuda has Blelloch's tree scan.)
#include "scan.h"

#define BLOCK 256
#define ITEMS 16
#define TILE (BLOCK * ITEMS)
#define WARPS (BLOCK / 32)

__device__ int warp_inclusive_scan(int v, int lane)
{
    for (int off = 1; off < 32; off <<= 1) {
        int up = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off)
            v += up;
    }
    return v;
}

__global__ void scan_tiles(const int *in, int *out, int *sums, int n)
{
    __shared__ int s[TILE];
    __shared__ int warp_tot[WARPS];
    int t = threadIdx.x, lane = t % 32, warp = t / 32, base = blockIdx.x * TILE;
    for (int k = 0; k < ITEMS; k++) {
        int i = k * BLOCK + t;
        s[i] = base + i < n ? in[base + i] : 0;
    }
    __syncthreads();

    int acc = 0;
    for (int k = 0; k < ITEMS; k++) { // this thread's run, exclusive, in place
        int i = t * ITEMS + k, x = s[i];
        s[i] = acc;
        acc += x;
    }
    int incl = warp_inclusive_scan(acc, lane);
    if (lane == 31)
        warp_tot[warp] = incl;
    __syncthreads();
    int before = 0, total = 0;
    for (int w = 0; w < WARPS; w++) {
        before += w < warp ? warp_tot[w] : 0;
        total += warp_tot[w];
    }
    int prefix = before + incl - acc;
    for (int k = 0; k < ITEMS; k++)
        s[t * ITEMS + k] += prefix;
    if (t == 0 && sums)
        sums[blockIdx.x] = total;
    __syncthreads();

    for (int k = 0; k < ITEMS; k++) {
        int i = k * BLOCK + t;
        if (base + i < n)
            out[base + i] = s[i];
    }
}

__global__ void add_offsets(int *data, const int *offsets, int n)
{
    int base = blockIdx.x * TILE, add = offsets[blockIdx.x];
    for (int k = 0; k < ITEMS; k++) {
        int i = base + k * BLOCK + threadIdx.x;
        if (i < n)
            data[i] += add;
    }
}

// levels[k] holds the tile totals of level k; deeper levels scan in place.
static void scan(const int *in, int *out, int n, int **levels)
{
    int tiles = (n + TILE - 1) / TILE;
    if (tiles == 1) {
        scan_tiles<<<1, BLOCK>>>(in, out, NULL, n);
        return;
    }
    scan_tiles<<<tiles, BLOCK>>>(in, out, levels[0], n);
    scan(levels[0], levels[0], tiles, levels + 1);
    add_offsets<<<tiles, BLOCK>>>(out, levels[0], n);
}
int main()
{
    const int n = SCAN_N;
    int *h = (int *)malloc(n * sizeof(int)), *res = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        h[i] = scan_input(i);
    int *din, *dout, *levels[8] = {0};
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(int));
    for (int k = 0, m = n; m > TILE; k++) {
        m = (m + TILE - 1) / TILE;
        cudaMalloc(&levels[k], m * sizeof(int));
    }
    cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);

    scan(din, dout, n, levels);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        scan(din, dout, n, levels);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(res, dout, n * sizeof(int), cudaMemcpyDeviceToHost);

    double sum;
    ok &= scan_check(res, h, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
