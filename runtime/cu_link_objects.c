/* Relocatable device code linked into a loadable module: the device IR
 * that nvcc -dc leaves in objects (and archives of them) goes through
 * Ferry's device link, lowered as a loadable module,
 *   <home>/bin/ferry-lower --dlink --loadable OBJ... -o dlink.o
 *   ld.lld -shared dlink.o -o module.cubin
 * in a private temporary directory.  Undefined device functions are the
 * device link's "nvlink error", which goes to the error log. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cu_internal.h"

/* ld.lld of LLVM 19, as nvcc itself uses, else any ld.lld on PATH. */
static bool find_lld(char *out, size_t n)
{
    static const char *const names[] = {"ld.lld-19", "ld.lld"};
    snprintf(out, n, "/usr/lib/llvm-19/bin/ld.lld");
    if (access(out, X_OK) == 0)
        return true;
    const char *path = getenv("PATH");
    for (size_t i = 0; path && i < sizeof names / sizeof names[0]; i++) {
        for (const char *p = path; *p;) {
            size_t len = strcspn(p, ":");
            snprintf(out, n, "%.*s/%s", (int)len, p, names[i]);
            if (len && access(out, X_OK) == 0)
                return true;
            p += len + (p[len] == ':');
        }
    }
    return false;
}

typedef struct tools {
    char lower[PATH_MAX + 32], lld[PATH_MAX], dir[PATH_MAX], log[PATH_MAX + 16];
    char dlink[PATH_MAX + 16], module[PATH_MAX + 16];
} tools;

static CUresult prepare(tools *t, ferry_cu_log *log)
{
    char home[PATH_MAX];
    if (!ferry_cu_find_home(home, sizeof home) || !find_lld(t->lld, sizeof t->lld)) {
        ferry_cu_log_error(log, "ferry-link: cannot find Ferry's ferry-lower and ld.lld; set FERRY_HOME\n");
        return CUDA_ERROR_JIT_COMPILER_NOT_FOUND;
    }
    snprintf(t->lower, sizeof t->lower, "%s/bin/ferry-lower", home);
    const char *tmp = getenv("TMPDIR");
    snprintf(t->dir, sizeof t->dir, "%s/ferry-link-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(t->dir)) {
        ferry_cu_log_error(log, "ferry-link: cannot make a temporary directory\n");
        return CUDA_ERROR_OPERATING_SYSTEM;
    }
    snprintf(t->log, sizeof t->log, "%s/link.log", t->dir);
    snprintf(t->dlink, sizeof t->dlink, "%s/dlink.o", t->dir);
    snprintf(t->module, sizeof t->module, "%s/module.cubin", t->dir);
    return CUDA_SUCCESS;
}

/* Runs one step; its messages go to the error log when it fails. */
static CUresult step(char *const argv[], const tools *t, ferry_cu_log *log)
{
    int status = ferry_cu_run_tool(argv, t->log);
    if (status == 0)
        return CUDA_SUCCESS;
    if (status < 0) {
        ferry_cu_log_error(log, "ferry-link: cannot run %s\n", argv[0]);
        return CUDA_ERROR_JIT_COMPILER_NOT_FOUND;
    }
    ferry_cu_copy_log(t->log, log->error, sizeof log->error);
    if (!strstr(log->error, argv[0]) && !log->error[0])
        ferry_cu_log_error(log, "ferry-link: %s failed with status %d\n", argv[0], status);
    return CUDA_ERROR_INVALID_IMAGE;
}

static CUresult device_link(char *const paths[], size_t n, const tools *t, ferry_cu_log *log)
{
    char cpu[96];
    snprintf(cpu, sizeof cpu, "--mcpu=%s", ferry_cu_jit_cpu());
    char **argv = calloc(n + 9, sizeof *argv);
    if (!argv)
        return CUDA_ERROR_OUT_OF_MEMORY;
    size_t k = 0;
    argv[k++] = (char *)t->lower;
    argv[k++] = "--dlink";
    argv[k++] = "--loadable";
    argv[k++] = "--module-id=cuLink";
    argv[k++] = cpu;
    argv[k++] = "-O3";
    for (size_t i = 0; i < n; i++)
        argv[k++] = paths[i];
    argv[k++] = "-o";
    argv[k++] = (char *)t->dlink;
    CUresult r = step(argv, t, log);
    free(argv);
    return r;
}

static CUresult shared_link(const tools *t, ferry_cu_log *log)
{
    char *argv[] = {(char *)t->lld, "-shared", (char *)t->dlink, "-o", (char *)t->module, NULL};
    return step(argv, t, log);
}

CUresult ferry_cu_link_objects(char *const paths[], size_t n, ferry_cu_bytes *out, ferry_cu_log *log)
{
    tools t;
    CUresult r = prepare(&t, log);
    if (r != CUDA_SUCCESS)
        return r;
    r = device_link(paths, n, &t, log);
    if (r == CUDA_SUCCESS)
        r = shared_link(&t, log);
    if (r == CUDA_SUCCESS)
        r = ferry_cu_read_file(t.module, out);
    unlink(t.log);
    unlink(t.dlink);
    unlink(t.module);
    rmdir(t.dir);
    return r;
}
