/* Surface objects: like texture objects (texture.c), the handle is the
 * address of a descriptor that device code reads; only arrays made with
 * cudaArraySurfaceLoadStore can back one, as in CUDA. */
#include <stdlib.h>

#include "tex_internal.h"

typedef struct surf_object {
    __ferry_tex_desc d; /* first: the handle points at it */
    struct cudaResourceDesc res;
} surf_object;

cudaError_t ferry_surf_object_create(cudaSurfaceObject_t *out, const struct cudaResourceDesc *r)
{
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess)
        return err;
    if (!out || !r || r->resType != cudaResourceTypeArray)
        return cudaErrorInvalidValue;
    struct cudaArray *a = ferry_array_find(r->res.array.array);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (!(a->flags & cudaArraySurfaceLoadStore))
        return cudaErrorInvalidValue;
    surf_object *o = calloc(1, sizeof *o);
    if (!o)
        return cudaErrorMemoryAllocation;
    err = ferry_tex_resource(&o->d, r);
    if (err == cudaSuccess && !ferry_tex_live_add(o))
        err = cudaErrorMemoryAllocation;
    if (err != cudaSuccess) {
        free(o);
        return err;
    }
    o->d.magic = __FERRY_SURF_MAGIC;
    o->res = *r;
    *out = (cudaSurfaceObject_t)(uintptr_t)o;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    return ferry_ret(ferry_surf_object_create(pSurfObject, pResDesc));
}

static surf_object *find(cudaSurfaceObject_t obj)
{
    return ferry_tex_live_find((const void *)(uintptr_t)obj, __FERRY_SURF_MAGIC);
}

bool ferry_surf_object_desc(cudaSurfaceObject_t obj, struct cudaResourceDesc *res)
{
    const surf_object *o = find(obj);
    if (o && res)
        *res = o->res;
    return o != NULL;
}

FERRY_API cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    return ferry_ret(ferry_tex_object_destroy(surfObject, __FERRY_SURF_MAGIC));
}

FERRY_API cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                       cudaSurfaceObject_t surfObject)
{
    surf_object *o = find(surfObject);
    if (!o || !pResDesc)
        return ferry_ret(cudaErrorInvalidValue);
    *pResDesc = o->res;
    return cudaSuccess;
}
