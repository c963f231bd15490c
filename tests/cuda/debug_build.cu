// The divergence and local-array programs again, built without optimisation
// and with device debug information, as `nvcc -O0 -G -g` users do.
// NVCC-FLAGS: -O0 -G -g
#define main divergence_main
#include "divergence.cu"
#undef main
#define main local_arrays_main
#undef CHECK
#include "local_arrays.cu"
#undef main

int main()
{
    if (divergence_main() != 0) return 1;
    return local_arrays_main();
}
