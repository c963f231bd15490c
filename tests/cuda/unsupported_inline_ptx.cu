// Inline PTX that Ferry cannot lower yet: the compile must fail with the
// instruction named and the source line of the asm statement, never
// miscompile. (Inline PTX as such is supported: see tests/cuda/asm_*.cu.)
// EXPECT-COMPILE-ERROR: unsupported_inline_ptx.cu:10:5: error: PTX instruction 'mystery.u32' in asm is not supported yet
#include <cstdio>

__global__ void lane_ids(unsigned *out)
{
    unsigned lane;
    asm("mystery.u32 %0;" : "=r"(lane));
    out[threadIdx.x] = lane;
}

int main()
{
    printf("should not compile\n");
    return 0;
}
