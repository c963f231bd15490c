/* The parser's machinery: memory, interning, lookahead, diagnostics and
 * register scopes. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"

/* ---- memory ----------------------------------------------------------- */

_Noreturn void ptx_p_oom(ptx_parser *p)
{
    longjmp(p->oom, 1);
}

void *ptx_p_alloc(ptx_parser *p, size_t size)
{
    void *q = ptx_arena_alloc(p->arena, size);
    if (!q)
        ptx_p_oom(p);
    return q;
}

void *ptx_vec_push(ptx_parser *p, ptx_vec *v, size_t elem)
{
    if (v->n == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 4;
        if (cap > SIZE_MAX / elem / 2)
            ptx_p_oom(p);
        void *d = ptx_p_alloc(p, cap * elem);
        if (v->n)
            memcpy(d, v->data, v->n * elem);
        v->data = d;
        v->cap = cap;
    }
    return (char *)v->data + elem * v->n++;
}

/* A malloc'd buffer with room for need elements (the parser frees it). */
void *ptx_p_grow(ptx_parser *p, void *buf, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return buf;
    size_t c = *cap ? *cap * 2 : 8;
    if (c < need)
        c = need;
    if (c > SIZE_MAX / elem)
        ptx_p_oom(p);
    void *b = realloc(buf, c * elem);
    if (!b)
        ptx_p_oom(p);
    *cap = c;
    return b;
}

/* An exact-size copy in the arena (NULL for none). */
void *ptx_p_copy(ptx_parser *p, const void *src, size_t n, size_t elem)
{
    if (!n)
        return NULL;
    void *d = ptx_p_alloc(p, n * elem);
    memcpy(d, src, n * elem);
    return d;
}

/* ---- interning -------------------------------------------------------- */

static uint32_t hash_bytes(const char *s, size_t len)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

ptx_sym *ptx_p_find(ptx_parser *p, const char *s, size_t len)
{
    if (!p->table_size)
        return NULL;
    uint32_t h = hash_bytes(s, len);
    for (ptx_sym *e = p->table[h & (p->table_size - 1)]; e; e = e->next)
        if (e->hash == h && e->len == len && memcmp(e->str, s, len) == 0)
            return e;
    return NULL;
}

static void grow_table(ptx_parser *p)
{
    size_t size = p->table_size ? p->table_size * 2 : 256;
    ptx_sym **t = calloc(size, sizeof *t);
    if (!t)
        ptx_p_oom(p);
    for (size_t i = 0; i < p->table_size; i++) {
        for (ptx_sym *e = p->table[i], *next; e; e = next) {
            next = e->next;
            e->next = t[e->hash & (size - 1)];
            t[e->hash & (size - 1)] = e;
        }
    }
    free(p->table);
    p->table = t;
    p->table_size = size;
}

ptx_sym *ptx_p_sym(ptx_parser *p, const char *s, size_t len)
{
    ptx_sym *e = ptx_p_find(p, s, len);
    if (e)
        return e;
    if (p->table_n >= p->table_size / 2)
        grow_table(p);
    e = ptx_arena_alloc(p->scratch, sizeof *e);
    if (!e)
        ptx_p_oom(p);
    char *str = ptx_arena_strndup(p->arena, s, len);
    if (!str)
        ptx_p_oom(p);
    e->str = str;
    e->len = len;
    e->hash = hash_bytes(s, len);
    e->next = p->table[e->hash & (p->table_size - 1)];
    p->table[e->hash & (p->table_size - 1)] = e;
    p->table_n++;
    return e;
}

const char *ptx_p_intern(ptx_parser *p, const char *s, size_t len)
{
    return ptx_p_sym(p, s, len)->str;
}

/* ---- tokens ----------------------------------------------------------- */

ptx_token *ptx_peek_n(ptx_parser *p, int k)
{
    while (p->la_n <= k) {
        ptx_lex_next(&p->lx, &p->la[(p->la_first + p->la_n) % PTX_LOOKAHEAD]);
        p->la_n++;
    }
    return &p->la[(p->la_first + k) % PTX_LOOKAHEAD];
}

ptx_token *ptx_peek(ptx_parser *p)
{
    return ptx_peek_n(p, 0);
}

void ptx_advance(ptx_parser *p)
{
    ptx_token *t = ptx_peek(p);
    if (t->kind == PTX_TK_EOF || t->kind == PTX_TK_ERROR)
        return; /* stay on it: every rule stops there */
    p->prev = *t;
    p->la_first = (p->la_first + 1) % PTX_LOOKAHEAD;
    p->la_n--;
}

bool ptx_accept(ptx_parser *p, int kind)
{
    if (ptx_peek(p)->kind != kind)
        return false;
    ptx_advance(p);
    return true;
}

bool ptx_is_dot(const ptx_token *t, const char *word)
{
    size_t n = strlen(word);
    return t->kind == PTX_TK_DOTWORD && t->len == n && memcmp(t->text, word, n) == 0;
}

ptx_loc ptx_tok_loc(ptx_parser *p, const ptx_token *t)
{
    return (ptx_loc){p->file, t->line, t->col};
}

/* ---- diagnostics ------------------------------------------------------ */

/* The token as quoted in a message: at most 40 bytes (longer ones end in
 * "..."), unprintable bytes as '?'. */
static void quote_token(const ptx_token *t, char *buf, size_t size)
{
    size_t n = t->len, shown = n > 40 ? 37 : n, j = 0;
    for (size_t i = 0; i < shown && j + 1 < size; i++) {
        unsigned char c = (unsigned char)t->text[i];
        buf[j++] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    if (shown < n)
        for (int i = 0; i < 3 && j + 1 < size; i++)
            buf[j++] = '.';
    buf[j] = 0;
}

static int report(ptx_parser *p, int line, int col, const char *text)
{
    if (p->failed)
        return -1;
    p->failed = true;
    if (!p->diag)
        return -1;
    p->diag->line = line;
    p->diag->col = col;
    char *msg = NULL;
    if (asprintf(&msg, "%s:%d:%d: error: %s", p->file, line, col, text) < 0)
        msg = NULL;
    p->diag->msg = msg;
    return -1;
}

static int report_token_error(ptx_parser *p, const ptx_token *t)
{
    char q[48], *text = NULL;
    int r;
    if (t->err_quote) {
        quote_token(t, q, sizeof q);
        if (asprintf(&text, "%s '%s'", t->err, q) < 0)
            return report(p, t->line, t->col, t->err);
        r = report(p, t->line, t->col, text);
        free(text);
        return r;
    }
    return report(p, t->line, t->col, t->err);
}

int ptx_error_at(ptx_parser *p, const ptx_token *t, const char *fmt, ...)
{
    if (t->kind == PTX_TK_ERROR)
        return report_token_error(p, t);
    char *text = NULL;
    va_list ap;
    va_start(ap, fmt);
    int n = vasprintf(&text, fmt, ap);
    va_end(ap);
    if (n < 0)
        return report(p, t->line, t->col, "out of memory");
    int r = report(p, t->line, t->col, text);
    free(text);
    return r;
}

int ptx_expected(ptx_parser *p, const char *what)
{
    ptx_token *t = ptx_peek(p);
    if (t->kind == PTX_TK_ERROR)
        return report_token_error(p, t);
    if (t->kind == PTX_TK_EOF)
        return ptx_error_at(p, t, "expected %s, got end of input", what);
    char q[48];
    quote_token(t, q, sizeof q);
    return ptx_error_at(p, t, "expected %s, got '%s'", what, q);
}

int ptx_expect(ptx_parser *p, int kind, const char *what)
{
    if (ptx_accept(p, kind))
        return 0;
    return ptx_expected(p, what);
}

/* ---- register scopes -------------------------------------------------- */

size_t ptx_scope_open(ptx_parser *p)
{
    return p->nundo;
}

void ptx_scope_close(ptx_parser *p, size_t mark)
{
    while (p->nundo > mark) {
        ptx_undo *u = &p->undo[--p->nundo];
        u->sym->is_reg = u->is_reg;
        u->sym->range = u->range;
    }
}

void ptx_scope_declare(ptx_parser *p, const char *name, uint32_t range)
{
    ptx_sym *s = ptx_p_sym(p, name, strlen(name));
    if (p->nundo == p->capundo) {
        size_t cap = p->capundo ? p->capundo * 2 : 64;
        ptx_undo *u = realloc(p->undo, cap * sizeof *u);
        if (!u)
            ptx_p_oom(p);
        p->undo = u;
        p->capundo = cap;
    }
    p->undo[p->nundo++] = (ptx_undo){s, s->is_reg, s->range};
    if (range)
        s->range = range;
    else
        s->is_reg = true;
}

/* ---- shared grammar pieces -------------------------------------------- */

ptx_int ptx_make_int(const ptx_token *t, bool negated)
{
    ptx_int v = {0};
    v.i = (int64_t)(negated ? (uint64_t)0 - t->u : t->u);
    v.base = t->base;
    v.is_unsigned = t->is_unsigned;
    v.negated = negated;
    return v;
}

/* An integer, optionally negative. */
int ptx_parse_int(ptx_parser *p, const char *what, int64_t *out)
{
    bool neg = false;
    if (ptx_peek(p)->kind == '-' && ptx_peek_n(p, 1)->kind == PTX_TK_INT) {
        ptx_advance(p);
        neg = true;
    }
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_INT)
        return ptx_expected(p, what);
    *out = ptx_make_int(t, neg).i;
    ptx_advance(p);
    return 0;
}

/* A non-negative integer in [lo, hi]; what names it in the message
 * ("alignment"). */
int ptx_parse_u32(ptx_parser *p, const char *what, uint32_t lo, uint32_t hi, uint32_t *out)
{
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_INT)
        return ptx_expected(p, "an integer");
    if (t->u < lo || t->u > hi)
        return ptx_error_at(p, t, "%s must be between %u and %u", what, lo, hi);
    *out = (uint32_t)t->u;
    ptx_advance(p);
    return 0;
}
