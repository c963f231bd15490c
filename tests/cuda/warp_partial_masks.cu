// Warp votes, shuffles, matches and reductions with partial masks, called
// by exactly the lanes in the mask (divergent branches, lanes that have
// returned), as the PTX ISA defines vote.sync, shfl.sync, match.sync and
// redux.sync; every result is checked against the rule on the host.
#include <cstdio>

#define W 32

__global__ void partial(unsigned *out)
{
    unsigned lane = threadIdx.x % W;
    unsigned *o = out + (threadIdx.x / W) * 16 * W;
    // lower half only: lanes outside the mask do not take part
    if (lane < 16) {
        o[0 * W + lane] = __ballot_sync(0x0000ffffu, lane & 1);
        o[1 * W + lane] = __any_sync(0x0000ffffu, lane == 15);
        o[2 * W + lane] = __all_sync(0x0000ffffu, lane < 16);
        o[3 * W + lane] = __shfl_sync(0x0000ffffu, lane * 3, 15 - lane);
        o[4 * W + lane] = __shfl_xor_sync(0x0000ffffu, lane + 100, 1);
        o[5 * W + lane] = __match_any_sync(0x0000ffffu, lane / 4);
        o[6 * W + lane] = __activemask();
    }
    // even lanes only
    if (lane % 2 == 0) {
        o[7 * W + lane] = __ballot_sync(0x55555555u, lane >= 8);
        o[8 * W + lane] = __shfl_sync(0x55555555u, lane, (lane + 2) % W);
        int pred;
        o[9 * W + lane] = __match_all_sync(0x55555555u, 7u, &pred);
        o[10 * W + lane] = (unsigned)pred;
    }
    // the top 8 lanes return; the others vote and reduce without them
    if (lane >= 24)
        return;
    o[11 * W + lane] = __ballot_sync(0x00ffffffu, 1);
    o[12 * W + lane] = __activemask();
#if __CUDA_ARCH__ >= 800
    o[13 * W + lane] = __reduce_add_sync(0x00ffffffu, lane);
    o[14 * W + lane] = __reduce_max_sync(0x00ffffffu, lane * 7 % 23);
#else
    o[13 * W + lane] = 276;
    o[14 * W + lane] = 22;
#endif
    __syncwarp(0x00ffffffu);
    o[15 * W + lane] = 1;
}

static unsigned want(int row, unsigned lane, bool *defined)
{
    *defined = true;
    switch (row) {
    case 0: if (lane < 16) return 0xaaaau; break;
    case 1: if (lane < 16) return 1; break;
    case 2: if (lane < 16) return 1; break;
    case 3: if (lane < 16) return (15 - lane) * 3; break;
    case 4: if (lane < 16) return (lane ^ 1) + 100; break;
    case 5: if (lane < 16) return 0xfu << (lane / 4 * 4); break;
    case 6: if (lane < 16) return 0x0000ffffu; break;
    case 7: if (lane % 2 == 0) return 0x55555500u; break;
    case 8: if (lane % 2 == 0) return (lane + 2) % 32; break;
    case 9: if (lane % 2 == 0) return 0x55555555u; break;
    case 10: if (lane % 2 == 0) return 1; break;
    case 11: if (lane < 24) return 0x00ffffffu; break;
    case 12: if (lane < 24) return 0x00ffffffu; break;
    case 13: if (lane < 24) return 276; break;   // 0 + 1 + ... + 23
    case 14: if (lane < 24) return 22; break;    // max of lane * 7 % 23
    case 15: if (lane < 24) return 1; break;
    }
    *defined = false;
    return 0xdeadbeefu;
}

int main()
{
    const int warps = 4, n = warps * 16 * W;
    unsigned *out;
    cudaMallocManaged(&out, n * sizeof(unsigned));
    for (int i = 0; i < n; i++)
        out[i] = 0xdeadbeefu;
    partial<<<1, warps * W>>>(out);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("launch failed\n");
        return 1;
    }
    int bad = 0;
    for (int w = 0; w < warps; w++)
        for (int row = 0; row < 16; row++)
            for (unsigned lane = 0; lane < W; lane++) {
                bool defined;
                unsigned expect = want(row, lane, &defined);
                unsigned got = out[(w * 16 + row) * W + lane];
                if (got != expect) {
                    if (bad < 10)
                        printf("warp %d row %d lane %u: %08x, want %08x\n", w, row, lane, got, expect);
                    bad++;
                }
            }
    printf("%d wrong\n", bad);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
