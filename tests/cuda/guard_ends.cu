// Bounds checks at a kernel's start that whole blocks pass, decided from
// the block's first and last thread: i = base + threadIdx.x against n,
// signed and unsigned, sign- and zero-extended, in 1-D and 2-D blocks,
// with bases that make a block's indices wrap past INT_MAX, UINT_MAX and
// zero (where the first and last thread say nothing of the ones between).
// Every thread records whether it passed; each record is checked against
// the host's.
#include <climits>
#include <cstdio>
#include <vector>
#include "check.h"

#define BLOCK 64

__host__ __device__ int wrap_add(int a, unsigned b) { return (int)((unsigned)a + b); }

__global__ void signed_i(int base, int n, int *out)
{
    int i = wrap_add(base, blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n)
        out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

__global__ void unsigned_u(unsigned base, unsigned lo, int *out)
{
    unsigned u = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= lo)
        out[blockIdx.x * blockDim.x + threadIdx.x] = 2;
}

__global__ void widened(int base, long long n, unsigned long long un, int *out)
{
    int i = wrap_add(base, blockIdx.x * blockDim.x + threadIdx.x);
    unsigned u = (unsigned)i;
    if ((long long)i >= n)
        return;
    if ((unsigned long long)u < un)
        out[blockIdx.x * blockDim.x + threadIdx.x] = 3;
}

__global__ void sign_read_unsigned(int base, unsigned long long n, int *out)
{
    int i = wrap_add(base, blockIdx.x * blockDim.x + threadIdx.x);
    if ((unsigned long long)(long long)i < n)
        out[blockIdx.x * blockDim.x + threadIdx.x] = 4;
}

__global__ void grid_2d(int w, int h, int *out)
{
    __shared__ int row[8][8];
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    row[threadIdx.y][threadIdx.x] = x + y;
    out[y * 64 + x] = 5 + row[threadIdx.y][threadIdx.x] - x - y;
}

// Clears the records, runs launch, and compares each thread's record with
// want(thread); false (and why) on the first difference.
template <class Launch, class Want>
static bool trial(const char *what, int count, int *dout, Launch launch, Want want)
{
    std::vector<int> got(count);
    cudaError_t e = cudaMemset(dout, 0, count * sizeof(int));
    launch();
    if (e == cudaSuccess)
        e = cudaMemcpy(got.data(), dout, count * sizeof(int), cudaMemcpyDeviceToHost);
    if (e != cudaSuccess) {
        printf("%s: %s\n", what, cudaGetErrorString(e));
        return false;
    }
    for (int t = 0; t < count; t++)
        if (got[t] != want(t)) {
            printf("%s: thread %d gave %d, want %d\n", what, t, got[t], want(t));
            return false;
        }
    return true;
}

int main()
{
    const int blocks = 4, threads = blocks * BLOCK;
    int *dout;
    CHECK(cudaMalloc(&dout, 64 * 64 * sizeof(int)));
    const int ibases[] = {0, -100, -32, INT_MAX - 100, INT_MAX - 63, INT_MAX - 64, INT_MIN, -1};
    const int ns[] = {0, 1, 100, -50, INT_MAX, INT_MIN, 150};
    for (int base : ibases)
        for (int n : ns) {
            long long ln = n == INT_MIN ? LLONG_MAX : (long long)n * 3;
            unsigned long long un = (unsigned)n, sn = n < 0 ? ULLONG_MAX - 5 : (unsigned long long)n;
            bool ok = trial("signed_i", threads, dout, [&] { signed_i<<<blocks, BLOCK>>>(base, n, dout); },
                            [&](int t) { return wrap_add(base, t) < n ? 1 : 0; })
                   && trial("widened", threads, dout, [&] { widened<<<blocks, BLOCK>>>(base, ln, un, dout); },
                            [&](int t) {
                                int i = wrap_add(base, t);
                                return (long long)i < ln && (unsigned long long)(unsigned)i < un ? 3 : 0;
                            })
                   && trial("sign_read_unsigned", threads, dout,
                            [&] { sign_read_unsigned<<<blocks, BLOCK>>>(base, sn, dout); },
                            [&](int t) { return (unsigned long long)(long long)wrap_add(base, t) < sn ? 4 : 0; });
            if (!ok)
                return printf("base %d n %d\n", base, n), 1;
        }
    const unsigned ubases[] = {0, 100, UINT_MAX - 100, UINT_MAX - 63, 0x7fffffe0u};
    const unsigned los[] = {0, 1, 150, UINT_MAX, UINT_MAX - 50, 0x80000000u};
    for (unsigned base : ubases)
        for (unsigned lo : los)
            if (!trial("unsigned_u", threads, dout, [&] { unsigned_u<<<blocks, BLOCK>>>(base, lo, dout); },
                       [&](int t) { return base + (unsigned)t >= lo ? 2 : 0; }))
                return printf("base %u lo %u\n", base, lo), 1;
    const int sizes[][2] = {{64, 64}, {61, 64}, {64, 59}, {13, 7}, {0, 5}};
    for (auto &wh : sizes)
        if (!trial("grid_2d", 64 * 64, dout, [&] { grid_2d<<<dim3(8, 8), dim3(8, 8)>>>(wh[0], wh[1], dout); },
                   [&](int k) { return k % 64 < wh[0] && k / 64 < wh[1] ? 5 : 0; }))
            return printf("w %d h %d\n", wh[0], wh[1]), 1;
    printf("PASS\n");
    return 0;
}
