/* Tensor maps describe copies for the tensor memory accelerator, which
 * Ferry's PTX front end does not have (no cp.async.bulk.tensor): a map
 * could be encoded but never used. */
#include "cu_internal.h"

#define UNUSED __attribute__((unused))

FERRY_API CUresult cuTensorMapEncodeTiled(CUtensorMap *tensorMap UNUSED, CUtensorMapDataType tensorDataType UNUSED,
                                          cuuint32_t tensorRank UNUSED, void *globalAddress UNUSED,
                                          const cuuint64_t *globalDim UNUSED, const cuuint64_t *globalStrides UNUSED,
                                          const cuuint32_t *boxDim UNUSED, const cuuint32_t *elementStrides UNUSED,
                                          CUtensorMapInterleave interleave UNUSED, CUtensorMapSwizzle swizzle UNUSED,
                                          CUtensorMapL2promotion l2Promotion UNUSED,
                                          CUtensorMapFloatOOBfill oobFill UNUSED)
{
    return ferry_cu_unsupported("cuTensorMapEncodeTiled");
}

FERRY_API CUresult cuTensorMapEncodeIm2col(CUtensorMap *tensorMap UNUSED, CUtensorMapDataType tensorDataType UNUSED,
                                           cuuint32_t tensorRank UNUSED, void *globalAddress UNUSED,
                                           const cuuint64_t *globalDim UNUSED, const cuuint64_t *globalStrides UNUSED,
                                           const int *pixelBoxLowerCorner UNUSED,
                                           const int *pixelBoxUpperCorner UNUSED, cuuint32_t channelsPerPixel UNUSED,
                                           cuuint32_t pixelsPerColumn UNUSED, const cuuint32_t *elementStrides UNUSED,
                                           CUtensorMapInterleave interleave UNUSED, CUtensorMapSwizzle swizzle UNUSED,
                                           CUtensorMapL2promotion l2Promotion UNUSED,
                                           CUtensorMapFloatOOBfill oobFill UNUSED)
{
    return ferry_cu_unsupported("cuTensorMapEncodeIm2col");
}

FERRY_API CUresult cuTensorMapReplaceAddress(CUtensorMap *tensorMap UNUSED, void *globalAddress UNUSED)
{
    return ferry_cu_unsupported("cuTensorMapReplaceAddress");
}
