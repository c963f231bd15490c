// Cooperative groups: coalesced_threads() in a divergent branch (data-
// dependent: some warps all in, one with a single thread, blocks of 100 so
// the last warp has 4 lanes): size, thread_rank, shfl from rank 0 and the
// last rank, shfl_up/down by rank, ballot/match_any by rank, any/all,
// cg::reduce and cg::inclusive/exclusive_scan over the group, the
// warp-aggregated atomic of the Programming Guide; labeled_partition and
// binary_partition of it and of a tile of 32; tiled_partition(group, 4).
// Each warp's active lanes are recomputed on the host.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 30) printf(__VA_ARGS__); } while (0)

enum { SIZE, NUM, RANK, SHFL0, SHFLL, DOWN, UP, BALLOT, ANY, ALL, MANY, SUM, MAX, INSCAN, EXSCAN,
       L_SIZE, L_RANK, L_SUM, L_SHFL0, B_SIZE, B_RANK, B_MRANK, T_SIZE, T_RANK, T_MRANK, T_MSIZE, T_SUM,
       TL_SIZE, TL_RANK, TB_SIZE, TB_RANK, SLOT, NF };

__host__ __device__ static bool active_of(int v) { return v % 3 != 0; }
__host__ __device__ static int key_of(int v) { return (v >> 2) % 3; }

__global__ void coalesced(const int *in, int *out, int *counter)
{
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[g];
    int *o = out + (size_t)g * NF;
    for (int f = 0; f < NF; ++f) o[f] = -1;
    if (active_of(v)) {
        cg::coalesced_group a = cg::coalesced_threads();
        o[SIZE] = a.size();
        o[NUM] = a.num_threads();
        o[RANK] = a.thread_rank();
        o[SHFL0] = a.shfl(v, 0);
        o[SHFLL] = a.shfl(v, a.size() - 1);
        o[DOWN] = a.shfl_down(v, 1);
        o[UP] = a.shfl_up(v, 2);
        o[BALLOT] = (int)a.ballot(v % 2 == 0);
        o[ANY] = a.any(v % 5 == 0);
        o[ALL] = a.all(v % 7 != 0);
        o[MANY] = (int)a.match_any(key_of(v));
        o[SUM] = cg::reduce(a, v, cg::plus<int>());
        o[MAX] = cg::reduce(a, v, cg::greater<int>());
        o[INSCAN] = cg::inclusive_scan(a, v);
        o[EXSCAN] = cg::exclusive_scan(a, v);
        // Warp-aggregated atomic increment.
        int prev = 0;
        if (a.thread_rank() == 0)
            prev = atomicAdd(counter, (int)a.num_threads());
        o[SLOT] = a.shfl(prev, 0) + (int)a.thread_rank();

        cg::coalesced_group l = cg::labeled_partition(a, key_of(v));
        o[L_SIZE] = l.size();
        o[L_RANK] = l.thread_rank();
        o[L_SUM] = cg::reduce(l, v, cg::plus<int>());
        o[L_SHFL0] = l.shfl(v, 0);
        cg::coalesced_group b = cg::binary_partition(a, v % 2 == 0);
        o[B_SIZE] = b.size();
        o[B_RANK] = b.thread_rank();
        o[B_MRANK] = b.meta_group_rank();
        cg::coalesced_group t = cg::tiled_partition(a, 4);
        o[T_SIZE] = t.size();
        o[T_RANK] = t.thread_rank();
        o[T_MRANK] = t.meta_group_rank();
        o[T_MSIZE] = t.meta_group_size();
        o[T_SUM] = cg::reduce(t, v, cg::plus<int>());
        a.sync();
    }
    // The block meets before the partitions of whole warps (legal CUDA that
    // changes nothing; cg_coalesced_reconverge.cu does without it).
#ifndef NO_BLOCK_SYNC
    __syncthreads();
#endif
    // Partitions of a whole tile.
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    cg::coalesced_group tl = cg::labeled_partition(warp, key_of(v));
    o[TL_SIZE] = tl.size();
    o[TL_RANK] = tl.thread_rank();
    cg::coalesced_group tb = cg::binary_partition(warp, active_of(v));
    o[TB_SIZE] = tb.size();
    o[TB_RANK] = tb.thread_rank();
}

int main()
{
    const int bs = 100, nblocks = 5, total = bs * nblocks;
    std::vector<int> h(total);
    unsigned seed = 4242;
    for (int i = 0; i < total; ++i) {
        seed = seed * 1664525u + 1013904223u;
        int v = (int)(seed >> 16) & 0xffff;
        int warp = i / 32;
        if (warp % 5 == 1) v = v / 3 * 3 + 1;            // every lane active
        if (warp % 5 == 2) v = v / 3 * 3 + (i % 32 == 17 ? 2 : 0);   // only lane 17
        h[i] = v;
    }
    int *din, *dout, *dcnt;
    CHECK(cudaMalloc((void **)&din, total * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, (size_t)total * NF * sizeof(int)));
    CHECK(cudaMalloc((void **)&dcnt, sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dcnt, 0, sizeof(int)));
    coalesced<<<nblocks, bs>>>(din, dout, dcnt);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> o((size_t)total * NF);
    int count = 0;
    CHECK(cudaMemcpy(o.data(), dout, o.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&count, dcnt, sizeof(int), cudaMemcpyDeviceToHost));

    int nactive = 0;
    std::vector<int> slots;
    for (int b = 0; b < nblocks; ++b)
    for (int w0 = 0; w0 < bs; w0 += 32) {
        int wn = std::min(32, bs - w0), base = b * bs + w0;
        std::vector<int> act;   // lanes in the branch, in rank order
        for (int l = 0; l < wn; ++l)
            if (active_of(h[base + l])) act.push_back(l);
        int n = (int)act.size();
        nactive += n;
        for (int l = 0; l < wn; ++l) {
            int g = base + l, v = h[g];
            const int *got = &o[(size_t)g * NF];
            int want[NF];
            for (int f = 0; f < NF; ++f) want[f] = -1;
            if (active_of(v)) {
                int r = (int)(std::find(act.begin(), act.end(), l) - act.begin());
                auto val = [&](int rank) { return h[base + act[rank]]; };
                want[SIZE] = n; want[NUM] = n; want[RANK] = r;
                want[SHFL0] = val(0); want[SHFLL] = val(n - 1);
                want[DOWN] = r + 1 < n ? val(r + 1) : v;
                want[UP] = r >= 2 ? val(r - 2) : v;
                unsigned bal = 0, many = 0; int any = 0, all = 1, sum = 0, mx = val(0), in = 0, ex = 0;
                for (int k = 0; k < n; ++k) {
                    int x = val(k);
                    if (x % 2 == 0) bal |= 1u << k;
                    if (key_of(x) == key_of(v)) many |= 1u << k;
                    any |= x % 5 == 0; all &= x % 7 != 0;
                    sum += x; mx = std::max(mx, x);
                    if (k < r) ex += x;
                    if (k <= r) in += x;
                }
                want[BALLOT] = (int)bal; want[ANY] = any; want[ALL] = all; want[MANY] = (int)many;
                want[SUM] = sum; want[MAX] = mx; want[INSCAN] = in; want[EXSCAN] = ex;
                // labeled partition: the active lanes with v's key
                int lsize = 0, lrank = 0, lsum = 0, lfirst = -1;
                for (int k = 0; k < n; ++k)
                    if (key_of(val(k)) == key_of(v)) {
                        if (lfirst < 0) lfirst = val(k);
                        if (k < r) ++lrank;
                        ++lsize; lsum += val(k);
                    }
                want[L_SIZE] = lsize; want[L_RANK] = lrank; want[L_SUM] = lsum; want[L_SHFL0] = lfirst;
                int bsize = 0, brank = 0;
                for (int k = 0; k < n; ++k)
                    if ((val(k) % 2 == 0) == (v % 2 == 0)) { ++bsize; if (k < r) ++brank; }
                want[B_SIZE] = bsize; want[B_RANK] = brank;
                // One partition when all agree: the group itself, rank 0.
                want[B_MRANK] = bsize == n ? 0 : v % 2 == 0;
                int t0 = r / 4 * 4, tn = std::min(4, n - t0), tsum = 0;
                for (int k = t0; k < t0 + tn; ++k) tsum += val(k);
                want[T_SIZE] = tn; want[T_RANK] = r % 4; want[T_MRANK] = r / 4;
                want[T_MSIZE] = (n + 3) / 4; want[T_SUM] = tsum;
                want[SLOT] = got[SLOT];   // checked below
                slots.push_back(got[SLOT] - r);
                slots.push_back(-1 - got[SLOT]);
            }
            int tlsize = 0, tlrank = 0, tbsize = 0, tbrank = 0;
            for (int k = 0; k < wn; ++k) {
                int x = h[base + k];
                if (key_of(x) == key_of(v)) { ++tlsize; if (k < l) ++tlrank; }
                if (active_of(x) == active_of(v)) { ++tbsize; if (k < l) ++tbrank; }
            }
            want[TL_SIZE] = tlsize; want[TL_RANK] = tlrank; want[TB_SIZE] = tbsize; want[TB_RANK] = tbrank;
            // The false side of binary_partition of a short last tile is not
            // defined: nvcc's cooperative groups count its missing lanes.
            if (wn < 32 && !active_of(v)) want[TB_SIZE] = got[TB_SIZE];
            for (int f = 0; f < NF; ++f)
                if (got[f] != want[f])
                    REPORT("block %d lane %d (active %d, %d in warp) field %d: got %d (0x%x), want %d (0x%x)\n",
                           b, w0 + l, (int)active_of(v), n, f, got[f], got[f], want[f], want[f]);
        }
        // Slots of one warp's group: one base, consecutive by rank.
        if (n > 0) {
            int base_slot = o[(size_t)(base + act[0]) * NF + SLOT];
            for (int k = 0; k < n; ++k)
                if (o[(size_t)(base + act[k]) * NF + SLOT] != base_slot + k)
                    REPORT("block %d warp at %d: slot of rank %d is %d, want %d\n", b, w0, k,
                           o[(size_t)(base + act[k]) * NF + SLOT], base_slot + k);
        }
    }
    if (count != nactive)
        REPORT("counter %d, want %d\n", count, nactive);
    // Every slot 0..nactive-1 taken exactly once.
    std::vector<int> seen(nactive, 0);
    for (size_t i = 1; i < slots.size(); i += 2) {
        int s = -1 - slots[i];
        if (s < 0 || s >= nactive || seen[s]++)
            REPORT("slot %d taken twice or out of range\n", s);
    }
    if (failures) { printf("%d failures\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
