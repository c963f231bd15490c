/* cuGetProcAddress's entries for the driver API's graphs. */
#include "cu_internal.h"

const ferry_cu_proc ferry_cu_procs_graph[] = {
    {NULL, NULL, 0},
};
