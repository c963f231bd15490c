/* atom and red on global memory: 8192 threads over a few words. For atom
 * the old values each thread got must form a valid serialization (replayed
 * from the initial word: at each step some thread must have seen the
 * current value, its operation gives the next; the last is the final
 * word); for cas, a retry loop, the replaced values must be each of
 * init .. init+count-1 once; for red the final words must be right. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *family_name = "atom";

enum { NTHREADS = 8192 };

enum { ADD, FADD, INC, DEC, MIN, MAX, AND, OR, XOR, EXCH, CAS };

typedef struct aty {
    const char *name;
    unsigned bits;
    char kind; /* 'u' 's' 'b' 'f' */
} aty;

static const aty tys[] = {
    {"u32", 32, 'u'}, {"s32", 32, 's'}, {"b32", 32, 'b'}, {"f32", 32, 'f'},
    {"u64", 64, 'u'}, {"s64", 64, 's'}, {"b64", 64, 'b'}, {"f64", 64, 'f'},
    /* half precision: 'h' f16, 'g' bf16, 'H'/'G' their pairs in 32 bits */
    {"f16", 16, 'h'}, {"bf16", 16, 'g'}, {"f16x2", 32, 'H'}, {"bf16x2", 32, 'G'}, {"b16", 16, 'b'},
};
enum { U32, S32, B32, F32, U64, S64, B64, F64, F16, BF16, F16X2, BF16X2, B16 };

/* One half-precision add, rounded to nearest as atom.add.noftz does. */
static uint64_t half_add(vclass c, uint64_t s, uint64_t v)
{
    return round_double(c, float_value(c, s & 0xffff) + float_value(c, v & 0xffff), RN);
}

static uint64_t half_fadd(char kind, uint64_t s, uint64_t v)
{
    vclass c = kind == 'h' || kind == 'H' ? V_F16 : V_BF16;
    if (kind == 'h' || kind == 'g')
        return half_add(c, s, v);
    return half_add(c, s, v) | half_add(c, s >> 16, v >> 16) << 16;
}

static uint64_t mk(unsigned bits, uint64_t v)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static int64_t sx(unsigned bits, uint64_t v)
{
    return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

/* f->op, f->ty; f->arg: the bound of inc/dec */
static uint64_t apply(const form *f, uint64_t s, uint64_t v)
{
    const aty *t = &tys[f->ty];
    unsigned n = t->bits;
    switch (f->op) {
    case ADD: return mk(n, s + v);
    case FADD:
        if (t->kind != 'f')
            return half_fadd(t->kind, s, v);
        return n == 32 ? bits_f32(f32_of(s) + f32_of(v)) : bits_f64(f64_of(s) + f64_of(v));
    case INC: return mk(n, s) >= mk(n, v) ? 0 : mk(n, s + 1);
    case DEC: return (mk(n, s) == 0 || mk(n, s) > mk(n, v)) ? mk(n, v) : mk(n, s - 1);
    case MIN: return t->kind == 's' ? (sx(n, v) < sx(n, s) ? mk(n, v) : s) : (mk(n, v) < mk(n, s) ? mk(n, v) : s);
    case MAX: return t->kind == 's' ? (sx(n, v) > sx(n, s) ? mk(n, v) : s) : (mk(n, v) > mk(n, s) ? mk(n, v) : s);
    case AND: return s & v;
    case OR: return s | v;
    case XOR: return s ^ v;
    default: return mk(n, v); /* EXCH */
    }
}

static unsigned word_bytes(const form *f)
{
    return tys[f->ty].bits / 8;
}

static unsigned addr_of(const form *f, size_t i)
{
    return (unsigned)(f->v[1][i] / word_bytes(f));
}

static const uint64_t *sort_old;

static int by_old(const void *x, const void *y)
{
    uint64_t a = sort_old[*(const size_t *)x], b = sort_old[*(const size_t *)y];
    return a < b ? -1 : a > b;
}

static size_t check_serial(const form *f, uint64_t *const *out, const uint64_t *mem)
{
    size_t bad = 0, n = f->n;
    size_t *idx = malloc(n * sizeof *idx);
    bool *used = calloc(n, 1);
    if (!idx || !used) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    for (unsigned k = 0; k < f->mem_n; k++) {
        size_t cnt = 0;
        for (size_t i = 0; i < n; i++)
            if (addr_of(f, i) == k)
                idx[cnt++] = i;
        sort_old = out[0];
        qsort(idx, cnt, sizeof *idx, by_old);
        uint64_t state = f->mem_init[k % 8];
        size_t done = 0;
        while (done < cnt) {
            /* the threads that saw state: [lo, hi) */
            size_t lo = 0, hi = cnt;
            while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (out[0][idx[mid]] < state)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            size_t pick = (size_t)-1;
            for (size_t j = lo; j < cnt && out[0][idx[j]] == state; j++) {
                if (used[idx[j]])
                    continue;
                if (pick == (size_t)-1)
                    pick = idx[j];
                if (apply(f, state, f->v[0][idx[j]]) == state) {
                    pick = idx[j];
                    break;
                }
            }
            if (pick == (size_t)-1) {
                printf("FAIL %s: word %u: after %zu of %zu operations the word is 0x%llx, but no remaining thread got "
                       "that old value\n",
                       f->name, k, done, cnt, (unsigned long long)state);
                bad += cnt - done;
                break;
            }
            used[pick] = true;
            state = apply(f, state, f->v[0][pick]);
            done++;
        }
        if (done == cnt && state != mem[k]) {
            printf("FAIL %s: word %u: the replay ends at 0x%llx, the word is 0x%llx\n", f->name, k,
                   (unsigned long long)state, (unsigned long long)mem[k]);
            bad++;
        }
    }
    free(idx);
    free(used);
    return bad;
}

/* red: the final words only */
static size_t check_final(const form *f, uint64_t *const *out, const uint64_t *mem)
{
    (void)out;
    size_t bad = 0;
    for (unsigned k = 0; k < f->mem_n; k++) {
        uint64_t state = f->mem_init[k % 8];
        for (size_t i = 0; i < f->n; i++)
            if (addr_of(f, i) == k)
                state = apply(f, state, f->v[0][i]);
        if (state != mem[k]) {
            printf("FAIL %s: word %u: expected 0x%llx, got 0x%llx\n", f->name, k, (unsigned long long)state,
                   (unsigned long long)mem[k]);
            bad++;
        }
    }
    return bad;
}

/* cas loops: each thread added 1 by compare-and-swap */
static size_t check_cas(const form *f, uint64_t *const *out, const uint64_t *mem)
{
    size_t bad = 0;
    unsigned n = tys[f->ty].bits;
    for (unsigned k = 0; k < f->mem_n; k++) {
        uint64_t init = f->mem_init[k % 8];
        size_t cnt = 0;
        for (size_t i = 0; i < f->n; i++)
            cnt += addr_of(f, i) == k;
        unsigned char *seen = calloc(cnt ? cnt : 1, 1);
        if (!seen)
            exit(2);
        for (size_t i = 0; i < f->n; i++) {
            if (addr_of(f, i) != k)
                continue;
            uint64_t d = mk(n, out[0][i] - init);
            if (d >= cnt || seen[d]++) {
                if (bad++ < 5)
                    printf("FAIL %s: word %u: thread %zu replaced 0x%llx (twice, or out of range)\n", f->name, k, i,
                           (unsigned long long)out[0][i]);
            }
        }
        free(seen);
        if (mem[k] != mk(n, init + cnt)) {
            printf("FAIL %s: word %u: expected 0x%llx, got 0x%llx\n", f->name, k,
                   (unsigned long long)mk(n, init + cnt), (unsigned long long)mem[k]);
            bad++;
        }
    }
    return bad;
}

/* inputs: %a the operand, %b the byte offset of the word */
static void gen_atom(form *f, rng *r)
{
    const aty *t = &tys[f->ty];
    for (size_t i = 0; i < NTHREADS; i++) {
        uint64_t k = ((i * UINT64_C(2654435761)) >> 7) % f->mem_n, v;
        switch (f->op) {
        case ADD: /* old values are replayable when the word only grows */
            v = t->kind == 's' && f->check == check_final ? (uint64_t)(int64_t)((int64_t)rnd_below(r, 2001) - 1000)
                                                          : 1 + rnd_below(r, 100);
            break;
        case FADD:
            if (t->kind != 'f') {
                vclass c = t->kind == 'h' || t->kind == 'H' ? V_F16 : V_BF16;
                v = round_double(c, (double)(1 + rnd_below(r, 8)), RN);
                if (t->bits == 32)
                    v |= round_double(c, (double)(1 + rnd_below(r, 8)), RN) << 16;
                break;
            }
            v = t->bits == 32 ? bits_f32((float)(1 + rnd_below(r, 8))) : bits_f64((double)(1 + rnd_below(r, 8)));
            break;
        case INC: case DEC: v = f->arg; break;
        case EXCH: v = 0x1000 + i; break;
        case AND: v = ~(UINT64_C(1) << rnd_below(r, t->bits)) | (rnd_below(r, 2) ? 0 : rnd(r)); break;
        case OR: v = (UINT64_C(1) << rnd_below(r, t->bits)) & (rnd_below(r, 2) ? ~UINT64_C(0) : rnd(r)); break;
        default: v = rnd(r); break;
        }
        if (t->kind == 's' && (f->op == MIN || f->op == MAX))
            v = (uint64_t)(int64_t)((int64_t)rnd_below(r, 1u << 20) - (1 << 19)) * (rnd_below(r, 64) ? 1 : 4096);
        uint64_t in[2] = {mk(t->bits, v), k * (t->bits / 8)};
        push_input(f, in);
    }
}

static form *atom_form(const char *instr, int op, unsigned t, unsigned words, bool red, const uint64_t *init)
{
    char name[128], text[640];
    const aty *ty = &tys[t];
    vclass c = ty->kind == 'f' ? (ty->bits == 32 ? V_F32 : V_F64)
               : ty->kind == 'h' ? V_F16 : ty->kind == 'g' ? V_BF16
               : ty->bits == 16 ? V_U16 : ty->bits == 32 ? V_U32 : V_U64;
    vclass in[2] = {c, V_U64};
    snprintf(name, sizeof name, "%s.%s", instr, ty->name);
    if (op == CAS) {
        const char *b = ty->bits == 16 ? "b16" : ty->bits == 32 ? "b32" : "b64";
        snprintf(text, sizeof text,
                 "add.u64 %%x, %%m, %%b;\n\tld.global.%s %%t, [%%x];\n$Lretry:\n\tadd.u%u %%nv, %%t, 1;\n"
                 "\t%s.%s %%o, [%%x], %%t, %%nv;\n\tsetp.ne.%s %%p, %%o, %%t;\n\tmov.%s %%t, %%o;\n"
                 "\t@%%p bra $Lretry;\n\tmov.%s %%d, %%t;",
                 b, ty->bits, instr, b, b, b, b);
    } else if (red) {
        snprintf(text, sizeof text, "add.u64 %%x, %%m, %%b;\n\t%s.%s [%%x], %%a;", instr, ty->name);
    } else {
        snprintf(text, sizeof text, "add.u64 %%x, %%m, %%b;\n\t%s.%s %%d, [%%x], %%a;", instr, ty->name);
    }
    form *f = add_form(name, text, 2, in, red ? 0 : 1, &c, NULL);
    f->op = op;
    f->ty = (int)t;
    f->gen = gen_atom;
    f->mem_n = words;
    f->mem_class = c;
    for (unsigned k = 0; k < 8; k++)
        f->mem_init[k] = init ? mk(ty->bits, init[k]) : 0;
    f->check = op == CAS ? check_cas : red ? check_final : check_serial;
    if (op == CAS)
        snprintf(f->decl, sizeof f->decl, ".reg .b64 %%x;\n\t.reg .%s %%t, %%nv, %%o;\n\t.reg .pred %%p;",
                 ty->bits == 16 ? "b16" : ty->bits == 32 ? "b32" : "b64");
    else
        snprintf(f->decl, sizeof f->decl, ".reg .b64 %%x;");
    return f;
}

void family_forms(void)
{
    static const uint64_t zero[8] = {0};
    static const uint64_t mixed[8] = {5, UINT64_C(0x7fffffff), UINT64_C(0xffffffff00000000), 1, 0, 100, 7, 3};
    static const uint64_t ones[8] = {~UINT64_C(0), ~UINT64_C(0), UINT64_C(0xffff0000ffff0000), ~UINT64_C(0),
                                     ~UINT64_C(0), ~UINT64_C(0), ~UINT64_C(0), ~UINT64_C(0)};
    static const uint64_t big[8] = {100000, 200000, 300000, 400000, 500000, 600000, 700000, 800000};
    static const uint64_t fl32[8] = {0x3f800000, 0, 0x41200000, 0xc2c80000, 0, 0, 0, 0};
    static const uint64_t fl64[8] = {UINT64_C(0x3ff0000000000000), 0, UINT64_C(0x4024000000000000), 0, 0, 0, 0, 0};
    static const uint64_t minmax[8] = {0, UINT64_C(0x80000000), UINT64_C(0x7fffffff), 12345, 0, 0, 0, 0};
    static const unsigned ints[] = {U32, S32, U64, S64};
    for (size_t i = 0; i < 4; i++) {
        unsigned t = ints[i];
        atom_form("atom.global.add", ADD, t, 4, false, mixed);
        atom_form("atom.global.min", MIN, t, 4, false, minmax);
        atom_form("atom.global.max", MAX, t, 4, false, minmax);
        atom_form("red.global.add", ADD, t, 4, true, mixed);
        atom_form("red.global.min", MIN, t, 4, true, minmax);
        atom_form("red.global.max", MAX, t, 4, true, minmax);
    }
    static const unsigned bits_t[] = {B32, B64};
    for (size_t i = 0; i < 2; i++) {
        unsigned t = bits_t[i];
        /* atom.xor's old values are not replayable in general: its final word is checked */
        atom_form("atom.global.and", AND, t, 4, false, ones);
        atom_form("atom.global.or", OR, t, 4, false, zero);
        atom_form("atom.global.xor", XOR, t, 4, false, mixed)->check = check_final;
        atom_form("red.global.and", AND, t, 4, true, ones);
        atom_form("red.global.or", OR, t, 4, true, zero);
        atom_form("red.global.xor", XOR, t, 4, true, mixed);
        atom_form("atom.global.exch", EXCH, t, 4, false, mixed);
        atom_form("atom.global.cas", CAS, t, 8, false, mixed);
    }
    atom_form("atom.global.add", FADD, F32, 4, false, fl32);
    atom_form("atom.global.add", FADD, F64, 4, false, fl64);
    atom_form("red.global.add", FADD, F32, 4, true, fl32);
    atom_form("red.global.add", FADD, F64, 4, true, fl64);
    /* half precision (.noftz is required): few adds per word, so that the
     * sums stay exact integers and every old value is replayable */
    static const unsigned halves[] = {F16, BF16, F16X2, BF16X2};
    for (size_t i = 0; i < 4; i++) {
        unsigned t = halves[i], words = tys[t].kind == 'g' || tys[t].kind == 'G' ? 512 : 64;
        atom_form("atom.global.add.noftz", FADD, t, words, false, zero);
        atom_form("red.global.add.noftz", FADD, t, words, true, zero);
    }
    atom_form("atom.global.cas", CAS, B16, 8, false, mixed);
    /* inc/dec: without wrapping (bound above every value), and wrapping */
    form *f = atom_form("atom.global.inc", INC, U32, 4, false, zero);
    f->arg = 0xfffffff0u;
    f = atom_form("atom.global.inc", INC, U32, 4, false, mixed);
    f->arg = 37;
    snprintf(f->name, sizeof f->name, "atom.global.inc.u32 (bound 37)");
    f = atom_form("atom.global.dec", DEC, U32, 4, false, big);
    f->arg = 0xfffffff0u;
    f = atom_form("atom.global.dec", DEC, U32, 4, false, mixed);
    f->arg = 37;
    snprintf(f->name, sizeof f->name, "atom.global.dec.u32 (bound 37)");
    f = atom_form("red.global.inc", INC, U32, 4, true, zero);
    f->arg = 0xfffffff0u;
    f = atom_form("red.global.dec", DEC, U32, 4, true, big);
    f->arg = 0xfffffff0u;
    /* memory-order qualifiers, scopes, generic addresses, cvta */
    atom_form("atom.relaxed.gpu.global.add", ADD, U32, 4, false, mixed);
    atom_form("atom.acquire.sys.global.max", MAX, S32, 4, false, minmax);
    atom_form("atom.release.cta.global.exch", EXCH, B32, 4, false, mixed);
    atom_form("atom.acq_rel.gpu.global.cas", CAS, B64, 8, false, mixed);
    atom_form("red.release.gpu.global.add", ADD, U64, 4, true, mixed);
    atom_form("atom.add", ADD, U32, 4, false, mixed);
    atom_form("atom.cas", CAS, B32, 8, false, mixed);
    f = atom_form("atom.global.add", ADD, U64, 4, false, mixed);
    snprintf(f->name, sizeof f->name, "cvta.to.global.u64 + atom.global.add.u64");
    snprintf(f->text, sizeof f->text,
             "add.u64 %%x, %%m, %%b;\n\tcvta.to.global.u64 %%y, %%x;\n\tatom.global.add.u64 %%d, [%%y], %%a;");
    snprintf(f->decl, sizeof f->decl, ".reg .b64 %%x, %%y;");
}
