// Warp reductions in hardware (sm_80+): __reduce_add_sync/min/max for int and
// unsigned, __reduce_and/or/xor_sync, over the full warp and over partial
// masks inside divergent branches. Every participating lane's result is
// compared with a host model; lanes outside the mask are not compared.
// NVCC-FLAGS: -arch=sm_80
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

enum { NRES = 9 };
// Branch 0: the whole warp. Branch 1: lanes with lane % 3 == 0. Branch 2: lanes >= 20.
__host__ __device__ inline unsigned branch_mask(int br)
{
    if (br == 0) return 0xffffffffu;
    if (br == 1) return 0x49249249u;
    return 0xfff00000u;
}

__global__ void redux(const int *in, int *ires, unsigned *ures)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int br = (blockIdx.x % 3);
    unsigned mask = branch_mask(br);
    if (mask & (1u << lane)) {
        int v = in[gid];
        unsigned u = (unsigned)v * 2654435761u;
        int *ir = ires + gid * NRES;
        unsigned *ur = ures + gid * NRES;
        ir[0] = __reduce_add_sync(mask, v);
        ir[1] = __reduce_min_sync(mask, v);
        ir[2] = __reduce_max_sync(mask, v);
        ur[0] = __reduce_add_sync(mask, u);
        ur[1] = __reduce_min_sync(mask, u);
        ur[2] = __reduce_max_sync(mask, u);
        ur[3] = __reduce_and_sync(mask, u);
        ur[4] = __reduce_or_sync(mask, u);
        ur[5] = __reduce_xor_sync(mask, u);
    }
}

int main()
{
    const int blocks = 12, threads = 128, n = blocks * threads;
    std::vector<int> h(n), ires(n * NRES), want_i(3);
    std::vector<unsigned> ures(n * NRES), want_u(6);
    for (int i = 0; i < n; ++i) h[i] = (int)((i * 7001u + 13u) % 20011u) - 10000;
    int *din, *dires;
    unsigned *dures;
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dires, n * NRES * sizeof(int)));
    CHECK(cudaMalloc((void **)&dures, n * NRES * sizeof(unsigned)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dires, 0, n * NRES * sizeof(int)));
    CHECK(cudaMemset(dures, 0, n * NRES * sizeof(unsigned)));
    redux<<<blocks, threads>>>(din, dires, dures);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(ires.data(), dires, n * NRES * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ures.data(), dures, n * NRES * sizeof(unsigned), cudaMemcpyDeviceToHost));

    const char *names[] = {"add", "min", "max", "and", "or", "xor"};
    for (int w = 0; w < n / 32; ++w) {
        int block = w * 32 / threads;
        unsigned mask = branch_mask(block % 3);
        int isum = 0, imin = 0x7fffffff, imax = (int)0x80000000;
        unsigned usum = 0, umin = 0xffffffffu, umax = 0, uand = 0xffffffffu, uor = 0, uxor = 0;
        for (int l = 0; l < 32; ++l) {
            if (!(mask & (1u << l))) continue;
            int v = h[w * 32 + l];
            unsigned u = (unsigned)v * 2654435761u;
            isum += v; imin = v < imin ? v : imin; imax = v > imax ? v : imax;
            usum += u; umin = u < umin ? u : umin; umax = u > umax ? u : umax;
            uand &= u; uor |= u; uxor ^= u;
        }
        int wi[3] = {isum, imin, imax};
        unsigned wu[6] = {usum, umin, umax, uand, uor, uxor};
        for (int l = 0; l < 32; ++l) {
            if (!(mask & (1u << l))) continue;
            int g = w * 32 + l;
            for (int k = 0; k < 3; ++k)
                if (ires[g * NRES + k] != wi[k])
                    REPORT("warp %d lane %d: int %s got %d, expected %d\n", w, l, names[k], ires[g * NRES + k], wi[k]);
            for (int k = 0; k < 6; ++k)
                if (ures[g * NRES + k] != wu[k])
                    REPORT("warp %d lane %d: unsigned %s got %u, expected %u\n", w, l, names[k], ures[g * NRES + k], wu[k]);
        }
    }
    cudaFree(din); cudaFree(dires); cudaFree(dures);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
