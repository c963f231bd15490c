/* The cache of modules compiled from PTX: in memory for the life of the
 * process (the same text loaded twice compiles once) and on disk under
 * $FERRY_CACHE_DIR, $XDG_CACHE_HOME/ferry/modules or ~/.cache/ferry/modules
 * as <key>.so, written to a temporary name and renamed into place.
 * FERRY_DISABLE_CACHE=1 turns the disk cache off; a cache that cannot be
 * read or written is only a cache miss. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"
#include "tools.h"

#ifndef FERRY_VERSION
#define FERRY_VERSION "unknown"
#endif

/* ---- the key ---- */

/* The code is compiled for the host CPU, so its model is part of the key. */
void ferry_cu_cache_key(const char *text, const char *tool_stamp, char key[FERRY_CU_KEY_LEN + 1])
{
    ferry_hash h = ferry_hash_start();
    ferry_hash_str(&h, text);
    ferry_hash_str(&h, FERRY_VERSION);
    ferry_hash_mix(&h, &(uint32_t){FERRY_ABI_VERSION}, sizeof(uint32_t));
    ferry_hash_str(&h, ferry_cpu_model());
    ferry_hash_str(&h, tool_stamp);
    ferry_hash_hex(&h, key);
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

static bool disk_get(const char *key, ferry_cu_bytes *out)
{
    char dir[4096], path[4200];
    if (!ferry_cache_dir("", "modules", false, dir, sizeof dir))
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
    char dir[4096], path[4200];
    if (!ferry_cache_dir("", "modules", true, dir, sizeof dir))
        return;
    snprintf(path, sizeof path, "%s/%s.so", dir, key);
    ferry_cache_write(path, module->data, module->len);
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
