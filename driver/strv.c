/* Growable NULL-terminated string vectors and allocation helpers.  Running
 * out of memory in a compiler driver has no useful recovery, so the
 * allocators abort instead of threading an error through every caller. */
#include "driver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *ferry_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs(FERRY_FATAL_PREFIX "out of memory\n", stderr);
        abort();
    }
    return q;
}

char *ferry_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(ferry_xrealloc(NULL, n), s, n);
}

static char *vformat(const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    char *s = ferry_xrealloc(NULL, (size_t)n + 1);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

char *ferry_asprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = vformat(fmt, ap);
    va_end(ap);
    return s;
}

static void push_owned(ferry_strv *s, char *str)
{
    if (s->n + 2 > s->cap) {
        s->cap = s->cap ? 2 * s->cap : 8;
        s->v = ferry_xrealloc(s->v, s->cap * sizeof *s->v);
    }
    s->v[s->n++] = str;
    s->v[s->n] = NULL;
}

void ferry_strv_push(ferry_strv *s, const char *str)
{
    push_owned(s, ferry_strdup(str));
}

void ferry_strv_pushf(ferry_strv *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    push_owned(s, vformat(fmt, ap));
    va_end(ap);
}

void ferry_strv_append(ferry_strv *s, const ferry_strv *from)
{
    for (size_t i = 0; i < from->n; i++)
        ferry_strv_push(s, from->v[i]);
}

void ferry_strv_free(ferry_strv *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
    s->v = NULL;
    s->n = s->cap = 0;
}

char *ferry_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *text = ferry_xrealloc(NULL, cap);
    for (size_t got; (got = fread(text + n, 1, cap - n - 1, f)) > 0;)
        if ((n += got) == cap - 1)
            text = ferry_xrealloc(text, cap *= 2);
    fclose(f);
    text[n] = 0;
    return text;
}
