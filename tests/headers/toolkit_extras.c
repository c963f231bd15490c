/* The toolkit headers that are C: complex numbers, library types and the
 * built-in types, compiled by gcc and clang. */
#include <cuComplex.h>
#include <library_types.h>
#include <builtin_types.h>
#include <host_config.h>

double complex_demo(void);
double complex_demo(void)
{
    cuFloatComplex a = make_cuFloatComplex(1.0f, 2.0f), b = make_cuComplex(3.0f, -1.0f);
    cuFloatComplex q = cuCdivf(cuCmulf(a, b), b);
    cuDoubleComplex d = cuCfma(cuComplexFloatToDouble(q), make_cuDoubleComplex(0, 1), make_cuDoubleComplex(1, 1));
    cudaDataType t = CUDA_R_32F;
    libraryPropertyType p = PATCH_LEVEL;
    float2 f = cuComplexDoubleToFloat(cuConj(d));
    return cuCabs(d) + cuCabsf(cuCsubf(f, cuCaddf(q, a))) + (double)t + (double)p;
}
