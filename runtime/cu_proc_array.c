/* cuGetProcAddress's entries for the driver API's arrays, mipmapped arrays, texture and surface objects, and copies between them. */
#include "cu_internal.h"

const ferry_cu_proc ferry_cu_procs_array[] = {
    {NULL, NULL, 0},
};
