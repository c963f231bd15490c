/* The block shapes a source launches its kernels with, when the source
 * says them plainly: `k<<<grid, 256>>>`, `k<<<g, BLOCK>>>` with BLOCK a
 * #define, `const int block = 256`, `dim3 block(TILE, TILE)` or
 * `k<<<g, dim3(32, 8)>>>`. The lowering builds each such kernel a block
 * entry with the shape compiled in (lower/cpu/shapes.c). This reads
 * tokens, not C++: a name declared twice takes the declaration before the
 * launch, and a shape it cannot work out is left out. `#include "x.h"` is
 * looked for beside the file, then in the -I directories, and -D NAME=VALUE
 * defines NAME (as `-DBLOCK=128` sizes a launch). A wrong shape costs
 * compile time, never a wrong answer: the shaped entry runs only for
 * blocks that have its shape. */
#include "driver.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEPTH = 16, MAX_THREADS = 1024 };

typedef struct tok {
    const char *p;
    size_t len;
} tok;

typedef struct def {
    const char *name;
    size_t len;
    size_t first, end; /* its value: tokens [first, end) */
    int dims;          /* 0: an integer (#define, const int), 1-3: a dim3 of that many values */
} def;

typedef struct scan {
    tok *t;
    size_t n, cap;
    def *d;
    size_t nd, capd;
    const char *text;  /* the file being read */
    char *dir;         /* its directory, for its "..." includes */
    const ferry_strv *pp; /* the command line's -I and -D, or NULL */
    int depth;         /* of #include */
    ferry_strv texts;  /* the headers read, which the tokens point into */
} scan;

static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static bool tok_is(const tok *t, const char *s) { return t->len == strlen(s) && !strncmp(t->p, s, t->len); }

static bool tok_ident(const tok *t) { return t->len && (isalpha((unsigned char)t->p[0]) || t->p[0] == '_'); }

static void push_tok(scan *s, const char *p, size_t len)
{
    if (s->n == s->cap)
        s->t = ferry_xrealloc(s->t, (s->cap = s->cap ? 2 * s->cap : 1024) * sizeof *s->t);
    s->t[s->n++] = (tok){p, len};
}

static void push_def(scan *s, const tok *name, size_t first, size_t end, int dims)
{
    if (s->nd == s->capd)
        s->d = ferry_xrealloc(s->d, (s->capd = s->capd ? 2 * s->capd : 64) * sizeof *s->d);
    s->d[s->nd++] = (def){name->p, name->len, first, end, dims};
}

/* The latest definition of name before token `before`. */
static const def *lookup(const scan *s, const tok *name, size_t before)
{
    for (size_t i = s->nd; i-- > 0;)
        if (s->d[i].first <= before && s->d[i].len == name->len && !strncmp(s->d[i].name, name->p, name->len))
            return &s->d[i];
    return NULL;
}

static const char *const puncts[] = {"<<<", ">>>", "::", "<<", ">>"};

/* The tokens from p to the end of its line (a comment or a line ending
 * in a backslash goes on to the next); returns where it stopped. */
static const char *lex(scan *s, const char *p)
{
    while (*p) {
        size_t lit;
        if (*p == '\n')
            return p;
        if (*p == '\\' && p[1] == '\n') {
            p += 2;
        } else if (isspace((unsigned char)*p)) {
            p++;
        } else if ((lit = ferry_literal_len(s->text, p)) > 0) {
            /* a string or character stands for itself: it is never a shape */
            if (*p == '"' || *p == '\'')
                push_tok(s, "\"", 1);
            p += lit;
        } else if (is_ident_char(*p)) {
            const char *q = p;
            while (is_ident_char(*q) || (*q == '\'' && isxdigit((unsigned char)q[1]) && isdigit((unsigned char)*p)))
                q++;
            push_tok(s, p, (size_t)(q - p));
            p = q;
        } else {
            size_t len = 1;
            for (size_t k = 0; k < sizeof puncts / sizeof *puncts && len == 1; k++)
                if (!strncmp(p, puncts[k], strlen(puncts[k])))
                    len = strlen(puncts[k]);
            push_tok(s, p, len);
            p += len;
        }
    }
    return p;
}

static void tokenize(scan *s, const char *text);

/* The text of `#include "name"` (name: len bytes at p): beside the file,
 * then in each -I directory, as the preprocessor looks; *path gets where. */
static char *find_include(const scan *s, const char *p, int len, char **path)
{
    *path = p[0] == '/' ? ferry_asprintf("%.*s", len, p) : ferry_asprintf("%s/%.*s", s->dir, len, p);
    char *text = ferry_read_file(*path);
    for (size_t i = 0; !text && p[0] != '/' && s->pp && i < s->pp->n; i++) {
        const char *o = s->pp->v[i];
        if (strncmp(o, "-I", 2) != 0 || !o[2])
            continue;
        free(*path);
        *path = ferry_asprintf("%s/%.*s", o + 2, len, p);
        text = ferry_read_file(*path);
    }
    return text;
}

/* `#include "x.h"`: the project's own headers define the shapes
 * (bench/kernels/nw.h's T); system headers are not read. */
static void include(scan *s, const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    const char *end = *p == '"' ? strchr(p + 1, '"') : NULL;
    const char *nl = strchr(p, '\n');
    if (!end || (nl && end > nl) || s->depth >= 4)
        return;
    char *path;
    char *text = find_include(s, p + 1, (int)(end - p - 1), &path);
    if (text) {
        char *outer = s->dir;
        const char *slash = strrchr(path, '/');
        s->dir = ferry_asprintf("%.*s", (int)(slash - path), path);
        s->depth++;
        ferry_strv_push(&s->texts, text);
        tokenize(s, s->texts.v[s->texts.n - 1]);
        s->depth--;
        free(s->dir);
        s->dir = outer;
        free(text);
    }
    free(path);
}

/* `#define NAME value` (object-like) becomes a definition whose tokens
 * stay in the stream; other directives leave no tokens. */
static const char *directive(scan *s, const char *p)
{
    size_t before = s->n;
    const char *line = p + 1;
    p = lex(s, line);
    tok *t = s->t + before;
    size_t n = s->n - before;
    bool define = n >= 2 && tok_is(&t[0], "define") && tok_ident(&t[1]);
    bool function_like = define && n >= 3 && tok_is(&t[2], "(") && t[2].p == t[1].p + t[1].len;
    if (define && !function_like) {
        tok name = t[1];
        push_def(s, &name, before + 2, s->n, 0);
        return p;
    }
    /* #include, #if, #pragma, a macro with parameters: no tokens */
    bool inc = n >= 1 && tok_is(&t[0], "include");
    s->n = before;
    if (inc)
        include(s, strstr(line, "include") + 7);
    return p;
}

static void tokenize(scan *s, const char *text)
{
    const char *outer = s->text, *p = text;
    s->text = text;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v')
            p++;
        p = *p == '#' ? directive(s, p) : lex(s, p);
        if (*p == '\n')
            p++;
    }
    s->text = outer;
}

/* -DNAME=VALUE (or -DNAME, which is 1): a definition ahead of the file's
 * tokens. */
static void command_line_define(scan *s, const char *spec)
{
    const char *eq = strchr(spec, '=');
    size_t len = eq ? (size_t)(eq - spec) : strlen(spec);
    if (eq)
        ferry_strv_push(&s->texts, spec);
    else
        ferry_strv_pushf(&s->texts, "%s=1", spec);
    const char *text = s->texts.v[s->texts.n - 1];
    tok name = {text, len};
    if (!len || !tok_ident(&name))
        return;
    size_t before = s->n;
    const char *outer = s->text;
    s->text = text + len + 1;
    lex(s, s->text);
    s->text = outer;
    push_def(s, &name, before, s->n, 0);
}

/* ---- integer expressions over tokens [i, end) ---- */

typedef struct eval {
    const scan *s;
    size_t i, end, at; /* at: where the expression is, for lookups */
    int depth;
    bool bad;
} eval;

static long long expr(eval *e);

static long long number(eval *e, const tok *t)
{
    char buf[32];
    if (t->len >= sizeof buf)
        return e->bad = true, 0;
    size_t k = 0;
    for (size_t j = 0; j < t->len; j++)
        if (t->p[j] != '\'')
            buf[k++] = t->p[j];
    buf[k] = 0;
    char *rest;
    long long v = strtoll(buf, &rest, 0);
    while (*rest == 'u' || *rest == 'U' || *rest == 'l' || *rest == 'L')
        rest++;
    if (*rest)
        e->bad = true;
    return v;
}

static long long value_of(eval *e, const def *d)
{
    if (!d || d->dims || e->depth >= MAX_DEPTH)
        return e->bad = true, 0;
    eval sub = {e->s, d->first, d->end, d->first, e->depth + 1, false};
    long long v = expr(&sub);
    if (sub.bad || sub.i != sub.end)
        e->bad = true;
    return v;
}

static long long primary(eval *e)
{
    if (e->i >= e->end)
        return e->bad = true, 0;
    const tok *t = &e->s->t[e->i++];
    if (tok_is(t, "(")) {
        long long v = expr(e);
        if (e->i >= e->end || !tok_is(&e->s->t[e->i], ")"))
            return e->bad = true, 0;
        e->i++;
        return v;
    }
    if (tok_is(t, "-"))
        return -primary(e);
    if (tok_is(t, "+"))
        return primary(e);
    if (isdigit((unsigned char)t->p[0]))
        return number(e, t);
    if (tok_ident(t))
        return value_of(e, lookup(e->s, t, e->at));
    return e->bad = true, 0;
}

static long long term(eval *e)
{
    long long v = primary(e);
    while (!e->bad && e->i < e->end) {
        const tok *t = &e->s->t[e->i];
        if (!tok_is(t, "*") && !tok_is(t, "/") && !tok_is(t, "%"))
            break;
        e->i++;
        long long r = primary(e);
        if (tok_is(t, "*"))
            v *= r;
        else if (r == 0)
            e->bad = true;
        else
            v = tok_is(t, "/") ? v / r : v % r;
        if (v > (1LL << 31) || v < -(1LL << 31))
            e->bad = true;
    }
    return v;
}

static long long sum(eval *e)
{
    long long v = term(e);
    while (!e->bad && e->i < e->end && (tok_is(&e->s->t[e->i], "+") || tok_is(&e->s->t[e->i], "-"))) {
        bool plus = tok_is(&e->s->t[e->i++], "+");
        long long r = term(e);
        v = plus ? v + r : v - r;
    }
    return v;
}

static long long expr(eval *e)
{
    long long v = sum(e);
    while (!e->bad && e->i < e->end && (tok_is(&e->s->t[e->i], "<<") || tok_is(&e->s->t[e->i], ">>"))) {
        bool left = tok_is(&e->s->t[e->i++], "<<");
        long long r = sum(e);
        if (r < 0 || r > 31)
            return e->bad = true, 0;
        v = left ? v << r : v >> r;
    }
    return v;
}

/* The integer tokens [i, end) give, looked up as at token `at`. */
static bool int_value(const scan *s, size_t i, size_t end, size_t at, long long *v)
{
    eval e = {s, i, end, at, 0, false};
    *v = expr(&e);
    return !e.bad && e.i == end && i < end;
}

/* ---- declarations and launches ---- */

/* The end of the comma-separated item starting at i: the next `,` or
 * closing bracket at depth 0. */
static size_t item_end(const scan *s, size_t i, size_t limit)
{
    int depth = 0;
    for (; i < limit; i++) {
        const tok *t = &s->t[i];
        if (tok_is(t, "(") || tok_is(t, "{") || tok_is(t, "["))
            depth++;
        else if (tok_is(t, ")") || tok_is(t, "}") || tok_is(t, "]") || tok_is(t, ">>>") || tok_is(t, ";")) {
            if (depth-- == 0)
                return i;
        } else if (tok_is(t, ",") && depth == 0) {
            return i;
        }
    }
    return limit;
}

/* dim3 values in a bracketed list at i (`(` or `{`): up to three items.
 * Returns the index after the list, or 0 when it is not one. */
static size_t dim3_list(const scan *s, size_t i, long long dim[3], int *count)
{
    if (i >= s->n || !(tok_is(&s->t[i], "(") || tok_is(&s->t[i], "{")))
        return 0;
    size_t j = i + 1;
    *count = 0;
    dim[0] = dim[1] = dim[2] = 1;
    bool ok = true;
    while (j < s->n && !tok_is(&s->t[j], ")") && !tok_is(&s->t[j], "}")) {
        size_t end = item_end(s, j, s->n);
        if (*count == 3 || !int_value(s, j, end, i, &dim[*count]))
            ok = false;
        (*count)++;
        j = end < s->n && tok_is(&s->t[end], ",") ? end + 1 : end;
        if (end >= s->n)
            return 0;
    }
    if (j >= s->n)
        return 0;
    return ok && *count >= 1 && *count <= 3 ? j + 1 : 0;
}

/* `dim3 a(x, y), b = dim3(...), c{...}`: each declarator whose values are
 * constants becomes a definition whose tokens are the list. */
static void dim3_decl(scan *s, size_t i)
{
    while (i + 1 < s->n && tok_ident(&s->t[i])) {
        tok name = s->t[i];
        size_t at = i + 1, list = at;
        if (at < s->n && tok_is(&s->t[at], "="))
            list = at + 1 < s->n && tok_is(&s->t[at + 1], "dim3") ? at + 2 : at + 1;
        long long dim[3];
        int count = 0;
        size_t after = dim3_list(s, list, dim, &count);
        if (after) {
            push_def(s, &name, list + 1, after - 1, count);
            s->d[s->nd - 1].first = list; /* the list with its brackets */
            s->d[s->nd - 1].end = after;
        }
        size_t end = item_end(s, at, s->n);
        if (end >= s->n || !tok_is(&s->t[end], ","))
            return;
        i = end + 1;
    }
}

/* `const int a = 256, b = ...;` (const or constexpr, any integer type)
 * and `const dim3 block(16, 16);`: each declarator becomes a definition. */
static void const_decl(scan *s, size_t i)
{
    /* the type's words: int, unsigned, size_t, static... */
    while (i + 1 < s->n && tok_ident(&s->t[i]) && !tok_is(&s->t[i + 1], "=")) {
        if (tok_is(&s->t[i], "dim3")) {
            dim3_decl(s, i + 1);
            return;
        }
        i++;
    }
    while (i + 2 < s->n && tok_ident(&s->t[i]) && tok_is(&s->t[i + 1], "=")) {
        tok name = s->t[i];
        size_t end = item_end(s, i + 2, s->n);
        push_def(s, &name, i + 2, end, 0);
        if (end >= s->n || !tok_is(&s->t[end], ","))
            return;
        i = end + 1;
    }
}

/* The kernel named before the `<<<` at i: the identifier, skipping a
 * template argument list. */
static const tok *kernel_name(const scan *s, size_t i)
{
    if (i == 0)
        return NULL;
    size_t j = i - 1;
    if (tok_is(&s->t[j], ">")) {
        int depth = 0;
        for (;; j--) {
            if (tok_is(&s->t[j], ">"))
                depth++;
            else if (tok_is(&s->t[j], ">>"))
                depth += 2;
            else if (tok_is(&s->t[j], "<") && --depth == 0)
                break;
            if (j == 0)
                return NULL;
        }
        if (j == 0)
            return NULL;
        j--;
    }
    return tok_ident(&s->t[j]) ? &s->t[j] : NULL;
}

/* The block shape of the launch at `<<<` i, from its second argument. */
static bool launch_shape(const scan *s, size_t i, long long dim[3])
{
    size_t g_end = item_end(s, i + 1, s->n);
    if (g_end >= s->n || !tok_is(&s->t[g_end], ","))
        return false;
    size_t b = g_end + 1, b_end = item_end(s, b, s->n);
    int count;
    dim[0] = dim[1] = dim[2] = 1;
    if (b_end == b + 1 && tok_ident(&s->t[b])) {
        const def *d = lookup(s, &s->t[b], b);
        if (d && d->dims)
            return dim3_list(s, d->first, dim, &count) != 0;
    }
    if (b < b_end && tok_is(&s->t[b], "dim3"))
        return dim3_list(s, b + 1, dim, &count) == b_end;
    if (b < b_end && (tok_is(&s->t[b], "{")))
        return dim3_list(s, b, dim, &count) == b_end;
    return int_value(s, b, b_end, b, &dim[0]);
}

static bool plausible(const long long d[3])
{
    return d[0] >= 1 && d[1] >= 1 && d[2] >= 1 && d[0] <= MAX_THREADS && d[1] <= MAX_THREADS && d[2] <= 64
        && d[0] * d[1] * d[2] <= MAX_THREADS;
}

void ferry_launch_shapes(const char *text, const char *path, const ferry_strv *pp, ferry_strv *out)
{
    const char *slash = strrchr(path, '/');
    scan s = {.dir = slash ? ferry_asprintf("%.*s", (int)(slash - path + (slash == path)), path) : ferry_strdup("."),
              .pp = pp};
    for (size_t i = 0; pp && i < pp->n; i++)
        if (!strncmp(pp->v[i], "-D", 2))
            command_line_define(&s, pp->v[i] + 2);
    tokenize(&s, text);
    for (size_t i = 0; i < s.n; i++) {
        const tok *t = &s.t[i];
        if (tok_is(t, "dim3") && i + 1 < s.n && tok_ident(&s.t[i + 1]) && (i == 0 || !tok_is(&s.t[i - 1], "(")))
            dim3_decl(&s, i + 1);
        else if (tok_is(t, "const") || tok_is(t, "constexpr"))
            const_decl(&s, i + 1);
        else if (tok_is(t, "<<<")) {
            const tok *name = kernel_name(&s, i);
            long long dim[3];
            if (!name || !launch_shape(&s, i, dim) || !plausible(dim))
                continue;
            char *spec = ferry_asprintf("%.*s:%lld,%lld,%lld", (int)name->len, name->p, dim[0], dim[1], dim[2]);
            bool seen = false;
            for (size_t k = 0; k < out->n && !seen; k++)
                seen = !strcmp(out->v[k], spec);
            if (!seen)
                ferry_strv_push(out, spec);
            free(spec);
        }
    }
    free(s.t);
    free(s.d);
    free(s.dir);
    ferry_strv_free(&s.texts);
}
