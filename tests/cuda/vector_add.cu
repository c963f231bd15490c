// Element-wise c = a + b over a size that is not a multiple of the block.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void vecAdd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

int main()
{
    const int n = 100003;
    size_t bytes = n * sizeof(float);
    float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        ha[i] = (float)(i % 1000) * 0.5f;
        hb[i] = (float)(n - i) * 0.25f;
        hc[i] = -1.0f;
    }
    float *da, *db, *dc;
    CHECK(cudaMalloc(&da, bytes));
    CHECK(cudaMalloc(&db, bytes));
    CHECK(cudaMalloc(&dc, bytes));
    CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dc, 0, bytes));

    int block = 256;
    int grid = (n + block - 1) / block;
    vecAdd<<<grid, block>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float want = ha[i] + hb[i];
        if (hc[i] != want) {
            if (bad < 5) printf("c[%d] = %f, want %f\n", i, hc[i], want);
            ++bad;
        }
    }
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    free(ha); free(hb); free(hc);
    if (bad) { printf("%d mismatches\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
