// 3D thread blocks (8x4x3, 5x5x5, 1x1x64, 16x8x8): a shared array indexed by
// the linear thread id; each thread writes its value, then after a barrier
// reads the value of the next thread in x, y and z (wrapping) and of the
// next thread in linear order. 2D grid of blocks.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

__host__ __device__ inline int value(int block, int tid) { return block * 7919 + tid * 13 + 1; }

__global__ void neighbours(int *out)
{
    __shared__ int s[1024];
    int bx = blockDim.x, by = blockDim.y, bz = blockDim.z, nt = bx * by * bz;
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
    int tid = x + bx * (y + by * z);
    int block = blockIdx.x + gridDim.x * blockIdx.y;
    s[tid] = value(block, tid);
    __syncthreads();
    int nx = (x + 1) % bx + bx * (y + by * z);
    int ny = x + bx * ((y + 1) % by + by * z);
    int nz = x + bx * (y + by * ((z + 1) % bz));
    int *o = out + (block * nt + tid) * 4;
    o[0] = s[nx];
    o[1] = s[ny];
    o[2] = s[nz];
    o[3] = s[(tid + 1) % nt];
}

int main()
{
    const dim3 blocks[] = {dim3(8, 4, 3), dim3(5, 5, 5), dim3(1, 1, 64), dim3(16, 8, 8), dim3(3, 7, 2)};
    const dim3 grid(3, 2);
    for (const dim3 &b : blocks) {
        int nt = b.x * b.y * b.z, nb = grid.x * grid.y, total = nt * nb * 4;
        std::vector<int> out(total);
        int *dout;
        CHECK(cudaMalloc((void **)&dout, total * sizeof(int)));
        CHECK(cudaMemset(dout, 0, total * sizeof(int)));
        neighbours<<<grid, b>>>(dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), dout, total * sizeof(int), cudaMemcpyDeviceToHost));
        for (int blk = 0; blk < nb; ++blk)
            for (int z = 0; z < (int)b.z; ++z)
                for (int y = 0; y < (int)b.y; ++y)
                    for (int x = 0; x < (int)b.x; ++x) {
                        int tid = x + b.x * (y + b.y * z);
                        int want[4] = {
                            value(blk, (x + 1) % b.x + b.x * (y + b.y * z)),
                            value(blk, x + b.x * ((y + 1) % b.y + b.y * z)),
                            value(blk, x + b.x * (y + b.y * ((z + 1) % b.z))),
                            value(blk, (tid + 1) % nt)};
                        for (int k = 0; k < 4; ++k)
                            if (out[(blk * nt + tid) * 4 + k] != want[k])
                                REPORT("block %ux%ux%u, block %d thread (%d,%d,%d) neighbour %d: %d, expected %d\n", b.x, b.y,
                                       b.z, blk, x, y, z, k, out[(blk * nt + tid) * 4 + k], want[k]);
                    }
        cudaFree(dout);
    }
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
