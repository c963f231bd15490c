/* Reading the clang command lines nvcc's plan makes (driver/steps.c). */
#include <stdlib.h>
#include <string.h>

#include "pch.h"

bool pch_push(pch_words *w, const char *s)
{
    if (w->n + 2 > w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 64;
        char **v = realloc(w->v, cap * sizeof *v);
        if (!v)
            return false;
        w->v = v;
        w->cap = cap;
    }
    char *copy = strdup(s);
    if (!copy)
        return false;
    w->v[w->n++] = copy;
    w->v[w->n] = NULL;
    return true;
}

void pch_words_free(pch_words *w)
{
    for (size_t i = 0; i < w->n; i++)
        free(w->v[i]);
    free(w->v);
    *w = (pch_words){0};
}

size_t pch_find_include(char *const *argv, size_t n)
{
    for (size_t i = 1; i + 1 < n; i++)
        if (!strcmp(argv[i], "-include"))
            return strcmp(argv[i + 1], "cuda_runtime.h") ? 0 : i;
    return 0;
}

static bool is(const char *w, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(w, *list))
            return true;
    return false;
}

size_t pch_per_compile(char *const *argv, size_t n, size_t i, const char *src)
{
    static const char *const alone[] = {"-MD", "-MMD", "-MP", NULL};
    static const char *const with_value[] = {"-o", "-MF", "-MT", "-MQ", NULL};
    const char *w = argv[i];
    if (!strcmp(w, src) || is(w, alone) || !strncmp(w, "-cuid=", 6))
        return 1;
    if (is(w, with_value))
        return i + 1 < n ? 2 : 1;
    /* -Xclang -fcuda-include-gpubinary -Xclang BLOB, -Xclang -cuid=X */
    if (!strcmp(w, "-Xclang") && i + 1 < n) {
        if (!strncmp(argv[i + 1], "-cuid=", 6))
            return 2;
        if (!strcmp(argv[i + 1], "-fcuda-include-gpubinary"))
            return i + 3 < n ? 4 : 2;
    }
    return 0;
}

bool pch_unsuitable(char *const *argv, size_t n)
{
    static const char *const never[] = {"-E", "-M", "-MM", "-fsyntax-only", "-###", "-v", "-include-pch", NULL};
    for (size_t i = 1; i < n; i++)
        if (is(argv[i], never) || !strncmp(argv[i], "-save-temps", 11) || !strncmp(argv[i], "-ftime-trace", 12))
            return true;
    return false;
}

bool pch_include_dirs(char *const *argv, size_t n, pch_words *out)
{
    static const char *const spaced[] = {"-I", "-isystem", "-iquote", "-idirafter", NULL};
    for (size_t i = 1; i < n; i++) {
        const char *dir = NULL;
        if (is(argv[i], spaced) && i + 1 < n)
            dir = argv[++i];
        else if (!strncmp(argv[i], "-I", 2) && argv[i][2])
            dir = argv[i] + 2;
        if (dir && !pch_push(out, dir))
            return false;
    }
    return true;
}
