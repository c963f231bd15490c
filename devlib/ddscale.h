/* A double-double times 2^k, rounded once, for the exponentials that end
 * in the subnormal range (powd.c, erfcd.c): scaling a rounded double into
 * the subnormals would round a second time. */
#ifndef FERRY_DEVLIB_DDSCALE_H
#define FERRY_DEVLIB_DDSCALE_H

#include "bits.h"
#include "dd.h"

/* (v.hi + v.lo) 2^k for a positive, normalized v with v.hi in [2^-20, 4)
 * and |k| <= 1100: infinity past DBL_MAX, the nearest subnormal (or 0)
 * below 2^-1022. */
static inline double dl_scale_dd(dd v, int k)
{
    if (k > 1000) /* only the last product can overflow */
        return v.hi * 0x1p1000 * dl_pow2(k - 1000);
    if (k >= -1000)
        return v.hi * dl_pow2(k);
    double p = dl_pow2(k + 1022);
    dd w = {v.hi * p, v.lo * p}; /* v 2^1022 2^k, exactly */
    if (w.hi >= 1.0)
        return w.hi * 0x1p-1022;
    /* the subnormals' grid is 2^-52 in w: 1 + w rounds w to it, once,
     * ties to even included */
    dd s = dd_two_sum(1.0, w.hi);
    return ((s.hi + (s.lo + w.lo)) - 1.0) * 0x1p-1022;
}

#endif
