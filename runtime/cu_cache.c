/* The cache of modules compiled from PTX: in memory for the life of the
 * process (the same text loaded twice compiles once) and on disk under
 * $FERRY_CACHE_DIR, $XDG_CACHE_HOME/ferry/modules or ~/.cache/ferry/modules
 * as <key>.so, written to a temporary name and renamed into place.
 * FERRY_DISABLE_CACHE=1 turns the disk cache off; a cache that cannot be
 * read or written is only a cache miss. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "cu_internal.h"

#ifndef FERRY_VERSION
#define FERRY_VERSION "unknown"
#endif

/* ---- the key ---- */

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

static char cpu_model[256];

/* The code is compiled for the host CPU, so its model is part of the key. */
static void read_cpu_model(void)
{
    static const char *const fields[] = {"model name", "CPU part", "cpu model", "uarch"};
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && !cpu_model[0] && fgets(line, sizeof line, f)) {
        for (size_t i = 0; i < sizeof fields / sizeof fields[0] && !cpu_model[0]; i++) {
            char *colon = strchr(line, ':');
            if (colon && strncmp(line, fields[i], strlen(fields[i])) == 0)
                snprintf(cpu_model, sizeof cpu_model, "%s", colon + 1);
        }
    }
    if (f)
        fclose(f);
    struct utsname u;
    if (!cpu_model[0] && uname(&u) == 0)
        snprintf(cpu_model, sizeof cpu_model, "%s", u.machine);
}

void ferry_cu_cache_key(const char *text, const char *tool_stamp, char key[FERRY_CU_KEY_LEN + 1])
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, read_cpu_model);
    hashes h = {0xcbf29ce484222325ull, 0};
    mix_str(&h, text);
    mix_str(&h, FERRY_VERSION);
    mix(&h, &(uint32_t){FERRY_ABI_VERSION}, sizeof(uint32_t));
    mix_str(&h, cpu_model);
    mix_str(&h, tool_stamp);
    snprintf(key, FERRY_CU_KEY_LEN + 1, "%016llx%016llx", (unsigned long long)h.fnv,
             (unsigned long long)h.sdbm);
}

/* ---- in memory ---- */

typedef struct entry {
    struct entry *next;
    char key[FERRY_CU_KEY_LEN + 1];
    ferry_cu_bytes module;
} entry;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static entry *entries;

static bool copy_bytes(const ferry_cu_bytes *from, ferry_cu_bytes *to)
{
    unsigned char *d = malloc(from->len ? from->len : 1);
    if (!d)
        return false;
    memcpy(d, from->data, from->len);
    *to = (ferry_cu_bytes){d, from->len};
    return true;
}

static bool memory_get(const char *key, ferry_cu_bytes *out)
{
    bool found = false;
    pthread_mutex_lock(&lock);
    for (entry *e = entries; e && !found; e = e->next)
        if (strcmp(e->key, key) == 0)
            found = copy_bytes(&e->module, out);
    pthread_mutex_unlock(&lock);
    return found;
}

static void memory_put(const char *key, const ferry_cu_bytes *module)
{
    entry *e = calloc(1, sizeof *e);
    if (!e || !copy_bytes(module, &e->module)) {
        free(e);
        return;
    }
    snprintf(e->key, sizeof e->key, "%s", key);
    pthread_mutex_lock(&lock);
    e->next = entries;
    entries = e;
    pthread_mutex_unlock(&lock);
}

/* ---- on disk ---- */

static bool cache_dir(char *out, size_t n)
{
    const char *off = getenv("FERRY_DISABLE_CACHE");
    if (off && *off && strcmp(off, "0") != 0)
        return false;
    const char *dir = getenv("FERRY_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int len;
    if (dir && *dir)
        len = snprintf(out, n, "%s", dir);
    else if (xdg && xdg[0] == '/')
        len = snprintf(out, n, "%s/ferry/modules", xdg);
    else if (home && *home)
        len = snprintf(out, n, "%s/.cache/ferry/modules", home);
    else
        return false;
    return len > 0 && (size_t)len < n;
}

static bool make_dirs(char *path)
{
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != 0)
            continue;
        char c = *p;
        *p = 0;
        bool ok = mkdir(path, 0700) == 0 || errno == EEXIST;
        *p = c;
        if (!ok)
            return false;
        if (!c)
            return true;
    }
}

static bool disk_get(const char *key, ferry_cu_bytes *out)
{
    char dir[4096], path[4200];
    if (!cache_dir(dir, sizeof dir))
        return false;
    snprintf(path, sizeof path, "%s/%s.so", dir, key);
    ferry_cu_bytes b;
    if (ferry_cu_read_file(path, &b) != CUDA_SUCCESS)
        return false;
    if (b.len < 4 || ferry_cu_image_kind(b.data) != FERRY_IMAGE_ELF) {
        free(b.data);
        return false;
    }
    *out = b;
    return true;
}

static void disk_put(const char *key, const ferry_cu_bytes *module)
{
    char dir[4096], tmp[4200], path[4200];
    if (!cache_dir(dir, sizeof dir) || !make_dirs(dir))
        return;
    snprintf(path, sizeof path, "%s/%s.so", dir, key);
    snprintf(tmp, sizeof tmp, "%s/.%s.so.%ld.%p.tmp", dir, key, (long)getpid(), (void *)&tmp);
    if (!ferry_cu_write_file(tmp, module->data, module->len) || rename(tmp, path) != 0)
        unlink(tmp);
}

bool ferry_cu_cache_get(const char *key, ferry_cu_bytes *out)
{
    if (memory_get(key, out))
        return true;
    if (!disk_get(key, out))
        return false;
    memory_put(key, out);
    return true;
}

void ferry_cu_cache_put(const char *key, const ferry_cu_bytes *module)
{
    memory_put(key, module);
    disk_put(key, module);
}
