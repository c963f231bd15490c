/* sin, cos, tan and sincos in double precision, within 1 ulp where CUDA
 * allows 2, and the same on every CPU (glibc's choose an FMA or an SSE2
 * path by the CPU and differ in the last bit).
 *
 * The argument is reduced to x = n pi/2 + r, |r| <= pi/4, with r as a
 * double-double: below 2^20 by Cody and Waite's three-part pi/2, above by
 * exact integer arithmetic on x's significand and a 192-bit window of the
 * bits of 2/pi chosen by x's exponent.  No double lies closer than 2^-61
 * to a multiple of pi/2 (in units of pi/2), and the window leaves an error
 * below 2^-137, so r keeps more than 64 correct bits.  The kernels then
 * add r's low part through the first-order terms. */
#include "bits.h"
#include "dd.h"
#include "devlib.h"

/* sin r = r + r^3 S(r^2), cos r = 1 - r^2/2 + r^4 C(r^2) on |r| <= pi/4
 * (gen/sincos.py: 2^-54 relative, the coefficients' own rounding). */
static const double S[7] = {
    -0x1.5555555555555p-3, 0x1.1111111111110p-7, -0x1.a01a01a019936p-13, 0x1.71de3a54605eep-19,
    -0x1.ae64541266378p-26, 0x1.61217ec01749dp-33, -0x1.ab17a79237a19p-41,
};
static const double C[7] = {
    0x1.5555555555555p-5, -0x1.6c16c16c16c16p-10, 0x1.a01a01a019d0ap-16, -0x1.27e4fb7712bdfp-22,
    0x1.1eed8deb6d561p-29, -0x1.9394b9c9c20a4p-37, 0x1.ab783376962cfp-45,
};

/* 2/pi: word j holds bits 64j + 1 ... 64j + 64 (bit i weighs 2^-i;
 * gen/sincos.py). */
static const uint64_t TWO_OVER_PI[20] = {
    0xa2f9836e4e441529ULL, 0xfc2757d1f534ddc0ULL, 0xdb6295993c439041ULL, 0xfe5163abdebbc561ULL,
    0xb7246e3a424dd2e0ULL, 0x06492eea09d1921cULL, 0xfe1deb1cb129a73eULL, 0xe88235f52ebb4484ULL,
    0xe99c7026b45f7e41ULL, 0x3991d639835339f4ULL, 0x9c845f8bbdf9283bULL, 0x1ff897ffde05980fULL,
    0xef2f118b5a0a6d1fULL, 0x6d367ecf27cb09b7ULL, 0x4f463f669e5fea2dULL, 0x7527bac7ebe5f17bULL,
    0x3d0739f78a5292eaULL, 0x6bfb5fb11f8d5d08ULL, 0x56033046fc7b6babULL, 0xf0cfbc209af4361dULL,
};

static const dd PIO2 = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54};

/* Bits pos + 1 ... pos + 64 of 2/pi, for -64 < pos < 1152. */
static uint64_t bits_2pi(int pos)
{
    if (pos < 0)
        return TWO_OVER_PI[0] >> -pos;
    int q = pos >> 6, sh = pos & 63;
    return sh ? TWO_OVER_PI[q] << sh | TWO_OVER_PI[q + 1] >> (64 - sh) : TWO_OVER_PI[q];
}

/* hi * 2^64 + lo = a * b. */
static uint64_t mul64(uint64_t a, uint64_t b, uint64_t *lo)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    *lo = (mid << 32) | (p00 & 0xffffffffu);
    return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* The 192-bit signed fraction u2:u1:u0 (value u * 2^-190, |value| <= 1/2)
 * as a double-double. */
static dd fraction_dd(uint64_t u2, uint64_t u1, uint64_t u0)
{
    int neg = (int)(u2 >> 63);
    if (neg) { /* two's complement of all three words */
        u0 = ~u0 + 1;
        u1 = ~u1 + (u0 == 0);
        u2 = ~u2 + (u0 == 0 && u1 == 0);
    }
    int e = -190;
    while (u2 == 0 && e > -190 - 128) { /* whole words first */
        u2 = u1, u1 = u0, u0 = 0, e -= 64;
    }
    if (u2 == 0)
        return (dd){0.0, 0.0};
    int sh = __builtin_clzll(u2);
    if (sh) {
        u2 = u2 << sh | u1 >> (64 - sh);
        u1 = u1 << sh | u0 >> (64 - sh);
    }
    e -= sh;
    /* top 53 bits exactly, the next 75 rounded once */
    double hi = (double)(u2 >> 11) * dl_pow2(e + 128 + 11);
    double lo = ((double)(u2 & 0x7ff) * 0x1p64 + (double)u1) * dl_pow2(e + 64);
    dd f = dd_fast_two_sum(hi, lo);
    return neg ? (dd){-f.hi, -f.lo} : f;
}

/* |x| >= 2^20, finite: x 2/pi mod 4 from m 2^(e-52) times bits s + 1 ...
 * s + 192 of 2/pi, s = e - 54, so that the product mod 2^192 is the answer
 * in 2.190 fixed point; the bits before s + 1 add multiples of 4. */
static dd reduce_large(double ax, int *n)
{
    uint64_t b = dl_bits(ax);
    int e = (int)(b >> 52) - 1023;
    uint64_t m = (b & 0xfffffffffffffULL) | 0x10000000000000ULL;
    int s = e - 54;
    uint64_t w0 = bits_2pi(s), w1 = bits_2pi(s + 64), w2 = bits_2pi(s + 128);
    uint64_t p2l, p1l, p0l;
    uint64_t p2h = mul64(m, w2, &p2l);
    uint64_t p1h = mul64(m, w1, &p1l);
    mul64(m, w0, &p0l);
    uint64_t u0 = p2l, u1 = p2h + p1l;
    uint64_t u2 = p1h + p0l + (u1 < p1l);
    /* round to the nearest quadrant: the top two bits, after adding 1/2 */
    uint64_t t = u2 + (1ULL << 61);
    *n = (int)(t >> 62);
    u2 = (t & ((1ULL << 62) - 1)) - (1ULL << 61); /* two's complement */
    return dd_mul(fraction_dd(u2, u1, u0), PIO2);
}

/* pi/4 <= |x| < 2^20: P1, P2 and P3 have 33 bits, so their multiples by k
 * are exact; what P1 + ... + P4 leaves out of pi/2 is below 2^-159. */
static dd reduce_medium(double ax, int *n)
{
    double k = __builtin_rint(ax * 0x1.45f306dc9c883p-1);
    *n = (int)k & 3;
    double r1 = ax - k * 0x1.921fb54400000p+0;
    dd r = dd_two_sum(r1, -(k * 0x1.0b4611a600000p-34));
    return dd_add(r, (dd){-(k * 0x1.3198a2e000000p-69), -(k * 0x1.b839a252049c1p-104)});
}

/* |x| = n pi/2 + r, for finite |x| >= 2^-27 */
static dd reduce(double ax, int *n)
{
    *n = 0;
    if (ax < 0x1.921fb54442d18p-1)
        return (dd){ax, 0.0};
    return ax < 0x1p20 ? reduce_medium(ax, n) : reduce_large(ax, n);
}

static double poly(const double *c, double z)
{
    double p = c[6];
    for (int i = 5; i >= 0; i--)
        p = p * z + c[i];
    return p;
}

/* sin(r.hi + r.lo) = sin r.hi + r.lo cos r.hi + O(r.lo^2) */
static dd sin_kernel(dd r)
{
    double z = r.hi * r.hi;
    double tail = r.hi * z * poly(S, z) + r.lo * (1.0 - 0.5 * z);
    return dd_fast_two_sum(r.hi, tail);
}

/* cos(r.hi + r.lo) = cos r.hi - r.lo sin r.hi: 1 - z/2 is rounded once, and
 * its error, z's and the rest go in the tail */
static dd cos_kernel(dd r)
{
    double z = r.hi * r.hi, ze = __builtin_fma(r.hi, r.hi, -z);
    double hz = 0.5 * z, w = 1.0 - hz;
    double tail = (((1.0 - w) - hz) - 0.5 * ze) + (z * z * poly(C, z) - r.lo * r.hi);
    return dd_fast_two_sum(w, tail);
}

static int tiny_or_special(double x)
{
    double ax = __builtin_fabs(x);
    return !(ax >= 0x1p-27) || ax - ax != 0.0;
}

double __ferry_sin(double x)
{
    if (tiny_or_special(x))
        return x == x && x - x != 0.0 ? x - x : x; /* sin x = x below 2^-27 */
    int n;
    dd r = reduce(__builtin_fabs(x), &n);
    double v = (n & 1) ? cos_kernel(r).hi : sin_kernel(r).hi;
    v = (n & 2) ? -v : v;
    return x < 0 ? -v : v;
}

double __ferry_cos(double x)
{
    if (tiny_or_special(x))
        return x - x != 0.0 ? x - x : 1.0;
    int n;
    dd r = reduce(__builtin_fabs(x), &n);
    double v = (n & 1) ? sin_kernel(r).hi : cos_kernel(r).hi;
    return (n + 1) & 2 ? -v : v;
}

void __ferry_sincos(double x, double *sp, double *cp)
{
    if (tiny_or_special(x)) {
        *sp = x == x && x - x != 0.0 ? x - x : x;
        *cp = x - x != 0.0 ? x - x : 1.0;
        return;
    }
    int n;
    dd r = reduce(__builtin_fabs(x), &n);
    double s = sin_kernel(r).hi, c = cos_kernel(r).hi;
    double sv = (n & 1) ? c : s, cv = (n & 1) ? s : c;
    sv = (n & 2) ? -sv : sv;
    *sp = x < 0 ? -sv : sv;
    *cp = (n + 1) & 2 ? -cv : cv;
}

/* tan = sin / cos (or -cos / sin in the odd quadrants), the quotient of
 * two double-doubles corrected by its residual */
double __ferry_tan(double x)
{
    if (tiny_or_special(x))
        return x == x && x - x != 0.0 ? x - x : x; /* tan x = x below 2^-27 */
    int n;
    dd r = reduce(__builtin_fabs(x), &n);
    dd s = sin_kernel(r), c = cos_kernel(r);
    dd num = (n & 1) ? (dd){-c.hi, -c.lo} : s, den = (n & 1) ? s : c;
    double q = num.hi / den.hi;
    double res = (__builtin_fma(-q, den.hi, num.hi) + num.lo) - q * den.lo;
    double v = q + res / den.hi;
    return x < 0 ? -v : v;
}

/* sin(pi x) and cos(pi x): x reduced exactly to a in [0, 1/2], then pi a as
 * a double-double straight into the kernels, so that nothing rounds before
 * them (pi a rounded would cost up to 1 ulp more). */
static const dd PI = {0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53};

static double sin_pi_a(double a) /* sin(pi a), 0 <= a <= 1/2 */
{
    return a <= 0.25 ? sin_kernel(dd_mul_d(PI, a)).hi : cos_kernel(dd_mul_d(PI, 0.5 - a)).hi;
}

double __ferry_sinpi(double x)
{
    if (x - x != 0.0)
        return x - x;
    double r = x - 2.0 * __builtin_rint(x * 0.5); /* exact, in [-1, 1] */
    r = r > 0.5 ? 1.0 - r : r < -0.5 ? -1.0 - r : r;
    if (r == 0.0)
        return __builtin_copysign(0.0, x);
    double v = sin_pi_a(__builtin_fabs(r));
    return r < 0 ? -v : v;
}

double __ferry_cospi(double x)
{
    if (x - x != 0.0)
        return x - x;
    double r = __builtin_fabs(x - 2.0 * __builtin_rint(x * 0.5)); /* [0, 1] */
    if (r == 0.5)
        return 0.0;
    double a = r > 0.5 ? 1.0 - r : r;
    double v = sin_pi_a(0.5 - a);
    return r > 0.5 ? -v : v;
}
