/* cuFFT plan handles: small integers naming plans in a table, as cuFFT's
 * are (programs store them in ints and compare them to 0).  A plan lives
 * until its handle is destroyed and every execution queued on it has run,
 * so that cufftDestroy right after cufftExec* is safe, as in cuFFT. */
#include <stdlib.h>
#include <string.h>

#include "fft.h"

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static fft_plan **table;
static int table_size;

fft_plan *fft_get(cufftHandle h)
{
    fft_plan *p = NULL;
    pthread_mutex_lock(&table_lock);
    if (h >= 1 && h <= table_size && table[h - 1]) {
        p = table[h - 1];
        atomic_fetch_add(&p->refs, 1);
    }
    pthread_mutex_unlock(&table_lock);
    return p;
}

void fft_put(fft_plan *p)
{
    if (atomic_fetch_sub(&p->refs, 1) != 1)
        return;
    fft_captured_free(p);
    fft_variants_free(p);
    pthread_mutex_destroy(&p->lock);
    free(p);
}

cufftResult cufftCreate(cufftHandle *handle)
{
    if (!handle)
        return CUFFT_INVALID_VALUE;
    fft_plan *p = calloc(1, sizeof *p);
    if (!p)
        return CUFFT_ALLOC_FAILED;
    atomic_init(&p->refs, 1);
    p->auto_alloc = 1;
    pthread_mutex_init(&p->lock, NULL);

    pthread_mutex_lock(&table_lock);
    int slot = 0;
    while (slot < table_size && table[slot])
        slot++;
    if (slot == table_size) {
        int size = table_size ? table_size * 2 : 16;
        fft_plan **grown = realloc(table, size * sizeof *grown);
        if (!grown) {
            pthread_mutex_unlock(&table_lock);
            pthread_mutex_destroy(&p->lock);
            free(p);
            return CUFFT_ALLOC_FAILED;
        }
        memset(grown + table_size, 0, (size - table_size) * sizeof *grown);
        table = grown;
        table_size = size;
    }
    table[slot] = p;
    pthread_mutex_unlock(&table_lock);
    *handle = slot + 1;
    return CUFFT_SUCCESS;
}

cufftResult cufftDestroy(cufftHandle plan)
{
    fft_plan *p = NULL;
    pthread_mutex_lock(&table_lock);
    if (plan >= 1 && plan <= table_size) {
        p = table[plan - 1];
        table[plan - 1] = NULL;
    }
    pthread_mutex_unlock(&table_lock);
    if (!p)
        return CUFFT_INVALID_PLAN;
    fft_put(p);
    return CUFFT_SUCCESS;
}

cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream)
{
    fft_plan *p = fft_get(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    p->stream = stream;
    fft_put(p);
    return CUFFT_SUCCESS;
}

/* FFTW keeps its own buffers, so a work area is recorded but not needed. */
cufftResult cufftSetWorkArea(cufftHandle plan, void *workArea)
{
    fft_plan *p = fft_get(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    p->work_area = workArea;
    fft_put(p);
    return CUFFT_SUCCESS;
}

cufftResult cufftSetAutoAllocation(cufftHandle plan, int autoAllocate)
{
    fft_plan *p = fft_get(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    p->auto_alloc = autoAllocate;
    fft_put(p);
    return CUFFT_SUCCESS;
}

cufftResult cufftGetSize(cufftHandle handle, size_t *workSize)
{
    if (!workSize)
        return CUFFT_INVALID_VALUE;
    fft_plan *p = fft_get(handle);
    if (!p)
        return CUFFT_INVALID_PLAN;
    *workSize = 0;
    fft_put(p);
    return CUFFT_SUCCESS;
}

cufftResult cufftGetVersion(int *version)
{
    if (!version)
        return CUFFT_INVALID_VALUE;
    *version = CUFFT_VERSION;
    return CUFFT_SUCCESS;
}

cufftResult cufftGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CUFFT_INVALID_VALUE;
    switch (type) {
    case MAJOR_VERSION:
        *value = CUFFT_VER_MAJOR;
        return CUFFT_SUCCESS;
    case MINOR_VERSION:
        *value = CUFFT_VER_MINOR;
        return CUFFT_SUCCESS;
    case PATCH_LEVEL:
        *value = CUFFT_VER_PATCH;
        return CUFFT_SUCCESS;
    }
    return CUFFT_INVALID_TYPE;
}
