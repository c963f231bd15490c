/* The built-in types of the runtime: the API's types and the vector types,
 * usable from C and C++ without the rest of cuda_runtime.h. */
#ifndef FERRY_BUILTIN_TYPES_H
#define FERRY_BUILTIN_TYPES_H
#include "driver_types.h"
#include "vector_types.h"
#endif
