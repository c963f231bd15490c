/* Growing byte buffers for logs, generated source and compiler output:
 * always NUL-terminated, so that text can be handed out as it is. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvrtc_internal.h"

bool nvrtc_buf_append(nvrtc_buf *b, const char *data, size_t len)
{
    char *d = realloc(b->data, b->len + len + 1);
    if (!d)
        return false;
    memcpy(d + b->len, data, len);
    b->data = d;
    b->len += len;
    d[b->len] = 0;
    return true;
}

bool nvrtc_buf_printf(nvrtc_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return false;
    char *d = realloc(b->data, b->len + (size_t)n + 1);
    if (!d)
        return false;
    va_start(ap, fmt);
    vsnprintf(d + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->data = d;
    b->len += (size_t)n;
    return true;
}

void nvrtc_buf_free(nvrtc_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = 0;
}

char *nvrtc_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}
