// NVCC-FLAGS: -arch=sm_80
// A kernel's PTX and binary version (cudaFuncGetAttributes) is the
// architecture it was compiled for, one of __CUDA_ARCH_LIST__: CUB's ptx_compute_cap checks exactly that, and a
// Thrust program built with -arch=sm_80 aborted while it said 75.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void at80(int *p) { *p = 80; }

static bool in_list(int version)
{
    static const int list[] = {__CUDA_ARCH_LIST__};
    for (int a : list)
        if (a == version * 10)
            return true;
    return false;
}

int main()
{
    cudaFuncAttributes attr;
    if (cudaFuncGetAttributes(&attr, at80) != cudaSuccess) {
        printf("FAIL: cudaFuncGetAttributes\n");
        return 1;
    }
    printf("ptxVersion %d binaryVersion %d\n", attr.ptxVersion, attr.binaryVersion);
    bool ok = attr.ptxVersion == 80 && attr.binaryVersion == 80 && in_list(attr.ptxVersion);

    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
