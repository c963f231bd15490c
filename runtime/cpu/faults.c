/* Faults in device code.  A kernel that stores through a wild pointer
 * makes a GPU fail the launch with cudaErrorIllegalAddress, which sticks to
 * the context; on the CPU the same store raises SIGSEGV (or SIGBUS), which
 * would kill the program without a word.  While a thread runs blocks of a
 * grid, a fault in it is reported as CUDA reports it: a message naming the
 * kernel and the block, the sticky error, and the grid abandoned through
 * the pool's escape (as a device assert does).  A fault anywhere else is
 * not ours: the handler puts back the program's own action and returns, so
 * that the faulting instruction runs again under it.  FERRY_CHECK=0 leaves
 * the signals alone.  Handlers run on an alternate stack, so that a thread
 * whose per-thread arrays overflowed its stack is reported too. */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime.h"

#define ALT_STACK (64u << 10)

static const int fault_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
#define NSIGNALS (sizeof fault_signals / sizeof fault_signals[0])

static struct sigaction previous[NSIGNALS];
static pthread_once_t armed = PTHREAD_ONCE_INIT;
static bool enabled;
static _Thread_local char *alt_stack;

/* Only async-signal-safe pieces: no stdio in a handler. */
static char *put(char *at, const char *end, const char *s)
{
    while (*s && at < end)
        *at++ = *s++;
    return at;
}

static char *put_uint(char *at, const char *end, uint64_t v, unsigned base)
{
    char digits[24];
    int n = 0;
    do {
        digits[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    while (n && at < end)
        *at++ = digits[--n];
    return at;
}

static const char *what(int sig)
{
    switch (sig) {
    case SIGSEGV: return "illegal memory access (SIGSEGV)";
    case SIGBUS: return "misaligned or illegal memory access (SIGBUS)";
    case SIGFPE: return "arithmetic trap (SIGFPE)";
    default: return "illegal instruction (SIGILL)";
    }
}

static void report(int sig, const siginfo_t *si, const ferry_block_ctx *ctx)
{
    char msg[512], *at = msg, *end = msg + sizeof msg - 1;
    at = put(at, end, "Ferry: kernel '");
    at = put(at, end, ferry_current_kernel_name());
    at = put(at, end, "', block [");
    for (int i = 0; i < 3; i++) {
        at = put_uint(at, end, ctx->block_idx[i] + (i == 0 ? ctx->strip_at : 0), 10);
        at = put(at, end, i < 2 ? "," : "]: ");
    }
    at = put(at, end, what(sig));
    if (sig == SIGSEGV || sig == SIGBUS) {
        at = put(at, end, " at address 0x");
        at = put_uint(at, end, (uintptr_t)si->si_addr, 16);
    }
    at = put(at, end, "; the launch fails with cudaErrorIllegalAddress\n");
    ssize_t ignored = write(2, msg, (size_t)(at - msg));
    (void)ignored;
}

static void on_fault(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    const ferry_block_ctx *ctx = ferry_current_block();
    size_t k = 0;
    while (k < NSIGNALS && fault_signals[k] != sig)
        k++;
    if (!ctx || k == NSIGNALS) {
        if (k < NSIGNALS)
            sigaction(sig, &previous[k], NULL);
        return;
    }
    report(sig, si, ctx);
    ferry_set_sticky(cudaErrorIllegalAddress);
    ferry_abandon_grid();
}

static void arm(void)
{
    const char *check = getenv("FERRY_CHECK");
    enabled = !(check && strcmp(check, "0") == 0);
    if (!enabled)
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    /* NODEFER: the escape leaves the handler by siglongjmp without
     * restoring the mask, and the next fault must still be caught. */
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < NSIGNALS; i++)
        sigaction(fault_signals[i], &sa, &previous[i]);
}

void ferry_faults_prepare_thread(void)
{
    pthread_once(&armed, arm);
    if (!enabled || alt_stack)
        return;
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && !(cur.ss_flags & SS_DISABLE))
        return;   /* the program's own alternate stack serves */
    alt_stack = malloc(ALT_STACK);
    if (!alt_stack)
        return;
    stack_t ss = {.ss_sp = alt_stack, .ss_size = ALT_STACK, .ss_flags = 0};
    if (sigaltstack(&ss, NULL) != 0) {
        free(alt_stack);
        alt_stack = NULL;
    }
}
