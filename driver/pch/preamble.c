/* A source's preamble: the #include <...> lines it opens with, before
 * anything else but comments.  They come right after cuda_runtime.h in
 * every compile of it, so a header made of cuda_runtime.h and them is
 * what the compile reads first anyway; the source's own lines then find
 * each header's guard set and read nothing.  Only headers known to keep
 * that promise are taken: the standard C and C++ library's (the
 * standards say each may be included twice with no other effect), a few
 * POSIX ones, Ferry's own, and CCCL's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pch.h"

/* sorted, for bsearch */
static const char *const standard[] = {
    "algorithm", "any", "array", "assert.h", "atomic", "bit", "bitset", "cassert", "cctype", "cerrno", "cfenv",
    "cfloat", "charconv", "chrono", "cinttypes", "climits", "clocale", "cmath", "compare", "complex", "complex.h",
    "concepts", "condition_variable", "csetjmp", "csignal", "cstdarg", "cstddef", "cstdint", "cstdio", "cstdlib",
    "cstring", "ctime", "ctype.h", "cwchar", "cwctype", "deque", "dirent.h", "errno.h", "exception", "fcntl.h",
    "fenv.h", "float.h", "fstream", "functional", "future", "initializer_list", "inttypes.h", "iomanip", "ios",
    "iosfwd", "iostream", "istream", "iterator", "limits", "limits.h", "list", "locale", "locale.h", "map",
    "math.h", "memory", "mutex", "new", "numeric", "optional", "ostream", "pthread.h", "queue", "random",
    "ratio", "set", "setjmp.h", "signal.h", "sstream", "stack", "stdarg.h", "stdbool.h", "stddef.h",
    "stdexcept", "stdint.h", "stdio.h", "stdlib.h", "streambuf", "string", "string.h", "string_view",
    "sys/stat.h", "sys/time.h", "sys/types.h", "system_error", "thread", "time.h", "tuple", "type_traits",
    "typeindex", "typeinfo", "unistd.h", "unordered_map", "unordered_set", "utility", "valarray", "variant",
    "vector", "wchar.h",
};

static int by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool known(const char *name, const char *ferry_dir)
{
    const char *key = name;
    if (bsearch(&key, standard, sizeof standard / sizeof *standard, sizeof *standard, by_name))
        return true;
    if (!strncmp(name, "thrust/", 7) || !strncmp(name, "cub/", 4) || !strncmp(name, "cuda/", 5))
        return true;
    if (!strncmp(name, "ferry/", 6)) /* Ferry's internals, some read twice on purpose */
        return false;
    char path[4400];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", ferry_dir, name);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Past blanks and comments; false at a comment that does not end. */
static bool skip_space(const char **p, const char *end)
{
    const char *s = *p;
    while (s < end) {
        if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v')
            s++;
        else if (s + 1 < end && s[0] == '/' && s[1] == '/')
            while (s < end && *s != '\n')
                s++;
        else if (s + 1 < end && s[0] == '/' && s[1] == '*') {
            const char *close = NULL;
            for (const char *t = s + 2; t + 1 < end && !close; t++)
                if (t[0] == '*' && t[1] == '/')
                    close = t;
            if (!close)
                return false;
            s = close + 2;
        } else
            break;
    }
    *p = s;
    return true;
}

/* "#include <name>" at *p, with nothing after it on its line but blanks
 * or a // comment: the name in name[cap]. */
static bool include_line(const char **p, const char *end, char *name, size_t cap)
{
    const char *s = *p;
    if (s >= end || *s++ != '#')
        return false;
    while (s < end && (*s == ' ' || *s == '\t'))
        s++;
    if (end - s < 8 || strncmp(s, "include", 7) != 0)
        return false;
    s += 7;
    while (s < end && (*s == ' ' || *s == '\t'))
        s++;
    if (s >= end || *s++ != '<')
        return false;
    const char *n = s;
    while (s < end && *s != '>' && *s != '\n' && *s != '\\')
        s++;
    if (s >= end || *s != '>' || s == n || (size_t)(s - n) >= cap)
        return false;
    memcpy(name, n, (size_t)(s - n));
    name[s - n] = 0;
    for (s++; s < end && (*s == ' ' || *s == '\t' || *s == '\r'); s++)
        ;
    if (s < end && *s != '\n' && !(s + 1 < end && s[0] == '/' && s[1] == '/'))
        return false;
    *p = s;
    return name[0] != '/' && !strstr(name, "..");
}

enum { HEAD_BYTES = 1 << 16, MOST = 48 };

static bool read_head(const char *src, char *buf, size_t *len)
{
    FILE *f = fopen(src, "rb");
    if (!f)
        return false;
    *len = fread(buf, 1, HEAD_BYTES, f);
    fclose(f);
    return true;
}

bool pch_preamble(const char *src, const char *ferry_dir, char *out, size_t cap)
{
    static char buf[HEAD_BYTES];
    size_t len = 0, used = 0, count = 0;
    out[0] = 0;
    if (!read_head(src, buf, &len))
        return false;
    const char *p = buf, *end = buf + len;
    if (len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3))
        p += 3;
    char name[256], line[300];
    while (count < MOST && skip_space(&p, end) && include_line(&p, end, name, sizeof name)) {
        int n = snprintf(line, sizeof line, "#include <%s>\n", name);
        if (!strcmp(name, "cuda_runtime.h") || strstr(out, line))
            continue;
        if (!known(name, ferry_dir))
            break;
        if (used + (size_t)n >= cap)
            break;
        memcpy(out + used, line, (size_t)n + 1);
        used += (size_t)n;
        count++;
    }
    return used > 0;
}
