/* nvcc: expand and parse the arguments, plan the steps, run them.  The only
 * place that prints a fatal error and chooses the exit status. */
#include "driver.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef FERRY_CLANG
#define FERRY_CLANG ""
#endif
#ifndef FERRY_LLD
#define FERRY_LLD ""
#endif
#ifndef FERRY_LD_R
#define FERRY_LD_R ""
#endif

typedef struct {
    ferry_opts opts;
    ferry_env env;
    char *home, *cccl, *clang, *lld, *ld_r, *lower, *ptx, *ptx_emit, *pch, *tmpdir, *cwd;
    bool own_tmpdir;
} session;

static volatile sig_atomic_t caught_signal;

static void note_signal(int sig)
{
    caught_signal = sig;
}

/* Ctrl-C reaches the tools too (same process group); nvcc itself only
 * notes it, lets the running steps end, cleans up, then dies of it. */
static void catch_signals(void)
{
    struct sigaction sa = {0};
    sa.sa_handler = note_signal;
    sigemptyset(&sa.sa_mask);
    int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

static uint64_t make_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t ns = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
    return ns ^ ((uint64_t)getpid() << 40);
}

static bool needs_clang(const ferry_opts *o)
{
    for (size_t i = 0; i < o->ninputs; i++)
        if (o->inputs[i].kind == FERRY_IN_CU)
            return true;
    return false;
}

/* ferry-pch, unless the cache is off (FERRY_DISABLE_CACHE) or FERRY_PCH=0:
 * then the clang passes include cuda_runtime.h as it is. */
static char *pch_tool(const char *home)
{
    const char *off = getenv("FERRY_DISABLE_CACHE"), *pch = getenv("FERRY_PCH");
    if ((off && *off && strcmp(off, "0") != 0) || (pch && !strcmp(pch, "0")))
        return NULL;
    char *path = ferry_asprintf("%s/bin/ferry-pch", home);
    if (access(path, X_OK) == 0)
        return path;
    free(path);
    return NULL;
}

/* In --dryrun nothing runs, so a missing tool shows by its plain name. */
static int find_tools(session *s, char *err, size_t errlen)
{
    if (ferry_find_home(&s->home, err, errlen))
        return -1;
    s->clang = ferry_find_tool(FERRY_CLANG, "clang-19");
    s->lld = ferry_find_tool(FERRY_LLD, "ld.lld-19");
    s->ld_r = ferry_find_tool(FERRY_LD_R, "ld.bfd");
    s->lower = ferry_asprintf("%s/bin/ferry-lower", s->home);
    s->cccl = ferry_find_cccl(s->home);
    s->ptx = ferry_asprintf("%s/bin/ferry-ptx-lower", s->home);
    s->ptx_emit = ferry_asprintf("%s/bin/ferry-ptx-emit", s->home);
    s->pch = pch_tool(s->home);
    bool strict = !s->opts.dryrun && needs_clang(&s->opts);
    if (strict && !s->clang) {
        snprintf(err, errlen, "Could not find clang-19 (install it with 'make deps')");
        return -1;
    }
    if (strict && !s->lld && s->opts.mode != FERRY_MODE_PREPROCESS && s->opts.mode != FERRY_MODE_DEPS) {
        snprintf(err, errlen, "Could not find ld.lld-19 (install it with 'make deps')");
        return -1;
    }
    if (!s->clang) s->clang = ferry_strdup("clang-19");
    if (!s->lld) s->lld = ferry_strdup("ld.lld-19");
    return 0;
}

/* --keep puts intermediates where the user can see them. */
static int choose_tmpdir(session *s, char *err, size_t errlen)
{
    if (s->opts.keep || s->opts.keep_dir) {
        s->tmpdir = ferry_strdup(s->opts.keep_dir ? s->opts.keep_dir : ".");
        return s->opts.dryrun || !s->opts.keep_dir ? 0 : ferry_make_dirs(s->opts.keep_dir, err, errlen);
    }
    if (s->opts.dryrun) {
        const char *base = getenv("TMPDIR");
        s->tmpdir = ferry_asprintf("%s/ferry-XXXXXX", base && *base ? base : "/tmp");
        return 0;
    }
    s->own_tmpdir = true;
    return ferry_make_tmpdir(&s->tmpdir, err, errlen);
}

static void print_plan(const ferry_plan *p)
{
    for (size_t i = 0; i < p->n; i++) {
        char *line = ferry_step_line(&p->steps[i].argv);
        fprintf(stderr, "%s\n", line);
        free(line);
    }
}

/* -v and --dryrun start with the lines build tools read to find the
 * toolkit (identity.c), also when the inputs are not ones nvcc can compile:
 * CMake runs `nvcc -v __cmake_determine_cuda` for them. */
static void print_identity(const ferry_opts *o)
{
    char *home = NULL, err[256];
    if (ferry_find_home(&home, err, sizeof err))
        return;
    ferry_strv lines = {0};
    ferry_identity_lines(home, getenv("PATH"), getenv("LD_LIBRARY_PATH"), o->sm, &lines);
    for (size_t i = 0; i < lines.n; i++)
        fprintf(stderr, "%s\n", lines.v[i]);
    ferry_strv_free(&lines);
    free(home);
}

static int jobs_for(const ferry_opts *o)
{
    if (o->threads > 0)
        return o->threads;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 1 ? (int)n : 2;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int plan_and_run(session *s, char *err, size_t errlen)
{
    double start = now_ms();
    s->cwd = getcwd(NULL, 0);
    s->env = (ferry_env){.home = s->home, .cccl = s->cccl, .clang = s->clang, .lld = s->lld, .ld_r = s->ld_r, .lower = s->lower, .ptx = s->ptx,
                         .ptx_emit = s->ptx_emit, .pch = s->pch, .tmpdir = s->tmpdir, .cwd = s->cwd, .seed = make_seed()};
    ferry_plan plan;
    if (ferry_make_plan(&s->opts, &s->env, &plan, err, errlen))
        return 1;
    int rc = 0;
    if (s->opts.dryrun)
        print_plan(&plan);
    else
        rc = ferry_run_plan(&plan, jobs_for(&s->opts), s->opts.verbose, err, errlen);
    if (s->opts.time_file && !s->opts.dryrun && ferry_write_timing(&s->opts, &plan, now_ms() - start, err, errlen) && !rc)
        rc = 1;
    ferry_plan_free(&plan);
    return rc;
}

static int drive(session *s, int argc, char **argv, char *err, size_t errlen)
{
    ferry_strv args = {0};
    int rc = 1;
    if (ferry_expand_args(argc, argv, getenv("NVCC_PREPEND_FLAGS"), getenv("NVCC_APPEND_FLAGS"),
                          &args, err, errlen))
        goto out;
    int parsed = ferry_parse_args((int)args.n, args.v, &s->opts, err, errlen);
    for (size_t i = 0; i < s->opts.warnings.n; i++)
        fprintf(stderr, "nvcc warning : %s\n", s->opts.warnings.v[i]);
    if (s->opts.help || s->opts.version) {
        if (parsed)
            goto out;
        fputs(s->opts.help ? ferry_help_text() : ferry_version_text(), stdout);
        rc = 0;
        goto out;
    }
    if (!parsed && (s->opts.list_arch || s->opts.list_code)) {
        char *list = ferry_gpu_list(s->opts.list_arch, s->opts.list_code);
        fputs(list, stdout);
        free(list);
        rc = 0;
        goto out;
    }
    if (s->opts.verbose || s->opts.dryrun)
        print_identity(&s->opts);
    if (parsed || find_tools(s, err, errlen) || choose_tmpdir(s, err, errlen))
        goto out;
    rc = plan_and_run(s, err, errlen);
out:
    ferry_strv_free(&args);
    return rc;
}

static void end_session(session *s)
{
    if (s->own_tmpdir && s->tmpdir)
        ferry_remove_tmpdir(s->tmpdir);
    ferry_opts_free(&s->opts);
    free(s->home);
    free(s->cccl);
    free(s->clang);
    free(s->lld);
    free(s->ld_r);
    free(s->lower);
    free(s->ptx);
    free(s->ptx_emit);
    free(s->pch);
    free(s->tmpdir);
    free(s->cwd);
}

int main(int argc, char **argv)
{
    session s = {0};
    char err[4096] = "";
    catch_signals();
    int rc = drive(&s, argc, argv, err, sizeof err);
    end_session(&s);
    if (caught_signal) {
        signal(caught_signal, SIG_DFL);
        raise(caught_signal);
    }
    if (rc != 0 && err[0])
        fprintf(stderr, FERRY_FATAL_PREFIX "%s\n", err);
    return rc;
}
