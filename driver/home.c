/* Finding the install tree and the LLVM tools.  The build tree and the
 * install tree share one shape (bin/ include/ lib64/), so the directory
 * above the running nvcc is all the driver needs to know. */
#include "driver.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void strip_last(char *path)
{
    char *slash = strrchr(path, '/');
    if (slash && slash != path)
        *slash = 0;
    else if (slash)
        slash[1] = 0;
}

int ferry_find_home(char **home, char *err, size_t errlen)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n < 0) {
        snprintf(err, errlen, "Could not find the nvcc executable (/proc/self/exe): %s", strerror(errno));
        return -1;
    }
    buf[n] = 0;
    strip_last(buf);   /* .../bin/nvcc -> .../bin */
    strip_last(buf);   /* .../bin -> ... */
    *home = ferry_strdup(buf);
    return 0;
}

char *ferry_find_cccl(const char *home)
{
    char *dir = ferry_asprintf("%s/lib/cccl/cuda/cccl/headers/include", home);
    char *probe = ferry_asprintf("%s/cuda/version", dir);
    bool ok = access(probe, R_OK) == 0;
    free(probe);
    if (!ok) {
        free(dir);
        return NULL;
    }
    return dir;
}

static char *search_path(const char *name)
{
    const char *path = getenv("PATH");
    if (!path)
        return NULL;
    char *copy = ferry_strdup(path), *save = NULL, *found = NULL;
    for (char *dir = strtok_r(copy, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
        char *cand = ferry_asprintf("%s/%s", *dir ? dir : ".", name);
        if (access(cand, X_OK) == 0)
            found = cand;
        else
            free(cand);
    }
    free(copy);
    return found;
}

char *ferry_find_tool(const char *compiled_in, const char *name)
{
    if (compiled_in && *compiled_in && access(compiled_in, X_OK) == 0)
        return ferry_strdup(compiled_in);
    char *found = search_path(name);
    if (found)
        return found;
    /* Debian's unversioned names inside the LLVM tree: clang-19 -> clang */
    char *plain = ferry_strdup(name);
    char *dash = strrchr(plain, '-');
    if (dash && strcmp(dash, "-19") == 0)
        *dash = 0;
    char *cand = ferry_asprintf("/usr/lib/llvm-19/bin/%s", plain);
    free(plain);
    if (access(cand, X_OK) == 0)
        return cand;
    free(cand);
    return NULL;
}
