/* Double-double arithmetic: a value as an unevaluated sum hi + lo with
 * |lo| <= ulp(hi) / 2, for the few steps of a function that need more than
 * double's precision.  Every step is exact or rounds once, with fma where a
 * product's error is needed; the device library is compiled with
 * -ffp-contract=off so that nothing else is fused behind our back. */
#ifndef FERRY_DEVLIB_DD_H
#define FERRY_DEVLIB_DD_H

typedef struct dd {
    double hi, lo;
} dd;

/* s + e == a + b exactly (Knuth), whatever the magnitudes. */
static inline dd dd_two_sum(double a, double b)
{
    double s = a + b, bb = s - a;
    return (dd){s, (a - (s - bb)) + (b - bb)};
}

/* The same when |a| >= |b| (Dekker). */
static inline dd dd_fast_two_sum(double a, double b)
{
    double s = a + b;
    return (dd){s, b - (s - a)};
}

/* p + e == a * b exactly, unless the product leaves the normal range. */
static inline dd dd_two_prod(double a, double b)
{
    double p = a * b;
    return (dd){p, __builtin_fma(a, b, -p)};
}

static inline dd dd_add(dd a, dd b)
{
    dd s = dd_two_sum(a.hi, b.hi);
    return dd_fast_two_sum(s.hi, s.lo + a.lo + b.lo);
}

static inline dd dd_mul(dd a, dd b)
{
    dd p = dd_two_prod(a.hi, b.hi);
    return dd_fast_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

static inline dd dd_mul_d(dd a, double b)
{
    dd p = dd_two_prod(a.hi, b);
    return dd_fast_two_sum(p.hi, p.lo + a.lo * b);
}

#endif
