/* Function pointer types for the driver API's entry points (cuGetProcAddress,
 * cudaGetDriverEntryPoint). */
#ifndef FERRY_CUDATYPEDEFS_H
#define FERRY_CUDATYPEDEFS_H
#include "cuda.h"
#endif
