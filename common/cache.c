/* Cache keys and cache directories (tools.h). */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "tools.h"

ferry_hash ferry_hash_start(void)
{
    return (ferry_hash){0xcbf29ce484222325ull, 0};
}

void ferry_hash_mix(ferry_hash *h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h->fnv = (h->fnv ^ p[i]) * 0x100000001b3ull;
        h->sdbm = p[i] + (h->sdbm << 6) + (h->sdbm << 16) - h->sdbm;
    }
}

void ferry_hash_str(ferry_hash *h, const char *s)
{
    ferry_hash_mix(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

void ferry_hash_hex(const ferry_hash *h, char out[FERRY_KEY_LEN + 1])
{
    snprintf(out, FERRY_KEY_LEN + 1, "%016llx%016llx", (unsigned long long)h->fnv, (unsigned long long)h->sdbm);
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
    struct utsname u;
    if (!cpu_model[0] && uname(&u) == 0)
        snprintf(cpu_model, sizeof cpu_model, "%s", u.machine);
}

const char *ferry_cpu_model(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, read_cpu_model);
    return cpu_model;
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

bool ferry_cache_dir(const char *env_sub, const char *sub, bool make, char *out, size_t n)
{
    const char *off = getenv("FERRY_DISABLE_CACHE");
    if (off && *off && strcmp(off, "0") != 0)
        return false;
    const char *dir = getenv("FERRY_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int len;
    if (dir && *dir)
        len = snprintf(out, n, "%s%s%s", dir, *env_sub ? "/" : "", env_sub);
    else if (xdg && xdg[0] == '/')
        len = snprintf(out, n, "%s/ferry/%s", xdg, sub);
    else if (home && *home)
        len = snprintf(out, n, "%s/.cache/ferry/%s", home, sub);
    else
        return false;
    return len > 0 && (size_t)len < n && (!make || make_dirs(out));
}

bool ferry_cache_write(const char *path, const void *data, size_t len)
{
    char tmp[4400];
    int used = snprintf(tmp, sizeof tmp, "%s.%ld.%p.tmp", path, (long)getpid(), (void *)&tmp);
    if (used <= 0 || (size_t)used >= sizeof tmp)
        return false;
    FILE *f = fopen(tmp, "wb");
    bool ok = f && fwrite(data, 1, len, f) == len;
    ok = f && fclose(f) == 0 && ok;
    if (ok && rename(tmp, path) == 0)
        return true;
    unlink(tmp);
    return false;
}
