/* Driver API modules: loading an image (a Ferry loadable module, or PTX
 * compiled to one), finding its kernels and variables by name, unloading.
 * A module's kernels live here, not in the host-stub tables of register.c;
 * its variables count as device memory while it is loaded. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"

struct CUmod_st {
    ferry_handle h;
    ferry_dev_module loaded;
    struct CUfunc_st *funcs; /* one per kernel, in the descriptor's order */
    struct CUmod_st *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUmod_st *modules;
static _Atomic int num_modules;

bool ferry_module_range_ok(const void *p, size_t n)
{
    if (atomic_load_explicit(&num_modules, memory_order_relaxed) == 0)
        return false;
    const char *c = p;
    bool ok = false;
    pthread_mutex_lock(&lock);
    for (struct CUmod_st *m = modules; m && !ok; m = m->next) {
        const ferry_module_desc *d = m->loaded.desc;
        for (uint32_t i = 0; i < d->num_vars && !ok; i++) {
            const char *base = d->vars[i].addr;
            size_t size = d->vars[i].size;
            ok = c >= base && (size_t)(c - base) < size && n <= size - (size_t)(c - base);
        }
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

static void forget_functions(struct CUmod_st *m, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++)
        ferry_handle_remove(&m->funcs[i], FERRY_HANDLE_FUNCTION);
}

static CUresult register_module(struct CUmod_st *m)
{
    uint32_t n = m->loaded.desc->num_kernels;
    for (uint32_t i = 0; i < n; i++) {
        m->funcs[i] = (struct CUfunc_st){{FERRY_HANDLE_FUNCTION}, m, &m->loaded.desc->kernels[i], -1, -1};
        if (!ferry_handle_add(&m->funcs[i].h)) {
            forget_functions(m, i);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
    }
    if (!ferry_handle_add(&m->h)) {
        forget_functions(m, n);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    pthread_mutex_lock(&lock);
    m->next = modules;
    modules = m;
    atomic_fetch_add(&num_modules, 1);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult load_elf(CUmodule *module, const void *elf, size_t len, ferry_cu_log *log)
{
    struct CUmod_st *m = calloc(1, sizeof *m);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    m->h.kind = FERRY_HANDLE_MODULE;
    CUresult r = ferry_cu_load_image(elf, len, &m->loaded, log);
    if (r == CUDA_SUCCESS) {
        uint32_t n = m->loaded.desc->num_kernels;
        m->funcs = calloc(n ? n : 1, sizeof *m->funcs);
        r = m->funcs ? register_module(m) : CUDA_ERROR_OUT_OF_MEMORY;
        if (r != CUDA_SUCCESS)
            ferry_dev_module_unload(&m->loaded);
    }
    if (r != CUDA_SUCCESS) {
        free(m->funcs);
        free(m);
        return r;
    }
    *module = m;
    return CUDA_SUCCESS;
}

/* len 0: the image's length is not known (cuModuleLoadData). */
CUresult ferry_cu_module_load(CUmodule *module, const void *image, size_t len, ferry_cu_log *log)
{
    if (!module || !image)
        return CUDA_ERROR_INVALID_VALUE;
    ferry_cu_log unused;
    if (!log) {
        unused.error[0] = unused.info[0] = 0;
        log = &unused;
    }
    switch (ferry_cu_image_kind(image)) {
    case FERRY_IMAGE_ELF:
        if (!len)
            len = ferry_cu_elf_size(image);
        return len ? load_elf(module, image, len, log) : CUDA_ERROR_INVALID_IMAGE;
    case FERRY_IMAGE_PTX: {
        ferry_cu_bytes compiled;
        CUresult r = ferry_cu_compile_ptx(image, &compiled, log);
        if (r == CUDA_SUCCESS) {
            r = load_elf(module, compiled.data, compiled.len, log);
            free(compiled.data);
        }
        return r;
    }
    default:
        ferry_cu_log_error(log, "the image is neither a Ferry loadable module nor PTX text\n");
        return CUDA_ERROR_INVALID_IMAGE;
    }
}

static CUresult load_image(CUmodule *module, const void *image, size_t len, ferry_cu_log *log)
{
    CUresult r = ferry_cu_need_ctx();
    return r != CUDA_SUCCESS ? r : ferry_cu_module_load(module, image, len, log);
}

FERRY_API CUresult cuModuleLoad(CUmodule *module, const char *fname)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!module || !fname))
        r = CUDA_ERROR_INVALID_VALUE;
    ferry_cu_bytes file;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_read_file(fname, &file);
    if (r != CUDA_SUCCESS)
        return r;
    r = load_image(module, file.data, file.len, NULL);
    free(file.data);
    return r;
}

FERRY_API CUresult cuModuleLoadData(CUmodule *module, const void *image)
{
    return load_image(module, image, 0, NULL);
}

FERRY_API CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions,
                                      CUjit_option *options, void **optionValues)
{
    ferry_cu_jit_opts o;
    CUresult r = ferry_cu_jit_read(&o, numOptions, options, optionValues);
    if (r != CUDA_SUCCESS)
        return ferry_cu_need_init() != CUDA_SUCCESS ? CUDA_ERROR_NOT_INITIALIZED : r;
    ferry_cu_log *log = calloc(1, sizeof *log);
    if (!log)
        return CUDA_ERROR_OUT_OF_MEMORY;
    double start = ferry_cu_jit_now_ms();
    r = load_image(module, image, 0, log);
    ferry_cu_jit_report(&o, log, start);
    free(log);
    return r;
}

/* Ferry's nvcc -fatbin writes the same loadable module as -cubin. */
FERRY_API CUresult cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    return load_image(module, fatCubin, 0, NULL);
}

FERRY_API CUresult cuModuleUnload(CUmodule hmod)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    if (!hmod || !ferry_handle_remove(hmod, FERRY_HANDLE_MODULE))
        return CUDA_ERROR_INVALID_HANDLE;
    ferry_device_drain(); /* queued launches may still run its code */
    for (uint32_t i = 0; i < hmod->loaded.desc->num_kernels; i++)
        ferry_cu_legacy_forget(&hmod->funcs[i]);
    forget_functions(hmod, hmod->loaded.desc->num_kernels);
    pthread_mutex_lock(&lock);
    for (struct CUmod_st **p = &modules; *p; p = &(*p)->next) {
        if (*p == hmod) {
            *p = hmod->next;
            atomic_fetch_sub(&num_modules, 1);
            break;
        }
    }
    pthread_mutex_unlock(&lock);
    ferry_dev_module_unload(&hmod->loaded);
    free(hmod->funcs);
    free(hmod);
    return CUDA_SUCCESS;
}

static CUresult module_ok(CUmodule hmod, const char *name)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !name)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !ferry_handle_live(hmod, FERRY_HANDLE_MODULE))
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

FERRY_API CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    CUresult r = module_ok(hmod, name);
    if (r == CUDA_SUCCESS && !hfunc)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    const ferry_module_desc *d = hmod->loaded.desc;
    for (uint32_t i = 0; i < d->num_kernels; i++) {
        if (strcmp(d->kernels[i].name, name) == 0) {
            *hfunc = &hmod->funcs[i];
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

/* dptr and bytes may each be NULL when the caller does not want it. */
FERRY_API CUresult cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    CUresult r = module_ok(hmod, name);
    if (r != CUDA_SUCCESS)
        return r;
    const ferry_module_desc *d = hmod->loaded.desc;
    for (uint32_t i = 0; i < d->num_vars; i++) {
        if (d->vars[i].name && strcmp(d->vars[i].name, name) == 0) {
            if (dptr)
                *dptr = (CUdeviceptr)(uintptr_t)d->vars[i].addr;
            if (bytes)
                *bytes = (size_t)d->vars[i].size;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

bool ferry_cu_module_live(CUmodule mod)
{
    return mod && ferry_handle_live(mod, FERRY_HANDLE_MODULE);
}

bool ferry_cu_function_live(CUfunction f)
{
    return f && ferry_handle_live(f, FERRY_HANDLE_FUNCTION);
}

const ferry_module_desc *ferry_cu_module_desc(CUmodule mod)
{
    return mod->loaded.desc;
}

CUfunction ferry_cu_module_function(CUmodule mod, uint32_t i)
{
    return i < mod->loaded.desc->num_kernels ? &mod->funcs[i] : NULL;
}

void *ferry_cu_module_symbol(CUmodule mod, const char *name)
{
    return ferry_dev_module_symbol(&mod->loaded, name);
}

const ferry_var_desc *ferry_cu_module_var(CUmodule mod, const char *name)
{
    const ferry_module_desc *d = ferry_handle_live(mod, FERRY_HANDLE_MODULE) ? mod->loaded.desc : NULL;
    for (uint32_t i = 0; d && name && i < d->num_vars; i++)
        if (d->vars[i].name && strcmp(d->vars[i].name, name) == 0)
            return &d->vars[i];
    return NULL;
}
