// Atomic functions: plain atomicrmw/cmpxchg, relaxed (monotonic).
// ARCHS: sm_60 sm_75 sm_90
// IR: atomicrmw add ptr .* monotonic
// IR: atomicrmw fadd ptr .* float .* monotonic
// IR: atomicrmw fadd ptr .* double .* monotonic
// IR: atomicrmw sub
// IR: atomicrmw xchg
// IR: atomicrmw min
// IR: atomicrmw umax
// IR: atomicrmw and
// IR: atomicrmw or
// IR: atomicrmw xor
// IR: cmpxchg ptr .* i16
// IR: cmpxchg weak
// NO-IR: seq_cst
__device__ unsigned long long g_counter;

__global__ void k(int *i, unsigned *u, unsigned long long *ull, long long *ll, float *f, double *d,
                  unsigned short *us) {
    int r = atomicAdd(i, 1) + atomicSub(i, 2) + atomicExch(i, 3) + atomicMin(i, 4) + atomicMax(i, 5) +
            atomicAnd(i, 6) + atomicOr(i, 7) + atomicXor(i, 8) + atomicCAS(i, 9, 10) + atomicAdd_block(i, 1) +
            atomicAdd_system(i, 1) + atomicCAS_block(i, 1, 2) + atomicMax_system(i, 2);
    unsigned ru = atomicAdd(u, 1u) + atomicSub(u, 2u) + atomicExch(u, 3u) + atomicMin(u, 4u) +
                  atomicMax(u, 5u) + atomicAnd(u, 6u) + atomicOr(u, 7u) + atomicXor(u, 8u) +
                  atomicCAS(u, 9u, 10u) + atomicInc(u, 17u) + atomicDec(u, 17u) + atomicInc_block(u, 3u) +
                  atomicDec_system(u, 3u);
    unsigned long long rl = atomicAdd(ull, 1ull) + atomicExch(ull, 2ull) + atomicMin(ull, 3ull) +
                            atomicMax(ull, 4ull) + atomicAnd(ull, 5ull) + atomicOr(ull, 6ull) +
                            atomicXor(ull, 7ull) + atomicCAS(ull, 8ull, 9ull) + atomicAdd(&g_counter, 1ull) +
                            atomicSub(ull, 1ull);
    long long rll = atomicMin(ll, 1ll) + atomicMax(ll, 2ll);
    float rf = atomicAdd(f, 1.0f) + atomicExch(f, 2.0f) + atomicAdd_block(f, 1.0f);
    double rd = atomicAdd(d, 1.0) + atomicAdd_system(d, 2.0);
    unsigned short rs = atomicCAS(us, (unsigned short)1, (unsigned short)2);
    i[1] = r + (int)ru + (int)rl + (int)rll + (int)rf + (int)rd + rs;
}
int main() { return 0; }
