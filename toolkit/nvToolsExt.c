/* libnvToolsExt.a: programs written for NVTX 2 link -lnvToolsExt.
 *
 * Ferry's NVTX headers (include/nvtx3/) are header-only, as NVTX 3 is:
 * every nvtx* function is an inline function there, so nothing a program
 * calls is in this library.  It exists so that such link lines still work.
 * It is a static archive, not a shared library, so that linking it adds no
 * run-time dependency for the loader to find; nothing refers to its one
 * symbol, so nothing of it is linked in. */
__attribute__((visibility("default"))) const char __ferry_nvtoolsext[] =
    "Ferry libnvToolsExt: NVTX is header-only (include/nvtx3)";
