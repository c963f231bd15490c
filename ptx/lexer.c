/* The PTX lexer: comments, names, directives and modifiers (".word"),
 * integer and float literals, strings and punctuation. */
#include "lexer.h"

#include <stdlib.h>
#include <string.h>

#include "ptx.h"

void ptx_lex_init(ptx_lexer *lx, const char *text, size_t len, int first_line)
{
    lx->cur = text;
    lx->end = text + len;
    lx->bol = text;
    lx->line = first_line;
    lx->done = false;
}

static bool is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
/* PTX's followsym: [a-zA-Z0-9_$] */
static bool is_follow(int c) { return is_alpha(c) || is_digit(c) || c == '_' || c == '$'; }

static int hex_value(int c)
{
    if (is_digit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

static int peekc(const ptx_lexer *lx, size_t k)
{
    return (size_t)(lx->end - lx->cur) > k ? (unsigned char)lx->cur[k] : -1;
}

static void newline(ptx_lexer *lx, const char *after)
{
    lx->line++;
    lx->bol = after;
}

/* Skips blanks and comments. Returns an error message (an unterminated
 * block comment, a NUL byte in a comment) with its position, else NULL. */
static const char *skip_space(ptx_lexer *lx, const char **err_at, int *err_line, int *err_col)
{
    for (;;) {
        int c = peekc(lx, 0);
        if (c == '\n') {
            lx->cur++;
            newline(lx, lx->cur);
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            lx->cur++;
        } else if (c == '/' && peekc(lx, 1) == '/') {
            while (lx->cur < lx->end && *lx->cur != '\n') {
                if (*lx->cur == 0)
                    goto nul;
                lx->cur++;
            }
        } else if (c == '/' && peekc(lx, 1) == '*') {
            const char *start = lx->cur;
            int sline = lx->line, scol = (int)(start - lx->bol) + 1;
            lx->cur += 2;
            for (;;) {
                if (lx->cur >= lx->end) {
                    *err_at = start;
                    *err_line = sline;
                    *err_col = scol;
                    return "unterminated comment";
                }
                if (*lx->cur == '*' && peekc(lx, 1) == '/') {
                    lx->cur += 2;
                    break;
                }
                if (*lx->cur == 0)
                    goto nul;
                if (*lx->cur == '\n')
                    newline(lx, lx->cur + 1);
                lx->cur++;
            }
        } else {
            return NULL;
        }
    }
nul:
    *err_at = lx->cur;
    *err_line = lx->line;
    *err_col = (int)(lx->cur - lx->bol) + 1;
    return "NUL character in a comment";
}

static void set_error(ptx_lexer *lx, ptx_token *t, const char *msg, bool quote)
{
    t->kind = PTX_TK_ERROR;
    t->err = msg;
    t->err_quote = quote;
    lx->done = true;
}

/* Integer digits in base b from p; accumulates into *v with overflow
 * detection. Returns the end. */
static const char *int_digits(const char *p, const char *end, int base, uint64_t *v, bool *overflow)
{
    for (; p < end; p++) {
        int c = (unsigned char)*p;
        int d;
        if (base == 16 && is_hex(c))
            d = hex_value(c);
        else if (base != 16 && is_digit(c) && c - '0' < base)
            d = c - '0';
        else
            break;
        if (*v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            *overflow = true;
        *v = *v * (uint64_t)base + (uint64_t)d;
    }
    return p;
}

static void lex_number(ptx_lexer *lx, ptx_token *t)
{
    const char *p = lx->cur, *end = lx->end;
    int c1 = p + 1 < end ? (unsigned char)p[1] : -1;
    bool overflow = false;
    t->u = 0;
    t->base = PTX_BASE_DEC;

    if (p[0] == '0' && (c1 == 'f' || c1 == 'F' || c1 == 'd' || c1 == 'D')) {
        /* 0fXXXXXXXX: f32 bits; 0dXXXXXXXXXXXXXXXX: f64 bits */
        size_t want = (c1 == 'f' || c1 == 'F') ? 8 : 16;
        const char *q = p + 2;
        while (q < end && is_hex((unsigned char)*q))
            q++;
        t->text = p;
        t->len = (size_t)(q - p);
        if ((size_t)(q - (p + 2)) != want || (q < end && is_follow((unsigned char)*q))) {
            while (q < end && is_follow((unsigned char)*q))
                q++;
            t->len = (size_t)(q - p);
            lx->cur = q;
            set_error(lx, t, want == 8 ? "invalid f32 literal (0f needs 8 hex digits)"
                                       : "invalid f64 literal (0d needs 16 hex digits)", true);
            return;
        }
        for (const char *h = p + 2; h < q; h++)
            t->u = t->u << 4 | (uint64_t)hex_value((unsigned char)*h);
        t->kind = want == 8 ? PTX_TK_F32 : PTX_TK_F64;
        lx->cur = q;
        return;
    }

    const char *q;
    bool is_float = false;
    if (p[0] == '0' && (c1 == 'x' || c1 == 'X')) {
        t->base = PTX_BASE_HEX;
        q = int_digits(p + 2, end, 16, &t->u, &overflow);
        if (q == p + 2)
            goto bad;
    } else if (p[0] == '0' && (c1 == 'b' || c1 == 'B')) {
        t->base = PTX_BASE_BIN;
        q = int_digits(p + 2, end, 2, &t->u, &overflow);
        if (q == p + 2)
            goto bad;
    } else {
        q = p;
        while (q < end && is_digit((unsigned char)*q))
            q++;
        if (q < end && *q == '.') {
            is_float = true;
            q++;
            while (q < end && is_digit((unsigned char)*q))
                q++;
        }
        if (q < end && (*q == 'e' || *q == 'E')) {
            const char *e = q + 1;
            if (e < end && (*e == '+' || *e == '-'))
                e++;
            if (e < end && is_digit((unsigned char)*e)) {
                is_float = true;
                q = e;
                while (q < end && is_digit((unsigned char)*q))
                    q++;
            }
        }
        if (!is_float) {
            if (p[0] == '0' && q - p > 1) {
                t->base = PTX_BASE_OCT;
                const char *o = int_digits(p + 1, q, 8, &t->u, &overflow);
                if (o != q)
                    goto bad;
            } else {
                int_digits(p, q, 10, &t->u, &overflow);
            }
        }
    }
    if (!is_float && q < end && *q == 'U') {
        t->is_unsigned = true;
        q++;
    }
    if (q < end && is_follow((unsigned char)*q))
        goto bad;
    t->text = p;
    t->len = (size_t)(q - p);
    lx->cur = q;
    if (is_float) {
        char small[64];
        char *buf = t->len < sizeof small ? small : malloc(t->len + 1);
        if (!buf) {
            set_error(lx, t, "out of memory", false);
            return;
        }
        memcpy(buf, p, t->len);
        buf[t->len] = 0;
        t->d = strtod(buf, NULL);
        if (buf != small)
            free(buf);
        t->kind = PTX_TK_FLOAT;
        return;
    }
    if (overflow) {
        set_error(lx, t, "integer literal too large", true);
        return;
    }
    t->kind = PTX_TK_INT;
    return;

bad:
    q = p;
    while (q < end && (is_follow((unsigned char)*q) || *q == '.'))
        q++;
    t->text = p;
    t->len = (size_t)(q - p);
    lx->cur = q;
    set_error(lx, t, "invalid number", true);
}

void ptx_lex_next(ptx_lexer *lx, ptx_token *t)
{
    memset(t, 0, sizeof *t);
    const char *err_at = NULL;
    int err_line = 0, err_col = 0;
    const char *err = lx->done ? NULL : skip_space(lx, &err_at, &err_line, &err_col);
    if (err) {
        t->line = err_line;
        t->col = err_col;
        t->text = err_at;
        t->len = *err_at == 0 ? 1 : 2;
        set_error(lx, t, err, false);
        return;
    }
    t->line = lx->line;
    t->col = (int)(lx->cur - lx->bol) + 1;
    t->text = lx->cur;
    if (lx->done || lx->cur >= lx->end) {
        t->kind = PTX_TK_EOF;
        t->len = 0;
        lx->done = true;
        return;
    }
    const char *p = lx->cur;
    int c = (unsigned char)*p;

    if (is_alpha(c) || c == '_' || c == '$' || c == '%') {
        const char *q = p + 1;
        while (q < lx->end && is_follow((unsigned char)*q))
            q++;
        t->len = (size_t)(q - p);
        lx->cur = q;
        if (c == '%' && t->len == 1) {
            set_error(lx, t, "unexpected character", true);
            return;
        }
        t->kind = PTX_TK_IDENT;
        return;
    }
    if (c == '.') {
        /* .word, with ::-separated parts (.L2::128B, .shared::cta) */
        const char *q = p + 1;
        for (;;) {
            const char *s = q;
            while (q < lx->end && is_follow((unsigned char)*q))
                q++;
            if (q == s) {
                t->len = (size_t)(q - p);
                if (t->len == 1) {
                    lx->cur = q;
                    set_error(lx, t, "unexpected character", true);
                    return;
                }
                q -= 2; /* a trailing "::" is not part of the word */
                break;
            }
            if (q + 1 < lx->end && q[0] == ':' && q[1] == ':')
                q += 2;
            else
                break;
        }
        t->len = (size_t)(q - p);
        lx->cur = q;
        t->kind = PTX_TK_DOTWORD;
        return;
    }
    if (is_digit(c)) {
        lex_number(lx, t);
        return;
    }
    if (c == '"') {
        const char *q = p + 1;
        while (q < lx->end && *q != '"' && *q != '\n' && *q != 0) {
            if (*q == '\\' && q + 1 < lx->end && q[1] != '\n' && q[1] != 0)
                q++;
            q++;
        }
        if (q >= lx->end || *q != '"') {
            t->len = 1;
            lx->cur = q;
            set_error(lx, t, "unterminated string", false);
            return;
        }
        t->len = (size_t)(q + 1 - p);
        lx->cur = q + 1;
        t->kind = PTX_TK_STRING;
        return;
    }
    if (strchr(",;:{}[]()<>+-!|@=*/~&^?", c) && c != 0) {
        t->kind = c;
        t->len = 1;
        lx->cur = p + 1;
        return;
    }
    t->len = 1;
    lx->cur = p + 1;
    set_error(lx, t, "unexpected character", true);
}

const char *ptx_token_kind_name(int kind)
{
    switch (kind) {
    case PTX_TK_EOF: return "end of input";
    case PTX_TK_ERROR: return "invalid token";
    case PTX_TK_IDENT: return "a name";
    case PTX_TK_DOTWORD: return "a directive";
    case PTX_TK_INT: return "an integer";
    case PTX_TK_F32: return "an f32 literal";
    case PTX_TK_F64: return "an f64 literal";
    case PTX_TK_FLOAT: return "a float";
    case PTX_TK_STRING: return "a string";
    }
    return "punctuation";
}
