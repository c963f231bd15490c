// Control flow that differs between threads of one block: early returns,
// if/else chains, a switch, loops whose trip count depends on the thread,
// break/continue, and a ternary select over pointers.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__host__ __device__ int work(int i, const int *a, const int *b)
{
    if (i % 7 == 0) return -1;               // early exit for some threads
    int acc = 0;
    switch (i % 5) {
    case 0: acc = 10; break;
    case 1: acc = a[i % 16]; break;
    case 2: acc = b[i % 16] * 2; // fall through
    case 3: acc += 3; break;
    default: acc = -i; break;
    }
    for (int k = 0; k < i % 37; ++k) {        // per-thread trip count
        if (k % 3 == 2) continue;
        acc += k;
        if (acc > 500) break;
    }
    int m = i;
    while (m > 1 && m % 2 == 0) m /= 2;       // data-dependent while
    const int *src = (m & 1) ? a : b;
    return acc + src[m % 16];
}

__global__ void divergent(const int *a, const int *b, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = work(i, a, b);
}

// Half the threads of each block return before any memory access.
__global__ void oddOnly(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x & 1) {
        out[i] = i;
        return;
    }
    if (threadIdx.x % 4 == 0) out[i] = -i;
}

int main()
{
    int ha[16], hb[16];
    for (int k = 0; k < 16; ++k) { ha[k] = k * k; hb[k] = 100 - k; }
    const int n = 5000;
    int *da, *db, *dout;
    CHECK(cudaMalloc(&da, sizeof(ha)));
    CHECK(cudaMalloc(&db, sizeof(hb)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice));
    divergent<<<(n + 127) / 128, 128>>>(da, db, dout, n);
    CHECK(cudaGetLastError());
    std::vector<int> out(n);
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (out[i] != work(i, ha, hb)) { printf("divergent[%d] = %d, want %d\n", i, out[i], work(i, ha, hb)); return 1; }

    CHECK(cudaMemset(dout, 0x7f, n * sizeof(int)));
    oddOnly<<<10, 100>>>(dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, 1000 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1000; ++i) {
        int t = i % 100;
        int want = (t & 1) ? i : (t % 4 == 0) ? -i : 0x7f7f7f7f;
        if (out[i] != want) { printf("oddOnly[%d] = %d, want %d\n", i, out[i], want); return 1; }
    }
    cudaFree(da); cudaFree(db); cudaFree(dout);
    printf("PASS\n");
    return 0;
}
