/* The older path of nvtx3/nvToolsExtCuda.h. */
#include "nvtx3/nvToolsExtCuda.h"
