/* ferry-pch (pch.h): finds or makes the precompiled header for a clang
 * command, then becomes that command. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "pch.h"
#include "tools.h"

extern char **environ;

/* Headers kept: FERRY_PCH_KEEP at most (default 128), the least recently
 * used removed first.  Most are a preamble's, chained to cuda_runtime.h's:
 * a MiB or less. */
#define KEEP_DEFAULT 128

typedef struct job {
    char *const *argv; /* the clang command */
    size_t n, include; /* its length; where "-include cuda_runtime.h" is */
    const char *src;
    pch_words dirs;    /* include directories named */
    char header[4200]; /* cuda_runtime.h as the command finds it */
    char base[4300];   /* <cache>/<key> of cuda_runtime.h's header: .pch, .dep, .lock */
    const char *preamble; /* the source's first #include lines (preamble.c) */
    char chain[4300];  /* <cache>/<key> of the preamble's header, chained to base's */
    const char *use;   /* base or chain: the header the compile reads */
} job;

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* -include looks in the working directory first, then where #include
 * "..." looks; a cuda_runtime.h of the user's own is theirs to keep. */
static bool find_header(job *j)
{
    if (exists("cuda_runtime.h"))
        return false;
    for (size_t i = 0; i < j->dirs.n; i++) {
        snprintf(j->header, sizeof j->header, "%s/cuda_runtime.h", j->dirs.v[i]);
        if (exists(j->header))
            return j->header[0] == '/';
    }
    return false;
}

static void hash_file(ferry_hash *h, const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0) {
        long long v[3] = {(long long)st.st_size, (long long)st.st_mtim.tv_sec, (long long)st.st_mtim.tv_nsec};
        ferry_hash_mix(h, v, sizeof v);
    }
}

/* Everything but the per-compile words, and the compiler's own files.  A
 * relative include directory (NVRTC's -I. in a new directory each time)
 * is not tied to the working directory: the manifest is checked in the
 * directory of each compile, so a file read through it, or one that could
 * shadow, is what is compared. */
static void make_key(const job *j, const char *dir, const char *preamble, char *out, size_t cap)
{
    ferry_hash h = ferry_hash_start();
    ferry_hash_str(&h, FERRY_VERSION);
    ferry_hash_str(&h, "instantiated"); /* headers made before build_argv instantiated templates */
    if (preamble)
        ferry_hash_str(&h, preamble);
    hash_file(&h, j->argv[0]);
    for (size_t i = 0; i < j->n;) {
        size_t skip = pch_per_compile(j->argv, j->n, i, j->src);
        if (!skip)
            ferry_hash_str(&h, j->argv[i]);
        i += skip ? skip : 1;
    }
    char key[FERRY_KEY_LEN + 1];
    ferry_hash_hex(&h, key);
    snprintf(out, cap, "%s/%s", dir, key);
}

/* The command less its per-compile words, making a precompiled header of
 * what it includes first, with its dependency file.  The main file is
 * empty, so that cuda_runtime.h is still found as a system header (the
 * compile's -MMD leaves it out, and its warnings stay quiet); a chained
 * header reads cuda_runtime.h's and the preamble from standard input,
 * and holds only what the preamble adds. */
static bool build_argv(const job *j, bool chained, const char *pch, const char *dep, pch_words *out)
{
    char base[4400];
    snprintf(base, sizeof base, "%s.pch", j->base);
    bool ok = true;
    for (size_t i = 0; ok && i < j->n;) {
        size_t skip = pch_per_compile(j->argv, j->n, i, j->src);
        if (chained && i == j->include)
            ok = pch_push(out, "-include-pch") && pch_push(out, base);
        else if (!skip)
            ok = pch_push(out, j->argv[i]);
        i += chained && i == j->include ? 2 : skip ? skip : 1;
    }
    /* the header's pending template instantiations are made here, once,
     * rather than at the end of every compile that reads the header
     * (an empty .cu's device pass: 80 -> 30 ms) */
    const char *tail[] = {"-Xclang", "-emit-pch", "-Xclang", "-fpch-instantiate-templates", "-MD", "-MF", dep,
                          chained ? "-" : "/dev/null", "-o", pch};
    for (size_t i = 0; ok && i < sizeof tail / sizeof tail[0]; i++)
        ok = pch_push(out, tail[i]);
    return ok;
}

typedef enum { BUILT, NOISY, FAILED } outcome;

/* A pipe that holds text, to read from; -1 if it cannot be made.  The
 * text is far shorter than a pipe's buffer. */
static int text_pipe(const char *text)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    size_t n = strlen(text);
    bool ok = write(fd[1], text, n) == (ssize_t)n;
    close(fd[1]);
    if (!ok)
        close(fd[0]);
    return ok ? fd[0] : -1;
}

/* Runs argv with input (NULL: none) on its standard input and its output
 * to log.  A header that warns is not precompiled: its compiles go on
 * printing the warnings. */
static outcome run_quietly(char *const *argv, const char *input, const char *log)
{
    posix_spawn_file_actions_t fa;
    int in = input ? text_pipe(input) : -1;
    if ((input && in < 0) || posix_spawn_file_actions_init(&fa) != 0) {
        if (in >= 0)
            close(in);
        return FAILED;
    }
    if (in >= 0)
        posix_spawn_file_actions_adddup2(&fa, in, 0);
    else
        posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (in >= 0)
        close(in);
    int status = 0;
    while (rc == 0 && waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            rc = errno;
    if (rc != 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return FAILED;
    struct stat st;
    return stat(log, &st) == 0 && st.st_size == 0 ? BUILT : NOISY;
}

/* Makes <at>.pch and its manifest <at>.dep, or only <at>.none (the
 * manifest of a header not to precompile while it stays as it is).  A
 * chained header's manifest names the manifest of cuda_runtime.h's
 * header too (the header's own time changes at every use), so that it is
 * made again when that one is. */
static outcome build(const job *j, const char *at, bool chained)
{
    char pch[4400], dep[4400], log[4400], manifest[4400], final[4400], base_dep[4400];
    snprintf(pch, sizeof pch, "%s.%ld.pch.tmp", at, (long)getpid());
    snprintf(dep, sizeof dep, "%s.%ld.d.tmp", at, (long)getpid());
    snprintf(log, sizeof log, "%s.%ld.log.tmp", at, (long)getpid());
    snprintf(manifest, sizeof manifest, "%s.%ld.dep.tmp", at, (long)getpid());
    snprintf(base_dep, sizeof base_dep, "%s.dep", j->base);
    pch_words argv = {0}, files = {0};
    outcome r = build_argv(j, chained, pch, dep, &argv) ? run_quietly(argv.v, chained ? j->preamble : NULL, log)
                                                        : FAILED;
    if (r != FAILED && !(pch_read_depfile(dep, &files) && (!chained || pch_push(&files, base_dep)) &&
                         pch_write_manifest(manifest, &files, &j->dirs)))
        r = FAILED;
    if (r == BUILT) {
        snprintf(final, sizeof final, "%s.pch", at);
        if (rename(pch, final) != 0)
            r = FAILED;
    }
    snprintf(final, sizeof final, "%s.%s", at, r == BUILT ? "dep" : "none");
    if (r != FAILED && rename(manifest, final) != 0)
        r = FAILED;
    const char *tmps[] = {pch, dep, log, manifest};
    for (size_t i = 0; i < 4; i++)
        unlink(tmps[i]);
    pch_words_free(&argv);
    pch_words_free(&files);
    return r;
}

static long keep_limit(void)
{
    const char *env = getenv("FERRY_PCH_KEEP");
    long n = env && *env ? strtol(env, NULL, 10) : KEEP_DEFAULT;
    return n > 0 ? n : KEEP_DEFAULT;
}

typedef struct cached {
    struct timespec used;
    char name[FERRY_KEY_LEN + 5];
} cached;

static int older_first(const void *a, const void *b)
{
    const struct timespec *x = &((const cached *)a)->used, *y = &((const cached *)b)->used;
    return x->tv_sec != y->tv_sec ? (x->tv_sec < y->tv_sec ? -1 : 1)
                                  : (x->tv_nsec < y->tv_nsec ? -1 : x->tv_nsec > y->tv_nsec);
}

/* Removes the least recently used headers beyond the limit: all of them,
 * since compiles that finish together each count the others' headers;
 * never those the compile reads (a chained header's base is older), nor
 * any used in the last minute, which a compile beside it may be reading. */
static void evict(const char *dir, size_t keep, const job *j)
{
    time_t recent = time(NULL) - 60;
    DIR *d = opendir(dir);
    cached *all = NULL;
    size_t n = 0, cap = 0, total = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        char path[4400];
        struct stat st;
        if (strlen(e->d_name) != FERRY_KEY_LEN + 4 || strcmp(e->d_name + FERRY_KEY_LEN, ".pch") != 0)
            continue;
        total++;
        snprintf(path, sizeof path, "%s/%.*s", dir, FERRY_KEY_LEN, e->d_name);
        if (!strcmp(path, j->base) || !strcmp(path, j->chain))
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0 || st.st_atim.tv_sec > recent)
            continue;
        if (n == cap) {
            cached *more = realloc(all, (cap = cap ? 2 * cap : 64) * sizeof *all);
            if (!more)
                break;
            all = more;
        }
        all[n].used = st.st_atim;
        snprintf(all[n++].name, sizeof all->name, "%s", e->d_name);
    }
    if (d)
        closedir(d);
    size_t excess = total > keep ? total - keep : 0;
    if (excess)
        qsort(all, n, sizeof *all, older_first);
    for (size_t i = 0; i < excess && i < n; i++) {
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", dir, all[i].name);
        unlink(path);
        snprintf(path + strlen(path) - 4, 5, ".dep");
        unlink(path);
    }
    free(all);
}

/* Whether <at>.pch can be used, made now (*built) if need be. */
static bool ready(const job *j, const char *at, bool chained, bool *built)
{
    char path[4400];
    snprintf(path, sizeof path, "%s.dep", at);
    if (pch_manifest_holds(path, &j->dirs)) {
        /* the time of use, for evict; the time of change is what clang
         * checks a chained header's base by */
        const struct timespec used[2] = {{.tv_nsec = UTIME_NOW}, {.tv_nsec = UTIME_OMIT}};
        snprintf(path, sizeof path, "%s.pch", at);
        return utimensat(AT_FDCWD, path, used, 0) == 0;
    }
    snprintf(path, sizeof path, "%s.none", at);
    return !pch_manifest_holds(path, &j->dirs) && (*built = build(j, at, chained) == BUILT);
}

/* An open lock file, locked as how says; -1 if it cannot be. */
static int take_lock(const char *base, int how)
{
    char path[4400];
    snprintf(path, sizeof path, "%s.lock", base);
    int lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock >= 0 && flock(lock, how) != 0) {
        close(lock);
        return -1;
    }
    return lock;
}

/* The precompiled header the command is to read, in j->use, or false to
 * run it as it is: the source's preamble chained to cuda_runtime.h's,
 * else cuda_runtime.h's alone.  cuda_runtime.h's is found or made under
 * its lock; a chained one under its own, while cuda_runtime.h's is held
 * shared, so that it is not made again meanwhile (the chained header
 * would not match it) and yet compiles of other preambles, whose headers
 * take a second each for Thrust, are made side by side. */
static bool prepare(job *j)
{
    char dir[4096], ferry_dir[4200];
    static char preamble[4096];
    if (!j->include || pch_unsuitable(j->argv, j->n) || !pch_include_dirs(j->argv, j->n, &j->dirs) ||
        !find_header(j) || !ferry_cache_dir("pch", "pch", true, dir, sizeof dir))
        return false;
    make_key(j, dir, NULL, j->base, sizeof j->base);
    snprintf(ferry_dir, sizeof ferry_dir, "%s", j->header);
    *strrchr(ferry_dir, '/') = 0;
    if (pch_preamble(j->src, ferry_dir, preamble, sizeof preamble)) {
        j->preamble = preamble;
        make_key(j, dir, preamble, j->chain, sizeof j->chain);
    }
    int lock = take_lock(j->base, LOCK_EX), chain_lock = -1;
    if (lock < 0)
        return false;
    bool built = false;
    j->use = ready(j, j->base, false, &built) ? j->base : NULL;
    /* (not at once: another may make cuda_runtime.h's between; the
     * chained header is then made from that one) */
    if (j->use && j->preamble && flock(lock, LOCK_SH) == 0 && (chain_lock = take_lock(j->chain, LOCK_EX)) >= 0 &&
        ready(j, j->chain, true, &built))
        j->use = j->chain;
    if (built)
        evict(dir, (size_t)keep_limit(), j);
    if (chain_lock >= 0)
        close(chain_lock);
    close(lock);
    return j->use != NULL;
}

/* The dependency file the command writes (-MD/-MMD with -MF), "" for
 * none, NULL when it would write one we cannot find. */
static const char *depfile_of(char *const *argv, size_t n)
{
    const char *mf = "";
    bool md = false;
    for (size_t i = 1; i < n; i++) {
        md |= !strcmp(argv[i], "-MD") || !strcmp(argv[i], "-MMD");
        if (!strcmp(argv[i], "-MF") && i + 1 < n)
            mf = argv[++i];
    }
    return !md ? "" : *mf ? mf : NULL;
}

static bool has(char *const *argv, const char *word)
{
    for (; *argv; argv++)
        if (!strcmp(*argv, word))
            return true;
    return false;
}

static bool holds_word(const pch_words *w, const char *word)
{
    for (size_t i = 0; i < w->n; i++)
        if (!strcmp(w->v[i], word))
            return true;
    return false;
}

/* The files the header read, as a compile without it lists them: those
 * of cuda_runtime.h's header as its manifest has them (clang names a file
 * once per spelling it was reached by, which a chained header's list of
 * what it loaded does not keep), then those the preamble added.  A
 * chained header's manifest names that of the header it was made from,
 * which is no file of the compile's. */
static bool header_files(const job *j, pch_words *out)
{
    char path[4400], base_dep[4400];
    snprintf(base_dep, sizeof base_dep, "%s.dep", j->base);
    if (!pch_manifest_files(base_dep, out))
        return false;
    if (j->use == j->base)
        return true;
    pch_words chained = {0};
    snprintf(path, sizeof path, "%s.dep", j->chain);
    bool ok = pch_manifest_files(path, &chained);
    for (size_t i = 0; ok && i < chained.n; i++)
        if (strcmp(chained.v[i], base_dep) != 0 && !holds_word(out, chained.v[i]))
            ok = pch_push(out, chained.v[i]);
    pch_words_free(&chained);
    return ok;
}

/* Runs the command, then puts its dependency file right. */
static int run_fixing(char *const *cmd, const char *depfile, const job *j)
{
    pid_t pid;
    int rc = posix_spawn(&pid, cmd[0], NULL, NULL, cmd, environ), status = 0;
    if (rc != 0) {
        fprintf(stderr, "ferry-pch: cannot run %s: %s\n", cmd[0], strerror(rc));
        return 127;
    }
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return 127;
    if (WIFSIGNALED(status)) {
        signal(WTERMSIG(status), SIG_DFL);
        raise(WTERMSIG(status));
        return 128 + WTERMSIG(status);
    }
    int code = WEXITSTATUS(status);
    pch_words files = {0};
    bool all = has(cmd, "-MD");
    if (code == 0 && !((!all || header_files(j, &files)) &&
                       pch_fix_depfile(depfile, j->src, all ? &files : NULL, has(cmd, "-MP")))) {
        fprintf(stderr, "ferry-pch: cannot rewrite %s\n", depfile);
        code = 1;
    }
    pch_words_free(&files);
    return code;
}

int main(int argc, char **argv)
{
    int dash = 3;
    if (argc < 5 || strcmp(argv[1], "--src") != 0 || strcmp(argv[3], "--") != 0) {
        fprintf(stderr, "usage: ferry-pch --src SRC -- CLANG ARGS...\n");
        return 2;
    }
    job j = {.argv = argv + dash + 1, .n = (size_t)(argc - dash - 1), .src = argv[2]};
    j.include = pch_find_include(j.argv, j.n);
    const char *depfile = depfile_of(j.argv, j.n);
    char **cmd = argv + dash + 1;
    pch_words with_pch = {0};
    if (depfile && prepare(&j)) {
        bool ok = true;
        for (size_t i = 0; ok && i < j.n; i++) {
            char pch[4400];
            snprintf(pch, sizeof pch, "%s.pch", j.use);
            ok = i == j.include   ? pch_push(&with_pch, "-include-pch")
                 : i == j.include + 1 ? pch_push(&with_pch, pch)
                                      : pch_push(&with_pch, j.argv[i]);
        }
        if (ok && *depfile)
            return run_fixing(with_pch.v, depfile, &j);
        if (ok)
            cmd = with_pch.v;
    }
    execv(cmd[0], cmd);
    fprintf(stderr, "ferry-pch: cannot run %s: %s\n", cmd[0], strerror(errno));
    return 127;
}
