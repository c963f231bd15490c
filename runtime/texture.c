/* Texture objects.  A cudaTextureObject_t is the address of a descriptor
 * (ferry/texture_desc.h) that device code reads directly; the resource
 * and texture descriptions it was made from are kept for the getters. */
#include <stdlib.h>
#include <string.h>

#include "tex_internal.h"

typedef struct tex_object {
    __ferry_tex_desc d; /* first: the handle points at it */
    struct cudaResourceDesc res;
    struct cudaTextureDesc tex;
} tex_object;

static void set_format(__ferry_tex_desc *d, const struct cudaChannelFormatDesc *f, size_t elem)
{
    d->elem = (unsigned)elem;
    d->bits[0] = f->x;
    d->bits[1] = f->y;
    d->bits[2] = f->z;
    d->bits[3] = f->w;
    d->kind = f->f;
}

static cudaError_t array_resource(__ferry_tex_desc *d, cudaArray_t array)
{
    struct cudaArray *a = ferry_array_find(array);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    d->res = __FERRY_TEXRES_ARRAY;
    d->base = a->data;
    d->width = a->width;
    d->height = a->rows;
    d->depth = a->slices;
    d->pitch = a->pitch;
    d->slice = a->pitch * a->rows;
    d->array_flags = a->flags;
    set_format(d, &a->desc, a->elem);
    return cudaSuccess;
}

cudaError_t ferry_tex_resource(__ferry_tex_desc *d, const struct cudaResourceDesc *r)
{
    switch (r->resType) {
    case cudaResourceTypeArray:
        return array_resource(d, r->res.array.array);
    case cudaResourceTypeMipmappedArray: {
        const struct cudaMipmappedArray *m = ferry_mipmap_find(r->res.mipmap.mipmap);
        return m ? array_resource(d, m->level[0]) : cudaErrorInvalidResourceHandle;
    }
    case cudaResourceTypeLinear: {
        size_t elem = ferry_channel_bytes(&r->res.linear.desc);
        if (elem == 0)
            return cudaErrorInvalidChannelDescriptor;
        if (!r->res.linear.devPtr || r->res.linear.sizeInBytes < elem)
            return cudaErrorInvalidValue;
        *d = (__ferry_tex_desc){.res = __FERRY_TEXRES_LINEAR, .base = r->res.linear.devPtr,
                                .width = r->res.linear.sizeInBytes / elem, .height = 1, .depth = 1};
        d->pitch = d->slice = r->res.linear.sizeInBytes;
        set_format(d, &r->res.linear.desc, elem);
        return cudaSuccess;
    }
    case cudaResourceTypePitch2D: {
        size_t elem = ferry_channel_bytes(&r->res.pitch2D.desc);
        if (elem == 0)
            return cudaErrorInvalidChannelDescriptor;
        size_t w = r->res.pitch2D.width, h = r->res.pitch2D.height, pitch = r->res.pitch2D.pitchInBytes;
        if (!r->res.pitch2D.devPtr || w == 0 || h == 0 || w > pitch / elem)
            return cudaErrorInvalidValue;
        *d = (__ferry_tex_desc){.res = __FERRY_TEXRES_PITCH2D, .base = r->res.pitch2D.devPtr,
                                .width = w, .height = h, .depth = 1, .pitch = pitch, .slice = pitch * h};
        set_format(d, &r->res.pitch2D.desc, elem);
        return cudaSuccess;
    }
    }
    return cudaErrorInvalidValue;
}

static bool sampler_ok(const struct cudaTextureDesc *t)
{
    for (int i = 0; i < 3; i++)
        if ((unsigned)t->addressMode[i] > cudaAddressModeBorder)
            return false;
    return (unsigned)t->filterMode <= cudaFilterModeLinear && (unsigned)t->readMode <= cudaReadModeNormalizedFloat;
}

static void set_sampler(__ferry_tex_desc *d, const struct cudaTextureDesc *t)
{
    for (int i = 0; i < 3; i++)
        d->address[i] = t->addressMode[i];
    d->filter = t->filterMode;
    d->read_mode = t->readMode;
    d->normalized = t->normalizedCoords != 0;
    memcpy(d->border, t->borderColor, sizeof d->border);
}

cudaError_t ferry_tex_object_create(cudaTextureObject_t *out, const struct cudaResourceDesc *r,
                          const struct cudaTextureDesc *t, const struct cudaResourceViewDesc *view)
{
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess)
        return err;
    if (!out || !r || !t || !sampler_ok(t))
        return cudaErrorInvalidValue;
    if (view)
        return cudaErrorNotSupported; /* resource views */
    tex_object *o = calloc(1, sizeof *o);
    if (!o)
        return cudaErrorMemoryAllocation;
    err = ferry_tex_resource(&o->d, r);
    if (err == cudaSuccess && !ferry_tex_live_add(o))
        err = cudaErrorMemoryAllocation;
    if (err != cudaSuccess) {
        free(o);
        return err;
    }
    o->d.magic = __FERRY_TEX_MAGIC;
    set_sampler(&o->d, t);
    o->res = *r;
    o->tex = *t;
    *out = (cudaTextureObject_t)(uintptr_t)o;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
                                              const struct cudaTextureDesc *pTexDesc,
                                              const struct cudaResourceViewDesc *pResViewDesc)
{
    return ferry_ret(ferry_tex_object_create(pTexObject, pResDesc, pTexDesc, pResViewDesc));
}

static tex_object *find(cudaTextureObject_t obj)
{
    return ferry_tex_live_find((const void *)(uintptr_t)obj, __FERRY_TEX_MAGIC);
}

bool ferry_tex_object_descs(cudaTextureObject_t obj, struct cudaResourceDesc *res, struct cudaTextureDesc *tex)
{
    const tex_object *o = find(obj);
    if (o && res)
        *res = o->res;
    if (o && tex)
        *tex = o->tex;
    return o != NULL;
}

FERRY_API cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    return ferry_ret(ferry_tex_object_destroy(texObject, __FERRY_TEX_MAGIC));
}

FERRY_API cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                       cudaTextureObject_t texObject)
{
    tex_object *o = find(texObject);
    if (!o || !pResDesc)
        return ferry_ret(cudaErrorInvalidValue);
    *pResDesc = o->res;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc,
                                                      cudaTextureObject_t texObject)
{
    tex_object *o = find(texObject);
    if (!o || !pTexDesc)
        return ferry_ret(cudaErrorInvalidValue);
    *pTexDesc = o->tex;
    return cudaSuccess;
}
