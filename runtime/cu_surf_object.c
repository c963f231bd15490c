/* Driver surface objects: the runtime's (a CUsurfObject is a
 * cudaSurfaceObject_t), over arrays made with CUDA_ARRAY3D_SURFACE_LDST. */
#include "cu_internal.h"
#include "tex_internal.h"

FERRY_API CUresult cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!pSurfObject || !pResDesc || pResDesc->resType != CU_RESOURCE_TYPE_ARRAY))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaResourceDesc res;
    r = ferry_cu_res_in(pResDesc, &res);
    cudaSurfaceObject_t obj = 0;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_surf_object_create(&obj, &res));
    if (r == CUDA_SUCCESS)
        *pSurfObject = obj;
    return r;
}

FERRY_API CUresult cuSurfObjectDestroy(CUsurfObject surfObject)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_tex_object_destroy(surfObject, __FERRY_SURF_MAGIC));
}

FERRY_API CUresult cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    CUresult r = ferry_cu_need_ctx();
    struct cudaResourceDesc res;
    if (r == CUDA_SUCCESS && (!pResDesc || !ferry_surf_object_desc(surfObject, &res)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        ferry_cu_res_out(&res, pResDesc);
    return r;
}
