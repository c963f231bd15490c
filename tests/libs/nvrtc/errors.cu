// What goes wrong: a compile error reported in the log with the program's
// name and line; unknown, malformed and unsupported options; misuse of
// programs (NULL arguments, no output before a compile, a destroyed
// program); the error strings.
// NVCC-FLAGS: -lnvrtc -lcuda
// ENV: FERRY_DISABLE_CACHE=1
#include <cstdio>
#include <cstring>
#include <nvrtc.h>
#include <string>
#include <vector>

#include "../../cuda/tally.h"

static std::string log_of(nvrtcProgram p)
{
    size_t n = 0;
    if (nvrtcGetProgramLogSize(p, &n) != NVRTC_SUCCESS || n == 0)
        return "<no log>";
    std::string s(n, '\0');
    nvrtcGetProgramLog(p, &s[0]);
    s.resize(n - 1);
    return s;
}

static const char *bad_source = "extern \"C\" __global__ void k(int *p)\n"
                                "{\n"
                                "    p[threadIdx.x] = 1;\n"
                                "    undeclared_thing(p);\n"
                                "}\n";

static const char *good_source = "extern \"C\" __global__ void k(int *p) { p[threadIdx.x] = 1; }\n";

static nvrtcResult compile_with(std::vector<const char *> opts, std::string *log)
{
    nvrtcProgram p;
    if (nvrtcCreateProgram(&p, good_source, "good.cu", 0, NULL, NULL) != NVRTC_SUCCESS)
        return NVRTC_ERROR_INTERNAL_ERROR;
    nvrtcResult r = nvrtcCompileProgram(p, (int)opts.size(), opts.data());
    *log = log_of(p);
    nvrtcDestroyProgram(&p);
    return r;
}

int main()
{
    // A compile error: the log names the file and the line.
    nvrtcProgram prog;
    CHECK(nvrtcCreateProgram(&prog, bad_source, "broken.cu", 0, NULL, NULL) == NVRTC_SUCCESS);
    size_t size = 1234;
    CHECK(nvrtcGetProgramLogSize(prog, &size) == NVRTC_SUCCESS);
    CHECK(size == 1); // an empty log before a compile
    CHECK(nvrtcGetPTXSize(prog, &size) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcCompileProgram(prog, 0, NULL) == NVRTC_ERROR_COMPILATION);
    std::string log = log_of(prog);
    CHECK(log.find("broken.cu:4:") != std::string::npos || log.find("broken.cu(4)") != std::string::npos);
    CHECK(log.find("error") != std::string::npos);
    CHECK(log.find("undeclared_thing") != std::string::npos);
    CHECK(nvrtcGetPTXSize(prog, &size) == NVRTC_ERROR_INVALID_PROGRAM);
    char buf[16];
    CHECK(nvrtcGetPTX(prog, buf) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);
    CHECK(prog == NULL);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcDestroyProgram(NULL) == NVRTC_ERROR_INVALID_PROGRAM);

    // Options.
    std::string olog;
    CHECK(compile_with({"--no-such-option"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(olog.find("--no-such-option") != std::string::npos);
    CHECK(compile_with({"-O3"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(compile_with({"--gpu-architecture=compute_9999"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(olog.find("compute_9999") != std::string::npos);
    CHECK(compile_with({"-arch=banana"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(compile_with({"--fmad=maybe"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(compile_with({"-rdc=sometimes"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(compile_with({"--use_fast_math=yes"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(compile_with({"-dlto"}, &olog) == NVRTC_ERROR_INVALID_OPTION);
    CHECK(olog.find("-dlto") != std::string::npos);
    CHECK(compile_with({"-D"}, &olog) == NVRTC_ERROR_INVALID_OPTION); // a value is missing

    // Options that compile: each form of the common ones, a few compiles'
    // worth, the value of -arch also as the next option.
    std::vector<std::vector<const char *>> fine = {
        {"--use_fast_math", "-G", "--relocatable-device-code=false", "-default-device", "-dopt=off", "-DX", "-UX"},
        {"-use_fast_math", "-lineinfo", "--device-as-default-execution-space", "-ftz=true", "--prec-div=false",
         "--prec-sqrt=true", "--fmad=true", "-std=c++14", "-w", "--maxrregcount=32"},
        {"-arch", "sm_86", "--extra-device-vectorization", "-restrict", "-ewp", "--define-macro", "Y=2",
         "-Xptxas=-O3", "-builtin-move-forward=true", "-diag-suppress=177", "-device-int128", "--std=c++20", "-dc"},
    };
    for (const auto &o : fine) {
        nvrtcResult r = compile_with(o, &olog);
        if (r != NVRTC_SUCCESS)
            printf("options from %s: %s\n%s\n", o[0], nvrtcGetErrorString(r), olog.c_str());
        CHECK(r == NVRTC_SUCCESS);
    }

    // Misuse.
    CHECK(nvrtcCreateProgram(NULL, good_source, "x.cu", 0, NULL, NULL) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcCreateProgram(&prog, NULL, "x.cu", 0, NULL, NULL) == NVRTC_ERROR_INVALID_INPUT);
    CHECK(nvrtcCreateProgram(&prog, good_source, "x.cu", -1, NULL, NULL) == NVRTC_ERROR_INVALID_INPUT);
    CHECK(nvrtcCreateProgram(&prog, good_source, "x.cu", 1, NULL, NULL) == NVRTC_ERROR_INVALID_INPUT);
    CHECK(nvrtcCompileProgram(NULL, 0, NULL) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcGetPTXSize(NULL, &size) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcGetProgramLogSize(NULL, &size) == NVRTC_ERROR_INVALID_PROGRAM);
    CHECK(nvrtcVersion(NULL, NULL) == NVRTC_ERROR_INVALID_INPUT);
    CHECK(nvrtcGetNumSupportedArchs(NULL) == NVRTC_ERROR_INVALID_INPUT);

    // A program with no name compiles as "default_program"; nothing but PTX.
    CHECK(nvrtcCreateProgram(&prog, good_source, NULL, 0, NULL, NULL) == NVRTC_SUCCESS);
    CHECK(nvrtcCompileProgram(prog, -1, NULL) == NVRTC_ERROR_INVALID_INPUT);
    CHECK(nvrtcCompileProgram(prog, 0, NULL) == NVRTC_SUCCESS);
    CHECK(nvrtcGetPTXSize(prog, NULL) == NVRTC_ERROR_INVALID_INPUT);
    size = 99;
    CHECK(nvrtcGetLTOIRSize(prog, &size) == NVRTC_SUCCESS);
    CHECK(size == 0);
    CHECK(nvrtcGetLTOIR(prog, buf) == NVRTC_ERROR_INVALID_INPUT);
    size = 99;
    CHECK(nvrtcGetCUBINSize(prog, &size) == NVRTC_SUCCESS); // compute_52 by default: no cubin
    CHECK(size == 0);
    CHECK(nvrtcGetPTXSize(prog, &size) == NVRTC_SUCCESS);
    CHECK(size > 1);
    CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);

    CHECK(strcmp(nvrtcGetErrorString(NVRTC_SUCCESS), "NVRTC_SUCCESS") == 0);
    CHECK(strcmp(nvrtcGetErrorString(NVRTC_ERROR_COMPILATION), "NVRTC_ERROR_COMPILATION") == 0);
    CHECK(strcmp(nvrtcGetErrorString(NVRTC_ERROR_INVALID_OPTION), "NVRTC_ERROR_INVALID_OPTION") == 0);
    CHECK(strcmp(nvrtcGetErrorString((nvrtcResult)12345), "NVRTC_ERROR unknown") == 0);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
