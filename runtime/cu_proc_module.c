/* cuGetProcAddress's entries for the driver API's libraries, kernels, the JIT linker, and the remaining module, function and launch calls. */
#include "cu_internal.h"

const ferry_cu_proc ferry_cu_procs_module[] = {
    {NULL, NULL, 0},
};
