/* NVRTC's compile options, as its documentation lists them, translated to
 * Ferry's nvcc.  Options about GPU code generation, precompiled headers
 * and diagnostics numbering are accepted and have no effect on the CPU;
 * an option NVRTC does not have is an error, as with NVRTC. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nvrtc_internal.h"

typedef enum { A_NONE, A_ONE, A_GLUED } arg_kind;
typedef enum {
    K_PASS,       /* to nvcc as --long=value (or --long) */
    K_PASS_BOOL,  /* as K_PASS; the value must be true or false */
    K_IGNORE,
    K_IGNORE_BOOL,
    K_ARCH,
    K_RDC_ON,     /* -dc */
    K_DEFAULT_DEVICE,
    K_DOPT,
    K_TIME,
    K_PATH,       /* a directory, made absolute: nvcc runs elsewhere */
    K_INT128,     /* NVRTC says so with a macro */
    K_UNSUPPORTED,
} kind;

typedef struct opt {
    const char *shrt, *lng;
    arg_kind arg;
    kind what;
} opt;

static const opt table[] = {
    {"arch", "gpu-architecture", A_ONE, K_ARCH},
    {"dc", "device-c", A_NONE, K_RDC_ON},
    {"dw", "device-w", A_NONE, K_IGNORE},
    {"rdc", "relocatable-device-code", A_ONE, K_PASS_BOOL},
    {"ewp", "extensible-whole-program", A_NONE, K_IGNORE},
    {"G", "device-debug", A_NONE, K_PASS},
    {"lineinfo", "generate-line-info", A_NONE, K_PASS},
    {"dopt", "dopt", A_ONE, K_DOPT},
    {"Xptxas", "ptxas-options", A_ONE, K_PASS},
    {"maxrregcount", "maxrregcount", A_ONE, K_PASS},
    {"ftz", "ftz", A_ONE, K_PASS_BOOL},
    {"prec-sqrt", "prec-sqrt", A_ONE, K_PASS_BOOL},
    {"prec-div", "prec-div", A_ONE, K_PASS_BOOL},
    {"fmad", "fmad", A_ONE, K_PASS_BOOL},
    {"use_fast_math", "use_fast_math", A_NONE, K_PASS},
    {"extra-device-vectorization", "extra-device-vectorization", A_NONE, K_IGNORE},
    {"modify-stack-limit", "modify-stack-limit", A_ONE, K_IGNORE_BOOL},
    {"dlto", "dlink-time-opt", A_NONE, K_UNSUPPORTED},
    {"gen-opt-lto", "gen-opt-lto", A_NONE, K_IGNORE},
    {"optix-ir", "optix-ir", A_NONE, K_UNSUPPORTED},
    {"jtd", "jump-table-density", A_ONE, K_IGNORE},
    {"device-stack-protector", "device-stack-protector", A_ONE, K_IGNORE_BOOL},
    {"D", "define-macro", A_GLUED, K_PASS},
    {"U", "undefine-macro", A_GLUED, K_PASS},
    {"I", "include-path", A_GLUED, K_PATH},
    {"include", "pre-include", A_ONE, K_PASS},
    {"no-source-include", "no-source-include", A_NONE, K_IGNORE},
    {"std", "std", A_ONE, K_PASS},
    {"builtin-move-forward", "builtin-move-forward", A_ONE, K_IGNORE_BOOL},
    {"builtin-initializer-list", "builtin-initializer-list", A_ONE, K_IGNORE_BOOL},
    {"w", "disable-warnings", A_NONE, K_PASS},
    {"restrict", "restrict", A_NONE, K_IGNORE},
    {"default-device", "device-as-default-execution-space", A_NONE, K_DEFAULT_DEVICE},
    {"device-int128", "device-int128", A_NONE, K_INT128},
    {"opt-info", "optimization-info", A_ONE, K_IGNORE},
    {"err-no", "display-error-number", A_NONE, K_IGNORE},
    {"no-err-no", "no-display-error-number", A_NONE, K_IGNORE},
    {"diag-error", "diag-error", A_ONE, K_IGNORE},
    {"diag-suppress", "diag-suppress", A_ONE, K_IGNORE},
    {"diag-warn", "diag-warn", A_ONE, K_IGNORE},
    {"brief-diag", "brief-diagnostics", A_ONE, K_IGNORE_BOOL},
    {"time", "time", A_ONE, K_TIME},
    {"split-compile", "split-compile", A_ONE, K_IGNORE},
    {"fdevice-syntax-only", "fdevice-syntax-only", A_NONE, K_IGNORE},
    {"minimal", "minimal", A_NONE, K_IGNORE},
    {"fdevice-time-trace", "fdevice-time-trace", A_ONE, K_IGNORE},
    {"pch", "pch", A_NONE, K_IGNORE},
    {"create-pch", "create-pch", A_ONE, K_IGNORE},
    {"use-pch", "use-pch", A_ONE, K_IGNORE},
    {"pch-dir", "pch-dir", A_ONE, K_IGNORE},
    {"pch-verbose", "pch-verbose", A_ONE, K_IGNORE_BOOL},
    {"pch-messages", "pch-messages", A_ONE, K_IGNORE_BOOL},
    {"instantiate-templates-in-pch", "instantiate-templates-in-pch", A_ONE, K_IGNORE_BOOL},
};

static const int archs[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90};

const int *nvrtc_archs(int *n)
{
    *n = (int)(sizeof archs / sizeof archs[0]);
    return archs;
}

static bool push(nvrtc_opts *o, const char *fmt, const char *a, const char *b)
{
    if (o->argc + 2 > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 16;
        char **v = realloc(o->argv, cap * sizeof *v);
        if (!v)
            return false;
        o->argv = v;
        o->cap = cap;
    }
    int n = snprintf(NULL, 0, fmt, a, b ? b : "");
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!s)
        return false;
    snprintf(s, (size_t)n + 1, fmt, a, b ? b : "");
    o->argv[o->argc++] = s;
    o->argv[o->argc] = NULL;
    return true;
}

void nvrtc_opts_free(nvrtc_opts *o)
{
    for (size_t i = 0; i < o->argc; i++)
        free(o->argv[i]);
    free(o->argv);
    *o = (nvrtc_opts){0};
}

/* "compute_75", "sm_80", "sm_90a": the number, when Ferry knows it. */
static bool parse_arch(const char *v, int *arch, bool *real)
{
    const char *digits;
    if (strncmp(v, "compute_", 8) == 0)
        digits = v + 8, *real = false;
    else if (strncmp(v, "sm_", 3) == 0)
        digits = v + 3, *real = true;
    else
        return false;
    char *end;
    long n = strtol(digits, &end, 10);
    if (end == digits || (*end && strcmp(end, "a") != 0))
        return false;
    int count;
    const int *known = nvrtc_archs(&count);
    for (int i = 0; i < count; i++)
        if (known[i] == n) {
            *arch = (int)n;
            return true;
        }
    return false;
}

static bool is_bool(const char *v)
{
    return strcmp(v, "true") == 0 || strcmp(v, "false") == 0;
}

/* Which entry option names, and where its value starts ("" for none):
 * --long, --long=v, -short, -short=v, -Dv for the glued ones. */
static const opt *lookup(const char *s, const char **value)
{
    const char *name = s + (s[1] == '-' ? 2 : 1);
    size_t len = strcspn(name, "=");
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        const opt *t = &table[i];
        if ((strlen(t->lng) == len && strncmp(name, t->lng, len) == 0) ||
            (strlen(t->shrt) == len && strncmp(name, t->shrt, len) == 0)) {
            *value = name[len] == '=' ? name + len + 1 : NULL;
            return t;
        }
    }
    for (size_t i = 0; s[1] != '-' && i < sizeof table / sizeof table[0]; i++) {
        const opt *t = &table[i];
        size_t n = strlen(t->shrt);
        if (t->arg == A_GLUED && strncmp(name, t->shrt, n) == 0 && name[n]) {
            *value = name + n;
            return t;
        }
    }
    return NULL;
}

static nvrtcResult bad(nvrtc_buf *log, const char *fmt, const char *opt)
{
    nvrtc_buf_printf(log, fmt, opt);
    return NVRTC_ERROR_INVALID_OPTION;
}

static nvrtcResult apply(const opt *t, const char *given, const char *v, nvrtc_opts *o, nvrtc_buf *log)
{
    bool ok = true;
    switch (t->what) {
    case K_PASS_BOOL:
        if (!is_bool(v))
            return bad(log, "error: option '%s' takes true or false\n", given);
        /* fall through */
    case K_PASS:
        ok = v ? push(o, "--%s=%s", t->lng, v) : push(o, "--%s", t->lng, NULL);
        break;
    case K_IGNORE_BOOL:
        if (!is_bool(v))
            return bad(log, "error: option '%s' takes true or false\n", given);
        break;
    case K_IGNORE:
        break;
    case K_DOPT:
        if (strcmp(v, "on") != 0 && strcmp(v, "off") != 0)
            return bad(log, "error: option '%s' takes on or off\n", given);
        break;
    case K_ARCH:
        if (!parse_arch(v, &o->arch, &o->real_arch))
            return bad(log, "error: invalid value for --gpu-architecture (-arch): '%s'\n", v);
        break;
    case K_RDC_ON:
        ok = push(o, "--relocatable-device-code=true", "", NULL);
        break;
    case K_INT128:
        ok = push(o, "--define-macro=__CUDACC_RTC_INT128__", "", NULL);
        break;
    case K_DEFAULT_DEVICE:
        o->default_device = true;
        break;
    case K_TIME:
    case K_PATH: {
        char cwd[4096];
        const char *fmt = t->what == K_TIME ? "--time=%s" : "--include-path=%s";
        const char *fmt2 = t->what == K_TIME ? "--time=%s/%s" : "--include-path=%s/%s";
        if (v[0] == '/' || v[0] == '-' || !getcwd(cwd, sizeof cwd))
            ok = push(o, fmt, v, NULL);
        else
            ok = push(o, fmt2, cwd, v);
        break;
    }
    case K_UNSUPPORTED:
        return bad(log, "error: option '%s' is not supported by Ferry's NVRTC\n", given);
    }
    return ok ? NVRTC_SUCCESS : NVRTC_ERROR_OUT_OF_MEMORY;
}

nvrtcResult nvrtc_parse_options(int n, const char *const *options, nvrtc_opts *out, nvrtc_buf *log)
{
    nvrtc_opts o = {.arch = 52};
    nvrtcResult r = NVRTC_SUCCESS;
    for (int i = 0; i < n && r == NVRTC_SUCCESS; i++) {
        const char *s = options[i], *v = NULL;
        if (!s) {
            r = NVRTC_ERROR_INVALID_INPUT;
            break;
        }
        const opt *t = s[0] == '-' && s[1] ? lookup(s, &v) : NULL;
        if (!t) {
            r = bad(log, "error: unrecognized option '%s'\n", s);
            break;
        }
        if (t->arg == A_NONE && v)
            r = bad(log, "error: option '%s' takes no value\n", s);
        else if (t->arg != A_NONE && !v) {
            if (i + 1 < n && options[i + 1])
                v = options[++i];
            else
                r = bad(log, "error: option '%s' needs a value\n", s);
        }
        if (r == NVRTC_SUCCESS)
            r = apply(t, s, v, &o, log);
    }
    if (r != NVRTC_SUCCESS) {
        nvrtc_opts_free(&o);
        return r;
    }
    *out = o;
    return NVRTC_SUCCESS;
}
