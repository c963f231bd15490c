/* cuFFT's extensible interface, single-device basics: plans described by
 * data types (cufftXtMakePlanMany) and execution by plan type
 * (cufftXtExec).  Written from NVIDIA's public cuFFT API reference; the
 * multi-GPU descriptors and callbacks are not declared (not implemented). */
#ifndef FERRY_CUFFTXT_H
#define FERRY_CUFFTXT_H
#define _CUFFTXT_H_ /* the toolkit's guard */

#include "cufft.h"

#if defined(__cplusplus)
extern "C" {
#endif

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n,
                                                           long long int *inembed, long long int istride,
                                                           long long int idist, cudaDataType inputtype,
                                                           long long int *onembed, long long int ostride,
                                                           long long int odist, cudaDataType outputtype,
                                                           long long int batch, size_t *workSize,
                                                           cudaDataType executiontype);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n,
                                                          long long int *inembed, long long int istride,
                                                          long long int idist, cudaDataType inputtype,
                                                          long long int *onembed, long long int ostride,
                                                          long long int odist, cudaDataType outputtype,
                                                          long long int batch, size_t *workSize,
                                                          cudaDataType executiontype);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftXtExec(cufftHandle plan, void *input, void *output, int direction);

#if defined(__cplusplus)
}
#endif

#endif
