/* The JIT linker, of one kind of input per link:
 * - PTX: the texts are joined into one (the first input's .version/.target/
 *   .address_size header, the others' bodies) and compiled by Ferry's nvcc
 *   through the module cache, so that a function one input declares
 *   .extern and another defines is one symbol;
 * - host objects and archives with relocatable device code (nvcc -dc):
 *   Ferry's device link (cu_link_objects.c);
 * - a Ferry loadable module (cubin or fatbin input), already linked: the
 *   sole input.
 * Other mixes, and NVVM IR, are not supported. */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cu_internal.h"

enum { NO_INPUT, PTX_INPUTS, MODULE_INPUT, OBJECT_INPUTS };

struct CUlinkState_st {
    ferry_cu_jit_opts opts;
    ferry_cu_log log;
    double start_ms;
    char *ptx; /* the joined text so far */
    size_t ptx_len;
    unsigned inputs;
    ferry_cu_bytes module; /* a loadable module input, or the result */
    bool module_is_input;
    int kind;            /* of the inputs so far */
    char dir[PATH_MAX];  /* where object inputs are kept, "" until one is */
    char **objects;      /* their files */
    struct CUlinkState_st *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUlinkState_st *states;

static bool state_live(CUlinkState s)
{
    bool live = false;
    pthread_mutex_lock(&lock);
    for (struct CUlinkState_st *p = states; p && !live; p = p->next)
        live = p == s;
    pthread_mutex_unlock(&lock);
    return live;
}

FERRY_API CUresult cuLinkCreate_v2(unsigned int numOptions, CUjit_option *options, void **optionValues,
                                   CUlinkState *stateOut)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !stateOut)
        r = CUDA_ERROR_INVALID_VALUE;
    ferry_cu_jit_opts o;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_jit_read(&o, numOptions, options, optionValues);
    if (r != CUDA_SUCCESS)
        return r;
    struct CUlinkState_st *s = calloc(1, sizeof *s);
    if (!s)
        return CUDA_ERROR_OUT_OF_MEMORY;
    s->opts = o;
    s->start_ms = ferry_cu_jit_now_ms();
    pthread_mutex_lock(&lock);
    s->next = states;
    states = s;
    pthread_mutex_unlock(&lock);
    *stateOut = s;
    return CUDA_SUCCESS;
}

static bool header_line(const char *line)
{
    line += strspn(line, " \t");
    return strncmp(line, ".version", 8) == 0 || strncmp(line, ".target", 7) == 0 ||
           strncmp(line, ".address_size", 13) == 0;
}

/* Appends text, less its header lines unless it is the first input. */
static CUresult append_ptx(CUlinkState s, const char *text, size_t len)
{
    char *grown = realloc(s->ptx, s->ptx_len + len + 2);
    if (!grown)
        return CUDA_ERROR_OUT_OF_MEMORY;
    s->ptx = grown;
    bool first = s->ptx_len == 0;
    for (size_t i = 0; i < len;) {
        const char *nl = memchr(text + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (text + i)) + 1 : len - i;
        if (first || !header_line(text + i)) {
            memcpy(s->ptx + s->ptx_len, text + i, n);
            s->ptx_len += n;
        }
        i += n;
    }
    s->ptx[s->ptx_len++] = '\n';
    s->ptx[s->ptx_len] = 0;
    return CUDA_SUCCESS;
}

static CUresult add_ptx(CUlinkState s, const char *data, size_t size, const char *name)
{
    size_t len = strnlen(data, size); /* size may count the NUL */
    char *text = malloc(len + 1);
    if (!text)
        return CUDA_ERROR_OUT_OF_MEMORY;
    memcpy(text, data, len);
    text[len] = 0;
    CUresult r = CUDA_SUCCESS;
    if (ferry_cu_image_kind(text) != FERRY_IMAGE_PTX) {
        ferry_cu_log_error(&s->log, "ferry-link: input '%s' is not PTX text\n", name);
        r = CUDA_ERROR_INVALID_PTX;
    } else {
        r = append_ptx(s, text, len);
    }
    free(text);
    if (r == CUDA_SUCCESS && s->opts.verbose)
        ferry_cu_log_info(&s->log, "ferry-link: PTX input '%s', %zu bytes\n", name, len);
    return r;
}

static CUresult add_module(CUlinkState s, const void *data, size_t size, const char *name)
{
    size_t len = ferry_cu_elf_size(data);
    if (ferry_cu_image_kind(data) != FERRY_IMAGE_ELF || !len || len > size) {
        ferry_cu_log_error(&s->log, "ferry-link: input '%s' is not a Ferry loadable module\n", name);
        return CUDA_ERROR_INVALID_IMAGE;
    }
    s->module.data = malloc(size);
    if (!s->module.data)
        return CUDA_ERROR_OUT_OF_MEMORY;
    memcpy(s->module.data, data, size);
    s->module.len = size;
    s->module_is_input = true;
    if (s->opts.verbose)
        ferry_cu_log_info(&s->log, "ferry-link: loadable module input '%s', %zu bytes\n", name, size);
    return CUDA_SUCCESS;
}

static const char *kind_name(CUjitInputType type)
{
    switch (type) {
    case CU_JIT_INPUT_NVVM: return "cuLinkAddData of NVVM IR (CU_JIT_INPUT_NVVM)";
    case CU_JIT_INPUT_PTX: return "cuLinkAddData of PTX together with objects or a loadable module";
    case CU_JIT_INPUT_OBJECT:
    case CU_JIT_INPUT_LIBRARY: return "cuLinkAddData of objects together with PTX or a loadable module";
    default: return "cuLinkAddData of a loadable module together with other inputs";
    }
}

static int kind_of(CUjitInputType type)
{
    switch (type) {
    case CU_JIT_INPUT_PTX: return PTX_INPUTS;
    case CU_JIT_INPUT_CUBIN:
    case CU_JIT_INPUT_FATBINARY: return MODULE_INPUT;
    case CU_JIT_INPUT_OBJECT:
    case CU_JIT_INPUT_LIBRARY: return OBJECT_INPUTS;
    default: return NO_INPUT;
    }
}

/* An object is a relocatable ELF file; a library an ar archive. */
static bool object_ok(CUjitInputType type, const unsigned char *data, size_t size)
{
    if (type == CU_JIT_INPUT_LIBRARY)
        return size >= 8 && memcmp(data, "!<arch>\n", 8) == 0;
    return size >= 18 && memcmp(data, "\x7f" "ELF", 4) == 0 && data[16] == 1 && data[17] == 0; /* ET_REL */
}

static CUresult add_object(CUlinkState s, CUjitInputType type, const void *data, size_t size, const char *name)
{
    if (!object_ok(type, data, size)) {
        ferry_cu_log_error(&s->log, "ferry-link: input '%s' is not %s\n", name,
                           type == CU_JIT_INPUT_LIBRARY ? "an archive" : "a relocatable object");
        return CUDA_ERROR_INVALID_IMAGE;
    }
    const char *tmp = getenv("TMPDIR");
    if (!s->dir[0]) {
        snprintf(s->dir, sizeof s->dir, "%s/ferry-link-XXXXXX", tmp && *tmp ? tmp : "/tmp");
        if (!mkdtemp(s->dir)) {
            s->dir[0] = 0;
            return CUDA_ERROR_OPERATING_SYSTEM;
        }
    }
    char path[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/in%u.%s", s->dir, s->inputs, type == CU_JIT_INPUT_LIBRARY ? "a" : "o");
    char **grown = realloc(s->objects, (s->inputs + 1) * sizeof *grown);
    if (!grown)
        return CUDA_ERROR_OUT_OF_MEMORY;
    s->objects = grown;
    if (!ferry_cu_write_file(path, data, size) || !(s->objects[s->inputs] = strdup(path)))
        return CUDA_ERROR_OPERATING_SYSTEM;
    if (s->opts.verbose)
        ferry_cu_log_info(&s->log, "ferry-link: %s input '%s', %zu bytes\n",
                          type == CU_JIT_INPUT_LIBRARY ? "archive" : "object", name, size);
    return CUDA_SUCCESS;
}

static CUresult add(CUlinkState s, CUjitInputType type, const void *data, size_t size, const char *name)
{
    if (!name)
        name = "(unnamed)";
    int kind = kind_of(type);
    if (kind == NO_INPUT || (s->kind != NO_INPUT && (s->kind != kind || kind == MODULE_INPUT)))
        return ferry_cu_unsupported(kind_name(type));
    CUresult r = kind == MODULE_INPUT ? add_module(s, data, size, name)
                 : kind == PTX_INPUTS ? add_ptx(s, data, size, name)
                                      : add_object(s, type, data, size, name);
    if (r == CUDA_SUCCESS) {
        s->inputs++;
        s->kind = kind;
    }
    ferry_cu_jit_report(&s->opts, &s->log, s->start_ms);
    return r;
}

/* The checks both ways of adding an input make. */
static CUresult input_ok(CUlinkState state, CUjitInputType type, const void *what, unsigned numOptions,
                         CUjit_option *options, void **optionValues)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !state_live(state))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!what || (unsigned)type >= CU_JIT_NUM_INPUT_TYPES))
        r = CUDA_ERROR_INVALID_VALUE;
    ferry_cu_jit_opts unused; /* an input's own options change nothing here */
    if (r == CUDA_SUCCESS)
        r = ferry_cu_jit_read(&unused, numOptions, options, optionValues);
    if (r == CUDA_SUCCESS && state->module.data && !state->module_is_input)
        r = CUDA_ERROR_INVALID_VALUE; /* already complete */
    return r;
}

FERRY_API CUresult cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void *data, size_t size,
                                    const char *name, unsigned int numOptions, CUjit_option *options,
                                    void **optionValues)
{
    CUresult r = input_ok(state, type, data, numOptions, options, optionValues);
    if (r == CUDA_SUCCESS && size == 0)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : add(state, type, data, size, name);
}

FERRY_API CUresult cuLinkAddFile_v2(CUlinkState state, CUjitInputType type, const char *path,
                                    unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult r = input_ok(state, type, path, numOptions, options, optionValues);
    ferry_cu_bytes file;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_read_file(path, &file);
    if (r != CUDA_SUCCESS)
        return r;
    r = add(state, type, file.data, file.len + 1, path); /* with read_file's NUL */
    free(file.data);
    return r;
}

/* The result stays the state's until cuLinkDestroy. */
FERRY_API CUresult cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !state_live(state))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!cubinOut || !sizeOut))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    if (!state->module.data && state->inputs == 0) {
        ferry_cu_log_error(&state->log, "ferry-link: no inputs to link\n");
        r = CUDA_ERROR_INVALID_VALUE;
    } else if (!state->module.data) {
        r = state->kind == PTX_INPUTS ? ferry_cu_compile_ptx(state->ptx, &state->module, &state->log)
                                      : ferry_cu_link_objects(state->objects, state->inputs, &state->module,
                                                              &state->log);
        if (r == CUDA_SUCCESS && state->opts.verbose)
            ferry_cu_log_info(&state->log, "ferry-link: %u inputs linked into a module of %zu bytes\n",
                              state->inputs, state->module.len);
    }
    ferry_cu_jit_report(&state->opts, &state->log, state->start_ms);
    if (r == CUDA_SUCCESS) {
        *cubinOut = state->module.data;
        *sizeOut = state->module.len;
    }
    return r;
}

FERRY_API CUresult cuLinkDestroy(CUlinkState state)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    bool found = false;
    pthread_mutex_lock(&lock);
    for (struct CUlinkState_st **p = &states; *p; p = &(*p)->next) {
        if (*p == state) {
            *p = state->next;
            found = true;
            break;
        }
    }
    pthread_mutex_unlock(&lock);
    if (!found)
        return CUDA_ERROR_INVALID_HANDLE;
    for (unsigned i = 0; state->objects && i < state->inputs; i++) {
        unlink(state->objects[i]);
        free(state->objects[i]);
    }
    if (state->dir[0])
        rmdir(state->dir);
    free(state->objects);
    free(state->ptx);
    free(state->module.data);
    free(state);
    return CUDA_SUCCESS;
}

/* The names programs built before CUDA 6.5 call. */
#include "cu_plain_names.h"

FERRY_API CUresult cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues,
                                CUlinkState *stateOut)
{
    return cuLinkCreate_v2(numOptions, options, optionValues, stateOut);
}

FERRY_API CUresult cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name,
                                 unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return cuLinkAddData_v2(state, type, data, size, name, numOptions, options, optionValues);
}

FERRY_API CUresult cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions,
                                 CUjit_option *options, void **optionValues)
{
    return cuLinkAddFile_v2(state, type, path, numOptions, options, optionValues);
}
