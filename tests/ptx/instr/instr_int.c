/* Integer arithmetic: add/sub (.sat), mul/mad (.lo/.hi/.wide, mad.hi.sat),
 * mul24/mad24, sad, div/rem, abs/neg, min/max (.relu), the packed
 * half-word forms (add, min, max{.relu} .s16x2/.u16x2), the carry chains
 * (add.cc/addc/sub.cc/subc/mad.cc/madc), and immediate operands. */
#include "harness.h"

#include <stdio.h>
#include <string.h>

const char *family_name = "int";

typedef unsigned __int128 u128;
typedef __int128 s128;

static uint64_t mk(unsigned bits, uint64_t v)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static int64_t sx(unsigned bits, uint64_t v)
{
    return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

static vclass cls(unsigned bits)
{
    return bits == 16 ? V_U16 : bits == 32 ? V_U32 : V_U64;
}

enum {
    ADD, SUB, ADDSAT, SUBSAT, MULLO, MULHI, MULWIDE, MADLO, MADHI, MADWIDE, MADHISAT,
    MUL24LO, MUL24HI, MAD24LO, MAD24HI, MAD24HISAT, SAD, DIV, REM, ABS, NEG, MIN, MAX,
    MINRELU, MAXRELU,
};

enum { F_IMMB = 1 }; /* the second source is the immediate f->arg */

static const struct {
    const char *name;
    unsigned bits;
    bool s;
} types[] = {
    {"u16", 16, false}, {"u32", 32, false}, {"u64", 64, false},
    {"s16", 16, true}, {"s32", 32, true}, {"s64", 64, true},
};

static s128 val(const form *f, uint64_t v)
{
    return f->ty2 ? (s128)sx((unsigned)f->ty, v) : (s128)mk((unsigned)f->ty, v);
}

static uint64_t clamp_s32(s128 x)
{
    if (x > INT32_MAX)
        x = INT32_MAX;
    if (x < INT32_MIN)
        x = INT32_MIN;
    return mk(32, (uint64_t)(int64_t)x);
}

/* The 48-bit product of the low 24 bits of a and b. */
static s128 prod24(const form *f, uint64_t a, uint64_t b)
{
    s128 x = f->ty2 ? (s128)sx(24, a) : (s128)mk(24, a);
    s128 y = f->ty2 ? (s128)sx(24, b) : (s128)mk(24, b);
    return x * y;
}

static void ref_arith(const form *f, const uint64_t *in, uint64_t *out)
{
    unsigned n = (unsigned)f->ty;
    uint64_t ra = in[0], rb = f->flags & F_IMMB ? f->arg : in[1], rc = in[f->flags & F_IMMB ? 1 : 2];
    s128 a = val(f, ra), b = val(f, rb);
    u128 p = (u128)a * (u128)b; /* the full product, mod 2^128 */
    uint64_t r = 0;
    switch (f->op) {
    case ADD: r = (uint64_t)(a + b); break;
    case SUB: r = (uint64_t)(a - b); break;
    case ADDSAT: r = clamp_s32(a + b); break;
    case SUBSAT: r = clamp_s32(a - b); break;
    case MULLO: r = (uint64_t)p; break;
    case MULHI: r = (uint64_t)(p >> n); break;
    case MULWIDE: out[0] = mk(2 * n, (uint64_t)p); return;
    case MADLO: r = (uint64_t)p + rc; break;
    case MADHI: r = (uint64_t)(p >> n) + rc; break;
    case MADWIDE: out[0] = mk(2 * n, (uint64_t)p + in[2]); return;
    case MADHISAT: out[0] = clamp_s32((s128)sx(32, (uint64_t)(p >> 32)) + sx(32, rc)); return;
    case MUL24LO: r = (uint64_t)prod24(f, ra, rb); break;
    case MUL24HI: r = (uint64_t)(prod24(f, ra, rb) >> 16); break;
    case MAD24LO: r = (uint64_t)prod24(f, ra, rb) + rc; break;
    case MAD24HI: r = (uint64_t)(prod24(f, ra, rb) >> 16) + rc; break;
    case MAD24HISAT:
        out[0] = clamp_s32((s128)sx(32, (uint64_t)(prod24(f, ra, rb) >> 16)) + sx(32, rc));
        return;
    case SAD: r = (uint64_t)(a < b ? b - a : a - b) + rc; break;
    /* in 128 bits: MIN / -1 wraps below, MIN % -1 is 0; by zero (which
     * PTX leaves unspecified) Ferry's convention on every CPU: the
     * quotient all ones, the remainder the dividend */
    case DIV: r = b ? (uint64_t)(a / b) : ~UINT64_C(0); break;
    case REM: r = b ? (uint64_t)(a % b) : (uint64_t)a; break;
    case ABS: r = (uint64_t)(a < 0 ? -a : a); break;
    case NEG: r = (uint64_t)(-a); break;
    case MIN: r = (uint64_t)(a < b ? a : b); break;
    case MAX: r = (uint64_t)(a > b ? a : b); break;
    case MINRELU: r = (uint64_t)(a < b ? (a > 0 ? a : 0) : (b > 0 ? b : 0)); break;
    case MAXRELU: r = (uint64_t)(a > b ? (a > 0 ? a : 0) : (b > 0 ? b : 0)); break;
    }
    out[0] = mk(n, r);
}

static form *arith(const char *op, int code, unsigned t, unsigned nsrc, const char *mods)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "%s%s.%s", op, mods, types[t].name);
    const char *ops = nsrc == 1 ? "%a" : nsrc == 2 ? "%a, %b" : "%a, %b, %c";
    snprintf(text, sizeof text, "%s %%d, %s;", name, ops);
    vclass c = cls(types[t].bits), in[3] = {c, c, c}, o = c;
    if (code == MULWIDE || code == MADWIDE) {
        o = cls(2 * types[t].bits);
        in[2] = o;
    }
    form *f = add_form(name, text, nsrc, in, 1, &o, ref_arith);
    f->op = code;
    f->ty = (int)types[t].bits;
    f->ty2 = types[t].s;
    return f;
}

/* op with an immediate second source. */
static void arith_imm(const char *op, int code, unsigned t, const char *imm, uint64_t v, bool three)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "%s.%s (imm %s)", op, types[t].name, imm);
    snprintf(text, sizeof text, "%s.%s %%d, %%a, %s%s;", op, types[t].name, imm, three ? ", %b" : "");
    vclass c = cls(types[t].bits), in[2] = {c, c};
    form *f = add_form(name, text, three ? 2 : 1, in, 1, &c, ref_arith);
    f->op = code;
    f->ty = (int)types[t].bits;
    f->ty2 = types[t].s;
    f->flags = F_IMMB;
    f->arg = v;
}

/* ---- packed half-words: add/min/max{.relu} .s16x2/.u16x2 ---- */

static void ref_x2(const form *f, const uint64_t *in, uint64_t *out)
{
    uint64_t r = 0;
    for (unsigned i = 0; i < 2; i++) {
        uint64_t ha = (in[0] >> (16 * i)) & 0xffff, hb = (in[1] >> (16 * i)) & 0xffff;
        int64_t a = f->ty2 ? sx(16, ha) : (int64_t)ha, b = f->ty2 ? sx(16, hb) : (int64_t)hb, t = 0;
        switch (f->op) {
        case ADD: t = a + b; break;
        case MIN: t = a < b ? a : b; break;
        case MAX: t = a > b ? a : b; break;
        case MINRELU: t = a < b ? a : b; t = t > 0 ? t : 0; break;
        case MAXRELU: t = a > b ? a : b; t = t > 0 ? t : 0; break;
        }
        r |= mk(16, (uint64_t)t) << (16 * i);
    }
    out[0] = r;
}

/* Every pairing of half-word edges in both operands, and random words. */
static void gen_x2(form *f, rng *r)
{
    static const uint16_t h[] = {0, 1, 2, 0x7ffe, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff, 0x4000, 0xc000, 0x00ff};
    const unsigned nh = sizeof h / sizeof *h;
    for (unsigned i = 0; i < nh * nh; i++)
        for (unsigned j = 0; j < nh * nh; j += 5) {
            uint64_t in[2] = {(uint64_t)h[i / nh] << 16 | h[i % nh], (uint64_t)h[j / nh] << 16 | h[(j + i) % nh]};
            push_input(f, in);
        }
    for (unsigned i = 0; i < 4000; i++) {
        uint64_t in[2] = {rnd(r) & 0xffffffffu, rnd(r) & 0xffffffffu};
        push_input(f, in);
    }
}

static void x2(const char *op, int code, bool sign, const char *mods)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "%s%s.%s", op, mods, sign ? "s16x2" : "u16x2");
    snprintf(text, sizeof text, "%s %%d, %%a, %%b;", name);
    vclass in[2] = {V_U32, V_U32}, o = V_U32;
    form *f = add_form(name, text, 2, in, 1, &o, ref_x2);
    f->op = code;
    f->ty2 = sign;
    f->gen = gen_x2;
}

/* ---- carry chains: refs by chain id ---- */

enum {
    CH_ADD64, CH_ADD96, CH_CARRYOUT, CH_SUB64, CH_BORROW, CH_SUB96, CH_ADD128, CH_KEEP, CH_MAD,
    CH_MADC64, CH_SUBCC_S32, CH_ADDC_CC_CHAIN,
};

static void ref_chain(const form *f, const uint64_t *in, uint64_t *out)
{
    uint64_t a = in[0], b = in[1], c = in[2], e = in[3];
    switch (f->op) {
    case CH_ADD64: { /* (c:a) + (e:b) */
        uint64_t x = (c << 32 | a) + (e << 32 | b);
        out[0] = mk(32, x);
        out[1] = x >> 32;
        break;
    }
    case CH_ADD96: { /* (c:b:a) + (a:c:e) */
        u128 x = ((u128)c << 64 | (u128)b << 32 | a) + ((u128)a << 64 | (u128)c << 32 | e);
        out[0] = mk(32, (uint64_t)x);
        out[1] = mk(32, (uint64_t)(x >> 32));
        out[2] = mk(32, (uint64_t)(x >> 64));
        break;
    }
    case CH_CARRYOUT:
        out[0] = mk(32, a + b);
        out[1] = (a + b) >> 32;
        break;
    case CH_SUB64: {
        uint64_t x = (c << 32 | a) - (e << 32 | b);
        out[0] = mk(32, x);
        out[1] = x >> 32;
        break;
    }
    case CH_BORROW:
        out[0] = mk(32, a - b);
        out[1] = a < b ? 0xffffffffu : 0;
        break;
    case CH_SUB96: {
        u128 m = ((u128)1 << 96) - 1;
        u128 x = ((((u128)c << 64 | (u128)b << 32 | a) - ((u128)a << 64 | (u128)c << 32 | e)) & m);
        out[0] = mk(32, (uint64_t)x);
        out[1] = mk(32, (uint64_t)(x >> 32));
        out[2] = mk(32, (uint64_t)(x >> 64));
        break;
    }
    case CH_ADD128: {
        u128 x = ((u128)c << 64 | a) + ((u128)e << 64 | b);
        out[0] = (uint64_t)x;
        out[1] = (uint64_t)(x >> 64);
        break;
    }
    case CH_KEEP: { /* the carry survives a mul and a plain add in between */
        uint64_t x = (c << 32 | a) + (e << 32 | b);
        out[0] = mk(32, x);
        out[1] = x >> 32;
        out[2] = mk(32, a * b + c);
        break;
    }
    case CH_MAD: { /* d = lo(a*b) + c, q = hi(a*b) + e + carry */
        uint64_t p = a * b, lo = mk(32, p) + c;
        out[0] = mk(32, lo);
        out[1] = mk(32, (p >> 32) + e + (lo >> 32));
        break;
    }
    case CH_MADC64: { /* 64-bit: d = lo(a*b) + c; q = hi(a*b) + e + carry; s = carry of that */
        u128 p = (u128)a * b;
        u128 lo = (u128)(uint64_t)p + c;
        u128 hi = (p >> 64) + e + (lo >> 64);
        out[0] = (uint64_t)lo;
        out[1] = (uint64_t)hi;
        out[2] = (uint64_t)(hi >> 64);
        break;
    }
    case CH_SUBCC_S32: { /* sub.cc.s32 then subc.s32: signedness does not matter */
        uint64_t x = (c << 32 | a) - (e << 32 | b);
        out[0] = mk(32, x);
        out[1] = x >> 32;
        break;
    }
    case CH_ADDC_CC_CHAIN: { /* 64-bit words: (c:a) + (e:b), carry out in s */
        u128 y = (u128)c << 64 | a, x = y + ((u128)e << 64 | b);
        out[0] = (uint64_t)x;
        out[1] = (uint64_t)(x >> 64);
        out[2] = x < y;
        break;
    }
    }
}

/* Inputs for carry chains: words near 0 and near the top, so that carries
 * run through. */
static void gen_chain(form *f, rng *r)
{
    uint64_t m = f->in[0] == V_U64 ? UINT64_MAX : 0xffffffffu;
    static const uint64_t near[] = {0, 1, 2, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff};
    for (size_t i = 0; i < 20000; i++) {
        uint64_t in[4];
        for (unsigned k = 0; k < 4; k++) {
            uint64_t x = rnd(r);
            switch (x % 4) {
            case 0: in[k] = near[(x >> 8) % 7] & m; break;
            case 1: in[k] = m - ((x >> 8) % 4); break;
            default: in[k] = rnd(r) & m; break;
            }
            if (m == UINT64_MAX && x % 4 == 0 && (x >> 20) % 2)
                in[k] = near[(x >> 8) % 7] << 32 | 0xffffffffu;
        }
        push_input(f, in);
    }
}

static void chain(const char *name, int code, vclass w, unsigned nout, const char *decl, const char *text)
{
    vclass in[4] = {w, w, w, w}, out[3] = {w, w, w};
    form *f = add_form(name, text, 4, in, nout, out, ref_chain);
    f->op = code;
    f->gen = gen_chain;
    if (decl)
        snprintf(f->decl, sizeof f->decl, "%s", decl);
}

void family_forms(void)
{
    const size_t NT = sizeof types / sizeof *types;
    for (unsigned t = 0; t < NT; t++) {
        unsigned bits = types[t].bits;
        arith("add", ADD, t, 2, "");
        arith("sub", SUB, t, 2, "");
        arith("mul", MULLO, t, 2, ".lo");
        arith("mul", MULHI, t, 2, ".hi");
        arith("mad", MADLO, t, 3, ".lo");
        arith("mad", MADHI, t, 3, ".hi");
        if (bits < 64) {
            arith("mul", MULWIDE, t, 2, ".wide");
            arith("mad", MADWIDE, t, 3, ".wide");
        }
        arith("sad", SAD, t, 3, "");
        arith("div", DIV, t, 2, "");
        arith("rem", REM, t, 2, "");
        arith("min", MIN, t, 2, "");
        arith("max", MAX, t, 2, "");
        if (types[t].s) {
            arith("abs", ABS, t, 1, "");
            arith("neg", NEG, t, 1, "");
        }
        if (bits == 32) {
            arith("mul24", MUL24LO, t, 2, ".lo");
            arith("mul24", MUL24HI, t, 2, ".hi");
            arith("mad24", MAD24LO, t, 3, ".lo");
            arith("mad24", MAD24HI, t, 3, ".hi");
        }
    }
    const unsigned S32 = 4, U32 = 1, U16 = 0, S16 = 3, S64 = 5, U64 = 2;
    arith("add", ADDSAT, S32, 2, ".sat");
    arith("sub", SUBSAT, S32, 2, ".sat");
    arith("mad", MADHISAT, S32, 3, ".hi.sat");
    arith("mad24", MAD24HISAT, S32, 3, ".hi.sat");
    arith("min", MINRELU, S32, 2, ".relu");
    arith("max", MAXRELU, S32, 2, ".relu");

    for (int sign = 0; sign < 2; sign++) {
        x2("add", ADD, sign, "");
        x2("min", MIN, sign, "");
        x2("max", MAX, sign, "");
    }
    x2("min", MINRELU, true, ".relu");
    x2("max", MAXRELU, true, ".relu");

    /* immediates: masking, sign of the literal, operand position */
    arith_imm("add", ADD, S32, "-5", (uint64_t)-5, false);
    arith_imm("add", ADD, U16, "0x8001", 0x8001, false);
    arith_imm("add", ADD, S16, "-1", 0xffff, false);
    arith_imm("sub", SUB, U64, "0xfffffffffffffff0", UINT64_C(0xfffffffffffffff0), false);
    arith_imm("mul.lo", MULLO, U32, "0xfffffff0", 0xfffffff0u, false);
    arith_imm("mul.hi", MULHI, S32, "-7", (uint64_t)-7, false);
    arith_imm("mul.wide", MULWIDE, S32, "-3", (uint64_t)-3, false);
    arith_imm("mul.wide", MULWIDE, U16, "65535", 65535, false);
    arith_imm("mad.lo", MADLO, S64, "-9", (uint64_t)-9, true);
    arith_imm("div", DIV, S32, "-3", (uint64_t)-3, false);
    arith_imm("rem", REM, U32, "10", 10, false);
    arith_imm("min", MIN, S16, "-100", (uint64_t)-100, false);
    arith_imm("max", MAX, U64, "0x8000000000000000", UINT64_C(0x8000000000000000), false);
    arith_imm("add.sat", ADDSAT, S32, "2147483647", 2147483647, false);

    chain("add.cc.u32+addc.u32", CH_ADD64, V_U32, 2, NULL, "add.cc.u32 %d, %a, %b;\n\taddc.u32 %q, %c, %e;");
    chain("add.cc.u32+addc.cc.u32+addc.u32", CH_ADD96, V_U32, 3, NULL,
          "add.cc.u32 %d, %a, %e;\n\taddc.cc.u32 %q, %b, %c;\n\taddc.u32 %s, %c, %a;");
    chain("add.cc.u32 carry out (addc.u32 x, 0, 0)", CH_CARRYOUT, V_U32, 2, NULL,
          "add.cc.u32 %d, %a, %b;\n\taddc.u32 %q, 0, 0;");
    chain("sub.cc.u32+subc.u32", CH_SUB64, V_U32, 2, NULL, "sub.cc.u32 %d, %a, %b;\n\tsubc.u32 %q, %c, %e;");
    chain("sub.cc.u32 borrow out (subc.u32 x, 0, 0)", CH_BORROW, V_U32, 2, NULL,
          "sub.cc.u32 %d, %a, %b;\n\tsubc.u32 %q, 0, 0;");
    chain("sub.cc.u32+subc.cc.u32+subc.u32", CH_SUB96, V_U32, 3, NULL,
          "sub.cc.u32 %d, %a, %e;\n\tsubc.cc.u32 %q, %b, %c;\n\tsubc.u32 %s, %c, %a;");
    chain("add.cc.u64+addc.u64", CH_ADD128, V_U64, 2, NULL, "add.cc.u64 %d, %a, %b;\n\taddc.u64 %q, %c, %e;");
    chain("add.cc.s64+addc.cc.s64+addc.u64", CH_ADDC_CC_CHAIN, V_U64, 3, NULL,
          "add.cc.s64 %d, %a, %b;\n\taddc.cc.s64 %q, %c, %e;\n\taddc.u64 %s, 0, 0;");
    chain("add.cc.u32 / mul.lo+add (no .cc) / addc.u32", CH_KEEP, V_U32, 3, ".reg .b32 %t;",
          "add.cc.u32 %d, %a, %b;\n\tmul.lo.u32 %t, %a, %b;\n\tadd.u32 %s, %t, %c;\n\taddc.u32 %q, %c, %e;");
    chain("mad.lo.cc.u32+madc.hi.u32", CH_MAD, V_U32, 2, NULL,
          "mad.lo.cc.u32 %d, %a, %b, %c;\n\tmadc.hi.u32 %q, %a, %b, %e;");
    chain("mad.lo.cc.u64+madc.hi.cc.u64+addc.u64", CH_MADC64, V_U64, 3, NULL,
          "mad.lo.cc.u64 %d, %a, %b, %c;\n\tmadc.hi.cc.u64 %q, %a, %b, %e;\n\taddc.u64 %s, 0, 0;");
    chain("sub.cc.s32+subc.s32", CH_SUBCC_S32, V_U32, 2, NULL, "sub.cc.s32 %d, %a, %b;\n\tsubc.s32 %q, %c, %e;");
}
