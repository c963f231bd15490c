/* sin, cos and tan in single precision over the whole float range, within
 * 1 ulp where CUDA allows 2 (4 for tanf), in straight-line code that the
 * loop vectorizer takes (fcore.h).
 *
 * Range reduction is exact integer arithmetic on the float's significand,
 * the same for every argument from pi/4 to FLT_MAX: |x| 2/pi = n + f
 * (mod 4), |f| <= 1/2, from a 96-bit window of the bits of 2/pi chosen by
 * x's exponent.  A float lies at least 2^-29 from a multiple of pi/2 (in
 * units of pi/2), and the product is exact to 2^-61, so the reduced
 * argument f pi/2 keeps 32 correct bits.  Below 2^20 a two-part Cody-Waite
 * reduction in double does as well for less. */
#include "devlib.h"
#include "fcore.h"

/* W[j]: bits 8j - 151 ... 8j - 120 of 2/pi (bit i weighs 2^-i, bits
 * i <= 0 are 0; gen/tables.py), so that with x = m 2^(8q + s - 150), m << s and the words
 * W[q], W[q + 4], W[q + 8] give |x| 2/pi mod 4 in 2.62 fixed point. */
static const uint32_t W[40] = {
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x000000a2, 0x0000a2f9, 0x00a2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529,
    0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1, 0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0,
    0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599, 0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041,
};

/* |x| = n pi/2 + r, |r| <= pi/4, for any finite |x| (bits ab); garbage
 * but in bounds for inf and NaN, which the callers replace. */
static inline double reduce_large(uint32_t ab, uint32_t *n)
{
    uint32_t be = ab >> 23, q = be >> 3;
    uint32_t m = ((ab & 0x7fffffu) | 0x800000u) << (be & 7);
    uint64_t p = ((uint64_t)(m * W[q]) << 32) + (uint64_t)m * W[q + 4] + (((uint64_t)m * W[q + 8]) >> 32);
    uint64_t k = (p + (1ULL << 61)) >> 62;
    uint64_t f = p - (k << 62);
    /* f as a signed 64-bit number, converted in two 32-bit halves: the
     * vector ISAs before AVX-512 convert only 32-bit integers */
    double hi = (double)(int32_t)(uint32_t)(f >> 32);
    double lo = (double)(int32_t)((uint32_t)f ^ 0x80000000u) + 0x1p31;
    *n = (uint32_t)k & 3;
    return (hi * 0x1p32 + lo) * 0x1.921fb54442d18p-62; /* pi/2 2^-62 */
}

/* The same for |x| < 2^20 by Cody and Waite's two-part pi/2 (P1 has 33
 * bits, so k P1 is exact; the part left out of P1 + P2 is below 2^-87),
 * cheaper than the table. */
static inline double reduce_medium(double ax, uint32_t *n)
{
    double big = ax * 0x1.45f306dc9c883p-1 + 0x1.8p52; /* 2/pi */
    double k = big - 0x1.8p52;
    *n = (uint32_t)dl_bits(big) & 3;
    return (ax - k * 0x1.921fb54400000p+0) - k * 0x1.0b4611a626331p-34;
}

/* The argument: x itself below pi/4, then by size.  A branch, not a select:
 * a thread loop left scalar skips the table, and the vectorizer if-converts
 * it. */
static inline double arg(float x, uint32_t *n)
{
    uint32_t ab = dl_fbits(x) & 0x7fffffffu;
    double ax = (double)dl_from_fbits(ab);
    double r = ax;
    *n = 0;
    if (ab >= 0x49800000u) /* 2^20 */
        r = reduce_large(ab, n);
    else if (ab >= 0x3f490fdbu) /* pi/4 */
        r = reduce_medium(ax, n);
    return r;
}

/* sin r = r + r^3 q(r^2), cos r = 1 - r^2/2 + r^4 q'(r^2) on |r| <= pi/4
 * (gen/fit.py: 2^-35 and 2^-40 relative). */
static inline double sin_poly(double r)
{
    double z = r * r;
    double q = (-0x1.555555545dffdp-3 + 0x1.11110def2844bp-7 * z) +
               (z * z) * (-0x1.a013a78febcd0p-13 + 0x1.6dbe07743affcp-19 * z);
    return r + r * (z * q);
}

static inline double cos_poly(double r)
{
    double z = r * r;
    double q = (0x1.5555555506a47p-5 - 0x1.6c16bf596ca64p-10 * z) +
               (z * z) * (0x1.a015c79550757p-16 - 0x1.2524f302a31d5p-22 * z);
    return (1.0 - 0.5 * z) + (z * z) * q;
}

/* sin and tan are odd: f(x) = sign(x) f(|x|); inf and NaN give NaN. */
static inline float odd(float x, float f)
{
    f = dl_fbits(x) >> 31 ? -f : f;
    return x - x != 0.0f ? __builtin_nanf("") : f;
}

/* sin(n pi/2 + r) and cos(n pi/2 + r) by the quadrant n. */
static inline float sin_of(float x, uint32_t n, double s, double c)
{
    double v = (n & 1) ? c : s;
    return odd(x, (float)((n & 2) ? -v : v));
}

static inline float cos_of(float x, uint32_t n, double s, double c)
{
    double v = (n & 1) ? s : c;
    v = ((n + 1) & 2) ? -v : v;
    return x - x != 0.0f ? __builtin_nanf("") : (float)v;
}

float __ferry_sinf(float x)
{
    uint32_t n;
    double r = arg(x, &n);
    return sin_of(x, n, sin_poly(r), cos_poly(r));
}

float __ferry_cosf(float x)
{
    uint32_t n;
    double r = arg(x, &n);
    return cos_of(x, n, sin_poly(r), cos_poly(r));
}

void __ferry_sincosf(float x, float *sp, float *cp)
{
    uint32_t n;
    double r = arg(x, &n);
    double s = sin_poly(r), c = cos_poly(r);
    *sp = sin_of(x, n, s, c);
    *cp = cos_of(x, n, s, c);
}

/* tan(n pi/2 + r) = tan r for even n, -1 / tan r for odd. */
float __ferry_tanf(float x)
{
    uint32_t n;
    double r = arg(x, &n);
    double s = sin_poly(r), c = cos_poly(r);
    double t = (n & 1) ? -c / s : s / c;
    return odd(x, (float)t);
}
