/* cuGetProcAddress's entries for the driver API's stream capture and user objects. */
#include "cu_internal.h"

const ferry_cu_proc ferry_cu_procs_capture[] = {
    {NULL, NULL, 0},
};
