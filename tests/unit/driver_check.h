/* Tiny check helpers shared by the driver unit tests. */
#ifndef DRIVER_CHECK_H
#define DRIVER_CHECK_H

#include "driver.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (!(cond)) {                                                           \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                          \
        }                                                                        \
    } while (0)

#define CHECK_STR(a, b)                                                           \
    do {                                                                          \
        const char *a_ = (a), *b_ = (b);                                          \
        if (!a_ || !b_ || strcmp(a_, b_) != 0) {                                  \
            fprintf(stderr, "%s:%d: '%s' != '%s'\n", __FILE__, __LINE__,         \
                    a_ ? a_ : "(null)", b_ ? b_ : "(null)");                      \
            failures++;                                                           \
        }                                                                         \
    } while (0)

/* Position of word in v, or -1. */
static inline long word_at(const ferry_strv *v, const char *w)
{
    for (size_t i = 0; i < v->n; i++)
        if (strcmp(v->v[i], w) == 0)
            return (long)i;
    return -1;
}

static inline bool has_word(const ferry_strv *v, const char *w) { return word_at(v, w) >= 0; }

/* a somewhere, immediately followed by b. */
static inline bool has_seq(const ferry_strv *v, const char *a, const char *b)
{
    for (size_t i = 0; i + 1 < v->n; i++)
        if (strcmp(v->v[i], a) == 0 && strcmp(v->v[i + 1], b) == 0)
            return true;
    return false;
}

/* Parses "nvcc" plus the NULL-terminated words. */
static inline int parse_words(ferry_opts *o, char *err, size_t errlen, ...)
{
    char *argv[64] = {"nvcc"};
    int argc = 1;
    va_list ap;
    va_start(ap, errlen);
    for (char *w; (w = va_arg(ap, char *)) != NULL && argc < 63;)
        argv[argc++] = w;
    va_end(ap);
    err[0] = 0;
    return ferry_parse_args(argc, argv, o, err, errlen);
}

static inline int report(const char *name)
{
    if (failures)
        fprintf(stderr, "%s: %d failure(s)\n", name, failures);
    else
        printf("%s: all checks passed\n", name);
    return failures ? 1 : 0;
}

#endif
