/* Device printf.  clang packs the arguments into a buffer, each aligned to
 * its size, with char/short promoted to int and float to double.  Each
 * conversion is formatted by the C library on its own.  As on a GPU, the
 * output waits in a buffer until the host synchronizes with the device
 * (ferry_printf_flush), so that it lands after what the host printed
 * between the launch and the synchronization whichever thread ran first;
 * whole messages go in, so lines from concurrent blocks never interleave. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

typedef struct outbuf {
    char *data;
    size_t len, cap;
    bool heap;
    char local[512];
} outbuf;

static bool reserve(outbuf *o, size_t more)
{
    if (o->len + more + 1 <= o->cap)
        return true;
    size_t cap = (o->len + more + 1) * 2;
    char *d = o->heap ? realloc(o->data, cap) : malloc(cap);
    if (!d)
        return false;
    if (!o->heap)
        memcpy(d, o->data, o->len);
    o->data = d;
    o->cap = cap;
    o->heap = true;
    return true;
}

static void append(outbuf *o, const char *s, size_t n)
{
    if (reserve(o, n)) {
        memcpy(o->data + o->len, s, n);
        o->len += n;
    }
}

/* Reads the next argument of `size` bytes, aligned to its size. */
static uint64_t next_arg(const char *args, size_t *off, size_t size)
{
    *off = (*off + size - 1) & ~(size - 1);
    uint64_t v = 0;
    if (args) {
        if (size == 4) {
            uint32_t w;
            memcpy(&w, args + *off, 4);
            v = w;
        } else {
            memcpy(&v, args + *off, 8);
        }
    }
    *off += size;
    return v;
}

typedef struct spec {
    char flags[8];
    int width, precision; /* -1: absent */
    char length[3];
    char conv;
} spec;

static const char *parse_number(const char *p, int *out, const char *args, size_t *off)
{
    if (*p == '*') {
        *out = (int)(int32_t)next_arg(args, off, 4);
        return p + 1;
    }
    *out = 0;
    while (*p >= '0' && *p <= '9')
        *out = *out * 10 + (*p++ - '0');
    return p;
}

/* Parses one conversion after '%'; returns the character after it, or NULL
 * if the format ends inside the conversion. */
static const char *parse_spec(const char *p, spec *s, const char *args, size_t *off)
{
    size_t nf = 0;
    memset(s, 0, sizeof *s);
    s->width = s->precision = -1;
    while (*p && strchr("-+ #0", *p)) {
        if (nf < sizeof s->flags - 1)
            s->flags[nf++] = *p;
        p++;
    }
    if (*p == '*' || (*p >= '0' && *p <= '9'))
        p = parse_number(p, &s->width, args, off);
    if (s->width < -1 || (s->width == -1 && p[-1] == '*')) { /* a negative '*' width means left-justify */
        if (nf < sizeof s->flags - 1)
            s->flags[nf++] = '-';
        s->width = -s->width;
    }
    if (*p == '.') {
        p = parse_number(p + 1, &s->precision, args, off);
        if (s->precision < 0) /* a negative '*' precision is no precision */
            s->precision = -1;
    }
    size_t nl = 0;
    while (*p && strchr("hlLqjzt", *p) && nl < 2)
        s->length[nl++] = *p++;
    if (!*p)
        return NULL;
    s->conv = *p;
    return p + 1;
}

static bool is_wide(const spec *s)
{
    return s->length[0] && strcmp(s->length, "h") != 0 && strcmp(s->length, "hh") != 0;
}

/* The conversion rewritten for the host's snprintf with one argument. */
static void host_format(const spec *s, const char *length, char *out, size_t n)
{
    char w[16] = "", pr[16] = "";
    if (s->width >= 0)
        snprintf(w, sizeof w, "%d", s->width);
    if (s->precision >= 0)
        snprintf(pr, sizeof pr, ".%d", s->precision);
    snprintf(out, n, "%%%s%s%s%s%c", s->flags, w, pr, length, s->conv);
}

enum arg_kind { ARG_INT, ARG_LONG, ARG_DOUBLE, ARG_POINTER };

static int format_value(char *buf, size_t cap, const char *fmt, enum arg_kind kind, uint64_t v)
{
    double d;
    switch (kind) {
    case ARG_INT:
        return snprintf(buf, cap, fmt, (int)(uint32_t)v);
    case ARG_LONG:
        return snprintf(buf, cap, fmt, (long long)v);
    case ARG_DOUBLE:
        memcpy(&d, &v, sizeof d);
        return snprintf(buf, cap, fmt, d);
    default:
        return snprintf(buf, cap, fmt, (void *)(uintptr_t)v);
    }
}

static void emit(outbuf *o, const char *fmt, enum arg_kind kind, uint64_t v)
{
    char tmp[256];
    int n = format_value(tmp, sizeof tmp, fmt, kind, v);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        append(o, tmp, (size_t)n);
        return;
    }
    if (reserve(o, (size_t)n)) {
        format_value(o->data + o->len, (size_t)n + 1, fmt, kind, v);
        o->len += (size_t)n;
    }
}

static void convert(outbuf *o, const spec *s, const char *args, size_t *off)
{
    char fmt[64];
    switch (s->conv) {
    case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
        if (is_wide(s)) {
            host_format(s, "ll", fmt, sizeof fmt);
            emit(o, fmt, ARG_LONG, next_arg(args, off, 8));
        } else {
            host_format(s, s->length, fmt, sizeof fmt);
            emit(o, fmt, ARG_INT, next_arg(args, off, 4));
        }
        return;
    case 'c':
        host_format(s, "", fmt, sizeof fmt);
        emit(o, fmt, ARG_INT, next_arg(args, off, 4));
        return;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        host_format(s, "", fmt, sizeof fmt);
        emit(o, fmt, ARG_DOUBLE, next_arg(args, off, 8));
        return;
    case 's': case 'p':
        host_format(s, "", fmt, sizeof fmt);
        emit(o, fmt, ARG_POINTER, next_arg(args, off, 8));
        return;
    case 'n':
        next_arg(args, off, 8); /* writing through device pointers is not offered */
        return;
    default:
        append(o, "%", 1);
        append(o, &s->conv, 1);
        return;
    }
}

static void format_all(outbuf *o, const char *fmt, const char *args)
{
    size_t off = 0;
    const char *p = fmt;
    while (*p) {
        const char *pct = strchr(p, '%');
        size_t lit = pct ? (size_t)(pct - p) : strlen(p);
        append(o, p, lit);
        if (!pct)
            return;
        if (pct[1] == '%') {
            append(o, "%", 1);
            p = pct + 2;
            continue;
        }
        spec s;
        const char *next = parse_spec(pct + 1, &s, args, &off);
        if (!next) {
            append(o, pct, strlen(pct));
            return;
        }
        convert(o, &s, args, &off);
        p = next;
    }
}

/* Past this, output goes out at once rather than grow without bound. */
#define FIFO_MAX (16u << 20)

static pthread_mutex_t fifo_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t fifo_once = PTHREAD_ONCE_INIT;
static char *fifo;
static size_t fifo_len, fifo_cap;

static void write_out(void)
{
    if (fifo_len)
        fwrite(fifo, 1, fifo_len, stdout);
    fifo_len = 0;
}

void ferry_printf_flush(void)
{
    pthread_mutex_lock(&fifo_lock);
    write_out();
    pthread_mutex_unlock(&fifo_lock);
}

static void flush_at_exit(void)
{
    atexit(ferry_printf_flush);
}

static void fifo_put(const char *s, size_t n)
{
    pthread_once(&fifo_once, flush_at_exit);
    pthread_mutex_lock(&fifo_lock);
    if (fifo_len + n > fifo_cap && fifo_len + n <= FIFO_MAX) {
        size_t cap = (fifo_len + n) * 2;
        char *f = realloc(fifo, cap);
        if (f) {
            fifo = f;
            fifo_cap = cap;
        }
    }
    if (fifo_len + n > fifo_cap) {
        write_out();
        fwrite(s, 1, n, stdout);
    } else {
        memcpy(fifo + fifo_len, s, n);
        fifo_len += n;
    }
    pthread_mutex_unlock(&fifo_lock);
}

FERRY_API int __ferry_vprintf(const char *fmt, const void *args)
{
    if (!fmt)
        return -1;
    outbuf o = {.cap = sizeof o.local};
    o.data = o.local;
    format_all(&o, fmt, args);
    if (o.len)
        fifo_put(o.data, o.len);
    int n = (int)o.len;
    if (o.heap)
        free(o.data);
    return n;
}
