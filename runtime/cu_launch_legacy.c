/* The launch API before cuLaunchKernel (deprecated since CUDA 9.2): the
 * block shape, dynamic shared size and a parameter buffer are kept per
 * function until a cuLaunch* uses them.  The program packs the buffer at
 * offsets that must match the kernel's parameter layout; a launch hands it
 * to cuLaunchKernel as its `extra` buffer. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"

#define PARAM_BYTES 4096 /* the old API's limit on a kernel's parameters */

typedef struct legacy {
    CUfunction f;
    int block[3];
    unsigned shared;
    unsigned size;
    unsigned char params[PARAM_BYTES];
    struct legacy *next;
} legacy;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static legacy *states;

/* Call with the lock held; NULL only when out of memory. */
static legacy *state_of(CUfunction f)
{
    for (legacy *s = states; s; s = s->next)
        if (s->f == f)
            return s;
    legacy *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    *s = (legacy){.f = f, .block = {1, 1, 1}, .next = states};
    states = s;
    return s;
}

void ferry_cu_legacy_forget(CUfunction f)
{
    pthread_mutex_lock(&lock);
    for (legacy **p = &states; *p; p = &(*p)->next) {
        if ((*p)->f == f) {
            legacy *gone = *p;
            *p = gone->next;
            free(gone);
            break;
        }
    }
    pthread_mutex_unlock(&lock);
}

typedef enum { SET_SHAPE, SET_SHARED, SET_SIZE, SET_BYTES } what;

typedef struct change {
    what kind;
    int shape[3];
    unsigned value; /* shared bytes or buffer size */
    int offset;
    const void *bytes;
    unsigned len;
} change;

static void apply(legacy *s, const change *c)
{
    switch (c->kind) {
    case SET_SHAPE: memcpy(s->block, c->shape, sizeof s->block); break;
    case SET_SHARED: s->shared = c->value; break;
    case SET_SIZE: s->size = c->value; break;
    case SET_BYTES: memcpy(s->params + c->offset, c->bytes, c->len); break;
    }
}

static CUresult update(CUfunction f, const change *c)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ferry_cu_function_live(f))
        return CUDA_ERROR_INVALID_HANDLE;
    pthread_mutex_lock(&lock);
    legacy *s = state_of(f);
    if (s)
        apply(s, c);
    pthread_mutex_unlock(&lock);
    return s ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

/* A bad argument, after the checks every driver call makes first. */
static CUresult refuse(void)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_INVALID_VALUE;
}

FERRY_API CUresult cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    if (x <= 0 || y <= 0 || z <= 0)
        return refuse();
    return update(hfunc, &(change){.kind = SET_SHAPE, .shape = {x, y, z}});
}

FERRY_API CUresult cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    return update(hfunc, &(change){.kind = SET_SHARED, .value = bytes});
}

FERRY_API CUresult cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    if (numbytes > PARAM_BYTES)
        return refuse();
    return update(hfunc, &(change){.kind = SET_SIZE, .value = numbytes});
}

FERRY_API CUresult cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    if (offset < 0 || (unsigned)offset > PARAM_BYTES || numbytes > PARAM_BYTES - (unsigned)offset ||
        (!ptr && numbytes))
        return refuse();
    return update(hfunc, &(change){.kind = SET_BYTES, .offset = offset, .bytes = ptr, .len = numbytes});
}

FERRY_API CUresult cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    return cuParamSetv(hfunc, offset, &value, sizeof value);
}

FERRY_API CUresult cuParamSetf(CUfunction hfunc, int offset, float value)
{
    return cuParamSetv(hfunc, offset, &value, sizeof value);
}

/* Texture references are gone from Ferry's device code. */
#define UNUSED __attribute__((unused))
/* Every texture reference of a function's module is its own already
 * (cu_texref_module.c): CU_PARAM_TR_DEFAULT, the one unit CUDA takes,
 * changes nothing. */
FERRY_API CUresult cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    struct CUtexref_st *t = NULL;
    CUresult r = ferry_cu_texref_get(hTexRef, hTexRef, &t);
    if (r == CUDA_SUCCESS && !ferry_cu_function_live(hfunc))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && texunit != CU_PARAM_TR_DEFAULT)
        r = CUDA_ERROR_INVALID_VALUE;
    return r;
}

FERRY_API CUresult cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!ferry_cu_function_live(f))
        return CUDA_ERROR_INVALID_HANDLE;
    if (grid_width <= 0 || grid_height <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    legacy copy;
    pthread_mutex_lock(&lock);
    legacy *s = state_of(f);
    if (s)
        copy = *s;
    pthread_mutex_unlock(&lock);
    if (!s)
        return CUDA_ERROR_OUT_OF_MEMORY;
    size_t size = copy.size;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, copy.params, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                     CU_LAUNCH_PARAM_END};
    return cuLaunchKernel(f, (unsigned)grid_width, (unsigned)grid_height, 1, (unsigned)copy.block[0],
                          (unsigned)copy.block[1], (unsigned)copy.block[2], copy.shared, hStream, NULL, extra);
}

FERRY_API CUresult cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    return cuLaunchGridAsync(f, grid_width, grid_height, NULL);
}

FERRY_API CUresult cuLaunch(CUfunction f)
{
    return cuLaunchGrid(f, 1, 1);
}
