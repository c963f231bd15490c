/* The device-side runtime API (dynamic parallelism) is not provided by
 * Ferry; the header exists because programs include it.  It brings in the
 * host runtime API. */
#ifndef FERRY_CUDA_DEVICE_RUNTIME_API_H
#define FERRY_CUDA_DEVICE_RUNTIME_API_H
#define __CUDA_DEVICE_RUNTIME_API_H__ /* the toolkit's guard (see driver_types.h) */
#include "cuda_runtime_api.h"
#endif
