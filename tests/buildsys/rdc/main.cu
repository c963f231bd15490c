#include "vecmath.h"

#include <cstdio>

__global__ void dots(const float *a, const float *b, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = dot3(a + 3 * i, b + 3 * i);
}

int main()
{
    const int n = 100;
    float a[3 * n], b[3 * n], out[n], v[n];
    for (int i = 0; i < 3 * n; i++) {
        a[i] = float(i % 5);
        b[i] = 2.0f;
    }
    float *da, *db, *dout;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    dots<<<1, 128>>>(da, db, dout, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        float want = 2.0f * (a[3 * i] + a[3 * i + 1] + a[3 * i + 2]);
        if (out[i] != want) {
            printf("FAIL rdc: dot %d: %g != %g\n", i, out[i], want);
            return 1;
        }
        v[i] = float(i);
    }
    scale_all(v, n, 3.0f);
    for (int i = 0; i < n; i++)
        if (v[i] != 3.0f * i) {
            printf("FAIL rdc: scale %d\n", i);
            return 1;
        }
    printf("PASS rdc\n");
    return 0;
}
