/* Inline asm as LLVM IR holds it: the constraint string (one code per
 * operand, outputs first, then inputs, then clobbers) and the template
 * (clang writes the CUDA source's %N as $N, %% as %, %= as ${:uid} and a
 * '$' as $$). The template becomes PTX text in which each operand is a
 * register named as the source named the operand (%N). */
#include "asm_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

/* The PTX register type a constraint letter binds (NONE: an immediate;
 * COUNT: not a constraint we know). */
static ptx_type letter_type(char c)
{
    switch (c) {
    case 'r': return PTX_TYPE_B32;
    case 'h': return PTX_TYPE_B16;
    case 'c': return PTX_TYPE_B16; /* 8-bit values live in 16-bit registers */
    case 'l': return PTX_TYPE_B64;
    case 'f': return PTX_TYPE_F32;
    case 'd': return PTX_TYPE_F64;
    case 'q': return PTX_TYPE_B128;
    case 'b': return PTX_TYPE_PRED;
    case 'n': case 'i': return PTX_TYPE_NONE;
    default: return PTX_TYPE_COUNT;
    }
}

int asm_parse_constraints(const char *cons, size_t len, asm_operands *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    size_t cap = 1;
    for (size_t i = 0; i < len; i++)
        cap += cons[i] == ',';
    out->v = calloc(cap, sizeof *out->v);
    if (!out->v)
        return fail(err, errlen, "out of memory");
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && cons[j] != ',')
            j++;
        const char *s = cons + i, *end = cons + j;
        size_t n = (size_t)(end - s);
        i = j + 1;
        if (n && s[0] == '~')
            continue; /* a clobber: "memory" and registers change nothing here */
        asm_opnd *o = &out->v[out->n];
        memset(o, 0, sizeof *o);
        o->tied = -1;
        const char *p = s;
        if (p < end && *p == '=') {
            o->output = true;
            p++;
        }
        while (p < end && (*p == '&' || *p == '%')) /* early clobber, commutative */
            p++;
        if (p < end && *p == '*')
            return fail(err, errlen, "constraint '%.*s': memory operands are not supported in inline PTX", (int)n, s);
        if (!o->output && p < end && *p >= '0' && *p <= '9') {
            unsigned k = 0;
            for (; p < end && *p >= '0' && *p <= '9' && k < 1000; p++)
                k = k * 10 + (unsigned)(*p - '0');
            if (p != end || k >= out->n || !out->v[k].output)
                return fail(err, errlen, "constraint '%.*s' does not name an output", (int)n, s);
            o->tied = (int)k;
            o->letter = out->v[k].letter;
            o->type = out->v[k].type;
            memcpy(o->reg, out->v[k].reg, sizeof o->reg);
        } else {
            if (end - p != 1 || letter_type(*p) == PTX_TYPE_COUNT)
                return fail(err, errlen, "constraint '%.*s' is not supported (expected one of h r l f d q c n)",
                            (int)n, s);
            o->letter = *p;
            o->type = letter_type(*p);
            if (o->type == PTX_TYPE_NONE && o->output)
                return fail(err, errlen, "constraint '%.*s': an immediate cannot be an output", (int)n, s);
            snprintf(o->reg, sizeof o->reg, "%%%zu", out->n);
        }
        if (o->output)
            o->result = out->noutputs++;
        else
            o->arg = out->nargs++;
        out->n++;
    }
    return 0;
}

void asm_operands_free(asm_operands *ops)
{
    free(ops->v);
    memset(ops, 0, sizeof *ops);
}

/* ---- the template ---- */

typedef struct sbuf {
    char *s;
    size_t n, cap;
    bool oom;
} sbuf;

static void put(sbuf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->n + n + 1 > b->cap) {
        size_t c = b->cap ? b->cap : 64;
        while (c < b->n + n + 1)
            c *= 2;
        char *p = realloc(b->s, c);
        if (!p) {
            b->oom = true;
            return;
        }
        b->s = p;
        b->cap = c;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

typedef struct tbuild {
    sbuf ptx, src;
    uint32_t *map;
    size_t cap;
    bool oom;
} tbuild;

/* Appends a piece: ptx text p, spelled s in the source. */
static void emit(tbuild *t, const char *p, size_t np, const char *s, size_t ns)
{
    if (t->ptx.n + np + 1 > t->cap) {
        size_t c = t->cap ? t->cap : 64;
        while (c < t->ptx.n + np + 1)
            c *= 2;
        uint32_t *m = realloc(t->map, c * sizeof *m);
        if (!m) {
            t->oom = true;
            return;
        }
        t->map = m;
        t->cap = c;
    }
    for (size_t k = 0; k < np; k++)
        t->map[t->ptx.n + k] = (uint32_t)t->src.n;
    put(&t->ptx, p, np);
    put(&t->src, s, ns);
}

static int operand(tbuild *t, const asm_operands *ops, unsigned k, const char *mod, size_t nmod, char *err,
                   size_t errlen)
{
    if (k >= ops->n)
        return fail(err, errlen, "operand %%%u is used, but the asm statement has %zu operands", k, ops->n);
    const asm_opnd *o = &ops->v[k];
    char src[48];
    snprintf(src, sizeof src, "%%%.*s%u", (int)nmod, mod ? mod : "", k);
    if (o->type == PTX_TYPE_NONE) {
        if (nmod && !(nmod == 1 && mod[0] == 'c'))
            return fail(err, errlen, "operand modifier '%.*s' of %%%u is not supported", (int)nmod, mod, k);
        emit(t, o->imm, strlen(o->imm), src, strlen(src));
        return 0;
    }
    if (nmod)
        return fail(err, errlen, "operand modifier '%.*s' of %%%u is not supported", (int)nmod, mod, k);
    emit(t, o->reg, strlen(o->reg), src, strlen(src));
    return 0;
}

int asm_substitute(const char *tmpl, size_t len, const asm_operands *ops, unsigned uid, asm_text *out,
                   char *err, size_t errlen)
{
    tbuild t = {0};
    memset(out, 0, sizeof *out);
    int rc = 0;
    size_t i = 0;
    while (i < len && !rc) {
        char c = tmpl[i];
        if (c == '%') {
            emit(&t, "%", 1, "%%", 2);
            i++;
            continue;
        }
        if (c != '$') {
            emit(&t, &tmpl[i], 1, &tmpl[i], 1);
            i++;
            continue;
        }
        char d = i + 1 < len ? tmpl[i + 1] : 0;
        if (d == '$') {
            emit(&t, "$", 1, "$", 1);
            i += 2;
        } else if (d >= '0' && d <= '9') {
            unsigned k = 0;
            for (i++; i < len && tmpl[i] >= '0' && tmpl[i] <= '9'; i++)
                k = k < 100000 ? k * 10 + (unsigned)(tmpl[i] - '0') : k;
            rc = operand(&t, ops, k, NULL, 0, err, errlen);
        } else if (d == '{') {
            size_t j = i + 2;
            while (j < len && tmpl[j] != '}')
                j++;
            if (j >= len) {
                rc = fail(err, errlen, "unterminated '${' in the asm template");
                break;
            }
            const char *body = tmpl + i + 2;
            size_t nb = j - (i + 2);
            const char *colon = memchr(body, ':', nb);
            size_t ndig = colon ? (size_t)(colon - body) : nb;
            if (ndig == 0 && colon && nb - 1 == 3 && !memcmp(colon + 1, "uid", 3)) {
                char num[16];
                snprintf(num, sizeof num, "%u", uid);
                emit(&t, num, strlen(num), "%=", 2);
            } else if (ndig > 0 && ndig < 6 && strspn(body, "0123456789") >= ndig) {
                unsigned k = 0;
                for (size_t q = 0; q < ndig; q++)
                    k = k * 10 + (unsigned)(body[q] - '0');
                rc = operand(&t, ops, k, colon ? colon + 1 : NULL, colon ? nb - ndig - 1 : 0, err, errlen);
            } else {
                rc = fail(err, errlen, "'${%.*s}' in the asm template is not supported", (int)nb, body);
            }
            i = j + 1;
        } else {
            rc = fail(err, errlen, "'$%c' in the asm template is not supported", d ? d : ' ');
        }
    }
    if (!rc && (t.oom || t.ptx.oom || t.src.oom))
        rc = fail(err, errlen, "out of memory");
    if (!rc) {
        emit(&t, "", 0, "", 0);
        if (t.oom || !t.map) {
            rc = fail(err, errlen, "out of memory");
        } else {
            t.map[t.ptx.n] = (uint32_t)t.src.n;
            if (!t.ptx.s)
                put(&t.ptx, "", 0);
            if (!t.src.s)
                put(&t.src, "", 0);
            if (t.ptx.oom || t.src.oom)
                rc = fail(err, errlen, "out of memory");
        }
    }
    if (rc) {
        free(t.ptx.s);
        free(t.src.s);
        free(t.map);
        return -1;
    }
    out->ptx = t.ptx.s;
    out->nptx = t.ptx.n;
    out->src = t.src.s;
    out->nsrc = t.src.n;
    out->map = t.map;
    return 0;
}

void asm_text_free(asm_text *t)
{
    free(t->ptx);
    free(t->src);
    free(t->map);
    memset(t, 0, sizeof *t);
}

void asm_src_pos(const asm_text *t, int line, int col, int *sline, int *scol, size_t *start, size_t *len)
{
    size_t off = 0;
    for (int l = 1; l < line && off < t->nptx; off++)
        if (t->ptx[off] == '\n')
            l++;
    size_t lend = off;
    while (lend < t->nptx && t->ptx[lend] != '\n')
        lend++;
    off += col > 1 ? (size_t)(col - 1) : 0;
    if (off > lend)
        off = lend;
    size_t so = t->map[off];
    if (so > t->nsrc)
        so = t->nsrc;
    int l = 1;
    size_t ls = 0;
    for (size_t k = 0; k < so; k++)
        if (t->src[k] == '\n') {
            l++;
            ls = k + 1;
        }
    size_t le = ls;
    while (le < t->nsrc && t->src[le] != '\n')
        le++;
    *sline = l;
    *scol = (int)(so - ls) + 1;
    *start = ls;
    *len = le - ls;
}
