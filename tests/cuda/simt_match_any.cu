// Warp-aggregated atomics with __match_any_sync (sm_70+): lanes of a warp
// with the same key form a group, its leader (__ffs(mask) - 1) does one
// atomicAdd for the whole group and broadcasts the base with __shfl_sync;
// each lane takes base + (its rank in the group). Checked: the per-key
// counts, that each key's slots are exactly 0..count-1, and the number of
// atomics (one per distinct key per warp). Also __match_all_sync.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

#define NKEYS 16

__global__ void aggregate(const int *keys, int n, int *counters, int *slots, int *n_atomics, int *all_same)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    unsigned active = __ballot_sync(0xffffffffu, i < n);
    if (i < n) {
        int key = keys[i];
        unsigned group = __match_any_sync(active, key);
        int leader = __ffs(group) - 1;
        int base = 0;
        if (lane == leader) {
            base = atomicAdd(&counters[key], __popc(group));
            atomicAdd(n_atomics, 1);
        }
        base = __shfl_sync(group, base, leader);
        slots[i] = base + __popc(group & ((1u << lane) - 1));
        int pred;
        unsigned all = __match_all_sync(active, key, &pred);
        all_same[i] = pred ? (int)(all == active) : (all == 0 ? 0 : -1);
    }
}

int main()
{
    const int n = 50000 + 17;
    std::vector<int> h(n);
    unsigned seed = 99;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1664525u + 1013904223u;
        int warp = i / 32;
        // Some warps all share one key, some have few keys, most have many.
        h[i] = warp % 7 == 0 ? warp % NKEYS : warp % 7 == 1 ? (int)(seed >> 31) * 5 : (int)(seed >> 28);
    }
    int *dkeys, *dcnt, *dslots, *dnat, *dall;
    CHECK(cudaMalloc((void **)&dkeys, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dcnt, NKEYS * sizeof(int)));
    CHECK(cudaMalloc((void **)&dslots, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dnat, sizeof(int)));
    CHECK(cudaMalloc((void **)&dall, n * sizeof(int)));
    CHECK(cudaMemcpy(dkeys, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dcnt, 0, NKEYS * sizeof(int)));
    CHECK(cudaMemset(dnat, 0, sizeof(int)));
    aggregate<<<(n + 255) / 256, 256>>>(dkeys, n, dcnt, dslots, dnat, dall);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> cnt(NKEYS), slots(n), all(n);
    int nat;
    CHECK(cudaMemcpy(cnt.data(), dcnt, NKEYS * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(slots.data(), dslots, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(all.data(), dall, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&nat, dnat, sizeof(int), cudaMemcpyDeviceToHost));

    std::vector<int> want_cnt(NKEYS, 0);
    int want_atomics = 0;
    for (int w = 0; w * 32 < n; ++w) {
        bool seen[NKEYS] = {false};
        int end = (w + 1) * 32 < n ? (w + 1) * 32 : n;
        bool same = true;
        for (int i = w * 32; i < end; ++i) {
            if (!seen[h[i]]) { seen[h[i]] = true; ++want_atomics; }
            want_cnt[h[i]]++;
            same = same && h[i] == h[w * 32];
        }
        for (int i = w * 32; i < end; ++i)
            if (all[i] != (same ? 1 : 0))
                REPORT("warp %d lane %d: __match_all_sync gave %d, expected %d\n", w, i - w * 32, all[i], same);
    }
    if (nat != want_atomics) REPORT("%d atomics, expected %d\n", nat, want_atomics);
    std::vector<std::vector<char>> used(NKEYS);
    for (int k = 0; k < NKEYS; ++k) {
        if (cnt[k] != want_cnt[k]) REPORT("key %d: count %d, expected %d\n", k, cnt[k], want_cnt[k]);
        used[k].assign(want_cnt[k], 0);
    }
    for (int i = 0; i < n; ++i) {
        int k = h[i], s = slots[i];
        if (s < 0 || s >= want_cnt[k] || used[k][s]) REPORT("element %d (key %d): bad or repeated slot %d\n", i, k, s);
        else used[k][s] = 1;
    }
    cudaFree(dkeys); cudaFree(dcnt); cudaFree(dslots); cudaFree(dnat); cudaFree(dall);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
