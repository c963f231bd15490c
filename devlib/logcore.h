/* Shared inside the device library (logcore.c). */
#ifndef FERRY_DEVLIB_LOGCORE_H
#define FERRY_DEVLIB_LOGCORE_H

#include "dd.h"

/* ln x for finite x > 0, subnormals included, as double-double with a
 * relative error below 2^-66: enough for y ln x in pow. */
dd __ferry_dl_log_dd(double x);

#endif
