// Vector loads through the read-only path written in inline PTX, the way
// hand-tuned kernels do: ld.global.nc.v4.f32 with the address in an "l"
// operand, ld.global.nc.v2.u32 and a scalar ld.global.nc.f32 with an
// offset ([%1+8]), and st.global.v4.f32 for the result.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__device__ __forceinline__ float4 ldg4(const float4 *p)
{
    float4 v;
    asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
                 : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
                 : "l"(p));
    return v;
}

__global__ void scale(const float4 *in, const uint2 *idx, float4 *out, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float4 v = ldg4(in + i);
    uint2 k;
    asm("ld.global.nc.v2.u32 {%0, %1}, [%2];" : "=r"(k.x), "=r"(k.y) : "l"(idx + i));
    float third;
    asm("ld.global.nc.f32 %0, [%1+8];" : "=f"(third) : "l"(in + i)); // in[i].z
    float4 r = make_float4(v.x * s + k.x, v.y * s + k.y, v.z * s - third, v.w * s);
    asm volatile("st.global.v4.f32 [%0], {%1, %2, %3, %4};"
                 :: "l"(out + i), "f"(r.x), "f"(r.y), "f"(r.z), "f"(r.w) : "memory");
}

int main()
{
    const int n = 10000;
    float4 *in, *out;
    uint2 *idx;
    CHECK(cudaMalloc(&in, n * sizeof(float4)));
    CHECK(cudaMalloc(&out, n * sizeof(float4)));
    CHECK(cudaMalloc(&idx, n * sizeof(uint2)));
    float4 *h = (float4 *)malloc(n * sizeof(float4)), *g = (float4 *)malloc(n * sizeof(float4));
    uint2 *hk = (uint2 *)malloc(n * sizeof(uint2));
    for (int i = 0; i < n; i++) {
        h[i] = make_float4(i * 0.5f, -i * 0.25f, i % 17 * 1.5f, 1.0f / (i + 1));
        hk[i] = make_uint2(i % 7, i % 5);
    }
    CHECK(cudaMemcpy(in, h, n * sizeof(float4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(idx, hk, n * sizeof(uint2), cudaMemcpyHostToDevice));
    scale<<<(n + 63) / 64, 64>>>(in, idx, out, n, 3.0f);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(g, out, n * sizeof(float4), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        float4 e = make_float4(h[i].x * 3.0f + hk[i].x, h[i].y * 3.0f + hk[i].y, h[i].z * 3.0f - h[i].z,
                               h[i].w * 3.0f);
        if ((g[i].x != e.x || g[i].y != e.y || g[i].z != e.z || g[i].w != e.w) && bad++ < 10)
            printf("out[%d] = (%g %g %g %g), expected (%g %g %g %g)\n", i, g[i].x, g[i].y, g[i].z, g[i].w,
                   e.x, e.y, e.z, e.w);
    }
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
