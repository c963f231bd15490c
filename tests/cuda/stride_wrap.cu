// Grid-stride loops whose 32-bit variable (i = lo + blockIdx.x * blockDim.x
// + threadIdx.x, stepped by the grid) is widened to 64 bits. On the CPU,
// in a run where every thread of the block stays in the loop and the
// block's first i leaves room for all its threads below INT_MAX, i widens
// as B + threadIdx.x in 64 bits; elsewhere each thread widens its own
// value. Near INT_MAX (and UINT_MAX, unsigned) i wraps within a block's
// threads while `i <= top` still holds for all of them: each must see its
// own 32-bit value, widened. Whether all threads of a block stay in the
// loop is read from its first and last thread there. Checked against the
// same loops run on the host, thread by thread.
#include <climits>
#include <vector>
#include "check.h"

template <typename I, typename W> __host__ __device__ void visit(W *seen, I lo, I top, unsigned x, unsigned bx, unsigned bdim, unsigned gdim)
{
    for (I i = lo + bx * bdim + x; i <= top; i += gdim * bdim) {
        seen[(unsigned)i - (unsigned)lo] = (W)i;
        if (i < lo) // wrapped past the top: recorded once, then stop
            return;
    }
}

template <typename I, typename W> __global__ void visit_all(W *seen, I lo, I top)
{
    visit(seen, lo, top, threadIdx.x, blockIdx.x, blockDim.x, gridDim.x);
}

// The bound first, exclusive: `end > i`, which may end inside a block.
template <typename I, typename W> __host__ __device__ void visit_to(W *seen, I lo, I end, unsigned x, unsigned bx, unsigned bdim, unsigned gdim)
{
    for (I i = lo + bx * bdim + x; end > i; i += gdim * bdim) {
        seen[(unsigned)i - (unsigned)lo] = (W)i;
        if (i < lo)
            return;
    }
}

// With W = int, i is not widened: the first and last threads still decide.
template <typename I, typename W> __global__ void visit_end(W *seen, I lo, I end)
{
    visit_to(seen, lo, end, threadIdx.x, blockIdx.x, blockDim.x, gridDim.x);
}


enum { SLOTS = 8192 };

// end: visit_end with top as its bound, instead of visit.
template <typename I, typename W> static int run(const char *what, I lo, I top, unsigned grid, dim3 block, bool end = false)
{
    std::vector<W> want(SLOTS, (W)-1), got(SLOTS);
    for (unsigned bx = 0; bx < grid; bx++)
        for (unsigned x = 0; x < block.x; x++)
            if (end)
                visit_to(want.data(), lo, top, x, bx, block.x, grid);
            else
                visit(want.data(), lo, top, x, bx, block.x, grid);
    W *d;
    CHECK(cudaMalloc(&d, SLOTS * sizeof(W)));
    CHECK(cudaMemset(d, 0xff, SLOTS * sizeof(W)));
    if (end)
        visit_end<I, W><<<grid, block>>>(d, lo, top);
    else
        visit_all<I, W><<<grid, block>>>(d, lo, top);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got.data(), d, SLOTS * sizeof(W), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    for (int j = 0; j < SLOTS; j++)
        if (got[j] != want[j]) {
            printf("%s from %lld: slot %d holds %lld, want %lld\n", what, (long long)lo, j, (long long)got[j], (long long)want[j]);
            return 1;
        }
    return 0;
}

int main()
{
    // far from the top: every full run widens as B + x
    if (run<int, long long>("signed", 0, 4999, 3, dim3(256)) || run<int, long long>("signed", 1000, 5899, 5, dim3(100)))
        return 1;
    // within a block of INT_MAX: the last threads' i wraps to negative
    if (run<int, long long>("signed", INT_MAX - 700, INT_MAX, 2, dim3(256))
        || run<int, long long>("signed", INT_MAX - 3000, INT_MAX, 3, dim3(100))
        || run<int, long long>("signed", INT_MAX - 900, INT_MAX, 4, dim3(32, 4))) // rows share i
        return 1;
    // the bound first, ending inside a block (its first thread passes,
    // its last does not), far from INT_MAX and near it
    if (run<int, long long>("end", 0, 3000, 4, dim3(256), true) || run<int, long long>("end", 77, 5000, 3, dim3(96), true)
        || run<int, long long>("end", INT_MAX - 1000, INT_MAX, 2, dim3(256), true)
        || run<int, int>("end", INT_MAX - 700, INT_MAX, 2, dim3(256), true)) // a block across INT_MAX
        return 1;
    // unsigned: across 2^31 (B + x below it only), and up to UINT_MAX
    if (run<unsigned, unsigned long long>("unsigned", 0x7fffffffu - 1000, 0x80000000u + 1500, 3, dim3(256))
        || run<unsigned, unsigned long long>("unsigned", UINT_MAX - 700, UINT_MAX, 2, dim3(256)))
        return 1;
    // 64-bit variables (size_t k): the same test of the first and last thread
    if (run<long long, long long>("signed 64", 5, 5000, 3, dim3(256))
        || run<unsigned long long, unsigned long long>("unsigned 64", ULLONG_MAX - 700, ULLONG_MAX, 2, dim3(256))
        || run<unsigned long long, unsigned long long>("end 64", ULLONG_MAX - 700, ULLONG_MAX, 2, dim3(256), true))
        return 1;
    printf("PASS\n");
    return 0;
}
