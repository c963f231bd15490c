/* Part of the CUDA runtime header: programs that include it by name get
 * all of cuda_runtime.h, as with nvcc (which force-includes it anyway). */
#ifndef FERRY_MATH_FUNCTIONS_H
#define FERRY_MATH_FUNCTIONS_H
#define __MATH_FUNCTIONS_H__ /* the toolkit's guard (see driver_types.h) */
#include "cuda_runtime.h"
#endif
