// The texture reference API was removed in CUDA 12: a program that still
// declares a texture<> reference fails to compile, saying what to use.
// EXPECT-COMPILE-ERROR: the texture reference API was removed in CUDA 12; use texture objects
// PTX-DIFF-SKIP: the program does not compile, by design
#include <cstdio>

texture<float, 2, cudaReadModeElementType> tex;

__global__ void k(float *out) { out[0] = 1.0f; }

int main()
{
    printf("PASS\n");
    return 0;
}
