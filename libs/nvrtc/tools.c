/* Finding Ferry's nvcc and running it.  The home is found as the driver
 * API finds it for PTX (runtime/cu_ptx.c): $FERRY_HOME, else the directory
 * above the lib64/ holding this library, else the install prefix or the
 * build tree it was built for (a program linked with libnvrtc_static cannot
 * tell where the library came from). */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nvrtc_internal.h"

extern char **environ;

static bool has_tools(const char *home)
{
    char nvcc[PATH_MAX + 32], lower[PATH_MAX + 32];
    snprintf(nvcc, sizeof nvcc, "%s/bin/nvcc", home);
    snprintf(lower, sizeof lower, "%s/bin/ferry-lower", home);
    return access(nvcc, X_OK) == 0 && access(lower, X_OK) == 0;
}

/* "/x/lib64/libnvrtc.so.12" -> "/x" when /x/bin/nvcc is Ferry's. */
static bool home_from_library(char *out, size_t n)
{
    Dl_info info;
    char real[PATH_MAX];
    if (!dladdr((void *)nvrtc_find_home, &info) || !info.dli_fname || !realpath(info.dli_fname, real))
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
    return has_tools(out);
}

bool nvrtc_find_home(char *out, size_t n)
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
        if (has_tools(built_for[i])) {
            snprintf(out, n, "%s", built_for[i]);
            return true;
        }
    }
    return false;
}

/* The program's own nvcc flags (NVCC_APPEND_FLAGS ...) are for its build,
 * not for the kernels it compiles at run time. */
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

int nvrtc_run(char *const argv[], const char *dir, const char *log_path)
{
    posix_spawn_file_actions_t fa;
    if (posix_spawn_file_actions_init(&fa) != 0)
        return -1;
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    posix_spawn_file_actions_addchdir_np(&fa, dir);
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

bool nvrtc_read_file(const char *path, nvrtc_buf *out)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    nvrtc_buf b = {NULL, 0};
    char chunk[65536];
    size_t got;
    bool ok = nvrtc_buf_append(&b, "", 0);
    while (ok && (got = fread(chunk, 1, sizeof chunk, f)) > 0)
        ok = nvrtc_buf_append(&b, chunk, got);
    ok = ok && !ferror(f);
    fclose(f);
    if (!ok) {
        nvrtc_buf_free(&b);
        return false;
    }
    *out = b;
    return true;
}

bool nvrtc_write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

bool nvrtc_make_workdir(char *out, size_t n)
{
    const char *tmp = getenv("TMPDIR");
    int len = snprintf(out, n, "%s/ferry-nvrtc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    return len > 0 && (size_t)len < n && mkdtemp(out) != NULL;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

void nvrtc_remove_tree(const char *dir)
{
    nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}
