/* PTX images: compiled to a loadable module by Ferry's own driver,
 *   <ferry home>/bin/nvcc -cubin -o OUT.cubin IN.ptx
 * in a private temporary directory, through the module cache.  The home is
 * $FERRY_HOME, else the directory above the lib64/ holding this library,
 * else the install prefix or the build tree it was built for (a program
 * linked with libcudart_static cannot tell where the library came from). */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cu_internal.h"

extern char **environ;

static bool has_nvcc(const char *home)
{
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/bin/nvcc", home);
    return access(path, X_OK) == 0;
}

/* "/x/lib64/libcuda.so.1" -> "/x" when /x/bin/nvcc is there. */
static bool home_from_library(char *out, size_t n)
{
    Dl_info info;
    char real[PATH_MAX];
    if (!dladdr((void *)ferry_cu_compile_ptx, &info) || !info.dli_fname || !realpath(info.dli_fname, real))
        return false;
    char *slash = strrchr(real, '/');
    if (!slash)
        return false;
    *slash = 0;
    slash = strrchr(real, '/');
    if (!slash || (strcmp(slash + 1, "lib64") != 0 && strcmp(slash + 1, "lib") != 0))
        return false;
    *slash = 0;
    snprintf(out, n, "%s", real[0] ? real : "/");
    return has_nvcc(out);
}

bool ferry_cu_find_home(char *out, size_t n)
{
    const char *env = getenv("FERRY_HOME");
    if (env && *env) {
        snprintf(out, n, "%s", env);
        return true;
    }
    if (home_from_library(out, n))
        return true;
    const char *built_for[] = {
#ifdef FERRY_INSTALL_HOME
        FERRY_INSTALL_HOME,
#endif
#ifdef FERRY_BUILD_HOME
        FERRY_BUILD_HOME,
#endif
    };
    for (size_t i = 0; i < sizeof built_for / sizeof built_for[0]; i++) {
        char lower[PATH_MAX + 32];
        snprintf(lower, sizeof lower, "%s/bin/ferry-lower", built_for[i]);
        if (has_nvcc(built_for[i]) && access(lower, X_OK) == 0) {
            snprintf(out, n, "%s", built_for[i]);
            return true;
        }
    }
    return false;
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

/* The caller's environment less the flags nvcc would add to our command. */
static char **child_environment(void)
{
    size_t n = 0;
    while (environ && environ[n])
        n++;
    char **env = calloc(n + 1, sizeof *env);
    size_t k = 0;
    for (size_t i = 0; env && i < n; i++)
        if (strncmp(environ[i], "NVCC_PREPEND_FLAGS=", 19) != 0 && strncmp(environ[i], "NVCC_APPEND_FLAGS=", 18) != 0)
            env[k++] = environ[i];
    return env;
}

/* Runs the command with stdout and stderr to log_path; returns its status
 * (-1 when it could not run). */
int ferry_cu_run_tool(char *const argv[], const char *log_path)
{
    posix_spawn_file_actions_t fa;
    if (posix_spawn_file_actions_init(&fa) != 0)
        return -1;
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    char **env = child_environment();
    pid_t pid;
    int rc = env ? posix_spawn(&pid, argv[0], &fa, NULL, argv, env) : ENOMEM;
    posix_spawn_file_actions_destroy(&fa);
    free(env);
    if (rc != 0)
        return -1;
    int status;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR)
            return -1;
    }
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
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
