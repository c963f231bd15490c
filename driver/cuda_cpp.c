/* -cuda: nvcc's x.cu.cpp.ii, the host side of a CUDA source as a C++
 * translation unit that the host compiler turns into the object `nvcc -c`
 * would give.
 *
 * nvcc's file is cudafe++'s C++, whose kernel stubs call the runtime by
 * hand and which includes the fat binary as a byte array.  Ferry's host
 * pass is clang's CUDA front end: the stubs and the registration of the
 * kernels (__cudaRegisterFatBinary, __cudaRegisterFunction, ...) exist only
 * in what clang makes of the source, never as C++ that g++ could compile,
 * and the device code is CPU code, not data.  So the file holds both as
 * the assembly clang's back end makes of them, one top-level asm
 * declaration: the host pass and the lowering run as for -c, to LLVM IR;
 * clang links the two modules (so that their local labels cannot clash)
 * and writes one assembly file, which is wrapped as C++ text.  `g++ -c`
 * of it gives an object with the same symbols and sections as nvcc -c's,
 * stubs, registration and kernels included, which links into a program as
 * that one does.  What it is not is source to read or edit. */
#include "driver.h"

#include <stdlib.h>
#include <string.h>

char *ferry_cuda_cpp_name(const ferry_opts *o, const char *src)
{
    if (o->output)
        return ferry_strdup(o->output);
    const char *base = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
    return o->odir ? ferry_asprintf("%s/%s.cpp.ii", o->odir, base) : ferry_asprintf("%s.cpp.ii", base);
}

/* Code generation only (the IR of each side is optimized already), as
 * position-independent code, which suits executables and shared libraries
 * alike, and without .addrsig, which GNU as does not know. */
void ferry_argv_cuda_asm(const ferry_env *env, const ferry_src_files *f, ferry_strv *argv)
{
    const char *fixed[] = {"-x", "ir", "-O3", "-Xclang", "-disable-llvm-passes", "-fPIC", "-fno-addrsig", "-S"};
    ferry_strv_push(argv, env->clang);
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        ferry_strv_push(argv, fixed[i]);
    /* the lowering writes text IR, which only the main input may be */
    ferry_strv_push(argv, f->dev_o);
    ferry_strv_push(argv, "-Xclang");
    ferry_strv_push(argv, "-mlink-bitcode-file");
    ferry_strv_push(argv, "-Xclang");
    ferry_strv_push(argv, f->host_o);
    ferry_strv_push(argv, "-o");
    ferry_strv_push(argv, f->merged);
}

/* Each line of assembly becomes a string literal; backslashes, quotes and
 * question marks (trigraphs under -std=c++11) are escaped. */
static const char wrap_script[] =
    "exec >\"$3\" || exit 1\n"
    "echo \"// $2: its host side as nvcc -cuda writes it, made by Ferry's nvcc.\"\n"
    "echo \"// Ferry's host pass is clang's CUDA front end: the kernel stubs and their\"\n"
    "echo \"// registration exist only as what clang compiles them to.  This file holds\"\n"
    "echo \"// that, with the CPU code of the kernels, as assembly, so that the host\"\n"
    "echo \"// compiler (g++ -c) makes of it the object nvcc -c makes; link it with\"\n"
    "echo \"// libcudart as that one.\"\n"
    "echo \"__asm__(\"\n"
    "sed -e 's/[\\\"?]/\\\\&/g' -e 's/^/\"/' -e 's/$/\\\\n\"/' \"$1\" || exit 1\n"
    "echo \");\"\n";

void ferry_argv_cuda_cpp(const char *asm_path, const char *src, const char *out, ferry_strv *argv)
{
    const char *base = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
    ferry_strv_push(argv, "sh");
    ferry_strv_push(argv, "-c");
    ferry_strv_push(argv, wrap_script);
    ferry_strv_push(argv, "sh");
    ferry_strv_push(argv, asm_path);
    ferry_strv_push(argv, base);
    ferry_strv_push(argv, out);
}
