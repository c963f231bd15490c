/* A portable module's variants side by side: each CPU variant is
 * compiled in a thread of its own, in an LLVM context of its own (one
 * context is not safe to use from two threads), to an object of its own;
 * `ld -r` (GNU ld, else ld.lld) then joins the objects into the one the
 * caller asked for, as linking the modules would have (every symbol but
 * the runtime's is internal).
 *
 * Each variant reads the module from a bitcode copy and optimizes it,
 * but one with a donor (ferry_variant_donor: x86-64-v3's is x86-64-v4):
 * its thread waits for the donor's optimized module (as bitcode, since
 * contexts do not share modules), takes it as its own and only compiles
 * it. On two cores, v2 and v4 optimize side by side meanwhile. The threads meet once before compiling, so that the
 * code-generation budget (target.c), a process-wide LLVM option, is set
 * while no thread compiles. */
#include "lower.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>

#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

typedef struct shared_state {
    pthread_mutex_t lock;
    pthread_cond_t cond;
    unsigned expected, arrived; /* threads to meet, and those there */
    bool released;
    ferry_code_size size;    /* the largest function and most loops of any variant, once optimized */
    const char *donor;       /* the variant others are compiled from, or NULL */
    enum { DONOR_PENDING, DONOR_READY, DONOR_NONE } donor_state;
    LLVMMemoryBufferRef donated; /* its optimized module, when ready */
} shared_state;

typedef struct job {
    const char *cpu;
    const char *bc;
    size_t len;
    const ferry_lower_opts *o;
    const char *input;
    char *obj;
    double opt_ms, emit_ms;
    bool donated; /* compiled from the donor's optimized module */
    int errors;
    shared_state *shared;
} job;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void on_error(LLVMDiagnosticInfoRef di, void *ctx)
{
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError)
        return;
    char *msg = LLVMGetDiagInfoDescription(di);
    fprintf(stderr, "ferry-lower: error: %s\n", msg);
    LLVMDisposeMessage(msg);
    ((ferry_diag *)ctx)->errors++;
}

static LLVMModuleRef parse_in(const char *bc, size_t len, LLVMContextRef c)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(bc, len, "variant", 0);
    LLVMModuleRef m = NULL;
    if (LLVMParseBitcodeInContext2(c, buf, &m))
        m = NULL;
    LLVMDisposeMemoryBuffer(buf);
    return m;
}

static bool is_donor(const job *j)
{
    return j->shared->donor && strcmp(j->cpu, j->shared->donor) == 0;
}

/* The donor's optimized module for the variants compiled from it (NULL:
 * they optimize their own). */
static void donate(shared_state *s, LLVMModuleRef m)
{
    pthread_mutex_lock(&s->lock);
    s->donated = m ? LLVMWriteBitcodeToMemoryBuffer(m) : NULL;
    s->donor_state = s->donated ? DONOR_READY : DONOR_NONE;
    pthread_cond_broadcast(&s->cond);
    pthread_mutex_unlock(&s->lock);
}

/* A copy of the donor's optimized module made j's, or NULL when there is
 * none to take. */
static LLVMModuleRef take_donated(job *j, LLVMContextRef c)
{
    shared_state *s = j->shared;
    const char *from = ferry_variant_donor(j->cpu);
    if (!s->donor || !from || strcmp(from, s->donor) != 0)
        return NULL;
    pthread_mutex_lock(&s->lock);
    while (s->donor_state == DONOR_PENDING)
        pthread_cond_wait(&s->cond, &s->lock);
    pthread_mutex_unlock(&s->lock);
    if (s->donor_state != DONOR_READY)
        return NULL;
    LLVMModuleRef m = parse_in(LLVMGetBufferStart(s->donated), LLVMGetBufferSize(s->donated), c);
    if (m)
        ferry_retarget_variant(m, s->donor, j->cpu);
    return m;
}

/* With the lock held: every thread that will come is there. */
static void release(shared_state *s)
{
    ferry_codegen_budget(s->size);
    s->released = true;
    pthread_cond_broadcast(&s->cond);
}

/* Waits for every variant to be optimized; the last to come sets the
 * budget for the largest code of them all. */
static void meet(job *j, ferry_code_size z)
{
    shared_state *s = j->shared;
    pthread_mutex_lock(&s->lock);
    if (z.largest > s->size.largest)
        s->size.largest = z.largest;
    if (z.loops > s->size.loops)
        s->size.loops = z.loops;
    if (!s->released && ++s->arrived >= s->expected)
        release(s);
    while (!s->released)
        pthread_cond_wait(&s->cond, &s->lock);
    pthread_mutex_unlock(&s->lock);
}

static void compile(job *j, LLVMModuleRef m, ferry_diag *d)
{
    char *err = NULL;
    LLVMTargetMachineRef tm = ferry_cpu_target(j->cpu, j->o->opt_level, &err);
    if (!tm || LLVMTargetMachineEmitToFile(tm, m, j->obj, LLVMObjectFile, &err)) {
        ferry_error(d, NULL, "%s: cannot compile the %s variant: %s", j->obj, j->cpu, err ? err : "");
    }
    LLVMDisposeMessage(err);
    if (tm)
        LLVMDisposeTargetMachine(tm);
}

static void *run_job(void *arg)
{
    job *j = arg;
    ferry_diag d = {.input = j->input};
    LLVMContextRef c = LLVMContextCreate();
    LLVMContextSetDiagnosticHandler(c, on_error, &d);
    double start = now_ms();
    LLVMModuleRef m = take_donated(j, c);
    j->donated = m != NULL;
    if (!m)
        m = parse_in(j->bc, j->len, c);
    if (!m)
        ferry_error(&d, NULL, "internal error: cannot read the module back for the %s variant", j->cpu);
    else if (!j->donated)
        ferry_build_variant(m, j->cpu, j->o, &d);
    if (is_donor(j))
        donate(j->shared, m && !d.errors ? m : NULL);
    j->opt_ms = now_ms() - start;
    /* every thread meets the others, failed or not, so that none waits forever */
    meet(j, m && !d.errors ? ferry_measure_code(m) : (ferry_code_size){0, 0});
    start = now_ms();
    if (m && !d.errors)
        compile(j, m, &d);
    j->emit_ms = now_ms() - start;
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(c);
    j->errors = d.errors;
    return NULL;
}

/* ld -r -o out objs... */
static int join_objects(const char *lld, const char *out, job *jobs, unsigned n, ferry_diag *d)
{
    char *argv[16];
    unsigned k = 0;
    argv[k++] = (char *)lld;
    argv[k++] = "-r";
    argv[k++] = "-o";
    argv[k++] = (char *)out;
    for (unsigned i = 0; i < n; i++)
        argv[k++] = jobs[i].obj;
    argv[k] = NULL;
    pid_t pid;
    int status = 0;
    if (posix_spawn(&pid, lld, NULL, NULL, argv, environ) != 0 || waitpid(pid, &status, 0) < 0
        || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        ferry_error(d, NULL, "cannot join the variants' objects with %s", lld);
        return -1;
    }
    return 0;
}

/* A job whose thread could not start runs here once the others are done:
 * they do not wait for it. */
static int run_jobs(job *jobs, unsigned n, ferry_diag *d)
{
    pthread_t th[8];
    bool started[8] = {0};
    shared_state *s = jobs[0].shared;
    for (unsigned i = 0; i < n; i++) {
        started[i] = pthread_create(&th[i], NULL, run_job, &jobs[i]) == 0;
        if (started[i])
            continue;
        pthread_mutex_lock(&s->lock);
        if (--s->expected <= s->arrived && !s->released && s->expected)
            release(s);
        if (is_donor(&jobs[i])) { /* the others optimize their own */
            s->donor_state = DONOR_NONE;
            pthread_cond_broadcast(&s->cond);
        }
        pthread_mutex_unlock(&s->lock);
    }
    for (unsigned i = 0; i < n; i++)
        if (started[i])
            pthread_join(th[i], NULL);
    for (unsigned i = 0; i < n; i++)
        if (!started[i])
            run_job(&jobs[i]);
    int errors = 0;
    for (unsigned i = 0; i < n; i++)
        errors += jobs[i].errors;
    d->errors += errors;
    return errors ? -1 : 0;
}

static void record_times(const job *jobs, unsigned n)
{
    char name[64];
    for (unsigned i = 0; i < n; i++) {
        if (jobs[i].donated) /* the wait for the donor, then reading its module */
            snprintf(name, sizeof name, "take %s's module for %s (thread)", jobs[i].shared->donor, jobs[i].cpu);
        else
            snprintf(name, sizeof name, "optimize %s (thread)", jobs[i].cpu);
        ferry_pass_record(name, jobs[i].opt_ms);
        snprintf(name, sizeof name, "emit %s (thread)", jobs[i].cpu);
        ferry_pass_record(name, jobs[i].emit_ms);
    }
}

int ferry_emit_variants(LLVMModuleRef m, const ferry_lower_opts *o, ferry_diag *d)
{
    unsigned n = ferry_num_cpu_variants;
    if (n > 8)
        return ferry_error(d, NULL, "internal error: too many CPU variants"), -1;
    LLVMMemoryBufferRef bc = LLVMWriteBitcodeToMemoryBuffer(m);
    shared_state s = {.expected = n};
    job jobs[8] = {{0}};
    int rc = -1;
    if (!bc || pthread_mutex_init(&s.lock, NULL) || pthread_cond_init(&s.cond, NULL)) {
        ferry_error(d, NULL, "internal error: cannot set up the variants' threads");
        return -1;
    }
    ferry_pass_mark(m, "write bitcode");
    for (unsigned i = 0; i < n; i++) {
        const char *from = ferry_variant_donor(ferry_cpu_variants[i]);
        for (unsigned k = 0; from && k < n; k++)
            if (strcmp(from, ferry_cpu_variants[k]) == 0)
                s.donor = ferry_cpu_variants[k];
    }
    for (unsigned i = 0; i < n; i++) {
        size_t len = strlen(o->object_out) + 32;
        jobs[i] = (job){.cpu = ferry_cpu_variants[i], .bc = LLVMGetBufferStart(bc), .len = LLVMGetBufferSize(bc),
                        .o = o, .input = d->input, .obj = malloc(len), .shared = &s};
        if (jobs[i].obj)
            snprintf(jobs[i].obj, len, "%s.%s.o", o->object_out, jobs[i].cpu);
    }
    bool named = true;
    for (unsigned i = 0; i < n; i++)
        named = named && jobs[i].obj;
    if (named && run_jobs(jobs, n, d) == 0) {
        ferry_pass_mark(NULL, "variants side by side");
        record_times(jobs, n);
        rc = join_objects(o->lld, o->object_out, jobs, n, d);
        ferry_pass_mark(NULL, "join variants (ld -r)");
    }
    for (unsigned i = 0; i < n; i++) {
        if (jobs[i].obj)
            unlink(jobs[i].obj);
        free(jobs[i].obj);
    }
    pthread_cond_destroy(&s.cond);
    pthread_mutex_destroy(&s.lock);
    if (s.donated)
        LLVMDisposeMemoryBuffer(s.donated);
    LLVMDisposeMemoryBuffer(bc);
    return rc;
}
