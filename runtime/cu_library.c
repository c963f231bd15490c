/* Libraries (CUDA 12): a module loaded once for the process, into the
 * primary context, without a current context.  The library keeps the
 * module; its kernels are the module's functions (cu_kernel.c). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"

struct CUlib_st {
    CUmodule mod;
    struct CUlib_st *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUlib_st *libraries;

static bool library_live(CUlibrary lib)
{
    bool live = false;
    pthread_mutex_lock(&lock);
    for (struct CUlib_st *l = libraries; l && !live; l = l->next)
        live = l == lib;
    pthread_mutex_unlock(&lock);
    return live;
}

CUlibrary ferry_cu_library_of(CUmodule mod)
{
    CUlibrary found = NULL;
    pthread_mutex_lock(&lock);
    for (struct CUlib_st *l = libraries; l && !found; l = l->next)
        if (l->mod == mod)
            found = l;
    pthread_mutex_unlock(&lock);
    return found;
}

static CUresult library_options_ok(unsigned n, const CUlibraryOption *options, void **values)
{
    if (n && (!options || !values))
        return CUDA_ERROR_INVALID_VALUE;
    for (unsigned i = 0; i < n; i++)
        if ((unsigned)options[i] >= CU_LIBRARY_NUM_OPTIONS)
            return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS; /* the image is copied on load: nothing to keep */
}

static CUresult load(CUlibrary *library, const void *code, size_t len, CUjit_option *jit, void **jit_values,
                     unsigned num_jit, CUlibraryOption *options, void **values, unsigned num_options)
{
    ferry_cu_jit_opts o;
    CUresult r = ferry_cu_jit_read(&o, num_jit, jit, jit_values);
    if (r == CUDA_SUCCESS)
        r = library_options_ok(num_options, options, values);
    struct CUlib_st *lib = r == CUDA_SUCCESS ? calloc(1, sizeof *lib) : NULL;
    ferry_cu_log *log = lib ? calloc(1, sizeof *log) : NULL;
    if (r == CUDA_SUCCESS && !log)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS) {
        double start = ferry_cu_jit_now_ms();
        r = ferry_cu_module_load(&lib->mod, code, len, log);
        ferry_cu_jit_report(&o, log, start);
    }
    free(log);
    if (r != CUDA_SUCCESS) {
        free(lib);
        return r;
    }
    pthread_mutex_lock(&lock);
    lib->next = libraries;
    libraries = lib;
    pthread_mutex_unlock(&lock);
    *library = lib;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions,
                                     void **jitOptionsValues, unsigned int numJitOptions,
                                     CUlibraryOption *libraryOptions, void **libraryOptionValues,
                                     unsigned int numLibraryOptions)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!library || !code))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    return load(library, code, 0, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                libraryOptionValues, numLibraryOptions);
}

FERRY_API CUresult cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions,
                                         void **jitOptionsValues, unsigned int numJitOptions,
                                         CUlibraryOption *libraryOptions, void **libraryOptionValues,
                                         unsigned int numLibraryOptions)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!library || !fileName))
        r = CUDA_ERROR_INVALID_VALUE;
    ferry_cu_bytes file;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_read_file(fileName, &file);
    if (r != CUDA_SUCCESS)
        return r;
    r = load(library, file.data, file.len, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
             libraryOptionValues, numLibraryOptions);
    free(file.data);
    return r;
}

FERRY_API CUresult cuLibraryUnload(CUlibrary library)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    bool found = false;
    pthread_mutex_lock(&lock);
    for (struct CUlib_st **p = &libraries; *p && !found; p = &(*p)->next) {
        if (*p == library) {
            *p = library->next;
            found = true;
            break;
        }
    }
    pthread_mutex_unlock(&lock);
    if (!found)
        return CUDA_ERROR_INVALID_HANDLE;
    r = cuModuleUnload(library->mod);
    free(library);
    return r;
}

static CUresult library_ok(CUlibrary library, const void *out, const char *name)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!out || !name))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !library_live(library))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    CUresult r = library_ok(library, pMod, "");
    if (r == CUDA_SUCCESS)
        *pMod = library->mod;
    return r;
}

FERRY_API CUresult cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    CUresult r = library_ok(library, pKernel, name);
    if (r != CUDA_SUCCESS)
        return r;
    const ferry_module_desc *d = ferry_cu_module_desc(library->mod);
    for (uint32_t i = 0; i < d->num_kernels; i++) {
        if (strcmp(d->kernels[i].name, name) == 0) {
            *pKernel = (CUkernel)ferry_cu_module_function(library->mod, i);
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

FERRY_API CUresult cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    CUresult r = library_ok(lib, count, "");
    if (r == CUDA_SUCCESS)
        *count = ferry_cu_module_desc(lib->mod)->num_kernels;
    return r;
}

FERRY_API CUresult cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
    CUresult r = library_ok(lib, kernels, "");
    if (r != CUDA_SUCCESS)
        return r;
    uint32_t n = ferry_cu_module_desc(lib->mod)->num_kernels;
    if (numKernels > n)
        return CUDA_ERROR_INVALID_VALUE;
    for (uint32_t i = 0; i < numKernels; i++)
        kernels[i] = (CUkernel)ferry_cu_module_function(lib->mod, i);
    return CUDA_SUCCESS;
}

/* want: 0 for any variable, FERRY_VAR_MANAGED for managed ones only. */
static CUresult find_var(CUdeviceptr *dptr, size_t *bytes, CUlibrary lib, const char *name, uint64_t want)
{
    CUresult r = library_ok(lib, "", name);
    if (r != CUDA_SUCCESS)
        return r;
    const ferry_module_desc *d = ferry_cu_module_desc(lib->mod);
    for (uint32_t i = 0; i < d->num_vars; i++) {
        const ferry_var_desc *v = &d->vars[i];
        if (v->name && strcmp(v->name, name) == 0 && (v->flags & want) == want) {
            if (dptr)
                *dptr = (CUdeviceptr)(uintptr_t)v->addr;
            if (bytes)
                *bytes = (size_t)v->size;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

FERRY_API CUresult cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    return find_var(dptr, bytes, library, name, 0);
}

/* A managed variable's device copy is the one copy here: no host side
 * registered it. */
FERRY_API CUresult cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    return find_var(dptr, bytes, library, name, FERRY_VAR_MANAGED);
}

/* Device code is host code on the CPU device: a function the library's
 * object exports can be called from both sides. */
FERRY_API CUresult cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    CUresult r = library_ok(library, fptr, symbol);
    if (r != CUDA_SUCCESS)
        return r;
    void *p = ferry_cu_module_symbol(library->mod, symbol);
    if (!p)
        return CUDA_ERROR_NOT_FOUND;
    *fptr = p;
    return CUDA_SUCCESS;
}
