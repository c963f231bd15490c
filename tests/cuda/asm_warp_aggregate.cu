// Warp-aggregated atomic increment with inline PTX special registers:
// %laneid and %lanemask_lt read by asm, __ballot_sync picks the active
// lanes, one leader per warp does the atomicAdd for the whole warp, the
// others take their slot from __shfl_sync plus __popc of the lanes below
// them. Every kept element must land in a distinct slot, and the special
// registers must match threadIdx (and %lanemask_le/%lanemask_gt/%lanemask_eq).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__device__ __forceinline__ unsigned lane_id()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}

__device__ __forceinline__ unsigned lanemask_lt()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
    return r;
}

__device__ int atomic_agg_inc(int *ctr, bool pred)
{
    unsigned mask = __ballot_sync(0xffffffffu, pred);
    if (!pred)
        return -1;
    unsigned lane = lane_id();
    int leader = __ffs(mask) - 1;
    int base = 0;
    if ((int)lane == leader)
        base = atomicAdd(ctr, __popc(mask));
    base = __shfl_sync(mask, base, leader);
    return base + __popc(mask & lanemask_lt());
}

__global__ void compact(const int *in, int n, int *out, int *ctr)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool keep = i < n && (in[i] % 3 == 0);
    int slot = atomic_agg_inc(ctr, keep);
    if (keep)
        out[slot] = in[i];
}

__global__ void lanes(unsigned *out)
{
    unsigned lane, lt, le, gt, eq;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm("mov.u32 %0, %%lanemask_lt;\n\t"
        "mov.u32 %1, %%lanemask_le;\n\t"
        "mov.u32 %2, %%lanemask_gt;\n\t"
        "mov.u32 %3, %%lanemask_eq;"
        : "=r"(lt), "=r"(le), "=r"(gt), "=r"(eq));
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[5 * t + 0] = lane;
    out[5 * t + 1] = lt;
    out[5 * t + 2] = le;
    out[5 * t + 3] = gt;
    out[5 * t + 4] = eq;
}

int main()
{
    const int n = 100003;
    int *in, *out, *ctr;
    CHECK(cudaMallocManaged(&in, n * sizeof(int)));
    CHECK(cudaMallocManaged(&out, n * sizeof(int)));
    CHECK(cudaMallocManaged(&ctr, sizeof(int)));
    for (int i = 0; i < n; i++)
        in[i] = (int)((i * 2654435761u) >> 9);
    *ctr = 0;
    compact<<<(n + 255) / 256, 256>>>(in, n, out, ctr);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int want = 0;
    std::vector<int> seen(n, 0);
    for (int i = 0; i < n; i++)
        if (in[i] % 3 == 0) {
            want++;
            seen[i] = 1;
        }
    int bad = 0;
    if (*ctr != want) {
        printf("count %d, expected %d\n", *ctr, want);
        bad++;
    }
    // every kept value appears exactly once (values are distinct per index here)
    std::vector<int> vals;
    for (int i = 0; i < n; i++)
        if (seen[i]) vals.push_back(in[i]);
    std::vector<int> got(out, out + (*ctr < n ? *ctr : n));
    std::sort(vals.begin(), vals.end());
    std::sort(got.begin(), got.end());
    if (vals != got) {
        printf("compacted values differ\n");
        bad++;
    }

    const int blocks = 3, threads = 96;
    unsigned *l;
    CHECK(cudaMallocManaged(&l, 5 * blocks * threads * sizeof(unsigned)));
    lanes<<<blocks, threads>>>(l);
    CHECK(cudaDeviceSynchronize());
    for (int t = 0; t < blocks * threads; t++) {
        unsigned lane = (t % threads) % 32;
        unsigned e[5] = {lane, (1u << lane) - 1, (lane == 31 ? 0xffffffffu : (2u << lane) - 1),
                         lane == 31 ? 0u : ~((2u << lane) - 1), 1u << lane};
        for (int k = 0; k < 5; k++)
            if (l[5 * t + k] != e[k] && bad++ < 10)
                printf("thread %d: special register %d is %#x, expected %#x\n", t, k, l[5 * t + k], e[k]);
    }
    if (bad) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
