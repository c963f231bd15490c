// What the NVRTC test programs share: tally.h's CHECK, and the driver API's
// first steps before a module is loaded (initialise, take device 0, make a
// context current on it), which every program that runs NVRTC's output
// takes.
#ifndef FERRY_TESTS_NVRTC_TEST_H
#define FERRY_TESTS_NVRTC_TEST_H

#include <cuda.h>

#include "../../cuda/tally.h"

static bool driver_context(CUcontext *ctx)
{
    CUdevice dev;
    return cuInit(0) == CUDA_SUCCESS && cuDeviceGet(&dev, 0) == CUDA_SUCCESS &&
           cuCtxCreate(ctx, 0, dev) == CUDA_SUCCESS;
}

#endif
