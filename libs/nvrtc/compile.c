/* nvrtcCompileProgram: the source and its headers are written to a
 * private directory and Ferry's nvcc makes PTX of them there,
 *     nvcc -ptx -x cu NAME -o program.ptx -arch=compute_52 -I. -D__CUDACC_RTC__ OPTIONS
 * run in that directory, so that diagnostics name the program's own file
 * ("NAME:LINE:COL: error: ...") and headers are found under the names the
 * program gave them.  nvcc's device pass includes cuda_runtime.h first, so
 * sources use threadIdx, __syncthreads and the math functions without an
 * #include, as with NVRTC.  Successful compiles are kept in a cache
 * (cache.c). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "nvrtc_internal.h"
#include "tools.h"

#define PTX_OUT "__nvrtc_program.ptx"
#define LOG_OUT "__nvrtc_nvcc.log"

/* "a/b/c.h" under dir, with a/ and a/b/ made; never outside dir. */
static bool write_header(const char *dir, const char *name, const char *text, nvrtc_buf *log)
{
    if (name[0] == '/' || strstr(name, "..") || !name[0]) {
        nvrtc_buf_printf(log, "warning: header '%s' is not a relative name; it is left out\n", name);
        return true;
    }
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path)
        return false;
    for (char *p = path + strlen(dir) + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        mkdir(path, 0700);
        *p = '/';
    }
    return nvrtc_write_file(path, text, strlen(text));
}

/* The program's source, with -default-device's pragma around it and the
 * name expressions' variables after it; #line keeps its own numbering. */
static bool full_source(const nvrtcProgram prog, const nvrtc_opts *o, nvrtc_buf *out)
{
    bool ok = nvrtc_buf_append(out, "", 0);
    if (o->default_device)
        ok = ok && nvrtc_buf_printf(out, "#pragma clang force_cuda_host_device begin\n#line 1 \"%s\"\n", prog->name);
    ok = ok && nvrtc_buf_append(out, prog->source, strlen(prog->source));
    if (o->default_device)
        ok = ok && nvrtc_buf_printf(out, "\n#pragma clang force_cuda_host_device end\n");
    return ok && nvrtc_names_source(prog, out);
}

static nvrtcResult write_inputs(const nvrtcProgram prog, const nvrtc_buf *src, const char *dir)
{
    for (int i = 0; i < prog->num_headers; i++)
        if (prog->headers[i] && !write_header(dir, prog->include_names[i], prog->headers[i], &prog->log))
            return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, prog->name);
    return nvrtc_write_file(path, src->data, src->len) ? NVRTC_SUCCESS : NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
}

/* nvcc's command line, NULL-terminated; argv[0] and the -arch word
 * (argv[ARCH_AT]) are allocated. */
#define ARCH_AT 7
static char **nvcc_argv(const nvrtcProgram prog, const nvrtc_opts *o, const char *home)
{
    char *nvcc = malloc(PATH_MAX + 16), *arch = malloc(32);
    char *fixed[] = {nvcc, "-ptx", "-x", "cu", prog->name, "-o", PTX_OUT, arch, "-I.", "-Wno-deprecated-gpu-targets",
                     "-D__CUDACC_RTC__"};
    size_t nfixed = sizeof fixed / sizeof fixed[0];
    char **argv = calloc(nfixed + o->argc + 1, sizeof *argv);
    if (!nvcc || !arch || !argv) {
        free(nvcc);
        free(arch);
        free(argv);
        return NULL;
    }
    snprintf(nvcc, PATH_MAX + 16, "%s/bin/nvcc", home);
    snprintf(arch, 32, "-arch=%s_%d", o->real_arch ? "sm" : "compute", o->arch);
    memcpy(argv, fixed, sizeof fixed);
    _Static_assert(sizeof fixed / sizeof fixed[0] > ARCH_AT, "the -arch word is among the fixed ones");
    memcpy(argv + nfixed, o->argv, o->argc * sizeof *argv);
    return argv;
}

static void free_argv(char **argv)
{
    if (argv) {
        free(argv[0]);
        free(argv[ARCH_AT]);
    }
    free(argv);
}

/* The PTX's line tables name the program's file by its path in the work
 * directory: named as the program named it, the PTX is the same at every
 * compile (and the cache's entries are). */
static bool drop_workdir(nvrtc_buf *ptx, const char *dir)
{
    char quoted[PATH_MAX + 4];
    snprintf(quoted, sizeof quoted, "\"%s/", dir);
    size_t n = strlen(quoted);
    nvrtc_buf out = {NULL, 0};
    bool ok = nvrtc_buf_append(&out, "", 0);
    const char *p = ptx->data, *hit;
    while (ok && (hit = strstr(p, quoted))) {
        ok = nvrtc_buf_append(&out, p, (size_t)(hit - p) + 1);
        p = hit + n;
    }
    ok = ok && nvrtc_buf_append(&out, p, strlen(p));
    if (!ok) {
        nvrtc_buf_free(&out);
        return false;
    }
    nvrtc_buf_free(ptx);
    *ptx = out;
    return true;
}

static nvrtcResult run_nvcc(nvrtcProgram prog, char *const *argv, const char *dir)
{
    char log_path[PATH_MAX + 32];
    snprintf(log_path, sizeof log_path, "%s/" LOG_OUT, dir);
    int status = ferry_tool_run(argv, dir, log_path);
    nvrtc_buf out = {NULL, 0};
    if (nvrtc_read_file(log_path, &out) && out.len)
        nvrtc_buf_append(&prog->log, out.data, out.len);
    nvrtc_buf_free(&out);
    if (status < 0) {
        nvrtc_buf_printf(&prog->log, "error: cannot run %s\n", argv[0]);
        return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    }
    if (status != 0)
        return NVRTC_ERROR_COMPILATION;
    char ptx_path[PATH_MAX + 32];
    snprintf(ptx_path, sizeof ptx_path, "%s/" PTX_OUT, dir);
    if (!nvrtc_read_file(ptx_path, &prog->ptx)) {
        nvrtc_buf_printf(&prog->log, "error: %s made no PTX\n", argv[0]);
        return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    }
    return drop_workdir(&prog->ptx, dir) ? NVRTC_SUCCESS : NVRTC_ERROR_OUT_OF_MEMORY;
}

/* A compile in a private directory, removed afterwards. */
static nvrtcResult compile_in_workdir(nvrtcProgram prog, const nvrtc_buf *src, char *const *argv)
{
    char dir[PATH_MAX];
    if (!nvrtc_make_workdir(dir, sizeof dir)) {
        nvrtc_buf_printf(&prog->log, "error: cannot make a temporary directory\n");
        return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    }
    nvrtcResult r = write_inputs(prog, src, dir);
    if (r == NVRTC_SUCCESS)
        r = run_nvcc(prog, argv, dir);
    if (r == NVRTC_SUCCESS)
        r = nvrtc_names_resolve(prog, &prog->log);
    nvrtc_remove_tree(dir);
    return r;
}

static void reset(nvrtcProgram prog)
{
    prog->compiled = false;
    prog->cubin_tried = false;
    prog->cache_key[0] = 0;
    nvrtc_buf_free(&prog->ptx);
    nvrtc_buf_free(&prog->cubin);
    nvrtc_buf_free(&prog->log);
    for (size_t i = 0; i < prog->num_names; i++) {
        free(prog->names[i].lowered);
        prog->names[i].lowered = NULL;
    }
}

static nvrtcResult compile(nvrtcProgram prog, const nvrtc_opts *o)
{
    char home[PATH_MAX];
    if (!nvrtc_find_home(home, sizeof home)) {
        nvrtc_buf_printf(&prog->log, "error: cannot find Ferry's nvcc; set FERRY_HOME to its install tree\n");
        return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    }
    nvrtc_buf src = {NULL, 0};
    char **argv = nvcc_argv(prog, o, home);
    nvrtcResult r = argv && full_source(prog, o, &src) ? NVRTC_SUCCESS : NVRTC_ERROR_OUT_OF_MEMORY;
    bool cached = r == NVRTC_SUCCESS && nvrtc_cache_usable(o);
    char key[NVRTC_KEY_LEN + 1];
    if (cached) {
        nvrtc_cache_key(prog, &src, argv, home, key);
        memcpy(prog->cache_key, key, sizeof key);
    }
    if (r == NVRTC_SUCCESS && !(cached && nvrtc_cache_get(prog, key))) {
        r = compile_in_workdir(prog, &src, argv);
        if (r == NVRTC_SUCCESS && cached)
            nvrtc_cache_put(prog, key);
    }
    nvrtc_buf_free(&src);
    free_argv(argv);
    return r;
}

nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (numOptions < 0 || (numOptions > 0 && !options))
        return NVRTC_ERROR_INVALID_INPUT;
    reset(prog);
    prog->attempted = true;
    nvrtc_opts o;
    nvrtcResult r = nvrtc_parse_options(numOptions, options, &o, &prog->log);
    if (r != NVRTC_SUCCESS)
        return r;
    prog->real_arch = o.real_arch;
    r = compile(prog, &o);
    prog->compiled = r == NVRTC_SUCCESS;
    if (!prog->compiled)
        nvrtc_buf_free(&prog->ptx);
    nvrtc_opts_free(&o);
    return r;
}
