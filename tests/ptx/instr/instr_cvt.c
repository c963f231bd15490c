/* cvt: every integer pair (with .sat, 8-bit operands in 16-bit registers,
 * destinations wider than the type); integers to f16/bf16/f32/f64 with
 * .rn/.rz/.rm/.rp; floats to integers with .rni/.rzi/.rmi/.rpi (NaN gives
 * 0, out-of-range values saturate); float to float, narrowing with each
 * rounding, widening, to an integral value of the same type, .ftz and
 * .sat; the packed cvt.rn.f16x2.f32 / .bf16x2.f32. f16 and bf16 sources
 * are checked with every value. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const char *family_name = "cvt";

static uint64_t mk(unsigned bits, uint64_t v)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static int64_t sx(unsigned bits, uint64_t v)
{
    return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

typedef struct cty {
    const char *name;
    unsigned bits;
    char kind; /* 'u' 's' 'f' */
    vclass c;  /* class of a source operand */
} cty;

static const cty tys[] = {
    {"u8", 8, 'u', V_U8}, {"u16", 16, 'u', V_U16}, {"u32", 32, 'u', V_U32}, {"u64", 64, 'u', V_U64},
    {"s8", 8, 's', V_U8}, {"s16", 16, 's', V_U16}, {"s32", 32, 's', V_U32}, {"s64", 64, 's', V_U64},
    {"f16", 16, 'f', V_F16}, {"bf16", 16, 'f', V_BF16}, {"f32", 32, 'f', V_F32}, {"f64", 64, 'f', V_F64},
};
enum { U8, U16, U32, U64, S8, S16, S32, S64, F16, BF16, F32, F64, NTY };

static const char *const fmodes[] = {".rn", ".rz", ".rm", ".rp"};
static const char *const imodes[] = {".rni", ".rzi", ".rmi", ".rpi"};

enum { F_SAT = 1, F_FTZ = 2, F_IRND = 4, F_FRND = 8 };

/* the class of a destination register: 8-bit values live in 16 bits */
static vclass dst_class(unsigned t)
{
    return tys[t].bits == 8 ? V_U16 : tys[t].c;
}

/* v (already the destination type's value range) into a register of
 * regbits: sign-extended for signed types. */
static uint64_t int_result(unsigned dt, uint64_t v, unsigned regbits)
{
    v = mk(tys[dt].bits, v);
    if (tys[dt].kind == 's')
        v = (uint64_t)sx(tys[dt].bits, v);
    return mk(regbits, v);
}

static double src_float(const form *f, unsigned at, uint64_t bits)
{
    double x = float_value(tys[at].c, bits);
    if ((f->flags & F_FTZ) && tys[at].c == V_F32 && is_subnormal_bits(V_F32, bits))
        x = copysign(0.0, x);
    return x;
}

static double round_integral(double x, int m)
{
    switch (m) {
    case 0: return nearbyint(x); /* the host rounds to nearest even */
    case 1: return trunc(x);
    case 2: return floor(x);
    default: return ceil(x);
    }
}

/* f->ty: destination, f->ty2: source, f->mode: rounding index */
static void ref_cvt(const form *f, const uint64_t *in, uint64_t *out)
{
    unsigned dt = (unsigned)f->ty, at = (unsigned)f->ty2;
    const cty *d = &tys[dt], *a = &tys[at];
    unsigned regbits = class_bits(f->out[0]);
    if (d->kind != 'f' && a->kind != 'f') { /* integer to integer */
        bool as = a->kind == 's';
        __int128 v = as ? (__int128)sx(a->bits, in[0]) : (__int128)mk(a->bits, in[0]);
        if (f->flags & F_SAT) {
            __int128 hi = d->kind == 's' ? ((__int128)1 << (d->bits - 1)) - 1 : ((__int128)1 << d->bits) - 1;
            __int128 lo = d->kind == 's' ? -((__int128)1 << (d->bits - 1)) : 0;
            v = v > hi ? hi : v < lo ? lo : v;
        }
        out[0] = int_result(dt, (uint64_t)v, regbits);
        return;
    }
    if (d->kind == 'f' && a->kind != 'f') { /* integer to float */
        bool as = a->kind == 's';
        int64_t v = as ? sx(a->bits, in[0]) : (int64_t)mk(a->bits, in[0]);
        uint64_t r = round_int(d->c, v, as, (rmode)f->mode);
        if ((f->flags & F_SAT)) {
            double x = float_value(d->c, r);
            r = x > 1 ? round_double(d->c, 1.0, RN) : x < 0 ? 0 : r;
        }
        out[0] = r;
        return;
    }
    double x = src_float(f, at, in[0]);
    if (d->kind != 'f') { /* float to integer */
        if (isnan(x)) {
            out[0] = 0;
            return;
        }
        double r = round_integral(x, f->mode);
        uint64_t v;
        if (d->kind == 's') {
            double lim = ldexp(1.0, (int)d->bits - 1);
            if (r >= lim)
                v = d->bits == 64 ? (uint64_t)INT64_MAX : (uint64_t)((int64_t)lim - 1);
            else if (r < -lim)
                v = d->bits == 64 ? (uint64_t)INT64_MIN : (uint64_t)(-(int64_t)lim);
            else
                v = (uint64_t)(int64_t)r;
        } else {
            double lim = ldexp(1.0, (int)d->bits);
            v = r <= 0 ? 0 : r >= lim ? (d->bits == 64 ? UINT64_MAX : (uint64_t)lim - 1) : (uint64_t)r;
        }
        out[0] = int_result(dt, v, regbits);
        return;
    }
    /* float to float */
    uint64_t r;
    if (isnan(x))
        r = nan_bits(d->c);
    else if (f->flags & F_IRND)
        r = round_double(d->c, round_integral(x, f->mode), RN);
    else
        r = round_double(d->c, x, (rmode)f->mode);
    if ((f->flags & F_FTZ) && d->c == V_F32 && is_subnormal_bits(V_F32, r))
        r &= UINT64_C(0x80000000);
    if (f->flags & F_SAT) {
        double y = float_value(d->c, r);
        if (isnan(y) || y <= 0)
            r = 0;
        else if (y > 1)
            r = round_double(d->c, 1.0, RN);
    }
    out[0] = r;
}

/* ---- inputs ---- */

/* Float sources for integer results: values around every integer limit
 * and small integers, at quarters, rounded to the source type. */
static void gen_f2i(form *f, rng *r)
{
    vclass c = f->in[0];
    static const double lims[] = {0, 1, 2, 3, 127, 128, 255, 256, 32767, 32768, 65535, 65536,
                                  2147483647.0, 2147483648.0, 4294967295.0, 4294967296.0,
                                  9223372036854775807.0, 18446744073709551615.0, 1e20, 1e30};
    for (size_t i = 0; i < sizeof lims / sizeof *lims; i++)
        for (int s = -1; s <= 1; s += 2)
            for (int q = -6; q <= 6; q++) {
                double v = s * (lims[i] + q * 0.25);
                for (int m = 0; m < 4; m++) {
                    uint64_t in[1] = {round_double(c, v, (rmode)m)};
                    push_input(f, in);
                }
            }
    size_t ne;
    const uint64_t *ev = edge_values(c, &ne);
    for (size_t i = 0; i < ne; i++)
        push_input(f, &ev[i]);
    for (size_t i = 0; i < 8192; i++) {
        uint64_t in[1] = {random_value(r, c)};
        push_input(f, in);
    }
}

/* Narrowing float conversions: values of the destination type and the
 * points half an ulp away, nudged by one ulp of the source. */
static void gen_narrow(form *f, rng *r)
{
    vclass s = f->in[0], d = dst_class((unsigned)f->ty);
    for (size_t i = 0; i < 3000; i++) {
        uint64_t db = random_value(r, d);
        if (rnd_below(r, 8) == 0) { /* subnormal and overflow edges of d */
            uint64_t top = d == V_F16 || d == V_BF16 ? 0x7fff : d == V_F32 ? 0x7fffffffu : UINT64_C(0x7fffffffffffffff);
            uint64_t sign = (top + 1) & (rnd(r) & 1 ? ~UINT64_C(0) : 0);
            db = rnd_below(r, 2) ? rnd_below(r, 8) : (round_double(d, INFINITY, RN) - 1 - rnd_below(r, 4));
            db = (db & top) | sign;
        }
        double x = float_value(d, db);
        if (!isfinite(x))
            continue;
        double ulp = ldexp(1.0, -24);
        int e;
        frexp(x, &e);
        switch (d) {
        case V_F16: ulp = ldexp(1.0, (e - 1 < -14 ? -14 : e - 1) - 10); break;
        case V_BF16: ulp = ldexp(1.0, (e - 1 < -126 ? -126 : e - 1) - 7); break;
        case V_F32: ulp = ldexp(1.0, (e - 1 < -126 ? -126 : e - 1) - 23); break;
        default: break;
        }
        static const double offs[] = {0, 0.5, -0.5, 0.25, 0.75, 1.0};
        for (size_t k = 0; k < sizeof offs / sizeof *offs; k++)
            for (int m = 0; m < 3; m++) {
                double v = x + offs[k] * ulp;
                uint64_t in[1] = {round_double(s, v, m == 0 ? RN : m == 1 ? RP : RM)};
                push_input(f, in);
            }
    }
    size_t ne;
    const uint64_t *ev = edge_values(s, &ne);
    for (size_t i = 0; i < ne; i++)
        push_input(f, &ev[i]);
    for (size_t i = 0; i < 4096; i++) {
        uint64_t in[1] = {random_value(r, s)};
        push_input(f, in);
    }
}

static form *cvt(unsigned dt, unsigned at, const char *mods, int mode, int flags, vclass out)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "cvt%s.%s.%s", mods, tys[dt].name, tys[at].name);
    snprintf(text, sizeof text, "%s %%d, %%a;", name);
    form *f = form1(name, text, out, tys[at].c, ref_cvt);
    f->ty = (int)dt;
    f->ty2 = (int)at;
    f->mode = mode;
    f->flags = flags;
    return f;
}

/* whether every value of a fits d */
static bool int_superset(unsigned d, unsigned a)
{
    const cty *D = &tys[d], *A = &tys[a];
    if (D->kind == A->kind)
        return D->bits >= A->bits;
    if (D->kind == 's')
        return D->bits > A->bits;
    return false; /* unsigned from signed: negatives do not fit */
}

static void ref_pack(const form *f, const uint64_t *in, uint64_t *out)
{
    vclass h = f->ty == F16 ? V_F16 : V_BF16;
    double a = f32_of(in[0]), b = f32_of(in[1]);
    uint64_t ha = isnan(a) ? nan_bits(h) : round_double(h, a, (rmode)f->mode);
    uint64_t hb = isnan(b) ? nan_bits(h) : round_double(h, b, (rmode)f->mode);
    out[0] = ha << 16 | hb;
}

/* each half: bits equal, or both NaN */
static bool pack_cmp(const form *f, unsigned k, uint64_t exp, uint64_t got)
{
    (void)k;
    vclass h = f->ty == F16 ? V_F16 : V_BF16;
    for (unsigned i = 0; i < 2; i++) {
        uint64_t e = (exp >> (16 * i)) & 0xffff, g = (got >> (16 * i)) & 0xffff;
        if (e != g && !(is_nan_bits(h, e) && is_nan_bits(h, g)))
            return false;
    }
    return true;
}

/* tf32: the magnitude's low 13 bits rounded away, per f->mode (RN: ties
 * to even; RZ: truncation; 4: .rna, ties away from zero) */
static void ref_tf32(const form *f, const uint64_t *in, uint64_t *out)
{
    uint32_t x = (uint32_t)in[0], sign = x & 0x80000000u, m = x & 0x7fffffffu, low = m & 0x1fffu;
    if (m > 0x7f800000u) { /* NaN: quiet, payload truncated */
        out[0] = (x | 0x400000u) & ~0x1fffu;
        return;
    }
    m -= low;
    if ((f->mode == 4 && low >= 0x1000u) || (f->mode == RN && (low > 0x1000u || (low == 0x1000u && (m & 0x2000u)))))
        m += 0x2000u;
    out[0] = sign | m;
}

/* .relu: rounded to nearest, then a negative result is +0 and a NaN the
 * canonical NaN */
static uint64_t relu_of(vclass h, double a)
{
    if (isnan(a))
        return 0x7fff;
    uint64_t r = round_double(h, a, RN);
    return r & 0x8000 ? 0 : r;
}

static void ref_relu(const form *f, const uint64_t *in, uint64_t *out)
{
    vclass h = f->ty == F16 ? V_F16 : V_BF16;
    out[0] = relu_of(h, f32_of(in[0]));
    if (f->arg) /* packed: a in the upper half, b in the lower */
        out[0] = relu_of(h, f32_of(in[0])) << 16 | relu_of(h, f32_of(in[1]));
}

/* FP8 references by enumeration: each code's value, and the nearest finite
 * code (ties to the even code; beyond the largest, the largest). f->arg:
 * bit 0 e5m2 (else e4m3), bit 1 .relu. */
typedef struct f8fmt { int mbits, bias; unsigned maxcode; } f8fmt;

static const f8fmt *f8_of(const form *f)
{
    static const f8fmt e4m3 = {3, 7, 0x7e}, e5m2 = {2, 15, 0x7b};
    return f->arg & 1 ? &e5m2 : &e4m3;
}

static double f8_value(const f8fmt *t, unsigned c)
{
    unsigned e = (c & 0x7f) >> t->mbits, m = c & ((1u << t->mbits) - 1);
    double v = e ? ldexp(1.0 + m / (double)(1u << t->mbits), (int)e - t->bias) : ldexp(m, 1 - t->bias - t->mbits);
    return c & 0x80 ? -v : v;
}

static uint64_t f8_round(const form *f, double x)
{
    const f8fmt *t = f8_of(f);
    if (isnan(x))
        return 0x7f;
    unsigned sign = signbit(x) ? 0x80 : 0, best = 0;
    double a = fabs(x);
    if (a >= f8_value(t, t->maxcode)) {
        best = t->maxcode;
    } else {
        for (unsigned c = 1; c <= t->maxcode; c++) {
            double dc = fabs(a - f8_value(t, c)), db = fabs(a - f8_value(t, best));
            if (dc < db || (dc == db && c % 2 == 0))
                best = c;
        }
    }
    return (f->arg & 2) && sign ? 0 : best | sign;
}

static void ref_to_f8(const form *f, const uint64_t *in, uint64_t *out)
{
    if (f->ty == F32) {
        out[0] = f8_round(f, f32_of(in[0])) << 8 | f8_round(f, f32_of(in[1]));
        return;
    }
    double hi = f16_to_double((uint16_t)(in[0] >> 16)), lo = f16_to_double((uint16_t)in[0]);
    out[0] = f8_round(f, hi) << 8 | f8_round(f, lo);
}

static uint64_t f8_to_f16(const form *f, unsigned c)
{
    const f8fmt *t = f8_of(f);
    unsigned low = c & 0x7f;
    bool e5 = f->arg & 1, neg = c & 0x80;
    if ((!e5 && low == 0x7f) || (e5 && low > 0x7c))
        return 0x7fff;
    if ((f->arg & 2) && neg)
        return 0;
    if (e5 && low == 0x7c)
        return neg ? 0xfc00 : 0x7c00;
    return round_double(V_F16, f8_value(t, c), RN);
}

static void ref_from_f8(const form *f, const uint64_t *in, uint64_t *out)
{
    out[0] = f8_to_f16(f, (unsigned)(in[0] >> 8) & 0xff) << 16 | f8_to_f16(f, (unsigned)in[0] & 0xff);
}

/* f32 pairs in and around the 8-bit range: codes' values, the midpoints
 * between neighbours (ties), a little off them, and beyond the largest. */
static double f8_near(const form *f, rng *r)
{
    const f8fmt *t = f8_of(f);
    unsigned c = (unsigned)rnd_below(r, t->maxcode + 1);
    double v = f8_value(t, c), next = c < t->maxcode ? f8_value(t, c + 1) : v * 1.25, x;
    switch (rnd_below(r, 4)) {
    case 0: x = v; break;
    case 1: x = (v + next) / 2; break;
    case 2: x = (v + next) / 2 * (rnd_below(r, 2) ? 1 + 0x1p-20 : 1 - 0x1p-20); break;
    default: x = v + (next - v) * (double)rnd_below(r, 1000) / 1000; break;
    }
    return rnd_below(r, 2) ? -x : x;
}

static void gen_f8(form *f, rng *r)
{
    for (size_t i = 0; i < 6000; i++) {
        double a = f8_near(f, r), b = f8_near(f, r);
        if (rnd_below(r, 8) == 0) /* anything, NaN and infinities included */
            a = float_value(V_F32, random_value(r, V_F32));
        uint64_t in[2];
        if (f->ty == F32) {
            in[0] = bits_f32((float)a);
            in[1] = bits_f32((float)b);
        } else {
            in[0] = round_double(V_F16, a, RN) << 16 | round_double(V_F16, b, RN);
            in[1] = 0;
        }
        push_input(f, in);
    }
}

static void fp8_forms(void)
{
    for (unsigned k = 0; k < 4; k++) {
        const char *fmt = k & 1 ? "e5m2x2" : "e4m3x2", *relu = k & 2 ? ".relu" : "";
        char name[96], text[128];
        snprintf(name, sizeof name, "cvt.rn.satfinite%s.%s.f32", relu, fmt);
        snprintf(text, sizeof text, "%s %%d, %%a, %%b;", name);
        form *f = form2(name, text, V_U16, V_F32, V_F32, ref_to_f8);
        f->ty = F32;
        f->arg = k;
        f->gen = gen_f8;
        snprintf(name, sizeof name, "cvt.rn.satfinite%s.%s.f16x2", relu, fmt);
        snprintf(text, sizeof text, "%s %%d, %%a;", name);
        f = form1(name, text, V_U16, V_U32, ref_to_f8);
        f->ty = F16;
        f->arg = k;
        f->gen = gen_f8;
        snprintf(name, sizeof name, "cvt.rn%s.f16x2.%s", relu, fmt);
        snprintf(text, sizeof text, "%s %%d, %%a;", name);
        form1(name, text, V_U32, V_U16, ref_from_f8)->arg = k;
    }
}

void family_forms(void)
{
    char mods[64];
    /* integer to integer */
    for (unsigned d = U8; d <= S64; d++)
        for (unsigned a = U8; a <= S64; a++) {
            cvt(d, a, "", 0, 0, dst_class(d));
            if (!int_superset(d, a))
                cvt(d, a, ".sat", 0, F_SAT, dst_class(d));
        }
    /* destinations wider than the type: extended by the type's sign */
    cvt(S8, S32, "", 0, 0, V_U32);
    cvt(U8, S32, "", 0, 0, V_U32);
    cvt(S16, S64, "", 0, 0, V_U32);
    cvt(S16, U32, ".sat", 0, F_SAT, V_U64);
    cvt(S32, S8, "", 0, 0, V_U64);
    /* integer to float */
    for (unsigned d = F16; d <= F64; d++)
        for (unsigned a = U8; a <= S64; a++)
            for (int m = 0; m < 4; m++)
                cvt(d, a, fmodes[m], m, F_FRND, tys[d].c);
    cvt(F32, S32, ".rn.sat", 0, F_FRND | F_SAT, V_F32);
    /* float to integer */
    for (unsigned a = F16; a <= F64; a++)
        for (unsigned d = U8; d <= S64; d++)
            for (int m = 0; m < 4; m++) {
                form *f = cvt(d, a, imodes[m], m, F_IRND, dst_class(d));
                if (a >= F32)
                    f->gen = gen_f2i;
                if (a == F32 && (d == S32 || d == U64) && m == 1) {
                    snprintf(mods, sizeof mods, "%s.ftz", imodes[m]);
                    cvt(d, a, mods, m, F_IRND | F_FTZ, dst_class(d))->gen = gen_f2i;
                }
            }
    cvt(S32, F32, ".rzi.sat", 1, F_IRND | F_SAT, V_U32)->gen = gen_f2i;
    /* float to float: narrowing with every rounding */
    static const unsigned narrow[][2] = {{F32, F64}, {F16, F32}, {BF16, F32}, {F16, F64}, {BF16, F64},
                                         {BF16, F16}, {F16, BF16}};
    for (size_t i = 0; i < sizeof narrow / sizeof *narrow; i++)
        for (int m = 0; m < 4; m++) {
            form *f = cvt(narrow[i][0], narrow[i][1], fmodes[m], m, F_FRND, tys[narrow[i][0]].c);
            if (narrow[i][1] != F16 && narrow[i][1] != BF16)
                f->gen = gen_narrow;
        }
    cvt(F32, F64, ".rn.ftz", 0, F_FRND | F_FTZ, V_F32)->gen = gen_narrow;
    cvt(F32, F64, ".rz.sat", 1, F_FRND | F_SAT, V_F32)->gen = gen_narrow;
    cvt(F16, F32, ".rn.ftz", 0, F_FRND | F_FTZ, V_F16)->gen = gen_narrow;
    /* widening (exact) */
    static const unsigned widen[][2] = {{F64, F32}, {F32, F16}, {F32, BF16}, {F64, F16}, {F64, BF16}};
    for (size_t i = 0; i < sizeof widen / sizeof *widen; i++)
        cvt(widen[i][0], widen[i][1], "", 0, 0, tys[widen[i][0]].c);
    cvt(F64, F32, ".ftz", 0, F_FTZ, V_F64);
    cvt(F32, F16, ".sat", 0, F_SAT, V_F32);
    /* same type: identity, .ftz, .sat, and integral rounding */
    cvt(F32, F32, ".ftz", 0, F_FTZ, V_F32);
    cvt(F32, F32, ".sat", 0, F_SAT, V_F32);
    cvt(F32, F32, ".ftz.sat", 0, F_SAT | F_FTZ, V_F32);
    cvt(F64, F64, ".sat", 0, F_SAT, V_F64);
    for (unsigned t = F16; t <= F64; t++)
        for (int m = 0; m < 4; m++) {
            cvt(t, t, imodes[m], m, F_IRND, tys[t].c);
            if (t == F32) {
                snprintf(mods, sizeof mods, "%s.ftz", imodes[m]);
                cvt(t, t, mods, m, F_IRND | F_FTZ, tys[t].c);
            }
        }
    /* packed halves: a in the upper half, b in the lower */
    static const char *const packs[] = {"cvt.rn.f16x2.f32", "cvt.rn.bf16x2.f32", "cvt.rz.f16x2.f32",
                                        "cvt.rz.bf16x2.f32"};
    for (int i = 0; i < 4; i++) {
        char text[96];
        snprintf(text, sizeof text, "%s %%d, %%a, %%b;", packs[i]);
        form *f = form2(packs[i], text, V_U32, V_F32, V_F32, ref_pack);
        f->ty = i % 2 ? BF16 : F16;
        f->mode = i < 2 ? RN : RZ;
        f->cmp = pack_cmp;
    }
    static const char *const tf32[] = {"cvt.rna.tf32.f32", "cvt.rn.tf32.f32", "cvt.rz.tf32.f32"};
    static const int tf32_mode[] = {4, RN, RZ};
    for (int i = 0; i < 3; i++) {
        char text[96];
        snprintf(text, sizeof text, "%s %%d, %%a;", tf32[i]);
        form1(tf32[i], text, V_U32, V_F32, ref_tf32)->mode = tf32_mode[i];
    }
    static const char *const relus[] = {"cvt.rn.relu.f16.f32", "cvt.rn.relu.bf16.f32", "cvt.rn.relu.f16x2.f32",
                                        "cvt.rn.relu.bf16x2.f32"};
    for (int i = 0; i < 4; i++) {
        char text[96];
        snprintf(text, sizeof text, i < 2 ? "%s %%d, %%a;" : "%s %%d, %%a, %%b;", relus[i]);
        form *f = i < 2 ? form1(relus[i], text, i ? V_BF16 : V_F16, V_F32, ref_relu)
                        : form2(relus[i], text, V_U32, V_F32, V_F32, ref_relu);
        f->ty = i % 2 ? BF16 : F16;
        f->arg = i >= 2;
    }
    fp8_forms();
}
