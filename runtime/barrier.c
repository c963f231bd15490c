/* Support for kernels with block barriers (lower/cpu/barriers.c). */
#include "runtime.h"

#include <string.h>

/* Moves the block to its next step: where each thread stopped is where it
 * now waits. Bit b of the result is set when some thread waits at sync
 * point b (threads that returned hold 0); bit 0 when every thread waits at
 * the same point, so that its region may run without checking. */
FERRY_API uint64_t __ferry_barrier_step(int32_t *waits_at, const int32_t *stops_at, uint32_t nthreads)
{
    uint64_t mask = 0;
    int32_t first = stops_at[0];
    bool same = first != 0;
    for (uint32_t t = 0; t < nthreads; t++) {
        int32_t b = stops_at[t];
        mask |= (uint64_t)(b != 0) << (b & 63);
        same &= b == first;
    }
    memcpy(waits_at, stops_at, nthreads * sizeof *waits_at);
    return mask | (uint64_t)same;
}
