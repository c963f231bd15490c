/* NVRTC over Ferry's nvcc: a program keeps its source and headers until it
 * is compiled; a compile writes them to a private directory, runs
 * <ferry home>/bin/nvcc -ptx there and keeps the PTX, the log and the
 * lowered names.  The loadable module (nvrtcGetCUBIN) is compiled from that
 * PTX only when asked for, as most programs load the PTX. */
#ifndef FERRY_NVRTC_INTERNAL_H
#define FERRY_NVRTC_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

/* The library is built with hidden visibility: only NVRTC's API is
 * exported. */
#pragma GCC visibility push(default)
#include "nvrtc.h"
#pragma GCC visibility pop

typedef struct nvrtc_buf {
    char *data;
    size_t len;
} nvrtc_buf;

typedef struct nvrtc_name {
    char *expr;
    char *lowered; /* NULL until a compile finds it */
} nvrtc_name;

/* What a compile's options ask of nvcc and of NVRTC itself. */
typedef struct nvrtc_opts {
    char **argv; /* the nvcc options they translate to */
    size_t argc, cap;
    int arch;             /* 52 for compute_52 / sm_52 */
    bool real_arch;       /* sm_XX: a cubin is made */
    bool default_device;  /* unannotated functions are device functions */
} nvrtc_opts;

#define NVRTC_KEY_LEN 32 /* a cache key: two 64-bit hashes in hex */

#define NVRTC_PROGRAM_MAGIC 0x6e767274u /* "nvrt": a live program */

struct _nvrtcProgram {
    unsigned magic;
    char *name;   /* a file name safe to write in the work directory */
    char *source;
    int num_headers;
    char **headers, **include_names;
    nvrtc_name *names;
    size_t num_names;
    bool compiled; /* a compile succeeded: PTX and lowered names are valid */
    bool attempted;
    nvrtc_buf ptx, cubin, log;
    bool cubin_tried, real_arch;
    char cache_key[NVRTC_KEY_LEN + 1]; /* "" when the compile is not cached */
};

/* ---- program.c ---- */
bool nvrtc_valid(const nvrtcProgram prog);

/* ---- options.c ---- */
/* Translates NVRTC's options; an unknown or malformed one is
 * NVRTC_ERROR_INVALID_OPTION with a line in the log. */
nvrtcResult nvrtc_parse_options(int n, const char *const *options, nvrtc_opts *out, nvrtc_buf *log);
void nvrtc_opts_free(nvrtc_opts *o);
/* The architectures Ferry compiles for (52 for sm_52 ...), ascending. */
const int *nvrtc_archs(int *n);

/* ---- names.c ---- */
/* The source appended to the program so that each name expression is
 * instantiated and its symbol can be read back from the PTX. */
bool nvrtc_names_source(const nvrtcProgram prog, nvrtc_buf *out);
/* Reads each name's symbol from the PTX and removes the lines that
 * nvrtc_names_source's variables made. */
nvrtcResult nvrtc_names_resolve(nvrtcProgram prog, nvrtc_buf *log);

/* ---- tools.c ---- */
bool nvrtc_find_home(char *out, size_t n);
bool nvrtc_read_file(const char *path, nvrtc_buf *out);
bool nvrtc_write_file(const char *path, const void *data, size_t len);
/* Makes a private directory under $TMPDIR or /tmp. */
bool nvrtc_make_workdir(char *out, size_t n);
void nvrtc_remove_tree(const char *dir);

/* ---- buf.c ---- */
bool nvrtc_buf_append(nvrtc_buf *b, const char *data, size_t len);
bool nvrtc_buf_printf(nvrtc_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void nvrtc_buf_free(nvrtc_buf *b);
char *nvrtc_strdup(const char *s);

/* ---- cache.c ---- */
/* Whether a compile with these options may be cached: not when it reads
 * files the key cannot see (-I, -include) or writes one (-time). */
bool nvrtc_cache_usable(const nvrtc_opts *o);
void nvrtc_cache_key(const nvrtcProgram prog, const nvrtc_buf *source, char *const *argv, const char *home,
                     char key[NVRTC_KEY_LEN + 1]);
/* Fills the program's PTX, log and lowered names from the cache. */
bool nvrtc_cache_get(nvrtcProgram prog, const char *key);
void nvrtc_cache_put(const nvrtcProgram prog, const char *key);
/* The key of the loadable module made from a cached compile's PTX for the
 * CPU named (as --ferry-cpu takes it) on this CPU model. */
void nvrtc_cache_module_key(const char *key, const char *cpu, char out[NVRTC_KEY_LEN + 4]);
bool nvrtc_cache_get_module(const char *key, nvrtc_buf *out);
void nvrtc_cache_put_module(const char *key, const nvrtc_buf *module);

/* ---- cubin.c ---- */
nvrtcResult nvrtc_make_cubin(nvrtcProgram prog);

#endif
