// 3D grids of 3D blocks: every (x,y,z) of a domain that is not a multiple of
// the block is visited exactly once (atomicAdd on a counter per cell), and
// the built-in variables agree with the launch configuration.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

struct Dims { int nx, ny, nz; };

__global__ void visit(unsigned *count, int *threadId, Dims d)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x < d.nx && y < d.ny && z < d.nz) {
        int cell = (z * d.ny + y) * d.nx + x;
        atomicAdd(&count[cell], 1u);
        int linearThread = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
        int linearBlock = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
        threadId[cell] = linearBlock * (blockDim.x * blockDim.y * blockDim.z) + linearThread;
    }
}

// Every thread of the whole grid, in range or not, counts itself once.
__global__ void everyThread(unsigned *perThread, unsigned *shape)
{
    unsigned threadsPerBlock = blockDim.x * blockDim.y * blockDim.z;
    unsigned block = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    unsigned t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    atomicAdd(&perThread[block * threadsPerBlock + t], 1u);
    if (block == 0 && t == 0) {
        shape[0] = gridDim.x; shape[1] = gridDim.y; shape[2] = gridDim.z;
        shape[3] = blockDim.x; shape[4] = blockDim.y; shape[5] = blockDim.z;
    }
}

static int test(Dims d, dim3 block)
{
    dim3 grid((d.nx + block.x - 1) / block.x, (d.ny + block.y - 1) / block.y,
              (d.nz + block.z - 1) / block.z);
    size_t cells = (size_t)d.nx * d.ny * d.nz;
    unsigned *dCount;
    int *dId;
    CHECK(cudaMalloc(&dCount, cells * sizeof(unsigned)));
    CHECK(cudaMalloc(&dId, cells * sizeof(int)));
    CHECK(cudaMemset(dCount, 0, cells * sizeof(unsigned)));
    visit<<<grid, block>>>(dCount, dId, d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<unsigned> count(cells);
    std::vector<int> id(cells);
    CHECK(cudaMemcpy(count.data(), dCount, cells * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(id.data(), dId, cells * sizeof(int), cudaMemcpyDeviceToHost));
    unsigned tpb = block.x * block.y * block.z;
    for (int z = 0; z < d.nz; ++z)
        for (int y = 0; y < d.ny; ++y)
            for (int x = 0; x < d.nx; ++x) {
                size_t c = ((size_t)z * d.ny + y) * d.nx + x;
                if (count[c] != 1) {
                    printf("cell (%d,%d,%d) visited %u times\n", x, y, z, count[c]);
                    return 1;
                }
                unsigned bx = x / block.x, by = y / block.y, bz = z / block.z;
                unsigned tx = x % block.x, ty = y % block.y, tz = z % block.z;
                int want = ((bz * grid.y + by) * grid.x + bx) * tpb + (tz * block.y + ty) * block.x + tx;
                if (id[c] != want) {
                    printf("cell (%d,%d,%d) handled by thread %d, want %d\n", x, y, z, id[c], want);
                    return 1;
                }
            }

    size_t threads = (size_t)grid.x * grid.y * grid.z * tpb;
    unsigned *dPer, *dShape;
    CHECK(cudaMalloc(&dPer, threads * sizeof(unsigned)));
    CHECK(cudaMalloc(&dShape, 6 * sizeof(unsigned)));
    CHECK(cudaMemset(dPer, 0, threads * sizeof(unsigned)));
    everyThread<<<grid, block>>>(dPer, dShape);
    CHECK(cudaGetLastError());
    std::vector<unsigned> per(threads);
    unsigned shape[6];
    CHECK(cudaMemcpy(per.data(), dPer, threads * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(shape, dShape, sizeof shape, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < threads; ++i)
        if (per[i] != 1) {
            printf("thread %zu ran %u times\n", i, per[i]);
            return 1;
        }
    if (shape[0] != grid.x || shape[1] != grid.y || shape[2] != grid.z ||
        shape[3] != block.x || shape[4] != block.y || shape[5] != block.z) {
        printf("gridDim (%u,%u,%u) blockDim (%u,%u,%u)\n", shape[0], shape[1], shape[2],
               shape[3], shape[4], shape[5]);
        return 1;
    }
    cudaFree(dCount); cudaFree(dId); cudaFree(dPer); cudaFree(dShape);
    return 0;
}

int main()
{
    if (test({10, 11, 9}, dim3(4, 3, 2))) return 1;
    if (test({33, 17, 5}, dim3(8, 8, 4))) return 1;
    if (test({5, 70, 3}, dim3(1, 16, 64))) return 1;
    if (test({64, 1, 31}, dim3(16, 1, 8))) return 1;
    printf("PASS\n");
    return 0;
}
