/* The compile cache: a program that JIT-compiles the same kernels at every
 * start pays for them once.  A successful compile's PTX, log and lowered
 * names are kept on disk under a key of everything that decides them (the
 * source as compiled, the headers, nvcc's options, the Ferry version and
 * the compiler's files), beside the driver API's module cache:
 * $FERRY_CACHE_DIR/nvrtc, $XDG_CACHE_HOME/ferry/nvrtc or
 * ~/.cache/ferry/nvrtc; FERRY_DISABLE_CACHE=1 turns it off.  The PTX
 * loaded again hits the module cache too.  Compiles that read files the
 * key cannot see (-I directories, -include) or write one (-time) are not
 * cached.  The loadable module made from a cached compile's PTX is kept
 * beside it, under a key that adds the CPU it was compiled for (a cache
 * directory may be shared by machines).  An entry that cannot be read or
 * written is only a miss. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "nvrtc_internal.h"
#include "tools.h"

#ifndef FERRY_VERSION
#define FERRY_VERSION "unknown"
#endif

#define MAGIC "FERRY-NVRTC 1\n"

/* A rebuilt compiler or changed headers are a new key. */
static void mix_file_stamp(ferry_hash *h, const char *home, const char *rel)
{
    char path[4200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", home, rel);
    if (stat(path, &st) == 0) {
        long long v[3] = {(long long)st.st_size, (long long)st.st_mtim.tv_sec, (long long)st.st_mtim.tv_nsec};
        ferry_hash_mix(h, v, sizeof v);
    }
    ferry_hash_str(h, rel);
}

bool nvrtc_cache_usable(const nvrtc_opts *o)
{
    const char *off = getenv("FERRY_DISABLE_CACHE");
    if (off && *off && strcmp(off, "0") != 0)
        return false;
    for (size_t i = 0; i < o->argc; i++)
        if (strncmp(o->argv[i], "--include-path=", 15) == 0 || strncmp(o->argv[i], "--pre-include=", 14) == 0 ||
            strncmp(o->argv[i], "--time=", 7) == 0)
            return false;
    return true;
}

void nvrtc_cache_key(const nvrtcProgram prog, const nvrtc_buf *source, char *const *argv, const char *home,
                     char key[NVRTC_KEY_LEN + 1])
{
    ferry_hash h = ferry_hash_start();
    ferry_hash_str(&h, FERRY_VERSION);
    ferry_hash_str(&h, prog->name);
    ferry_hash_mix(&h, source->data, source->len);
    ferry_hash_str(&h, "");
    for (int i = 0; i < prog->num_headers; i++) {
        ferry_hash_str(&h, prog->include_names[i]);
        ferry_hash_str(&h, prog->headers[i] ? prog->headers[i] : "<not given>");
    }
    for (size_t i = 1; argv[i]; i++) /* argv[0], the tree's path, is in the stamps */
        ferry_hash_str(&h, argv[i]);
    static const char *const files[] = {"bin/nvcc", "bin/ferry-ptx-emit", "include/cuda_runtime.h",
                                        "include/cuda_runtime_api.h", "include/crt"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        mix_file_stamp(&h, home, files[i]);
    ferry_hash_hex(&h, key);
}

static bool cache_path(const char *key, char *out, size_t n, bool make)
{
    char base[4096];
    if (!ferry_cache_dir("nvrtc", "nvrtc", make, base, sizeof base))
        return false;
    int len = snprintf(out, n, "%s/%s", base, key);
    return len > 0 && (size_t)len < n;
}

/* An entry: MAGIC, then "ptx", "log" and each lowered name as a decimal
 * length, a newline and that many bytes. */
static bool put_field(nvrtc_buf *b, const char *data, size_t len)
{
    return nvrtc_buf_printf(b, "%zu\n", len) && nvrtc_buf_append(b, data ? data : "", len);
}

static const char *get_field(const char *p, const char *end, size_t *len)
{
    char *after;
    if (p >= end)
        return NULL;
    errno = 0;
    unsigned long long n = strtoull(p, &after, 10);
    if (errno || after >= end || *after != '\n' || n > (unsigned long long)(end - after - 1))
        return NULL;
    *len = (size_t)n;
    return after + 1;
}

void nvrtc_cache_module_key(const char *key, const char *cpu, char out[NVRTC_KEY_LEN + 4])
{
    ferry_hash h = ferry_hash_start();
    ferry_hash_str(&h, key);
    ferry_hash_str(&h, cpu);
    ferry_hash_str(&h, ferry_cpu_model());
    ferry_hash_hex(&h, out);
    snprintf(out + FERRY_KEY_LEN, 4, ".so");
}

bool nvrtc_cache_get_module(const char *key, nvrtc_buf *out)
{
    char path[4300];
    return cache_path(key, path, sizeof path, false) && nvrtc_read_file(path, out) && out->len >= 4 &&
           memcmp(out->data, "\177ELF", 4) == 0;
}

void nvrtc_cache_put_module(const char *key, const nvrtc_buf *module)
{
    char path[4300];
    if (cache_path(key, path, sizeof path, true))
        ferry_cache_write(path, module->data, module->len);
}

bool nvrtc_cache_get(nvrtcProgram prog, const char *key)
{
    char path[4300];
    nvrtc_buf b = {NULL, 0};
    if (!cache_path(key, path, sizeof path, false) || !nvrtc_read_file(path, &b))
        return false;
    const char *p = b.data, *end = b.data + b.len;
    bool ok = b.len > strlen(MAGIC) && memcmp(p, MAGIC, strlen(MAGIC)) == 0;
    p += strlen(MAGIC);
    size_t len = 0;
    nvrtc_buf ptx = {NULL, 0}, log = {NULL, 0};
    ok = ok && (p = get_field(p, end, &len)) && nvrtc_buf_append(&ptx, p, len);
    ok = ok && (p = get_field(p + len, end, &len)) && nvrtc_buf_append(&log, p, len);
    char **names = calloc(prog->num_names + 1, sizeof *names);
    ok = ok && names;
    for (size_t i = 0; ok && i < prog->num_names; i++) {
        ok = (p = get_field(p + len, end, &len)) != NULL && (names[i] = malloc(len + 1));
        if (ok) {
            memcpy(names[i], p, len);
            names[i][len] = 0;
        }
    }
    if (ok) {
        prog->ptx = ptx;
        nvrtc_buf_append(&prog->log, log.data, log.len);
        for (size_t i = 0; i < prog->num_names; i++) {
            prog->names[i].lowered = names[i][0] ? names[i] : NULL;
            if (!names[i][0])
                free(names[i]);
        }
    } else {
        nvrtc_buf_free(&ptx);
        for (size_t i = 0; names && i < prog->num_names; i++)
            free(names[i]);
    }
    nvrtc_buf_free(&log);
    free(names);
    nvrtc_buf_free(&b);
    return ok;
}

void nvrtc_cache_put(const nvrtcProgram prog, const char *key)
{
    char path[4300];
    if (!cache_path(key, path, sizeof path, true))
        return;
    nvrtc_buf b = {NULL, 0};
    bool ok = nvrtc_buf_append(&b, MAGIC, strlen(MAGIC)) && put_field(&b, prog->ptx.data, prog->ptx.len) &&
              put_field(&b, prog->log.data, prog->log.len);
    for (size_t i = 0; ok && i < prog->num_names; i++) {
        const char *l = prog->names[i].lowered;
        ok = put_field(&b, l, l ? strlen(l) : 0);
    }
    if (ok)
        ferry_cache_write(path, b.data, b.len);
    nvrtc_buf_free(&b);
}
