/* The command line of each step.  The device and host passes share one
 * clang front-end setup (our headers instead of NVIDIA's, one offload
 * architecture) and differ in the side they compile. */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Clang 19 knows architectures from sm_20 to sm_90a; newer ones compile as
 * sm_90 and the Tesla ones (sm_1x) as sm_20, with __CUDA_ARCH__ set by hand
 * so that feature checks still see them.
 *
 * __CUDA_ARCH__ is ten times the highest architecture named, as nvcc
 * defines it, also for the ones nvcc 12 refuses (200 for -arch=sm_20, 130
 * for sm_13): code of that era picks its paths by it (device printf from
 * 200, shuffles from 300, its own atomicAdd(double) below 600), and each
 * of those paths builds and runs on the CPU.  Raising it to a newer
 * architecture would instead take paths the author never compiled for
 * that -arch, and clash with what the code defines for old targets (a
 * second atomicAdd(double)).  Our headers assume no minimum: what they
 * gate is gated as CUDA gates it (the mask-less shuffles below 700,
 * atomicAdd(double) from 600, warp reductions from 800), and the builtins
 * they call need no architecture on the CPU. */
#define CLANG_MAX_SM 90
#define CLANG_MIN_SM 20

static bool clang_knows_sm(int sm)
{
    return sm >= CLANG_MIN_SM && sm <= CLANG_MAX_SM;
}

static void push_arch(const ferry_opts *o, ferry_strv *argv)
{
    if (clang_knows_sm(o->sm))
        ferry_strv_pushf(argv, "--offload-arch=sm_%d%s", o->sm, o->sm_suffix == 'a' ? "a" : "");
    else
        ferry_strv_pushf(argv, "--offload-arch=sm_%d", o->sm < CLANG_MIN_SM ? CLANG_MIN_SM : CLANG_MAX_SM);
}

/* A compile (not -E, -M or -cuda's IR) reads cuda_runtime.h through
 * ferry-pch, which gives clang the header precompiled once per set of
 * flags (driver/pch/pch.h). */
static void push_cuda_frontend(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    const char *fixed[] = {"-x", "cuda", "-nocudainc", "-nocudalib", "--cuda-path=/nonexistent"};
    if (env->pch && f && !f->emit_llvm) {
        ferry_strv_push(argv, env->pch);
        ferry_strv_push(argv, "--src");
        ferry_strv_push(argv, f->src);
        ferry_strv_push(argv, "--");
    }
    ferry_strv_push(argv, env->clang);
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        ferry_strv_push(argv, fixed[i]);
    push_arch(o, argv);
    /* nvcc names the architectures of the whole compile in both passes;
     * CCCL puts it in its namespaces and picks tuning policies by it. */
    ferry_strv_pushf(argv, "-D__CUDA_ARCH_LIST__=%d", o->sm * 10);
    /* clang allows variadic device declarations only when it knows a CUDA
     * 9+ install; libcu++ declares them in SFINAE helpers. */
    ferry_strv_push(argv, "-Xclang");
    ferry_strv_push(argv, "-fcuda-allow-variadic-functions");
    /* nvcc's fast math is approximate functions and division, never
     * reordered sums or NaN assumptions: clang's -ffast-math would allow
     * both, and answers would then depend on the CPU's vector width. */
    if (o->fast_math)
        ferry_strv_push(argv, "-D__USE_FAST_MATH__");
}

/* Our headers, then CCCL's as the toolkit ships them (nvcc searches
 * include/cccl after include/), unless the user asked for the system's. */
static void push_include_dirs(const ferry_opts *o, const ferry_env *env, ferry_strv *argv)
{
    ferry_strv_push(argv, "-isystem");
    ferry_strv_pushf(argv, "%s/include", env->home);
    if (env->cccl && !o->cccl_system) {
        ferry_strv_push(argv, "-isystem");
        ferry_strv_push(argv, env->cccl);
    }
}

/* Like nvcc, every CUDA compile sees our headers, cuda_runtime.h first (it
 * defines __NVCC__ and the version macros).  They go in as system headers
 * so that user warning flags leave them alone. */
static void push_cuda_headers(const ferry_opts *o, const ferry_env *env, ferry_strv *argv)
{
    push_include_dirs(o, env, argv);
    ferry_strv_push(argv, "-include");
    ferry_strv_push(argv, "cuda_runtime.h");
}

/* Flags that mean the same to clang and to gcc, for every source. */
static void push_user_flags(const ferry_opts *o, bool is_c, ferry_strv *argv)
{
    ferry_strv_append(argv, &o->pp);
    if (o->std && !is_c)
        ferry_strv_pushf(argv, "-std=%s", o->std);
    if (o->per_thread_stream)
        ferry_strv_push(argv, "-DCUDA_API_PER_THREAD_DEFAULT_STREAM");
    if (o->template_depth && !is_c)
        ferry_strv_pushf(argv, "-ftemplate-depth=%d", o->template_depth);
    if (o->no_exceptions && !is_c)
        ferry_strv_push(argv, "-fno-exceptions");
    if (o->no_warnings)
        ferry_strv_push(argv, "-w");
    if (o->werror)
        ferry_strv_push(argv, "-Werror");
}

/* What the host side of a .cu and the host compiler have in common. */
static void push_host_flags(const ferry_opts *o, ferry_strv *argv)
{
    if (o->opt_level >= 0)
        ferry_strv_pushf(argv, "-O%d", o->opt_level);
    if (o->debug)
        ferry_strv_push(argv, "-g");
    if (o->shared)
        ferry_strv_push(argv, "-fPIC");
    if (o->profile)
        ferry_strv_push(argv, "-pg");
    ferry_strv_append(argv, &o->werror_host);
    ferry_strv_append(argv, &o->xcompiler);
}

static void push_dep_flags(const ferry_opts *o, const ferry_src_files *f, ferry_strv *argv)
{
    bool only_deps = f->phase[1] == 'M';
    if (!only_deps && !o->dep_md)
        return;
    if (only_deps)
        ferry_strv_push(argv, f->phase);
    else
        ferry_strv_push(argv, o->dep_nonsystem ? "-MMD" : "-MD");
    if (f->dep_file) {
        ferry_strv_push(argv, "-MF");
        ferry_strv_push(argv, f->dep_file);
    }
    if (f->dep_target) {
        ferry_strv_push(argv, "-MT");
        ferry_strv_push(argv, f->dep_target);
    }
    if (o->dep_phony)
        ferry_strv_push(argv, "-MP");
}

static void push_output(const char *out, ferry_strv *argv)
{
    if (!out)
        return;
    ferry_strv_push(argv, "-o");
    ferry_strv_push(argv, out);
}

/* A copy in the temporary directory still finds the original's
 * neighbours for #include "...". */
static void push_quote_dir(const ferry_src_files *f, ferry_strv *argv)
{
    if (!f->quote_dir)
        return;
    ferry_strv_push(argv, "-iquote");
    ferry_strv_push(argv, f->quote_dir);
}

/* Relocatable device code: device functions and variables stay external
 * for the device link.  Both passes get the same -cuid so that clang gives
 * a static kernel or variable the same externalized name on both sides
 * (the driver option reaches only the device side's cc1, hence -Xclang). */
static void push_rdc_flags(const ferry_opts *o, const ferry_src_files *f, bool device, ferry_strv *argv)
{
    if (!o->rdc)
        return;
    ferry_strv_push(argv, "-D__CUDACC_RDC__");
    if (!f->module_id)
        return;
    ferry_strv_push(argv, "-fgpu-rdc");
    if (device) {
        ferry_strv_pushf(argv, "-cuid=%s", f->module_id);
    } else {
        ferry_strv_push(argv, "-Xclang");
        ferry_strv_pushf(argv, "-cuid=%s", f->module_id);
    }
}

static bool is_openmp_flag(const char *w)
{
    return strcmp(w, "-fopenmp") == 0 || strcmp(w, "-fopenmp=libomp") == 0;
}

/* nvcc preprocesses both sides with the host compiler's flags, so
 * `-Xcompiler -fopenmp` defines _OPENMP in device code too (Thrust's OpenMP
 * system checks it in templates the device pass instantiates).  4.5's
 * value: omp.h defines more, with OpenMP pragmas, past 5.0. */
static void push_device_openmp(const ferry_opts *o, ferry_strv *argv)
{
    for (size_t i = 0; i < o->xcompiler.n; i++)
        if (is_openmp_flag(o->xcompiler.v[i])) {
            ferry_strv_push(argv, "-D_OPENMP=201511");
            return;
        }
}

void ferry_argv_device(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    const char *fixed[] = {"-Xclang", "-target-feature", "-Xclang", "+ptx83", "--cuda-device-only",
                           "-O3", "-Xclang", "-disable-llvm-passes"};
    push_cuda_frontend(o, env, f, argv);
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        ferry_strv_push(argv, fixed[i]);
    ferry_strv_push(argv, o->device_debug ? "-g" : "-gline-tables-only");
    ferry_strv_push(argv, "-emit-llvm");
    ferry_strv_push(argv, "-c");
    push_cuda_headers(o, env, argv);
    if (!clang_knows_sm(o->sm)) {
        ferry_strv_push(argv, "-U__CUDA_ARCH__");
        ferry_strv_pushf(argv, "-D__CUDA_ARCH__=%d", o->sm * 10);
    }
    push_user_flags(o, false, argv);
    push_device_openmp(o, argv);
    if (o->fmad_off)
        ferry_strv_push(argv, "-ffp-contract=off");
    /* clang marks the device functions "denormal-fp-math-f32"=preserve-sign,
     * and the CPU lowering flushes their float operations' operands and
     * results (lower/cpu/ftz.c); the host compile would call it unused */
    if (o->ftz > 0 || (o->ftz == 0 && o->fast_math))
        ferry_strv_push(argv, "-fgpu-flush-denormals-to-zero");
    push_rdc_flags(o, f, true, argv);
    push_quote_dir(f, argv);
    ferry_strv_push(argv, f->src);
    push_output(f->dev_bc, argv);
}

/* -Xptxas -v: the lowering, which knows each kernel's shared and local
 * memory, prints ptxas's report of them for the architecture compiled for. */
static void push_resource_usage(const ferry_opts *o, ferry_strv *argv)
{
    if (!o->ptxas_verbose)
        return;
    ferry_strv_pushf(argv, "--resource-usage=sm_%d%s", o->sm, o->sm_suffix == 'a' ? "a" : o->sm_suffix == 'f' ? "f" : "");
    if (o->maxrregcount > 0)
        ferry_strv_pushf(argv, "--maxrregcount=%d", o->maxrregcount);
}

/* -Wno-deprecated-declarations, given to nvcc or passed to the host
 * compiler: the lowering's warnings (texture references, warp functions
 * without a mask) are all deprecations. */
static bool silences_deprecation(const ferry_opts *o)
{
    const ferry_strv *lists[] = {&o->werror_host, &o->xcompiler};
    for (size_t l = 0; l < 2; l++)
        for (size_t i = 0; i < lists[l]->n; i++)
            if (!strcmp(lists[l]->v[i], "-Wno-deprecated-declarations"))
                return true;
    return false;
}

void ferry_argv_lower(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    ferry_strv_push(argv, env->lower);
    ferry_strv_push(argv, f->dev_bc);
    push_output(f->dev_o, argv);
    ferry_strv_pushf(argv, "--module-id=%s", f->module_id);
    ferry_strv_pushf(argv, "--mcpu=%s", o->ferry_cpu ? o->ferry_cpu : "portable");
    if (f->loadable)
        ferry_strv_push(argv, "--loadable");
    if (f->emit_llvm)
        ferry_strv_push(argv, "--emit-llvm");
    if (o->no_warnings)
        ferry_strv_push(argv, "-w");
    if (silences_deprecation(o))
        ferry_strv_push(argv, "-Wno-deprecated-declarations");
    push_resource_usage(o, argv);
    if (o->time_file && f->dev_o)
        ferry_strv_pushf(argv, "--pass-times=%s.times", f->dev_o);
    if (o->verbose)
        ferry_strv_push(argv, "-v");
    if (o->device_debug) {
        ferry_strv_push(argv, "-O0");
        ferry_strv_push(argv, "-g");
    } else {
        ferry_strv_push(argv, "-O3");
        for (size_t i = 0; f->launch_shapes && i < f->launch_shapes->n; i++)
            ferry_strv_pushf(argv, "--launch-shape=%s", f->launch_shapes->v[i]);
    }
}

void ferry_argv_ptx(const ferry_env *env, const char *ptx, const ferry_src_files *f, ferry_strv *argv)
{
    ferry_strv_push(argv, env->ptx);
    ferry_strv_push(argv, ptx);
    push_output(f->dev_bc, argv);
}

void ferry_argv_host(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    push_cuda_frontend(o, env, f->phase[1] == 'c' ? f : NULL, argv);
    ferry_strv_push(argv, "-Xclang");
    ferry_strv_push(argv, "-target-sdk-version=" FERRY_CUDA_VERSION);
    ferry_strv_push(argv, "--cuda-host-only");
    if (f->blob) {
        ferry_strv_push(argv, "-Xclang");
        ferry_strv_push(argv, "-fcuda-include-gpubinary");
        ferry_strv_push(argv, "-Xclang");
        ferry_strv_push(argv, f->blob);
    }
    /* -cuda: the host compiler adds its own DWARF 5 file table (.file 0)
     * when it compiles the wrapped assembly with -g; DWARF 4's leaves the
     * table to the first .file, so both kinds of line information live. */
    if (f->emit_llvm) {
        ferry_strv_push(argv, "-emit-llvm");
        ferry_strv_push(argv, "-fdebug-default-version=4");
    }
    if (f->phase[1] == 'c' || f->phase[1] == 'E')
        ferry_strv_push(argv, f->phase);
    push_cuda_headers(o, env, argv);
    push_user_flags(o, false, argv);
    /* <<<>>> then calls cudaLaunchKernel_ptsz, which takes stream 0 to be
     * the calling thread's default stream. */
    if (o->per_thread_stream)
    {
        ferry_strv_push(argv, "-Xclang");
        ferry_strv_push(argv, "-fgpu-default-stream=per-thread");
    }
    push_rdc_flags(o, f, false, argv);
    push_host_flags(o, argv);
    push_dep_flags(o, f, argv);
    push_quote_dir(f, argv);
    ferry_strv_push(argv, f->src);
    push_output(f->host_o, argv);
}

void ferry_argv_merge(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    ferry_strv_push(argv, env->ld_r ? env->ld_r : env->lld);
    ferry_strv_push(argv, "-r");
    ferry_strv_push(argv, f->host_o);
    ferry_strv_push(argv, f->dev_o);
    push_output(f->merged, argv);
}

void ferry_argv_rdc_pack(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    ferry_strv_push(argv, env->lower);
    ferry_strv_push(argv, "--rdc-pack");
    ferry_strv_push(argv, f->dev_bc);
    push_output(f->dev_o, argv);
    if (f->emit_llvm)
        ferry_strv_push(argv, "--emit-llvm");
}

void ferry_argv_dlink(const ferry_opts *o, const ferry_env *env, const ferry_strv *objs,
                      const char *module_id, const char *out, ferry_strv *argv)
{
    ferry_strv_push(argv, env->lower);
    ferry_strv_push(argv, "--dlink");
    ferry_strv_pushf(argv, "--module-id=%s", module_id);
    ferry_strv_pushf(argv, "--mcpu=%s", o->ferry_cpu ? o->ferry_cpu : "portable");
    ferry_strv_push(argv, o->device_debug ? "-O0" : "-O3");
    push_resource_usage(o, argv);
    for (size_t i = 0; i < o->libpaths.n; i++)
        ferry_strv_pushf(argv, "-L%s", o->libpaths.v[i]);
    ferry_strv_append(argv, objs);
    push_output(out, argv);
}

/* The device pass's IR carries the architecture (target-cpu) and PTX
 * version, so only the optimisation level is passed on. */
void ferry_argv_ptx_emit(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    ferry_strv_push(argv, env->ptx_emit);
    ferry_strv_push(argv, f->dev_bc);
    push_output(f->merged, argv);
    ferry_strv_push(argv, o->device_debug ? "-O0" : "-O3");
}

/* The module calls the runtime only through import slots and binds libm's
 * functions from the program that loads it, so it links alone. */
void ferry_argv_cubin_link(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    ferry_strv_push(argv, env->lld);
    ferry_strv_push(argv, "-shared");
    ferry_strv_push(argv, f->dev_o);
    push_output(f->merged, argv);
}

char *ferry_host_compiler(const ferry_opts *o)
{
    struct stat st;
    if (!o->ccbin)
        return ferry_strdup("g++");
    if (stat(o->ccbin, &st) == 0 && S_ISDIR(st.st_mode))
        return ferry_asprintf("%s/g++", o->ccbin);
    return ferry_strdup(o->ccbin);
}

void ferry_argv_hostcc(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    char *cc = ferry_host_compiler(o);
    ferry_strv_push(argv, cc);
    free(cc);
    ferry_strv_push(argv, "-x");
    ferry_strv_push(argv, f->is_c ? "c" : "c++");
    if (f->phase[1] == 'c' || f->phase[1] == 'E')
        ferry_strv_push(argv, f->phase);
    push_include_dirs(o, env, argv);
    push_user_flags(o, f->is_c, argv);
    push_host_flags(o, argv);
    push_dep_flags(o, f, argv);
    ferry_strv_push(argv, f->src);
    push_output(f->host_o, argv);
}

/* A C compiler driver (gcc, clang) does not add the C++ runtime that the
 * host side of every .cu needs. */
static bool needs_libstdcxx(const char *cc)
{
    const char *base = strrchr(cc, '/') ? strrchr(cc, '/') + 1 : cc;
    return strstr(base, "++") == NULL;
}

/* The runtime's libraries by name, from lib64/implicit (identity.c says
 * why not lib64), in the order NVIDIA's nvcc links them. */
static void push_cudart(const ferry_opts *o, const ferry_env *env, ferry_strv *argv)
{
    if (o->cudart == FERRY_CUDART_STATIC) {
        const char *libs[] = {"-lcudadevrt", "-lcudart_static", "-lrt", "-lpthread", "-ldl", "-lm"};
        for (size_t i = 0; i < sizeof libs / sizeof libs[0]; i++)
            ferry_strv_push(argv, libs[i]);
    } else if (o->cudart == FERRY_CUDART_SHARED) {
        ferry_strv_push(argv, "-lcudadevrt");
        ferry_strv_push(argv, "-lcudart");
        ferry_strv_pushf(argv, "-Wl,-rpath,%s/lib64", env->home);
    }
}

#ifndef FERRY_LLVM_LIBDIR
#define FERRY_LLVM_LIBDIR "/usr/lib/llvm-19/lib"
#endif

/* The host side of a .cu is compiled by clang, whose OpenMP code calls
 * LLVM's runtime (libomp), not GCC's (libgomp).  One runtime serves the
 * whole program: libomp, which also implements libgomp's entry points for
 * the objects g++ compiled with -fopenmp. */
static void push_xcompiler_for_link(const ferry_opts *o, ferry_strv *argv)
{
    bool openmp = false;
    for (size_t i = 0; i < o->xcompiler.n; i++) {
        if (is_openmp_flag(o->xcompiler.v[i]))
            openmp = true;
        else
            ferry_strv_push(argv, o->xcompiler.v[i]);
    }
    if (!openmp)
        return;
    ferry_strv_push(argv, "-pthread");
    ferry_strv_push(argv, "-L" FERRY_LLVM_LIBDIR);
    ferry_strv_push(argv, "-Wl,-rpath," FERRY_LLVM_LIBDIR);
    ferry_strv_push(argv, "-lomp");
}

/* The objects, then the libraries named by -l, as nvcc orders them: with
 * --as-needed (Debian's gcc default) a library named before the objects
 * that use it is dropped (nvcc -lcufft x.cu). */
static void push_objects_then_libs(const ferry_strv *objs, ferry_strv *argv)
{
    for (int libs = 0; libs < 2; libs++)
        for (size_t i = 0; i < objs->n; i++)
            if ((strncmp(objs->v[i], "-l", 2) == 0) == libs)
                ferry_strv_push(argv, objs->v[i]);
}

/* -lNAME naming a shared library of Ferry's, which is not on the system's
 * library path: libcuda and the toolkit's libraries (libs/). */
static bool is_own_shared_lib(const char *arg)
{
    static const char *const own[] = {"cuda", "cublas", "cublasLt", "cufft", "cufftw", "curand",
                                      "cusolver", "cusparse", "nvrtc"};
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (strncmp(arg, "-l", 2) == 0 && strcmp(arg + 2, own[i]) == 0)
            return true;
    return false;
}

void ferry_argv_link(const ferry_opts *o, const ferry_env *env, const ferry_strv *objs,
                     const char *out, ferry_strv *argv)
{
    char *cc = ferry_host_compiler(o);
    ferry_strv_push(argv, cc);
    if (o->shared)
        ferry_strv_push(argv, "-shared");
    push_objects_then_libs(objs, argv);
    for (size_t i = 0; i < o->libpaths.n; i++)
        ferry_strv_pushf(argv, "-L%s", o->libpaths.v[i]);
    char *implicit = ferry_implicit_libdir(env->home);
    ferry_strv_pushf(argv, "-L%s", implicit);
    free(implicit);
    push_cudart(o, env, argv);
    bool own = false;
    for (size_t i = 0; i < objs->n; i++)
        own |= is_own_shared_lib(objs->v[i]);
    if (own && o->cudart != FERRY_CUDART_SHARED)
        ferry_strv_pushf(argv, "-Wl,-rpath,%s/lib64", env->home);
    if (needs_libstdcxx(cc))
        ferry_strv_push(argv, "-lstdc++");
    free(cc);
    if (o->debug)
        ferry_strv_push(argv, "-g");
    if (o->profile)
        ferry_strv_push(argv, "-pg");
    push_xcompiler_for_link(o, argv);
    for (size_t i = 0; i < o->xlinker.n; i++)
        ferry_strv_pushf(argv, "-Wl,%s", o->xlinker.v[i]);
    ferry_strv_append(argv, &o->xlinker_raw);
    push_output(out, argv);
}

void ferry_argv_archive(const ferry_strv *objs, const char *out, ferry_strv *argv)
{
    ferry_strv_push(argv, "ar");
    ferry_strv_push(argv, "rcs");
    ferry_strv_push(argv, out);
    ferry_strv_append(argv, objs);
}

static bool shell_safe(const char *w)
{
    if (!*w)
        return false;
    for (; *w; w++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-", *w))
            return false;
    return true;
}

char *ferry_shell_quote(const char *word)
{
    if (shell_safe(word))
        return ferry_strdup(word);
    size_t n = 3;
    for (const char *p = word; *p; p++)
        n += *p == '\'' ? 4 : 1;
    char *q = ferry_xrealloc(NULL, n), *d = q;
    *d++ = '\'';
    for (const char *p = word; *p; p++) {
        if (*p == '\'') { memcpy(d, "'\\''", 4); d += 4; }
        else *d++ = *p;
    }
    *d++ = '\'';
    *d = 0;
    return q;
}

char *ferry_step_line(const ferry_strv *argv)
{
    size_t len = 4, cap = 256;
    char *line = ferry_xrealloc(NULL, cap);
    strcpy(line, "#$ ");
    len = 3;
    for (size_t i = 0; i < argv->n; i++) {
        char *q = ferry_shell_quote(argv->v[i]);
        size_t k = strlen(q);
        if (len + k + 2 > cap) {
            cap = 2 * (len + k + 2);
            line = ferry_xrealloc(line, cap);
        }
        if (i) line[len++] = ' ';
        memcpy(line + len, q, k + 1);
        len += k;
        free(q);
    }
    return line;
}
