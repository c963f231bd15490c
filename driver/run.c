/* Running a plan: child processes started with posix_spawnp, each when the
 * steps it depends on have finished, so that a .cu's device chain and host
 * pass run side by side.  Also the temporary directory. */
#include "driver.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

typedef enum { ST_PENDING, ST_RUNNING, ST_DONE, ST_FAILED } step_state;

typedef struct {
    const ferry_plan *plan;
    step_state *state;
    pid_t *pid;
    struct timespec *began;   /* for each step's ms (-time) */
    size_t running;
    int status;          /* what nvcc will exit with */
    bool failing;        /* a step failed: start nothing more */
    bool verbose;
    char *err;
    size_t errlen;
} runner;

static bool ready(const runner *r, size_t i)
{
    const ferry_step *s = &r->plan->steps[i];
    if (r->state[i] != ST_PENDING)
        return false;
    for (size_t d = 0; d < s->ndeps; d++)
        if (r->state[s->deps[d]] != ST_DONE)
            return false;
    return true;
}

static int write_blob(const ferry_step *s, char *err, size_t errlen)
{
    FILE *f = fopen(s->blob_path, "wb");
    bool ok = f && fwrite(s->blob_data, 1, s->blob_len, f) == s->blob_len;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        snprintf(err, errlen, "Could not write '%s': %s", s->blob_path, strerror(errno));
    return ok ? 0 : -1;
}

static void fail(runner *r, size_t i, int status)
{
    r->state[i] = ST_FAILED;
    r->failing = true;
    if (r->status == 0)
        r->status = status;
}

static void start(runner *r, size_t i)
{
    const ferry_step *s = &r->plan->steps[i];
    if (r->verbose) {
        char *line = ferry_step_line(&s->argv);
        fprintf(stderr, "%s\n", line);
        free(line);
    }
    if (s->blob_path && write_blob(s, r->err, r->errlen)) {
        fail(r, i, 1);
        return;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    if (s->log_path)
        posix_spawn_file_actions_addopen(&fa, 2, s->log_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int e = posix_spawnp(&r->pid[i], s->argv.v[0], &fa, NULL, s->argv.v, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (e) {
        snprintf(r->err, r->errlen, "Could not run '%s' (%s): %s", s->argv.v[0], s->what, strerror(e));
        fail(r, i, 1);
        return;
    }
    r->state[i] = ST_RUNNING;
    r->running++;
    clock_gettime(CLOCK_MONOTONIC, &r->began[i]);
}

static void start_ready(runner *r, size_t jobs)
{
    for (size_t i = 0; i < r->plan->n && !r->failing && r->running < jobs; i++)
        if (ready(r, i))
            start(r, i);
}

/* A tool that exits nonzero has said why on stderr; one killed by a
 * signal has not. */
static void finished(runner *r, size_t i, int ws)
{
    ferry_step *s = &r->plan->steps[i];
    r->running--;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    s->ms = (double)(now.tv_sec - r->began[i].tv_sec) * 1e3 + (double)(now.tv_nsec - r->began[i].tv_nsec) / 1e6;
    if (WIFEXITED(ws) && (WEXITSTATUS(ws) == 0 || s->is_run)) {
        r->state[i] = ST_DONE;
        if (s->is_run)
            r->status = WEXITSTATUS(ws);
        return;
    }
    if (WIFEXITED(ws)) {
        fail(r, i, WEXITSTATUS(ws));
        return;
    }
    int sig = WIFSIGNALED(ws) ? WTERMSIG(ws) : 0;
    if (s->is_run) {
        r->state[i] = ST_DONE;
        r->status = 128 + sig;
        return;
    }
    if (!r->failing)
        snprintf(r->err, r->errlen, "'%s' (%s) died of signal %d (%s)", s->argv.v[0], s->what, sig, strsignal(sig));
    fail(r, i, 1);
}

static size_t step_of(const runner *r, pid_t pid)
{
    for (size_t i = 0; i < r->plan->n; i++)
        if (r->state[i] == ST_RUNNING && r->pid[i] == pid)
            return i;
    return r->plan->n;
}

static void wait_one(runner *r)
{
    int ws;
    pid_t pid = waitpid(-1, &ws, 0);
    if (pid < 0) {
        if (errno != EINTR) {
            snprintf(r->err, r->errlen, "waitpid: %s", strerror(errno));
            r->failing = true;
            r->status = 1;
            r->running = 0;
        }
        return;
    }
    size_t i = step_of(r, pid);
    if (i < r->plan->n)
        finished(r, i, ws);
}

static void remove_failed_outputs(const runner *r)
{
    for (size_t i = 0; i < r->plan->n; i++)
        if (r->state[i] == ST_FAILED && r->plan->steps[i].output)
            unlink(r->plan->steps[i].output);
}

static char *slurp(const char *path)
{
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (n + 1 == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb)
                free(buf);
            buf = nb;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    return buf;
}

static bool has_line(const char *text, const char *line, size_t len)
{
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
        if (strncmp(p, line, len) == 0 && (p[len] == '\n' || p[len] == 0))
            return true;
    return false;
}

/* clang 19 has no device-side kernel launch and says only that a kernel is
 * referenced from a kernel; say what the feature is. */
static void explain(const char *line, size_t len)
{
    static const char dp[] = "error: reference to __global__ function '";
    const char *hit = memmem(line, len, dp, sizeof dp - 1);
    if (hit && memmem(line, len, "' in __global__ function", 24) != NULL)
        fprintf(stderr, "%.*snote: launching a kernel from device code (dynamic parallelism) "
                        "is not supported by Ferry yet\n", (int)(hit - line), line);
}

/* Shows what the steps said, leaving out lines their twin already showed
 * (and the twin's "N errors generated when compiling for host" line). */
static void show_logs(const ferry_plan *p)
{
    for (size_t i = 0; i < p->n; i++) {
        const ferry_step *s = &p->steps[i];
        char *text = slurp(s->log_path);
        char *twin = s->log_twin ? slurp(p->steps[s->log_twin - 1].log_path) : NULL;
        for (char *line = text; line && *line;) {
            char *end = strchr(line, '\n');
            size_t len = end ? (size_t)(end - line) : strlen(line);
            bool dup = twin && *twin && (has_line(twin, line, len)
                                         || strstr(line, "generated when compiling for host"));
            if (!dup) {
                fprintf(stderr, "%.*s\n", (int)len, line);
                explain(line, len);
            }
            line = end ? end + 1 : NULL;
        }
        free(text);
        free(twin);
    }
}

int ferry_run_plan(const ferry_plan *p, int jobs, bool verbose, char *err, size_t errlen)
{
    runner r = {.plan = p, .verbose = verbose, .err = err, .errlen = errlen};
    r.state = calloc(p->n ? p->n : 1, sizeof *r.state);
    r.pid = calloc(p->n ? p->n : 1, sizeof *r.pid);
    r.began = calloc(p->n ? p->n : 1, sizeof *r.began);
    if (!r.state || !r.pid || !r.began) {
        snprintf(err, errlen, "out of memory");
        free(r.state);
        free(r.pid);
        free(r.began);
        return 1;
    }
    for (;;) {
        start_ready(&r, jobs > 0 ? (size_t)jobs : 1);
        if (r.running == 0)
            break;
        wait_one(&r);
    }
    show_logs(p);
    if (r.failing)
        remove_failed_outputs(&r);
    free(r.state);
    free(r.pid);
    free(r.began);
    return r.status;
}

int ferry_make_dirs(const char *dir, char *err, size_t errlen)
{
    char *path = ferry_strdup(dir);
    int rc = 0;
    /* Each prefix ending at a '/', then the whole path. */
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != 0)
            continue;
        char c = *p;
        *p = 0;
        struct stat st;
        if (mkdir(path, 0777) != 0 && errno != EEXIST) {
            snprintf(err, errlen, "Could not create directory '%s': %s", path, strerror(errno));
            rc = -1;
        } else if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
            snprintf(err, errlen, "Could not create directory '%s': it exists and is not a directory", path);
            rc = -1;
        }
        *p = c;
        if (rc || c == 0)
            break;
    }
    free(path);
    return rc;
}

int ferry_make_tmpdir(char **out, char *err, size_t errlen)
{
    const char *base = getenv("TMPDIR");
    char *dir = ferry_asprintf("%s/ferry-XXXXXX", base && *base ? base : "/tmp");
    if (!mkdtemp(dir)) {
        snprintf(err, errlen, "Could not create a temporary directory %s: %s", dir, strerror(errno));
        free(dir);
        return -1;
    }
    *out = dir;
    return 0;
}

/* Only the driver's own flat directory: no recursion needed. */
void ferry_remove_tmpdir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char *path = ferry_asprintf("%s/%s", dir, e->d_name);
            unlink(path);
            free(path);
        }
        closedir(d);
    }
    rmdir(dir);
}
