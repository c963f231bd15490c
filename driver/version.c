/* --version and --help texts.
 *
 * Build tools identify an nvcc by its --version text, so the first line is
 * the one they match: CMake 3.18-3.x wants "nvcc: NVIDIA (R) Cuda compiler
 * driver" exactly, 4.x "nvcc: <anything> Cuda compiler driver".  CMake takes
 * the toolkit version from "V<major>.<minor>.<patch>" and Meson takes
 * everything after the last capital V of the whole text, so the release
 * line's "V12.3.0" must be the last V: the line saying what this nvcc
 * really is comes before it, and the build line after it has no capital V.
 * The patch level 0 is the one __CUDACC_VER_BUILD__ says (host_defines.h). */
#include "driver.h"

#ifndef FERRY_VERSION
#define FERRY_VERSION "0.0.0"
#endif

const char *ferry_version_text(void)
{
    return "nvcc: NVIDIA (R) Cuda compiler driver\n"
           "Ferry " FERRY_VERSION ", a CUDA compiler for CPUs (LLVM/Clang 19); not NVIDIA's\n"
           "Cuda compilation tools, release " FERRY_CUDA_VERSION ", V" FERRY_CUDA_VERSION ".0\n"
           "Build ferry-" FERRY_VERSION "\n";
}

const char *ferry_help_text(void)
{
    return "Usage  : nvcc [options] <inputfile>...\n"
           "\n"
           "Ferry's nvcc compiles CUDA for the CPU.  Inputs: .cu (CUDA), .c/.cpp/.cc/.cxx\n"
           "(host compiler), .o/.a/.so (linker).  Values go after a space or '=';\n"
           "list options take comma-separated values and may be repeated.\n"
           "\n"
           "  --compile (-c)                      compile to an object file, do not link\n"
           "  --output-file <file> (-o)           output file (default a.out, or x.o with -c)\n"
           "  --output-directory <dir> (-odir)    directory for -c outputs\n"
           "  --preprocess (-E)                   preprocess the host side to stdout or -o\n"
           "  --generate-dependencies (-M), -MM   print make dependencies, do not compile\n"
           "  -MD, -MMD, -MF <file>, -MT <target>, -MP   dependencies while compiling\n"
           "  --run (-run), --run-args <args>     compile, link and run the program\n"
           "  --lib (-lib)                        build a static library\n"
           "  --cubin (-cubin)                    a loadable module for cuModuleLoad (x.cubin)\n"
           "  --shared (-shared)                  build a shared library\n"
           "  --x {c|c++|cu} (-x)                 language of all source inputs\n"
           "  --include-path <path> (-I)          add an include directory\n"
           "  --system-include <path> (-isystem)  add a system include directory\n"
           "  --pre-include <file> (-include)     include a file first\n"
           "  --define-macro <def> (-D), --undefine-macro <name> (-U)\n"
           "  --library-path <path> (-L), --library <lib> (-l)\n"
           "  --optimize <level> (-O)             host optimisation level\n"
           "  --debug (-g), --device-debug (-G), --generate-line-info (-lineinfo)\n"
           "  --std {c++03|c++11|c++14|c++17|c++20} (-std)\n"
           "  --gpu-architecture <arch> (-arch)   sm_XX, compute_XX, native, all (default sm_75)\n"
           "  --gpu-code <code> (-code), --generate-code <spec> (-gencode)\n"
           "  --compiler-options <opts> (-Xcompiler)   options for the host compiler\n"
           "  --linker-options <opts> (-Xlinker)       options for the linker\n"
           "  --compiler-bindir <path> (-ccbin)   host compiler (default g++)\n"
           "  --cudart {none|shared|static}       CUDA runtime library (default static)\n"
           "  --use_fast_math, --fmad, --ftz, --prec-div, --prec-sqrt\n"
           "  --disable-warnings (-w), -Werror=all-warnings\n"
           "  --expt-relaxed-constexpr, --extended-lambda   (always on with Ferry)\n"
           "  --forward-unknown-to-host-compiler, --forward-unknown-to-host-linker\n"
           "  --keep (-keep), --keep-dir <dir>    keep intermediate files\n"
           "  --dryrun (-dryrun)                  list the steps, run nothing\n"
           "  --verbose (-v)                      list the steps while running them\n"
           "  --threads <n> (-t)                  parallel steps (0: one per CPU)\n"
           "  --options-file <file> (-optf), @file      read options from a file\n"
           "  --version (-V), --help (-h)\n"
           "\n"
           "NVCC_PREPEND_FLAGS and NVCC_APPEND_FLAGS add options before and after the\n"
           "command line.  GPU-only options (-Xptxas, -maxrregcount, ...) are accepted\n"
           "and ignored.\n";
}
