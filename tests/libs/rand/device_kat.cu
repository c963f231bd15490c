// Known answers of the device API's generators: Philox4x32-10 against the
// Random123 known-answer vectors (Salmon et al. 2011), MRG32k3a against
// L'Ecuyer's published first outputs from 12345 x 6 (seed 0 here),
// XORWOW with seed 0 against Marsaglia's xorwow from his start state; and
// jumps (skipahead, subsequences) against stepping.
#include <cstdio>
#include <curand_kernel.h>
#include "../../cuda/tally.h"

struct Kat { unsigned int ctr[4], key[2], out[4]; };

__global__ void philox_kat(const Kat *k, unsigned int *out, int n)
{
    int i = threadIdx.x;
    if (i >= n) return;
    curandStatePhilox4_32_10_t s;
    unsigned long long seed = (unsigned long long)k[i].key[1] << 32 | k[i].key[0];
    unsigned long long sub = (unsigned long long)k[i].ctr[3] << 32 | k[i].ctr[2];
    curand_init(seed, sub, 0, &s);
    s.ctr.x = k[i].ctr[0];
    s.ctr.y = k[i].ctr[1];
    skipahead(0ull, &s); /* recomputes the block at the counter */
    uint4 r = curand4(&s);
    out[4 * i] = r.x; out[4 * i + 1] = r.y; out[4 * i + 2] = r.z; out[4 * i + 3] = r.w;
}

__global__ void firsts(unsigned int *xw, unsigned int *mrg, double *mrgd, unsigned int *ph)
{
    curandState_t x;
    curand_init(0, 0, 0, &x);
    for (int i = 0; i < 8; i++) xw[i] = curand(&x);
    curandStateMRG32k3a_t m;
    curand_init(0, 0, 0, &m);
    for (int i = 0; i < 3; i++) mrg[i] = curand(&m);
    curand_init(0, 0, 0, &m);
    for (int i = 0; i < 5; i++) mrgd[i] = curand_uniform_double(&m);
    curandStatePhilox4_32_10_t p;
    curand_init(0, 0, 0, &p);
    for (int i = 0; i < 8; i++) ph[i] = curand(&p);
}

/* ok[g] = 1 when skipahead(n) equals n steps and curand_init's offset and
 * subsequence equal the matching skipaheads */
template <class S>
__device__ int jumps_agree(unsigned long long seed)
{
    S a, b, c;
    curand_init(seed, 0, 0, &a);
    curand_init(seed, 0, 0, &b);
    for (int i = 0; i < 1000; i++) curand(&a);
    skipahead(1000ull, &b);
    int ok = 1;
    for (int i = 0; i < 16; i++) ok &= curand(&a) == curand(&b);
    curand_init(seed, 0, 777, &c);
    curand_init(seed, 0, 0, &b);
    skipahead(777ull, &b);
    for (int i = 0; i < 16; i++) ok &= curand(&c) == curand(&b);
    curand_init(seed, 5, 3, &c);
    curand_init(seed, 0, 0, &b);
    skipahead_sequence(5ull, &b);
    skipahead(3ull, &b);
    for (int i = 0; i < 16; i++) ok &= curand(&c) == curand(&b);
    /* different subsequences differ */
    curand_init(seed, 1, 0, &c);
    curand_init(seed, 0, 0, &b);
    int same = 0;
    for (int i = 0; i < 16; i++) same += curand(&c) == curand(&b);
    ok &= same < 2;
    return ok;
}

__global__ void jumps(int *ok)
{
    ok[0] = jumps_agree<curandStateXORWOW_t>(1234);
    ok[1] = jumps_agree<curandStateMRG32k3a_t>(1234);
    ok[2] = jumps_agree<curandStatePhilox4_32_10_t>(1234);
    /* a subsequence is 2^67 XORWOW steps: two skips of 2^66 */
    curandState_t a, b;
    curand_init(99, 1, 0, &a);
    curand_init(99, 0, 0, &b);
    skipahead(1ull << 62, &b); skipahead(1ull << 62, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    /* 2 * 2^62 + 14 * 2^63 = 2^63 + 7 * 2^64 ... = 2^67 needs 16 * 2^63 */
    skipahead(1ull << 63, &b); skipahead(1ull << 63, &b);
    int x = 1;
    for (int i = 0; i < 8; i++) x &= curand(&a) == curand(&b);
    ok[3] = !x; /* 2^62*2 + 16*2^63 = 2^63 + 2^67: must NOT match */
    curand_init(99, 0, 0, &b);
    for (int i = 0; i < 16; i++) skipahead(1ull << 63, &b);
    curand_init(99, 1, 0, &a);
    x = 1;
    for (int i = 0; i < 8; i++) x &= curand(&a) == curand(&b);
    ok[4] = x;
    /* a MRG32k3a subsequence is 2^76 steps: 2^13 skips of 2^63 */
    curandStateMRG32k3a_t m, n;
    curand_init(7, 1, 0, &m);
    curand_init(7, 0, 0, &n);
    for (int i = 0; i < 8192; i++) skipahead(1ull << 63, &n);
    x = 1;
    for (int i = 0; i < 8; i++) x &= curand(&m) == curand(&n);
    ok[5] = x;
}

static unsigned int xw_ref[8];
static void xorwow_reference()
{
    /* Marsaglia, "Xorshift RNGs" (2003), xorwow */
    unsigned int x = 123456789, y = 362436069, z = 521288629, w = 88675123, v = 5783321, d = 6615241;
    for (int i = 0; i < 8; i++) {
        unsigned int t = x ^ (x >> 2);
        x = y; y = z; z = w; w = v;
        v = (v ^ (v << 4)) ^ (t ^ (t << 1));
        d += 362437;
        xw_ref[i] = v + d;
    }
}

int main()
{
    const Kat kats[3] = {
        {{0, 0, 0, 0}, {0, 0}, {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
        {{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff},
         {0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
        {{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, {0xa4093822, 0x299f31d0},
         {0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
    };
    Kat *dk; unsigned int *dout;
    cudaMalloc(&dk, sizeof kats);
    cudaMalloc(&dout, 12 * sizeof(unsigned int));
    cudaMemcpy(dk, kats, sizeof kats, cudaMemcpyHostToDevice);
    philox_kat<<<1, 3>>>(dk, dout, 3);
    unsigned int out[12];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) CHECK(out[4 * i + j] == kats[i].out[j]);

    unsigned int *xw, *mrg, *ph; double *mrgd; int *ok;
    cudaMallocManaged(&xw, 8 * sizeof *xw);
    cudaMallocManaged(&mrg, 3 * sizeof *mrg);
    cudaMallocManaged(&mrgd, 5 * sizeof *mrgd);
    cudaMallocManaged(&ph, 8 * sizeof *ph);
    cudaMallocManaged(&ok, 6 * sizeof *ok);
    firsts<<<1, 1>>>(xw, mrg, mrgd, ph);
    jumps<<<1, 1>>>(ok);
    cudaDeviceSynchronize();
    xorwow_reference();
    for (int i = 0; i < 8; i++) CHECK(xw[i] == xw_ref[i]);
    CHECK(mrg[0] == 545508589u);
    CHECK(mrg[1] == 1368065410u);
    CHECK(mrg[2] == 1327943761u);
    const double lecuyer[5] = {0.12701112204657714, 0.3185275653967945, 0.3091860155832701,
                               0.8258468629271136, 0.2216299157820229};
    for (int i = 0; i < 5; i++) CHECK(mrgd[i] == lecuyer[i] || fabs(mrgd[i] - lecuyer[i]) < 1e-16);
    /* seed 0, counter 0: the first Random123 vector */
    CHECK(ph[0] == 0x6627e8d5 && ph[1] == 0xe169c58d && ph[2] == 0xbc57ac4c && ph[3] == 0x9b00dbd8);
    for (int i = 0; i < 6; i++) {
        if (!ok[i]) printf("jump check %d failed\n", i);
        CHECK(ok[i]);
    }
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
