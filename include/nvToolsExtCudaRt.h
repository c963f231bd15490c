/* The older path of nvtx3/nvToolsExtCudaRt.h. */
#include "nvtx3/nvToolsExtCudaRt.h"
