// Exclusive prefix sum of n ints.  Each block scans a tile of 2*BLOCK
// elements in shared memory with Blelloch's up-sweep/down-sweep and emits the
// tile total; the totals are scanned the same way (recursively) and added
// back to every tile.
#include "bench.h"

#define BLOCK 256
#define TILE (2 * BLOCK)

__global__ void scan_tiles(const int *in, int *out, int *sums, int n)
{
    __shared__ int s[TILE];
    int t = threadIdx.x, base = blockIdx.x * TILE;
    s[t] = base + t < n ? in[base + t] : 0;
    s[t + BLOCK] = base + t + BLOCK < n ? in[base + t + BLOCK] : 0;

    int off = 1;
    for (int d = BLOCK; d > 0; d >>= 1, off <<= 1) { // up-sweep: partial sums in place
        __syncthreads();
        if (t < d)
            s[off * (2 * t + 2) - 1] += s[off * (2 * t + 1) - 1];
    }
    if (t == 0) {
        if (sums)
            sums[blockIdx.x] = s[TILE - 1];
        s[TILE - 1] = 0;
    }
    for (int d = 1; d < TILE; d <<= 1) { // down-sweep: push prefixes back down
        off >>= 1;
        __syncthreads();
        if (t < d) {
            int a = off * (2 * t + 1) - 1, b = off * (2 * t + 2) - 1;
            int x = s[a];
            s[a] = s[b];
            s[b] += x;
        }
    }
    __syncthreads();
    if (base + t < n)
        out[base + t] = s[t];
    if (base + t + BLOCK < n)
        out[base + t + BLOCK] = s[t + BLOCK];
}

__global__ void add_offsets(int *data, const int *offsets, int n)
{
    int i = blockIdx.x * TILE + threadIdx.x, add = offsets[blockIdx.x];
    if (i < n)
        data[i] += add;
    if (i + BLOCK < n)
        data[i + BLOCK] += add;
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
    const int n = 1 << 24;
    int *h = (int *)malloc(n * sizeof(int)), *res = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        h[i] = bench_hash(i) % 10;
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

    int want = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        ok &= res[i] == want;
        want += h[i];
        sum += res[i];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
