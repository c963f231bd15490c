// NVCC-FLAGS: -rdc=true
// __managed__ variables defined in one translation unit (lib.cu) and used,
// extern, by the host and device code of another: one copy for all.
#include <cstdio>
#include "shared.h"

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)
#define EXPECT(c) do { if (!(c)) { printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #c); return 1; } } while (0)

__global__ void scale_here(float by)
{
    weights[threadIdx.x] *= by;
    if (threadIdx.x == 0)
        total += 100;
}

int main()
{
    EXPECT(total == 10 && lib_total() == 10);
    EXPECT(weights[2] == 2.5f && lib_weights() == weights);

    total = 20;
    add_in_lib<<<2, 16>>>(1);
    CHECK(cudaDeviceSynchronize());
    EXPECT(total == 52 && lib_total() == 52);

    scale_here<<<1, 3>>>(2.0f);
    CHECK(cudaDeviceSynchronize());
    EXPECT(total == 152);
    EXPECT(weights[0] == 1.0f && weights[1] == 3.0f && weights[2] == 5.0f);

    int *p = nullptr;
    CHECK(cudaGetSymbolAddress((void **)&p, total));
    EXPECT(p == &total);
    int v = 0;
    CHECK(cudaMemcpyFromSymbol(&v, total, sizeof v));
    EXPECT(v == 152);

    printf("PASS\n");
    return 0;
}
