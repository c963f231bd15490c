// Inline PTX with the "q" constraint: a 128-bit integer in a .b128 register,
// split into and built from two 64-bit halves with mov.b128.
#include <cstdio>
__global__ void k(unsigned long long *out, __int128 *io)
{
    __int128 v = io[threadIdx.x], w;
    unsigned long long lo, hi;
    asm("mov.b128 {%0, %1}, %2;" : "=l"(lo), "=l"(hi) : "q"(v));
    asm("mov.b128 %0, {%1, %2};" : "=q"(w) : "l"(hi), "l"(lo));
    out[2 * threadIdx.x] = lo;
    out[2 * threadIdx.x + 1] = hi;
    io[threadIdx.x] = w;
}
int main()
{
    __int128 h[4]; unsigned long long o[8];
    for (int i = 0; i < 4; i++) h[i] = ((__int128)(i + 1) << 64) | (unsigned)(100 + i);
    __int128 *d; unsigned long long *dout;
    cudaMalloc(&d, sizeof h); cudaMalloc(&dout, sizeof o);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 4>>>(dout, d);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 4; i++) {
        bad |= o[2*i] != 100u + i || o[2*i+1] != (unsigned)i + 1;
        bad |= (unsigned long long)h[i] != (unsigned long long)(i + 1) || (unsigned long long)(h[i] >> 64) != 100u + i;
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad;
}
