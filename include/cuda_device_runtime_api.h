/* The device-side runtime API (dynamic parallelism) is not provided by
 * Ferry; the header exists because programs include it.  It brings in the
 * host runtime API. */
#ifndef FERRY_CUDA_DEVICE_RUNTIME_API_H
#define FERRY_CUDA_DEVICE_RUNTIME_API_H
#include "cuda_runtime_api.h"
#endif
