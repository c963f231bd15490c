// The smaller toolkit headers in a CUDA source: complex arithmetic, the
// pipeline primitives and cooperative_groups::memcpy_async in device code.
#include <cuComplex.h>
#include <library_types.h>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <builtin_types.h>
#include <common_functions.h>
#include <host_config.h>
#include <crt/host_config.h>
#include <crt/device_functions.h>
#include <crt/math_functions.h>
#include <crt/common_functions.h>
#include <device_atomic_functions.h>
#include <sm_20_atomic_functions.h>
#include <sm_32_atomic_functions.h>
#include <sm_60_atomic_functions.h>
#include <sm_20_intrinsics.h>
#include <sm_30_intrinsics.h>
#include <sm_32_intrinsics.h>
#include <sm_35_intrinsics.h>
#include <sm_61_intrinsics.h>

namespace cg = cooperative_groups;

// IR: llvm.memcpy
__global__ void k(cuFloatComplex *z, cuDoubleComplex *w, const float *in, float *out) {
    __shared__ float tile[64];
    cg::thread_block b = cg::this_thread_block();
    cg::memcpy_async(b, tile, in, sizeof(float) * 64);
    cg::wait(b);
    __pipeline_memcpy_async(&tile[threadIdx.x], &in[threadIdx.x], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    cuFloatComplex a = z[threadIdx.x], c = make_cuFloatComplex(tile[threadIdx.x], 1.0f);
    z[threadIdx.x] = cuCaddf(cuCmulf(a, c), cuCdivf(a, c));
    out[threadIdx.x] = cuCabsf(cuConjf(cuCsubf(a, c))) + cuCrealf(a) + cuCimagf(c);
    cuDoubleComplex d = w[threadIdx.x];
    w[threadIdx.x] = cuCfma(d, cuCdiv(d, make_cuDoubleComplex(2.0, 1.0)), cuComplexFloatToDouble(a));
    (void)cuCabs(d);
    cg::wait_prior<1>(cg::tiled_partition<32>(b));
}

int host_side() {
    cuDoubleComplex d = cuCmul(make_cuDoubleComplex(1, 2), make_cuDoubleComplex(3, 4));
    cudaDataType_t t = CUDA_C_64F;
    return (int)cuCreal(d) + (int)t + (int)MAJOR_VERSION;
}
