/* ferry-pch: a clang front-end pass of nvcc's with cuda_runtime.h, which
 * every CUDA compile includes first, read from a precompiled header.
 *
 *   ferry-pch --src SRC -- CLANG ARGS...
 *
 * The header is parsed once per set of flags (everything on the command
 * line but the source, its outputs and its dependency file) and kept in
 * the cache directory (common/tools.h) with a manifest of the files it
 * read: their size and time, and those of the include directories named.
 * The source's preamble (preamble.c) joins cuda_runtime.h in a header of
 * its own once a second compile asks for it.
 * A compile whose manifest still holds gets `-include-pch`; anything else
 * (no cache, a changed file, a header that warns, a failed build) runs the
 * command as it is, so the answer never depends on the cache. */
#ifndef FERRY_PCH_H
#define FERRY_PCH_H

#include <stdbool.h>
#include <stddef.h>

typedef struct pch_words {
    char **v;
    size_t n, cap;
} pch_words;

bool pch_push(pch_words *w, const char *s);
void pch_words_free(pch_words *w);

/* ---- args.c ---- */
/* Of a clang command line: the index of the "-include cuda_runtime.h"
 * pair, or 0 when there is none. */
size_t pch_find_include(char *const *argv, size_t n);
/* How many words at i belong to one compile only (the source, -o, the
 * dependency-file flags, the gpubinary, -cuid): 0 for a word that decides
 * the header's meaning. */
size_t pch_per_compile(char *const *argv, size_t n, size_t i, const char *src);
/* Flags with which no precompiled header is used (-E, -save-temps, ...). */
bool pch_unsuitable(char *const *argv, size_t n);
/* The include directories the command names (-I, -isystem, -iquote,
 * -idirafter, -I<dir>), in order. */
bool pch_include_dirs(char *const *argv, size_t n, pch_words *out);

/* ---- manifest.c ---- */
/* The words of make's syntax from p to end. */
bool pch_read_words(const char *p, const char *end, pch_words *out);
/* The files of a one-rule dependency file, less its target. */
bool pch_read_depfile(const char *path, pch_words *out);
/* Writes "size sec nsec path" for each file, after a first line naming
 * the format, and the files in dirs that could shadow them; false if one
 * cannot be read. */
bool pch_write_manifest(const char *path, const pch_words *files, const pch_words *dirs);
/* The files a manifest names, in the order they were read. */
bool pch_manifest_files(const char *path, pch_words *out);
/* Whether every file a manifest names still has its size and time, and
 * the same files could shadow them in dirs. */
bool pch_manifest_holds(const char *path, const pch_words *dirs);

/* ---- preamble.c ---- */
/* The #include <...> lines src opens with, of headers that a second
 * #include leaves as they are (the standard libraries', those in
 * ferry_dir, CCCL's), less cuda_runtime.h, in order, one per line in
 * out; false if there are none. */
bool pch_preamble(const char *src, const char *ferry_dir, char *out, size_t cap);

/* ---- depfile.c ---- */
/* Rewrites the compile's dependency file as clang writes it without a
 * precompiled header: the source first, then pch_files (the files the
 * header read, for -MD; NULL for -MMD, which lists what clang listed),
 * then what the source includes; with -MP an empty rule for each. */
bool pch_fix_depfile(const char *path, const char *src, const pch_words *pch_files, bool phony);

#endif
