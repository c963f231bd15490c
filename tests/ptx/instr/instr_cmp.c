/* Comparisons and selection: setp with every comparison operator on the
 * integer and float types (.ftz, NaN operands, the unordered operators),
 * the .and/.or/.xor forms with c and !c, the p|q form; setp on .f16x2/
 * .bf16x2 (p|q one lane each); set to .u32/.s32/.f32, and with half
 * sources to .u16/.s16/.f16/.bf16 and packed .f16x2/.bf16x2/.u32/.s32;
 * selp; slct with .s32 and .f32 (.ftz) conditions. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const char *family_name = "cmp";

static uint64_t mk(unsigned bits, uint64_t v)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static int64_t sx(unsigned bits, uint64_t v)
{
    return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

typedef struct ty {
    const char *name;
    vclass c;
    unsigned bits;
    char kind; /* 'b' 'u' 's' 'f' */
} ty;

static const ty types[] = {
    {"b16", V_U16, 16, 'b'}, {"b32", V_U32, 32, 'b'}, {"b64", V_U64, 64, 'b'},
    {"u16", V_U16, 16, 'u'}, {"u32", V_U32, 32, 'u'}, {"u64", V_U64, 64, 'u'},
    {"s16", V_U16, 16, 's'}, {"s32", V_U32, 32, 's'}, {"s64", V_U64, 64, 's'},
    {"f16", V_F16, 16, 'f'}, {"bf16", V_BF16, 16, 'f'}, {"f32", V_F32, 32, 'f'}, {"f64", V_F64, 64, 'f'},
};
enum { NTYPES = sizeof types / sizeof *types };

static const char *const cmpops[] = {
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
    "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan",
};
enum { EQ, NE, LT, LE, GT, GE, LO, LS, HI, HS, EQU, NEU, LTU, LEU, GTU, GEU, NUM, NAN_ };

static double fval(const ty *t, uint64_t bits, bool ftz)
{
    double x = float_value(t->c, bits);
    if (ftz && (t->c == V_F32 || t->c == V_F16) && is_subnormal_bits(t->c, bits))
        x = copysign(0.0, x);
    return x;
}

static bool compare(const ty *t, int op, uint64_t ra, uint64_t rb, bool ftz)
{
    if (t->kind == 'f') {
        double a = fval(t, ra, ftz), b = fval(t, rb, ftz);
        bool un = isnan(a) || isnan(b);
        switch (op) {
        case EQ: return !un && a == b;
        case NE: return !un && a != b;
        case LT: return !un && a < b;
        case LE: return !un && a <= b;
        case GT: return !un && a > b;
        case GE: return !un && a >= b;
        case EQU: return un || a == b;
        case NEU: return un || a != b;
        case LTU: return un || a < b;
        case LEU: return un || a <= b;
        case GTU: return un || a > b;
        case GEU: return un || a >= b;
        case NUM: return !un;
        default: return un;
        }
    }
    uint64_t ua = mk(t->bits, ra), ub = mk(t->bits, rb);
    int64_t sa = sx(t->bits, ra), sb = sx(t->bits, rb);
    bool s = t->kind == 's';
    switch (op) {
    case EQ: return ua == ub;
    case NE: return ua != ub;
    case LT: return s ? sa < sb : ua < ub;
    case LE: return s ? sa <= sb : ua <= ub;
    case GT: return s ? sa > sb : ua > ub;
    case GE: return s ? sa >= sb : ua >= ub;
    case LO: return ua < ub;
    case LS: return ua <= ub;
    case HI: return ua > ub;
    default: return ua >= ub;
    }
}

enum { F_FTZ = 1, F_IMMB = 2, F_NOTC = 4 };

/* f->ty: index of the source type; f->op: comparison; f->mode: 0 none,
 * 1 and, 2 or, 3 xor; f->ty2: set's destination (0 u32, 1 s32, 2 f32). */
static bool combined(const form *f, bool t, uint64_t c, bool *neg)
{
    bool cv = (c & 1) != 0;
    if (f->flags & F_NOTC)
        cv = !cv;
    bool r = t, nr = !t;
    switch (f->mode) {
    case 1: r = t && cv; nr = !t && cv; break;
    case 2: r = t || cv; nr = !t || cv; break;
    case 3: r = t != cv; nr = !t != cv; break;
    }
    *neg = nr;
    return r;
}

static void ref_setp(const form *f, const uint64_t *in, uint64_t *out)
{
    uint64_t b = f->flags & F_IMMB ? f->arg : in[1];
    bool t = compare(&types[f->ty], f->op, in[0], b, f->flags & F_FTZ), nr;
    bool r = combined(f, t, f->mode ? in[2] : 0, &nr);
    out[0] = r;
    out[1] = nr;
}

static void ref_set(const form *f, const uint64_t *in, uint64_t *out)
{
    bool t = compare(&types[f->ty], f->op, in[0], in[1], f->flags & F_FTZ), nr;
    bool r = combined(f, t, f->mode ? in[2] : 0, &nr);
    out[0] = f->ty2 == 2 ? (r ? 0x3f800000u : 0) : (r ? 0xffffffffu : 0);
}

static const char *const boolops[] = {"", ".and", ".or", ".xor"};

static void setp_form(unsigned t, int op, bool ftz, int bop, bool notc, bool pair)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "setp.%s%s%s.%s", cmpops[op], boolops[bop], ftz ? ".ftz" : "", types[t].name);
    snprintf(text, sizeof text, "%s %%d%s, %%a, %%b%s;", name, pair ? "|%q" : "",
             bop ? (notc ? ", !%c" : ", %c") : "");
    char full[128];
    snprintf(full, sizeof full, "%s%s%s", name, pair ? " p|q" : "", bop && notc ? " !c" : "");
    vclass in[3] = {types[t].c, types[t].c, V_PRED}, out[2] = {V_PRED, V_PRED};
    form *f = add_form(full, text, bop ? 3 : 2, in, pair ? 2 : 1, out, ref_setp);
    f->ty = (int)t;
    f->op = op;
    f->mode = bop;
    f->flags = (ftz ? F_FTZ : 0) | (notc ? F_NOTC : 0);
}

static void set_form(unsigned dt, unsigned t, int op, bool ftz, int bop, bool notc)
{
    static const char *const dts[] = {"u32", "s32", "f32"};
    char name[96], text[256];
    snprintf(name, sizeof name, "set.%s%s%s.%s.%s", cmpops[op], boolops[bop], ftz ? ".ftz" : "", dts[dt],
             types[t].name);
    snprintf(text, sizeof text, "%s %%d, %%a, %%b%s;", name, bop ? (notc ? ", !%c" : ", %c") : "");
    char full[128];
    snprintf(full, sizeof full, "%s%s", name, bop && notc ? " !c" : "");
    vclass in[3] = {types[t].c, types[t].c, V_PRED}, o = dt == 2 ? V_F32 : V_U32;
    form *f = add_form(full, text, bop ? 3 : 2, in, 1, &o, ref_set);
    f->ty = (int)t;
    f->ty2 = (int)dt;
    f->op = op;
    f->mode = bop;
    f->flags = (ftz ? F_FTZ : 0) | (notc ? F_NOTC : 0);
}

/* ---- set and setp on half precision ----
 * f->ty: f16 or bf16 (index in types); f->ty2: the destination (hdts);
 * F_X2: packed .f16x2/.bf16x2 sources, compared lane by lane (lane 0 the
 * low half): setp's p|q get the two lanes' results, set's destination
 * each lane's true value (1.0 in the lane's type, 0xffff in .u32/.s32). */
enum { F_X2 = 8 };

static const struct { const char *name; vclass c; uint64_t one, lane_one; } hdts[] = {
    {"u32", V_U32, 0xffffffffu, 0xffff}, {"s32", V_U32, 0xffffffffu, 0xffff}, {"f32", V_F32, 0x3f800000u, 0},
    {"u16", V_U16, 0xffff, 0}, {"s16", V_U16, 0xffff, 0}, {"f16", V_F16, 0x3c00, 0},
    {"bf16", V_BF16, 0x3f80, 0}, {"f16x2", V_U32, 0, 0x3c00}, {"bf16x2", V_U32, 0, 0x3f80},
};
enum { HD_U32, HD_S32, HD_F32, HD_U16, HD_S16, HD_F16, HD_BF16, HD_F16X2, HD_BF16X2 };

/* lane h's a CMP b, combined with c; *neg gets !t combined */
static bool half_lane(const form *f, const uint64_t *in, unsigned h, bool *neg)
{
    uint64_t a = in[0] >> (16 * h) & 0xffff, b = in[1] >> (16 * h) & 0xffff;
    bool t = compare(&types[f->ty], f->op, a, b, f->flags & F_FTZ);
    return combined(f, t, f->mode ? in[2] : 0, neg);
}

static void ref_setp_x2(const form *f, const uint64_t *in, uint64_t *out)
{
    bool nr;
    out[0] = half_lane(f, in, 0, &nr);
    out[1] = half_lane(f, in, 1, &nr);
}

static void ref_set_half(const form *f, const uint64_t *in, uint64_t *out)
{
    bool nr;
    if (!(f->flags & F_X2)) {
        out[0] = half_lane(f, in, 0, &nr) ? hdts[f->ty2].one : 0;
        return;
    }
    out[0] = 0;
    for (unsigned h = 0; h < 2; h++)
        if (half_lane(f, in, h, &nr))
            out[0] |= hdts[f->ty2].lane_one << (16 * h);
}

/* packed inputs: each lane an edge value or a random one, b's lane often
 * a's (equal values, NaN with NaN) */
static void gen_half_x2(form *f, rng *r)
{
    vclass c = types[f->ty].c;
    size_t ne;
    const uint64_t *ev = edge_values(c, &ne);
    for (size_t i = 0; i < 16384; i++) {
        uint64_t in[3] = {0, 0, rnd(r) & 1};
        for (unsigned h = 0; h < 2; h++) {
            uint64_t a = rnd_below(r, 3) ? random_value(r, c) : ev[rnd_below(r, ne)];
            uint64_t b = rnd_below(r, 3) ? random_value(r, c) : ev[rnd_below(r, ne)];
            if (!rnd_below(r, 4))
                b = a;
            in[0] |= a << (16 * h);
            in[1] |= b << (16 * h);
        }
        push_input(f, in);
    }
}

/* setp.op{.bop}{.ftz}.f16x2/.bf16x2 p|q, a, b{, {!}c} */
static void setp_x2_form(unsigned t, int op, bool ftz, int bop, bool notc)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "setp.%s%s%s.%sx2", cmpops[op], boolops[bop], ftz ? ".ftz" : "", types[t].name);
    snprintf(text, sizeof text, "%s %%d|%%q, %%a, %%b%s;", name, bop ? (notc ? ", !%c" : ", %c") : "");
    char full[128];
    snprintf(full, sizeof full, "%s p|q%s", name, bop && notc ? " !c" : "");
    vclass in[3] = {V_U32, V_U32, V_PRED}, out[2] = {V_PRED, V_PRED};
    form *f = add_form(full, text, bop ? 3 : 2, in, 2, out, ref_setp_x2);
    f->ty = (int)t;
    f->op = op;
    f->mode = bop;
    f->flags = F_X2 | (ftz ? F_FTZ : 0) | (notc ? F_NOTC : 0);
    f->gen = gen_half_x2;
}

/* set.op{.bop}{.ftz}.dtype.stype with f16/bf16 (x2 when packed) sources */
static void set_half_form(unsigned dt, unsigned t, bool x2, int op, bool ftz, int bop, bool notc)
{
    char name[96], text[256];
    snprintf(name, sizeof name, "set.%s%s%s.%s.%s%s", cmpops[op], boolops[bop], ftz ? ".ftz" : "", hdts[dt].name,
             types[t].name, x2 ? "x2" : "");
    snprintf(text, sizeof text, "%s %%d, %%a, %%b%s;", name, bop ? (notc ? ", !%c" : ", %c") : "");
    char full[128];
    snprintf(full, sizeof full, "%s%s", name, bop && notc ? " !c" : "");
    vclass in[3] = {x2 ? V_U32 : types[t].c, x2 ? V_U32 : types[t].c, V_PRED}, o = hdts[dt].c;
    form *f = add_form(full, text, bop ? 3 : 2, in, 1, &o, ref_set_half);
    f->ty = (int)t;
    f->ty2 = (int)dt;
    f->op = op;
    f->mode = bop;
    f->flags = (x2 ? F_X2 : 0) | (ftz ? F_FTZ : 0) | (notc ? F_NOTC : 0);
    if (x2)
        f->gen = gen_half_x2;
}

static void half_forms(void)
{
    enum { TF16 = 9, TBF16 = 10 };
    /* setp on packed halves: every operator */
    for (int op = 0; op <= NAN_; op++) {
        if (op >= LO && op <= HS)
            continue;
        setp_x2_form(TF16, op, false, 0, false);
        setp_x2_form(TBF16, op, false, 0, false);
        if (op == LT || op == GEU || op == NE)
            setp_x2_form(TF16, op, true, 0, false);
    }
    for (int bop = 1; bop <= 3; bop++) {
        setp_x2_form(TF16, LE, false, bop, false);
        setp_x2_form(TBF16, NEU, false, bop, true);
    }
    setp_x2_form(TF16, GT, true, 2, true);
    /* set with half results and half sources, every operator */
    for (int op = 0; op <= NAN_; op++) {
        if (op >= LO && op <= HS)
            continue;
        set_half_form(HD_F16, TF16, false, op, false, 0, false);
        set_half_form(HD_BF16, TBF16, false, op, false, 0, false);
        set_half_form(HD_F16X2, TF16, true, op, false, 0, false);
        set_half_form(HD_BF16X2, TBF16, true, op, false, 0, false);
        set_half_form(HD_U32, TF16, true, op, false, 0, false);
    }
    static const struct { unsigned dt, t; bool x2; int op; bool ftz; int bop; bool notc; } sets[] = {
        {HD_U32, TF16, false, LT, false, 0, false}, {HD_S32, TBF16, false, GEU, false, 0, false},
        {HD_U16, TF16, false, NAN_, false, 0, false}, {HD_S16, TBF16, false, EQ, false, 0, false},
        {HD_U16, TF16, false, LE, true, 0, false}, {HD_F16, TF16, false, GT, true, 0, false},
        {HD_F16, TF16, false, NE, false, 1, false}, {HD_BF16, TBF16, false, LTU, false, 2, true},
        {HD_S32, TF16, true, GE, false, 0, false}, {HD_U32, TBF16, true, NUM, false, 0, false},
        {HD_S32, TBF16, true, LT, false, 3, false}, {HD_F16X2, TF16, true, LT, true, 0, false},
        {HD_F16X2, TF16, true, EQU, false, 1, true}, {HD_BF16X2, TBF16, true, GE, false, 2, false},
        {HD_U32, TF16, true, NEU, true, 3, true},
    };
    for (size_t i = 0; i < sizeof sets / sizeof *sets; i++)
        set_half_form(sets[i].dt, sets[i].t, sets[i].x2, sets[i].op, sets[i].ftz, sets[i].bop, sets[i].notc);
}

static void ref_selp(const form *f, const uint64_t *in, uint64_t *out)
{
    (void)f;
    out[0] = in[2] & 1 ? in[0] : in[1];
}

static void ref_selp_imm(const form *f, const uint64_t *in, uint64_t *out)
{
    (void)f;
    out[0] = in[0] & 1 ? 7 : 0xffffffffu;
}

static void ref_slct(const form *f, const uint64_t *in, uint64_t *out)
{
    bool ge;
    if (f->ty2) { /* f32 condition */
        double c = f32_of(in[2]);
        if ((f->flags & F_FTZ) && is_subnormal_bits(V_F32, in[2]))
            c = copysign(0.0, c);
        ge = c >= 0;
    } else {
        ge = (int32_t)(uint32_t)in[2] >= 0;
    }
    out[0] = ge ? in[0] : in[1];
}

void family_forms(void)
{
    /* setp: every operator on every type that has it */
    for (unsigned t = 0; t < NTYPES; t++) {
        bool fl = types[t].kind == 'f';
        for (int op = 0; op <= NAN_; op++) {
            bool ok = fl ? !(op >= LO && op <= HS) : types[t].kind == 'b' ? op <= NE : op <= HS;
            if (!ok)
                continue;
            setp_form(t, op, false, 0, false, false);
            if (types[t].c == V_F32 || types[t].c == V_F16)
                setp_form(t, op, true, 0, false, false);
        }
    }
    /* combining forms and the p|q form */
    static const struct { unsigned t; int op; } combos[] = {
        {7, LT}, {4, HS}, {11, GE}, {11, NEU}, {12, LTU}, {2, NE}, {8, LE}, {9, GT},
    };
    for (size_t i = 0; i < sizeof combos / sizeof *combos; i++) {
        for (int bop = 1; bop <= 3; bop++) {
            setp_form(combos[i].t, combos[i].op, false, bop, false, false);
            setp_form(combos[i].t, combos[i].op, false, bop, true, true);
        }
        setp_form(combos[i].t, combos[i].op, false, 0, false, true);
    }
    setp_form(11, GT, true, 2, true, true);
    /* set */
    static const struct { unsigned dt, t; int op; bool ftz; int bop; bool notc; } sets[] = {
        {0, 7, LT, false, 0, false}, {1, 4, HI, false, 0, false}, {2, 11, GT, false, 0, false},
        {2, 11, GTU, true, 0, false}, {0, 12, NAN_, false, 0, false}, {1, 12, LEU, false, 0, false},
        {0, 3, GE, false, 0, false}, {2, 8, NE, false, 0, false}, {1, 6, LE, false, 0, false},
        {0, 0, EQ, false, 0, false}, {2, 11, NUM, false, 0, false}, {0, 11, EQ, true, 0, false},
        {2, 7, GE, false, 1, false}, {0, 11, LT, false, 2, true}, {1, 5, LS, false, 3, false},
        {2, 12, EQU, false, 3, true}, {0, 9, LT, false, 0, false},
    };
    for (size_t i = 0; i < sizeof sets / sizeof *sets; i++)
        set_form(sets[i].dt, sets[i].t, sets[i].op, sets[i].ftz, sets[i].bop, sets[i].notc);
    half_forms();
    /* selp */
    static const char *const sel[] = {"b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64", "f32", "f64"};
    static const vclass selc[] = {V_U16, V_U32, V_U64, V_U16, V_U32, V_U64, V_U16, V_U32, V_U64, V_F32, V_F64};
    for (size_t i = 0; i < sizeof sel / sizeof *sel; i++) {
        char name[64], text[128];
        snprintf(name, sizeof name, "selp.%s", sel[i]);
        snprintf(text, sizeof text, "%s %%d, %%a, %%b, %%c;", name);
        form3(name, text, selc[i], selc[i], selc[i], V_PRED, ref_selp);
        /* slct with both condition types */
        for (int ct = 0; ct < 2; ct++)
            for (int ftz = 0; ftz <= ct; ftz++) {
                snprintf(name, sizeof name, "slct%s.%s.%s", ftz ? ".ftz" : "", sel[i], ct ? "f32" : "s32");
                snprintf(text, sizeof text, "%s %%d, %%a, %%b, %%c;", name);
                form *f = form3(name, text, selc[i], selc[i], selc[i], ct ? V_F32 : V_U32, ref_slct);
                f->ty2 = ct;
                f->flags = ftz ? F_FTZ : 0;
            }
    }
    /* immediates as sources */
    form1("selp.s32 (imm 7, -1)", "selp.s32 %d, 7, -1, %a;", V_U32, V_PRED, ref_selp_imm);
    form *f = form1("setp.lt.s32 (imm -3)", "setp.lt.s32 %d, %a, -3;", V_PRED, V_U32, ref_setp);
    f->ty = 7;
    f->op = LT;
    f->flags = F_IMMB;
    f->arg = (uint64_t)-3;
    f = form1("setp.gt.f32 (imm 0f3F800000)", "setp.gt.f32 %d, %a, 0f3F800000;", V_PRED, V_F32, ref_setp);
    f->ty = 11;
    f->op = GT;
    f->flags = F_IMMB;
    f->arg = 0x3f800000;
    f = form1("setp.ne.u16 (imm 0xffff)", "setp.ne.u16 %d, %a, 0xffff;", V_PRED, V_U16, ref_setp);
    f->ty = 3;
    f->op = NE;
    f->flags = F_IMMB;
    f->arg = 0xffff;
}
