/* PTX images: compiled to a loadable module by Ferry's own driver,
 *   <ferry home>/bin/nvcc -cubin -o OUT.cubin IN.ptx
 * in a private temporary directory, through the module cache.  The home is
 * $FERRY_HOME, else the directory above the lib64/ holding this library,
 * else the install prefix or the build tree it was built for (a program
 * linked with libcudart_static cannot tell where the library came from). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cu_internal.h"
#include "tools.h"

bool ferry_cu_find_home(char *out, size_t n)
{
    return ferry_tool_home((const void *)ferry_cu_compile_ptx, out, n);
}

/* Size and time of the compiler's parts: a rebuilt compiler is a new key. */
static void tool_stamp(const char *home, char *out, size_t n)
{
    static const char *const tools[] = {"nvcc", "ferry-lower", "ferry-ptx"};
    size_t used = 0;
    out[0] = 0;
    for (size_t i = 0; i < sizeof tools / sizeof tools[0] && used < n; i++) {
        char path[PATH_MAX + 32];
        struct stat st;
        snprintf(path, sizeof path, "%s/bin/%s", home, tools[i]);
        if (stat(path, &st) == 0)
            used += (size_t)snprintf(out + used, n - used, "%s:%lld:%lld.%09ld;", tools[i],
                                     (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                                     st.st_mtim.tv_nsec);
    }
}

int ferry_cu_run_tool(char *const argv[], const char *log_path)
{
    return ferry_tool_run(argv, NULL, log_path);
}

void ferry_cu_copy_log(const char *path, char *to, size_t n)
{
    ferry_cu_bytes b;
    if (ferry_cu_read_file(path, &b) != CUDA_SUCCESS)
        return;
    size_t used = strlen(to);
    if (used + 1 < n)
        snprintf(to + used, n - used, "%s", (const char *)b.data);
    free(b.data);
}

typedef struct workdir {
    char dir[PATH_MAX], in[PATH_MAX + 16], out[PATH_MAX + 16], log[PATH_MAX + 16];
} workdir;

static bool make_workdir(workdir *w)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(w->dir, sizeof w->dir, "%s/ferry-ptx-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(w->dir))
        return false;
    snprintf(w->in, sizeof w->in, "%s/module.ptx", w->dir);
    snprintf(w->out, sizeof w->out, "%s/module.cubin", w->dir);
    snprintf(w->log, sizeof w->log, "%s/nvcc.log", w->dir);
    return true;
}

static void remove_workdir(const workdir *w)
{
    unlink(w->in);
    unlink(w->out);
    unlink(w->log);
    rmdir(w->dir);
}

/* PTX is compiled for the variant portable code takes on this CPU, or for
 * the model FERRY_CPU names: the same model name is the same code on every
 * machine that shares a cache. */
const char *ferry_cu_jit_cpu(void)
{
    const char *env = getenv("FERRY_CPU");
    if (env && *env && strlen(env) < 64)
        return env;
    return *ferry_cpu_variant() ? ferry_cpu_variant() : "x86-64";
}

static CUresult compile(const char *home, const char *text, ferry_cu_bytes *out, ferry_cu_log *log)
{
    workdir w;
    if (!make_workdir(&w)) {
        ferry_cu_log_error(log, "cannot make a temporary directory for the PTX compile\n");
        return CUDA_ERROR_OPERATING_SYSTEM;
    }
    CUresult r = CUDA_ERROR_INVALID_PTX;
    char nvcc[PATH_MAX + 16];
    snprintf(nvcc, sizeof nvcc, "%s/bin/nvcc", home);
    char cpu[96];
    snprintf(cpu, sizeof cpu, "--ferry-cpu=%s", ferry_cu_jit_cpu());
    char *argv[] = {nvcc, "-cubin", "-o", w.out, w.in, cpu, NULL};
    int status = ferry_cu_write_file(w.in, text, strlen(text)) ? ferry_cu_run_tool(argv, w.log) : -1;
    if (status < 0) {
        ferry_cu_log_error(log, "cannot run %s\n", nvcc);
        r = CUDA_ERROR_JIT_COMPILER_NOT_FOUND;
    } else if (status != 0) {
        ferry_cu_copy_log(w.log, log->error, sizeof log->error);
        if (!log->error[0])
            ferry_cu_log_error(log, "%s failed with status %d\n", nvcc, status);
    } else if (ferry_cu_read_file(w.out, out) == CUDA_SUCCESS) {
        if (out->len >= 4 && ferry_cu_image_kind(out->data) == FERRY_IMAGE_ELF) {
            ferry_cu_copy_log(w.log, log->info, sizeof log->info);
            r = CUDA_SUCCESS;
        } else {
            ferry_cu_log_error(log, "%s made something that is not a loadable module\n", nvcc);
            free(out->data);
            *out = (ferry_cu_bytes){NULL, 0};
        }
    } else {
        ferry_cu_log_error(log, "%s made no module\n", nvcc);
    }
    remove_workdir(&w);
    return r;
}

CUresult ferry_cu_compile_ptx(const char *text, ferry_cu_bytes *out, ferry_cu_log *log)
{
    char home[PATH_MAX], stamp[512];
    if (!ferry_cu_find_home(home, sizeof home)) {
        ferry_cu_log_error(log, "cannot find Ferry's nvcc to compile PTX; set FERRY_HOME to its install tree\n");
        return CUDA_ERROR_JIT_COMPILER_NOT_FOUND;
    }
    tool_stamp(home, stamp, sizeof stamp);
    size_t used = strlen(stamp);
    snprintf(stamp + used, sizeof stamp - used, "cpu:%s;", ferry_cu_jit_cpu());
    char key[FERRY_CU_KEY_LEN + 1];
    ferry_cu_cache_key(text, stamp, key);
    if (ferry_cu_cache_get(key, out))
        return CUDA_SUCCESS;
    CUresult r = compile(home, text, out, log);
    if (r == CUDA_SUCCESS)
        ferry_cu_cache_put(key, out);
    return r;
}
