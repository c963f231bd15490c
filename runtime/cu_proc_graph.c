/* cuGetProcAddress's entries for the driver API's graphs, stream capture and user objects. */
#include "cu_internal.h"

const ferry_cu_proc ferry_cu_procs_graph[] = {
    {NULL, NULL, 0},
};
