#pragma once
#include <cuda_runtime.h>

void scale_on_device(float *host, float a, int n);
