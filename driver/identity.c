/* What build tools read to recognise an nvcc and find its toolkit.
 *
 * CMake, FindCUDAToolkit and other scripts do not ask nvcc where things are:
 * they run `nvcc -v` (CMake: `nvcc -v __cmake_determine_cuda`, a file nvcc
 * cannot compile) and read the "#$ NAME=value" lines NVIDIA's nvcc prints
 * before its steps: TOP is the toolkit root, NVVMIR_LIBRARY_DIR must end in
 * nvvm/libdevice, INCLUDES and LIBRARIES are the -I and -L words nvcc adds,
 * PATH is searched for the host linker named on the link step.  CMake then
 * takes as "the host link line" the step that contains the LIBRARIES value
 * verbatim, so the link step (steps.c) pushes the same -L word.
 *
 * The directory in LIBRARIES is lib64/implicit, not lib64: CMake treats the
 * -L directories of that link line as the linker's own ("implicit") and
 * never gives a program an RPATH to them, so a program linked with
 * CUDA::cudart (lib64/libcudart.so) would not find libcudart.so.12 at run
 * time.  lib64/implicit holds links to the libraries nvcc links by name
 * (libcudadevrt.a, libcudart_static.a, libcudart.so, libcuda.so) and a link
 * lib64 -> .. so that FindCUDAToolkit, which looks under each implicit
 * directory's lib64 first, still finds the libraries in lib64 itself, whose
 * directory CMake then puts in the RPATH. */
#include "driver.h"

#include <stdlib.h>

char *ferry_implicit_libdir(const char *home)
{
    return ferry_asprintf("%s/lib64/implicit", home);
}

char *ferry_libraries_word(const char *home)
{
    char *dir = ferry_implicit_libdir(home);
    char *word = ferry_asprintf("-L%s", dir);
    char *quoted = ferry_shell_quote(word);
    free(dir);
    free(word);
    return quoted;
}

/* "A:B" with B left out when empty, as NVIDIA's nvcc joins its own
 * directories with the inherited variable. */
static char *prepend_dir(const char *dir, const char *inherited)
{
    return ferry_asprintf("%s:%s", dir, inherited ? inherited : "");
}

void ferry_identity_lines(const char *home, const char *path_env, const char *ld_library_path_env,
                          int sm, ferry_strv *out)
{
    char *include = ferry_asprintf("-I%s/include", home);
    char *include_q = ferry_shell_quote(include);
    char *libraries = ferry_libraries_word(home);
    char *bin = ferry_asprintf("%s/bin", home);
    char *lib64 = ferry_asprintf("%s/lib64", home);
    char *path = prepend_dir(bin, path_env);
    char *ld_path = prepend_dir(lib64, ld_library_path_env);

    ferry_strv_push(out, "#$ _NVVM_BRANCH_=nvvm");
    ferry_strv_push(out, "#$ _SPACE_= ");
    ferry_strv_push(out, "#$ _CUDART_=cudart");
    ferry_strv_pushf(out, "#$ _HERE_=%s", bin);
    ferry_strv_pushf(out, "#$ _THERE_=%s", bin);
    ferry_strv_push(out, "#$ _TARGET_SIZE_=");
    ferry_strv_push(out, "#$ _TARGET_DIR_=");
    ferry_strv_pushf(out, "#$ TOP=%s", home);
    ferry_strv_pushf(out, "#$ NVVMIR_LIBRARY_DIR=%s/nvvm/libdevice", home);
    ferry_strv_pushf(out, "#$ LD_LIBRARY_PATH=%s", ld_path);
    ferry_strv_pushf(out, "#$ PATH=%s", path);
    ferry_strv_pushf(out, "#$ INCLUDES=%s", include_q);
    ferry_strv_pushf(out, "#$ LIBRARIES=%s", libraries);
    ferry_strv_push(out, "#$ CUDAFE_FLAGS=");
    ferry_strv_push(out, "#$ PTXAS_FLAGS=");
    /* NVIDIA's nvcc names the virtual architecture of its device pass as
     * "-arch compute_XX" on the cicc step, and CMake takes its default
     * CMAKE_CUDA_ARCHITECTURES from that text.  Ferry's device pass is
     * clang's, which spells it --offload-arch=sm_XX, so the architecture
     * is stated here once more in nvcc's spelling. */
    ferry_strv_pushf(out, "#$ FERRY_DEVICE_ARCH=\"-arch compute_%d\"", sm > 0 ? sm : FERRY_DEFAULT_SM);

    free(include);
    free(include_q);
    free(libraries);
    free(bin);
    free(lib64);
    free(path);
    free(ld_path);
}
