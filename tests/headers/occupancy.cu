// cuda_occupancy.h in a CUDA source, as Thrust includes it, with its
// functions usable in device code too.
#include "occupancy.cpp"

__global__ void occupancy_in_kernel(int *out) {
    cudaOccDeviceProp p;
    cudaOccFuncAttributes a;
    cudaOccDeviceState s;
    cudaOccResult r;
    *out = cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 64, 0);
}
