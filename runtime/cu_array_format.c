/* Driver array formats (CUarray_format and a channel count) against the
 * runtime's channel descriptions, which the arrays keep. */
#include "cu_internal.h"

static bool bits_of(CUarray_format f, int *bits, enum cudaChannelFormatKind *kind)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8: *bits = 8, *kind = cudaChannelFormatKindUnsigned; return true;
    case CU_AD_FORMAT_UNSIGNED_INT16: *bits = 16, *kind = cudaChannelFormatKindUnsigned; return true;
    case CU_AD_FORMAT_UNSIGNED_INT32: *bits = 32, *kind = cudaChannelFormatKindUnsigned; return true;
    case CU_AD_FORMAT_SIGNED_INT8: *bits = 8, *kind = cudaChannelFormatKindSigned; return true;
    case CU_AD_FORMAT_SIGNED_INT16: *bits = 16, *kind = cudaChannelFormatKindSigned; return true;
    case CU_AD_FORMAT_SIGNED_INT32: *bits = 32, *kind = cudaChannelFormatKindSigned; return true;
    case CU_AD_FORMAT_HALF: *bits = 16, *kind = cudaChannelFormatKindFloat; return true;
    case CU_AD_FORMAT_FLOAT: *bits = 32, *kind = cudaChannelFormatKindFloat; return true;
    default: return false;
    }
}

/* The formats CUDA has that the CPU device does not sample. */
static bool known_other(CUarray_format f)
{
    return f == CU_AD_FORMAT_NV12 || (f >= CU_AD_FORMAT_BC1_UNORM && f <= CU_AD_FORMAT_BC7_UNORM_SRGB) ||
           (f >= CU_AD_FORMAT_UNORM_INT8X1 && f <= CU_AD_FORMAT_SNORM_INT16X4);
}

CUresult ferry_cu_channels(CUarray_format f, unsigned n, struct cudaChannelFormatDesc *out)
{
    int bits;
    enum cudaChannelFormatKind kind;
    if (!bits_of(f, &bits, &kind))
        return known_other(f) ? CUDA_ERROR_NOT_SUPPORTED : CUDA_ERROR_INVALID_VALUE;
    if (n != 1 && n != 2 && n != 4)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (struct cudaChannelFormatDesc){bits, n > 1 ? bits : 0, n > 2 ? bits : 0, n > 2 ? bits : 0, kind};
    return CUDA_SUCCESS;
}

void ferry_cu_format_of(const struct cudaChannelFormatDesc *d, CUarray_format *f, unsigned *n)
{
    *n = (d->x != 0) + (d->y != 0) + (d->z != 0) + (d->w != 0);
    bool sgn = d->f == cudaChannelFormatKindSigned;
    switch (d->x) {
    case 8: *f = sgn ? CU_AD_FORMAT_SIGNED_INT8 : CU_AD_FORMAT_UNSIGNED_INT8; break;
    case 16:
        *f = d->f == cudaChannelFormatKindFloat ? CU_AD_FORMAT_HALF
             : sgn                              ? CU_AD_FORMAT_SIGNED_INT16
                                                : CU_AD_FORMAT_UNSIGNED_INT16;
        break;
    default:
        *f = d->f == cudaChannelFormatKindFloat ? CU_AD_FORMAT_FLOAT
             : sgn                              ? CU_AD_FORMAT_SIGNED_INT32
                                                : CU_AD_FORMAT_UNSIGNED_INT32;
        break;
    }
}
