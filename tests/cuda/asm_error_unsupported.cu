// An instruction Ferry cannot lower in inline PTX is a compile error at
// the asm statement, naming the instruction and its place in the asm
// string; never a silent miscompile.
// EXPECT-COMPILE-ERROR: asm_error_unsupported.cu:11:5: error: PTX instruction 'frobnicate.b32' in asm is not supported yet (asm text 2:5: "    frobnicate.b32 %0, %0;")
#include <cstdio>

__global__ void k(unsigned *out)
{
    unsigned v = out[threadIdx.x];
    asm("mov.u32 %0, %%laneid;" : "=r"(v));     // supported: no error here
    asm("add.u32 %0, %0, 1;\n"
    "    frobnicate.b32 %0, %0;" : "+r"(v));
    out[threadIdx.x] = v;
}

int main()
{
    printf("should not compile\n");
    return 0;
}
