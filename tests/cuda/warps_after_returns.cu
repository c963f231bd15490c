// Warps that go on shuffling after the rest of their block has returned:
// the last warp of a block (not the first), the first of a block whose
// last warp is short, a warp that
// returns between two shuffles of another, a 2-D block whose other rows
// have returned, warps whose neighbours wait at a barrier meanwhile, and
// a lane held back by the runtime while its warp catches up.
// Each thread's sum over its warp is checked against the host's.
#include <cstdio>
#include <vector>
#include "check.h"

__device__ int warp_sum(int v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

// Only the warp `keep` goes on; lane 0 writes its warp's sum.
__global__ void one_warp_left(const int *in, int *out, int keep)
{
    int t = threadIdx.x;
    if (t / 32 != keep)
        return;
    int v = warp_sum(in[blockIdx.x * blockDim.x + t]);
    if (t % 32 == 0)
        out[blockIdx.x] = v;
}

// Warps 0 and 1 start; warp 1 returns after one shuffle, warp 0 finishes.
__global__ void staggered(const int *in, int *out)
{
    int t = threadIdx.x;
    if (t >= 64)
        return;
    int v = in[blockIdx.x * blockDim.x + t];
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    if (t >= 32)
        return;
    v += __shfl_xor_sync(0xffffffffu, v, 2);
    v += __shfl_xor_sync(0xffffffffu, v, 4);
    v += __shfl_xor_sync(0xffffffffu, v, 8);
    v += __shfl_xor_sync(0xffffffffu, v, 16);
    out[blockIdx.x * 32 + t] = v;
}

// A 32x4 block whose rows 1 to 3 return: row 0 is warp 0.
__global__ void first_row(const int *in, int *out)
{
    if (threadIdx.y != 0)
        return;
    int t = threadIdx.x;
    int v = warp_sum(in[blockIdx.x * blockDim.x * blockDim.y + t]);
    if (t == 0)
        out[blockIdx.x] = v;
}

// The first warp shuffles while the others wait at __syncthreads.
__global__ void others_at_barrier(const int *in, int *out)
{
    __shared__ int total;
    int t = threadIdx.x;
    if (t < 32) {
        int v = warp_sum(in[blockIdx.x * blockDim.x + t]);
        if (t == 0)
            total = v;
    }
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = total + t;
}

// Warp 0 returns, warp 1 shuffles while warps 2 to 7 wait at __syncthreads,
// held there by the runtime until warp 1 arrives.
__global__ void held_above(const int *in, int *out)
{
    __shared__ int total;
    int t = threadIdx.x;
    if (t < 32)
        return;
    if (t < 64) {
        int v = warp_sum(in[blockIdx.x * blockDim.x + t]);
        if (t == 32)
            total = v;
    }
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = total + t;
}

// Lane 31 of each warp skips the first ballot, and the runtime holds it
// at the second until the other lanes that did not return get there.
__global__ void lane_behind(const int *in, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x, v = in[t], lane = threadIdx.x % 32;
    bool leave = (v & 2) && lane != 31;
    unsigned alive = ~__ballot_sync(0xffffffffu, leave), r = 0;
    if (leave)
        return;
    if (lane != 31)
        r = __ballot_sync(alive & 0x7fffffffu, v & 1);
    r += __ballot_sync(alive, v > 0);
    out[t] = (int)r;
}

static int warp_total(const std::vector<int> &h, int from)
{
    int s = 0;
    for (int l = 0; l < 32; l++)
        s += h[from + l];
    return s;
}

static int check_one_warp_left(const int *din, int *dout, const std::vector<int> &h, int bs, int keep)
{
    const int grid = 8;
    CHECK(cudaMemset(dout, 0, grid * sizeof(int)));
    one_warp_left<<<grid, bs>>>(din, dout, keep);
    CHECK(cudaDeviceSynchronize());
    std::vector<int> got(grid);
    CHECK(cudaMemcpy(got.data(), dout, grid * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < grid; b++) {
        int want = warp_total(h, b * bs + keep * 32);
        if (got[b] != want) {
            printf("one_warp_left(bs %d, warp %d) block %d: %d, want %d\n", bs, keep, b, got[b], want);
            return 1;
        }
    }
    return 0;
}

int main()
{
    const int n = 8 * 256;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++)
        h[i] = (i * 37 + 11) % 101 - 50;
    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    if (check_one_warp_left(din, dout, h, 256, 7) || check_one_warp_left(din, dout, h, 256, 0)
        || check_one_warp_left(din, dout, h, 256, 3) || check_one_warp_left(din, dout, h, 200, 0))
        return 1;

    staggered<<<8, 256>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    std::vector<int> got(8 * 32);
    CHECK(cudaMemcpy(got.data(), dout, got.size() * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 8; b++)
        for (int t = 0; t < 32; t++) {
            // first step pairs lanes, the rest is a butterfly: every lane ends with the warp's sum
            int want = warp_total(h, b * 256);
            EXPECT(got[b * 32 + t] == want);
        }

    first_row<<<8, dim3(32, 4)>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(got.data(), dout, 8 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 8; b++)
        EXPECT(got[b] == warp_total(h, b * 128));

    others_at_barrier<<<8, 256>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    std::vector<int> all(n);
    CHECK(cudaMemcpy(all.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 8; b++)
        for (int t = 0; t < 256; t++)
            EXPECT(all[b * 256 + t] == warp_total(h, b * 256) + t);

    CHECK(cudaMemset(dout, 0, n * sizeof(int)));
    held_above<<<8, 256>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(all.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < 8; b++)
        for (int t = 32; t < 256; t++)
            EXPECT(all[b * 256 + t] == warp_total(h, b * 256 + 32) + t);

    CHECK(cudaMemset(dout, 0, n * sizeof(int)));
    lane_behind<<<8, 256>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(all.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int w = 0; w < n / 32; w++) {
        unsigned odd = 0, positive = 0;
        const int *v = &h[w * 32];
        for (int l = 0; l < 32; l++) {
            if ((v[l] & 2) && l != 31)
                continue;
            odd |= (l < 31 && (v[l] & 1)) ? 1u << l : 0;
            positive |= v[l] > 0 ? 1u << l : 0;
        }
        for (int l = 0; l < 32; l++) {
            unsigned want = (v[l] & 2) && l != 31 ? 0 : (l < 31 ? odd : 0) + positive;
            EXPECT((unsigned)all[w * 32 + l] == want);
        }
    }

    printf("PASS\n");
    return 0;
}
