/* Driver API: PTX images.  They are compiled by Ferry's nvcc (which has no
 * PTX front end yet: CUDA_ERROR_INVALID_PTX, with nvcc's message in the
 * JIT error log) and cached in memory and on disk.  A stand-in nvcc that
 * copies a prebuilt module shows the cache: it gets an entry only when a
 * compile succeeded, compiles once per text, and is read by a new process. */
#include <cuda.h>
#include <dirent.h>
#include <spawn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runtime_check.h"

extern char **environ;

static const char *ptx(char which)
{
    static char text[256];
    snprintf(text, sizeof text,
             "//\n// Generated for test %c\n//\n\n.version 7.5\n.target sm_75\n.address_size 64\n\n"
             ".visible .entry k%c()\n{\n\tret;\n}\n",
             which, which);
    return text;
}

static CUresult load(const char *text, char *error, size_t room)
{
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_WALL_TIME};
    void *vals[] = {error, (void *)(uintptr_t)room, NULL};
    CUmodule m = NULL;
    error[0] = 0;
    CUresult r = cuModuleLoadDataEx(&m, text, 3, opts, vals);
    if (r == CUDA_SUCCESS) {
        CUfunction f;
        CHECK(cuModuleGetFunction(&f, m, "vec_add") == CUDA_SUCCESS);
        CHECK(cuModuleUnload(m) == CUDA_SUCCESS);
    }
    return r;
}

static int count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return n;
}

static int compiles(const char *count_file)
{
    FILE *f = fopen(count_file, "r");
    int n = 0;
    for (int c; f && (c = fgetc(f)) != EOF;)
        n += c == '\n';
    if (f)
        fclose(f);
    return n;
}

static void write_fake_nvcc(const char *home)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/bin", home);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/bin/nvcc", home);
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    fputs("#!/bin/sh\n"
          "# nvcc -cubin -o OUT IN: a prebuilt module stands in for the compiled PTX\n"
          "echo \"$*\" >> \"$FAKE_COUNT\"\n"
          "if [ -n \"$FAKE_FAIL\" ]; then echo 'fake failure: no such instruction' >&2; exit 2; fi\n"
          "if [ -n \"$NVCC_APPEND_FLAGS$NVCC_PREPEND_FLAGS\" ]; then echo 'NVCC_*_FLAGS leaked' >&2; exit 3; fi\n"
          "cp \"$FERRY_TEST_MODULE\" \"$3\"\n",
          f);
    fclose(f);
    chmod(path, 0755);
}

/* The same program in a new process: only the disk cache can help it. */
static int run_child(char which)
{
    char arg[2] = {which, 0};
    char *argv[] = {"/proc/self/exe", "--child", arg, NULL};
    pid_t pid;
    if (posix_spawn(&pid, "/proc/self/exe", NULL, NULL, argv, environ) != 0)
        return -1;
    int status;
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

static int child(char which)
{
    CUcontext ctx;
    char error[1024];
    if (cuInit(0) || cuDevicePrimaryCtxRetain(&ctx, 0) || cuCtxSetCurrent(ctx))
        return 10;
    return load(ptx(which), error, sizeof error) == CUDA_SUCCESS ? 0 : 1;
}

/* Ferry's own nvcc: no PTX front end yet, and these texts are not valid
 * PTX either, so they stay errors once it lands. */
static void with_ferry_nvcc(const char *cache)
{
    char error[2048];
    const char *bad = "// not valid PTX\n.version 7.5\n.target sm_75\n.address_size 64\n"
                      ".visible .entry k()\n{\n\tno_such_instruction.u32 %r1;\n}\n";
    CHECK(load(bad, error, sizeof error) == CUDA_ERROR_INVALID_PTX);
    CHECK(error[0] != 0 && (strstr(error, "PTX input is not supported yet") || strstr(error, "error")));
    if (!strstr(error, "PTX input is not supported yet"))
        fprintf(stderr, "error log: %s\n", error);
    CUmodule m;
    CHECK(cuModuleLoadData(&m, ".version 8.0\n.target sm_80\n.entry") == CUDA_ERROR_INVALID_PTX);
    CHECK(cuModuleLoadData(&m, "\n  .visible .entry f() { bogus; }") == CUDA_ERROR_INVALID_PTX);
    CHECK(count_entries(cache) == 0);
}

static void with_stand_in(const char *work, const char *cache)
{
    char home[4096], count[4200], error[2048];
    snprintf(home, sizeof home, "%s/home", work);
    snprintf(count, sizeof count, "%s/count", work);
    mkdir(home, 0700);
    write_fake_nvcc(home);
    setenv("FERRY_HOME", home, 1);
    setenv("FAKE_COUNT", count, 1);

    CHECK(load(ptx('B'), error, sizeof error) == CUDA_SUCCESS);
    CHECK(compiles(count) == 1 && count_entries(cache) == 1);
    CHECK(load(ptx('B'), error, sizeof error) == CUDA_SUCCESS);
    CHECK(compiles(count) == 1);

    setenv("FAKE_FAIL", "1", 1);
    CHECK(run_child('B') == 0); /* from the disk cache: no compile */
    CHECK(compiles(count) == 1);
    CHECK(run_child('C') == 1);
    CHECK(compiles(count) == 2);
    CHECK(load(ptx('D'), error, sizeof error) == CUDA_ERROR_INVALID_PTX);
    CHECK(strstr(error, "fake failure: no such instruction") != NULL);
    CHECK(count_entries(cache) == 1);
    unsetenv("FAKE_FAIL");

    /* nvcc's flag variables of the caller do not reach the compile. */
    setenv("NVCC_APPEND_FLAGS", "-bogus", 1);
    CHECK(load(ptx('E'), error, sizeof error) == CUDA_SUCCESS);
    unsetenv("NVCC_APPEND_FLAGS");
    CHECK(count_entries(cache) == 2);

    setenv("FERRY_DISABLE_CACHE", "1", 1);
    int before = compiles(count);
    CHECK(load(ptx('F'), error, sizeof error) == CUDA_SUCCESS);
    CHECK(compiles(count) == before + 1 && count_entries(cache) == 2);
    unsetenv("FERRY_DISABLE_CACHE");

    setenv("FERRY_HOME", "/nonexistent/ferry", 1);
    CHECK(load(ptx('G'), error, sizeof error) == CUDA_ERROR_JIT_COMPILER_NOT_FOUND);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--child") == 0)
        return child(argv[2][0]);
    char work[] = "/tmp/ferry-cu-ptx-XXXXXX";
    if (!mkdtemp(work) || !getenv("FERRY_TEST_MODULE")) {
        fprintf(stderr, "no work directory or FERRY_TEST_MODULE\n");
        return 1;
    }
    char cache[4200];
    snprintf(cache, sizeof cache, "%s/cache", work);
    setenv("FERRY_CACHE_DIR", cache, 1);
    CUcontext ctx;
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    with_ferry_nvcc(cache);
    with_stand_in(work, cache);
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", work);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", work);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
