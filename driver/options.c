/* nvcc's option table and the parser.  Spellings follow `nvcc --help`:
 * every option has a short (-c) and a long (--compile) name; values come as
 * the next word, after '=', or (for the few options nvcc allows it) glued to
 * a short name, as in -Idir, -lm, -O3. */
#include "driver.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { ARG_NONE, ARG_ONE, ARG_LIST } arg_kind;

typedef enum {
    O_IGNORE, O_IGNORE_BOOL, O_UNSUPPORTED,
    O_COMPILE, O_OUTPUT, O_ODIR, O_LANG, O_INCLUDE, O_ISYSTEM, O_PREINCLUDE, O_DEFINE,
    O_UNDEFINE, O_LIBPATH, O_LIBRARY, O_OPT, O_DEBUG, O_DEVICE_DEBUG, O_LINEINFO, O_STD,
    O_ARCH, O_CODE, O_GENCODE, O_RDC, O_DC, O_XCOMPILER, O_XLINKER, O_CCBIN, O_FAST_MATH,
    O_FMAD, O_FTZ, O_NO_WARN, O_WERROR, O_VERBOSE, O_DRYRUN, O_VERSION, O_HELP, O_DEP_M,
    O_DEP_MM, O_DEP_MD, O_DEP_MMD, O_DEP_MF, O_DEP_MT, O_DEP_MP, O_SHARED, O_CUDART,
    O_KEEP, O_KEEP_DIR, O_THREADS, O_PREPROCESS, O_RUN, O_RUN_ARGS, O_FWD_COMPILER,
    O_FWD_LINKER, O_FWD_BOTH, O_LIB, O_LINK, O_NOEH, O_DEFAULT_STREAM, O_TEMPLATE_DEPTH,
    O_MACHINE, O_HOST_WARNING, O_CUBIN, O_DEVICE_PTX, O_FERRY_CPU, O_FERRY_CCCL, O_DW, O_DLINK,
    O_PTX, O_FATBIN, O_TIME, O_LIST_ARCH, O_LIST_CODE, O_PROFILE, O_NO_DEPRECATED,
    O_CUDA_CPP, O_XPTXAS, O_RES_USAGE, O_MAXRREG, O_OPENCC,
} opt_id;

typedef struct {
    const char *shrt;     /* without the leading '-' */
    const char *lng;      /* without the leading '--' */
    arg_kind arg;
    bool glued;           /* -Ovalue */
    opt_id id;
    const char *what;     /* for O_UNSUPPORTED: the feature */
} opt_def;

static const opt_def table[] = {
    {"c", "compile", ARG_NONE, false, O_COMPILE, NULL},
    {"o", "output-file", ARG_ONE, false, O_OUTPUT, NULL},
    {"odir", "output-directory", ARG_ONE, false, O_ODIR, NULL},
    {"x", "x", ARG_ONE, false, O_LANG, NULL},
    {"I", "include-path", ARG_LIST, true, O_INCLUDE, NULL},
    {"isystem", "system-include", ARG_LIST, false, O_ISYSTEM, NULL},
    {"include", "pre-include", ARG_LIST, false, O_PREINCLUDE, NULL},
    {"D", "define-macro", ARG_LIST, true, O_DEFINE, NULL},
    {"U", "undefine-macro", ARG_LIST, true, O_UNDEFINE, NULL},
    {"L", "library-path", ARG_LIST, true, O_LIBPATH, NULL},
    {"l", "library", ARG_LIST, true, O_LIBRARY, NULL},
    {"O", "optimize", ARG_ONE, true, O_OPT, NULL},
    {"g", "debug", ARG_NONE, false, O_DEBUG, NULL},
    {"G", "device-debug", ARG_NONE, false, O_DEVICE_DEBUG, NULL},
    {"lineinfo", "generate-line-info", ARG_NONE, false, O_LINEINFO, NULL},
    {"std", "std", ARG_ONE, false, O_STD, NULL},
    {"arch", "gpu-architecture", ARG_ONE, false, O_ARCH, NULL},
    {"code", "gpu-code", ARG_LIST, false, O_CODE, NULL},
    {"gencode", "generate-code", ARG_ONE, false, O_GENCODE, NULL},
    {"rdc", "relocatable-device-code", ARG_ONE, false, O_RDC, NULL},
    {"dc", "device-c", ARG_NONE, false, O_DC, NULL},
    {"dw", "device-w", ARG_NONE, false, O_DW, NULL},
    {"dlink", "device-link", ARG_NONE, false, O_DLINK, NULL},
    {"Xcompiler", "compiler-options", ARG_LIST, false, O_XCOMPILER, NULL},
    {"Xlinker", "linker-options", ARG_LIST, false, O_XLINKER, NULL},
    {"ccbin", "compiler-bindir", ARG_ONE, false, O_CCBIN, NULL},
    {"use_fast_math", "use_fast_math", ARG_NONE, false, O_FAST_MATH, NULL},
    {"fmad", "fmad", ARG_ONE, false, O_FMAD, NULL},
    {"ftz", "ftz", ARG_ONE, false, O_FTZ, NULL},
    {"prec-div", "prec-div", ARG_ONE, false, O_IGNORE_BOOL, NULL},
    {"prec-sqrt", "prec-sqrt", ARG_ONE, false, O_IGNORE_BOOL, NULL},
    {"w", "disable-warnings", ARG_NONE, false, O_NO_WARN, NULL},
    {"Werror", "Werror", ARG_LIST, false, O_WERROR, NULL},
    {"v", "verbose", ARG_NONE, false, O_VERBOSE, NULL},
    {"dryrun", "dryrun", ARG_NONE, false, O_DRYRUN, NULL},
    {"V", "version", ARG_NONE, false, O_VERSION, NULL},
    {"h", "help", ARG_NONE, false, O_HELP, NULL},
    {"E", "preprocess", ARG_NONE, false, O_PREPROCESS, NULL},
    {"M", "generate-dependencies", ARG_NONE, false, O_DEP_M, NULL},
    {"MM", "generate-nonsystem-dependencies", ARG_NONE, false, O_DEP_MM, NULL},
    {"MD", "generate-dependencies-with-compile", ARG_NONE, false, O_DEP_MD, NULL},
    {"MMD", "generate-nonsystem-dependencies-with-compile", ARG_NONE, false, O_DEP_MMD, NULL},
    {"MF", "dependency-output", ARG_ONE, false, O_DEP_MF, NULL},
    {"MT", "dependency-target-name", ARG_ONE, false, O_DEP_MT, NULL},
    {"MP", "generate-dependency-targets", ARG_NONE, false, O_DEP_MP, NULL},
    {"shared", "shared", ARG_NONE, false, O_SHARED, NULL},
    {"cudart", "cudart", ARG_ONE, false, O_CUDART, NULL},
    {"keep", "keep", ARG_NONE, false, O_KEEP, NULL},
    {"save-temps", "save-temps", ARG_NONE, false, O_KEEP, NULL},
    {"keep-dir", "keep-dir", ARG_ONE, false, O_KEEP_DIR, NULL},
    {"t", "threads", ARG_ONE, true, O_THREADS, NULL},
    {"run", "run", ARG_NONE, false, O_RUN, NULL},
    {"run-args", "run-args", ARG_LIST, false, O_RUN_ARGS, NULL},
    {"lib", "lib", ARG_NONE, false, O_LIB, NULL},
    {"cubin", "cubin", ARG_NONE, false, O_CUBIN, NULL},
    /* A fat binary holds one image per GPU; Ferry's has the one loadable
     * module, which cuModuleLoad and cuModuleLoadData take as they are. */
    {"fatbin", "fatbin", ARG_NONE, false, O_FATBIN, NULL},
    {"ptx", "ptx", ARG_NONE, false, O_PTX, NULL},
    {"time", "time", ARG_ONE, false, O_TIME, NULL},
    {"arch-ls", "list-gpu-arch", ARG_NONE, false, O_LIST_ARCH, NULL},
    {"code-ls", "list-gpu-code", ARG_NONE, false, O_LIST_CODE, NULL},
    {"pg", "profile", ARG_NONE, false, O_PROFILE, NULL},
    /* Ferry's own: take a .cu's device code from this PTX instead of the
     * .cu (differential tests against NVIDIA's PTX). */
    {"ferry-device-ptx", "ferry-device-ptx", ARG_ONE, false, O_DEVICE_PTX, NULL},
    /* Ferry's own: the CPU model(s) device code is compiled for (portable,
     * native, or an LLVM CPU name). */
    {"ferry-cpu", "ferry-cpu", ARG_ONE, false, O_FERRY_CPU, NULL},
    /* Ferry's own: which CCCL (Thrust, CUB, libcu++) #include finds. */
    {"ferry-cccl", "ferry-cccl", ARG_ONE, false, O_FERRY_CCCL, NULL},
    {"link", "link", ARG_NONE, false, O_LINK, NULL},
    {"noeh", "no-exceptions", ARG_NONE, false, O_NOEH, NULL},
    {"default-stream", "default-stream", ARG_ONE, false, O_DEFAULT_STREAM, NULL},
    {"ftemplate-depth", "ftemplate-depth", ARG_ONE, false, O_TEMPLATE_DEPTH, NULL},
    {"m", "machine", ARG_ONE, false, O_MACHINE, NULL},
    {"forward-unknown-to-host-compiler", "forward-unknown-to-host-compiler", ARG_NONE, false, O_FWD_COMPILER, NULL},
    {"forward-unknown-to-host-linker", "forward-unknown-to-host-linker", ARG_NONE, false, O_FWD_LINKER, NULL},
    {"forward-unknown-opts", "forward-unknown-opts", ARG_NONE, false, O_FWD_BOTH, NULL},
    {"Wno-deprecated-declarations", "Wno-deprecated-declarations", ARG_NONE, false, O_HOST_WARNING, NULL},
    {"Wreorder", "Wreorder", ARG_NONE, false, O_HOST_WARNING, NULL},
    /* Accepted and meaningless on the CPU (GPU register allocation, PTX
     * assembler and device linker options, diagnostics numbering). */
    {"m64", "m64", ARG_NONE, false, O_IGNORE, NULL},
    /* ptxas's -v and --resource-usage print each kernel's resources, as
     * ferry-lower knows them (--resource-usage there); the rest of what
     * ptxas takes is about GPU code and has no meaning here. */
    {"res-usage", "resource-usage", ARG_NONE, false, O_RES_USAGE, NULL},
    {"Xptxas", "ptxas-options", ARG_LIST, false, O_XPTXAS, NULL},
    {"Xnvlink", "nvlink-options", ARG_LIST, false, O_IGNORE, NULL},
    /* nvcc's undocumented options for its own front end, NVVM and fatbinary */
    {"Xcudafe", "cudafe-options", ARG_LIST, false, O_IGNORE, NULL},
    {"Xcicc", "cicc-options", ARG_LIST, false, O_IGNORE, NULL},
    {"Xfatbin", "fatbin-options", ARG_LIST, false, O_IGNORE, NULL},
    {"Xarchive", "archive-options", ARG_LIST, false, O_IGNORE, NULL},
    {"maxrregcount", "maxrregcount", ARG_ONE, false, O_MAXRREG, NULL},
    /* CUDA 4.0's device compiler (Open64's opencc), which NVVM replaced:
     * build files of that era still pass it options. */
    {"Xopencc", "opencc-options", ARG_LIST, false, O_OPENCC, NULL},
    {"split-compile", "split-compile", ARG_ONE, false, O_IGNORE, NULL},
    {"split-compile-extended", "split-compile-extended", ARG_ONE, false, O_IGNORE, NULL},
    {"expt-relaxed-constexpr", "expt-relaxed-constexpr", ARG_NONE, false, O_IGNORE, NULL},
    {"extended-lambda", "extended-lambda", ARG_NONE, false, O_IGNORE, NULL},
    {"expt-extended-lambda", "expt-extended-lambda", ARG_NONE, false, O_IGNORE, NULL},
    {"allow-unsupported-compiler", "allow-unsupported-compiler", ARG_NONE, false, O_IGNORE, NULL},
    {"Wno-deprecated-gpu-targets", "Wno-deprecated-gpu-targets", ARG_NONE, false, O_NO_DEPRECATED, NULL},
    {"Wdefault-stream-launch", "Wdefault-stream-launch", ARG_NONE, false, O_IGNORE, NULL},
    {"Wmissing-launch-bounds", "Wmissing-launch-bounds", ARG_NONE, false, O_IGNORE, NULL},
    {"Wext-lambda-captures-this", "Wext-lambda-captures-this", ARG_NONE, false, O_IGNORE, NULL},
    {"keep-device-functions", "keep-device-functions", ARG_NONE, false, O_IGNORE, NULL},
    {"src-in-ptx", "source-in-ptx", ARG_NONE, false, O_IGNORE, NULL},
    {"restrict", "restrict", ARG_NONE, false, O_IGNORE, NULL},
    {"extra-device-vectorization", "extra-device-vectorization", ARG_NONE, false, O_IGNORE, NULL},
    {"nohdinitlist", "no-host-device-initializer-list", ARG_NONE, false, O_IGNORE, NULL},
    {"nohdmoveforward", "no-host-device-move-forward", ARG_NONE, false, O_IGNORE, NULL},
    {"err-no", "display-error-number", ARG_NONE, false, O_IGNORE, NULL},
    {"no-err-no", "no-display-error-number", ARG_NONE, false, O_IGNORE, NULL},
    {"diag-error", "diag-error", ARG_LIST, false, O_IGNORE, NULL},
    {"diag-suppress", "diag-suppress", ARG_LIST, false, O_IGNORE, NULL},
    {"diag-warn", "diag-warn", ARG_LIST, false, O_IGNORE, NULL},
    {"use-local-env", "use-local-env", ARG_NONE, false, O_IGNORE, NULL},
    {"noprof", "dont-use-profile", ARG_NONE, false, O_IGNORE, NULL},
    {"no-compress", "no-compress", ARG_NONE, false, O_IGNORE, NULL},
    {"objtemp", "objdir-as-tempdir", ARG_NONE, false, O_IGNORE, NULL},
    {"nodlink", "no-device-link", ARG_NONE, false, O_IGNORE, NULL},
    {"dopt", "dopt", ARG_ONE, false, O_IGNORE, NULL},
    {"opt-info", "optimization-info", ARG_LIST, false, O_IGNORE, NULL},
    {"cudadevrt", "cudadevrt", ARG_ONE, false, O_IGNORE, NULL},
    {"ftemplate-backtrace-limit", "ftemplate-backtrace-limit", ARG_ONE, false, O_IGNORE, NULL},
    {"arbin", "archiver-binary", ARG_ONE, false, O_IGNORE, NULL},
    {"ldir", "libdevice-directory", ARG_ONE, false, O_IGNORE, NULL},
    {"target-dir", "target-directory", ARG_ONE, false, O_IGNORE, NULL},
    {"idp", "input-drive-prefix", ARG_ONE, false, O_IGNORE, NULL},
    {"ddp", "dependency-drive-prefix", ARG_ONE, false, O_IGNORE, NULL},
    {"dp", "drive-prefix", ARG_ONE, false, O_IGNORE, NULL},
    {"jtd", "jump-table-density", ARG_ONE, false, O_IGNORE, NULL},
    {"frandom-seed", "frandom-seed", ARG_ONE, false, O_IGNORE, NULL},
    {"compress-mode", "compress-mode", ARG_ONE, false, O_IGNORE, NULL},
    {"static-global-template-stub", "static-global-template-stub", ARG_ONE, false, O_IGNORE_BOOL, NULL},
    {"device-entity-has-hidden-visibility", "device-entity-has-hidden-visibility", ARG_ONE, false, O_IGNORE_BOOL, NULL},
    {"brief-diag", "brief-diagnostics", ARG_ONE, false, O_IGNORE_BOOL, NULL},
    {"device-stack-protector", "device-stack-protector", ARG_ONE, false, O_IGNORE_BOOL, NULL},
    /* Device code is whole-program per device link already (-dlink lowers
     * every record at once), so link-time optimisation has nothing to add. */
    {"dlto", "dlink-time-opt", ARG_NONE, false, O_IGNORE, NULL},
    {"lto", "lto", ARG_NONE, false, O_IGNORE, NULL},
    {"gen-opt-lto", "gen-opt-lto", ARG_NONE, false, O_IGNORE, NULL},
    {"Ofc", "Ofast-compile", ARG_ONE, false, O_IGNORE, NULL},
    {"e", "entries", ARG_LIST, false, O_IGNORE, NULL},
    {"ewp", "extensible-whole-program", ARG_NONE, false, O_IGNORE, NULL},
    {"fdevice-time-trace", "fdevice-time-trace", ARG_ONE, false, O_IGNORE, NULL},
    {"jobserver", "jobserver", ARG_NONE, false, O_IGNORE, NULL},
    {"", "no-align-double", ARG_NONE, false, O_IGNORE, NULL},
    {"reloc-ptx", "relocatable-ptx", ARG_NONE, false, O_IGNORE, NULL},
    {"hls", "host-linker-script", ARG_ONE, false, O_IGNORE, NULL},
    {"aug-hls", "augment-host-linker-script", ARG_NONE, false, O_IGNORE, NULL},
    {"qpp-config", "qpp-config", ARG_ONE, false, O_IGNORE, NULL},
    {"force-cl-env-setup", "force-cl-env-setup", ARG_NONE, false, O_IGNORE, NULL},
    /* Things Ferry does not do (yet): say so by name. */
    {"cuda", "cuda", ARG_NONE, false, O_CUDA_CPP, NULL},
    {"optix-ir", "optix-ir", ARG_NONE, false, O_UNSUPPORTED, "OptiX IR output (-optix-ir): OptiX runs on NVIDIA GPUs only"},
    {"ltoir", "ltoir", ARG_NONE, false, O_UNSUPPORTED, "LTO IR output (-ltoir): use -dc objects, which carry Ferry's device IR"},
    {"r", "relocatable-link", ARG_NONE, false, O_UNSUPPORTED, "relocatable link (-r)"},
    {"fdevice-syntax-only", "fdevice-syntax-only", ARG_NONE, false, O_UNSUPPORTED, "-fdevice-syntax-only"},
    {"clean", "clean-targets", ARG_NONE, false, O_UNSUPPORTED, "--clean-targets"},
    {"sanitize", "sanitize", ARG_ONE, false, O_UNSUPPORTED, "compute-sanitizer instrumentation (--sanitize)"},
    {"astoolspatch", "compile-as-tools-patch", ARG_NONE, false, O_UNSUPPORTED, "CUDA tools patch code (--compile-as-tools-patch)"},
};

#define NOPTS (sizeof table / sizeof table[0])

void ferry_opts_init(ferry_opts *o)
{
    memset(o, 0, sizeof *o);
    o->opt_level = -1;
}

void ferry_opts_free(ferry_opts *o)
{
    for (size_t i = 0; i < o->ninputs; i++)
        free(o->inputs[i].path);
    free(o->inputs);
    free(o->output);
    free(o->odir);
    free(o->std);
    free(o->ccbin);
    free(o->device_ptx);
    free(o->ferry_cpu);
    free(o->keep_dir);
    free(o->time_file);
    free(o->dep_file);
    free(o->dep_target);
    ferry_strv *lists[] = {&o->pp, &o->libpaths, &o->xcompiler, &o->xlinker,
                           &o->xlinker_raw, &o->run_args, &o->werror_host,
                           &o->warnings, &o->old_archs};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        ferry_strv_free(lists[i]);
    ferry_opts_init(o);
}

void ferry_split_commas(const char *value, ferry_strv *out)
{
    size_t n = strlen(value);
    char *item = ferry_xrealloc(NULL, n + 1);
    size_t k = 0;
    for (const char *p = value;; p++) {
        if (*p == '\\' && p[1] == ',') {
            item[k++] = *++p;
        } else if (*p == ',' || *p == 0) {
            item[k] = 0;
            if (k)
                ferry_strv_push(out, item);
            k = 0;
            if (!*p)
                break;
        } else {
            item[k++] = *p;
        }
    }
    free(item);
}

static void set_str(char **field, const char *value)
{
    free(*field);
    *field = ferry_strdup(value);
}

static void add_input(ferry_opts *o, const char *path, ferry_input_kind kind)
{
    if (o->ninputs == o->inputs_cap) {
        o->inputs_cap = o->inputs_cap ? 2 * o->inputs_cap : 8;
        o->inputs = ferry_xrealloc(o->inputs, o->inputs_cap * sizeof *o->inputs);
    }
    o->inputs[o->ninputs++] = (ferry_input){ferry_strdup(path), kind};
}

static int one_of(const char *value, const char *const *allowed, const char *optname,
                  char *err, size_t errlen)
{
    for (int i = 0; allowed[i]; i++)
        if (strcmp(value, allowed[i]) == 0)
            return i;
    snprintf(err, errlen, "Value '%s' is not defined for option '%s'", value, optname);
    return -1;
}

static int parse_bool(const char *value, bool *out, char *err, size_t errlen)
{
    if (strcmp(value, "true") == 0 || strcmp(value, "false") == 0) {
        *out = value[0] == 't';
        return 0;
    }
    snprintf(err, errlen, "'%s': expected true or false", value);
    return -1;
}

static int parse_number(const char *value, int *out, char *err, size_t errlen)
{
    char *end;
    long n = strtol(value, &end, 10);
    if (!isdigit((unsigned char)*value) || *end || n > 1000000) {
        snprintf(err, errlen, "'%s': expected a number", value);
        return -1;
    }
    *out = (int)n;
    return 0;
}

/* nvcc hands -Xcompiler text to a shell, so "-Wall -Wextra" is two flags. */
static int push_shell_words(ferry_strv *to, const char *value, char *err, size_t errlen)
{
    return ferry_split_words(value, to, err, errlen);
}

static const char *const werror_kinds[] = {
    "all-warnings", "cross-execution-space-call", "reorder", "default-stream-launch",
    "missing-launch-bounds", "ext-lambda-captures-this", "deprecated-declarations", NULL};

static int apply_werror(ferry_opts *o, const char *value, char *err, size_t errlen)
{
    int k = one_of(value, werror_kinds, "Werror", err, errlen);
    if (k < 0)
        return -1;
    if (k == 0)
        o->werror = true;
    else if (k == 2 || k == 6)
        ferry_strv_pushf(&o->werror_host, "-Werror=%s", value);
    return 0;
}

/* -Xptxas words: -v (--verbose) asks for the resource report; a value may
 * hold several words ("-v -O3"), as nvcc hands it to ptxas's shell. */
static int apply_ptxas(ferry_opts *o, const char *value, char *err, size_t errlen)
{
    ferry_strv words = {0};
    int rc = ferry_split_words(value, &words, err, errlen);
    for (size_t i = 0; i < words.n && rc == 0; i++)
        if (strcmp(words.v[i], "-v") == 0 || strcmp(words.v[i], "--verbose") == 0)
            o->ptxas_verbose = true;
    ferry_strv_free(&words);
    return rc;
}

static int apply_deps(ferry_opts *o, opt_id id)
{
    if (id == O_DEP_M || id == O_DEP_MM) {
        o->mode = FERRY_MODE_DEPS;
        o->dep_nonsystem = id == O_DEP_MM;
    } else {
        o->dep_md = true;
        o->dep_nonsystem = id == O_DEP_MMD;
    }
    return 0;
}

/* Architectures CUDA 13 dropped are kept for the warning, once each. */
static void note_old_arch(ferry_opts *o, const char *name)
{
    if (!ferry_arch_deprecated(name))
        return;
    for (size_t i = 0; i < o->old_archs.n; i++)
        if (strcmp(o->old_archs.v[i], name) == 0)
            return;
    ferry_strv_push(&o->old_archs, name);
}

static int apply_arch_opt(ferry_opts *o, opt_id id, const char *value, char *err, size_t errlen)
{
    if (id == O_GENCODE) {
        ferry_strv names = {0};
        ferry_gencode_archs(value, &names);
        for (size_t i = 0; i < names.n; i++)
            note_old_arch(o, names.v[i]);
        ferry_strv_free(&names);
    } else {
        note_old_arch(o, value);
    }
    if (id == O_GENCODE)
        return ferry_parse_gencode(value, &o->sm, &o->sm_suffix, err, errlen);
    return ferry_parse_arch(value, &o->sm, &o->sm_suffix, err, errlen);
}

static int apply_lang_opts(ferry_opts *o, opt_id id, const char *value, char *err, size_t errlen)
{
    static const char *const langs[] = {"cu", "c++", "c", NULL};
    static const char *const stds[] = {"c++03", "c++11", "c++14", "c++17", "c++20", NULL};
    static const char *const cudarts[] = {"static", "shared", "none", NULL};
    static const char *const streams[] = {"legacy", "null", "per-thread", NULL};
    int k;
    switch (id) {
    case O_LANG:
        if ((k = one_of(value, langs, "x", err, errlen)) < 0) return -1;
        o->lang = (ferry_lang)(FERRY_LANG_CU + k);
        return 0;
    case O_STD:
        if (one_of(value, stds, "std", err, errlen) < 0) return -1;
        set_str(&o->std, value);
        return 0;
    case O_CUDART:
        if ((k = one_of(value, cudarts, "cudart", err, errlen)) < 0) return -1;
        o->cudart = (ferry_cudart)k;
        return 0;
    case O_DEFAULT_STREAM:
        if ((k = one_of(value, streams, "default-stream", err, errlen)) < 0) return -1;
        o->per_thread_stream = k == 2;
        return 0;
    default:
        return 0;
    }
}

static int apply_misc(ferry_opts *o, const opt_def *d, const char *value, char *err, size_t errlen)
{
    bool b;
    switch (d->id) {
    case O_OPT:
        if (parse_number(value, &o->opt_level, err, errlen)) return -1;
        if (o->opt_level > 3) o->opt_level = 3;
        return 0;
    case O_THREADS: return parse_number(value, &o->threads, err, errlen);
    case O_TEMPLATE_DEPTH: return parse_number(value, &o->template_depth, err, errlen);
    case O_IGNORE_BOOL: return parse_bool(value, &b, err, errlen);
    case O_FMAD:
        if (parse_bool(value, &b, err, errlen)) return -1;
        o->fmad_off = !b;
        return 0;
    case O_FTZ:
        if (parse_bool(value, &b, err, errlen)) return -1;
        o->ftz = b ? 1 : -1;
        return 0;
    case O_RDC:
        return parse_bool(value, &o->rdc, err, errlen);
    case O_MAXRREG: return parse_number(value, &o->maxrregcount, err, errlen);
    case O_XPTXAS: return apply_ptxas(o, value, err, errlen);
    case O_OPENCC:
        if (!o->opencc_warned)
            ferry_strv_push(&o->warnings, "The -Xopencc (--opencc-options) options are ignored: opencc was "
                                          "CUDA 4.0's device compiler, which NVVM replaced");
        o->opencc_warned = true;
        return 0;
    case O_UNSUPPORTED:
        snprintf(err, errlen, "Unsupported: %s", d->what);
        return -1;
    case O_MACHINE:
        if (strcmp(value, "64") == 0) return 0;
        snprintf(err, errlen, "Value '%s' is not defined for option 'machine'", value);
        return -1;
    case O_WERROR: return apply_werror(o, value, err, errlen);
    case O_XCOMPILER: return push_shell_words(&o->xcompiler, value, err, errlen);
    case O_XLINKER: ferry_strv_push(&o->xlinker, value); return 0;
    case O_HOST_WARNING: ferry_strv_pushf(&o->werror_host, "-%s", d->shrt); return 0;
    default: return apply_lang_opts(o, d->id, value, err, errlen);
    }
}

static int apply(ferry_opts *o, const opt_def *d, const char *value, char *err, size_t errlen)
{
    switch (d->id) {
    case O_IGNORE: return 0;
    case O_COMPILE: o->mode = FERRY_MODE_COMPILE; return 0;
    case O_DC: o->mode = FERRY_MODE_COMPILE; o->rdc = true; return 0;
    case O_DW: o->mode = FERRY_MODE_COMPILE; o->rdc = false; return 0;
    case O_DLINK: o->mode = FERRY_MODE_DLINK; return 0;
    case O_PREPROCESS: o->mode = FERRY_MODE_PREPROCESS; return 0;
    case O_LIB: o->mode = FERRY_MODE_LIB; return 0;
    case O_CUBIN: o->mode = FERRY_MODE_CUBIN; o->fatbin = false; return 0;
    case O_FATBIN: o->mode = FERRY_MODE_CUBIN; o->fatbin = true; return 0;
    case O_PTX: o->mode = FERRY_MODE_PTX; return 0;
    case O_CUDA_CPP: o->mode = FERRY_MODE_CUDA_CPP; return 0;
    case O_RES_USAGE: o->ptxas_verbose = true; return 0;
    case O_TIME: set_str(&o->time_file, value); return 0;
    case O_LIST_ARCH: o->list_arch = true; return 0;
    case O_LIST_CODE: o->list_code = true; return 0;
    case O_PROFILE: o->profile = true; return 0;
    case O_NO_DEPRECATED: o->no_deprecated_warn = true; return 0;
    case O_DEVICE_PTX: set_str(&o->device_ptx, value); return 0;
    case O_FERRY_CPU: set_str(&o->ferry_cpu, value); return 0;
    case O_FERRY_CCCL: {
        static const char *const cccl_kinds[] = {"bundled", "system", NULL};
        int k = one_of(value, cccl_kinds, "ferry-cccl", err, errlen);
        o->cccl_system = k == 1;
        return k < 0 ? -1 : 0;
    }
    case O_LINK: o->mode = FERRY_MODE_LINK; return 0;
    case O_OUTPUT: set_str(&o->output, value); return 0;
    case O_ODIR: set_str(&o->odir, value); return 0;
    case O_INCLUDE: ferry_strv_pushf(&o->pp, "-I%s", value); return 0;
    case O_ISYSTEM: ferry_strv_push(&o->pp, "-isystem"); ferry_strv_push(&o->pp, value); return 0;
    case O_PREINCLUDE: ferry_strv_push(&o->pp, "-include"); ferry_strv_push(&o->pp, value); return 0;
    case O_DEFINE: ferry_strv_pushf(&o->pp, "-D%s", value); return 0;
    case O_UNDEFINE: ferry_strv_pushf(&o->pp, "-U%s", value); return 0;
    case O_LIBPATH: ferry_strv_push(&o->libpaths, value); return 0;
    case O_LIBRARY: add_input(o, value, FERRY_IN_LIB); return 0;
    case O_DEBUG: o->debug = true; return 0;
    case O_DEVICE_DEBUG: o->device_debug = true; return 0;
    case O_LINEINFO: o->lineinfo = true; return 0;
    case O_ARCH: case O_CODE: case O_GENCODE: return apply_arch_opt(o, d->id, value, err, errlen);
    case O_CCBIN: set_str(&o->ccbin, value); return 0;
    case O_FAST_MATH: o->fast_math = true; return 0;
    case O_NO_WARN: o->no_warnings = true; return 0;
    case O_VERBOSE: o->verbose = true; return 0;
    case O_DRYRUN: o->dryrun = true; return 0;
    case O_VERSION: o->version = true; return 0;
    case O_HELP: o->help = true; return 0;
    case O_DEP_M: case O_DEP_MM: case O_DEP_MD: case O_DEP_MMD: return apply_deps(o, d->id);
    case O_DEP_MF: set_str(&o->dep_file, value); return 0;
    case O_DEP_MT: set_str(&o->dep_target, value); return 0;
    case O_DEP_MP: o->dep_phony = true; return 0;
    case O_SHARED: o->shared = true; return 0;
    case O_KEEP: o->keep = true; return 0;
    case O_KEEP_DIR: set_str(&o->keep_dir, value); return 0;
    case O_RUN: o->run = true; return 0;
    case O_RUN_ARGS: ferry_strv_push(&o->run_args, value); return 0;
    case O_NOEH: o->no_exceptions = true; return 0;
    case O_FWD_COMPILER: case O_FWD_LINKER: case O_FWD_BOTH: return 0;
    default: return apply_misc(o, d, value, err, errlen);
    }
}

/* The value part of an option: after '=', glued, or the next word. */
typedef struct {
    const opt_def *def;
    const char *value;     /* NULL: take the next word */
} match;

static match find_long(const char *name)
{
    size_t len = strcspn(name, "=");
    for (size_t i = 0; i < NOPTS; i++)
        if (strlen(table[i].lng) == len && strncmp(table[i].lng, name, len) == 0)
            return (match){&table[i], name[len] ? name + len + 1 : NULL};
    return (match){NULL, NULL};
}

static match find_short(const char *name)
{
    size_t len = strcspn(name, "=");
    for (size_t i = 0; i < NOPTS; i++)
        if (strlen(table[i].shrt) == len && strncmp(table[i].shrt, name, len) == 0)
            return (match){&table[i], name[len] ? name + len + 1 : NULL};
    for (size_t i = 0; i < NOPTS; i++) {
        size_t n = strlen(table[i].shrt);
        if (table[i].glued && strncmp(table[i].shrt, name, n) == 0 && name[n])
            return (match){&table[i], name + n};
    }
    return (match){NULL, NULL};
}

static match find_option(const char *arg)
{
    if (arg[1] == '-')
        return find_long(arg + 2);
    return find_short(arg + 1);
}

static int apply_value(ferry_opts *o, const opt_def *d, const char *value, char *err, size_t errlen)
{
    if (d->arg != ARG_LIST)
        return apply(o, d, value, err, errlen);
    ferry_strv items = {0};
    ferry_split_commas(value, &items);
    int rc = 0;
    for (size_t i = 0; i < items.n && rc == 0; i++)
        rc = apply(o, d, items.v[i], err, errlen);
    ferry_strv_free(&items);
    return rc;
}

static int unknown_option(ferry_opts *o, const char *arg, char *err, size_t errlen)
{
    if (o->fwd_unknown_compiler || o->fwd_unknown_linker) {
        if (o->fwd_unknown_compiler)
            ferry_strv_push(&o->xcompiler, arg);
        if (o->fwd_unknown_linker)
            ferry_strv_push(&o->xlinker_raw, arg);
        return 0;
    }
    snprintf(err, errlen, "Unknown option '%s'", arg);
    return -1;
}

/* nvcc's -Werror always takes a kind; a bare -Werror followed by anything
 * else means what it means to gcc and clang: all warnings. */
static bool next_is_werror_kind(int argc, char **argv, int i)
{
    if (i + 1 >= argc)
        return false;
    ferry_strv items = {0};
    ferry_split_commas(argv[i + 1], &items);
    bool all_kinds = items.n > 0;
    for (size_t k = 0; k < items.n; k++) {
        bool known = false;
        for (int j = 0; werror_kinds[j]; j++)
            known |= strcmp(items.v[k], werror_kinds[j]) == 0;
        all_kinds &= known;
    }
    ferry_strv_free(&items);
    return all_kinds;
}

/* Returns how many words the option used (1 or 2), or -1. */
static int parse_option(ferry_opts *o, int argc, char **argv, int i, char *err, size_t errlen)
{
    const char *arg = argv[i];
    match m = find_option(arg);
    if (!m.def)
        return unknown_option(o, arg, err, errlen) ? -1 : 1;
    if (m.def->arg == ARG_NONE) {
        if (m.value)
            return unknown_option(o, arg, err, errlen) ? -1 : 1;
        return apply(o, m.def, NULL, err, errlen) ? -1 : 1;
    }
    int used = 1;
    if (m.def->id == O_WERROR && !m.value && !next_is_werror_kind(argc, argv, i))
        return apply(o, m.def, "all-warnings", err, errlen) ? -1 : 1;
    if (!m.value) {
        if (i + 1 >= argc) {
            snprintf(err, errlen, "argument expected after '%s'", arg);
            return -1;
        }
        m.value = argv[i + 1];
        used = 2;
    }
    return apply_value(o, m.def, m.value, err, errlen) ? -1 : used;
}

static bool has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Shared libraries may carry version numbers: libfoo.so.1.2 */
static bool is_shared_lib(const char *path)
{
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    return has_suffix(base, ".so") || strstr(base, ".so.") != NULL;
}

static int classify(const char *path, ferry_lang lang, ferry_input_kind *kind, char *err, size_t errlen)
{
    static const char *const cxx[] = {".cpp", ".cc", ".cxx", ".C", ".c++", ".cp", ".CPP", ".ii", NULL};
    static const char *const obj[] = {".o", ".a", ".obj", ".lo", ".lib", NULL};
    static const char *const unsupported[][2] = {
        {".cubin", "cubin input"}, {".fatbin", "fatbin input"},
        {".fatbinary", "fatbin input"}, {".optixir", "OptiX IR input"}};
    for (int i = 0; obj[i]; i++)
        if (has_suffix(path, obj[i])) { *kind = FERRY_IN_OBJ; return 0; }
    if (is_shared_lib(path)) { *kind = FERRY_IN_OBJ; return 0; }
    if (has_suffix(path, ".ptx")) { *kind = FERRY_IN_PTX; return 0; }
    for (size_t i = 0; i < sizeof unsupported / sizeof unsupported[0]; i++) {
        if (has_suffix(path, unsupported[i][0])) {
            snprintf(err, errlen, "Unsupported: %s ('%s'): NVIDIA GPU code cannot run on the CPU; "
                     "compile the CUDA source or its PTX instead", unsupported[i][1], path);
            return -1;
        }
    }
    if (lang != FERRY_LANG_AUTO) {
        *kind = lang == FERRY_LANG_CU ? FERRY_IN_CU : lang == FERRY_LANG_C ? FERRY_IN_C : FERRY_IN_CXX;
        return 0;
    }
    if (has_suffix(path, ".cu")) { *kind = FERRY_IN_CU; return 0; }
    if (has_suffix(path, ".c") || has_suffix(path, ".i")) { *kind = FERRY_IN_C; return 0; }
    for (int i = 0; cxx[i]; i++)
        if (has_suffix(path, cxx[i])) { *kind = FERRY_IN_CXX; return 0; }
    snprintf(err, errlen, "Don't know what to do with '%s'", path);
    return -1;
}

/* -x is global in nvcc, so input kinds are settled after all options. */
static int classify_inputs(ferry_opts *o, char *err, size_t errlen)
{
    for (size_t i = 0; i < o->ninputs; i++)
        if (o->inputs[i].kind != FERRY_IN_LIB &&
            classify(o->inputs[i].path, o->lang, &o->inputs[i].kind, err, errlen))
            return -1;
    return 0;
}

static size_t count_sources(const ferry_opts *o)
{
    size_t n = 0;
    for (size_t i = 0; i < o->ninputs; i++)
        n += o->inputs[i].kind == FERRY_IN_CU || o->inputs[i].kind == FERRY_IN_C ||
             o->inputs[i].kind == FERRY_IN_CXX || o->inputs[i].kind == FERRY_IN_PTX;
    return n;
}

static size_t count_files(const ferry_opts *o)
{
    size_t n = 0;
    for (size_t i = 0; i < o->ninputs; i++)
        n += o->inputs[i].kind != FERRY_IN_LIB;
    return n;
}

static int check_inputs(ferry_opts *o, char *err, size_t errlen)
{
    if (count_files(o) == 0) {
        snprintf(err, errlen, "No input files specified; use option --help for more information");
        return -1;
    }
    bool per_source = o->mode == FERRY_MODE_COMPILE || o->mode == FERRY_MODE_PREPROCESS ||
                      o->mode == FERRY_MODE_DEPS || o->mode == FERRY_MODE_CUBIN ||
                      o->mode == FERRY_MODE_PTX || o->mode == FERRY_MODE_CUDA_CPP;
    if (per_source && o->output && count_sources(o) > 1) {
        snprintf(err, errlen, "A single input file is required for a non-link phase when an outputfile is specified");
        return -1;
    }
    return 0;
}

/* Forwarding flags change how every unknown option is read, wherever they
 * stand on the line. */
static void prescan(ferry_opts *o, int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        match m = argv[i][0] == '-' ? find_option(argv[i]) : (match){NULL, NULL};
        if (!m.def)
            continue;
        o->fwd_unknown_compiler |= m.def->id == O_FWD_COMPILER || m.def->id == O_FWD_BOTH;
        o->fwd_unknown_linker |= m.def->id == O_FWD_LINKER || m.def->id == O_FWD_BOTH;
    }
}

/* One warning naming every architecture CUDA 13 dropped, as nvcc 12 warns,
 * however many options and sources name them.  Those nvcc 12 refuses too
 * (sm_1x to sm_37) share it: an old Makefile that names sm_13 and sm_35
 * gets one line that says both still build here. */
static void deprecation_warning(ferry_opts *o)
{
    if (o->no_deprecated_warn || o->old_archs.n == 0)
        return;
    size_t len = 0;
    bool removed = false;
    for (size_t i = 0; i < o->old_archs.n; i++) {
        len += strlen(o->old_archs.v[i]) + 4;
        removed |= ferry_arch_removed(o->old_archs.v[i]);
    }
    char *names = ferry_xrealloc(NULL, len + 1), *p = names;
    for (size_t i = 0; i < o->old_archs.n; i++)
        p += sprintf(p, "%s'%s'", i ? ", " : "", o->old_archs.v[i]);
    const char *why = removed ? "CUDA 12 compiles for sm_50 and newer only and CUDA 13 for sm_75 and newer; "
                                "Ferry compiles them for the CPU as any other"
                              : "CUDA 13 compiles for sm_75 and newer only";
    ferry_strv_pushf(&o->warnings, "The %s architecture%s deprecated: %s "
                     "(Use -Wno-deprecated-gpu-targets to suppress warning).",
                     names, o->old_archs.n > 1 ? "s are" : " is", why);
    free(names);
}

int ferry_parse_args(int argc, char **argv, ferry_opts *o, char *err, size_t errlen)
{
    ferry_opts_init(o);
    prescan(o, argc, argv);
    for (int i = 1; i < argc;) {
        if (argv[i][0] == '-' && argv[i][1]) {
            int used = parse_option(o, argc, argv, i, err, errlen);
            if (used < 0)
                return -1;
            i += used;
        } else {
            add_input(o, argv[i++], FERRY_IN_OBJ);
        }
    }
    if (o->version || o->help || o->list_arch || o->list_code)
        return 0;
    deprecation_warning(o);
    if (classify_inputs(o, err, errlen))
        return -1;
    /* nvcc's environment default for -ccbin */
    const char *ccbin = getenv("NVCC_CCBIN");
    if (!o->ccbin && ccbin && *ccbin)
        set_str(&o->ccbin, ccbin);
    if (o->sm == 0)
        o->sm = FERRY_DEFAULT_SM;
    return check_inputs(o, err, errlen);
}
