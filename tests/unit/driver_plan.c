/* Planning: which steps, with which command lines, in which order. */
#include "driver_check.h"

#include <stdlib.h>

static char err[1024];
static const ferry_env env = {.home = "/H", .clang = "/C/clang-19", .lld = "/C/ld.lld-19", .ptx = "/H/bin/ferry-ptx-lower",
                               .ptx_emit = "/H/bin/ferry-ptx-emit",
                               .lower = "/H/bin/ferry-lower", .tmpdir = "/T", .cwd = "/W", .seed = 42};

/* Parses the words and plans; the plan is left in p. */
static int plan_words(ferry_plan *p, ...)
{
    char *argv[64] = {"nvcc"};
    int argc = 1;
    va_list ap;
    va_start(ap, p);
    for (char *w; (w = va_arg(ap, char *)) != NULL && argc < 63;)
        argv[argc++] = w;
    va_end(ap);
    ferry_opts o;
    int rc = ferry_parse_args(argc, argv, &o, err, sizeof err);
    if (rc == 0)
        rc = ferry_make_plan(&o, &env, p, err, sizeof err);
    else
        memset(p, 0, sizeof *p);
    ferry_opts_free(&o);
    return rc;
}

#define PLAN(p, ...) plan_words(p, __VA_ARGS__, (char *)NULL)
#define ARGV(p, i) (&(p)->steps[i].argv)

static bool depends(const ferry_plan *p, size_t step, size_t on)
{
    for (size_t i = 0; i < p->steps[step].ndeps; i++)
        if (p->steps[step].deps[i] == on)
            return true;
    return false;
}

static void test_cu_compile(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-c", "dir/x.cu") == 0);
    CHECK(p.n == 4);
    if (p.n != 4) { ferry_plan_free(&p); return; }
    /* device pass */
    CHECK_STR(ARGV(&p, 0)->v[0], "/C/clang-19");
    CHECK(has_word(ARGV(&p, 0), "--cuda-device-only") && has_word(ARGV(&p, 0), "--offload-arch=sm_75"));
    CHECK(has_seq(ARGV(&p, 0), "-x", "cuda") && has_word(ARGV(&p, 0), "-nocudainc"));
    CHECK(has_seq(ARGV(&p, 0), "-Xclang", "-disable-llvm-passes") && has_word(ARGV(&p, 0), "-emit-llvm"));
    CHECK(has_seq(ARGV(&p, 0), "-include", "cuda_runtime.h") && has_word(ARGV(&p, 0), "-gline-tables-only"));
    CHECK(has_seq(ARGV(&p, 0), "-isystem", "/H/include"));
    CHECK(has_seq(ARGV(&p, 0), "dir/x.cu", "-o") && has_seq(ARGV(&p, 0), "-o", "/T/x.dev.bc"));
    /* lowering */
    CHECK_STR(ARGV(&p, 1)->v[0], "/H/bin/ferry-lower");
    CHECK_STR(ARGV(&p, 1)->v[1], "/T/x.dev.bc");
    CHECK(has_seq(ARGV(&p, 1), "-o", "/T/x.dev.o") && has_word(ARGV(&p, 1), "-O3"));
    char id[17];
    ferry_module_id("/W/dir/x.cu", 42, id);
    char *idflag = ferry_asprintf("--module-id=%s", id);
    CHECK(has_word(ARGV(&p, 1), idflag));
    free(idflag);
    CHECK(depends(&p, 1, 0));
    /* host pass and its blob */
    CHECK(has_word(ARGV(&p, 2), "--cuda-host-only") && has_word(ARGV(&p, 2), "-target-sdk-version=12.3"));
    CHECK(has_seq(ARGV(&p, 2), "-fcuda-include-gpubinary", "-Xclang") && has_word(ARGV(&p, 2), "/T/x.blob"));
    CHECK(has_seq(ARGV(&p, 2), "-o", "/T/x.host.o"));
    CHECK_STR(p.steps[2].blob_path, "/T/x.blob");
    char *blob = ferry_asprintf("ferry-module:%s", id);
    CHECK_STR(p.steps[2].blob_data, blob);
    CHECK(p.steps[2].blob_len == strlen(blob) + 1);
    free(blob);
    CHECK(p.steps[2].ndeps == 0);
    /* merge into the final object in the current directory */
    CHECK_STR(ARGV(&p, 3)->v[0], "/C/ld.lld-19");
    CHECK(has_seq(ARGV(&p, 3), "-r", "/T/x.host.o") && has_seq(ARGV(&p, 3), "/T/x.host.o", "/T/x.dev.o"));
    CHECK(has_seq(ARGV(&p, 3), "-o", "x.o"));
    CHECK_STR(p.steps[3].output, "x.o");
    CHECK(depends(&p, 3, 1) && depends(&p, 3, 2));
    ferry_plan_free(&p);

    CHECK(PLAN(&p, "-c", "x.cu", "-o", "out/y.o") == 0 && p.n == 4);
    CHECK(has_seq(ARGV(&p, 3), "-o", "out/y.o"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "x.cu", "-odir", "od") == 0 && p.n == 4);
    CHECK(has_seq(ARGV(&p, 3), "-o", "od/x.o"));
    ferry_plan_free(&p);
}

/* GNU ld, where there is one, merges the two sides: it starts in a
 * tenth of ld.lld's time */
static void test_merge_with_gnu_ld(void)
{
    ferry_env gnu = env;
    gnu.ld_r = "/usr/bin/ld.bfd";
    char *argv[] = {"nvcc", "-c", "x.cu"};
    ferry_opts o;
    ferry_plan p;
    CHECK(ferry_parse_args(3, argv, &o, err, sizeof err) == 0);
    CHECK(ferry_make_plan(&o, &gnu, &p, err, sizeof err) == 0 && p.n == 4);
    if (p.n == 4) {
        CHECK_STR(ARGV(&p, 3)->v[0], "/usr/bin/ld.bfd");
        CHECK(has_seq(ARGV(&p, 3), "-r", "/T/x.host.o") && has_seq(ARGV(&p, 3), "-o", "x.o"));
    }
    ferry_plan_free(&p);
    ferry_opts_free(&o);
}

static void test_cu_link(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "x.cu") == 0);
    CHECK(p.n == 5);
    if (p.n == 5) {
        CHECK(has_seq(ARGV(&p, 3), "-o", "/T/x.o"));
        CHECK(p.steps[3].output == NULL);
        CHECK_STR(ARGV(&p, 4)->v[0], "g++");
        CHECK(has_seq(ARGV(&p, 4), "g++", "/T/x.o"));
        CHECK(has_seq(ARGV(&p, 4), "-L/H/lib64/implicit", "-lcudadevrt"));
        CHECK(has_seq(ARGV(&p, 4), "-lcudadevrt", "-lcudart_static"));
        CHECK(has_seq(ARGV(&p, 4), "-lcudart_static", "-lrt"));
        CHECK(!has_word(ARGV(&p, 4), "-L/H/lib64"));
        CHECK(has_word(ARGV(&p, 4), "-ldl") && has_word(ARGV(&p, 4), "-lrt") && has_word(ARGV(&p, 4), "-lm"));
        CHECK(has_seq(ARGV(&p, 4), "-o", "a.out"));
        CHECK_STR(p.steps[4].output, "a.out");
        CHECK(depends(&p, 4, 3));
    }
    ferry_plan_free(&p);
}

static void test_mixed_link_order(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "a.cu", "-lfoo", "b.cpp", "c.o", "-L/lib", "d.c", "-lbar", "-o", "prog") == 0);
    /* c.o may hold relocatable device code: a device link comes first */
    CHECK(p.n == 4 + 1 + 1 + 1 + 1);
    if (p.n != 8) { ferry_plan_free(&p); return; }
    const ferry_strv *b = ARGV(&p, 4), *d = ARGV(&p, 5), *l = ARGV(&p, 7);
    CHECK_STR(b->v[0], "g++");
    CHECK(has_seq(b, "-x", "c++") && has_word(b, "-c") && has_seq(b, "-o", "/T/b.o"));
    CHECK(has_seq(b, "-isystem", "/H/include"));
    CHECK(has_seq(d, "-x", "c") && has_seq(d, "-o", "/T/d.o"));
    /* objects first, then the libraries by name, as nvcc links them */
    const char *order[] = {"/T/a.o", "/T/b.o", "c.o", "/T/d.o", "/T/ferry_dlink.o", "-lfoo", "-lbar",
                           "-L/lib", "-L/H/lib64/implicit", "-lcudadevrt", "-lcudart_static"};
    for (size_t i = 0; i + 1 < sizeof order / sizeof order[0]; i++)
        CHECK(has_seq(l, order[i], order[i + 1]));
    CHECK(has_seq(l, "-o", "prog"));
    CHECK(has_seq(ARGV(&p, 6), "-L/lib", "/T/a.o") && has_seq(ARGV(&p, 6), "/T/d.o", "-lbar"));
    for (size_t s = 0; s < 7; s++)
        CHECK(depends(&p, 7, s) || s == 0 || s == 1 || s == 2);
    CHECK(depends(&p, 6, 3) && depends(&p, 6, 4) && depends(&p, 6, 5));
    ferry_plan_free(&p);
}

static void test_host_only_sources(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-c", "b.cpp", "-std=c++14", "-O2", "-g", "-DX", "-Isrc") == 0 && p.n == 1);
    if (p.n == 1) {
        const ferry_strv *a = ARGV(&p, 0);
        CHECK(has_seq(a, "-x", "c++") && has_word(a, "-std=c++14") && has_word(a, "-O2") && has_word(a, "-g"));
        CHECK(has_word(a, "-DX") && has_word(a, "-Isrc") && has_seq(a, "-o", "b.o"));
        CHECK(!has_word(a, "--cuda-host-only"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "d.c", "-std=c++14") == 0 && p.n == 1);
    if (p.n == 1)
        CHECK(!has_word(ARGV(&p, 0), "-std=c++14") && has_seq(ARGV(&p, 0), "-x", "c"));
    ferry_plan_free(&p);
    /* linking objects: a device link (for any -dc code in them), then the link */
    CHECK(PLAN(&p, "x.o", "y.a") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK(has_seq(ARGV(&p, 1), "x.o", "y.a"));
    ferry_plan_free(&p);
}

static void test_shared_and_cudart(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-shared", "x.cu", "b.cpp", "-o", "libx.so") == 0 && p.n == 6);
    if (p.n == 6) {
        CHECK(has_word(ARGV(&p, 2), "-fPIC") && has_word(ARGV(&p, 4), "-fPIC"));
        CHECK(has_seq(ARGV(&p, 5), "g++", "-shared") && has_seq(ARGV(&p, 5), "-o", "libx.so"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cudart", "shared", "x.o") == 0 && p.n == 2);
    if (p.n == 2) {
        CHECK(has_word(ARGV(&p, 1), "-lcudart") && has_word(ARGV(&p, 1), "-Wl,-rpath,/H/lib64"));
        CHECK(!has_word(ARGV(&p, 1), "-lcudart_static"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cudart=none", "x.o") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK(!has_word(ARGV(&p, 1), "-lcudart") && !has_word(ARGV(&p, 1), "-lcudart_static"));
    ferry_plan_free(&p);
}

static void test_flags_reach_steps(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-c", "x.cu", "-G", "-g", "-O2", "-arch=sm_86", "-std=c++17", "-DFOO", "-Iinc",
               "-Xcompiler", "-fopenmp,-Wall", "-use_fast_math", "-w") == 0 && p.n == 4);
    if (p.n == 4) {
        const ferry_strv *dev = ARGV(&p, 0), *low = ARGV(&p, 1), *host = ARGV(&p, 2);
        CHECK(has_word(dev, "-g") && !has_word(dev, "-gline-tables-only"));
        CHECK(has_word(dev, "--offload-arch=sm_86") && has_word(host, "--offload-arch=sm_86"));
        CHECK(has_word(dev, "-std=c++17") && has_word(host, "-std=c++17"));
        CHECK(has_word(dev, "-DFOO") && has_word(host, "-DFOO") && has_word(dev, "-Iinc"));
        /* nvcc's fast math never reorders sums: no clang -ffast-math */
        CHECK(!has_word(dev, "-ffast-math") && !has_word(host, "-ffast-math"));
        CHECK(has_word(dev, "-D__USE_FAST_MATH__") && has_word(host, "-D__USE_FAST_MATH__"));
        CHECK(has_word(low, "--mcpu=portable"));
        CHECK(has_word(dev, "-w") && has_word(host, "-w"));
        CHECK(!has_word(dev, "-fopenmp") && has_word(host, "-fopenmp") && has_word(host, "-Wall"));
        CHECK(has_word(host, "-O2") && has_word(host, "-g"));
        CHECK(has_word(low, "-O0") && has_word(low, "-g") && !has_word(low, "-O3"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "x.cu", "--ferry-cpu=native") == 0 && p.n == 4);
    if (p.n == 4)
        CHECK(has_word(ARGV(&p, 1), "--mcpu=native") && !has_word(ARGV(&p, 1), "--mcpu=portable"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "x.cu", "-gencode", "arch=compute_70,code=sm_70", "-gencode",
               "arch=compute_80,code=sm_80") == 0 && p.n == 4);
    if (p.n == 4)
        CHECK(has_word(ARGV(&p, 0), "--offload-arch=sm_80"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "x.cu", "-arch=sm_120") == 0 && p.n == 4);
    if (p.n == 4) {
        CHECK(has_word(ARGV(&p, 0), "--offload-arch=sm_90") && has_word(ARGV(&p, 0), "-D__CUDA_ARCH__=1200"));
        CHECK(!has_word(ARGV(&p, 2), "-D__CUDA_ARCH__=1200"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "x.o", "-Xlinker", "-rpath,/opt", "-lz") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK(has_seq(ARGV(&p, 1), "-Wl,-rpath", "-Wl,/opt") && has_seq(ARGV(&p, 1), "/T/ferry_dlink.o", "-lz"));
    ferry_plan_free(&p);
}

static void test_same_stem(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "a/x.cu", "b/x.cu") == 0 && p.n == 9);
    if (p.n == 9) {
        CHECK(has_seq(ARGV(&p, 0), "-o", "/T/x-0.dev.bc") && has_seq(ARGV(&p, 4), "-o", "/T/x-1.dev.bc"));
        CHECK(has_seq(ARGV(&p, 8), "/T/x-0.o", "/T/x-1.o"));
        CHECK(strcmp(p.steps[2].blob_data, p.steps[6].blob_data) != 0);
    }
    ferry_plan_free(&p);
}

static void test_module_ids(void)
{
    char a[17], b[17], c[17];
    ferry_module_id("/w/x.cu", 1, a);
    ferry_module_id("/w/x.cu", 2, b);
    ferry_module_id("/w/y.cu", 1, c);
    CHECK(strlen(a) == 16 && strspn(a, "0123456789abcdef") == 16);
    CHECK(strcmp(a, b) != 0 && strcmp(a, c) != 0);
    ferry_module_id("/w/x.cu", 1, b);
    CHECK_STR(a, b);
}

static void test_modes(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "--run", "--run-args", "1,two", "x.cu") == 0 && p.n == 6);
    if (p.n == 6) {
        CHECK(p.steps[5].is_run && depends(&p, 5, 4));
        CHECK_STR(ARGV(&p, 5)->v[0], "./a.out");
        CHECK(has_seq(ARGV(&p, 5), "1", "two"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-E", "x.cu", "y.cpp") == 0 && p.n == 2);
    if (p.n == 2) {
        CHECK(has_word(ARGV(&p, 0), "-E") && has_word(ARGV(&p, 0), "--cuda-host-only"));
        CHECK(!has_word(ARGV(&p, 0), "-o") && !has_word(ARGV(&p, 0), "-fcuda-include-gpubinary"));
        CHECK(has_word(ARGV(&p, 1), "-E") && depends(&p, 1, 0));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-M", "x.cu", "-MF", "x.d") == 0 && p.n == 1);
    if (p.n == 1)
        CHECK(has_word(ARGV(&p, 0), "-M") && has_seq(ARGV(&p, 0), "-MF", "x.d") && !has_word(ARGV(&p, 0), "-c"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-MD", "-c", "x.cu", "-o", "out/y.o") == 0 && p.n == 4);
    if (p.n == 4)
        CHECK(has_word(ARGV(&p, 2), "-MD") && has_seq(ARGV(&p, 2), "-MF", "out/y.d") &&
              has_seq(ARGV(&p, 2), "-MT", "out/y.o"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-lib", "x.cu", "-o", "libx.a") == 0 && p.n == 5);
    if (p.n == 5)
        CHECK(has_seq(ARGV(&p, 4), "ar", "rcs") && has_seq(ARGV(&p, 4), "libx.a", "/T/x.o"));
    ferry_plan_free(&p);
}

static void test_host_compiler(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-ccbin", "/tmp", "x.o") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK_STR(ARGV(&p, 1)->v[0], "/tmp/g++");
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-ccbin", "gcc-12", "x.o") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK(has_word(ARGV(&p, 1), "-lstdc++"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "x.o") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK(!has_word(ARGV(&p, 1), "-lstdc++"));
    ferry_plan_free(&p);
}

static void test_step_line(void)
{
    ferry_strv v = {0};
    ferry_strv_push(&v, "cc");
    ferry_strv_push(&v, "-DX=a b");
    ferry_strv_push(&v, "it's");
    ferry_strv_push(&v, "-o");
    ferry_strv_push(&v, "x.o");
    char *line = ferry_step_line(&v);
    CHECK_STR(line, "#$ cc '-DX=a b' 'it'\\''s' -o x.o");
    free(line);
    ferry_strv_free(&v);
}

/* -cubin: device pass, lowering with --loadable, shared link; no host side. */
static void test_cubin(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-cubin", "dir/x.cu") == 0);
    CHECK(p.n == 3);
    if (p.n == 3) {
        CHECK(has_word(ARGV(&p, 0), "--cuda-device-only") && has_seq(ARGV(&p, 0), "-o", "/T/x.dev.bc"));
        CHECK_STR(ARGV(&p, 1)->v[0], "/H/bin/ferry-lower");
        CHECK(has_word(ARGV(&p, 1), "--loadable") && has_seq(ARGV(&p, 1), "-o", "/T/x.dev.o"));
        CHECK(depends(&p, 1, 0) && depends(&p, 2, 1));
        CHECK_STR(ARGV(&p, 2)->v[0], "/C/ld.lld-19");
        CHECK(has_word(ARGV(&p, 2), "-shared") && has_word(ARGV(&p, 2), "/T/x.dev.o"));
        CHECK(has_seq(ARGV(&p, 2), "-o", "x.cubin"));
        CHECK(p.steps[2].output && strcmp(p.steps[2].output, "x.cubin") == 0);
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cubin", "x.cu", "-o", "out/m.so") == 0 && p.n == 3);
    CHECK(p.n == 3 && has_seq(ARGV(&p, 2), "-o", "out/m.so"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cubin", "x.cu", "-odir", "d") == 0 && p.n == 3 && has_seq(ARGV(&p, 2), "-o", "d/x.cubin"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cubin", "x.cpp") != 0);
    CHECK_STR(err, "-cubin needs CUDA or PTX sources: 'x.cpp'");
    ferry_plan_free(&p);
    /* Without -cubin the lowering makes an ordinary object. */
    CHECK(PLAN(&p, "-c", "x.cu") == 0 && p.n == 4 && !has_word(ARGV(&p, 1), "--loadable"));
    ferry_plan_free(&p);
}

/* PTX inputs go through the PTX front end, then the lowering; -lcuda needs
 * Ferry's lib64 at run time. */
static void test_ptx_and_libcuda(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-cubin", "k.ptx") == 0 && p.n == 3);
    CHECK(p.n == 3 && strcmp(ARGV(&p, 0)->v[0], "/H/bin/ferry-ptx-lower") == 0 && has_word(ARGV(&p, 0), "k.ptx"));
    CHECK(p.n == 3 && has_word(ARGV(&p, 1), "--loadable") && has_seq(ARGV(&p, 2), "-o", "k.cubin"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "k.ptx") == 0 && p.n == 2 && has_seq(ARGV(&p, 1), "-o", "k.o"));
    CHECK(p.n == 2 && !has_word(ARGV(&p, 1), "--loadable"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "a.cu", "k.ptx", "-o", "a") == 0 && p.n == 7);
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-E", "k.ptx") != 0);
    CHECK_STR(err, "PTX input cannot be preprocessed: k.ptx");
    ferry_plan_free(&p);
    /* --ferry-device-ptx: a .cu's device code from NVIDIA's PTX of it */
    CHECK(PLAN(&p, "-c", "a.cu", "--ferry-device-ptx", "a.ptx") == 0 && p.n == 4);
    CHECK(p.n == 4 && strcmp(ARGV(&p, 0)->v[0], "/H/bin/ferry-ptx-lower") == 0 && has_word(ARGV(&p, 0), "a.ptx"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "a.cu", "b.cu", "--ferry-device-ptx", "a.ptx") != 0);
    CHECK_STR(err, "--ferry-device-ptx needs exactly one CUDA source");
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "a.cu", "-lcuda", "-o", "a") == 0 && p.n == 5);
    CHECK(p.n == 5 && has_word(ARGV(&p, 4), "-Wl,-rpath,/H/lib64") && has_word(ARGV(&p, 4), "-lcuda"));
    ferry_plan_free(&p);
    /* a toolkit library named before the source still comes after its object, with an rpath */
    CHECK(PLAN(&p, "-lcufft", "a.cu", "-o", "a") == 0 && p.n == 5);
    CHECK(p.n == 5 && has_word(ARGV(&p, 4), "-Wl,-rpath,/H/lib64") && has_seq(ARGV(&p, 4), "/T/a.o", "-lcufft"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "a.cu", "-o", "a") == 0 && p.n == 5 && !has_word(ARGV(&p, 4), "-Wl,-rpath,/H/lib64"));
    ferry_plan_free(&p);
}

static void test_rdc(void)
{
    ferry_plan p;
    char id[17];
    ferry_module_id("/W/x.cu", 42, id);
    char *cuid = ferry_asprintf("-cuid=%s", id);
    CHECK(PLAN(&p, "-dc", "x.cu") == 0 && p.n == 4);
    if (p.n == 4) {
        CHECK(has_word(ARGV(&p, 0), "-fgpu-rdc") && has_word(ARGV(&p, 0), cuid));
        CHECK(has_word(ARGV(&p, 0), "-D__CUDACC_RDC__"));
        CHECK(has_seq(ARGV(&p, 1), "--rdc-pack", "/T/x.dev.bc") && has_seq(ARGV(&p, 1), "-o", "/T/x.dev.o"));
        /* the same -cuid on the host side, where only cc1 takes it */
        CHECK(has_word(ARGV(&p, 2), "-fgpu-rdc") && has_seq(ARGV(&p, 2), "-Xclang", cuid));
        CHECK(has_seq(ARGV(&p, 3), "-o", "x.o"));
    }
    ferry_plan_free(&p);
    free(cuid);

    CHECK(PLAN(&p, "-rdc=true", "a.cu", "b.cu", "-o", "prog") == 0 && p.n == 10);
    if (p.n == 10) {
        const ferry_strv *dl = ARGV(&p, 8);
        CHECK_STR(dl->v[0], "/H/bin/ferry-lower");
        CHECK(has_word(dl, "--dlink") && has_seq(dl, "/T/a.o", "/T/b.o"));
        CHECK(has_seq(dl, "-o", "/T/ferry_dlink.o") && depends(&p, 8, 3) && depends(&p, 8, 7));
        CHECK(has_seq(ARGV(&p, 9), "/T/b.o", "/T/ferry_dlink.o") && depends(&p, 9, 8));
    }
    ferry_plan_free(&p);

    CHECK(PLAN(&p, "-dlink", "a.o", "-lx", "-L/l", "b.o", "-o", "d.o") == 0 && p.n == 1);
    if (p.n == 1) {
        CHECK(has_word(ARGV(&p, 0), "--dlink") && has_seq(ARGV(&p, 0), "-L/l", "a.o"));
        CHECK(has_seq(ARGV(&p, 0), "a.o", "-lx") && has_seq(ARGV(&p, 0), "-o", "d.o"));
        CHECK_STR(p.steps[0].output, "d.o");
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "--device-link", "a.o") == 0 && p.n == 1 && has_seq(ARGV(&p, 0), "-o", "a_dlink.o"));
    ferry_plan_free(&p);
    /* shared libraries hold no relocatable device code */
    CHECK(PLAN(&p, "x.cu", "libz.so") == 0 && p.n == 5);
    ferry_plan_free(&p);
}

/* -ptx: the device pass, then ferry-ptx-emit to x.ptx; -fatbin is -cubin
 * named x.fatbin; -pg reaches the host compiler and the link. */
static void test_ptx_fatbin_profile(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-ptx", "dir/x.cu", "-arch=sm_86") == 0 && p.n == 2);
    if (p.n == 2) {
        CHECK(has_word(ARGV(&p, 0), "--cuda-device-only") && has_word(ARGV(&p, 0), "--offload-arch=sm_86"));
        CHECK(has_seq(ARGV(&p, 0), "-o", "/T/x.dev.bc"));
        CHECK_STR(ARGV(&p, 1)->v[0], "/H/bin/ferry-ptx-emit");
        CHECK(has_seq(ARGV(&p, 1), "/H/bin/ferry-ptx-emit", "/T/x.dev.bc") && has_seq(ARGV(&p, 1), "-o", "x.ptx"));
        CHECK(has_word(ARGV(&p, 1), "-O3") && depends(&p, 1, 0));
        CHECK_STR(p.steps[1].output, "x.ptx");
        CHECK_STR(p.steps[0].src, "dir/x.cu");
        CHECK_STR(p.steps[1].src, "dir/x.cu");
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-ptx", "-G", "x.cu", "-o", "o.ptx") == 0 && p.n == 2);
    CHECK(p.n == 2 && has_word(ARGV(&p, 1), "-O0") && has_seq(ARGV(&p, 1), "-o", "o.ptx"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-ptx", "-odir", "d", "x.cu", "y.cu") == 0 && p.n == 4);
    CHECK(p.n == 4 && has_seq(ARGV(&p, 1), "-o", "d/x.ptx") && has_seq(ARGV(&p, 3), "-o", "d/y.ptx"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-ptx", "x.cpp") != 0);
    CHECK_STR(err, "-ptx needs CUDA sources: 'x.cpp'");
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-fatbin", "x.cu") == 0 && p.n == 3 && has_seq(ARGV(&p, 2), "-o", "x.fatbin"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-fatbin", "x.c") != 0);
    CHECK_STR(err, "-fatbin needs CUDA or PTX sources: 'x.c'");
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-pg", "x.cu", "b.cpp") == 0 && p.n == 6);
    if (p.n == 6) {
        CHECK(has_word(ARGV(&p, 2), "-pg") && has_word(ARGV(&p, 4), "-pg") && has_word(ARGV(&p, 5), "-pg"));
        CHECK(!has_word(ARGV(&p, 0), "-pg"));
        /* -time names each step's source; the link has none */
        CHECK_STR(p.steps[4].src, "b.cpp");
        CHECK(p.steps[5].src == NULL);
    }
    ferry_plan_free(&p);
}

/* Architectures clang 19 does not know compile as its nearest, with
 * nvcc's __CUDA_ARCH__ for the one named; sm_20 and sm_21 it knows. */
static void test_old_archs(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-c", "x.cu", "-arch=sm_13") == 0 && p.n == 4);
    if (p.n == 4) {
        CHECK(has_word(ARGV(&p, 0), "--offload-arch=sm_20") && has_seq(ARGV(&p, 0), "-U__CUDA_ARCH__", "-D__CUDA_ARCH__=130"));
        CHECK(has_word(ARGV(&p, 0), "-D__CUDA_ARCH_LIST__=130") && has_word(ARGV(&p, 2), "--offload-arch=sm_20"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "x.cu", "-arch=sm_21") == 0 && p.n == 4);
    if (p.n == 4)
        CHECK(has_word(ARGV(&p, 0), "--offload-arch=sm_21") && !has_word(ARGV(&p, 0), "-U__CUDA_ARCH__"));
    ferry_plan_free(&p);
}

/* -Xptxas -v: the lowering (or the device link) prints the report. */
static void test_resource_usage(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-c", "x.cu", "-arch=sm_20", "-Xptxas", "-v", "-maxrregcount", "20") == 0 && p.n == 4);
    if (p.n == 4) {
        CHECK(has_word(ARGV(&p, 1), "--resource-usage=sm_20") && has_word(ARGV(&p, 1), "--maxrregcount=20"));
        CHECK(!has_word(ARGV(&p, 0), "--resource-usage=sm_20") && !has_word(ARGV(&p, 2), "--resource-usage=sm_20"));
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-c", "x.cu", "-maxrregcount", "20") == 0 && p.n == 4);
    if (p.n == 4)
        CHECK(!has_word(ARGV(&p, 1), "--maxrregcount=20"));
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "x.o", "-res-usage", "-arch=sm_90a") == 0 && p.n == 2);
    if (p.n == 2)
        CHECK(has_word(ARGV(&p, 0), "--dlink") && has_word(ARGV(&p, 0), "--resource-usage=sm_90a"));
    ferry_plan_free(&p);
}

/* -cuda: both sides to LLVM IR, one assembly of them, wrapped as C++. */
static void test_cuda_cpp(void)
{
    ferry_plan p;
    CHECK(PLAN(&p, "-cuda", "dir/x.cu", "y.cpp", "-g") == 0 && p.n == 5);
    if (p.n == 5) {
        CHECK(has_word(ARGV(&p, 0), "--cuda-device-only"));
        CHECK(has_seq(ARGV(&p, 1), "-o", "/T/x.dev.ll") && has_word(ARGV(&p, 1), "--emit-llvm"));
        CHECK(has_word(ARGV(&p, 2), "--cuda-host-only") && has_seq(ARGV(&p, 2), "-emit-llvm", "-fdebug-default-version=4"));
        CHECK(has_seq(ARGV(&p, 2), "-o", "/T/x.host.bc") && has_word(ARGV(&p, 2), "-c"));
        CHECK_STR(ARGV(&p, 3)->v[0], "/C/clang-19");
        CHECK(has_seq(ARGV(&p, 3), "-x", "ir") && has_seq(ARGV(&p, 3), "-S", "/T/x.dev.ll"));
        CHECK(has_seq(ARGV(&p, 3), "-mlink-bitcode-file", "-Xclang") && has_word(ARGV(&p, 3), "/T/x.host.bc"));
        CHECK(has_seq(ARGV(&p, 3), "-o", "/T/x.s") && has_word(ARGV(&p, 3), "-fno-addrsig"));
        CHECK(depends(&p, 3, 1) && depends(&p, 3, 2) && depends(&p, 4, 3));
        CHECK_STR(ARGV(&p, 4)->v[0], "sh");
        CHECK(has_seq(ARGV(&p, 4), "/T/x.s", "x.cu") && has_seq(ARGV(&p, 4), "x.cu", "x.cu.cpp.ii"));
        CHECK_STR(p.steps[4].output, "x.cu.cpp.ii");
        CHECK(p.steps[3].output == NULL);
    }
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cuda", "x.cu", "-o", "out.ii") == 0 && p.n == 5);
    if (p.n == 5)
        CHECK_STR(p.steps[4].output, "out.ii");
    ferry_plan_free(&p);
    CHECK(PLAN(&p, "-cuda", "-odir", "od", "x.cu", "-rdc=true") == 0 && p.n == 5);
    if (p.n == 5) {
        CHECK_STR(p.steps[4].output, "od/x.cu.cpp.ii");
        CHECK(has_word(ARGV(&p, 1), "--rdc-pack") && has_word(ARGV(&p, 1), "--emit-llvm"));
    }
    ferry_plan_free(&p);
    /* nvcc writes nothing for other sources */
    CHECK(PLAN(&p, "-cuda", "y.cpp") == 0 && p.n == 0);
    ferry_plan_free(&p);
}

int main(void)
{
    test_old_archs();
    test_resource_usage();
    test_cuda_cpp();
    test_ptx_fatbin_profile();
    test_cubin();
    test_ptx_and_libcuda();
    test_cu_compile();
    test_merge_with_gnu_ld();
    test_cu_link();
    test_rdc();
    test_mixed_link_order();
    test_host_only_sources();
    test_shared_and_cudart();
    test_flags_reach_steps();
    test_same_stem();
    test_module_ids();
    test_modes();
    test_host_compiler();
    test_step_line();
    return report("driver_plan");
}
