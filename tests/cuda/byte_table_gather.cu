// Table lookups indexed by bytes: scores of letter pairs from a table in
// constant memory (Needleman-Wunsch's similarity matrix), a 64 Ki-entry
// table indexed by two bytes, one by a byte's remainder, one by a clamped
// byte and one by a byte sum that wraps, and a shared 2D table; every
// lane's index is small, so the lowering gathers with 32-bit indices. Each
// result is checked against the host's.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "check.h"

#define ALPHA 24

__constant__ int pair_score[ALPHA * ALPHA];

__global__ void lookups(const unsigned char *a, const unsigned char *b, const int *wide, int *out, int n)
{
    __shared__ int grid[16][17];
    for (int k = threadIdx.x; k < 16 * 17; k += blockDim.x)
        grid[k / 17][k % 17] = k * 3 - 100;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned x = a[i], y = b[i];
        int s = pair_score[(x % ALPHA) * ALPHA + y % ALPHA];
        s += wide[(x << 8) | y];
        s += wide[min(x, 200u) * 300 + (y >> 3)];
        s += grid[x & 15][y % 17];
        s += wide[(unsigned char)(x + y) * 3]; // a byte sum that wraps at 256
        out[i] = s;
    }
}

int main()
{
    const int n = 100003;
    std::vector<unsigned char> a(n), b(n);
    for (int i = 0; i < n; i++) {
        a[i] = (unsigned char)(i * 131 + 7);
        b[i] = (unsigned char)(i * 37 + i / 255);
    }
    std::vector<int> table(ALPHA * ALPHA), wide(1 << 16);
    for (int k = 0; k < ALPHA * ALPHA; k++)
        table[k] = (k * 7919) % 11 - 5;
    for (int k = 0; k < (1 << 16); k++)
        wide[k] = (k * 2654435761u) >> 20;
    unsigned char *da, *db;
    int *dwide, *dout;
    CHECK(cudaMalloc(&da, n));
    CHECK(cudaMalloc(&db, n));
    CHECK(cudaMalloc(&dwide, wide.size() * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(da, a.data(), n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b.data(), n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dwide, wide.data(), wide.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpyToSymbol(pair_score, table.data(), table.size() * sizeof(int)));
    lookups<<<(n + 255) / 256, 256>>>(da, db, dwide, dout, n);
    CHECK(cudaGetLastError());
    std::vector<int> out(n);
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        unsigned x = a[i], y = b[i];
        int s = table[(x % ALPHA) * ALPHA + y % ALPHA] + wide[(x << 8) | y] + wide[(x < 200 ? x : 200) * 300 + (y >> 3)];
        s += ((int)(x & 15) * 17 + (int)(y % 17)) * 3 - 100;
        s += wide[(unsigned char)(x + y) * 3];
        if (out[i] != s) {
            printf("out[%d] = %d, want %d\n", i, out[i], s);
            return 1;
        }
    }
    printf("PASS\n");
    return 0;
}
