/* cufftXt single-device basics: a plan described by data types is one of
 * the six classic types; cufftXtExec runs whichever the plan is.  Half and
 * bfloat16 transforms (which FFTW lacks) are CUFFT_NOT_SUPPORTED. */
#include <cufftXt.h>

#include "fft.h"

static cufftResult type_of(cudaDataType in, cudaDataType out, cudaDataType exec, cufftType *t)
{
    if (in == CUDA_C_32F && out == CUDA_C_32F && exec == CUDA_C_32F)
        *t = CUFFT_C2C;
    else if (in == CUDA_R_32F && out == CUDA_C_32F && exec == CUDA_C_32F)
        *t = CUFFT_R2C;
    else if (in == CUDA_C_32F && out == CUDA_R_32F && exec == CUDA_C_32F)
        *t = CUFFT_C2R;
    else if (in == CUDA_C_64F && out == CUDA_C_64F && exec == CUDA_C_64F)
        *t = CUFFT_Z2Z;
    else if (in == CUDA_R_64F && out == CUDA_C_64F && exec == CUDA_C_64F)
        *t = CUFFT_D2Z;
    else if (in == CUDA_C_64F && out == CUDA_R_64F && exec == CUDA_C_64F)
        *t = CUFFT_Z2D;
    else if (in == CUDA_C_16F || in == CUDA_R_16F || in == CUDA_C_16BF || in == CUDA_R_16BF)
        return CUFFT_NOT_SUPPORTED;
    else
        return CUFFT_INVALID_TYPE;
    return CUFFT_SUCCESS;
}

cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                long long int istride, long long int idist, cudaDataType inputtype,
                                long long int *onembed, long long int ostride, long long int odist,
                                cudaDataType outputtype, long long int batch, size_t *workSize,
                                cudaDataType executiontype)
{
    cufftType t;
    cufftResult r = type_of(inputtype, outputtype, executiontype, &t);
    if (r != CUFFT_SUCCESS)
        return r;
    return cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, t, batch, workSize);
}

cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                               long long int istride, long long int idist, cudaDataType inputtype,
                               long long int *onembed, long long int ostride, long long int odist,
                               cudaDataType outputtype, long long int batch, size_t *workSize,
                               cudaDataType executiontype)
{
    cufftType t;
    cufftResult r = type_of(inputtype, outputtype, executiontype, &t);
    if (r != CUFFT_SUCCESS)
        return r;
    return cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, t, batch, workSize);
}

cufftResult cufftXtExec(cufftHandle plan, void *input, void *output, int direction)
{
    fft_plan *p = fft_get(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    cufftType t = p->type;
    bool made = p->made;
    fft_put(p);
    if (!made)
        return CUFFT_INVALID_PLAN;
    /* The real types' direction is implied by the type. */
    if (fft_is_real_in(t) || fft_is_real_out(t))
        direction = CUFFT_FORWARD;
    return fft_exec(plan, t, input, output, direction);
}
