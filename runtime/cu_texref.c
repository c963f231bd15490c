/* Texture references: creation and what they are bound to (linear or
 * pitched device memory, an array, a mipmapped array). */
#include <stdint.h>
#include <stdlib.h>

#include "cu_internal.h"
#include "tex_internal.h"

CUresult ferry_cu_texref_get(CUtexref h, const void *out, struct CUtexref_st **t)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!out || !(*t = ferry_tex_live_find(h, FERRY_TEXREF_MAGIC))))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

/* A new reference: clamped, point-filtered, 1-channel float, as CUDA's. */
FERRY_API CUresult cuTexRefCreate(CUtexref *pTexRef)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !pTexRef)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    struct CUtexref_st *t = calloc(1, sizeof *t);
    if (!t || !ferry_tex_live_add(t)) {
        free(t);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    t->magic = FERRY_TEXREF_MAGIC;
    for (int i = 0; i < 3; i++)
        t->s.address[i] = CU_TR_ADDRESS_MODE_CLAMP;
    t->s.format = CU_AD_FORMAT_FLOAT;
    t->s.channels = 1;
    *pTexRef = t;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuTexRefDestroy(CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS && !ferry_tex_live_remove(t, FERRY_TEXREF_MAGIC))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        free(t);
    return r;
}

static bool in_device(CUdeviceptr d, size_t n)
{
    return d && ferry_device_range_ok((const void *)(uintptr_t)d, n ? n : 1);
}

/* Device memory is never misaligned for a texture here: offset 0. */
FERRY_API CUresult cuTexRefSetAddress_v2(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS && !in_device(dptr, bytes))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    t->s.bound = FERRY_TEXREF_LINEAR;
    t->s.addr = dptr;
    t->s.bytes = bytes;
    if (ByteOffset)
        *ByteOffset = 0;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr,
                                           size_t Pitch)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, desc, &t);
    struct cudaChannelFormatDesc ch;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_channels(desc->Format, desc->NumChannels, &ch);
    if (r != CUDA_SUCCESS)
        return r;
    size_t row = desc->Width * ferry_channel_bytes(&ch);
    if (desc->Width == 0 || desc->Height == 0 || Pitch < row || desc->Height > SIZE_MAX / Pitch ||
        !in_device(dptr, (desc->Height - 1) * Pitch + row))
        return CUDA_ERROR_INVALID_VALUE;
    t->s.bound = FERRY_TEXREF_PITCH2D;
    t->s.addr = dptr;
    t->s.width = desc->Width;
    t->s.height = desc->Height;
    t->s.pitch = Pitch;
    t->s.format = desc->Format;
    t->s.channels = (int)desc->NumChannels;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuTexRefGetAddress_v2(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, pdptr, &t);
    if (r == CUDA_SUCCESS && t->s.bound != FERRY_TEXREF_LINEAR && t->s.bound != FERRY_TEXREF_PITCH2D)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pdptr = t->s.addr;
    return r;
}

/* The array's format becomes the reference's (CU_TRSA_OVERRIDE_FORMAT,
 * the one flag CUDA takes). */
FERRY_API CUresult cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    const struct cudaArray *a = ferry_array_find(hArray);
    if (r == CUDA_SUCCESS && (Flags != CU_TRSA_OVERRIDE_FORMAT || !a))
        r = CUDA_ERROR_INVALID_VALUE; /* the one code CUDA documents here */
    if (r != CUDA_SUCCESS)
        return r;
    unsigned n;
    ferry_cu_format_of(&a->desc, &t->s.format, &n);
    t->s.channels = (int)n;
    t->s.bound = FERRY_TEXREF_ARRAY;
    t->s.array = hArray;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, phArray, &t);
    if (r == CUDA_SUCCESS && (t->s.bound != FERRY_TEXREF_ARRAY || !ferry_array_find(t->s.array)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *phArray = t->s.array;
    return r;
}

FERRY_API CUresult cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    const struct cudaMipmappedArray *m = ferry_mipmap_find(hMipmappedArray);
    if (r == CUDA_SUCCESS && (Flags != CU_TRSA_OVERRIDE_FORMAT || !m))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    unsigned n;
    ferry_cu_format_of(&m->level[0]->desc, &t->s.format, &n);
    t->s.channels = (int)n;
    t->s.bound = FERRY_TEXREF_MIPMAP;
    t->s.mipmap = hMipmappedArray;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, phMipmappedArray, &t);
    if (r == CUDA_SUCCESS && (t->s.bound != FERRY_TEXREF_MIPMAP || !ferry_mipmap_find(t->s.mipmap)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *phMipmappedArray = t->s.mipmap;
    return r;
}
