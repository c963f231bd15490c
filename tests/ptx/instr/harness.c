/* The per-instruction test harness: builds the family's forms, generates
 * their inputs, writes one PTX module with an .entry per form, loads it
 * through the driver API (Ferry's nvcc -cubin compiles it, once), runs
 * every form and compares it with its C reference.
 *
 * Environment: INSTR_FILTER=text runs only the forms whose name contains
 * text; INSTR_VERBOSE=1 prints every form; INSTR_KEEP=dir writes the
 * module there.  FERRY_CACHE_DIR is pointed at a fresh temporary directory
 * (removed at the end) unless it is set, so that runs are hermetic. */
#include "harness.h"

#include <cuda.h>
#include <dirent.h>
#include <fenv.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define MAX_SHOWN 5            /* mismatches printed per form */
#define EXHAUSTIVE_MAX (1u << 17)
#define CROSS_MAX 65536u
#define DEFAULT_RAND 4096u
#define BLOCK 256u

static form **forms;
static size_t nforms, cforms;

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

/* ---- building forms ---- */

form *add_form(const char *name, const char *text, unsigned nin, const vclass *in, unsigned nout,
               const vclass *out, ref_fn ref)
{
    form *f = calloc(1, sizeof *f);
    if (!f) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    snprintf(f->name, sizeof f->name, "%s", name);
    if (strlen(text) >= sizeof f->text) {
        fprintf(stderr, "form %s: text too long\n", name);
        exit(2);
    }
    snprintf(f->text, sizeof f->text, "%s", text);
    f->nin = nin;
    f->nout = nout;
    for (unsigned k = 0; k < nin; k++)
        f->in[k] = in[k];
    for (unsigned k = 0; k < nout; k++)
        f->out[k] = out[k];
    f->ref = ref;
    if (nforms == cforms) {
        cforms = cforms ? 2 * cforms : 256;
        forms = xrealloc(forms, cforms * sizeof *forms);
    }
    forms[nforms++] = f;
    return f;
}

form *form1(const char *name, const char *text, vclass o, vclass a, ref_fn ref)
{
    return add_form(name, text, 1, &a, 1, &o, ref);
}

form *form2(const char *name, const char *text, vclass o, vclass a, vclass b, ref_fn ref)
{
    vclass in[2] = {a, b};
    return add_form(name, text, 2, in, 1, &o, ref);
}

form *form3(const char *name, const char *text, vclass o, vclass a, vclass b, vclass c, ref_fn ref)
{
    vclass in[3] = {a, b, c};
    return add_form(name, text, 3, in, 1, &o, ref);
}

void push_input(form *f, const uint64_t *in)
{
    if (f->n == f->cap) {
        f->cap = f->cap ? 2 * f->cap : 1024;
        for (unsigned k = 0; k < f->nin; k++)
            f->v[k] = xrealloc(f->v[k], f->cap * sizeof(uint64_t));
    }
    for (unsigned k = 0; k < f->nin; k++)
        f->v[k][f->n] = in[k];
    f->n++;
}

/* ---- random numbers (splitmix64) ---- */

uint64_t rnd(rng *r)
{
    uint64_t z = (r->s += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

uint64_t rnd_below(rng *r, uint64_t n)
{
    return n ? rnd(r) % n : 0;
}

static uint64_t hash_name(const char *s)
{
    uint64_t h = UINT64_C(1469598103934665603);
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * UINT64_C(1099511628211);
    return h;
}

/* ---- classes ---- */

unsigned class_bits(vclass c)
{
    switch (c) {
    case V_U8: case V_U16: case V_F16: case V_BF16: return 16;
    case V_U32: case V_F32: case V_SHIFT: case V_BYTE: return 32;
    case V_U64: case V_F64: return 64;
    case V_PRED: return 1;
    default: return 0;
    }
}

static unsigned mem_size(vclass c)
{
    return c == V_PRED ? 1 : class_bits(c) / 8;
}

static uint64_t class_mask(vclass c)
{
    unsigned b = class_bits(c);
    return b >= 64 ? UINT64_MAX : (UINT64_C(1) << b) - 1;
}

static bool is_float_class(vclass c)
{
    return c == V_F16 || c == V_BF16 || c == V_F32 || c == V_F64;
}

static const char *reg_type(vclass c)
{
    switch (c) {
    case V_F32: return ".f32";
    case V_F64: return ".f64";
    case V_PRED: return ".pred";
    case V_U64: return ".b64";
    case V_U32: case V_SHIFT: case V_BYTE: return ".b32";
    default: return ".b16";
    }
}

static const char *mem_type(vclass c)
{
    switch (c) {
    case V_F32: return ".f32";
    case V_F64: return ".f64";
    case V_PRED: return ".u8";
    case V_U64: return ".b64";
    case V_U32: case V_SHIFT: case V_BYTE: return ".b32";
    default: return ".b16";
    }
}

/* Every value of a small class, by index; 0 if the class is not small. */
static size_t domain_size(vclass c)
{
    switch (c) {
    case V_U8: return 256;
    case V_U16: case V_F16: case V_BF16: return 65536;
    case V_PRED: return 2;
    default: return 0;
    }
}

typedef struct vlist {
    uint64_t *v;
    size_t n, c;
} vlist;

static void vl_add(vlist *l, uint64_t x)
{
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == x)
            return;
    if (l->n == l->c) {
        l->c = l->c ? 2 * l->c : 64;
        l->v = xrealloc(l->v, l->c * sizeof *l->v);
    }
    l->v[l->n++] = x;
}

static void int_edges(vlist *l, unsigned bits)
{
    uint64_t m = bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    for (int64_t k = -4; k <= 4; k++)
        vl_add(l, (uint64_t)k & m);
    for (unsigned k = 1; k < bits; k++) {
        uint64_t p = UINT64_C(1) << k;
        vl_add(l, p & m);
        vl_add(l, (p - 1) & m);
        vl_add(l, (p + 1) & m);
        vl_add(l, (0 - p) & m);
        vl_add(l, (0 - p - 1) & m);
        vl_add(l, (0 - p + 1) & m);
    }
}

/* 16-bit edges: the 256 values around 0, the signed extremes and -1. */
static void u16_edges(vlist *l)
{
    for (unsigned k = 0; k < 64; k++) {
        vl_add(l, k);
        vl_add(l, 0x7fc0 + k);
        vl_add(l, 0x8000 + k);
        vl_add(l, 0xffc0 + k);
    }
}

static void float_edges(vlist *l, vclass c)
{
    static const double vals[] = {
        0.0, 1.0, 2.0, 0.5, 1.5, 3.0, 0.25, 0.75, 2.5, 3.5, 10.0, 100.0, 1e10, 1e-10,
        3.141592653589793, 0.1, 1.0 / 3.0, 65504.0, 65520.0, 1e30, 1e-30, 16777216.0, 16777217.0,
        2147483648.0, 2147483647.0, 4294967296.0, 9.2233720368547758e18, 1.8446744073709552e19,
        127.5, 128.5, 255.5, 32767.5, 32768.0, 65535.5, 0.49999999, 0.50000001, 1e300,
    };
    unsigned bits = class_bits(c);
    uint64_t sign = UINT64_C(1) << (bits - 1);
    uint64_t expmask, mantmask;
    switch (c) {
    case V_F16: expmask = 0x7c00; mantmask = 0x3ff; break;
    case V_BF16: expmask = 0x7f80; mantmask = 0x7f; break;
    case V_F32: expmask = 0x7f800000; mantmask = 0x7fffff; break;
    default: expmask = UINT64_C(0x7ff0000000000000); mantmask = (UINT64_C(1) << 52) - 1; break;
    }
    uint64_t one = round_double(c, 1.0, RN), minn = mantmask + 1;
    uint64_t raw[] = {
        0, 1, 2, mantmask, mantmask - 1, minn, minn + 1, expmask - 1, expmask - 2, expmask,
        expmask | (mantmask >> 1) | 1, expmask | 1, expmask | (mantmask & ~(mantmask >> 1)),
        one + 1, one - 1, one + 2, one - 2,
    };
    for (size_t i = 0; i < sizeof raw / sizeof *raw; i++) {
        vl_add(l, raw[i]);
        vl_add(l, raw[i] | sign);
    }
    for (size_t i = 0; i < sizeof vals / sizeof *vals; i++) {
        uint64_t b = round_double(c, vals[i], RN);
        vl_add(l, b);
        vl_add(l, b | sign);
    }
}

const uint64_t *edge_values(vclass c, size_t *n)
{
    static vlist lists[V_NCLASS];
    static bool made[V_NCLASS];
    vlist *l = &lists[c];
    if (!made[c]) {
        made[c] = true;
        switch (c) {
        case V_U8:
            for (unsigned k = 0; k < 256; k++)
                vl_add(l, k);
            break;
        case V_U16: u16_edges(l); break;
        case V_U32: int_edges(l, 32); break;
        case V_U64: int_edges(l, 64); break;
        case V_PRED: vl_add(l, 0); vl_add(l, 1); break;
        case V_SHIFT:
            for (unsigned k = 0; k <= 72; k++)
                vl_add(l, k);
            vl_add(l, 127); vl_add(l, 128); vl_add(l, 255); vl_add(l, 256); vl_add(l, 257);
            vl_add(l, 0x10001); vl_add(l, 0x7fffffff); vl_add(l, 0x80000000u); vl_add(l, 0xffffffffu);
            vl_add(l, 0x100000020u & 0xffffffffu);
            break;
        case V_BYTE:
            for (unsigned k = 0; k <= 70; k++)
                vl_add(l, k);
            for (unsigned k = 120; k <= 136; k++)
                vl_add(l, k);
            for (unsigned k = 250; k <= 255; k++)
                vl_add(l, k);
            vl_add(l, 0x100); vl_add(l, 0x101); vl_add(l, 0x120); vl_add(l, 0xffffff01u); vl_add(l, 0xffffffffu);
            vl_add(l, 0x12345610u);
            break;
        default: float_edges(l, c); break;
        }
    }
    *n = l->n;
    return l->v;
}

uint64_t random_value(rng *r, vclass c)
{
    uint64_t x = rnd(r), m = class_mask(c);
    unsigned bits = class_bits(c);
    switch (c) {
    case V_PRED: return x & 1;
    case V_SHIFT: return (x >> 8) % 4 ? (x >> 16) % 80 : x & 0xffffffffu;
    case V_BYTE: return (x >> 8) % 4 ? ((x >> 16) % 80) | (((x >> 40) % 2) ? (x & 0xffffff00u) : 0) : x & 0xffffffffu;
    case V_F16: case V_BF16: case V_F32: case V_F64: {
        unsigned pick = (unsigned)((x >> 60) % 4);
        if (pick == 0) /* any bits, rarely NaN */
            return rnd(r) & m;
        uint64_t sign = (x >> 59) & 1 ? UINT64_C(1) << (bits - 1) : 0;
        double v;
        if (pick == 1) { /* moderate magnitudes with full mantissas */
            int e = (int)rnd_below(r, 61) - 30;
            v = ldexp(1.0 + (double)(rnd(r) >> 11) * 0x1p-53, e);
        } else if (pick == 2) { /* near integers and halves */
            v = (double)(int64_t)rnd_below(r, 2000) / 4.0 + ((rnd(r) & 1) ? ldexp((double)(rnd(r) >> 40), -40) : 0);
        } else { /* near 1 */
            v = 1.0 + ldexp((double)(int64_t)(rnd(r) >> 40) - 0x800000, -(int)rnd_below(r, 40) - 10);
        }
        uint64_t b = round_double(c, v, (rmode)(rnd(r) % 4));
        return b | sign;
    }
    default: {
        unsigned pick = (unsigned)((x >> 60) % 4);
        uint64_t y = rnd(r);
        if (pick == 0)
            return ((uint64_t)(int64_t)((int64_t)(y % 601) - 300)) & m;
        if (pick == 1) {
            unsigned k = (unsigned)(y % bits);
            return ((UINT64_C(1) << k) + (uint64_t)((int64_t)((y >> 8) % 7) - 3)) & m;
        }
        return y & m;
    }
    }
}

/* ---- floats ---- */

float f32_of(uint64_t bits)
{
    uint32_t b = (uint32_t)bits;
    float x;
    memcpy(&x, &b, 4);
    return x;
}

uint64_t bits_f32(float x)
{
    uint32_t b;
    memcpy(&b, &x, 4);
    return b;
}

double f64_of(uint64_t bits)
{
    double x;
    memcpy(&x, &bits, 8);
    return x;
}

uint64_t bits_f64(double x)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    return b;
}

double f16_to_double(uint16_t h)
{
    int s = h >> 15, e = (h >> 10) & 0x1f, m = h & 0x3ff;
    double v;
    if (e == 0)
        v = ldexp(m, -24);
    else if (e == 31)
        v = m ? NAN : INFINITY;
    else
        v = ldexp(1024 + m, e - 25);
    return s ? -v : v;
}

double bf16_to_double(uint16_t h)
{
    return f32_of((uint32_t)h << 16);
}

typedef struct ffmt {
    unsigned p, total;
    int emin, emax;
} ffmt;

static ffmt fmt_of(vclass c)
{
    switch (c) {
    case V_F16: return (ffmt){11, 16, -14, 15};
    case V_BF16: return (ffmt){8, 16, -126, 127};
    case V_F32: return (ffmt){24, 32, -126, 127};
    default: return (ffmt){53, 64, -1022, 1023};
    }
}

uint64_t nan_bits(vclass c)
{
    ffmt F = fmt_of(c);
    return ((uint64_t)(2 * F.emax + 1) << (F.p - 1)) | (UINT64_C(1) << (F.p - 2));
}

uint64_t round_exact(vclass to, int sign, uint64_t mant, int exp, rmode m)
{
    ffmt F = fmt_of(to);
    bool neg = sign != 0;
    uint64_t sbit = (uint64_t)neg << (F.total - 1);
    if (!mant)
        return sbit;
    int L = 63 - __builtin_clzll(mant), E = L + exp;
    int q = (E < F.emin ? F.emin : E) - (int)F.p + 1;
    uint64_t kept;
    int half = -1;
    bool inexact = false;
    if (q <= exp) {
        kept = mant << (exp - q);
    } else {
        int s = q - exp;
        if (s >= 65) {
            kept = 0;
            inexact = true;
        } else {
            uint64_t rem, h;
            if (s == 64) {
                kept = 0;
                rem = mant;
                h = UINT64_C(1) << 63;
            } else {
                kept = mant >> s;
                rem = mant & ((UINT64_C(1) << s) - 1);
                h = UINT64_C(1) << (s - 1);
            }
            inexact = rem != 0;
            half = rem < h ? -1 : rem == h ? 0 : 1;
        }
    }
    bool up = false;
    switch (m) {
    case RN: up = inexact && (half > 0 || (half == 0 && (kept & 1))); break;
    case RZ: break;
    case RM: up = inexact && neg; break;
    case RP: up = inexact && !neg; break;
    }
    kept += up;
    int e2 = q;
    if (kept == UINT64_C(1) << F.p) {
        kept >>= 1;
        e2++;
    }
    uint64_t inf = (uint64_t)(2 * F.emax + 1) << (F.p - 1);
    if (kept < UINT64_C(1) << (F.p - 1))
        return sbit | kept;
    int Eout = e2 + (int)F.p - 1;
    if (Eout > F.emax) {
        bool to_inf = m == RN || (m == RM && neg) || (m == RP && !neg);
        return sbit | (to_inf ? inf : inf - 1);
    }
    return sbit | ((uint64_t)(Eout + F.emax) << (F.p - 1)) | (kept - (UINT64_C(1) << (F.p - 1)));
}

uint64_t round_double(vclass to, double x, rmode m)
{
    ffmt F = fmt_of(to);
    uint64_t sbit = signbit(x) ? UINT64_C(1) << (F.total - 1) : 0;
    if (isnan(x))
        return nan_bits(to) | sbit;
    if (isinf(x))
        return sbit | ((uint64_t)(2 * F.emax + 1) << (F.p - 1));
    int e;
    double fr = frexp(fabs(x), &e);
    uint64_t mant = (uint64_t)ldexp(fr, 53);
    return round_exact(to, signbit(x) != 0, mant, e - 53, m);
}

uint64_t round_int(vclass to, int64_t v, bool is_signed, rmode m)
{
    bool neg = is_signed && v < 0;
    uint64_t mag = neg ? 0 - (uint64_t)v : (uint64_t)v;
    return round_exact(to, neg, mag, 0, m);
}

double float_value(vclass c, uint64_t bits)
{
    switch (c) {
    case V_F16: return f16_to_double((uint16_t)bits);
    case V_BF16: return bf16_to_double((uint16_t)bits);
    case V_F32: return f32_of(bits);
    default: return f64_of(bits);
    }
}

bool is_nan_bits(vclass c, uint64_t bits)
{
    return isnan(float_value(c, bits));
}

bool is_subnormal_bits(vclass c, uint64_t bits)
{
    ffmt F = fmt_of(c);
    uint64_t mag = bits & ((UINT64_C(1) << (F.total - 1)) - 1);
    return mag && mag < (UINT64_C(1) << (F.p - 1));
}

void set_round(rmode m)
{
    static const int modes[] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
    fesetround(modes[m]);
}

void reset_round(void)
{
    fesetround(FE_TONEAREST);
}

/* ---- inputs ---- */

static void gen_default(form *f, rng *r)
{
    size_t ne[MAX_IN], prod_dom = 1, prod_edge = 1;
    const uint64_t *ev[MAX_IN];
    bool small = true;
    for (unsigned k = 0; k < f->nin; k++) {
        ev[k] = edge_values(f->in[k], &ne[k]);
        size_t d = domain_size(f->in[k]);
        small = small && d && prod_dom * d <= EXHAUSTIVE_MAX;
        if (small)
            prod_dom *= d;
        prod_edge = prod_edge > CROSS_MAX ? prod_edge : prod_edge * ne[k];
    }
    uint64_t in[MAX_IN];
    if (small) {
        for (size_t i = 0; i < prod_dom; i++) {
            size_t x = i;
            for (unsigned k = 0; k < f->nin; k++) {
                size_t d = domain_size(f->in[k]);
                in[k] = x % d;
                x /= d;
            }
            push_input(f, in);
        }
        return;
    }
    if (prod_edge <= CROSS_MAX) {
        for (size_t i = 0; i < prod_edge; i++) {
            size_t x = i;
            for (unsigned k = 0; k < f->nin; k++) {
                in[k] = ev[k][x % ne[k]];
                x /= ne[k];
            }
            push_input(f, in);
        }
    } else {
        for (size_t i = 0; i < CROSS_MAX / 4; i++) {
            for (unsigned k = 0; k < f->nin; k++)
                in[k] = ev[k][rnd_below(r, ne[k])];
            push_input(f, in);
        }
    }
    size_t nr = f->nrand ? f->nrand : DEFAULT_RAND;
    for (size_t i = 0; i < nr; i++) {
        for (unsigned k = 0; k < f->nin; k++)
            in[k] = rnd_below(r, 4) ? random_value(r, f->in[k]) : ev[k][rnd_below(r, ne[k])];
        push_input(f, in);
    }
}

static void generate(form *f)
{
    rng r = {hash_name(f->name)};
    if (f->gen)
        f->gen(f, &r);
    else
        gen_default(f, &r);
    /* garbage in the high byte of 8-bit operands; drop invalid inputs */
    size_t w = 0;
    for (size_t i = 0; i < f->n; i++) {
        uint64_t in[MAX_IN];
        for (unsigned k = 0; k < f->nin; k++) {
            in[k] = f->v[k][i];
            if (f->in[k] == V_U8 && !f->gen)
                in[k] = (in[k] & 0xff) | (rnd(&r) & 0xff00);
        }
        if (f->valid && !f->valid(f, in))
            continue;
        for (unsigned k = 0; k < f->nin; k++)
            f->v[k][w] = in[k];
        w++;
    }
    f->n = w;
}

/* ---- the module ---- */

typedef struct sbuf {
    char *s;
    size_t n, c;
    int lines;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->s + b->n, b->c - b->n, fmt, ap);
        va_end(ap);
        if (k >= 0 && b->n + (size_t)k < b->c) {
            for (const char *p = b->s + b->n; *p; p++)
                b->lines += *p == '\n';
            b->n += (size_t)k;
            return;
        }
        b->c = b->c ? 2 * b->c + (size_t)k : 65536;
        b->s = xrealloc(b->s, b->c);
    }
}

static const char *const in_names[MAX_IN] = {"%a", "%b", "%c", "%e"};
static const char *const out_names[MAX_OUT] = {"%d", "%q", "%s"};

static void emit_form(sbuf *b, const form *f, size_t idx)
{
    sb_printf(b, "\n// %s\n.visible .entry f%zu(.param .u64 i0, .param .u64 i1, .param .u64 i2, .param .u64 i3,\n"
                 "\t.param .u64 o0, .param .u64 o1, .param .u64 o2, .param .u64 m, .param .u32 n)\n{\n",
              f->name, idx);
    sb_printf(b, "\t.reg .pred %%hp;\n\t.reg .b32 %%h<4>;\n\t.reg .b64 %%hd<3>;\n\t.reg .b16 %%hs;\n");
    for (unsigned k = 0; k < f->nin; k++)
        sb_printf(b, "\t.reg %s %s;\n", reg_type(f->in[k]), in_names[k]);
    for (unsigned k = 0; k < f->nout; k++)
        sb_printf(b, "\t.reg %s %s;\n", reg_type(f->out[k]), out_names[k]);
    if (f->mem_n)
        sb_printf(b, "\t.reg .b64 %%m;\n");
    if (f->decl[0])
        sb_printf(b, "\t%s\n", f->decl);
    sb_printf(b, "\tmov.u32 %%h0, %%ctaid.x;\n\tmov.u32 %%h1, %%ntid.x;\n\tmov.u32 %%h2, %%tid.x;\n"
                 "\tmad.lo.u32 %%h0, %%h0, %%h1, %%h2;\n\tld.param.u32 %%h3, [n];\n"
                 "\tsetp.ge.u32 %%hp, %%h0, %%h3;\n\t@%%hp bra $Ldone;\n\tcvt.u64.u32 %%hd0, %%h0;\n");
    if (f->mem_n)
        sb_printf(b, "\tld.param.u64 %%m, [m];\n");
    for (unsigned k = 0; k < f->nin; k++) {
        sb_printf(b, "\tld.param.u64 %%hd1, [i%u];\n\tmul.lo.u64 %%hd2, %%hd0, %u;\n\tadd.u64 %%hd1, %%hd1, %%hd2;\n",
                  k, mem_size(f->in[k]));
        if (f->in[k] == V_PRED)
            sb_printf(b, "\tld.global.u8 %%hs, [%%hd1];\n\tsetp.ne.b16 %s, %%hs, 0;\n", in_names[k]);
        else
            sb_printf(b, "\tld.global%s %s, [%%hd1];\n", mem_type(f->in[k]), in_names[k]);
    }
    sb_printf(b, "\t%s\n", f->text);
    for (unsigned k = 0; k < f->nout; k++) {
        sb_printf(b, "\tld.param.u64 %%hd1, [o%u];\n\tmul.lo.u64 %%hd2, %%hd0, %u;\n\tadd.u64 %%hd1, %%hd1, %%hd2;\n",
                  k, mem_size(f->out[k]));
        if (f->out[k] == V_PRED)
            sb_printf(b, "\tselp.u16 %%hs, 1, 0, %s;\n\tst.global.u8 [%%hd1], %%hs;\n", out_names[k]);
        else
            sb_printf(b, "\tst.global%s [%%hd1], %s;\n", mem_type(f->out[k]), out_names[k]);
    }
    sb_printf(b, "$Ldone:\n\tret;\n}\n");
}

/* The module of the forms in use: their first and last lines recorded. */
static char *build_module(const bool *use)
{
    sbuf b = {0};
    sb_printf(&b, "// per-instruction tests: %s\n.version 8.3\n.target sm_90\n.address_size 64\n", family_name);
    for (size_t i = 0; i < nforms; i++) {
        if (!use[i])
            continue;
        forms[i]->first_line = b.lines + 1;
        emit_form(&b, forms[i], i);
        forms[i]->last_line = b.lines;
    }
    return b.s;
}

/* ---- the driver API ---- */

#define CK(call)                                                                   \
    do {                                                                           \
        CUresult r_ = (call);                                                      \
        if (r_ != CUDA_SUCCESS) {                                                  \
            const char *nm_ = "?";                                                 \
            cuGetErrorName(r_, &nm_);                                              \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, nm_);   \
            exit(2);                                                               \
        }                                                                          \
    } while (0)

static char errlog[65536];

static CUresult load(const char *text, CUmodule *m)
{
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {errlog, (void *)(uintptr_t)sizeof errlog};
    errlog[0] = 0;
    return cuModuleLoadDataEx(m, text, 2, opts, vals);
}

static size_t nfailed_compile;

static void mark_broken(size_t i, const char *why)
{
    form *f = forms[i];
    f->skip = true;
    nfailed_compile++;
    printf("FAIL %s: does not compile: %s\n", f->name, why);
}

/* Forms named by "file:LINE:COL: error:" lines of the log: excluded. */
static size_t exclude_from_log(bool *use)
{
    size_t n = 0;
    for (const char *p = errlog; (p = strstr(p, ": error:")); p++) {
        const char *q = p;
        while (q > errlog && q[-1] != '\n')
            q--;
        int line = 0, col = 0;
        const char *c = strchr(q, ':');
        if (!c || sscanf(c, ":%d:%d", &line, &col) != 2)
            continue;
        const char *e = strchr(p, '\n');
        int len = e ? (int)(e - p) : (int)strlen(p);
        for (size_t i = 0; i < nforms; i++)
            if (use[i] && line >= forms[i]->first_line && line <= forms[i]->last_line) {
                char why[512];
                snprintf(why, sizeof why, "%.*s", len - 2 > 400 ? 400 : len - 2, p + 2);
                use[i] = false;
                mark_broken(i, why);
                n++;
            }
    }
    return n;
}

/* Load the forms in use, leaving out the ones that do not compile: first
 * by the lines of the errors, then by halves. */
static bool load_forms(bool *use, size_t lo, size_t hi, CUmodule *out, bool top)
{
    for (int round = 0; round < 50; round++) {
        bool any = false;
        for (size_t i = lo; i < hi; i++)
            any = any || use[i];
        if (!any)
            return false;
        bool *sub = xmalloc(nforms * sizeof *sub);
        for (size_t i = 0; i < nforms; i++)
            sub[i] = i >= lo && i < hi && use[i];
        char *text = build_module(sub);
        free(sub);
        const char *keep = getenv("INSTR_KEEP");
        if (keep && top && round == 0) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s.ptx", keep, family_name);
            FILE *fp = fopen(path, "w");
            if (fp) {
                fputs(text, fp);
                fclose(fp);
            }
        }
        CUresult r = load(text, out);
        free(text);
        if (r == CUDA_SUCCESS)
            return true;
        if (r != CUDA_ERROR_INVALID_PTX && r != CUDA_ERROR_INVALID_IMAGE && r != CUDA_ERROR_INVALID_SOURCE) {
            const char *nm = "?";
            cuGetErrorName(r, &nm);
            fprintf(stderr, "cuModuleLoadDataEx: %s\n%s\n", nm, errlog);
            exit(2);
        }
        if (!exclude_from_log(use))
            break;
    }
    /* no line to blame: halves */
    size_t n = 0, last = lo;
    for (size_t i = lo; i < hi; i++)
        if (use[i])
            n++, last = i;
    if (n == 1) {
        char why[600];
        snprintf(why, sizeof why, "%.500s", errlog);
        use[last] = false;
        mark_broken(last, why);
    }
    return false;
}

/* ---- comparing ---- */

static double ulp_of(vclass c, double x)
{
    ffmt F = fmt_of(c);
    int e;
    if (x == 0 || !isfinite(x))
        e = F.emin;
    else {
        frexp(x, &e);
        e -= 1;
        if (e < F.emin)
            e = F.emin;
    }
    return ldexp(1.0, e - (int)F.p + 1);
}

static double max_finite(vclass c)
{
    ffmt F = fmt_of(c);
    return ldexp(2.0 - ldexp(1.0, 1 - (int)F.p), F.emax);
}

static bool close_enough(const form *f, vclass c, double exact, uint64_t gotbits)
{
    double g = float_value(c, gotbits);
    if (isnan(exact))
        return isnan(g);
    if (isnan(g))
        return false;
    if (isinf(exact))
        return g == exact;
    double tol = f->tol_abs + f->tol_rel * fabs(exact) + f->tol_ulp * ulp_of(c, exact);
    if (isinf(g))
        return fabs(exact) + tol >= max_finite(c) && (g > 0) == (exact > 0);
    return fabs(g - exact) <= tol;
}

static bool same(const form *f, unsigned k, uint64_t exp, uint64_t got)
{
    vclass c = f->out[k];
    if (f->cmp)
        return f->cmp(f, k, exp, got);
    if (f->approx && is_float_class(c))
        return close_enough(f, c, f64_of(exp), got);
    uint64_t m = class_mask(c);
    exp &= m;
    got &= m;
    if (is_float_class(c)) {
        if (is_nan_bits(c, exp))
            return is_nan_bits(c, got);
        if (f->any_zero_sign && float_value(c, exp) == 0 && float_value(c, got) == 0)
            return true;
    }
    return exp == got;
}

static void print_value(vclass c, uint64_t v, bool exact_double)
{
    if (exact_double) {
        printf("%.17g (%a)", f64_of(v), f64_of(v));
        return;
    }
    v &= class_mask(c);
    switch (c) {
    case V_PRED: printf("%u", (unsigned)v); break;
    case V_F16: case V_BF16: case V_F32: case V_F64:
        printf("0x%0*llx (%.17g)", (int)class_bits(c) / 4, (unsigned long long)v, float_value(c, v));
        break;
    default: {
        unsigned bits = c == V_U8 ? 16 : class_bits(c);
        int64_t s = bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
        printf("0x%0*llx (%llu, %lld)", (int)bits / 4, (unsigned long long)v, (unsigned long long)v, (long long)s);
        break;
    }
    }
}

static void report(const form *f, const uint64_t *in, const uint64_t *exp, const uint64_t *got)
{
    static const char *const innm[MAX_IN] = {"a", "b", "c", "e"}, *const outnm[MAX_OUT] = {"d", "q", "s"};
    printf("FAIL %s:", f->name);
    for (unsigned k = 0; k < f->nin; k++) {
        printf(" %s=", innm[k]);
        print_value(f->in[k], in[k], false);
    }
    printf("\n");
    for (unsigned k = 0; k < f->nout; k++) {
        printf("    %s: expected ", outnm[k]);
        print_value(f->out[k], exp[k], f->approx && is_float_class(f->out[k]));
        printf(", got ");
        print_value(f->out[k], got[k], false);
        printf("%s\n", same(f, k, exp[k], got[k]) ? "" : "  <--");
    }
}

static uint64_t load_elem(const unsigned char *p, unsigned size)
{
    uint64_t v = 0;
    memcpy(&v, p, size); /* little-endian host */
    return v;
}

static size_t total_inputs, nfailed_forms, nmismatch, nran;

/* ---- the family's digest ----
 * Each form's raw output bits (per input, its outputs in order; atomics,
 * whose results depend on the threads' order, are left out) are kept, and hashed with FNV-1a 64 in
 * form order at the end (groups may run out of order after a compile
 * error), so that scripts can compare runs of device code compiled for
 * different CPU models: "digest <family> <16 hex digits>". */
typedef struct outbuf {
    unsigned char *p;
    size_t n, c;
} outbuf;

static outbuf *form_out; /* nforms of them */

static void ob_put(outbuf *b, const unsigned char *p, size_t n)
{
    if (b->n + n > b->c) {
        b->c = (b->n + n) * 2;
        b->p = xrealloc(b->p, b->c);
    }
    memcpy(b->p + b->n, p, n);
    b->n += n;
}

static uint64_t fnv1a(uint64_t h, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}

static void print_digest(void)
{
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    bool each = getenv("INSTR_DIGEST_FORMS") != NULL; /* to find the forms that differ */
    for (size_t i = 0; i < nforms; i++) {
        h = fnv1a(h, form_out[i].p, form_out[i].n);
        if (each && form_out[i].n)
            printf("digest-form %s %016llx\n", forms[i]->name,
                   (unsigned long long)fnv1a(UINT64_C(0xcbf29ce484222325), form_out[i].p, form_out[i].n));
        free(form_out[i].p);
    }
    printf("digest %s %016llx\n", family_name, (unsigned long long)h);
}

/* form idx's outputs (host[k], n inputs) */
static void keep_outputs(const form *f, size_t idx, unsigned char *const *host)
{
    outbuf *b = &form_out[idx];
    for (size_t i = 0; i < f->n; i++)
        for (unsigned k = 0; k < f->nout; k++) {
            unsigned sz = mem_size(f->out[k]);
            ob_put(b, host[k] + i * sz, sz);
        }
}

static void run_form(CUmodule m, size_t idx)
{
    form *f = forms[idx];
    if (!f->n)
        return;
    char name[32];
    snprintf(name, sizeof name, "f%zu", idx);
    CUfunction fn;
    CK(cuModuleGetFunction(&fn, m, name));
    CUdeviceptr din[MAX_IN] = {0}, dout[MAX_OUT] = {0};
    unsigned char *host[MAX_OUT];
    size_t n = f->n;
    for (unsigned k = 0; k < f->nin; k++) {
        unsigned sz = mem_size(f->in[k]);
        unsigned char *buf = xmalloc(n * sz);
        for (size_t i = 0; i < n; i++)
            memcpy(buf + i * sz, &f->v[k][i], sz);
        CK(cuMemAlloc(&din[k], n * sz));
        CK(cuMemcpyHtoD(din[k], buf, n * sz));
        free(buf);
    }
    for (unsigned k = 0; k < f->nout; k++) {
        unsigned sz = mem_size(f->out[k]);
        CK(cuMemAlloc(&dout[k], n * sz));
        CK(cuMemsetD8(dout[k], 0xa5, n * sz));
        host[k] = xmalloc(n * sz);
    }
    CUdeviceptr dmem = 0;
    unsigned msz = f->mem_n ? mem_size(f->mem_class) : 0;
    uint64_t *mem = NULL;
    if (f->mem_n) {
        unsigned char *buf = xmalloc((size_t)f->mem_n * msz);
        for (unsigned k = 0; k < f->mem_n; k++)
            memcpy(buf + (size_t)k * msz, &f->mem_init[k % 8], msz);
        CK(cuMemAlloc(&dmem, (size_t)f->mem_n * msz));
        CK(cuMemcpyHtoD(dmem, buf, (size_t)f->mem_n * msz));
        free(buf);
    }
    unsigned nn = (unsigned)n;
    void *params[] = {&din[0], &din[1], &din[2], &din[3], &dout[0], &dout[1], &dout[2], &dmem, &nn};
    CK(cuLaunchKernel(fn, (unsigned)((n + BLOCK - 1) / BLOCK), 1, 1, BLOCK, 1, 1, 0, NULL, params, NULL));
    CK(cuCtxSynchronize());
    for (unsigned k = 0; k < f->nout; k++)
        CK(cuMemcpyDtoH(host[k], dout[k], n * mem_size(f->out[k])));
    size_t bad = 0;
    if (f->mem_n) {
        unsigned char *buf = xmalloc((size_t)f->mem_n * msz);
        CK(cuMemcpyDtoH(buf, dmem, (size_t)f->mem_n * msz));
        mem = xmalloc(f->mem_n * sizeof *mem);
        for (unsigned k = 0; k < f->mem_n; k++)
            mem[k] = load_elem(buf + (size_t)k * msz, msz);
        /* Atomics are left out of the digest: the old values each thread
         * gets, and the final word of exch/cas or of float adds, depend on
         * the order the threads ran in, which no two runs share. Their own
         * check() accepts every order. */
        free(buf);
        CK(cuMemFree(dmem));
    } else {
        keep_outputs(f, idx, host);
    }
    if (f->check) {
        uint64_t *outs[MAX_OUT] = {0};
        for (unsigned k = 0; k < f->nout; k++) {
            outs[k] = xmalloc(n * sizeof(uint64_t));
            for (size_t i = 0; i < n; i++)
                outs[k][i] = load_elem(host[k] + i * mem_size(f->out[k]), mem_size(f->out[k]));
        }
        bad = f->check(f, outs, mem);
        for (unsigned k = 0; k < f->nout; k++)
            free(outs[k]);
        n = 0; /* no per-input comparison */
        total_inputs += f->n;
    }
    free(mem);
    for (size_t i = 0; i < n; i++) {
        uint64_t in[MAX_IN] = {0}, exp[MAX_OUT] = {0}, got[MAX_OUT] = {0};
        for (unsigned k = 0; k < f->nin; k++)
            in[k] = f->v[k][i];
        f->ref(f, in, exp);
        reset_round();
        bool ok = true;
        for (unsigned k = 0; k < f->nout; k++) {
            got[k] = load_elem(host[k] + i * mem_size(f->out[k]), mem_size(f->out[k]));
            ok = ok && same(f, k, exp[k], got[k]);
        }
        if (!ok && bad++ < MAX_SHOWN)
            report(f, in, exp, got);
    }
    if (bad) {
        if (bad > MAX_SHOWN)
            printf("FAIL %s: ... %zu of %zu inputs wrong\n", f->name, bad, f->n);
        nfailed_forms++;
        nmismatch += bad;
    } else if (getenv("INSTR_VERBOSE")) {
        printf("ok %s (%zu inputs)\n", f->name, f->n);
    }
    total_inputs += n;
    nran++;
    for (unsigned k = 0; k < f->nin; k++)
        CK(cuMemFree(din[k]));
    for (unsigned k = 0; k < f->nout; k++) {
        CK(cuMemFree(dout[k]));
        free(host[k]);
    }
}

/* ---- main ---- */

static char cache_dir[4096];

static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char p[8192];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
            remove_tree(p);
        else
            unlink(p);
    }
    closedir(d);
    rmdir(dir);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (!getenv("FERRY_CACHE_DIR")) {
        const char *tmp = getenv("TMPDIR");
        snprintf(cache_dir, sizeof cache_dir, "%s/ferry-instr-XXXXXX", tmp && *tmp ? tmp : "/tmp");
        if (!mkdtemp(cache_dir)) {
            perror("mkdtemp");
            return 2;
        }
        setenv("FERRY_CACHE_DIR", cache_dir, 1);
    }
    double t0 = now();
    family_forms();
    const char *filter = getenv("INSTR_FILTER");
    bool *use = xmalloc((nforms ? nforms : 1) * sizeof *use);
    form_out = calloc(nforms ? nforms : 1, sizeof *form_out);
    if (!form_out) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }
    for (size_t i = 0; i < nforms; i++) {
        use[i] = !filter || strstr(forms[i]->name, filter);
        if (use[i])
            generate(forms[i]);
    }
    double t1 = now();
    CK(cuInit(0));
    CUdevice dev;
    CUcontext ctx;
    CK(cuDeviceGet(&dev, 0));
    CK(cuCtxCreate(&ctx, 0, dev));
    /* load in groups so that a form that breaks the compile without a
     * line to blame costs only its group */
    CUmodule m;
    bool loaded = load_forms(use, 0, nforms, &m, true);
    double t2 = now();
    if (loaded) {
        for (size_t i = 0; i < nforms; i++)
            if (use[i])
                run_form(m, i);
        CK(cuModuleUnload(m));
    } else {
        /* split until each group loads */
        size_t step = nforms;
        while (step > 1) {
            step = (step + 1) / 2;
            bool progress = true;
            for (size_t lo = 0; lo < nforms; lo += step) {
                size_t hi = lo + step < nforms ? lo + step : nforms;
                bool any = false;
                for (size_t i = lo; i < hi; i++)
                    any = any || use[i];
                if (!any)
                    continue;
                CUmodule gm;
                if (load_forms(use, lo, hi, &gm, false)) {
                    for (size_t i = lo; i < hi; i++)
                        if (use[i]) {
                            run_form(gm, i);
                            use[i] = false;
                        }
                    CK(cuModuleUnload(gm));
                } else {
                    progress = false;
                }
            }
            if (progress)
                break;
        }
    }
    double t3 = now();
    CK(cuCtxDestroy(ctx));
    if (cache_dir[0])
        remove_tree(cache_dir);
    print_digest();
    printf("%s: %zu forms, %zu inputs checked; %zu forms wrong (%zu mismatches), %zu forms do not compile"
           " [inputs %.1fs, compile %.1fs, run %.1fs]\n",
           family_name, nran, total_inputs, nfailed_forms, nmismatch, nfailed_compile, t1 - t0, t2 - t1, t3 - t2);
    return nfailed_forms || nfailed_compile ? 1 : 0;
}
