// Cooperative groups: thread_block. Ranks, sizes, indices and dimensions
// against the built-in variables, for 1D/2D/3D blocks and odd sizes
// (33, 100, 5x3x7); block.sync(), cg::sync(block), barrier_arrive/wait and
// a thread_group made from the block exchanging values through shared
// memory (rotations that need every thread's write before the read).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

enum { F_RANK, F_NUM, F_SIZE, F_GIX, F_GIY, F_GIZ, F_TIX, F_TIY, F_TIZ, F_DX, F_DY, F_DZ,
       F_GDX, F_TG_RANK, F_TG_SIZE, F_ROT1, F_ROT2, F_ROT3, NF };

__global__ void block_info(int *out)
{
    extern __shared__ int s[];
    cg::thread_block block = cg::this_thread_block();
    unsigned n = block.num_threads();
    unsigned r = block.thread_rank();
    unsigned long long bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    int *o = out + (bid * n + r) * NF;
    o[F_RANK] = (int)r;
    o[F_NUM] = (int)n;
    o[F_SIZE] = (int)block.size();
    dim3 gi = block.group_index(), ti = block.thread_index(), d = block.dim_threads();
    o[F_GIX] = gi.x; o[F_GIY] = gi.y; o[F_GIZ] = gi.z;
    o[F_TIX] = ti.x; o[F_TIY] = ti.y; o[F_TIZ] = ti.z;
    o[F_DX] = d.x; o[F_DY] = d.y; o[F_DZ] = d.z;
    o[F_GDX] = block.group_dim().x;
    cg::thread_group tg = block;
    o[F_TG_RANK] = (int)tg.thread_rank();
    o[F_TG_SIZE] = (int)tg.size();

    // Rotation 1: block.sync().
    s[r] = (int)(r * 7 + bid);
    block.sync();
    o[F_ROT1] = s[(r + 1) % n];
    block.sync();
    // Rotation 2: cg::sync(block) and a split barrier.
    s[r] = (int)(r * 11 + 3);
    cg::sync(block);
    int v = s[(r + n - 3 % n) % n];
    cg::thread_block::arrival_token tok = block.barrier_arrive();
    block.barrier_wait(static_cast<cg::thread_block::arrival_token &&>(tok));
    s[r] = v + 1;
    // Rotation 3: through the generic thread_group.
    tg.sync();
    o[F_ROT2] = v;
    o[F_ROT3] = s[(r * 5) % n];
}

static void run(dim3 grid, dim3 blk)
{
    unsigned n = blk.x * blk.y * blk.z;
    unsigned nb = grid.x * grid.y * grid.z;
    size_t total = (size_t)nb * n * NF;
    int *d;
    CHECK(cudaMalloc((void **)&d, total * sizeof(int)));
    CHECK(cudaMemset(d, 0xff, total * sizeof(int)));
    block_info<<<grid, blk, n * sizeof(int)>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> h(total);
    CHECK(cudaMemcpy(h.data(), d, total * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d));
    for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
    for (unsigned bx = 0; bx < grid.x; ++bx)
    for (unsigned tz = 0; tz < blk.z; ++tz)
    for (unsigned ty = 0; ty < blk.y; ++ty)
    for (unsigned tx = 0; tx < blk.x; ++tx) {
        unsigned bid = bx + grid.x * (by + grid.y * bz);
        unsigned r = tx + blk.x * (ty + blk.y * tz);
        const int *o = &h[((size_t)bid * n + r) * NF];
        int v = (int)(((r + n - 3 % n) % n) * 11 + 3);
        unsigned q = (r * 5) % n;
        int want[NF] = {(int)r, (int)n, (int)n, (int)bx, (int)by, (int)bz, (int)tx, (int)ty, (int)tz,
                        (int)blk.x, (int)blk.y, (int)blk.z, (int)blk.x, (int)r, (int)n,
                        (int)(((r + 1) % n) * 7 + bid), v,
                        (int)(((q + n - 3 % n) % n) * 11 + 3) + 1};
        for (int f = 0; f < NF; ++f)
            if (o[f] != want[f])
                REPORT("grid (%u,%u,%u) block (%u,%u,%u): block %u thread %u field %d: got %d, want %d\n",
                       grid.x, grid.y, grid.z, blk.x, blk.y, blk.z, bid, r, f, o[f], want[f]);
    }
}

int main()
{
    run(dim3(3), dim3(33));
    run(dim3(2), dim3(100));
    run(dim3(4), dim3(256));
    run(dim3(2, 3), dim3(16, 8));
    run(dim3(2, 1, 2), dim3(5, 3, 7));
    run(dim3(1, 2, 3), dim3(8, 4, 2));
    run(dim3(2), dim3(1024));
    run(dim3(3), dim3(1));
    if (failures) { printf("%d failures\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
