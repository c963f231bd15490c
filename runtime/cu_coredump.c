/* GPU core dump settings, for the whole process and per context.  They are
 * kept and read back; the CPU device never writes a GPU core dump (a fault
 * in a kernel is reported as an error, and the host's own core dump covers
 * the process). */
#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#include "cu_internal.h"

#define PATH_MAX_LEN 1024
#define MAX_CONTEXTS 64

typedef struct dump_settings {
    bool flags[CU_COREDUMP_FILE]; /* the bool settings, by number */
    char file[PATH_MAX_LEN];
    char pipe[PATH_MAX_LEN];
} dump_settings;

typedef struct ctx_settings {
    unsigned long long ctx_id; /* 0: free slot */
    dump_settings s;
} ctx_settings;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static dump_settings global = {
    .flags = {[CU_COREDUMP_TRIGGER_HOST] = true},
    .file = "core.cuda",
    .pipe = "corepipe.cuda",
};
static ctx_settings contexts[MAX_CONTEXTS];

static bool is_bool(CUcoredumpSettings a)
{
    return a >= CU_COREDUMP_ENABLE_ON_EXCEPTION && a <= CU_COREDUMP_ENABLE_USER_TRIGGER;
}

static char *text_of(dump_settings *s, CUcoredumpSettings a)
{
    return a == CU_COREDUMP_FILE ? s->file : s->pipe;
}

static CUresult get(dump_settings *s, CUcoredumpSettings a, void *value, size_t *size)
{
    if (!value || !size || a < CU_COREDUMP_ENABLE_ON_EXCEPTION || a >= CU_COREDUMP_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    if (is_bool(a)) {
        if (*size < sizeof(bool))
            return CUDA_ERROR_INVALID_VALUE;
        *(bool *)value = s->flags[a];
        *size = sizeof(bool);
        return CUDA_SUCCESS;
    }
    const char *t = text_of(s, a);
    size_t n = strlen(t) + 1;
    if (*size < n)
        return CUDA_ERROR_INVALID_VALUE;
    memcpy(value, t, n);
    *size = n;
    return CUDA_SUCCESS;
}

/* A path is at most *size bytes, ending at its NUL if it has one. */
static CUresult set(dump_settings *s, CUcoredumpSettings a, const void *value, const size_t *size)
{
    if (!value || !size || a < CU_COREDUMP_ENABLE_ON_EXCEPTION || a >= CU_COREDUMP_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    if (is_bool(a)) {
        if (*size < sizeof(bool))
            return CUDA_ERROR_INVALID_VALUE;
        s->flags[a] = *(const bool *)value;
        return CUDA_SUCCESS;
    }
    size_t n = strnlen(value, *size);
    if (n == 0 || n >= PATH_MAX_LEN)
        return CUDA_ERROR_INVALID_VALUE;
    char *t = text_of(s, a);
    memcpy(t, value, n);
    t[n] = '\0';
    return CUDA_SUCCESS;
}

/* The current context's settings, made from the global ones at first use;
 * NULL when too many contexts have their own.  Under lock. */
static dump_settings *of_current(void)
{
    unsigned long long id = ferry_cu_current()->id;
    ctx_settings *free_slot = NULL;
    for (int i = 0; i < MAX_CONTEXTS; i++) {
        if (contexts[i].ctx_id == id)
            return &contexts[i].s;
        if (!contexts[i].ctx_id && !free_slot)
            free_slot = &contexts[i];
    }
    if (!free_slot)
        return NULL;
    free_slot->ctx_id = id;
    free_slot->s = global;
    return &free_slot->s;
}

FERRY_API CUresult cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    dump_settings *s = of_current();
    r = s ? get(s, attrib, value, size) : CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&lock);
    return r;
}

/* The user trigger and its pipe belong to the process, not a context. */
FERRY_API CUresult cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (attrib == CU_COREDUMP_ENABLE_USER_TRIGGER || attrib == CU_COREDUMP_PIPE))
        r = CUDA_ERROR_NOT_PERMITTED;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    dump_settings *s = of_current();
    r = s ? set(s, attrib, value, size) : CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&lock);
    return r;
}

FERRY_API CUresult cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    r = get(&global, attrib, value, size);
    pthread_mutex_unlock(&lock);
    return r;
}

FERRY_API CUresult cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    r = set(&global, attrib, value, size);
    pthread_mutex_unlock(&lock);
    return r;
}
