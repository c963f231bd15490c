/* What the files of the CPU device share among themselves. */
#ifndef FERRY_CPU_CPU_H
#define FERRY_CPU_CPU_H

#include <stdbool.h>
#include <stddef.h>

/* threads.c: starts a device thread running fn(arg); false if it could
 * not be made. */
bool ferry_start_device_thread(void *(*fn)(void *), void *arg, size_t stack);

#endif
