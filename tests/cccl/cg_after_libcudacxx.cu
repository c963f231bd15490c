// CCCL: bundled
// <cooperative_groups.h> after libcu++'s <cuda/barrier> and <cuda/pipeline>,
// which forward-declare cooperative_groups' thread_block and
// thread_block_tile (in cooperative_groups::__v1, with a using directive)
// for their group traits: the names must not be ambiguous, the traits must
// recognise Ferry's groups, and memcpy_async with a cooperative group must
// take the group's path.
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace cg = cooperative_groups;

static_assert(cuda::is_thread_block_group_v<cg::thread_block>, "a thread block is a block group");
static_assert(cuda::is_warp_group_v<cg::thread_block_tile<32, cg::thread_block> >, "a tile of 32 is a warp group");
static_assert(!cuda::is_warp_group_v<cg::thread_block_tile<16, cg::thread_block> >, "a tile of 16 is not");

// Each block copies its slice into shared memory with a block-scope
// pipeline and the block as the copying group, then each warp sums it.
__global__ void copy_and_sum(const int *in, int *warp_sums)
{
    __shared__ int tile[128];
    using state_t = cuda::pipeline_shared_state<cuda::thread_scope_block, 1>;
    alignas(state_t) __shared__ unsigned char state_storage[sizeof(state_t)];
    state_t *state = reinterpret_cast<state_t *>(state_storage);
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0)
        new (state) state_t();
    block.sync();
    auto pipe = cuda::make_pipeline(block, state);
    pipe.producer_acquire();
    cuda::memcpy_async(block, tile, in + blockIdx.x * 128, sizeof tile, pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    auto warp = cg::tiled_partition<32>(block);
    int s = cg::reduce(warp, tile[block.thread_rank()], cg::plus<int>());
    pipe.consumer_release();
    if (warp.thread_rank() == 0)
        warp_sums[blockIdx.x * 4 + warp.meta_group_rank()] = s;
}

int main()
{
    const int blocks = 3, n = blocks * 128;
    int *in, *sums;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&sums, blocks * 4 * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = i * 7 % 13;
    copy_and_sum<<<blocks, 128>>>(in, sums);
    cudaError_t e = cudaDeviceSynchronize();
    int bad = e != cudaSuccess;
    for (int w = 0; w < blocks * 4; w++) {
        int want = 0;
        for (int i = w * 32; i < w * 32 + 32; i++)
            want += in[i];
        if (sums[w] != want && bad++ < 5)
            printf("FAIL warp %d: %d, want %d\n", w, sums[w], want);
    }
    if (e != cudaSuccess)
        printf("FAIL: %s\n", cudaGetErrorString(e));
    if (!bad)
        printf("PASS\n");
    return bad != 0;
}
