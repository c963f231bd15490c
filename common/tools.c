/* Finding Ferry's install tree and running its tools (tools.h). */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tools.h"

extern char **environ;

static bool has_tools(const char *home)
{
    char nvcc[PATH_MAX + 32], lower[PATH_MAX + 32];
    snprintf(nvcc, sizeof nvcc, "%s/bin/nvcc", home);
    snprintf(lower, sizeof lower, "%s/bin/ferry-lower", home);
    return access(nvcc, X_OK) == 0 && access(lower, X_OK) == 0;
}

/* "/x/lib64/libnvrtc.so.12" -> "/x" when /x holds Ferry's tools. */
static bool home_from_library(const void *anchor, char *out, size_t n)
{
    Dl_info info;
    char real[PATH_MAX];
    if (!dladdr(anchor, &info) || !info.dli_fname || !realpath(info.dli_fname, real))
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

bool ferry_tool_home(const void *anchor, char *out, size_t n)
{
    const char *env = getenv("FERRY_HOME");
    if (env && *env) {
        snprintf(out, n, "%s", env);
        return true;
    }
    if (home_from_library(anchor, out, n))
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

int ferry_tool_run(char *const argv[], const char *dir, const char *log_path)
{
    posix_spawn_file_actions_t fa;
    if (posix_spawn_file_actions_init(&fa) != 0)
        return -1;
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    if (dir)
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
