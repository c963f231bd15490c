/* A module's texture and surface references (cuModuleGetTexRef,
 * cuModuleGetSurfRef): device code declared them (texture<>, .texref) and
 * reads the handle of an object from their variable (hub/texrefs.c).  The
 * driver API sets a texture reference's state call by call, so the object
 * is made at the next launch, from the state as it then is; a surface
 * reference has one call, cuSurfRefSetArray, which makes it at once. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"
#include "tex_internal.h"

#define FERRY_SURFREF_MAGIC 0x46535246u

struct CUsurfref_st {
    unsigned magic;
    CUarray array;
    unsigned long long *slot;
    unsigned long long obj;
};

/* The references handed out, one per module variable: CUDA gives the
 * same handle each time. */
typedef struct module_ref {
    CUmodule mod;
    const ferry_var_desc *var;
    void *ref; /* CUtexref or CUsurfref */
} module_ref;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static module_ref *refs;
static size_t num_refs, cap_refs;

static void *new_ref(const ferry_var_desc *v, bool surface)
{
    if (surface) {
        struct CUsurfref_st *s = calloc(1, sizeof *s);
        if (s)
            *s = (struct CUsurfref_st){.magic = FERRY_SURFREF_MAGIC, .slot = v->addr};
        return s;
    }
    struct CUtexref_st *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->magic = FERRY_TEXREF_MAGIC;
    for (int i = 0; i < 3; i++)
        t->s.address[i] = CU_TR_ADDRESS_MODE_CLAMP;
    t->s.format = CU_AD_FORMAT_FLOAT;
    t->s.channels = 1;
    t->slot = v->addr;
    t->made = t->s;
    return t;
}

/* The module's reference named name, made on first use. */
static CUresult lookup(void **out, CUmodule hmod, const char *name, bool surface)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!out || !name))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_cu_module_live(hmod))
        r = CUDA_ERROR_INVALID_HANDLE;
    const ferry_var_desc *v = r == CUDA_SUCCESS ? ferry_cu_module_var(hmod, name) : NULL;
    if (r == CUDA_SUCCESS && (!v || !(v->flags & (surface ? FERRY_VAR_SURFREF : FERRY_VAR_TEXREF))))
        r = CUDA_ERROR_NOT_FOUND;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < num_refs && !*out; i++)
        if (refs[i].mod == hmod && refs[i].var == v)
            *out = refs[i].ref;
    if (!*out && num_refs == cap_refs) {
        size_t cap = cap_refs ? 2 * cap_refs : 8;
        module_ref *m = realloc(refs, cap * sizeof *m);
        if (m)
            refs = m, cap_refs = cap;
    }
    void *ref = *out || num_refs == cap_refs ? NULL : new_ref(v, surface);
    if (ref && ferry_tex_live_add(ref)) {
        refs[num_refs++] = (module_ref){hmod, v, ref};
        *out = ref;
    } else {
        free(ref);
    }
    pthread_mutex_unlock(&lock);
    return *out ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

FERRY_API CUresult cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    if (pTexRef)
        *pTexRef = NULL;
    return lookup((void **)pTexRef, hmod, name, false);
}

FERRY_API CUresult cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    if (pSurfRef)
        *pSurfRef = NULL;
    return lookup((void **)pSurfRef, hmod, name, true);
}

/* What the state describes, as the runtime's descriptions; false when it
 * is bound to nothing. */
static bool descs_of(const struct ferry_texref_state *s, struct cudaResourceDesc *res, struct cudaTextureDesc *tex)
{
    struct cudaChannelFormatDesc ch;
    if (s->bound == FERRY_TEXREF_NONE || ferry_cu_channels(s->format, (unsigned)s->channels, &ch) != CUDA_SUCCESS)
        return false;
    memset(res, 0, sizeof *res);
    switch (s->bound) {
    case FERRY_TEXREF_LINEAR:
        res->resType = cudaResourceTypeLinear;
        res->res.linear.devPtr = (void *)(uintptr_t)s->addr;
        res->res.linear.desc = ch;
        res->res.linear.sizeInBytes = s->bytes;
        break;
    case FERRY_TEXREF_PITCH2D:
        res->resType = cudaResourceTypePitch2D;
        res->res.pitch2D.devPtr = (void *)(uintptr_t)s->addr;
        res->res.pitch2D.desc = ch;
        res->res.pitch2D.width = s->width;
        res->res.pitch2D.height = s->height;
        res->res.pitch2D.pitchInBytes = s->pitch;
        break;
    case FERRY_TEXREF_ARRAY:
        res->resType = cudaResourceTypeArray;
        res->res.array.array = (cudaArray_t)s->array;
        break;
    default:
        res->resType = cudaResourceTypeMipmappedArray;
        res->res.mipmap.mipmap = (cudaMipmappedArray_t)s->mipmap;
        break;
    }
    /* Integers read as floats in [0, 1] unless CU_TRSF_READ_AS_INTEGER;
     * 32-bit ones and floats have nothing to promote. */
    bool small_int = s->format != CU_AD_FORMAT_FLOAT && s->format != CU_AD_FORMAT_HALF &&
                     s->format != CU_AD_FORMAT_SIGNED_INT32 && s->format != CU_AD_FORMAT_UNSIGNED_INT32;
    memset(tex, 0, sizeof *tex);
    for (int i = 0; i < 3; i++)
        tex->addressMode[i] = (enum cudaTextureAddressMode)s->address[i];
    tex->filterMode = (enum cudaTextureFilterMode)s->filter;
    tex->readMode = small_int && !(s->flags & CU_TRSF_READ_AS_INTEGER) ? cudaReadModeNormalizedFloat
                                                                       : cudaReadModeElementType;
    tex->normalizedCoords = (s->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
    tex->sRGB = (s->flags & CU_TRSF_SRGB) != 0;
    memcpy(tex->borderColor, s->border, sizeof tex->borderColor);
    tex->maxAnisotropy = s->max_aniso;
    tex->mipmapFilterMode = (enum cudaTextureFilterMode)s->mipmap_filter;
    tex->mipmapLevelBias = s->bias;
    tex->minMipmapLevelClamp = s->min_clamp;
    tex->maxMipmapLevelClamp = s->max_clamp;
    return true;
}

/* A new object when t's state changed, or its old one is gone (the array
 * freed, the device reset): a state that makes none leaves the reference
 * unbound, reading zero. */
static void refresh(struct CUtexref_st *t)
{
    bool live = !t->obj || ferry_tex_live_find((const void *)(uintptr_t)t->obj, __FERRY_TEX_MAGIC);
    if (live && !memcmp(&t->made, &t->s, sizeof t->s))
        return;
    struct cudaResourceDesc res;
    struct cudaTextureDesc tex;
    unsigned long long obj = 0;
    if (descs_of(&t->s, &res, &tex) && ferry_tex_object_create(&obj, &res, &tex, NULL) != cudaSuccess)
        obj = 0;
    ferry_device_drain(); /* kernels queued before read the old one */
    if (t->obj && live)
        ferry_tex_object_destroy(t->obj, __FERRY_TEX_MAGIC);
    t->obj = obj;
    t->made = t->s;
    *t->slot = obj;
}

void ferry_cu_texref_refresh(void)
{
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < num_refs; i++) {
        struct CUtexref_st *t = ferry_tex_live_find(refs[i].ref, FERRY_TEXREF_MAGIC);
        if (t && ferry_cu_module_live(refs[i].mod))
            refresh(t);
    }
    pthread_mutex_unlock(&lock);
}

static CUresult surfref_get(CUsurfref h, const void *out, struct CUsurfref_st **s)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!out || !(*s = ferry_tex_live_find(h, FERRY_SURFREF_MAGIC))))
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

/* Flags must be 0, the array made for surface loads and stores. */
FERRY_API CUresult cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    struct CUsurfref_st *s = NULL;
    CUresult r = surfref_get(hSurfRef, hSurfRef, &s);
    if (r == CUDA_SUCCESS && (Flags != 0 || !ferry_array_find(hArray)))
        r = CUDA_ERROR_INVALID_VALUE;
    struct cudaResourceDesc res = {.resType = cudaResourceTypeArray};
    res.res.array.array = (cudaArray_t)hArray;
    unsigned long long obj = 0;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_from_cuda(ferry_surf_object_create(&obj, &res));
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    ferry_device_drain();
    if (s->obj)
        ferry_tex_object_destroy(s->obj, __FERRY_SURF_MAGIC);
    s->obj = obj;
    s->array = hArray;
    *s->slot = obj;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    struct CUsurfref_st *s = NULL;
    CUresult r = surfref_get(hSurfRef, phArray, &s);
    if (r == CUDA_SUCCESS && (!s->obj || !ferry_array_find(s->array)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *phArray = s->array;
    return r;
}
