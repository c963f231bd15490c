/* What a precompiled header was made from, and whether it still is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pch.h"

#define MANIFEST_MAGIC "FERRY-PCH 1\n"

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 65536, len = 0;
    char *text = malloc(cap);
    size_t got;
    while (text && (got = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap) {
            char *bigger = realloc(text, cap *= 2);
            if (!bigger)
                free(text);
            text = bigger;
        }
    }
    bool bad = ferror(f);
    fclose(f);
    if (!text || bad) {
        free(text);
        return NULL;
    }
    text[len] = 0;
    return text;
}

/* Make's syntax: words split at blanks and escaped newlines, "\ " a
 * space, "$$" a dollar. */
bool pch_read_words(const char *p, const char *end, pch_words *out)
{
    char *word = malloc((size_t)(end - p) + 1);
    bool ok = word != NULL;
    size_t len = 0;
    for (; ok; p++) {
        bool stop = p >= end || !*p;
        if (stop || *p == ' ' || *p == '\t' || *p == '\n' || (*p == '\\' && p + 1 < end && p[1] == '\n')) {
            word[len] = 0;
            if (len)
                ok = pch_push(out, word);
            len = 0;
            if (stop)
                break;
            p += *p == '\\';
            continue;
        }
        if (p + 1 < end && ((*p == '\\' && (p[1] == ' ' || p[1] == '#')) || (*p == '$' && p[1] == '$')))
            p++;
        word[len++] = *p;
    }
    free(word);
    return ok;
}

/* The files of the precompiled header's own dependency file (one rule);
 * the empty main file is no dependency. */
bool pch_read_depfile(const char *path, pch_words *out)
{
    char *text = read_all(path);
    char *colon = text ? strstr(text, ": ") : NULL;
    pch_words all = {0};
    bool ok = colon && pch_read_words(colon + 2, text + strlen(text), &all);
    for (size_t i = 0; ok && i < all.n; i++)
        if (strcmp(all.v[i], "/dev/null") != 0)
            ok = pch_push(out, all.v[i]);
    pch_words_free(&all);
    free(text);
    return ok;
}

/* A header added to a directory the command names could shadow one the
 * precompiled header read (a user's math.h in an -I directory, or
 * bits/types.h): for every file read and every such directory, the names
 * dir/base and dir/parent/base, and which of them exist, are part of the
 * manifest. */
static bool shadow_candidates(const pch_words *files, const pch_words *dirs, pch_words *out)
{
    for (size_t d = 0; d < dirs->n; d++) {
        for (size_t i = 0; i < files->n; i++) {
            const char *f = files->v[i], *base = strrchr(f, '/');
            if (!base || base == f)
                continue;
            const char *parent = base - 1;
            while (parent > f && parent[-1] != '/')
                parent--;
            char one[4200], two[4200];
            snprintf(one, sizeof one, "%s/%s", dirs->v[d], base + 1);
            snprintf(two, sizeof two, "%s/%s", dirs->v[d], parent);
            const char *cand[] = {one, two};
            for (size_t c = 0; c < 2; c++) {
                struct stat st;
                if (strcmp(cand[c], f) != 0 && stat(cand[c], &st) == 0 && !pch_push(out, cand[c]))
                    return false;
            }
        }
    }
    return true;
}

bool pch_write_manifest(const char *path, const pch_words *files, const pch_words *dirs)
{
    pch_words shadows = {0};
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(MANIFEST_MAGIC, f) >= 0 && shadow_candidates(files, dirs, &shadows);
    for (size_t i = 0; ok && i < files->n; i++) {
        struct stat st;
        ok = stat(files->v[i], &st) == 0 && !strchr(files->v[i], '\n') &&
             fprintf(f, "%lld %lld %ld %s\n", (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                     st.st_mtim.tv_nsec, files->v[i]) > 0;
    }
    for (size_t i = 0; ok && i < shadows.n; i++)
        ok = !strchr(shadows.v[i], '\n') && fprintf(f, "+ %s\n", shadows.v[i]) > 0;
    if (f && fclose(f) != 0)
        ok = false;
    pch_words_free(&shadows);
    return ok;
}

/* "size sec nsec path": the file still has that size and time. */
static bool file_holds(const char *line)
{
    long long size, sec;
    long nsec;
    int at = 0;
    struct stat st;
    return sscanf(line, "%lld %lld %ld %n", &size, &sec, &nsec, &at) == 3 && at > 0 && stat(line + at, &st) == 0 &&
           st.st_size == size && st.st_mtim.tv_sec == sec && st.st_mtim.tv_nsec == nsec;
}

bool pch_manifest_holds(const char *path, const pch_words *dirs)
{
    char *text = read_all(path);
    if (!text || strncmp(text, MANIFEST_MAGIC, strlen(MANIFEST_MAGIC)) != 0) {
        free(text);
        return false;
    }
    pch_words files = {0}, shadows = {0};
    bool ok = true;
    for (char *line = text + strlen(MANIFEST_MAGIC); ok && *line;) {
        char *nl = strchr(line, '\n');
        ok = nl != NULL;
        if (!ok)
            break;
        *nl = 0;
        if (line[0] == '+' && line[1] == ' ')
            ok = pch_push(&shadows, line + 2);
        else
            ok = file_holds(line) && pch_push(&files, strchr(strchr(strchr(line, ' ') + 1, ' ') + 1, ' ') + 1);
        line = nl + 1;
    }
    pch_words now = {0};
    ok = ok && shadow_candidates(&files, dirs, &now) && now.n == shadows.n;
    for (size_t i = 0; ok && i < now.n; i++)
        ok = !strcmp(now.v[i], shadows.v[i]);
    pch_words_free(&now);
    pch_words_free(&files);
    pch_words_free(&shadows);
    free(text);
    return ok;
}

bool pch_manifest_files(const char *path, pch_words *out)
{
    char *text = read_all(path);
    bool ok = text && strncmp(text, MANIFEST_MAGIC, strlen(MANIFEST_MAGIC)) == 0;
    for (char *line = ok ? text + strlen(MANIFEST_MAGIC) : ""; ok && *line;) {
        char *nl = strchr(line, '\n');
        if (!nl)
            break;
        *nl = 0;
        if (line[0] != '+')
            ok = pch_push(out, strchr(strchr(strchr(line, ' ') + 1, ' ') + 1, ' ') + 1);
        line = nl + 1;
    }
    free(text);
    return ok;
}
