// Defines the managed variables that app.cu declares extern.
#include "shared.h"

__managed__ int total = 10;
__managed__ float weights[3] = {0.5f, 1.5f, 2.5f};

__global__ void add_in_lib(int v) { atomicAdd(&total, v); }

int lib_total() { return total; }
float *lib_weights() { return weights; }
