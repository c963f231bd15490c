#include <cuda_runtime.h>

extern __managed__ int total;
extern __managed__ float weights[3];

__global__ void add_in_lib(int v);
int lib_total();
float *lib_weights();
