// NVCC-FLAGS: -arch=sm_80
// __half from __nv_bfloat16 and back (CUDA's explicit constructors), for
// every 16-bit pattern, against the same conversion through float.  (CUDA
// has no atomicAdd_block/_system on the 16-bit types: nvcc rejects them.)
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdio>

__global__ void convert(unsigned short *to_bf16, unsigned short *to_half, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned short bits = (unsigned short)i;
    to_bf16[i] = __bfloat16_as_ushort(__nv_bfloat16(__ushort_as_half(bits)));
    to_half[i] = __half_as_ushort(__half(__ushort_as_bfloat16(bits)));
}

int main()
{
    const int n = 65536;
    unsigned short *to_bf16, *to_half;
    cudaMallocManaged(&to_bf16, n * sizeof *to_bf16);
    cudaMallocManaged(&to_half, n * sizeof *to_half);
    convert<<<n / 256, 256>>>(to_bf16, to_half, n);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int i = 0; i < n; i++) {
        unsigned short bits = (unsigned short)i;
        unsigned short wb = __bfloat16_as_ushort(__float2bfloat16(__half2float(__ushort_as_half(bits))));
        unsigned short wh = __half_as_ushort(__float2half(__bfloat162float(__ushort_as_bfloat16(bits))));
        if (to_bf16[i] != wb || to_half[i] != wh) {
            if (bad++ < 5)
                printf("FAIL: 0x%04x gives bf16 0x%04x half 0x%04x, want 0x%04x 0x%04x\n", i, to_bf16[i],
                       to_half[i], wb, wh);
        }
    }
    // the host has the constructors too
    if (__bfloat162float(__nv_bfloat16(__float2half(3.0f))) != 3.0f || __half2float(__half(__float2bfloat16(-2.5f))) != -2.5f) {
        printf("FAIL: host conversions\n");
        bad++;
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
