// __isGlobal/__isShared/__isConstant/__isLocal (PTX isspacep) on pointers to
// global, __device__, static and dynamic shared, local and __constant__ data.
#include <cstdio>
__constant__ int cvals[4] = {1, 2, 3, 4};
__device__ int gval;
// Not inlined, so that the compiler cannot know where p points and asks
// at run time (PTX isspacep).
__device__ __noinline__ int space(const void *p)
{
    return __isGlobal(p) ? 1 : __isShared(p) ? 3 : __isConstant(p) ? 4 : __isLocal(p) ? 5 : 0;
}

__global__ void k(int *out, const int *g)
{
    __shared__ int s[32];
    int local[4];
    extern __shared__ int dyn[];
    local[threadIdx.x % 4] = threadIdx.x;
    s[threadIdx.x] = local[threadIdx.x % 4];
    const void *ps[6] = {g, &gval, s + threadIdx.x, dyn + 3, local, cvals + 1};
    int r = 0;
    for (int i = 0; i < 6; i++)
        r = r * 10 + space(ps[i]);
    out[threadIdx.x] = r + s[threadIdx.x] * 0;
}
int main()
{
    int *d, h[32];
    cudaMalloc(&d, sizeof h);
    k<<<1, 32, 64>>>(d, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[31]);
    printf(h[0] == 113354 && h[31] == 113354 ? "PASS\n" : "FAIL\n");
}
