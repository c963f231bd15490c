/* The --version text.
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
