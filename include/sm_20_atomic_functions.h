/* Part of the CUDA runtime header: programs that include it by name get
 * all of cuda_runtime.h, as with nvcc (which force-includes it anyway). */
#ifndef FERRY_SM_20_ATOMIC_FUNCTIONS_H
#define FERRY_SM_20_ATOMIC_FUNCTIONS_H
#include "cuda_runtime.h"
#endif
