// The host side of texref.sh's program: a texture reference bound with
// cudaBindTexture, read by fetch.ptx's kernel (written as nvcc 11 wrote
// texture references: .global .texref and tex.1d on it), which replaces
// this file's device code.
#include <cstdio>

texture<float, 1> tref;

extern "C" __global__ void k(float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch(tref, i);
}

int main()
{
    const int n = 32;
    float h[n], got[n], *d, *o;
    for (int i = 0; i < n; i++)
        h[i] = i * 1.5f - 4.0f;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    if (cudaBindTexture(0, tref, d, sizeof h) != cudaSuccess)
        return printf("FAIL: cudaBindTexture\n"), 1;
    k<<<1, n>>>(o, n);
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += got[i] != h[i];
    cudaUnbindTexture(tref);
    k<<<1, n>>>(o, n); /* unbound: reads zero */
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        bad += got[i] != 0.0f;
    printf(bad || cudaGetLastError() != cudaSuccess ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
