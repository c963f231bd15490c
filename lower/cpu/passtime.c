/* How long each pass of ferry-lower took: FERRY_LOWER_TRACE=1 prints it
 * with the size of the largest function (to see where time and code growth
 * come from); --pass-times=FILE writes "pass,milliseconds" lines for nvcc
 * -time, which adds them to its table. */
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static FILE *times;
static double last;
static int trace = -1;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int ferry_pass_times_to(const char *path)
{
    times = fopen(path, "w");
    last = now();
    return times ? 0 : -1;
}

void ferry_pass_mark(LLVMModuleRef m, const char *pass)
{
    if (trace < 0)
        trace = getenv("FERRY_LOWER_TRACE") != NULL;
    double t = now();
    if (pass && trace)
        fprintf(stderr, "ferry-lower: %-28s %8.3f s, largest function %u instructions\n", pass, t - last,
                m ? ferry_largest_function(m) : 0);
    if (pass && times)
        fprintf(times, "%s,%.4f\n", pass, (t - last) * 1e3);
    last = t;
}

void ferry_pass_record(const char *pass, double ms)
{
    if (trace > 0)
        fprintf(stderr, "ferry-lower: %-28s %8.3f s\n", pass, ms / 1e3);
    if (times)
        fprintf(times, "%s,%.4f\n", pass, ms);
}

void ferry_pass_times_close(void)
{
    if (times)
        fclose(times);
    times = NULL;
}
