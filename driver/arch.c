/* GPU architecture values (-arch, -code, -gencode).  Ferry runs one device
 * pass for the CPU, so all that matters is the highest architecture named:
 * it decides __CUDA_ARCH__. */
#include "driver.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every architecture a CUDA release has had, from Tesla (sm_1x, CUDA 1 to
 * 6.5), Fermi (sm_2x, to CUDA 8) and Kepler (sm_3x, to CUDA 11) to today's:
 * the build files of that era still name them, and on the CPU they cost
 * nothing.  A name not in the list is still an error, as a typo should be. */
static const int known_sms[] = {10, 11, 12, 13, 20, 21, 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70,
                                72, 75, 80, 86, 87, 88, 89, 90, 100, 101, 103, 110, 120, 121};

/* CUDA 13 compiles for sm_75 and newer only, CUDA 12 for sm_50 and newer. */
#define FIRST_CURRENT_SM 75
#define FIRST_CUDA12_SM 50
/* --list-gpu-arch starts where CUDA 12's list starts. */
#define FIRST_LISTED_SM 50

static bool is_known_sm(int sm)
{
    for (size_t i = 0; i < sizeof known_sms / sizeof known_sms[0]; i++)
        if (known_sms[i] == sm)
            return true;
    return false;
}

/* "sm_90a" -> 90, 'a'; returns false when the text is not such a name. */
static bool split_arch(const char *value, int *num, char *suffix)
{
    const char *p;
    if (strncmp(value, "sm_", 3) == 0) p = value + 3;
    else if (strncmp(value, "compute_", 8) == 0) p = value + 8;
    else if (strncmp(value, "lto_", 4) == 0) p = value + 4;
    else return false;
    if (!isdigit((unsigned char)*p))
        return false;
    char *end;
    long n = strtol(p, &end, 10);
    if (n > 1000 || (*end && ((*end != 'a' && *end != 'f') || end[1])))
        return false;
    *num = (int)n;
    *suffix = *end;
    return true;
}

int ferry_parse_arch(const char *value, int *sm, char *suffix, char *err, size_t errlen)
{
    /* There is no GPU to ask, and the default is the architecture whose
     * feature checks our headers and lowering know best. */
    if (!strcmp(value, "native") || !strcmp(value, "all") || !strcmp(value, "all-major"))
        return 0;
    int num;
    char sfx;
    if (!split_arch(value, &num, &sfx) || !is_known_sm(num)) {
        snprintf(err, errlen, "Unsupported gpu architecture '%s'", value);
        return -1;
    }
    if (num > *sm || (num == *sm && sfx && !*suffix)) {
        *sm = num;
        *suffix = sfx;
    }
    return 0;
}

/* The value of key= in a gencode spec, honouring [a,b] and "a,b" lists. */
static char *gencode_field(const char *spec, const char *key)
{
    size_t klen = strlen(key);
    for (const char *p = spec; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL) {
        if (strncmp(p, key, klen) != 0 || p[klen] != '=')
            continue;
        const char *v = p + klen + 1, *end;
        if (*v == '[' || *v == '"') {
            char close = *v == '[' ? ']' : '"';
            v++;
            end = strchr(v, close);
            if (!end) end = v + strlen(v);
        } else {
            end = strchr(v, ',');
            if (!end) end = v + strlen(v);
        }
        char *out = ferry_xrealloc(NULL, (size_t)(end - v) + 1);
        memcpy(out, v, (size_t)(end - v));
        out[end - v] = 0;
        return out;
    }
    return NULL;
}

static int parse_arch_list(const char *list, int *sm, char *suffix, char *err, size_t errlen)
{
    ferry_strv items = {0};
    ferry_split_commas(list, &items);
    int rc = 0;
    for (size_t i = 0; i < items.n && rc == 0; i++)
        rc = ferry_parse_arch(items.v[i], sm, suffix, err, errlen);
    ferry_strv_free(&items);
    return rc;
}

int ferry_parse_gencode(const char *spec, int *sm, char *suffix, char *err, size_t errlen)
{
    char *arch = gencode_field(spec, "arch");
    char *code = gencode_field(spec, "code");
    int rc = -1;
    if (!arch)
        snprintf(err, errlen, "Option '--generate-code %s', missing arch", spec);
    else if (!code)
        snprintf(err, errlen, "Option '--generate-code %s', missing code", spec);
    else if (parse_arch_list(arch, sm, suffix, err, errlen) == 0)
        rc = parse_arch_list(code, sm, suffix, err, errlen);
    free(arch);
    free(code);
    return rc;
}

bool ferry_arch_deprecated(const char *value)
{
    int num;
    char sfx;
    return split_arch(value, &num, &sfx) && is_known_sm(num) && num < FIRST_CURRENT_SM;
}

bool ferry_arch_removed(const char *value)
{
    int num;
    char sfx;
    return split_arch(value, &num, &sfx) && is_known_sm(num) && num < FIRST_CUDA12_SM;
}

void ferry_gencode_archs(const char *spec, ferry_strv *out)
{
    const char *keys[] = {"arch", "code"};
    for (size_t k = 0; k < 2; k++) {
        char *v = gencode_field(spec, keys[k]);
        if (v)
            ferry_split_commas(v, out);
        free(v);
    }
}

char *ferry_gpu_list(bool arch, bool code)
{
    size_t cap = 64, len = 0;
    char *text = ferry_xrealloc(NULL, cap);
    text[0] = 0;
    for (size_t i = 0; i < sizeof known_sms / sizeof known_sms[0]; i++) {
        int sm = known_sms[i];
        if (sm < FIRST_LISTED_SM)
            continue;
        char line[64];
        if (arch && code)
            snprintf(line, sizeof line, "arch=compute_%d,code=sm_%d\n", sm, sm);
        else
            snprintf(line, sizeof line, "%s_%d\n", arch ? "compute" : "sm", sm);
        size_t n = strlen(line);
        if (len + n + 1 > cap)
            text = ferry_xrealloc(text, cap = 2 * (len + n + 1));
        memcpy(text + len, line, n + 1);
        len += n;
    }
    return text;
}
