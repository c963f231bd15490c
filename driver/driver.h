/* driver: the `nvcc` command.
 *
 * The work is split so that everything but running tools is testable as
 * plain functions: arguments are expanded (response files, environment
 * flags), parsed into ferry_opts, planned into a list of command lines
 * (ferry_plan), and only then run.  Functions that can fail return 0 on
 * success or -1 with a message in err; the message is what follows
 * "nvcc fatal   : " and main adds that prefix. */
#ifndef FERRY_DRIVER_H
#define FERRY_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FERRY_FATAL_PREFIX "nvcc fatal   : "
#define FERRY_CUDA_VERSION "12.3"  /* newest CUDA version clang 19 knows */
#define FERRY_DEFAULT_SM 75        /* nvcc 13's default architecture */

/* ---- growable string vectors (strv.c) ---------------------------------- */

/* Owns its strings; v[n] is always NULL so v can be an argv. */
typedef struct ferry_strv {
    char **v;
    size_t n, cap;
} ferry_strv;

void ferry_strv_push(ferry_strv *s, const char *str);
void ferry_strv_pushf(ferry_strv *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void ferry_strv_append(ferry_strv *s, const ferry_strv *from);
void ferry_strv_free(ferry_strv *s);
char *ferry_strdup(const char *s);
char *ferry_asprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void *ferry_xrealloc(void *p, size_t n);
/* The whole file as a string, or NULL if it cannot be read. */
char *ferry_read_file(const char *path);

/* ---- response files and environment flags (respfile.c) ----------------- */

/* Splits text the way a POSIX shell splits words: blanks separate, single
 * quotes are literal, double quotes allow \" \\ \$ \`, a backslash outside
 * quotes escapes the next character. */
int ferry_split_words(const char *text, ferry_strv *out, char *err, size_t errlen);

/* Builds the full argument list: NVCC_PREPEND_FLAGS words, argv[1..],
 * NVCC_APPEND_FLAGS words (prepend/append may be NULL), with every @file and
 * -optf/--options-file FILE replaced by the file's words. */
int ferry_expand_args(int argc, char **argv, const char *prepend, const char *append,
                      ferry_strv *out, char *err, size_t errlen);

/* ---- options (options.c, arch.c) ---------------------------------------- */

typedef enum {
    FERRY_IN_CU,     /* CUDA source */
    FERRY_IN_CXX,    /* C++ source: host compiler */
    FERRY_IN_C,      /* C source: host compiler */
    FERRY_IN_OBJ,    /* object, archive or shared library: linker */
    FERRY_IN_LIB,    /* -lNAME, kept among the inputs for link order */
    FERRY_IN_PTX,    /* PTX text: ferry-ptx makes hub IR of it (not yet) */
} ferry_input_kind;

typedef struct ferry_input {
    char *path;               /* file name, or NAME for FERRY_IN_LIB */
    ferry_input_kind kind;    /* from the extension and -x */
} ferry_input;

typedef enum {
    FERRY_MODE_LINK,          /* default: compile and link an executable */
    FERRY_MODE_COMPILE,       /* -c */
    FERRY_MODE_PREPROCESS,    /* -E */
    FERRY_MODE_DEPS,          /* -M / -MM: dependencies only */
    FERRY_MODE_LIB,           /* -lib: static library */
    FERRY_MODE_CUBIN,         /* -cubin: a loadable module per source, for cuModuleLoad */
    FERRY_MODE_DLINK,         /* -dlink: the device link of relocatable device code */
    FERRY_MODE_PTX,           /* -ptx: PTX text per CUDA source (LLVM's NVPTX back end) */
    FERRY_MODE_CUDA_CPP,      /* -cuda: x.cu.cpp.ii per CUDA source, C++ for the host compiler (cuda_cpp.c) */
} ferry_mode;

typedef enum { FERRY_CUDART_STATIC, FERRY_CUDART_SHARED, FERRY_CUDART_NONE } ferry_cudart;
typedef enum { FERRY_LANG_AUTO, FERRY_LANG_CU, FERRY_LANG_CXX, FERRY_LANG_C } ferry_lang;

typedef struct ferry_opts {
    ferry_input *inputs;      /* sources, objects and -l libraries in order */
    size_t ninputs, inputs_cap;
    char *output;             /* -o, NULL if not given */
    char *odir;               /* -odir */
    ferry_mode mode;
    ferry_lang lang;          /* -x */

    ferry_strv pp;            /* -I -isystem -include -D -U in order, clang spelling */
    ferry_strv libpaths;      /* -L dirs */
    ferry_strv xcompiler;     /* -Xcompiler words and forwarded unknown options */
    ferry_strv xlinker;       /* -Xlinker words (become -Wl,WORD) */
    ferry_strv xlinker_raw;   /* unknown options forwarded to the linker as they are */
    ferry_strv run_args;      /* -run-args */

    int opt_level;            /* -O; -1 when not given */
    char *std;                /* c++11 ... c++20, NULL when not given */
    char *ccbin;              /* -ccbin, NULL for the default */
    char *device_ptx;         /* --ferry-device-ptx: a .cu's device code from this PTX */
    char *ferry_cpu;          /* --ferry-cpu: NULL for portable (every variant) */
    bool cccl_system;         /* --ferry-cccl=system: Debian's Thrust/CUB in /usr/include */
    char *keep_dir;
    char *time_file;          /* -time: CSV of step timings, appended; "-" for stdout */
    int sm;                   /* the one architecture of the CPU device pass, e.g. 75 */
    char sm_suffix;           /* 'a' or 'f' of sm_90a / sm_100f, or 0 */
    ferry_cudart cudart;
    int threads;              /* -t; 0 = one per CPU */
    int template_depth;       /* -ftemplate-depth; 0 = default */

    bool rdc;                 /* -rdc=true, -dc: device code linked across sources */
    bool debug, device_debug, lineinfo;
    bool fast_math, fmad_off, no_warnings, werror, no_exceptions;
    int ftz;                  /* --ftz: 1 true, -1 false, 0 unset (--use_fast_math implies true) */
    bool verbose, dryrun, keep, shared, run;
    bool version, help;
    bool list_arch, list_code;   /* --list-gpu-arch, --list-gpu-code: print and exit */
    bool fatbin;              /* -fatbin: -cubin's module, named x.fatbin */
    bool profile;             /* -pg: gprof instrumentation of host code */
    bool no_deprecated_warn;  /* -Wno-deprecated-gpu-targets */
    bool ptxas_verbose;       /* -Xptxas -v, --resource-usage: ferry-lower prints ptxas's report */
    int maxrregcount;         /* -maxrregcount; 0 when not given (for the report only) */
    bool opencc_warned;       /* -Xopencc: its one warning is out */
    ferry_strv warnings;      /* what follows "nvcc warning : ", for main to print */
    ferry_strv old_archs;     /* deprecated architectures named (for the warning) */
    bool per_thread_stream;
    bool fwd_unknown_compiler, fwd_unknown_linker;
    ferry_strv werror_host;   /* -Werror=reorder etc. as host compiler flags */

    bool dep_md, dep_nonsystem, dep_phony;   /* -MD/-MMD, -MM/-MMD, -MP */
    char *dep_file;           /* -MF */
    char *dep_target;         /* -MT */
} ferry_opts;

void ferry_opts_init(ferry_opts *o);
void ferry_opts_free(ferry_opts *o);

/* Parses argv[1..argc-1] (already expanded by ferry_expand_args, with
 * argv[0] the program name) into o, which it initialises. */
int ferry_parse_args(int argc, char **argv, ferry_opts *o, char *err, size_t errlen);

/* Splits an nvcc list value at commas; "\," stands for a comma. */
void ferry_split_commas(const char *value, ferry_strv *out);

/* Architecture values.  sm_XX, compute_XX, native, all, all-major:
 * *sm is raised to XX if XX is higher. */
int ferry_parse_arch(const char *value, int *sm, char *suffix, char *err, size_t errlen);
/* A -gencode specification: arch=compute_XX,code=sm_XX (code may be a
 * [list] or "list"). */
int ferry_parse_gencode(const char *spec, int *sm, char *suffix, char *err, size_t errlen);
/* The architecture names of a -gencode specification, arch's then code's. */
void ferry_gencode_archs(const char *spec, ferry_strv *out);
/* An architecture CUDA 13 no longer has (before sm_75), which Ferry still
 * accepts with nvcc 12's deprecation warning. */
bool ferry_arch_deprecated(const char *value);
/* An architecture nvcc 12 refuses (before sm_50: sm_1x to sm_37), which
 * Ferry accepts with the same warning, worded for it. */
bool ferry_arch_removed(const char *value);
/* --list-gpu-arch (compute_XX lines), --list-gpu-code (sm_XX lines), or
 * both (arch=compute_XX,code=sm_XX lines); allocated. */
char *ferry_gpu_list(bool arch, bool code);

/* A .cu's text with `<< <` / `>> >` launch chevrons joined, after a #line
 * naming path; NULL when it has none (chevrons.c). */
char *ferry_join_launch_chevrons(const char *text, const char *path);

/* ---- the plan (plan.c, steps.c) ------------------------------------------ */

/* Where things are, decided by main (home.c) and passed in so that planning
 * is a pure function. */
typedef struct ferry_env {
    const char *home;     /* the install tree: bin/ include/ lib64/ */
    const char *cccl;     /* CCCL 3's headers (lib/cccl/...), NULL when not installed */
    const char *clang;    /* clang-19 */
    const char *lld;      /* ld.lld-19 */
    const char *ld_r;     /* merges objects (ld -r): GNU ld, or ld.lld without it */
    const char *lower;    /* ferry-lower */
    const char *ptx;      /* ferry-ptx-lower: PTX to hub IR */
    const char *ptx_emit; /* ferry-ptx-emit: hub IR to PTX text (-ptx) */
    const char *pch;      /* ferry-pch: cuda_runtime.h precompiled; NULL when off */
    const char *tmpdir;   /* intermediate files go here */
    const char *cwd;      /* to make input paths absolute for module ids */
    uint64_t seed;        /* process id and clock, mixed into module ids */
} ferry_env;

typedef struct ferry_step {
    ferry_strv argv;
    const char *what;     /* "device pass", "link", ... for messages */
    size_t *deps;         /* steps that must have finished first */
    size_t ndeps;
    char *blob_path;      /* written with blob_data before the step runs */
    char *blob_data;
    size_t blob_len;
    char *output;         /* a final output, removed if the step fails */
    bool is_run;          /* --run: the program's exit status becomes nvcc's */
    char *log_path;       /* stderr goes here, shown when the plan ends */
    size_t log_twin;      /* 1 + a step whose log already showed the same diagnostics */
    char *src;            /* the source it works on, NULL for steps of all (for -time) */
    double ms;            /* how long it ran, filled in by ferry_run_plan (for -time) */
} ferry_step;

typedef struct ferry_plan {
    ferry_step *steps;
    size_t n, cap;
} ferry_plan;

int ferry_make_plan(const ferry_opts *o, const ferry_env *env, ferry_plan *out,
                    char *err, size_t errlen);
void ferry_plan_free(ferry_plan *p);

/* The id that pairs a translation unit's host registration with its device
 * object: 16 hex digits from FNV-1a of the absolute path and the seed. */
void ferry_module_id(const char *abs_path, uint64_t seed, char out[17]);

/* The files of one source's steps; which fields matter depends on the
 * step.  Output NULL means standard output (-E, -M). */
typedef struct ferry_src_files {
    const char *src;
    const char *dev_bc, *dev_o, *blob, *host_o, *merged;   /* .cu only */
    const char *module_id;
    const char *phase;        /* "-c", or "-E", "-M", "-MM" for host-only modes */
    const char *dep_file;     /* -MD/-M: -MF for the tool, or NULL */
    const char *dep_target;   /* -MT for the tool, or NULL */
    bool is_c;                /* host compiler: C, not C++ */
    const char *joined_text;  /* .cu: src is a copy to write with this text (chevrons.c) */
    const char *quote_dir;    /* the original's directory, for its "..." includes */
    bool loadable;            /* lowering: a module for cuModuleLoad (-cubin) */
    bool emit_llvm;           /* -cuda: lowering and host pass give LLVM IR, the merge assembly */
    const ferry_strv *launch_shapes; /* .cu: KERNEL:X,Y,Z the source launches with (launchshapes.c) */
} ferry_src_files;

/* Length of the comment, string or character literal at p in text, 0 if
 * none starts there (a digit separator, 1'000, starts none) (chevrons.c). */
size_t ferry_literal_len(const char *text, const char *p);

/* The block shapes text (the source at path) launches its kernels with
 * where it says them plainly, as KERNEL:X,Y,Z each (launchshapes.c). */
void ferry_launch_shapes(const char *text, const char *path, const ferry_strv *pp, ferry_strv *out);

/* Command lines of the single steps (steps.c); each appends to argv. */
void ferry_argv_device(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
void ferry_argv_lower(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
/* PTX to hub IR: ptx (a .ptx file) to f->dev_bc. */
void ferry_argv_ptx(const ferry_env *env, const char *ptx, const ferry_src_files *f, ferry_strv *argv);
void ferry_argv_host(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
void ferry_argv_merge(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
/* -cuda (cuda_cpp.c): the IR of both sides, f->dev_o and f->host_o, to one
 * assembly file, f->merged; then that assembly as C++, out. */
void ferry_argv_cuda_asm(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
void ferry_argv_cuda_cpp(const char *asm_path, const char *src, const char *out, ferry_strv *argv);
/* -cuda's output for src: -o, else [odir/]x.cu.cpp.ii; allocated. */
char *ferry_cuda_cpp_name(const ferry_opts *o, const char *src);
/* -rdc: the hub IR f->dev_bc packed into f->dev_o for the device link. */
void ferry_argv_rdc_pack(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
/* The device link: every relocatable device code record in objs (object
 * paths and -lNAME words, searched in -L dirs) lowered into one object. */
void ferry_argv_dlink(const ferry_opts *o, const ferry_env *env, const ferry_strv *objs,
                      const char *module_id, const char *out, ferry_strv *argv);
/* -ptx: the hub IR f->dev_bc to PTX text, f->merged. */
void ferry_argv_ptx_emit(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
/* -cubin: the lowered device object as a shared object, f->merged. */
void ferry_argv_cubin_link(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
void ferry_argv_hostcc(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv);
/* objs holds object paths and "-lNAME" words in command-line order. */
void ferry_argv_link(const ferry_opts *o, const ferry_env *env, const ferry_strv *objs,
                     const char *out, ferry_strv *argv);
void ferry_argv_archive(const ferry_strv *objs, const char *out, ferry_strv *argv);
/* -ccbin (a program, or a directory holding g++), default g++; allocated. */
char *ferry_host_compiler(const ferry_opts *o);

/* Quotes a word for a shell when it needs quoting (for --dryrun and -v). */
char *ferry_shell_quote(const char *word);
/* "#$ " and the quoted words, as nvcc prints its steps. */
char *ferry_step_line(const ferry_strv *argv);

/* ---- running (run.c) ----------------------------------------------------- */

/* Runs the plan: independent steps concurrently (at most jobs at a time),
 * each after its deps; -v prints each step first.  Returns the exit status
 * nvcc should have (0 when all went well); on failure removes the outputs
 * of unfinished steps and puts a message in err when the tool itself said
 * nothing (it could not start, or died of a signal). */
int ferry_run_plan(const ferry_plan *p, int jobs, bool verbose, char *err, size_t errlen);

/* Makes dir and the directories above it that are missing (mkdir -p). */
int ferry_make_dirs(const char *dir, char *err, size_t errlen);

/* Makes $TMPDIR/ferry-XXXXXX; removes it and what is in it. */
int ferry_make_tmpdir(char **out, char *err, size_t errlen);
void ferry_remove_tmpdir(const char *dir);

/* ---- where things are (home.c) ------------------------------------------- */

/* The directory above the one holding the running executable. */
int ferry_find_home(char **home, char *err, size_t errlen);
/* CCCL 3's include directory in the tree (cmake/cccl.cmake puts it
 * there), or NULL when the build went without it; allocated. */
char *ferry_find_cccl(const char *home);
/* compiled_in if executable, else NAME on PATH, else /usr/lib/llvm-19/bin/NAME. */
char *ferry_find_tool(const char *compiled_in, const char *name);

/* ---- -time (timing.c) ------------------------------------------------------ */

/* Appends one CSV line per step that ran (source, step, output, arch, tool,
 * milliseconds) and one for the driver as a whole to o->time_file, with the
 * column names first when the file is new or empty; "-" is stdout. */
int ferry_write_timing(const ferry_opts *o, const ferry_plan *p, double total_ms,
                       char *err, size_t errlen);

/* ---- texts (version.c, help.c) --------------------------------------------------- */

const char *ferry_version_text(void);
const char *ferry_help_text(void);

/* ---- what build tools read from -v and --dryrun (identity.c) ------------ */

/* <home>/lib64/implicit: where the link step finds the libraries nvcc links
 * by name (lib64 itself stays out of the link line; see identity.c). */
char *ferry_implicit_libdir(const char *home);
/* "-L<implicit dir>", shell-quoted as the link step's line shows it: the
 * value of the LIBRARIES= line, which CMake looks for in the link step. */
char *ferry_libraries_word(const char *home);
/* The "#$ NAME=value" lines nvcc prints before its steps (TOP=,
 * NVVMIR_LIBRARY_DIR=, PATH=, INCLUDES=, LIBRARIES=, ...); path_env and
 * ld_library_path_env are the inherited variables (may be NULL), sm the
 * device pass's architecture (0: the default). */
void ferry_identity_lines(const char *home, const char *path_env, const char *ld_library_path_env,
                          int sm, ferry_strv *out);

#endif
