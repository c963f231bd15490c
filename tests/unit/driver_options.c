/* Option parsing: every spelling nvcc accepts, values, lists, errors. */
#include "driver_check.h"

#include <stdlib.h>

static char err[1024];

#define PARSE(o, ...) parse_words(o, err, sizeof err, __VA_ARGS__, (char *)NULL)

static void test_output_spellings(void)
{
    const char *forms[][3] = {{"-o", "x", NULL}, {"--output-file", "x", NULL},
                              {"--output-file=x", NULL, NULL}, {"-o=x", NULL, NULL}};
    for (size_t i = 0; i < 4; i++) {
        ferry_opts o;
        int rc = forms[i][1] ? PARSE(&o, (char *)forms[i][0], (char *)forms[i][1], "a.cu")
                             : PARSE(&o, (char *)forms[i][0], "a.cu");
        CHECK(rc == 0);
        CHECK_STR(o.output, "x");
        CHECK(o.ninputs == 1 && o.inputs[0].kind == FERRY_IN_CU);
        ferry_opts_free(&o);
    }
    ferry_opts o;
    CHECK(PARSE(&o, "a.cu", "-o") != 0);
    CHECK_STR(err, "argument expected after '-o'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-oout.o", "a.cu") != 0);
    CHECK_STR(err, "Unknown option '-oout.o'");
    ferry_opts_free(&o);
}

static void test_compile_mode(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-c", "a.cu") == 0 && o.mode == FERRY_MODE_COMPILE);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--compile", "a.cu") == 0 && o.mode == FERRY_MODE_COMPILE);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "a.cu") == 0 && o.mode == FERRY_MODE_LINK);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-E", "a.cu") == 0 && o.mode == FERRY_MODE_PREPROCESS);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-lib", "a.cu") == 0 && o.mode == FERRY_MODE_LIB);
    ferry_opts_free(&o);
}

static void test_include_spellings(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-I", "a", "-Ib", "-I=c", "--include-path", "d", "--include-path=e,f", "x.cu") == 0);
    const char *want[] = {"-Ia", "-Ib", "-Ic", "-Id", "-Ie", "-If"};
    CHECK(o.pp.n == 6);
    for (size_t i = 0; i < 6 && i < o.pp.n; i++)
        CHECK_STR(o.pp.v[i], want[i]);
    ferry_opts_free(&o);

    CHECK(PARSE(&o, "-isystem", "s", "--system-include=t", "-include", "p.h", "--pre-include", "q.h", "x.cu") == 0);
    CHECK(has_seq(&o.pp, "-isystem", "s") && has_seq(&o.pp, "-isystem", "s"));
    CHECK(word_at(&o.pp, "t") == 3 && has_seq(&o.pp, "-include", "p.h") && has_word(&o.pp, "q.h"));
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-isysteminc", "x.cu") != 0);
    CHECK_STR(err, "Unknown option '-isysteminc'");
    ferry_opts_free(&o);
}

static void test_macros(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-DX=1,Y", "-D", "Z", "--define-macro=W=2", "-UQ", "--undefine-macro", "R", "x.cu") == 0);
    const char *want[] = {"-DX=1", "-DY", "-DZ", "-DW=2", "-UQ", "-UR"};
    CHECK(o.pp.n == 6);
    for (size_t i = 0; i < 6 && i < o.pp.n; i++)
        CHECK_STR(o.pp.v[i], want[i]);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-DA=f(a\\,b)", "x.cu") == 0);
    CHECK(o.pp.n == 1 && strcmp(o.pp.v[0], "-DA=f(a,b)") == 0);
    ferry_opts_free(&o);
}

static void test_libraries_keep_order(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "a.o", "-lm", "b.cu", "-l", "foo", "--library=bar", "-L", "/d", "-L/e",
                "--library-path=/f", "libz.so.1", "c.a") == 0);
    CHECK(o.ninputs == 7);
    ferry_input_kind kinds[] = {FERRY_IN_OBJ, FERRY_IN_LIB, FERRY_IN_CU, FERRY_IN_LIB,
                                FERRY_IN_LIB, FERRY_IN_OBJ, FERRY_IN_OBJ};
    const char *paths[] = {"a.o", "m", "b.cu", "foo", "bar", "libz.so.1", "c.a"};
    for (size_t i = 0; i < 7 && i < o.ninputs; i++) {
        CHECK(o.inputs[i].kind == kinds[i]);
        CHECK_STR(o.inputs[i].path, paths[i]);
    }
    CHECK(o.libpaths.n == 3 && strcmp(o.libpaths.v[2], "/f") == 0);
    ferry_opts_free(&o);
}

static void test_optimize(void)
{
    const char *forms[][2] = {{"-O3", NULL}, {"-O", "3"}, {"-O=3", NULL}, {"--optimize", "3"},
                              {"--optimize=3", NULL}, {"-O4", NULL}};
    for (size_t i = 0; i < 6; i++) {
        ferry_opts o;
        int rc = forms[i][1] ? PARSE(&o, (char *)forms[i][0], (char *)forms[i][1], "a.cu")
                             : PARSE(&o, (char *)forms[i][0], "a.cu");
        CHECK(rc == 0 && o.opt_level == 3);
        ferry_opts_free(&o);
    }
    ferry_opts o;
    CHECK(PARSE(&o, "a.cu") == 0 && o.opt_level == -1);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-O", "a.cu") != 0);
    CHECK_STR(err, "'a.cu': expected a number");
    ferry_opts_free(&o);
}

static void test_std_and_lang(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-std=c++17", "a.cu") == 0);
    CHECK_STR(o.std, "c++17");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--std", "c++20", "a.cu") == 0);
    CHECK_STR(o.std, "c++20");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-std=gnu++17", "a.cu") != 0);
    CHECK_STR(err, "Value 'gnu++17' is not defined for option 'std'");
    ferry_opts_free(&o);

    CHECK(PARSE(&o, "-x", "cu", "a.cpp", "b.c", "c.o") == 0);
    CHECK(o.inputs[0].kind == FERRY_IN_CU && o.inputs[1].kind == FERRY_IN_CU && o.inputs[2].kind == FERRY_IN_OBJ);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "a.cu", "--x=c++") == 0 && o.inputs[0].kind == FERRY_IN_CXX);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-x", "fortran", "a.cu") != 0);
    CHECK_STR(err, "Value 'fortran' is not defined for option 'x'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "a.cpp", "b.cc", "c.cxx", "d.C", "e.c", "f.cu") == 0);
    ferry_input_kind k[] = {FERRY_IN_CXX, FERRY_IN_CXX, FERRY_IN_CXX, FERRY_IN_CXX, FERRY_IN_C, FERRY_IN_CU};
    for (size_t i = 0; i < 6; i++)
        CHECK(o.inputs[i].kind == k[i]);
    ferry_opts_free(&o);
}

static void test_arch(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "a.cu") == 0 && o.sm == 75);
    ferry_opts_free(&o);
    const char *forms[][2] = {{"-arch=sm_86", NULL}, {"-arch", "sm_86"}, {"--gpu-architecture=sm_86", NULL},
                              {"--gpu-architecture", "compute_86"}};
    for (size_t i = 0; i < 4; i++) {
        int rc = forms[i][1] ? PARSE(&o, (char *)forms[i][0], (char *)forms[i][1], "a.cu")
                             : PARSE(&o, (char *)forms[i][0], "a.cu");
        CHECK(rc == 0 && o.sm == 86);
        ferry_opts_free(&o);
    }
    CHECK(PARSE(&o, "-arch=native", "a.cu") == 0 && o.sm == 75);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=all", "a.cu") == 0 && o.sm == 75);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=sm_90a", "a.cu") == 0 && o.sm == 90 && o.sm_suffix == 'a');
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=compute_80", "-code=sm_80,compute_80", "a.cu") == 0 && o.sm == 80);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=sm_14", "a.cu") != 0);
    CHECK_STR(err, "Unsupported gpu architecture 'sm_14'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch", "a.cu") != 0);
    CHECK_STR(err, "Unsupported gpu architecture 'a.cu'");
    ferry_opts_free(&o);
}

static void test_gencode(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-gencode", "arch=compute_70,code=sm_70", "-gencode=arch=compute_86,code=[sm_86,compute_86]",
                "--generate-code", "arch=compute_80,code=\"sm_80,compute_80\"", "a.cu") == 0);
    CHECK(o.sm == 86);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-gencode", "arch=compute_80", "a.cu") != 0);
    CHECK_STR(err, "Option '--generate-code arch=compute_80', missing code");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-gencode", "arch=compute_80,code=sm_99", "a.cu") != 0);
    CHECK_STR(err, "Unsupported gpu architecture 'sm_99'");
    ferry_opts_free(&o);
    int sm = 0;
    char sfx = 0;
    CHECK(ferry_parse_gencode("code=sm_100a,arch=compute_100a", &sm, &sfx, err, sizeof err) == 0);
    CHECK(sm == 100 && sfx == 'a');
}

static void test_xcompiler_xlinker(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-Xcompiler", "-fPIC,-Wall", "--compiler-options=-O2 -g", "-Xcompiler=-fopenmp",
                "-Xlinker", "-rpath,/x", "--linker-options", "--as-needed", "a.cu") == 0);
    const char *want[] = {"-fPIC", "-Wall", "-O2", "-g", "-fopenmp"};
    CHECK(o.xcompiler.n == 5);
    for (size_t i = 0; i < 5 && i < o.xcompiler.n; i++)
        CHECK_STR(o.xcompiler.v[i], want[i]);
    CHECK(o.xlinker.n == 3);
    CHECK_STR(o.xlinker.v[0], "-rpath");
    CHECK_STR(o.xlinker.v[1], "/x");
    CHECK_STR(o.xlinker.v[2], "--as-needed");
    ferry_opts_free(&o);
}

static void test_booleans(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-rdc=false", "--relocatable-device-code", "false", "a.cu") == 0 && !o.rdc);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-rdc=true", "a.cu") == 0 && o.rdc && o.mode == FERRY_MODE_LINK);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-dc", "a.cu") == 0 && o.rdc && o.mode == FERRY_MODE_COMPILE);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--device-c", "-dw", "a.cu") == 0 && !o.rdc && o.mode == FERRY_MODE_COMPILE);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-dlink", "a.o", "b.o", "-o", "d.o") == 0 && o.mode == FERRY_MODE_DLINK);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--device-link", "a.o") == 0 && o.mode == FERRY_MODE_DLINK);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-rdc", "maybe", "a.cu") != 0);
    CHECK_STR(err, "'maybe': expected true or false");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-ftz=true", "--prec-div=false", "-prec-sqrt", "true", "-fmad=false", "a.cu") == 0);
    CHECK(o.fmad_off);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-use_fast_math", "a.cu") == 0 && o.fast_math);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--use_fast_math", "a.cu") == 0 && o.fast_math);
    ferry_opts_free(&o);
}

static void test_flags(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-g", "-G", "-lineinfo", "-w", "-v", "--dryrun", "-shared", "-keep", "--keep-dir", "/k",
                "--expt-relaxed-constexpr", "--expt-extended-lambda", "--extended-lambda", "-Xptxas", "-v",
                "-maxrregcount=32", "--resource-usage", "-t4", "-m64", "-Wno-deprecated-gpu-targets", "a.cu") == 0);
    CHECK(o.debug && o.device_debug && o.lineinfo && o.no_warnings && o.verbose && o.dryrun && o.shared && o.keep);
    CHECK_STR(o.keep_dir, "/k");
    CHECK(o.threads == 4);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--debug", "--device-debug", "--generate-line-info", "--disable-warnings", "--verbose",
                "-dryrun", "--threads", "0", "a.cu") == 0);
    CHECK(o.debug && o.device_debug && o.lineinfo && o.no_warnings && o.verbose && o.dryrun && o.threads == 0);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-cudart", "shared", "a.cu") == 0 && o.cudart == FERRY_CUDART_SHARED);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--cudart=none", "a.cu") == 0 && o.cudart == FERRY_CUDART_NONE);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "a.cu") == 0 && o.cudart == FERRY_CUDART_STATIC);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-cudart", "dynamic", "a.cu") != 0);
    CHECK_STR(err, "Value 'dynamic' is not defined for option 'cudart'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-ccbin", "clang++", "a.cu") == 0);
    CHECK_STR(o.ccbin, "clang++");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--compiler-bindir=/usr/bin", "a.cu") == 0);
    CHECK_STR(o.ccbin, "/usr/bin");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--run", "--run-args", "1,2", "a.cu") == 0 && o.run && o.run_args.n == 2);
    ferry_opts_free(&o);
}

static void test_werror(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-Werror", "a.cu") == 0 && o.werror && o.ninputs == 1);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-Werror=all-warnings", "a.cu") == 0 && o.werror);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-Werror", "all-warnings,reorder", "a.cu") == 0 && o.werror && o.ninputs == 1);
    CHECK(has_word(&o.werror_host, "-Werror=reorder"));
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-Werror=foo", "a.cu") != 0);
    CHECK_STR(err, "Value 'foo' is not defined for option 'Werror'");
    ferry_opts_free(&o);
}

static void test_dependencies(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-M", "a.cu") == 0 && o.mode == FERRY_MODE_DEPS && !o.dep_nonsystem);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-MM", "a.cu") == 0 && o.mode == FERRY_MODE_DEPS && o.dep_nonsystem);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-MD", "-MF", "a.d", "-MT", "tgt", "-MP", "-c", "a.cu") == 0);
    CHECK(o.mode == FERRY_MODE_COMPILE && o.dep_md && o.dep_phony);
    CHECK_STR(o.dep_file, "a.d");
    CHECK_STR(o.dep_target, "tgt");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--generate-dependencies-with-compile", "--dependency-output=b.d", "-c", "a.cu") == 0);
    CHECK(o.dep_md);
    CHECK_STR(o.dep_file, "b.d");
    ferry_opts_free(&o);
}

static void test_errors(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-foo", "a.cu") != 0);
    CHECK_STR(err, "Unknown option '-foo'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--arch=sm_80", "a.cu") != 0);
    CHECK_STR(err, "Unknown option '--arch=sm_80'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-c=1", "a.cu") != 0);
    CHECK_STR(err, "Unknown option '-c=1'");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-O3") != 0);
    CHECK_STR(err, "No input files specified; use option --help for more information");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-lm") != 0);
    CHECK_STR(err, "No input files specified; use option --help for more information");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-c", "a.cu", "b.cu", "-o", "x.o") != 0);
    CHECK_STR(err, "A single input file is required for a non-link phase when an outputfile is specified");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "a.cu", "b.cu", "-o", "x") == 0);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "foo.xyz") != 0);
    CHECK_STR(err, "Don't know what to do with 'foo.xyz'");
    ferry_opts_free(&o);
    /* PTX inputs are refused when planning (driver_plan.c), where ferry-ptx will go. */
    CHECK(PARSE(&o, "k.ptx") == 0 && o.ninputs == 1 && o.inputs[0].kind == FERRY_IN_PTX);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-cubin", "a.cu") == 0 && o.mode == FERRY_MODE_CUBIN);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--cubin", "a.cu", "b.cu", "-o", "m.cubin") != 0);
    CHECK_STR(err, "A single input file is required for a non-link phase when an outputfile is specified");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-cuda", "a.cu") == 0 && o.mode == FERRY_MODE_CUDA_CPP);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--cuda", "a.cu", "b.cu", "-o", "a.ii") != 0);
    CHECK_STR(err, "A single input file is required for a non-link phase when an outputfile is specified");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--sanitize", "memcheck", "a.cu") != 0);
    CHECK_STR(err, "Unsupported: compute-sanitizer instrumentation (--sanitize)");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "a.cubin") != 0);
    CHECK(strncmp(err, "Unsupported: cubin input ('a.cubin'): NVIDIA GPU code", 53) == 0);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--version") == 0 && o.version);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-V") == 0 && o.version);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-h") == 0 && o.help);
    ferry_opts_free(&o);
}

static void test_forwarding(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-Wall", "-forward-unknown-to-host-compiler", "-fopenmp", "a.cu") == 0);
    CHECK(o.xcompiler.n == 2 && has_word(&o.xcompiler, "-Wall") && has_word(&o.xcompiler, "-fopenmp"));
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--forward-unknown-to-host-linker", "-Wl,-z,now", "a.cu") == 0);
    CHECK(has_word(&o.xlinker_raw, "-Wl,-z,now") && o.xcompiler.n == 0);
    ferry_opts_free(&o);
}

/* The outputs and lists added for the drop-in toolkit. */
static void test_outputs_and_lists(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-ptx", "a.cu") == 0 && o.mode == FERRY_MODE_PTX);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--ptx", "a.cu", "b.cu") == 0 && o.mode == FERRY_MODE_PTX);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-ptx", "a.cu", "b.cu", "-o", "x.ptx") != 0);
    CHECK_STR(err, "A single input file is required for a non-link phase when an outputfile is specified");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-fatbin", "a.cu") == 0 && o.mode == FERRY_MODE_CUBIN && o.fatbin);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--fatbin", "-cubin", "a.cu") == 0 && o.mode == FERRY_MODE_CUBIN && !o.fatbin);
    ferry_opts_free(&o);
    /* the lists need no input */
    CHECK(PARSE(&o, "--list-gpu-arch") == 0 && o.list_arch && !o.list_code);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-code-ls", "-arch-ls") == 0 && o.list_arch && o.list_code);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-time", "t.csv", "a.cu") == 0);
    CHECK_STR(o.time_file, "t.csv");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--time=-", "a.cu") == 0);
    CHECK_STR(o.time_file, "-");
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-pg", "a.cu") == 0 && o.profile);
    ferry_opts_free(&o);
    char *list = ferry_gpu_list(true, false);
    CHECK(strncmp(list, "compute_50\n", 11) == 0 && strstr(list, "\ncompute_75\n") && !strstr(list, "compute_35"));
    free(list);
    list = ferry_gpu_list(false, true);
    CHECK(strncmp(list, "sm_50\n", 6) == 0 && strstr(list, "\nsm_121\n"));
    free(list);
    list = ferry_gpu_list(true, true);
    CHECK(strstr(list, "arch=compute_90,code=sm_90\n") != NULL);
    free(list);
}

/* Options that mean nothing on the CPU are accepted, in both spellings. */
static void test_ignored(void)
{
    const char *words[][3] = {
        {"-Xptxas", "-v,-O3", NULL}, {"--ptxas-options=-v", NULL, NULL}, {"-Xnvlink", "--verbose", NULL},
        {"--nvlink-options", "-v", NULL}, {"-Xcudafe", "--diag_suppress=177", NULL},
        {"--cudafe-options=x", NULL, NULL}, {"-Xcicc", "-O3", NULL}, {"-Xfatbin", "-compress-all", NULL},
        {"-lto", NULL, NULL}, {"-dlto", NULL, NULL}, {"--dlink-time-opt", NULL, NULL},
        {"-gen-opt-lto", NULL, NULL}, {"-Ofc", "max", NULL}, {"--Ofast-compile=0", NULL, NULL},
        {"-e", "k1,k2", NULL}, {"--entries=k", NULL, NULL}, {"-ewp", NULL, NULL},
        {"--extensible-whole-program", NULL, NULL}, {"-fdevice-time-trace", "t.json", NULL},
        {"-jobserver", NULL, NULL}, {"--no-align-double", NULL, NULL}, {"-reloc-ptx", NULL, NULL},
        {"-hls", "gen-lcs", NULL}, {"--augment-host-linker-script", NULL, NULL},
        {"-qpp-config", "x", NULL}, {"-force-cl-env-setup", NULL, NULL},
        {"--cudadevrt", "static", NULL}, {"-cudadevrt=none", NULL, NULL},
        {"-split-compile", "0", NULL}, {"-split-compile-extended=4", NULL, NULL},
        {"-diag-suppress", "177,550", NULL}, {"--diag-error=20012", NULL, NULL},
        {"-res-usage", NULL, NULL}, {"--resource-usage", NULL, NULL}, {"-maxrregcount", "32", NULL},
        {"-allow-unsupported-compiler", NULL, NULL}, {"--expt-relaxed-constexpr", NULL, NULL},
        {"-expt-relaxed-constexpr", NULL, NULL}, {"-extended-lambda", NULL, NULL},
        {"-nodlink", NULL, NULL}, {"-objtemp", NULL, NULL}, {"-noprof", NULL, NULL},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        ferry_opts o;
        int rc = words[i][1] ? PARSE(&o, (char *)words[i][0], (char *)words[i][1], "a.cu")
                             : PARSE(&o, (char *)words[i][0], "a.cu");
        if (rc != 0)
            fprintf(stderr, "%s: %s\n", words[i][0], err);
        CHECK(rc == 0 && o.ninputs == 1 && o.mode == FERRY_MODE_LINK && o.xcompiler.n == 0);
        ferry_opts_free(&o);
    }
    ferry_opts o;
    CHECK(PARSE(&o, "-no-align-double", "a.cu") != 0);
    ferry_opts_free(&o);
}

/* Architectures CUDA 13 dropped: accepted, one warning naming them all. */
static void test_deprecated_archs(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "-arch=sm_70", "a.cu") == 0 && o.sm == 70 && o.warnings.n == 1);
    CHECK(o.warnings.n == 1 && strstr(o.warnings.v[0], "The 'sm_70' architecture is deprecated") != NULL);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-gencode", "arch=compute_35,code=[sm_35,sm_37]", "-arch=sm_35", "a.cu") == 0);
    CHECK(o.sm == 37 && o.warnings.n == 1);
    CHECK(o.warnings.n == 1 && strstr(o.warnings.v[0], "'compute_35', 'sm_35', 'sm_37' architectures are") != NULL);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=sm_60", "a.cu", "-Wno-deprecated-gpu-targets") == 0 && o.warnings.n == 0);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=sm_75", "a.cu") == 0 && o.warnings.n == 0);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=sm_88", "a.cu") == 0 && o.sm == 88 && o.warnings.n == 0);
    ferry_opts_free(&o);
    CHECK(ferry_arch_deprecated("compute_72") && !ferry_arch_deprecated("sm_75") && !ferry_arch_deprecated("native"));
}

/* Every architecture CUDA ever had, back to sm_10, compiles; those nvcc 12
 * refuses share the one warning, worded for them, whatever names them. */
static void test_old_archs(void)
{
    const char *archs[] = {"sm_10", "sm_11", "sm_12", "sm_13", "sm_20", "sm_21", "compute_10", "compute_13",
                           "compute_20", "compute_30", "sm_32", "sm_37"};
    int sms[] = {10, 11, 12, 13, 20, 21, 10, 13, 20, 30, 32, 37};
    ferry_opts o;
    for (size_t i = 0; i < sizeof archs / sizeof archs[0]; i++) {
        CHECK(PARSE(&o, "-arch", (char *)archs[i], "a.cu") == 0 && o.sm == sms[i]);
        CHECK(o.warnings.n == 1 && strstr(o.warnings.v[0], "CUDA 12 compiles for sm_50 and newer only") != NULL);
        CHECK(ferry_arch_removed(archs[i]) && ferry_arch_deprecated(archs[i]));
        ferry_opts_free(&o);
    }
    CHECK(!ferry_arch_removed("sm_50") && !ferry_arch_removed("sm_75") && !ferry_arch_removed("sm_14"));
    /* an old Makefile's flags: one warning naming each architecture once */
    CHECK(PARSE(&o, "-arch=sm_20", "-gencode", "arch=compute_35,code=sm_35", "--gpu-architecture=sm_20",
                "-gencode=arch=compute_60,code=[sm_60,compute_60]", "-code=sm_13", "a.cu", "b.cu") == 0);
    CHECK(o.sm == 60 && o.warnings.n == 1);
    if (o.warnings.n == 1)
        CHECK_STR(o.warnings.v[0], "The 'sm_20', 'compute_35', 'sm_35', 'compute_60', 'sm_60', 'sm_13' architectures "
                                   "are deprecated: CUDA 12 compiles for sm_50 and newer only and CUDA 13 for sm_75 "
                                   "and newer; Ferry compiles them for the CPU as any other "
                                   "(Use -Wno-deprecated-gpu-targets to suppress warning).");
    ferry_opts_free(&o);
    /* CMake's spelling of CMAKE_CUDA_ARCHITECTURES "20;35" */
    CHECK(PARSE(&o, "--generate-code=arch=compute_20,code=[compute_20,sm_20]",
                "--generate-code=arch=compute_35,code=[compute_35,sm_35]", "a.cu") == 0);
    CHECK(o.sm == 35 && o.warnings.n == 1);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-arch=sm_13", "-Wno-deprecated-gpu-targets", "a.cu") == 0 && o.sm == 13 && o.warnings.n == 0);
    ferry_opts_free(&o);
    /* the lists stay what CUDA 12 lists */
    char *list = ferry_gpu_list(true, false);
    CHECK(strncmp(list, "compute_50\n", 11) == 0 && !strstr(list, "compute_20") && !strstr(list, "compute_35"));
    free(list);
}

/* The flags of nvcc 10/11's build files. */
static void test_old_flags(void)
{
    ferry_opts o;
    CHECK(PARSE(&o, "--use-local-env", "-use-local-env", "a.cu") == 0 && o.warnings.n == 0);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-Xopencc", "-OPT:unroll_size=200000", "--opencc-options", "-LIST:source=on",
                "--opencc-options=-O3", "a.cu") == 0);
    CHECK(o.warnings.n == 1 && strstr(o.warnings.v[0], "-Xopencc") != NULL);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-maxrregcount", "24", "a.cu") == 0 && o.maxrregcount == 24 && !o.ptxas_verbose);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "--maxrregcount=40", "a.cu") == 0 && o.maxrregcount == 40);
    ferry_opts_free(&o);
    CHECK(PARSE(&o, "-maxrregcount=many", "a.cu") != 0);
    ferry_opts_free(&o);
    const char *verbose[][2] = {{"--ptxas-options=-v", NULL}, {"-Xptxas", "-v"}, {"-Xptxas", "-O3,-v"},
                                {"-Xptxas", "-dlcm=cg -v"}, {"--ptxas-options", "--verbose"},
                                {"-res-usage", NULL}, {"--resource-usage", NULL}};
    for (size_t i = 0; i < sizeof verbose / sizeof verbose[0]; i++) {
        int rc = verbose[i][1] ? PARSE(&o, (char *)verbose[i][0], (char *)verbose[i][1], "a.cu")
                               : PARSE(&o, (char *)verbose[i][0], "a.cu");
        CHECK(rc == 0 && o.ptxas_verbose);
        ferry_opts_free(&o);
    }
    CHECK(PARSE(&o, "-Xptxas", "-O3,-dlcm=ca", "a.cu") == 0 && !o.ptxas_verbose);
    ferry_opts_free(&o);
}

static void test_split_commas(void)
{
    ferry_strv v = {0};
    ferry_split_commas("a,b\\,c,,d", &v);
    CHECK(v.n == 3);
    CHECK_STR(v.v[0], "a");
    CHECK_STR(v.v[1], "b,c");
    CHECK_STR(v.v[2], "d");
    ferry_strv_free(&v);
}

int main(void)
{
    test_output_spellings();
    test_compile_mode();
    test_include_spellings();
    test_macros();
    test_libraries_keep_order();
    test_optimize();
    test_std_and_lang();
    test_arch();
    test_gencode();
    test_xcompiler_xlinker();
    test_booleans();
    test_flags();
    test_werror();
    test_dependencies();
    test_errors();
    test_forwarding();
    test_outputs_and_lists();
    test_ignored();
    test_deprecated_archs();
    test_old_archs();
    test_old_flags();
    test_split_commas();
    return report("driver_options");
}
