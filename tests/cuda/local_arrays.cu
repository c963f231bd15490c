// Per-thread private arrays indexed at run time (each thread has its own
// copy), a small per-thread sort, and a local struct array.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

#define K 12

struct Item { int key; float weight; };

__global__ void sortRows(const int *in, int *out, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    int v[K];
    for (int k = 0; k < K; ++k) v[k] = in[r * K + k];
    for (int a = 1; a < K; ++a) {             // insertion sort, per thread
        int x = v[a], b = a - 1;
        while (b >= 0 && v[b] > x) { v[b + 1] = v[b]; --b; }
        v[b + 1] = x;
    }
    for (int k = 0; k < K; ++k) out[r * K + k] = v[k];
}

__global__ void histogramLocal(const unsigned char *in, int *out, int rows, int len)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    int bins[16] = {0};
    Item items[4];
    for (int k = 0; k < 4; ++k) items[k] = Item{k * r, 0.5f * k};
    for (int k = 0; k < len; ++k) bins[in[r * len + k] & 15]++;
    int best = 0;
    for (int b = 1; b < 16; ++b)
        if (bins[b] > bins[best]) best = b;
    out[r] = best * 1000 + bins[best] + items[r % 4].key + (int)items[(r + 1) % 4].weight;
}

int main()
{
    const int rows = 2000, len = 50;
    std::vector<int> in(rows * K), out(rows * K);
    unsigned s = 12345;
    for (auto &x : in) { s = s * 1103515245u + 12345u; x = (int)(s >> 16) % 1000 - 500; }
    int *din, *dout;
    CHECK(cudaMalloc(&din, in.size() * sizeof(int)));
    CHECK(cudaMalloc(&dout, out.size() * sizeof(int)));
    CHECK(cudaMemcpy(din, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
    sortRows<<<(rows + 63) / 64, 64>>>(din, dout, rows);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; ++r) {
        std::vector<int> want(in.begin() + r * K, in.begin() + (r + 1) * K);
        std::sort(want.begin(), want.end());
        for (int k = 0; k < K; ++k)
            if (out[r * K + k] != want[k]) { printf("row %d col %d: %d, want %d\n", r, k, out[r * K + k], want[k]); return 1; }
    }

    std::vector<unsigned char> bytes(rows * len);
    for (auto &b : bytes) { s = s * 1103515245u + 12345u; b = (unsigned char)(s >> 20); }
    unsigned char *db;
    int *dres;
    std::vector<int> res(rows);
    CHECK(cudaMalloc(&db, bytes.size()));
    CHECK(cudaMalloc(&dres, rows * sizeof(int)));
    CHECK(cudaMemcpy(db, bytes.data(), bytes.size(), cudaMemcpyHostToDevice));
    histogramLocal<<<(rows + 127) / 128, 128>>>(db, dres, rows, len);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(res.data(), dres, rows * sizeof(int), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; ++r) {
        int bins[16] = {0};
        for (int k = 0; k < len; ++k) bins[bytes[r * len + k] & 15]++;
        int best = 0;
        for (int b = 1; b < 16; ++b) if (bins[b] > bins[best]) best = b;
        int want = best * 1000 + bins[best] + (r % 4) * r + (int)(0.5f * ((r + 1) % 4));
        if (res[r] != want) { printf("histogramLocal[%d] = %d, want %d\n", r, res[r], want); return 1; }
    }
    cudaFree(din); cudaFree(dout); cudaFree(db); cudaFree(dres);
    printf("PASS\n");
    return 0;
}
