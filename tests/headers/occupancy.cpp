/* cuda_occupancy.h in C++: occupancy.c, the constructors from the runtime's
 * structures and the templated block size search. */
#include <cuda_runtime_api.h>
#include "occupancy.c"

int occupancy_cxx(const cudaDeviceProp &dp, const cudaFuncAttributes &fa);
int occupancy_cxx(const cudaDeviceProp &dp, const cudaFuncAttributes &fa)
{
    cudaOccDeviceProp p(dp);
    cudaOccFuncAttributes a(fa);
    const cudaOccDeviceState s = {};
    cudaOccResult r{};
    int grid = 0, block = 0;
    struct Quadratic {
        size_t operator()(int b) const { return (size_t)b * (size_t)b / 64; }
    };
    if (cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(&grid, &block, &p, &a, &s, Quadratic()) != CUDA_OCC_SUCCESS)
        return -1;
    if (cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &p, &a, &s) != CUDA_OCC_SUCCESS ||
        cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &p, &a, &s, 512) != CUDA_OCC_SUCCESS)
        return -2;
    if (cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, block, 0) != CUDA_OCC_SUCCESS)
        return -3;
    return r.activeBlocksPerMultiprocessor * grid + occupancy_c();
}
