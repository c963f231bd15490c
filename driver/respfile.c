/* Response files (@file, -optf) and NVCC_PREPEND_FLAGS/NVCC_APPEND_FLAGS:
 * all become plain words before option parsing sees them. */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NESTING 16

typedef struct {
    char *buf;
    size_t n, cap;
    bool have;          /* "" is a word, so emptiness is not enough */
} word_buf;

static void word_add(word_buf *w, char c)
{
    if (w->n + 2 > w->cap) {
        w->cap = w->cap ? 2 * w->cap : 64;
        w->buf = ferry_xrealloc(w->buf, w->cap);
    }
    w->buf[w->n++] = c;
    w->buf[w->n] = 0;
    w->have = true;
}

static void word_end(word_buf *w, ferry_strv *out)
{
    if (!w->have)
        return;
    ferry_strv_push(out, w->n ? w->buf : "");
    w->n = 0;
    w->have = false;
}

/* Inside double quotes a backslash escapes only what the shell says. */
static bool dq_escapable(char c)
{
    return c == '"' || c == '\\' || c == '$' || c == '`' || c == '\n';
}

int ferry_split_words(const char *text, ferry_strv *out, char *err, size_t errlen)
{
    word_buf w = {0};
    char quote = 0;
    for (const char *p = text; *p; p++) {
        char c = *p;
        if (quote == '\'') {
            if (c == '\'') quote = 0; else word_add(&w, c);
        } else if (quote == '"') {
            if (c == '"') quote = 0;
            else if (c == '\\' && dq_escapable(p[1])) word_add(&w, *++p);
            else word_add(&w, c);
        } else if (c == '\'' || c == '"') {
            quote = c;
            w.have = true;
        } else if (c == '\\' && p[1]) {
            if (p[1] != '\n') word_add(&w, p[1]);
            p++;
        } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            word_end(&w, out);
        } else {
            word_add(&w, c);
        }
    }
    word_end(&w, out);
    free(w.buf);
    if (quote) {
        snprintf(err, errlen, "Unterminated %s quote in options", quote == '"' ? "double" : "single");
        return -1;
    }
    return 0;
}

static char *read_file(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "Could not open options file '%s'", path);
        return NULL;
    }
    char *buf = NULL;
    size_t n = 0, cap = 0, got;
    do {
        if (n + 4096 + 1 > cap) {
            cap = cap ? 2 * cap : 8192;
            buf = ferry_xrealloc(buf, cap);
        }
        got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
    } while (got > 0);
    fclose(f);
    buf[n] = 0;
    return buf;
}

static int expand_words(const ferry_strv *in, ferry_strv *out, int depth, char *err, size_t errlen);

static int expand_file(const char *path, ferry_strv *out, int depth, char *err, size_t errlen)
{
    if (depth >= MAX_NESTING) {
        snprintf(err, errlen, "Options files nested too deeply at '%s'", path);
        return -1;
    }
    char *text = read_file(path, err, errlen);
    if (!text)
        return -1;
    ferry_strv words = {0};
    int rc = ferry_split_words(text, &words, err, errlen);
    if (rc == 0)
        rc = expand_words(&words, out, depth + 1, err, errlen);
    else
        snprintf(err, errlen, "Unterminated quote in options file '%s'", path);
    ferry_strv_free(&words);
    free(text);
    return rc;
}

/* -optf takes a comma-separated list of files, like nvcc's other lists. */
static int expand_optf(const char *value, ferry_strv *out, int depth, char *err, size_t errlen)
{
    ferry_strv files = {0};
    ferry_split_commas(value, &files);
    int rc = 0;
    for (size_t i = 0; i < files.n && rc == 0; i++)
        rc = expand_file(files.v[i], out, depth, err, errlen);
    ferry_strv_free(&files);
    return rc;
}

static const char *optf_value(const char *arg)
{
    static const char *const forms[] = {"-optf=", "--options-file="};
    for (size_t i = 0; i < 2; i++)
        if (strncmp(arg, forms[i], strlen(forms[i])) == 0)
            return arg + strlen(forms[i]);
    return NULL;
}

static int expand_words(const ferry_strv *in, ferry_strv *out, int depth, char *err, size_t errlen)
{
    for (size_t i = 0; i < in->n; i++) {
        const char *a = in->v[i];
        int rc = 0;
        if (a[0] == '@' && a[1]) {
            rc = expand_file(a + 1, out, depth, err, errlen);
        } else if (optf_value(a)) {
            rc = expand_optf(optf_value(a), out, depth, err, errlen);
        } else if (strcmp(a, "-optf") == 0 || strcmp(a, "--options-file") == 0) {
            if (i + 1 >= in->n) {
                snprintf(err, errlen, "argument expected after '%s'", a);
                return -1;
            }
            rc = expand_optf(in->v[++i], out, depth, err, errlen);
        } else {
            ferry_strv_push(out, a);
        }
        if (rc)
            return rc;
    }
    return 0;
}

static int env_words(const char *name, const char *text, ferry_strv *words, char *err, size_t errlen)
{
    if (!text)
        return 0;
    if (ferry_split_words(text, words, err, errlen) == 0)
        return 0;
    snprintf(err, errlen, "Unterminated quote in %s", name);
    return -1;
}

int ferry_expand_args(int argc, char **argv, const char *prepend, const char *append,
                      ferry_strv *out, char *err, size_t errlen)
{
    ferry_strv words = {0};
    ferry_strv_push(out, argc > 0 ? argv[0] : "nvcc");
    int rc = env_words("NVCC_PREPEND_FLAGS", prepend, &words, err, errlen);
    for (int i = 1; i < argc && rc == 0; i++)
        ferry_strv_push(&words, argv[i]);
    if (rc == 0)
        rc = env_words("NVCC_APPEND_FLAGS", append, &words, err, errlen);
    if (rc == 0)
        rc = expand_words(&words, out, 0, err, errlen);
    ferry_strv_free(&words);
    return rc;
}
