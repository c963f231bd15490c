/* The CPU device's own threads (pool workers, queue threads): detached,
 * with a stack big enough for the blocks they run, and with every signal
 * blocked but the faults their own code causes (faults.c), so that the
 * program's handlers run on the program's threads. */
#include <pthread.h>
#include <signal.h>

#include "cpu.h"

bool ferry_start_device_thread(void *(*fn)(void *), void *arg, size_t stack)
{
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    sigset_t all, old;
    sigfillset(&all);
    int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++)
        sigdelset(&all, faults[i]);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    pthread_t t;
    bool ok = pthread_create(&t, &attr, fn, arg) == 0;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&attr);
    return ok;
}
