/* Sparse CUDA arrays have tiles mapped to memory handles; Ferry's arrays
 * are always fully backed, so there is nothing to map. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    return ferry_cu_unsupported("cuMemMapArrayAsync");
}
