/* Shared inside the device library (log.c). */
#ifndef FERRY_DEVLIB_LNCORE_H
#define FERRY_DEVLIB_LNCORE_H

#include "dd.h"

/* ln x as double-double, to about 2^-60 relative, for finite x > 0. */
dd __ferry_dl_ln_dd(double x);

#endif
