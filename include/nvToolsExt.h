/* NVTX by its older path (NVTX v1/v2 lived here, with a library to link):
 * the header-only NVTX v3 of nvtx3/nvToolsExt.h, which needs no library. */
#include "nvtx3/nvToolsExt.h"
