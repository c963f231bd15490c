/* Texture references: their sampling settings, set and read back with the
 * checks CUDA documents (a known mode, dimension, format and flags). */
#include <string.h>

#include "cu_internal.h"

#define KNOWN_FLAGS                                                                                         \
    (CU_TRSF_READ_AS_INTEGER | CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SRGB |                              \
     CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION | CU_TRSF_SEAMLESS_CUBEMAP)

FERRY_API CUresult cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS && (dim < 0 || dim > 2 || (unsigned)am > CU_TR_ADDRESS_MODE_BORDER))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        t->s.address[dim] = am;
    return r;
}

FERRY_API CUresult cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pam, &t);
    if (r == CUDA_SUCCESS && (dim < 0 || dim > 2))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pam = t->s.address[dim];
    return r;
}

static CUresult set_filter(CUtexref h, CUfilter_mode fm, bool mipmap)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(h, h, &t);
    if (r == CUDA_SUCCESS && (unsigned)fm > CU_TR_FILTER_MODE_LINEAR)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *(mipmap ? &t->s.mipmap_filter : &t->s.filter) = fm;
    return r;
}

static CUresult get_filter(CUfilter_mode *pfm, CUtexref h, bool mipmap)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(h, pfm, &t);
    if (r == CUDA_SUCCESS)
        *pfm = mipmap ? t->s.mipmap_filter : t->s.filter;
    return r;
}

FERRY_API CUresult cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    return set_filter(hTexRef, fm, false);
}

FERRY_API CUresult cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    return get_filter(pfm, hTexRef, false);
}

FERRY_API CUresult cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    return set_filter(hTexRef, fm, true);
}

FERRY_API CUresult cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    return get_filter(pfm, hTexRef, true);
}

FERRY_API CUresult cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS)
        t->s.bias = bias;
    return r;
}

FERRY_API CUresult cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pbias, &t);
    if (r == CUDA_SUCCESS)
        *pbias = t->s.bias;
    return r;
}

FERRY_API CUresult cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS) {
        t->s.min_clamp = minMipmapLevelClamp;
        t->s.max_clamp = maxMipmapLevelClamp;
    }
    return r;
}

FERRY_API CUresult cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp,
                                               CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pminMipmapLevelClamp, &t);
    if (r == CUDA_SUCCESS && !pmaxMipmapLevelClamp)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS) {
        *pminMipmapLevelClamp = t->s.min_clamp;
        *pmaxMipmapLevelClamp = t->s.max_clamp;
    }
    return r;
}

FERRY_API CUresult cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS)
        t->s.max_aniso = maxAniso;
    return r;
}

FERRY_API CUresult cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pmaxAniso, &t);
    if (r == CUDA_SUCCESS)
        *pmaxAniso = (int)t->s.max_aniso;
    return r;
}

FERRY_API CUresult cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pBorderColor, &t);
    if (r == CUDA_SUCCESS)
        memcpy(t->s.border, pBorderColor, sizeof t->s.border);
    return r;
}

FERRY_API CUresult cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pBorderColor, &t);
    if (r == CUDA_SUCCESS)
        memcpy(pBorderColor, t->s.border, sizeof t->s.border);
    return r;
}

FERRY_API CUresult cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS && (Flags & ~(unsigned)KNOWN_FLAGS))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        t->s.flags = Flags;
    return r;
}

FERRY_API CUresult cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pFlags, &t);
    if (r == CUDA_SUCCESS)
        *pFlags = t->s.flags;
    return r;
}

FERRY_API CUresult cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    struct cudaChannelFormatDesc ch;
    if (r == CUDA_SUCCESS)
        r = NumPackedComponents <= 0 ? CUDA_ERROR_INVALID_VALUE
                                     : ferry_cu_channels(fmt, (unsigned)NumPackedComponents, &ch);
    if (r == CUDA_SUCCESS) {
        t->s.format = fmt;
        t->s.channels = NumPackedComponents;
    }
    return r;
}

/* Either out pointer may be NULL, not both. */
FERRY_API CUresult cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pFormat ? (const void *)pFormat : (const void *)pNumChannels, &t);
    if (r != CUDA_SUCCESS)
        return r;
    if (pFormat)
        *pFormat = t->s.format;
    if (pNumChannels)
        *pNumChannels = t->s.channels;
    return CUDA_SUCCESS;
}
