// The votes without a mask (__ballot, __any, __all), as CUDA 8 code and
// later code that kept them use them: on predicates that differ from lane
// to lane, inside a branch (the lanes that took it), and in a
// warp-aggregated atomic.  nvcc 13 still compiles these for sm_75 and
// later (with a warning) into the pre-Volta vote instructions, so the PTX
// differential tests run this program through those forms as well
// (legacy_warp has the shuffles, which nvcc 13 refuses).
#include <cuda_runtime.h>
#include <cstdio>

#include "tally.h"

#define THREADS 96
#define BLOCKS 5
#define N (THREADS * BLOCKS)

__device__ unsigned counter;

__global__ void votes(const int *in, unsigned *ballot, int *any_all, unsigned *branch, int *slots)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int v = in[gid];
    ballot[gid] = __ballot(v % 3 == 0);
    any_all[gid] = (__any(v > 95) ? 1 : 0) | (__all(v >= 0 && lane != 30) ? 2 : 0) | (__all(v >= 0) ? 4 : 0);
    branch[gid] = 0;
    if (v & 1)
        branch[gid] = __ballot(lane % 4 == 1);
    if (v % 2 == 0) {
        unsigned active = __ballot(1);
        int leader = __ffs(active) - 1;
        unsigned base = 0;
        if (lane == leader)
            base = atomicAdd(&counter, __popc(active));
        base = __shfl_sync(active, base, leader);
        slots[base + __popc(active & ((1u << lane) - 1))] = gid;
    }
}

int main()
{
    int *in, *any_all, *slots;
    unsigned *ballot, *branch;
    cudaMallocManaged(&in, N * sizeof(int));
    cudaMallocManaged(&any_all, N * sizeof(int));
    cudaMallocManaged(&slots, N * sizeof(int));
    cudaMallocManaged(&ballot, N * sizeof(unsigned));
    cudaMallocManaged(&branch, N * sizeof(unsigned));
    for (int i = 0; i < N; i++) {
        in[i] = (i * 53 + i / 5) % 97 + (i / 32 == 3 ? 3 : 0);
        slots[i] = -1;
    }
    unsigned zero = 0;
    cudaMemcpyToSymbol(counter, &zero, sizeof zero);
    votes<<<BLOCKS, THREADS>>>(in, ballot, any_all, branch, slots);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);

    for (int w = 0; w < N / 32; w++) {
        const int *v = in + w * 32;
        unsigned b = 0, br = 0;
        int any = 0, all30 = 1;
        for (int l = 0; l < 32; l++) {
            b |= (unsigned)(v[l] % 3 == 0) << l;
            br |= (unsigned)((v[l] & 1) && l % 4 == 1) << l;
            any |= v[l] > 95;
            all30 &= l != 30;
        }
        for (int l = 0; l < 32; l++) {
            int g = w * 32 + l;
            CHECK(ballot[g] == b);
            CHECK(any_all[g] == (any | (all30 ? 2 : 0) | 4));
            CHECK(branch[g] == ((v[l] & 1) ? br : 0u));
        }
    }
    unsigned count = 0, even = 0;
    CHECK(cudaMemcpyFromSymbol(&count, counter, sizeof count) == cudaSuccess);
    for (int i = 0; i < N; i++)
        even += in[i] % 2 == 0;
    CHECK(count == even);
    static int seen[N];
    for (unsigned k = 0; k < N; k++) {
        if (k < count && slots[k] >= 0 && slots[k] < N && in[slots[k]] % 2 == 0)
            seen[slots[k]]++;
        else
            CHECK(k >= count && slots[k] == -1);
    }
    for (int i = 0; i < N; i++)
        CHECK(seen[i] == (in[i] % 2 == 0));
    printf("ballot of warp 0: %08x, any/all of warp 3: %d\n", ballot[0], any_all[96]);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
