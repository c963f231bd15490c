/* Texture and surface references (cuda_texture_types.h): a reference is
 * a host variable, registered by clang's host pass, whose device twin
 * holds a handle.  Binding makes a texture or surface object from the
 * reference's fields and the memory, and stores its handle in the twin;
 * the device reads sample it as any object.  The fields may change after
 * binding (tex.filterMode = ... before a launch), so launches remake the
 * object when they differ from what it was made from. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tex_internal.h"

typedef struct ref_state {
    const void *ref;             /* the host variable */
    int dim, read_mode;          /* from the reference's template */
    bool surface;
    unsigned long long obj;      /* 0 while unbound */
    struct cudaResourceDesc res; /* what obj samples */
    struct textureReference made; /* the fields obj was made from */
} ref_state;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static ref_state *refs;
static size_t num_refs, cap_refs;
static atomic_size_t num_bound; /* textures bound, which launches check */

void ferry_texref_register(const void *ref, int dim, int read_mode, bool surface)
{
    pthread_mutex_lock(&lock);
    bool known = false;
    for (size_t i = 0; i < num_refs && !known; i++)
        known = refs[i].ref == ref;
    if (!known && num_refs == cap_refs) {
        size_t cap = cap_refs ? 2 * cap_refs : 16;
        ref_state *r = realloc(refs, cap * sizeof *r);
        if (r)
            refs = r, cap_refs = cap;
    }
    if (!known && num_refs < cap_refs)
        refs[num_refs++] = (ref_state){.ref = ref, .dim = dim, .read_mode = read_mode, .surface = surface};
    pthread_mutex_unlock(&lock);
}

static ref_state *find(const void *ref, bool surface)
{
    for (size_t i = 0; ref && i < num_refs; i++)
        if (refs[i].ref == ref && refs[i].surface == surface)
            return &refs[i];
    return NULL;
}

/* The device twin's handle slot, found by the host variable. */
static unsigned long long *slot_of(const ref_state *t)
{
    const ferry_var_desc *v = ferry_var_find(t->ref);
    return v && v->size >= sizeof(unsigned long long) ? v->addr : NULL;
}

static struct cudaTextureDesc sampler_of(const ref_state *t)
{
    const struct textureReference *f = t->ref;
    struct cudaTextureDesc d = {
        .filterMode = f->filterMode,
        .readMode = (enum cudaTextureReadMode)t->read_mode,
        .sRGB = f->sRGB,
        .normalizedCoords = f->normalized,
        .maxAnisotropy = f->maxAnisotropy,
        .mipmapFilterMode = f->mipmapFilterMode,
        .mipmapLevelBias = f->mipmapLevelBias,
        .minMipmapLevelClamp = f->minMipmapLevelClamp,
        .maxMipmapLevelClamp = f->maxMipmapLevelClamp,
    };
    memcpy(d.addressMode, f->addressMode, sizeof d.addressMode);
    return d;
}

static void drop(ref_state *t)
{
    if (t->obj) {
        ferry_tex_object_destroy(t->obj, t->surface ? __FERRY_SURF_MAGIC : __FERRY_TEX_MAGIC);
        num_bound -= !t->surface;
    }
    t->obj = 0;
}

/* Points t at res: a new object, its handle in the device twin.  Kernels
 * queued before may still read the old one, so they finish first. */
static cudaError_t bind(ref_state *t, const struct cudaResourceDesc *res)
{
    unsigned long long *slot = slot_of(t), obj = 0;
    if (!slot)
        return t->surface ? cudaErrorInvalidSurface : cudaErrorInvalidTexture;
    struct cudaTextureDesc s = sampler_of(t);
    cudaError_t err = t->surface ? ferry_surf_object_create(&obj, res) : ferry_tex_object_create(&obj, res, &s, NULL);
    if (err != cudaSuccess)
        return err;
    ferry_device_drain();
    drop(t);
    t->obj = obj;
    t->res = *res;
    if (!t->surface) {
        t->made = *(const struct textureReference *)t->ref;
        num_bound++;
    }
    *slot = obj;
    return cudaSuccess;
}

/* Looks up ref, then binds it under the lock. */
static cudaError_t bind_ref(const void *ref, bool surface, const struct cudaResourceDesc *res)
{
    ferry_cu_runtime_used();
    cudaError_t err = ferry_sticky();
    if (err != cudaSuccess)
        return err;
    pthread_mutex_lock(&lock);
    ref_state *t = find(ref, surface);
    err = !t ? (surface ? cudaErrorInvalidSurface : cudaErrorInvalidTexture) : bind(t, res);
    pthread_mutex_unlock(&lock);
    return err;
}

/* The channel format to bind an array with: its own; one that differs in
 * size cannot describe its elements. */
static cudaError_t array_format(cudaArray_const_t array, const struct cudaChannelFormatDesc *desc)
{
    struct cudaArray *a = ferry_array_find(array);
    if (!a)
        return cudaErrorInvalidResourceHandle;
    if (desc && ferry_channel_bytes(desc) != a->elem)
        return cudaErrorInvalidChannelDescriptor;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaBindTexture(size_t *offset, const struct textureReference *texref,
                                      const void *devPtr, const struct cudaChannelFormatDesc *desc, size_t size)
{
    if (!texref || !devPtr || !desc)
        return ferry_ret(!texref ? cudaErrorInvalidTexture : cudaErrorInvalidValue);
    /* size may run past the allocation (UINT_MAX: "all of it"); the
     * texture reads no further than the allocation goes. */
    ferry_alloc a;
    if (ferry_alloc_find(devPtr, &a)) {
        size_t left = (size_t)((const char *)a.base + a.size - (const char *)devPtr);
        if (size > left)
            size = left;
    } else if (size == 0xffffffffu) {
        return ferry_ret(cudaErrorInvalidValue); /* no allocation to say how much */
    }
    struct cudaResourceDesc res = {.resType = cudaResourceTypeLinear};
    res.res.linear.devPtr = (void *)devPtr;
    res.res.linear.desc = *desc;
    res.res.linear.sizeInBytes = size;
    cudaError_t err = bind_ref(texref, false, &res);
    if (err == cudaSuccess && offset)
        *offset = 0; /* any address will do: nothing to round down */
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference *texref,
                                        const void *devPtr, const struct cudaChannelFormatDesc *desc,
                                        size_t width, size_t height, size_t pitch)
{
    if (!texref || !devPtr || !desc)
        return ferry_ret(!texref ? cudaErrorInvalidTexture : cudaErrorInvalidValue);
    struct cudaResourceDesc res = {.resType = cudaResourceTypePitch2D};
    res.res.pitch2D.devPtr = (void *)devPtr;
    res.res.pitch2D.desc = *desc;
    res.res.pitch2D.width = width;
    res.res.pitch2D.height = height;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaError_t err = bind_ref(texref, false, &res);
    if (err == cudaSuccess && offset)
        *offset = 0;
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaBindTextureToArray(const struct textureReference *texref, cudaArray_const_t array,
                                             const struct cudaChannelFormatDesc *desc)
{
    cudaError_t err = texref ? array_format(array, desc) : cudaErrorInvalidTexture;
    struct cudaResourceDesc res = {.resType = cudaResourceTypeArray};
    res.res.array.array = (cudaArray_t)array;
    return ferry_ret(err != cudaSuccess ? err : bind_ref(texref, false, &res));
}

FERRY_API cudaError_t cudaBindTextureToMipmappedArray(const struct textureReference *texref,
                                                      cudaMipmappedArray_const_t mipmappedArray,
                                                      const struct cudaChannelFormatDesc *desc)
{
    const struct cudaMipmappedArray *m = ferry_mipmap_find(mipmappedArray);
    cudaError_t err = !texref ? cudaErrorInvalidTexture
                      : !m    ? cudaErrorInvalidResourceHandle
                              : array_format(m->level[0], desc);
    struct cudaResourceDesc res = {.resType = cudaResourceTypeMipmappedArray};
    res.res.mipmap.mipmap = (cudaMipmappedArray_t)mipmappedArray;
    return ferry_ret(err != cudaSuccess ? err : bind_ref(texref, false, &res));
}

FERRY_API cudaError_t cudaBindSurfaceToArray(const struct surfaceReference *surfref, cudaArray_const_t array,
                                             const struct cudaChannelFormatDesc *desc)
{
    cudaError_t err = surfref ? array_format(array, desc) : cudaErrorInvalidSurface;
    struct cudaResourceDesc res = {.resType = cudaResourceTypeArray};
    res.res.array.array = (cudaArray_t)array;
    return ferry_ret(err != cudaSuccess ? err : bind_ref(surfref, true, &res));
}

FERRY_API cudaError_t cudaUnbindTexture(const struct textureReference *texref)
{
    pthread_mutex_lock(&lock);
    ref_state *t = find(texref, false);
    unsigned long long *slot = t ? slot_of(t) : NULL;
    if (t && t->obj) {
        ferry_device_drain();
        drop(t);
        if (slot)
            *slot = 0;
    }
    pthread_mutex_unlock(&lock);
    return ferry_ret(t ? cudaSuccess : cudaErrorInvalidTexture);
}

FERRY_API cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct textureReference *texref)
{
    pthread_mutex_lock(&lock);
    ref_state *t = find(texref, false);
    cudaError_t err = !t ? cudaErrorInvalidTexture : !t->obj ? cudaErrorInvalidTextureBinding
                      : !offset ? cudaErrorInvalidValue : cudaSuccess;
    pthread_mutex_unlock(&lock);
    if (err == cudaSuccess)
        *offset = 0;
    return ferry_ret(err);
}

/* Since CUDA 5 the symbol is the reference itself. */
static cudaError_t get_reference(const void **out, const void *symbol, bool surface)
{
    pthread_mutex_lock(&lock);
    ref_state *t = find(symbol, surface);
    pthread_mutex_unlock(&lock);
    if (!out)
        return cudaErrorInvalidValue;
    if (!t)
        return surface ? cudaErrorInvalidSurface : cudaErrorInvalidTexture;
    *out = t->ref;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGetTextureReference(const struct textureReference **texref, const void *symbol)
{
    return ferry_ret(get_reference((const void **)texref, symbol, false));
}

FERRY_API cudaError_t cudaGetSurfaceReference(const struct surfaceReference **surfref, const void *symbol)
{
    return ferry_ret(get_reference((const void **)surfref, symbol, true));
}

/* Remakes t's object when its fields changed since, or when the object
 * is gone (cudaDeviceReset freed it): then the reference reads zero. */
static void refresh(ref_state *t)
{
    unsigned long long *slot = slot_of(t);
    if (!ferry_tex_live_find((const void *)(uintptr_t)t->obj, __FERRY_TEX_MAGIC)) {
        t->obj = 0;
        num_bound--;
        if (slot)
            *slot = 0;
        return;
    }
    if (!memcmp(&t->made, t->ref, sizeof t->made))
        return;
    struct cudaTextureDesc s = sampler_of(t);
    unsigned long long obj;
    if (ferry_tex_object_create(&obj, &t->res, &s, NULL) != cudaSuccess)
        return; /* invalid fields: CUDA keeps the binding it had */
    ferry_device_drain();
    drop(t);
    t->obj = obj;
    t->made = *(const struct textureReference *)t->ref;
    num_bound++;
    if (slot)
        *slot = obj;
}

void ferry_texref_refresh(void)
{
    if (!atomic_load_explicit(&num_bound, memory_order_relaxed))
        return;
    pthread_mutex_lock(&lock);
    for (size_t i = 0; num_bound && i < num_refs; i++)
        if (refs[i].obj && !refs[i].surface)
            refresh(&refs[i]);
    pthread_mutex_unlock(&lock);
}
