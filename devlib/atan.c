/* atan, atan2, asin and acos in double precision, within 1 ulp where CUDA
 * allows 2, and the same on every CPU (glibc's choose an FMA or an SSE2
 * path by the CPU and differ in the last bit).
 *
 * All four are atan2 of a pair a <= b: atan x of (|x|, 1), asin x of
 * (|x|, sqrt(1 - x^2)), acos x of (sqrt(1 - x^2), |x|), in whichever order
 * puts the smaller first; then pi/2 - theta undoes the swap and pi - theta
 * a negative x.  Dividing the smaller by the larger never overflows, and
 * q = a/b in [0, 1] is carried as a double-double from the division's
 * residual (for asin and acos with 1 - x^2 exact and its square root
 * corrected, so that nothing is lost near |x| = 1).  atan q is atan c, a
 * tabled breakpoint c = i/32 nearest q in double-double, plus atan t for
 * t = (q - c) / (1 + q c), |t| <= 1/64, whose odd polynomial needs double
 * precision only beyond its first term.  Everything stays double-double
 * (error near 2^-64 relative) until the one final rounding, so the result
 * is within 0.51 ulp.  Below 2^-40 atan q = q within 2^-81, and q is then
 * the correctly rounded quotient itself, subnormal or not.
 *
 * The tables and the polynomial are printed by gen/atan.py. */
#include "bits.h"
#include "dd.h"
#include "devlib.h"

static const dd PI = {0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53};
static const dd PIO2 = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54};

/* atan(i/32), i = 0 ... 32 */
static const dd ATAN_C[33] = {
    {0x0.0p+0, 0x0.0p+0}, {0x1.ffd55bba97625p-6, -0x1.5ec431444912cp-60},
    {0x1.ff55bb72cfdeap-5, -0x1.c934d86d23f1dp-60}, {0x1.7ee182602f10fp-4, -0x1.cfb654c0c3d98p-58},
    {0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59}, {0x1.3d6eee8c6626cp-3, 0x1.61a3b0ce9281bp-57},
    {0x1.7b97b4bce5b02p-3, 0x1.347b0b4f881cap-58}, {0x1.b90d7529260a2p-3, 0x1.17b10d2e0e5abp-61},
    {0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57}, {0x1.18bf5a30bf178p-2, 0x1.30ca4748b1bf9p-57},
    {0x1.362773707ebccp-2, -0x1.963a544b672d8p-57}, {0x1.530ad9951cd4ap-2, -0x1.2566480884082p-57},
    {0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56}, {0x1.8b24d394a1b25p-2, 0x1.b6d0ba3748fa8p-56},
    {0x1.a64eec3cc23fdp-2, -0x1.24dec1b50b7ffp-56}, {0x1.c0db4c94ec9f0p-2, -0x1.cc1ce70934c34p-56},
    {0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56}, {0x1.f40dd0b541418p-2, -0x1.a3992dc382a23p-57},
    {0x1.0657e94db30d0p-1, -0x1.d5b495f6349e6p-56}, {0x1.1255d9bfbd2a9p-1, -0x1.2bdaee1c0ee35p-58},
    {0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58}, {0x1.2958e59308e31p-1, -0x1.09e73b0c6c087p-56},
    {0x1.345f01cce37bbp-1, 0x1.1021137c71102p-55}, {0x1.3f13fb89e96f4p-1, 0x1.ecf8b492644f0p-56},
    {0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56}, {0x1.538f57b89061fp-1, -0x1.1bb74abda520cp-55},
    {0x1.5d58987169b18p-1, 0x1.0028e4bc5e7cap-57}, {0x1.66d663923e087p-1, -0x1.6ea6febe8bbbap-56},
    {0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56}, {0x1.78f6bbd5d315ep-1, 0x1.406a089803740p-55},
    {0x1.819d0b7158a4dp-1, -0x1.bf76229d3b917p-56}, {0x1.89ff5ff57f1f8p-1, -0x1.55b9a5e177a1bp-55},
    {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55},
};

/* atan t = t + t^3 P(t^2) on |t| <= 1/64 (2^-67 relative) */
static const double P[4] = {
    -0x1.5555555555555p-2, 0x1.9999999996836p-3, -0x1.249248327c804p-3, 0x1.c6ecfa2884576p-4,
};

static dd dd_neg(dd a)
{
    return (dd){-a.hi, -a.lo};
}

/* atan q for 2^-40 <= q <= 1 + 2^-52, with c = i/32 the nearest breakpoint
 * (q in [c - 1/64, c + 1/64)).  q - c is then exact (Sterbenz), 1 + q c is
 * a double-double and t's low part comes from the division's residual, so
 * t keeps about 100 bits; the polynomial's tail, below t^3/3 <= 2^-13 t,
 * needs only double. */
static dd atan_reduced(dd q)
{
    int i = ((int)(q.hi * 64.0) + 1) >> 1; /* exact: q.hi * 32.0 + 0.5 may round up to 1 */
    double c = (double)i * 0x1p-5;
    dd num = dd_two_sum(q.hi - c, q.lo);
    dd p = dd_two_prod(q.hi, c);
    dd den = dd_fast_two_sum(1.0, p.hi);
    den = dd_fast_two_sum(den.hi, den.lo + (p.lo + q.lo * c));
    double th = num.hi / den.hi;
    double tl = ((__builtin_fma(-th, den.hi, num.hi) + num.lo) - th * den.lo) / den.hi;
    double z = th * th;
    double poly = ((P[3] * z + P[2]) * z + P[1]) * z + P[0];
    dd s = dd_two_sum(ATAN_C[i].hi, th);
    return dd_fast_two_sum(s.hi, s.lo + (ATAN_C[i].lo + (tl + th * z * poly)));
}

/* atan(a/b) for 0 <= a <= b, b > 0.  Below 2^-40 the low parts are
 * ignored: either a and b are doubles and q is their correctly rounded
 * quotient, or (acos of a tiny x) the result goes to pi/2 - q, where they
 * do not count.  With double a and b, the residual a - q b is exact when
 * b >= 2^-900 and q >= 2^-41: it is then a multiple of 2^-1045. */
static dd atan_ratio(dd a, dd b)
{
    double qh = a.hi / b.hi;
    if (qh < 0x1p-40) /* atan q = q - q^3/3 + ...: within 2^-81 */
        return (dd){qh, 0.0};
    double r = (__builtin_fma(-qh, b.hi, a.hi) + a.lo) - qh * b.lo;
    return atan_reduced(dd_fast_two_sum(qh, r / b.hi));
}

/* theta = atan2 of the pair before the swap and x's sign, rounded once,
 * with y's sign */
static double finish(dd theta, int swapped, int neg_x, int neg_y)
{
    if (swapped)
        theta = dd_add(PIO2, dd_neg(theta));
    if (neg_x)
        theta = dd_add(PI, dd_neg(theta));
    return neg_y ? -theta.hi : theta.hi;
}

static int sign_bit(double x)
{
    return (int)(dl_bits(x) >> 63);
}

double __ferry_atan(double x)
{
    if (x != x)
        return x + x;
    double ax = __builtin_fabs(x);
    int swap = ax > 1.0; /* atan x = pi/2 - atan(1/x); 1/inf = 0 */
    dd a = {swap ? 1.0 : ax, 0.0}, b = {swap ? ax : 1.0, 0.0};
    return finish(atan_ratio(a, b), swap, 0, sign_bit(x));
}

/* C99 Annex F: both zero is a ratio of 0 (so 0 or pi by x's sign bit), both
 * infinite a ratio of 1 (pi/4 or 3pi/4), the sign always y's.  A pair
 * whose larger is far from 1 is scaled by a power of two, exactly: the
 * quotient keeps its value and its residual stays exact. */
double __ferry_atan2(double y, double x)
{
    if (x != x || y != y)
        return x + y;
    double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
    int swap = ay > ax;
    double a = swap ? ax : ay, b = swap ? ay : ax;
    if (b == 0.0)
        b = 1.0;
    if (a == __builtin_inf())
        a = b = 1.0;
    if (b < 0x1p-900) {
        a *= 0x1p600;
        b *= 0x1p600;
    } else if (b > 0x1p1000) { /* a loses bits only where a/b rounds to 0 */
        a *= 0x1p-600;
        b *= 0x1p-600;
    }
    dd t = atan_ratio((dd){a, 0.0}, (dd){b, 0.0});
    return finish(t, swap, sign_bit(x), sign_bit(y));
}

/* sqrt(1 - x^2) for |x| <= 1 as a double-double: x^2 is exact as a
 * double-double, 1 - x^2 then too where it cancels (x^2 >= 1/2), and the
 * square root is corrected by its residual, which fma gives exactly. */
static dd sqrt_one_minus_sq(double x)
{
    dd p = dd_two_prod(x, x);
    dd d = dd_add((dd){1.0, 0.0}, dd_neg(p));
    if (d.hi == 0.0)
        return d;
    double s = __builtin_sqrt(d.hi);
    double r = __builtin_fma(-s, s, d.hi) + d.lo;
    return dd_fast_two_sum(s, r / (2.0 * s));
}

/* asin x = atan2(x, sqrt(1 - x^2)); below 2^-26, asin x = x + x^3/6 + ...
 * rounds to x.  sqrt(1 - x^2) >= 2^-26.5 for |x| < 1, so neither ratio
 * falls below 2^-40 (but 0 at |x| = 1, giving pi/2). */
double __ferry_asin(double x)
{
    double ax = __builtin_fabs(x);
    if (!(ax <= 1.0))
        return x != x ? x + x : __builtin_nan("");
    if (ax < 0x1p-26)
        return x;
    dd s = sqrt_one_minus_sq(ax), d = {ax, 0.0};
    int swap = ax > s.hi;
    dd t = atan_ratio(swap ? s : d, swap ? d : s);
    return finish(t, swap, 0, sign_bit(x));
}

/* acos x = atan2(sqrt(1 - x^2), x): the ratio is below 2^-40 only for
 * tiny x, where the result is pi/2 - theta and theta's low part is lost
 * anyway. */
double __ferry_acos(double x)
{
    double ax = __builtin_fabs(x);
    if (!(ax <= 1.0))
        return x != x ? x + x : __builtin_nan("");
    dd s = sqrt_one_minus_sq(ax), d = {ax, 0.0};
    int swap = s.hi > ax;
    dd t = atan_ratio(swap ? d : s, swap ? s : d);
    return finish(t, swap, sign_bit(x), 0);
}
