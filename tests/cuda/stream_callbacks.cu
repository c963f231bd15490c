// Stream callbacks written as CUDA samples write them (CUDART_CB), host
// functions, and cooperative groups' block_tile_memory: callbacks run in
// stream order after the work queued before them, with the stream's status.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

static int order[8], norder = 0;
#include "tally.h"

struct Work { int id; int *host_sum; const int *data; int n; };

void CUDART_CB after_kernel(cudaStream_t, cudaError_t status, void *user) {
    Work *w = (Work *)user;
    CHECK(status == cudaSuccess);
    int s = 0;
    for (int i = 0; i < w->n; i++) s += w->data[i];
    *w->host_sum = s;
    order[norder++] = w->id;
}

void CUDART_CB host_fn(void *user) { order[norder++] = *(int *)user; }

__global__ void fill(int *d, int n, int v) {
    __shared__ cg::block_tile_memory<256> scratch;
    cg::thread_block b = cg::this_thread_block(scratch);
    int i = blockIdx.x * b.size() + b.thread_rank();
    if (i < n) d[i] = v;
    b.sync();
}

int main() {
    const int n = 1000;
    int *d;
    CHECK(cudaMallocManaged(&d, n * sizeof(int)) == cudaSuccess);
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    // The managed buffer belongs to this stream, as CUDA's template defaults say.
    CHECK(cudaStreamAttachMemAsync(s, d) == cudaSuccess);
    CHECK(cudaStreamAttachMemAsync(s, d + 1) == cudaErrorInvalidValue);
    cudaGetLastError();
    int sum1 = 0, sum2 = 0, three = 3;
    Work w1 = {1, &sum1, d, n}, w2 = {2, &sum2, d, n};
    fill<<<(n + 255) / 256, 256, 0, s>>>(d, n, 1);
    CHECK(cudaStreamAddCallback(s, after_kernel, &w1, 0) == cudaSuccess);
    fill<<<(n + 255) / 256, 256, 0, s>>>(d, n, 2);
    CHECK(cudaStreamAddCallback(s, after_kernel, &w2, 0) == cudaSuccess);
    CHECK(cudaLaunchHostFunc(s, host_fn, &three) == cudaSuccess);
    CHECK(cudaStreamAddCallback(s, after_kernel, &w1, 1) == cudaErrorInvalidValue); // flags must be 0
    CHECK(cudaStreamSynchronize(s) == cudaSuccess);
    CHECK(sum1 == n && sum2 == 2 * n);
    CHECK(norder == 3 && order[0] == 1 && order[1] == 2 && order[2] == 3);
    cudaStreamDestroy(s);
    cudaFree(d);
    printf(failures ? "FAILED\n" : "PASS\n");
    return failures != 0;
}
