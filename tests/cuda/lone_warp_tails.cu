// The tails of block reductions: after the block's other threads have
// returned, the threads left (one warp, part of one, a row of a 2-D block)
// shuffle on alone, and a grid of many small blocks does so once per
// block. Each is checked against the host: the textbook reduction (one
// 256-float slice per block, halving in shared memory, then a warp's
// shuffles), a short last warp (a block of 48 whose threads 40 to 47
// return: lanes 8 to 31 of warp 1 are absent, so shuffles from them read
// the lane's own value), shuffles of a varying source lane and width,
// a ballot among them, a 16x4 block whose rows 1 to 3 return, and a warp
// alone at its shuffles while a thread below it has returned.
#include <cstdio>
#include <vector>
#include "check.h"

#define BLOCK 256

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void block_sum(const float *in, float *out, int n)
{
    __shared__ float s[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int half = BLOCK / 2; half >= 32; half >>= 1) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x < 32) {
        float v = warp_sum(s[threadIdx.x]);
        if (threadIdx.x == 0)
            out[blockIdx.x] = v;
    }
}

// Threads below `alive` shuffle, their warp's present lanes in the mask:
// down by 3, from lane (7 * lane + k) % 32 within segments of `width`, a
// butterfly by 5; then a ballot of odd values. A source lane that is
// absent gives the lane its own value (Ferry's rule, as for a source past
// the segment).
__global__ void short_warp(const int *in, int *out, int alive, int width, int k)
{
    int t = threadIdx.x, lane = t % 32;
    if (t >= alive)
        return;
    int present = alive - (t - lane) < 32 ? alive - (t - lane) : 32;
    unsigned mask = present == 32 ? 0xffffffffu : (1u << present) - 1;
    int v = in[blockIdx.x * blockDim.x + t];
    int a = __shfl_down_sync(mask, v, 3);
    int b = __shfl_sync(mask, v, (7 * lane + k) % 32, width);
    int c = __shfl_xor_sync(mask, v, 5);
    unsigned odd = __ballot_sync(mask, v & 1);
    out[blockIdx.x * blockDim.x + t] = a + 3 * b + 5 * c + (int)(odd % 1000);
}

// A 16x4 block: rows 1 to 3 return, row 0 (half a warp) sums by shuffles of
// width 16.
__global__ void row_sum(const int *in, int *out)
{
    if (threadIdx.y != 0)
        return;
    int t = threadIdx.x, v = in[blockIdx.x * 64 + t];
    for (int off = 8; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffu, v, off, 16);
    out[blockIdx.x * 16 + t] = v;
}

// Thread 3 returns early; warp 1 (threads 32 to 63) shuffles alone once the
// rest have returned.
__global__ void hole_below(const int *in, int *out)
{
    int t = threadIdx.x;
    if (t == 3 || t >= 64)
        return;
    int v = in[blockIdx.x * blockDim.x + t];
    if (t < 32) {
        out[blockIdx.x * blockDim.x + t] = v;
        return;
    }
    for (int off = 1; off < 32; off <<= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    out[blockIdx.x * blockDim.x + t] = v;
}

// The host's shuffle: the lane's own value when the source is outside
// the segment, past the block's end of present lanes, or absent.
static int lane_of(const std::vector<int> &h, int base, int lane, int src, int present)
{
    return src >= 0 && src < 32 && src < present ? h[base + src] : h[base + lane];
}

static int check_short_warp(const int *din, int *dout, const std::vector<int> &h, int bs, int alive, int width,
                            int k)
{
    const int grid = 4;
    CHECK(cudaMemset(dout, 0, grid * bs * sizeof(int)));
    short_warp<<<grid, bs>>>(din, dout, alive, width, k);
    CHECK(cudaDeviceSynchronize());
    std::vector<int> got(grid * bs);
    CHECK(cudaMemcpy(got.data(), dout, got.size() * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < grid; blk++)
        for (int t = 0; t < alive; t++) {
            int warp = t / 32, lane = t % 32, base = blk * bs + warp * 32;
            int present = alive - warp * 32 < 32 ? alive - warp * 32 : 32;
            int down = lane + 3 <= 31 ? lane_of(h, base, lane, lane + 3, present) : h[base + lane];
            int seg = lane & ~(width - 1), idx = seg + ((7 * lane + k) % 32) % width;
            int from_idx = lane_of(h, base, lane, idx, present);
            int bfly = lane_of(h, base, lane, lane ^ 5, present);
            unsigned odd = 0;
            for (int l = 0; l < present; l++)
                odd |= (h[base + l] & 1) ? 1u << l : 0;
            int want = down + 3 * from_idx + 5 * bfly + (int)(odd % 1000);
            if (got[blk * bs + t] != want) {
                printf("short_warp(bs %d, alive %d, width %d) block %d thread %d: %d, want %d\n", bs, alive, width,
                       blk, t, got[blk * bs + t], want);
                return 1;
            }
        }
    return 0;
}

int main()
{
    // the textbook reduction, one slice per block
    const int n = 1000 * BLOCK + 77, blocks = (n + BLOCK - 1) / BLOCK;
    std::vector<float> hf(n);
    for (int i = 0; i < n; i++)
        hf[i] = (float)((i * 13 + 5) % 17);
    float *dfin, *dfout;
    CHECK(cudaMalloc(&dfin, n * sizeof(float)));
    CHECK(cudaMalloc(&dfout, blocks * sizeof(float)));
    CHECK(cudaMemcpy(dfin, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    block_sum<<<blocks, BLOCK>>>(dfin, dfout, n);
    CHECK(cudaDeviceSynchronize());
    std::vector<float> sums(blocks);
    CHECK(cudaMemcpy(sums.data(), dfout, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++) {
        float want = 0; // small integers: every order of the sum is exact
        for (int i = b * BLOCK; i < n && i < (b + 1) * BLOCK; i++)
            want += hf[i];
        if (sums[b] != want) {
            printf("block_sum block %d: %g, want %g\n", b, sums[b], want);
            return 1;
        }
    }

    const int m = 4 * 256;
    std::vector<int> h(m);
    for (int i = 0; i < m; i++)
        h[i] = (i * 37 + 11) % 101 - 50;
    int *din, *dout;
    CHECK(cudaMalloc(&din, m * sizeof(int)));
    CHECK(cudaMalloc(&dout, m * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), m * sizeof(int), cudaMemcpyHostToDevice));
    if (check_short_warp(din, dout, h, 48, 40, 32, 1) || check_short_warp(din, dout, h, 48, 40, 8, 2)
        || check_short_warp(din, dout, h, 256, 32, 16, 3) || check_short_warp(din, dout, h, 256, 20, 4, 0)
        || check_short_warp(din, dout, h, 64, 64, 32, 5))
        return 1;

    row_sum<<<4, dim3(16, 4)>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    std::vector<int> got(m);
    CHECK(cudaMemcpy(got.data(), dout, 4 * 16 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 4; b++) {
        int want = 0;
        for (int t = 0; t < 16; t++)
            want += h[b * 64 + t];
        for (int t = 0; t < 16; t++)
            EXPECT(got[b * 16 + t] == want);
    }

    CHECK(cudaMemset(dout, 0, m * sizeof(int)));
    hole_below<<<4, 256>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(got.data(), dout, m * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 4; b++) {
        int want = 0;
        for (int t = 32; t < 64; t++)
            want += h[b * 256 + t];
        for (int t = 0; t < 256; t++) {
            int w = t == 3 || t >= 64 ? 0 : t < 32 ? h[b * 256 + t] : want;
            EXPECT(got[b * 256 + t] == w);
        }
    }
    printf("PASS\n");
    return 0;
}
