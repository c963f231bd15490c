/* The JIT options that mean something on the CPU device: the info and
 * error log buffers, verbose logging and the wall time.  Optimisation
 * levels, register limits, targets and the like change nothing here. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cu_internal.h"

CUresult ferry_cu_jit_read(ferry_cu_jit_opts *o, unsigned n, const CUjit_option *options, void **values)
{
    *o = (ferry_cu_jit_opts){0};
    if (n && (!options || !values))
        return CUDA_ERROR_INVALID_VALUE;
    for (unsigned i = 0; i < n; i++) {
        switch (options[i]) {
        case CU_JIT_INFO_LOG_BUFFER: o->info = values[i]; break;
        case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES: o->info_size = &values[i]; break;
        case CU_JIT_ERROR_LOG_BUFFER: o->error = values[i]; break;
        case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: o->error_size = &values[i]; break;
        case CU_JIT_WALL_TIME: o->wall_time = &values[i]; break;
        case CU_JIT_LOG_VERBOSE: o->verbose = (uintptr_t)values[i] != 0; break;
        default: break;
        }
    }
    o->info_room = o->info_size ? (size_t)(uintptr_t)*o->info_size : 0;
    o->error_room = o->error_size ? (size_t)(uintptr_t)*o->error_size : 0;
    return CUDA_SUCCESS;
}

/* Copies what fits, with the NUL, and puts the bytes written in the slot. */
static void write_log(char *buf, void **size_slot, size_t room, const char *text)
{
    if (!size_slot)
        return;
    size_t n = 0;
    if (buf && room > 0) {
        n = strlen(text);
        if (n > room - 1)
            n = room - 1;
        memcpy(buf, text, n);
        buf[n++] = 0;
    }
    *size_slot = (void *)(uintptr_t)n;
}

double ferry_cu_jit_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

void ferry_cu_jit_report(const ferry_cu_jit_opts *o, const ferry_cu_log *log, double start_ms)
{
    write_log(o->info, o->info_size, o->info_room, log->info);
    write_log(o->error, o->error_size, o->error_room, log->error);
    if (o->wall_time) {
        float ms = (float)(ferry_cu_jit_now_ms() - start_ms);
        *o->wall_time = NULL;
        memcpy(o->wall_time, &ms, sizeof ms); /* the option's value holds a float */
    }
}

void ferry_cu_log_info(ferry_cu_log *log, const char *fmt, ...)
{
    size_t used = strlen(log->info);
    if (used + 1 >= sizeof log->info)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(log->info + used, sizeof log->info - used, fmt, ap);
    va_end(ap);
}
