/* Timers that device code reads (%globaltimer). */
#include <time.h>

#include "runtime.h"

FERRY_API uint64_t __ferry_globaltimer(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
