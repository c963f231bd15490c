/* nvcc accepts a kernel launch written with spaces inside its chevrons,
 * `kernel<< <grid, block>> >(args)`, and real code uses it; clang takes
 * only `<<<` and `>>>` as single tokens.  A source that has such a launch
 * is compiled from a copy with the chevrons joined (comments, strings and
 * character literals left alone), which starts with a #line naming the
 * original so that diagnostics and __FILE__ still point at it. */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct scan {
    const char *p;
    size_t opened;   /* joined `<< <` still waiting for their `>> >` */
} scan;

static const char *skip_blanks(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

/* `operator<< <T>(...)` names a template specialization of operator<<. */
static bool after_operator(const char *start, const char *at)
{
    const char *q = at;
    while (q > start && (q[-1] == ' ' || q[-1] == '\t'))
        q--;
    return q - start >= 8 && strncmp(q - 8, "operator", 8) == 0;
}

/* 1'000'000: C++14's digit separator, not a character literal. */
static bool digit_separator(const char *text, const char *p)
{
    char before = p > text ? p[-1] : 0;
    return (before >= '0' && before <= '9') || (before >= 'a' && before <= 'f') || (before >= 'A' && before <= 'F');
}

size_t ferry_literal_len(const char *text, const char *p)
{
    const char *q = p;
    if (q[0] == '/' && q[1] == '/') {
        while (*q && *q != '\n')
            q++;
    } else if (q[0] == '/' && q[1] == '*') {
        const char *end = strstr(q + 2, "*/");
        q = end ? end + 2 : q + strlen(q);
    } else if (*q == '"' || (*q == '\'' && !digit_separator(text, p))) {
        char quote = *q++;
        while (*q && *q != quote && *q != '\n')
            q += q[0] == '\\' && q[1] ? 2 : 1;
        if (*q == quote)
            q++;
    }
    return (size_t)(q - p);
}

/* At p: a spaced opening (`<<` blanks `<`) or closing (`>>` blanks `>`,
 * only when an opening waits); returns the length to replace, or 0. */
static size_t spaced_chevron(const scan *s, const char *start, const char *p, char c)
{
    if (p[0] != c || p[1] != c || (p > start && p[-1] == c))
        return 0;
    const char *q = skip_blanks(p + 2);
    if (q == p + 2 || *q != c || q[1] == c)
        return 0;
    if (c == '<' && after_operator(start, p))
        return 0;
    if (c == '>' && s->opened == 0)
        return 0;
    return (size_t)(q + 1 - p);
}

/* The joined text, or NULL when nothing needed joining. */
static char *join(const char *text, size_t *joined)
{
    size_t n = strlen(text);
    char *out = malloc(n + 1), *o = out;
    scan s = {text, 0};
    *joined = 0;
    for (const char *p = text; *p;) {
        size_t lit = ferry_literal_len(text, p), k;
        if (lit) {
            memcpy(o, p, lit);
            o += lit, p += lit;
        } else if ((k = spaced_chevron(&s, text, p, '<')) || (k = spaced_chevron(&s, text, p, '>'))) {
            memset(o, *p, 3);
            s.opened += *p == '<' ? 1 : -1;
            (*joined)++;
            o += 3, p += k;
        } else {
            if (s.opened && strncmp(p, ">>>", 3) == 0)
                s.opened--;
            *o++ = *p++;
        }
    }
    *o = 0;
    if (*joined == 0) {
        free(out);
        return NULL;
    }
    return out;
}

char *ferry_join_launch_chevrons(const char *text, const char *path)
{
    size_t joined;
    char *body = join(text, &joined);
    if (!body)
        return NULL;
    char *quoted = ferry_xrealloc(NULL, 2 * strlen(path) + 1), *q = quoted;
    for (const char *p = path; *p; p++) {
        if (*p == '"' || *p == '\\')
            *q++ = '\\';
        *q++ = *p;
    }
    *q = 0;
    char *out = ferry_asprintf("#line 1 \"%s\"\n%s", quoted, body);
    free(quoted);
    free(body);
    return out;
}
