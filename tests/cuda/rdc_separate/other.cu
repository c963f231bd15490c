// A static kernel with the same name as main.cu's: each unit keeps its own.
#include "shared.h"

static __global__ void fill(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = twice_tmpl(poly(i) + offset + coeffs[i % 4]);
}

void fill_other(int *out, int n)
{
    fill<<<(n + 63) / 64, 64>>>(out, n);
}
