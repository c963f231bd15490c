// Warp votes: __any_sync, __all_sync, __uni_sync, __ballot_sync and
// __activemask in converged code over the full warp, then with partial masks
// inside a divergent branch (only lanes in the mask are compared).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

enum { NR = 9 };
#define PART_MASK 0x0f0f5555u   // lanes taking the divergent branch

__global__ void votes(const int *pred_in, unsigned *res)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int p = pred_in[i];
    unsigned *r = res + i * NR;
    r[0] = __activemask();
    r[1] = __any_sync(0xffffffffu, p) ? 1 : 0;
    r[2] = __all_sync(0xffffffffu, p) ? 1 : 0;
    r[3] = __uni_sync(0xffffffffu, p) ? 1 : 0;
    r[4] = __ballot_sync(0xffffffffu, p);
    if (PART_MASK & (1u << lane)) {
        r[5] = __any_sync(PART_MASK, p) ? 1 : 0;
        r[6] = __all_sync(PART_MASK, p) ? 1 : 0;
        r[7] = __uni_sync(PART_MASK, p) ? 1 : 0;
        r[8] = __ballot_sync(PART_MASK, p);
    }
}

// Blocks of 40 threads: the second warp has 8 lanes, and a full mask
// means the lanes that are there.
__global__ void short_votes(const int *pred_in, unsigned *res)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int p = pred_in[i];
    res[4 * i] = __ballot_sync(0xffffffffu, p);
    res[4 * i + 1] = __any_sync(0xffffffffu, p);
    res[4 * i + 2] = __all_sync(0xffffffffu, p);
    res[4 * i + 3] = __uni_sync(0xffffffffu, p);
}

static void check_short_votes(const int *dp, const std::vector<int> &p)
{
    const int bs = 40, nb = 8, n = bs * nb;
    unsigned *dr;
    CHECK(cudaMalloc((void **)&dr, 4 * n * sizeof(unsigned)));
    short_votes<<<nb, bs>>>(dp, dr);
    CHECK(cudaDeviceSynchronize());
    std::vector<unsigned> r(4 * n);
    CHECK(cudaMemcpy(r.data(), dr, 4 * n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        int t = i % bs, first = i - t % 32, lanes = t < 32 ? 32 : bs - 32;
        unsigned present = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1, on = 0;
        for (int l = 0; l < lanes; l++)
            on |= (unsigned)(p[first + l] != 0) << l;
        unsigned want[4] = {on, on != 0, on == present, on == 0 || on == present};
        for (int k = 0; k < 4; k++)
            if (r[4 * i + k] != want[k])
                REPORT("short block, thread %d: vote %d = 0x%x, expected 0x%x\n", i, k, r[4 * i + k], want[k]);
    }
    cudaFree(dr);
}

int main()
{
    const int nwarps = 64, n = nwarps * 32;
    std::vector<int> p(n);
    for (int w = 0; w < nwarps; ++w)
        for (int l = 0; l < 32; ++l) {
            int v;
            switch (w % 8) {
            case 0: v = 0; break;                       // all false
            case 1: v = 1 + l; break;                   // all true (nonzero values)
            case 2: v = l == 21; break;                 // one lane, outside PART_MASK
            case 3: v = l == 8; break;                  // one lane, inside PART_MASK
            case 4: v = (PART_MASK >> l) & 1; break;    // true exactly on PART_MASK
            case 5: v = !((PART_MASK >> l) & 1); break; // false exactly on PART_MASK
            case 6: v = (l * 7 + w) % 3 == 0; break;
            default: v = -(l & 1); break;               // odd lanes: -1
            }
            p[w * 32 + l] = v;
        }
    int *dp;
    unsigned *dr;
    CHECK(cudaMalloc((void **)&dp, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dr, n * NR * sizeof(unsigned)));
    CHECK(cudaMemcpy(dp, p.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dr, 0xee, n * NR * sizeof(unsigned)));
    votes<<<nwarps / 4, 128>>>(dp, dr);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<unsigned> r(n * NR);
    CHECK(cudaMemcpy(r.data(), dr, n * NR * sizeof(unsigned), cudaMemcpyDeviceToHost));

    for (int w = 0; w < nwarps; ++w) {
        unsigned full = 0, part = 0;
        for (int l = 0; l < 32; ++l)
            if (p[w * 32 + l]) full |= 1u << l;
        part = full & PART_MASK;
        unsigned want[NR] = {0xffffffffu, full != 0, full == 0xffffffffu, full == 0 || full == 0xffffffffu, full,
                             part != 0, part == PART_MASK, part == 0 || part == PART_MASK, part};
        const char *names[NR] = {"__activemask", "any", "all", "uni", "ballot",
                                 "any(partial)", "all(partial)", "uni(partial)", "ballot(partial)"};
        for (int l = 0; l < 32; ++l) {
            const unsigned *got = &r[(w * 32 + l) * NR];
            int last = (PART_MASK >> l) & 1 ? NR : 5;
            for (int k = 0; k < last; ++k)
                if (got[k] != want[k])
                    REPORT("warp %d lane %d: %s = 0x%x, expected 0x%x\n", w, l, names[k], got[k], want[k]);
        }
    }
    check_short_votes(dp, p);
    cudaFree(dp); cudaFree(dr);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
