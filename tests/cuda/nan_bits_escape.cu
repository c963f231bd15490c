// NaN bits that arithmetic chose leave the kernel canonical, whichever way
// they leave: accumulators kept across barriers in per-thread slots and
// stored through a float4 (make_float4 goes through a struct copy). x86
// passes on one of two NaN operands' payloads, chosen by the instruction
// encoding, so without this the bits differed between CPU variants.
#include <cstdio>
#include <cstring>
__global__ void k(const unsigned *bits, float4 *out)
{
    __shared__ float t[64];
    float a = 0, b = 0;
    for (int r = 0; r < 2; r++) {
        t[threadIdx.x] = __int_as_float(bits[threadIdx.x % 2]);
        __syncthreads();
        a += t[0] + t[1];
        b += t[1] * t[0];
        __syncthreads();
    }
    out[threadIdx.x] = make_float4(a, b, 0, 0);
}
int main()
{
    unsigned h[2] = {0x7fc00001u, 0xffc00002u}, *d;
    float4 *o, r[64];
    cudaMalloc(&d, 8); cudaMalloc(&o, sizeof r);
    cudaMemcpy(d, h, 8, cudaMemcpyHostToDevice);
    k<<<1, 64>>>(d, o);
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    unsigned x, y;
    int bad = 0;
    for (int t = 0; t < 64; t++) {
        memcpy(&x, &r[t].x, 4);
        memcpy(&y, &r[t].y, 4);
        if (x != 0x7fffffffu || y != 0x7fffffffu) {
            printf("FAIL thread %d: %08x %08x, want the canonical NaN 7fffffff\n", t, x, y);
            bad = 1;
        }
    }
    if (!bad)
        printf("PASS\n");
    return bad;
}
