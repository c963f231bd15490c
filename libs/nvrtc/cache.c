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
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "nvrtc_internal.h"

#ifndef FERRY_VERSION
#define FERRY_VERSION "unknown"
#endif

#define MAGIC "FERRY-NVRTC 1\n"

typedef struct hashes {
    uint64_t fnv, sdbm;
} hashes;

static void mix(hashes *h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h->fnv = (h->fnv ^ p[i]) * 0x100000001b3ull;
        h->sdbm = p[i] + (h->sdbm << 6) + (h->sdbm << 16) - h->sdbm;
    }
}

static void mix_str(hashes *h, const char *s)
{
    mix(h, s ? s : "", s ? strlen(s) + 1 : 1); /* the NUL separates fields */
}

/* A rebuilt compiler or changed headers are a new key. */
static void mix_file_stamp(hashes *h, const char *home, const char *rel)
{
    char path[4200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", home, rel);
    if (stat(path, &st) == 0) {
        long long v[3] = {(long long)st.st_size, (long long)st.st_mtim.tv_sec, (long long)st.st_mtim.tv_nsec};
        mix(h, v, sizeof v);
    }
    mix_str(h, rel);
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
    hashes h = {0xcbf29ce484222325ull, 0};
    mix_str(&h, FERRY_VERSION);
    mix_str(&h, prog->name);
    mix(&h, source->data, source->len);
    mix_str(&h, "");
    for (int i = 0; i < prog->num_headers; i++) {
        mix_str(&h, prog->include_names[i]);
        mix_str(&h, prog->headers[i] ? prog->headers[i] : "<not given>");
    }
    for (size_t i = 1; argv[i]; i++) /* argv[0], the tree's path, is in the stamps */
        mix_str(&h, argv[i]);
    static const char *const files[] = {"bin/nvcc", "bin/ferry-ptx-emit", "include/cuda_runtime.h",
                                        "include/cuda_runtime_api.h", "include/crt"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        mix_file_stamp(&h, home, files[i]);
    snprintf(key, NVRTC_KEY_LEN + 1, "%016llx%016llx", (unsigned long long)h.fnv, (unsigned long long)h.sdbm);
}

static bool cache_path(const char *key, char *out, size_t n, bool make)
{
    const char *dir = getenv("FERRY_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    char base[4096];
    int len;
    if (dir && *dir)
        len = snprintf(base, sizeof base, "%s/nvrtc", dir);
    else if (xdg && xdg[0] == '/')
        len = snprintf(base, sizeof base, "%s/ferry/nvrtc", xdg);
    else if (home && *home)
        len = snprintf(base, sizeof base, "%s/.cache/ferry/nvrtc", home);
    else
        return false;
    if (len <= 0 || (size_t)len >= sizeof base)
        return false;
    if (make) {
        for (char *p = base + 1;; p++) {
            if (*p != '/' && *p != 0)
                continue;
            char c = *p;
            *p = 0;
            bool ok = mkdir(base, 0700) == 0 || errno == EEXIST;
            *p = c;
            if (!ok)
                return false;
            if (!c)
                break;
        }
    }
    len = snprintf(out, n, "%s/%s", base, key);
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

static char cpu_model[256];

static void read_cpu_model(void)
{
    static const char *const fields[] = {"model name", "CPU part", "cpu model", "uarch"};
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && !cpu_model[0] && fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        for (size_t i = 0; colon && i < sizeof fields / sizeof fields[0] && !cpu_model[0]; i++)
            if (strncmp(line, fields[i], strlen(fields[i])) == 0)
                snprintf(cpu_model, sizeof cpu_model, "%s", colon + 1);
    }
    if (f)
        fclose(f);
}

void nvrtc_cache_module_key(const char *key, const char *cpu, char out[NVRTC_KEY_LEN + 4])
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, read_cpu_model);
    hashes h = {0xcbf29ce484222325ull, 0};
    mix_str(&h, key);
    mix_str(&h, cpu);
    mix_str(&h, cpu_model);
    snprintf(out, NVRTC_KEY_LEN + 4, "%016llx%016llx.so", (unsigned long long)h.fnv, (unsigned long long)h.sdbm);
}

bool nvrtc_cache_get_module(const char *key, nvrtc_buf *out)
{
    char path[4300];
    return cache_path(key, path, sizeof path, false) && nvrtc_read_file(path, out) && out->len >= 4 &&
           memcmp(out->data, "\177ELF", 4) == 0;
}

void nvrtc_cache_put_module(const char *key, const nvrtc_buf *module)
{
    char path[4300], tmp[4400];
    if (!cache_path(key, path, sizeof path, true))
        return;
    snprintf(tmp, sizeof tmp, "%s.%ld.%p.tmp", path, (long)getpid(), (void *)module);
    if (!nvrtc_write_file(tmp, module->data, module->len) || rename(tmp, path) != 0)
        unlink(tmp);
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
    char path[4300], tmp[4400];
    if (!cache_path(key, path, sizeof path, true))
        return;
    nvrtc_buf b = {NULL, 0};
    bool ok = nvrtc_buf_append(&b, MAGIC, strlen(MAGIC)) && put_field(&b, prog->ptx.data, prog->ptx.len) &&
              put_field(&b, prog->log.data, prog->log.len);
    for (size_t i = 0; ok && i < prog->num_names; i++) {
        const char *l = prog->names[i].lowered;
        ok = put_field(&b, l, l ? strlen(l) : 0);
    }
    snprintf(tmp, sizeof tmp, "%s.%ld.%p.tmp", path, (long)getpid(), (void *)prog);
    if (ok && nvrtc_write_file(tmp, b.data, b.len) && rename(tmp, path) == 0)
        tmp[0] = 0;
    if (tmp[0])
        unlink(tmp);
    nvrtc_buf_free(&b);
}
