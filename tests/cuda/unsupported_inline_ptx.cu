// Inline PTX is not supported yet: the compile must fail with the feature
// named and the source line of the asm statement, never miscompile.
// EXPECT-COMPILE-ERROR: unsupported_inline_ptx.cu:9:5: error: inline PTX is not supported yet
#include <cstdio>

__global__ void lane_ids(unsigned *out)
{
    unsigned lane;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    out[threadIdx.x] = lane;
}

int main()
{
    printf("should not compile\n");
    return 0;
}
