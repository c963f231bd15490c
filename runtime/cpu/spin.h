/* Brief polling before sleeping, shared by the pool and the queues: a
 * wait that ends within microseconds costs no system call. */
#ifndef FERRY_CPU_SPIN_H
#define FERRY_CPU_SPIN_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

static inline void ferry_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static inline uint64_t ferry_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Polls ready(arg) until it holds or `ns` nanoseconds pass; true if it
 * came to hold.  The clock is read once per 64 polls. */
static inline bool ferry_spin_until(bool (*ready)(const void *), const void *arg, uint64_t ns)
{
    uint64_t deadline = 0;
    for (unsigned i = 1;; i++) {
        if (ready(arg))
            return true;
        ferry_cpu_relax();
        if ((i & 63) == 0) {
            uint64_t t = ferry_now_ns();
            if (!deadline)
                deadline = t + ns;
            else if (t > deadline)
                return false;
        }
    }
}

#endif
