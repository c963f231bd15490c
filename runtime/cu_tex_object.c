/* Driver texture objects: the runtime's, made from the driver's
 * descriptions, so that a CUtexObject is a cudaTextureObject_t that
 * kernels sample and the runtime's getters answer for. */
#include "cu_internal.h"
#include "tex_internal.h"

FERRY_API CUresult cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc,
                                     const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!pTexObject || !pResDesc || !pTexDesc))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    if (pResViewDesc)
        return CUDA_ERROR_NOT_SUPPORTED; /* resource views */
    struct cudaResourceDesc res;
    struct cudaTextureDesc tex;
    r = ferry_cu_res_in(pResDesc, &res);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_tex_in(pTexDesc, &tex);
    cudaTextureObject_t obj = 0;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_tex_object_create(&obj, &res, &tex, NULL));
    if (r == CUDA_SUCCESS)
        *pTexObject = obj;
    return r;
}

FERRY_API CUresult cuTexObjectDestroy(CUtexObject texObject)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_tex_object_destroy(texObject, __FERRY_TEX_MAGIC));
}

static CUresult descs(const void *out, CUtexObject obj, struct cudaResourceDesc *res, struct cudaTextureDesc *tex)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!out || !ferry_tex_object_descs(obj, res, tex)))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    struct cudaResourceDesc res;
    CUresult r = descs(pResDesc, texObject, &res, NULL);
    if (r == CUDA_SUCCESS)
        ferry_cu_res_out(&res, pResDesc);
    return r;
}

FERRY_API CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    struct cudaTextureDesc tex;
    CUresult r = descs(pTexDesc, texObject, NULL, &tex);
    if (r == CUDA_SUCCESS)
        ferry_cu_tex_out(&tex, pTexDesc);
    return r;
}

/* No object has a view (cuTexObjectCreate refuses them): the documented
 * answer for an object made without one. */
FERRY_API CUresult cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    CUresult r = descs(pResViewDesc, texObject, NULL, NULL);
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_INVALID_VALUE;
}
