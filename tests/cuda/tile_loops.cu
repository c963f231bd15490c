// Loops over the tiles of a block, the way CUB's agents write them: the
// loop's variable (a tile offset) is the same in every thread, kept in a
// struct passed by value and advanced in place (CUB's GridEvenShare), and
// each thread reads and writes its own items of every tile. Ferry runs such
// loops a tile at a time for the whole block, the threads inside. Checked:
// sums over full tiles and a ragged tail, items written back in the loop,
// threads leaving the loop at different tiles (break), a loop of a few
// items per thread inside the tile loop, blocks of 128 and 96 threads.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

struct Share {
    int offset, end, tile;
};

// Each block takes `span` elements from block_offset; the struct is
// advanced in place by every thread, as CUB's BlockInit and tile loop do.
template <int THREADS, int ITEMS>
__global__ void sum_and_scale(const int *in, int *scaled, long long *block_sums, Share share, int span, int n)
{
    __shared__ long long part[THREADS];
    share.offset = blockIdx.x * span;
    share.end = min(share.offset + span, n);
    long long acc = 0;
    while (share.offset + share.tile <= share.end) {
        int items[ITEMS];
        for (int i = 0; i < ITEMS; i++)
            items[i] = in[share.offset + threadIdx.x + i * THREADS];
        for (int i = 0; i < ITEMS; i++) {
            acc += items[i];
            scaled[share.offset + threadIdx.x + i * THREADS] = 3 * items[i];
        }
        share.offset += share.tile;
    }
    for (int i = share.offset + threadIdx.x; i < share.end; i += THREADS) {
        acc += in[i];
        scaled[i] = 3 * in[i];
    }
    part[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        long long s = 0;
        for (int t = 0; t < THREADS; t++)
            s += part[t];
        block_sums[blockIdx.x] = s;
    }
}

// Each thread walks its column of the block's tiles until it meets a
// negative value: threads leave the tile loop at different tiles.
template <int THREADS>
__global__ void first_negative(const int *in, int *where, Share share, int span, int n)
{
    share.offset = blockIdx.x * span;
    share.end = min(share.offset + span, n);
    int found = -1;
    while (share.offset + THREADS <= share.end) {
        int v = in[share.offset + threadIdx.x];
        if (v < 0) {
            found = share.offset + threadIdx.x;
            break;
        }
        share.offset += share.tile;
    }
    where[blockIdx.x * THREADS + threadIdx.x] = found;
}

static int failures;
#define EXPECT(c, ...) do { if (!(c) && failures++ < 20) printf(__VA_ARGS__); } while (0)

template <int THREADS, int ITEMS>
static void run(const char *name, int blocks, int span, int n)
{
    std::vector<int> h(n);
    for (int i = 0; i < n; i++)
        h[i] = (i * 2654435761u >> 7) % 2001 - 1000;
    for (int i = 0; i < n; i++) // a few negatives, the rest not
        h[i] = (i % 37 == 5 || i % 1009 == 0) ? -1 - i % 7 : (h[i] < 0 ? -h[i] : h[i]);
    int *in, *scaled, *where;
    long long *sums;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&scaled, n * sizeof(int));
    cudaMalloc(&where, blocks * THREADS * sizeof(int));
    cudaMalloc(&sums, blocks * sizeof(long long));
    cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    Share share = {-1, -1, THREADS * ITEMS};
    sum_and_scale<THREADS, ITEMS><<<blocks, THREADS>>>(in, scaled, sums, share, span, n);
    share.tile = THREADS;
    first_negative<THREADS><<<blocks, THREADS>>>(in, where, share, span, n);
    cudaError_t e = cudaDeviceSynchronize();
    EXPECT(e == cudaSuccess, "%s: %s\n", name, cudaGetErrorString(e));
    std::vector<int> got_scaled(n), got_where(blocks * THREADS);
    std::vector<long long> got_sums(blocks);
    cudaMemcpy(got_scaled.data(), scaled, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(got_where.data(), where, blocks * THREADS * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(got_sums.data(), sums, blocks * sizeof(long long), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++) {
        int lo = b * span, hi = lo + span < n ? lo + span : n;
        long long want = 0;
        for (int i = lo; i < hi; i++)
            want += h[i];
        EXPECT(got_sums[b] == want, "%s: block %d sum %lld, want %lld\n", name, b, got_sums[b], want);
        for (int t = 0; t < THREADS; t++) {
            int w = -1;
            for (int off = lo; off + THREADS <= hi && w < 0; off += THREADS)
                if (h[off + t] < 0)
                    w = off + t;
            EXPECT(got_where[b * THREADS + t] == w, "%s: block %d thread %d found %d, want %d\n", name, b, t,
                   got_where[b * THREADS + t], w);
        }
    }
    for (int i = 0; i < n; i++)
        EXPECT(got_scaled[i] == 3 * h[i], "%s: scaled[%d] = %d, want %d\n", name, i, got_scaled[i], 3 * h[i]);
    cudaFree(in);
    cudaFree(scaled);
    cudaFree(where);
    cudaFree(sums);
}

int main()
{
    run<128, 4>("128x4", 5, 128 * 4 * 7 + 300, 5 * (128 * 4 * 7 + 300) - 1000);
    run<96, 3>("96x3", 4, 96 * 3 * 11 + 17, 4 * (96 * 3 * 11 + 17));
    run<128, 16>("128x16 one tile", 3, 128 * 16, 3 * 128 * 16);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
