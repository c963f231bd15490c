/* Shared inside the device library (expcore.c). */
#ifndef FERRY_DEVLIB_EXPCORE_H
#define FERRY_DEVLIB_EXPCORE_H

#include "dd.h"

/* y = k ln 2 + r with |r| <= ln 2 / 2: sets k and returns expm1(r), so
 * that e^y = 2^k (1 + the result).  |y.hi| below 2^11. */
dd __ferry_dl_exp_reduce(dd y, int *k);

/* expm1(y) for 2^-60 <= |y| <= 700, as double-double. */
dd __ferry_dl_expm1_dd(double y);

/* e^y rounded to double: 0 and infinity past |y.hi| = 800. */
double __ferry_dl_exp_dd(dd y);

#endif
