/* Support for kernels with block barriers (lower/cpu/barriers.c). */
#include "runtime.h"

/* Bit b is set when some thread of the block waits at barrier b; threads
 * that returned hold 0 and set nothing. */
FERRY_API uint64_t __ferry_barrier_mask(const int32_t *waits_at, uint32_t nthreads)
{
    uint64_t mask = 0;
    for (uint32_t t = 0; t < nthreads; t++)
        mask |= (uint64_t)(waits_at[t] != 0) << (waits_at[t] & 63);
    return mask;
}
