// A device function that reads threadIdx but cannot be inlined into its
// kernel is rejected with its source line (not yet supported).
// EXPECT-COMPILE-ERROR: unsupported_noinline_tid.cu:6:53: error: device function
#include <cstdio>

__device__ __noinline__ unsigned my_lane() { return threadIdx.x % 32; }

__global__ void lanes(unsigned *out) { out[threadIdx.x] = my_lane(); }

int main()
{
    printf("should not compile\n");
    return 0;
}
