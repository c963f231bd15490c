/* The compile's own dependency file, as it would be without the
 * precompiled header: clang lists the header's files first and the empty
 * main file it was made from, where nvcc lists the source first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pch.h"

static void put_word(FILE *f, const char *w)
{
    for (; *w; w++) {
        if (*w == ' ' || *w == '#')
            fputc('\\', f);
        else if (*w == '$')
            fputc('$', f);
        fputc(*w, f);
    }
}

/* Lines as clang breaks them: at 75 columns, leaving room for " \\". */
static void put_file(FILE *f, const char *w, size_t *columns)
{
    size_t n = strlen(w);
    if (*columns + n + 1 + 2 > 75) {
        fputs(" \\\n ", f);
        *columns = 2;
    }
    fputc(' ', f);
    put_word(f, w);
    *columns += n + 1;
}

/* Where the first rule ends: its first newline not escaped. */
static size_t first_rule_end(const char *text)
{
    size_t i = 0;
    while (text[i] && !(text[i] == '\n' && (i == 0 || text[i - 1] != '\\')))
        i++;
    return text[i] ? i + 1 : i;
}

/* clang lists what the precompiled header read first (and the empty file
 * it was made from), then the source, then what the source includes. */
static bool reorder(const pch_words *listed, const char *src, const pch_words *pch_files, pch_words *out)
{
    size_t at = 0;
    while (at < listed->n && strcmp(listed->v[at], src) != 0)
        at++;
    if (at == listed->n || !pch_push(out, src))
        return false;
    const pch_words *first = pch_files ? pch_files : &(pch_words){listed->v, at, at};
    for (size_t i = 0; i < first->n; i++)
        if (strcmp(first->v[i], "/dev/null") != 0 && !pch_push(out, first->v[i]))
            return false;
    for (size_t i = at + 1; i < listed->n; i++)
        if (!pch_push(out, listed->v[i]))
            return false;
    return true;
}

bool pch_fix_depfile(const char *path, const char *src, const pch_words *pch_files, bool phony)
{
    FILE *in = fopen(path, "rb");
    if (!in)
        return false;
    char *text = NULL;
    size_t cap = 0;
    ssize_t got = getdelim(&text, &cap, 0, in);
    fclose(in);
    if (got < 0) {
        free(text);
        return false;
    }
    size_t rule = first_rule_end(text);
    char *colon = strstr(text, ": ");
    pch_words listed = {0}, files = {0};
    char tmp[4400];
    snprintf(tmp, sizeof tmp, "%s.pch-fix.tmp", path);
    bool ok = colon && (size_t)(colon - text) < rule && pch_read_words(colon + 2, text + rule, &listed) &&
              reorder(&listed, src, pch_files, &files);
    FILE *out = ok ? fopen(tmp, "wb") : NULL;
    if (out) {
        fwrite(text, 1, (size_t)(colon - text) + 1, out);
        size_t columns = (size_t)(colon - text) + 1;
        for (size_t i = 0; i < files.n; i++)
            put_file(out, files.v[i], &columns);
        fputc('\n', out);
        for (size_t i = 1; phony && i < files.n; i++) {
            put_word(out, files.v[i]);
            fputs(":\n", out);
        }
    }
    ok = out && fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok)
        remove(tmp);
    pch_words_free(&listed);
    pch_words_free(&files);
    free(text);
    return ok;
}
