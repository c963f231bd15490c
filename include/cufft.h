/* cuFFT, the toolkit's FFT library, over FFTW on the CPU (libs/fft/).
 * Written from NVIDIA's public cuFFT API reference: the names, types,
 * values and signatures a program uses.  What Ferry does not implement is
 * not declared, so that a program using it fails at compile time.
 * Usable from C, C++ and CUDA. */
#ifndef FERRY_CUFFT_H
#define FERRY_CUFFT_H
#define _CUFFT_H_ /* the toolkit's guard */

#include <stddef.h>

#include "cuComplex.h"
#include "driver_types.h"
#include "library_types.h"

#define CUFFT_VER_MAJOR 11
#define CUFFT_VER_MINOR 0
#define CUFFT_VER_PATCH 11
#define CUFFT_VER_BUILD 19
#define CUFFT_VERSION (CUFFT_VER_MAJOR * 1000 + CUFFT_VER_MINOR * 100 + CUFFT_VER_PATCH)

/* The toolkit's calling-convention macro: empty outside Windows. */
#ifndef CUFFTAPI
#define CUFFTAPI
#endif

/* The library is built with hidden visibility; its API must stay visible. */
#if defined(__GNUC__)
#define __FERRY_CUFFT_API extern __attribute__((visibility("default")))
#else
#define __FERRY_CUFFT_API extern
#endif

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum cufftResult_t {
    CUFFT_SUCCESS = 0x0,
    CUFFT_INVALID_PLAN = 0x1,
    CUFFT_ALLOC_FAILED = 0x2,
    CUFFT_INVALID_TYPE = 0x3,
    CUFFT_INVALID_VALUE = 0x4,
    CUFFT_INTERNAL_ERROR = 0x5,
    CUFFT_EXEC_FAILED = 0x6,
    CUFFT_SETUP_FAILED = 0x7,
    CUFFT_INVALID_SIZE = 0x8,
    CUFFT_UNALIGNED_DATA = 0x9,
    CUFFT_INCOMPLETE_PARAMETER_LIST = 0xA,
    CUFFT_INVALID_DEVICE = 0xB,
    CUFFT_PARSE_ERROR = 0xC,
    CUFFT_NO_WORKSPACE = 0xD,
    CUFFT_NOT_IMPLEMENTED = 0xE,
    CUFFT_LICENSE_ERROR = 0x0F,
    CUFFT_NOT_SUPPORTED = 0x10
} cufftResult;

#define MAX_CUFFT_ERROR 0x11

typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;

#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

typedef enum cufftType_t {
    CUFFT_R2C = 0x2a,
    CUFFT_C2R = 0x2c,
    CUFFT_C2C = 0x29,
    CUFFT_D2Z = 0x6a,
    CUFFT_Z2D = 0x6c,
    CUFFT_Z2Z = 0x69
} cufftType;

typedef enum cufftCompatibility_t {
    CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01
} cufftCompatibility;

#define CUFFT_COMPATIBILITY_DEFAULT CUFFT_COMPATIBILITY_FFTW_PADDING

typedef int cufftHandle;

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride,
                                                     int idist, int *onembed, int ostride, int odist, cufftType type,
                                                     int batch);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch,
                                                       size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type,
                                                       size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,
                                                       size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed,
                                                         int istride, int idist, int *onembed, int ostride,
                                                         int odist, cufftType type, int batch, size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftMakePlanMany64(cufftHandle plan, int rank, long long int *n,
                                                           long long int *inembed, long long int istride,
                                                           long long int idist, long long int *onembed,
                                                           long long int ostride, long long int odist,
                                                           cufftType type, long long int batch, size_t *workSize);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetSizeMany64(cufftHandle plan, int rank, long long int *n,
                                                          long long int *inembed, long long int istride,
                                                          long long int idist, long long int *onembed,
                                                          long long int ostride, long long int odist,
                                                          cufftType type, long long int batch, size_t *workSize);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist,
                                                         int *onembed, int ostride, int odist, cufftType type,
                                                         int batch, size_t *workSize);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftCreate(cufftHandle *handle);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch,
                                                      size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type,
                                                      size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type,
                                                      size_t *workSize);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed,
                                                        int istride, int idist, int *onembed, int ostride,
                                                        int odist, cufftType type, int batch, size_t *workArea);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetSize(cufftHandle handle, size_t *workSize);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftSetWorkArea(cufftHandle plan, void *workArea);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftSetAutoAllocation(cufftHandle plan, int autoAllocate);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata,
                                                    int direction);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata,
                                                    cufftDoubleComplex *odata, int direction);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata,
                                                    cufftDoubleComplex *odata);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata,
                                                    cufftDoubleReal *odata);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftSetStream(cufftHandle plan, cudaStream_t stream);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftDestroy(cufftHandle plan);

__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetVersion(int *version);
__FERRY_CUFFT_API cufftResult CUFFTAPI cufftGetProperty(libraryPropertyType type, int *value);

#if defined(__cplusplus)
}
#endif

#endif
