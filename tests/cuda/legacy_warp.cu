// The warp functions of CUDA 8 and before, without a mask: __shfl,
// __shfl_up, __shfl_down, __shfl_xor (int, unsigned, long, long long,
// float, double, __half, __half2; width below 32) and __ballot, __any, __all, as old
// reductions, scans, broadcasts and warp-aggregated atomics use them.
// nvcc 9+ refuses them for sm_70 and later; Ferry builds them at any
// -arch with a deprecation warning.  Each result is checked against the
// _sync form with a full mask and against the host.
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>

#include "tally.h"

#define WARPS 4
#define THREADS (32 * WARPS)
#define BLOCKS 3
#define N (THREADS * BLOCKS)

struct Out {
    int sum_i, sum_i_sync;
    float sum_f;
    double sum_d;
    long long sum_ll;
    unsigned xor_u, xor_u_sync;
    float bcast_f;
    long bcast_l;
    int bcast8, bcast8_sync;
    int scan16, scan16_sync;
    unsigned long long down4;
    float half_xor, half2_lo, half2_hi;
    unsigned ballot, ballot_sync;
    int any, all, any_sync, all_sync;
    unsigned branch_ballot;
};

__device__ unsigned counter;

__global__ void legacy(const int *in, Out *out, int *slots)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int v = in[gid];
    Out &o = out[gid];

    // tree reduction with __shfl_down, as the pre-CUDA 9 samples do
    int si = v, ss = v;
    float sf = (float)v * 0.25f;
    double sd = v * 1.5;
    long long sl = (long long)v << 33;
    for (int off = 16; off > 0; off /= 2) {
        si += __shfl_down(si, off);
        ss += __shfl_down_sync(0xffffffffu, ss, off);
        sf += __shfl_down(sf, off);
        sd += __shfl_down(sd, off);
        sl += __shfl_down(sl, off);
    }
    o.sum_i = si;
    o.sum_i_sync = ss;
    o.sum_f = sf;
    o.sum_d = sd;
    o.sum_ll = sl;

    // butterfly: every lane ends with the warp's xor of all values
    unsigned x = (unsigned)v * 2654435761u, xs = x;
    for (int m = 1; m < 32; m *= 2) {
        x ^= __shfl_xor(x, m);
        xs ^= __shfl_xor_sync(0xffffffffu, xs, m);
    }
    o.xor_u = x;
    o.xor_u_sync = xs;

    // broadcast from a lane chosen by the data, whole warp and width 8
    int src = in[blockIdx.x * blockDim.x + (threadIdx.x / 32) * 32] & 31;
    o.bcast_f = __shfl((float)v + 0.5f, src);
    o.bcast_l = __shfl((long)v * 3000000000L, 31 - src);
    o.bcast8 = __shfl(v, 5, 8);
    o.bcast8_sync = __shfl_sync(0xffffffffu, v, 5, 8);

    // inclusive scan in segments of 16 with __shfl_up
    int sc = v, scs = v;
    for (int d = 1; d < 16; d *= 2) {
        int t = __shfl_up(sc, d, 16), ts = __shfl_up_sync(0xffffffffu, scs, d, 16);
        if ((lane & 15) >= d) {
            sc += t;
            scs += ts;
        }
    }
    o.scan16 = sc;
    o.scan16_sync = scs;
    o.down4 = __shfl_down((unsigned long long)v << 40 | (unsigned)lane, 1, 4);
    // halves (cuda_fp16.h's forms): exact for these small values
    o.half_xor = __half2float(__shfl_xor(__float2half(v * 0.5f), 3));
    __half2 h2 = __floats2half2_rn((float)v, (float)-lane);
    h2 = __shfl_up(h2, 2, 8);
    o.half2_lo = __low2float(h2);
    o.half2_hi = __high2float(h2);

    // votes on predicates that differ from lane to lane
    int pred = v % 3 == 0;
    o.ballot = __ballot(pred);
    o.ballot_sync = __ballot_sync(0xffffffffu, pred);
    o.any = __any(v > 90);
    o.all = __all(v >= 0 && lane < 31);
    o.any_sync = __any_sync(0xffffffffu, v > 90);
    o.all_sync = __all_sync(0xffffffffu, v >= 0 && lane < 31);

    // a ballot inside a branch sees the lanes that took it
    o.branch_ballot = 0;
    if (v & 1)
        o.branch_ballot = __ballot(lane % 4 == 1);

    // warp-aggregated increment: one atomicAdd per warp for the lanes
    // with an even value, the leader's old value shared with __shfl
    if (v % 2 == 0) {
        unsigned active = __ballot(1);
        int leader = __ffs(active) - 1;
        unsigned base = 0;
        if (lane == leader)
            base = atomicAdd(&counter, __popc(active));
        base = __shfl((int)base, leader);
        slots[base + __popc(active & ((1u << lane) - 1))] = gid;
    }
}

static int host_value(int i)
{
    return (i * 37 + i / 7) % 101;
}

int main()
{
    int *in, *slots;
    Out *out;
    cudaMallocManaged(&in, N * sizeof(int));
    cudaMallocManaged(&slots, N * sizeof(int));
    cudaMallocManaged(&out, N * sizeof(Out));
    for (int i = 0; i < N; i++) {
        in[i] = host_value(i);
        slots[i] = -1;
    }
    unsigned zero = 0;
    cudaMemcpyToSymbol(counter, &zero, sizeof zero);
    legacy<<<BLOCKS, THREADS>>>(in, out, slots);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);

    for (int w = 0; w < N / 32; w++) {
        const int *v = in + w * 32;
        int si = 0, anyv = 0, allv = 1;
        double sd = 0;
        float sf = 0;
        long long sl = 0;
        unsigned xr = 0, ballot = 0, branch = 0;
        for (int l = 0; l < 32; l++) {
            si += v[l];
            sd += v[l] * 1.5;
            sl += (long long)v[l] << 33;
            xr ^= (unsigned)v[l] * 2654435761u;
            ballot |= (unsigned)(v[l] % 3 == 0) << l;
            branch |= (unsigned)((v[l] & 1) && l % 4 == 1) << l;
            anyv |= v[l] > 90;
            allv &= v[l] >= 0 && l < 31;
        }
        // the tree's own order of float additions
        float part[32];
        for (int l = 0; l < 32; l++)
            part[l] = (float)v[l] * 0.25f;
        for (int off = 16; off > 0; off /= 2)
            for (int l = 0; l < off; l++)
                part[l] += part[l + off];
        sf = part[0];
        int src = v[0] & 31;
        for (int l = 0; l < 32; l++) {
            const Out &o = out[w * 32 + l];
            if (l == 0) {
                CHECK(o.sum_i == si && o.sum_i_sync == si);
                CHECK(o.sum_f == sf);
                CHECK(o.sum_d == sd);
                CHECK(o.sum_ll == sl);
            }
            CHECK(o.xor_u == xr && o.xor_u_sync == xr);
            CHECK(o.bcast_f == (float)v[src] + 0.5f);
            CHECK(o.bcast_l == (long)v[31 - src] * 3000000000L);
            CHECK(o.bcast8 == v[(l & ~7) + 5] && o.bcast8_sync == o.bcast8);
            int scan = 0;
            for (int k = l & ~15; k <= l; k++)
                scan += v[k];
            CHECK(o.scan16 == scan && o.scan16_sync == scan);
            // within a segment of 4, the last lane keeps its own value
            int from = (l & 3) == 3 ? l : l + 1;
            CHECK(o.down4 == ((unsigned long long)v[from] << 40 | (unsigned)from));
            CHECK(o.half_xor == v[l ^ 3] * 0.5f);
            int up = (l & 7) >= 2 ? l - 2 : l;
            CHECK(o.half2_lo == (float)v[up] && o.half2_hi == (float)-up);
            CHECK(o.ballot == ballot && o.ballot_sync == ballot);
            CHECK(!!o.any == anyv && !!o.any_sync == anyv);
            CHECK(!!o.all == allv && !!o.all_sync == allv);
            CHECK(o.branch_ballot == ((v[l] & 1) ? branch : 0u));
        }
    }

    // every even value got a slot of its own, and no other slot was written
    unsigned count = 0;
    CHECK(cudaMemcpyFromSymbol(&count, counter, sizeof count) == cudaSuccess);
    unsigned even = 0;
    for (int i = 0; i < N; i++)
        even += in[i] % 2 == 0;
    CHECK(count == even);
    static int seen[N];
    memset(seen, 0, sizeof seen);
    for (unsigned k = 0; k < N; k++) {
        if (k < count) {
            CHECK(slots[k] >= 0 && slots[k] < N && in[slots[k]] % 2 == 0);
            if (slots[k] >= 0 && slots[k] < N)
                seen[slots[k]]++;
        } else {
            CHECK(slots[k] == -1);
        }
    }
    for (int i = 0; i < N; i++)
        CHECK(seen[i] == (in[i] % 2 == 0));

    cudaFree(in);
    cudaFree(slots);
    cudaFree(out);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
