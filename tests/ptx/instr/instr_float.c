/* Floating-point arithmetic: add/sub/mul/fma/div/sqrt/rcp with .rn and the
 * directed roundings (correctly rounded: the references round to odd in
 * double, then to the type, or use the host's rounding mode for f64),
 * .ftz and .sat; f16/bf16 arithmetic; min/max with NaN (and .NaN); abs/neg;
 * copysign; testp; and the approximate instructions with their tolerances
 * from the PTX ISA:
 *   sin/cos.approx.f32  absolute error <= 2^-20.9 in [-pi, pi]
 *   lg2.approx.f32      absolute error <= 2^-22.6 (plus one ulp of the result)
 *   ex2.approx.f32      2 ulp
 *   rcp.approx.f32      1 ulp
 *   sqrt.approx.f32     relative error 2^-23 (plus one ulp)
 *   rsqrt.approx.f32    relative error 2^-22.9 (plus one ulp)
 *   div.approx.f32      2 ulp for |b| in [2^-126, 2^126]
 *   div.full.f32        2 ulp
 *   tanh.approx.f32     relative error 2^-10.987
 * Zeros of either sign are accepted for .sat results (the ISA says only
 * that results are clamped to [0.0, 1.0]). min/max are compared on the
 * bits: -0 is below +0, and a NaN result is the canonical NaN. */
#include "harness.h"

#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

const char *family_name = "float";

enum {
    ADD, SUB, MUL, FMA, DIV, SQRT, RCP, /* correctly rounded */
    MIN, MAX, ABS, NEG, COPYSIGN,
    SIN, COS, LG2, EX2, RSQRT, TANH, ADIV, ARCP, ASQRT, /* approximate */
};

enum { F_FTZ = 1, F_SAT = 2, F_NAN = 4, F_RELU = 8 };

/* PTX's canonical NaN: positive, every mantissa bit set (0x7fff,
 * 0x7fffffff, 0x7fffffffffffffff). */
static uint64_t ptx_nan(vclass c)
{
    return UINT64_MAX >> (65 - class_bits(c));
}

static const char *tname(vclass c)
{
    switch (c) {
    case V_F16: return "f16";
    case V_BF16: return "bf16";
    case V_F32: return "f32";
    default: return "f64";
    }
}

/* an input, flushed when .ftz and it is an f32, f16 or bf16 subnormal */
static double arg(const form *f, vclass c, uint64_t bits)
{
    double x = float_value(c, bits);
    if ((f->flags & F_FTZ) && c != V_F64 && is_subnormal_bits(c, bits))
        x = copysign(0.0, x);
    return x;
}

static double eval(int op, double a, double b, double c)
{
    volatile double r;
    switch (op) {
    case ADD: r = a + b; break;
    case SUB: r = a - b; break;
    case MUL: r = a * b; break;
    case FMA: r = fma(a, b, c); break;
    case DIV: r = a / b; break;
    case SQRT: r = sqrt(a); break;
    default: r = 1.0 / a; break;
    }
    return r;
}

/* op on values of type c, correctly rounded per mode m */
static uint64_t rounded(vclass c, int op, rmode m, double a, double b, double e)
{
    if (c == V_F64) {
        set_round(m);
        double r = eval(op, a, b, e);
        reset_round();
        return bits_f64(r);
    }
    /* round to odd in double, then to the type: no double rounding */
    feclearexcept(FE_INEXACT);
    fesetround(FE_TOWARDZERO);
    double r = eval(op, a, b, e);
    bool inexact = fetestexcept(FE_INEXACT) != 0;
    reset_round();
    if (inexact && isfinite(r) && r != 0)
        r = f64_of(bits_f64(r) | 1);
    if (r == 0 && !inexact) { /* an exact zero: its sign per mode (x - x is -0 only for .rm) */
        set_round(m);
        r = eval(op, a, b, e);
        reset_round();
    }
    return round_double(c, r, m);
}

static uint64_t finish(const form *f, vclass c, uint64_t r)
{
    if ((f->flags & F_FTZ) && (c == V_F32 || c == V_F16) && is_subnormal_bits(c, r))
        r &= UINT64_C(1) << (class_bits(c) - 1);
    if (f->flags & F_SAT) {
        double y = float_value(c, r);
        if (isnan(y) || y <= 0)
            r = 0;
        else if (y > 1)
            r = round_double(c, 1.0, RN);
    }
    if (f->flags & F_RELU) { /* fma.relu: NaN the canonical NaN, negatives +0 */
        if (is_nan_bits(c, r))
            r = ptx_nan(c);
        else if (r >> (class_bits(c) - 1) & 1)
            r = 0;
    }
    return r;
}

static void ref_arith(const form *f, const uint64_t *in, uint64_t *out)
{
    vclass c = f->out[0];
    double a = arg(f, c, in[0]), b = f->nin > 1 ? arg(f, c, in[1]) : 0, e = f->nin > 2 ? arg(f, c, in[2]) : 0;
    out[0] = finish(f, c, rounded(c, f->op, (rmode)f->mode, a, b, e));
}

static void ref_misc(const form *f, const uint64_t *in, uint64_t *out)
{
    vclass c = f->out[0];
    unsigned bits = class_bits(c);
    uint64_t sign = UINT64_C(1) << (bits - 1);
    double a = arg(f, c, in[0]), b = f->nin > 1 ? arg(f, c, in[1]) : 0;
    uint64_t ra = round_double(c, a, RN), rb = round_double(c, b, RN); /* flushed bits */
    if (!isnan(a))
        ra = in[0] & sign ? ra | sign : ra;
    switch (f->op) {
    case MIN: case MAX: {
        /* one NaN: the other operand; two (or one with .NaN): the
         * canonical NaN; -0 is below +0 */
        bool an = isnan(a), bn = isnan(b);
        if ((an && bn) || ((f->flags & F_NAN) && (an || bn)))
            out[0] = ptx_nan(c);
        else if (an)
            out[0] = rb;
        else if (bn)
            out[0] = ra;
        else if (a == b)
            out[0] = (f->op == MIN) == ((ra & sign) != 0) ? ra : rb;
        else
            out[0] = (f->op == MIN ? a < b : a > b) ? ra : rb;
        if ((f->flags & F_RELU) && float_value(c, out[0]) != float_value(c, out[0]))
            out[0] = ptx_nan(c);
        else if ((f->flags & F_RELU) && (out[0] & sign))
            out[0] = 0;
        break;
    }
    case ABS: out[0] = isnan(a) ? nan_bits(c) : ra & ~sign; break;
    case NEG: out[0] = isnan(a) ? nan_bits(c) : ra ^ sign; break;
    default: /* copysign d, a, b: b with a's sign */
        out[0] = (in[1] & ~sign) | (in[0] & sign);
        break;
    }
}

/* the exact value of an approximate op, as a double */
static void ref_approx(const form *f, const uint64_t *in, uint64_t *out)
{
    vclass c = f->in[0];
    double a = arg(f, c, in[0]), b = f->nin > 1 ? arg(f, c, in[1]) : 0, r;
    switch (f->op) {
    case SIN: r = sin(a); break;
    case COS: r = cos(a); break;
    case LG2: r = log2(a); break;
    case EX2: r = exp2(a); break;
    case RSQRT: r = 1 / sqrt(a); break;
    case TANH: r = tanh(a); break;
    case ADIV: r = a / b; break;
    case ARCP: r = 1 / a; break;
    default: r = sqrt(a); break;
    }
    double minn = c == V_F16 ? 0x1p-14 : 0x1p-126;
    if ((f->flags & F_FTZ) && fabs(r) < minn)
        r = copysign(0.0, r);
    out[0] = bits_f64(r);
}

static void ref_testp(const form *f, const uint64_t *in, uint64_t *out)
{
    vclass c = f->in[0];
    double a = float_value(c, in[0]);
    bool sub = is_subnormal_bits(c, in[0]);
    switch (f->op) {
    case 0: out[0] = isfinite(a); break;
    case 1: out[0] = isinf(a); break;
    case 2: out[0] = !isnan(a); break;
    case 3: out[0] = isnan(a); break;
    case 4: out[0] = isfinite(a) && a != 0 && !sub; break;
    default: out[0] = sub; break;
    }
}

/* ---- inputs of the approximate forms ---- */

static void push1(form *f, double x)
{
    uint64_t b = round_double(f->in[0], x, RN);
    push_input(f, &b);
}

static void specials(form *f)
{
    static const double sp[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0x1p-149, -0x1p-149, 0x1p-127, 0x1p-126};
    for (size_t i = 0; i < sizeof sp / sizeof *sp; i++)
        push1(f, sp[i]);
}

/* f->arg: lo and hi of a range as two floats */
static void gen_range(form *f, rng *r)
{
    float lo = f32_of(f->arg), hi = f32_of(f->arg >> 32);
    specials(f);
    for (size_t i = 0; i < 16384; i++) {
        double u = (double)(rnd(r) >> 11) * 0x1p-53;
        push1(f, lo + (hi - lo) * u);
    }
}

/* positive values of every exponent, and specials */
static void gen_logscale(form *f, rng *r)
{
    specials(f);
    push1(f, -2.0);
    for (size_t i = 0; i < 16384; i++) {
        int e = (int)rnd_below(r, 280) - 150;
        double x = ldexp(1.0 + (double)(rnd(r) >> 11) * 0x1p-53, e);
        push1(f, f->ty && (rnd(r) & 1) ? -x : x);
    }
}

static void gen_tanh(form *f, rng *r)
{
    specials(f);
    for (size_t i = 0; i < 16384; i++) {
        double x = rnd(r) & 1 ? (double)(int64_t)(rnd(r) >> 40) * 0x1p-20 - 8.0
                              : ldexp(1.0 + (double)(rnd(r) >> 11) * 0x1p-53, (int)rnd_below(r, 40) - 36);
        push1(f, rnd(r) & 1 ? -x : x);
    }
}

static void gen_adiv(form *f, rng *r)
{
    for (size_t i = 0; i < 16384; i++) {
        uint64_t in[2] = {random_value(r, V_F32), 0};
        do
            in[1] = random_value(r, V_F32);
        while (!(fabs(f32_of(in[1])) >= 0x1p-126 && fabs(f32_of(in[1])) <= 0x1p126));
        push_input(f, in);
    }
}

/* ---- inputs of fma.rz/.rm/.rp.f64 ----
 * Besides edge and random values, the cases where the error of a*b + c is
 * hard to get: c that cancels a*b (wholly, nearly, or but for a few ulps),
 * c at a power of two below a*b (ties), exact products with few mantissa
 * bits, products near the least subnormal or near overflow, subnormal c. */

static double some_f64(rng *r)
{
    int e;
    switch (rnd_below(r, 4)) {
    case 0: e = (int)rnd_below(r, 2100) - 1075; break;
    case 1: e = (int)rnd_below(r, 60) - 30; break;
    case 2: e = (int)rnd_below(r, 200) - 1100; break;
    default: e = (int)rnd_below(r, 100) + 930; break;
    }
    double m = rnd_below(r, 3) ? 1.0 + (double)(rnd(r) >> 11) * 0x1p-52 : 1.0 + (double)rnd_below(r, 16) * 0x1p-3;
    double v = ldexp(m, e);
    return rnd(r) & 1 ? -v : v;
}

static void gen_fma64(form *f, rng *r)
{
    size_t ne;
    const uint64_t *ev = edge_values(V_F64, &ne);
    for (size_t i = 0; i < 2048; i++) {
        uint64_t in[3];
        for (unsigned k = 0; k < 3; k++)
            in[k] = rnd_below(r, 2) ? ev[rnd_below(r, ne)] : random_value(r, V_F64);
        push_input(f, in);
    }
    for (size_t i = 0; i < 16384; i++) {
        double a = some_f64(r), b = some_f64(r), c;
        unsigned focus = (unsigned)rnd_below(r, 4);
        double mb = 1.0 + (double)rnd_below(r, 64) * 0x1p-6;
        if (focus == 1) { /* products near and below the least subnormal */
            a = copysign(ldexp(1.0 + (double)(rnd(r) >> 11) * 0x1p-52, -(int)rnd_below(r, 600) - 300), a);
            b = ldexp(mb, -(int)rnd_below(r, 600) - 300);
        } else if (focus == 2) { /* products near overflow */
            a = ldexp(1.0 + (double)(rnd(r) >> 11) * 0x1p-52, (int)rnd_below(r, 40) + 490);
            b = copysign(ldexp(mb, (int)rnd_below(r, 40) + 490), b);
        }
        double p = a * b;
        switch (rnd_below(r, 8)) {
        case 0: c = -p; break;
        case 1: c = -p + ldexp(some_f64(r), -60) * fabs(p); break;
        case 2: c = ldexp(p, -(int)rnd_below(r, 110)); break;
        case 3: c = f64_of(bits_f64(-p) + rnd_below(r, 5) - 2); break;
        case 4: c = f64_of(rnd_below(r, 4096)) * (rnd(r) & 1 ? 1 : -1); break;
        case 5: c = ldexp(rnd(r) & 1 ? 1.0 : -1.0, -(int)rnd_below(r, 1074)); break;
        default: c = some_f64(r); break;
        }
        if (!isfinite(c))
            c = some_f64(r);
        uint64_t in[3] = {bits_f64(a), bits_f64(b), bits_f64(c)};
        push_input(f, in);
    }
}

/* The exact bits (min/max define NaN bits and the sign of zeros). */
static bool cmp_bits(const form *f, unsigned k, uint64_t exp, uint64_t got)
{
    uint64_t m = UINT64_MAX >> (64 - class_bits(f->out[k]));
    return (exp & m) == (got & m);
}

/* ---- packed f16x2 / bf16x2: lane by lane ---- */

static vclass lane_class(const form *f)
{
    return f->ty == 1 ? V_BF16 : V_F16;
}

static void ref_x2(const form *f, const uint64_t *in, uint64_t *out)
{
    form lane = *f;
    vclass c = lane_class(f);
    for (unsigned k = 0; k < f->nin; k++)
        lane.in[k] = c;
    lane.out[0] = c;
    uint64_t r = 0;
    for (unsigned h = 0; h < 2; h++) {
        uint64_t li[3], lo[1];
        for (unsigned k = 0; k < f->nin; k++)
            li[k] = (in[k] >> (16 * h)) & 0xffff;
        f->base(&lane, li, lo);
        r |= (lo[0] & 0xffff) << (16 * h);
    }
    out[0] = r;
}

static bool cmp_x2(const form *f, unsigned k, uint64_t exp, uint64_t got)
{
    (void)k;
    vclass c = lane_class(f);
    for (unsigned h = 0; h < 2; h++) {
        uint64_t e = (exp >> (16 * h)) & 0xffff, g = (got >> (16 * h)) & 0xffff;
        double ev = float_value(c, e), gv = float_value(c, g);
        /* NaN bits and zero signs are defined */
        bool exact = f->op == MIN || f->op == MAX || (f->flags & F_RELU);
        if (e == g || (!exact && isnan(ev) && isnan(gv)) || (f->any_zero_sign && ev == 0 && gv == 0))
            continue;
        return false;
    }
    return true;
}

static void gen_x2(form *f, rng *r)
{
    vclass c = lane_class(f);
    size_t ne;
    const uint64_t *ev = edge_values(c, &ne);
    for (size_t i = 0; i < 16384; i++) {
        uint64_t in[3];
        for (unsigned k = 0; k < f->nin; k++) {
            uint64_t lo = rnd_below(r, 3) ? random_value(r, c) : ev[rnd_below(r, ne)];
            uint64_t hi = rnd_below(r, 3) ? random_value(r, c) : ev[rnd_below(r, ne)];
            in[k] = hi << 16 | lo;
        }
        push_input(f, in);
    }
}

static void x2(const char *name, ref_fn base, int op, int bf, unsigned nin, int flags)
{
    char text[128];
    snprintf(text, sizeof text, "%s %%d, %s;", name, nin == 1 ? "%a" : nin == 2 ? "%a, %b" : "%a, %b, %c");
    vclass in[3] = {V_U32, V_U32, V_U32}, o = V_U32;
    form *f = add_form(name, text, nin, in, 1, &o, ref_x2);
    f->base = base;
    f->op = op;
    f->ty = bf;
    f->flags = flags;
    f->mode = RN;
    f->gen = gen_x2;
    f->cmp = cmp_x2;
}

/* ---- forms ---- */

static form *arith(const char *op, int code, vclass c, unsigned nin, const char *mods, int mode, int flags)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "%s%s.%s", op, mods, tname(c));
    const char *ops = nin == 1 ? "%a" : nin == 2 ? "%a, %b" : "%a, %b, %c";
    snprintf(text, sizeof text, "%s %%d, %s;", name, ops);
    vclass in[3] = {c, c, c};
    form *f = add_form(name, text, nin, in, 1, &c, ref_arith);
    f->op = code;
    f->mode = mode;
    f->flags = flags;
    f->any_zero_sign = (flags & F_SAT) != 0;
    return f;
}

static form *misc(const char *op, int code, vclass c, unsigned nin, const char *mods, int flags)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "%s%s.%s", op, mods, tname(c));
    snprintf(text, sizeof text, "%s %%d, %s;", name, nin == 1 ? "%a" : "%a, %b");
    vclass in[2] = {c, c};
    form *f = add_form(name, text, nin, in, 1, &c, ref_misc);
    f->op = code;
    f->flags = flags;
    if (code == MIN || code == MAX)
        f->cmp = cmp_bits;
    return f;
}

/* three-operand min/max: op(op(a, b), c) */
static void ref_minmax3(const form *f, const uint64_t *in, uint64_t *out)
{
    uint64_t ab[2] = {in[0], in[1]}, r[1];
    ref_misc(f, ab, r);
    uint64_t rc[2] = {r[0], in[2]};
    ref_misc(f, rc, out);
}

static void minmax3(const char *op, int code, vclass c, const char *mods, int flags)
{
    char name[96], text[256];
    snprintf(text, sizeof text, "%s%s.%s %%d, %%a, %%b, %%c;", op, mods, tname(c));
    snprintf(name, sizeof name, "%s%s.%s (3 sources)", op, mods, tname(c));
    vclass in[3] = {c, c, c};
    form *f = add_form(name, text, 3, in, 1, &c, ref_minmax3);
    f->op = code;
    f->flags = flags;
    f->cmp = cmp_bits;
}

static form *approx(const char *name, int code, unsigned nin, int flags, double abs, double rel, double ulps)
{
    char text[256];
    snprintf(text, sizeof text, "%s %%d, %s;", name, nin == 1 ? "%a" : "%a, %b");
    vclass in[2] = {V_F32, V_F32}, o = strstr(name, ".f64") ? V_F64 : V_F32;
    in[0] = in[1] = o;
    form *f = add_form(name, text, nin, in, 1, &o, ref_approx);
    f->op = code;
    f->flags = flags;
    f->approx = true;
    f->tol_abs = abs;
    f->tol_rel = rel;
    f->tol_ulp = ulps;
    return f;
}

static uint64_t range(float lo, float hi)
{
    return bits_f32(lo) | bits_f32(hi) << 32;
}

void family_forms(void)
{
    static const char *const rnd_names[] = {".rn", ".rz", ".rm", ".rp"};
    char mods[64];
    /* f32 and f64 with every rounding; f32 with .ftz and .sat */
    for (int t = 0; t < 2; t++) {
        vclass c = t ? V_F64 : V_F32;
        for (int m = 0; m < 4; m++) {
            const char *rn = rnd_names[m];
            arith("add", ADD, c, 2, rn, m, 0);
            arith("sub", SUB, c, 2, rn, m, 0);
            arith("mul", MUL, c, 2, rn, m, 0);
            arith("div", DIV, c, 2, rn, m, 0);
            arith("sqrt", SQRT, c, 1, rn, m, 0);
            arith("rcp", RCP, c, 1, rn, m, 0);
            if (c == V_F32) {
                arith("fma", FMA, c, 3, rn, m, 0);
                snprintf(mods, sizeof mods, "%s.ftz", rn);
                arith("add", ADD, c, 2, mods, m, F_FTZ);
                arith("mul", MUL, c, 2, mods, m, F_FTZ);
                arith("fma", FMA, c, 3, mods, m, F_FTZ);
                arith("div", DIV, c, 2, mods, m, F_FTZ);
                arith("sqrt", SQRT, c, 1, mods, m, F_FTZ);
                arith("rcp", RCP, c, 1, mods, m, F_FTZ);
                snprintf(mods, sizeof mods, "%s.sat", rn);
                arith("add", ADD, c, 2, mods, m, F_SAT);
                arith("fma", FMA, c, 3, mods, m, F_SAT);
            }
        }
        arith("fma", FMA, c, 3, ".rn", RN, 0);
        arith("mad", FMA, c, 3, ".rn", RN, 0);
        arith("add", ADD, c, 2, "", RN, 0);
        arith("mul", MUL, c, 2, "", RN, 0);
    }
    for (int m = 1; m < 4; m++) {
        arith("fma", FMA, V_F64, 3, rnd_names[m], m, 0)->gen = gen_fma64;
        arith("mad", FMA, V_F64, 3, rnd_names[m], m, 0)->gen = gen_fma64;
    }
    arith("add", ADD, V_F32, 2, ".rn.ftz.sat", RN, F_FTZ | F_SAT);
    arith("mul", MUL, V_F32, 2, ".rz.sat", RZ, F_SAT);
    arith("sub", SUB, V_F32, 2, ".ftz", RN, F_FTZ);
    /* half precision */
    for (int t = 0; t < 2; t++) {
        vclass c = t ? V_BF16 : V_F16;
        arith("add", ADD, c, 2, ".rn", RN, 0);
        arith("sub", SUB, c, 2, ".rn", RN, 0);
        arith("mul", MUL, c, 2, ".rn", RN, 0);
        arith("fma", FMA, c, 3, ".rn", RN, 0);
        arith("add", ADD, c, 2, "", RN, 0);
        misc("min", MIN, c, 2, "", 0);
        misc("max", MAX, c, 2, "", 0);
        misc("abs", ABS, c, 1, "", 0);
        misc("neg", NEG, c, 1, "", 0);
    }
    arith("add", ADD, V_F16, 2, ".sat", RN, F_SAT);
    /* .ftz on f16 flushes f16 subnormals */
    arith("add", ADD, V_F16, 2, ".ftz", RN, F_FTZ);
    arith("mul", MUL, V_F16, 2, ".rn.ftz", RN, F_FTZ);
    arith("fma", FMA, V_F16, 3, ".rn.ftz", RN, F_FTZ);
    arith("fma", FMA, V_F16, 3, ".rn.ftz.sat", RN, F_FTZ | F_SAT);
    misc("min", MIN, V_F16, 2, ".ftz", F_FTZ);
    misc("max", MAX, V_F16, 2, ".ftz.NaN", F_FTZ | F_NAN);
    /* fma.relu: exact bits (canonical NaN, +0 for negatives) */
    arith("fma", FMA, V_F16, 3, ".rn.relu", RN, F_RELU)->cmp = cmp_bits;
    arith("fma", FMA, V_F16, 3, ".rn.ftz.relu", RN, F_FTZ | F_RELU)->cmp = cmp_bits;
    arith("fma", FMA, V_BF16, 3, ".rn.relu", RN, F_RELU)->cmp = cmp_bits;
    misc("max", MAX, V_F16, 2, ".relu", F_RELU);
    misc("min", MIN, V_BF16, 2, ".relu", F_RELU);
    misc("min", MIN, V_F16, 2, ".NaN.relu", F_NAN | F_RELU);
    misc("max", MAX, V_BF16, 2, ".NaN", F_NAN);
    misc("abs", ABS, V_F16, 1, ".ftz", F_FTZ);
    misc("neg", NEG, V_F16, 1, ".ftz", F_FTZ);
    for (int bf = 0; bf < 2; bf++) {
        char name[64];
        const char *t = bf ? "bf16x2" : "f16x2";
        static const struct { const char *op; int code; unsigned nin; bool arith; int flags; } ops[] = {
            {"add.rn", ADD, 2, true, 0}, {"sub.rn", SUB, 2, true, 0}, {"mul.rn", MUL, 2, true, 0},
            {"fma.rn", FMA, 3, true, 0}, {"min", MIN, 2, false, 0}, {"max", MAX, 2, false, 0},
            {"min.NaN", MIN, 2, false, F_NAN}, {"abs", ABS, 1, false, 0}, {"neg", NEG, 1, false, 0},
            {"add.rn.ftz", ADD, 2, true, F_FTZ}, {"max.ftz", MAX, 2, false, F_FTZ},
            {"max.NaN", MAX, 2, false, F_NAN}, {"max.relu", MAX, 2, false, F_RELU},
            {"min.NaN.relu", MIN, 2, false, F_NAN | F_RELU}, {"fma.rn.relu", FMA, 3, true, F_RELU},
            {"fma.rn.ftz.relu", FMA, 3, true, F_FTZ | F_RELU},
        };
        for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
            if (bf && (ops[i].flags & F_FTZ))
                continue;
            snprintf(name, sizeof name, "%s.%s", ops[i].op, t);
            x2(name, ops[i].arith ? ref_arith : ref_misc, ops[i].code, bf, ops[i].nin, ops[i].flags);
        }
    }
    /* min/max, abs/neg, copysign, testp */
    for (int t = 0; t < 2; t++) {
        vclass c = t ? V_F64 : V_F32;
        misc("min", MIN, c, 2, "", 0);
        misc("max", MAX, c, 2, "", 0);
        misc("abs", ABS, c, 1, "", 0);
        misc("neg", NEG, c, 1, "", 0);
        misc("copysign", COPYSIGN, c, 2, "", 0);
        if (c == V_F32) {
            misc("min", MIN, c, 2, ".ftz", F_FTZ);
            misc("max", MAX, c, 2, ".ftz", F_FTZ);
            misc("min", MIN, c, 2, ".NaN", F_NAN);
            misc("max", MAX, c, 2, ".NaN", F_NAN);
            minmax3("min", MIN, c, "", 0);
            minmax3("max", MAX, c, ".NaN", F_NAN);
            minmax3("max", MAX, c, ".ftz", F_FTZ);
            misc("abs", ABS, c, 1, ".ftz", F_FTZ);
            misc("neg", NEG, c, 1, ".ftz", F_FTZ);
        }
        static const char *const tests[] = {"finite", "infinite", "number", "notanumber", "normal", "subnormal"};
        for (int k = 0; k < 6; k++) {
            char name[64], text[128];
            snprintf(name, sizeof name, "testp.%s.%s", tests[k], tname(c));
            snprintf(text, sizeof text, "%s %%d, %%a;", name);
            form1(name, text, V_PRED, c, ref_testp)->op = k;
        }
    }
    /* the approximate instructions */
    const double pi = 3.14159265358979;
    for (int ftz = 0; ftz < 2; ftz++) {
        int fl = ftz ? F_FTZ : 0;
        const char *z = ftz ? ".ftz" : "";
        char name[64];
        snprintf(name, sizeof name, "sin.approx%s.f32", z);
        form *f = approx(name, SIN, 1, fl, exp2(-20.9), 0, 0);
        f->gen = gen_range;
        f->arg = range((float)-pi, (float)pi);
        snprintf(name, sizeof name, "cos.approx%s.f32", z);
        f = approx(name, COS, 1, fl, exp2(-20.9), 0, 0);
        f->gen = gen_range;
        f->arg = range((float)-pi, (float)pi);
        snprintf(name, sizeof name, "lg2.approx%s.f32", z);
        approx(name, LG2, 1, fl, exp2(-22.6), 0, 1)->gen = gen_logscale;
        snprintf(name, sizeof name, "ex2.approx%s.f32", z);
        f = approx(name, EX2, 1, fl, 0, 0, 2);
        f->gen = gen_range;
        f->arg = range(-160.0f, 130.0f);
        snprintf(name, sizeof name, "rcp.approx%s.f32", z);
        approx(name, ARCP, 1, fl, 0, 0, 1);
        snprintf(name, sizeof name, "sqrt.approx%s.f32", z);
        approx(name, ASQRT, 1, fl, 0, 0x1p-23, 1)->gen = gen_logscale;
        snprintf(name, sizeof name, "rsqrt.approx%s.f32", z);
        approx(name, RSQRT, 1, fl, 0, exp2(-22.9), 1)->gen = gen_logscale;
        snprintf(name, sizeof name, "div.approx%s.f32", z);
        approx(name, ADIV, 2, fl, 0, 0, 2)->gen = gen_adiv;
        snprintf(name, sizeof name, "div.full%s.f32", z);
        approx(name, ADIV, 2, fl, 0, 0, 2);
    }
    approx("tanh.approx.f32", TANH, 1, 0, 0, exp2(-10.987), 0)->gen = gen_tanh;
    /* half precision: every input; the tolerance is a relative 2^-9 plus
     * an ulp (f16) and two ulps (bf16) */
    static const struct { const char *name; int op; vclass c; int flags; } halves[] = {
        {"ex2.approx.f16", EX2, V_F16, 0}, {"ex2.approx.ftz.bf16", EX2, V_BF16, F_FTZ},
        {"tanh.approx.f16", TANH, V_F16, 0}, {"tanh.approx.bf16", TANH, V_BF16, 0},
    };
    for (size_t i = 0; i < sizeof halves / sizeof *halves; i++) {
        char text[96];
        snprintf(text, sizeof text, "%s %%d, %%a;", halves[i].name);
        form *h = form1(halves[i].name, text, halves[i].c, halves[i].c, ref_approx);
        h->op = halves[i].op;
        h->flags = halves[i].flags;
        h->approx = true;
        h->tol_rel = exp2(-9);
        h->tol_ulp = halves[i].c == V_F16 ? 1 : 2;
    }
    approx("rsqrt.approx.f64", RSQRT, 1, 0, 0, 0x1p-40, 1)->gen = gen_logscale;
    approx("rcp.approx.ftz.f64", ARCP, 1, 0, 0, 0x1p-40, 1);
}
