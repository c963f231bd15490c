// ARCHS: sm_52 sm_75 sm_80
// IR: @llvm\.nvvm\.read\.ptx\.sreg\.tid\.x
// IR: @llvm\.nvvm\.barrier0\(
// IR: @llvm\.nvvm\.barrier0\.popc
// IR: @llvm\.nvvm\.bar\.warp\.sync
// IR: fence seq_cst
// IR: call i32 @vprintf
// IR: @__ferry_assert_fail
// Built-in variables, barriers, fences, printf, assert, <<<>>>.
#include <assert.h>

__device__ int g_dev[4];
__constant__ float g_const[16];
__managed__ int g_managed;

struct Pair { int a; float b; };

__global__ void __launch_bounds__(256) k_builtins(unsigned *out) {
    __shared__ unsigned tile[256];
    unsigned t = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    dim3 bd = blockDim;
    uint3 ti = threadIdx;
    dim3 gd = gridDim;
    uint3 bi = blockIdx;
    tile[t] = t + b + bd.x + ti.y + gd.z + bi.x + (unsigned)warpSize;
    __syncthreads();
    int c = __syncthreads_count(t & 1) + __syncthreads_and(t < 300) + __syncthreads_or(t == 0);
    __syncwarp();
    __syncwarp(0xffffu);
    __threadfence();
    __threadfence_block();
    __threadfence_system();
    out[b * blockDim.x + t] = tile[(t + 1) % blockDim.x] + (unsigned)c + g_dev[0] + (unsigned)g_const[1];
    int lane = threadIdx.x % warpSize;
    if (lane == 0) printf("block %u thread %u %f %d %s\n", b, t, 1.5f, lane, "x");
    assert(t < 1024);
    assert(out != nullptr && "out must be set");
}

__host__ __device__ int hd(int x) {
    assert(x >= 0);
    return x * 2;
}

__global__ void k_hd(int *p) { p[threadIdx.x] = hd(threadIdx.x); }

int main() {
    unsigned *d = nullptr;
    cudaMalloc(&d, 256 * sizeof(unsigned));
    float h[16] = {0};
    cudaMemcpyToSymbol(g_const, h, sizeof h);
    cudaMemcpyToSymbol(g_const, h, sizeof h, 0, cudaMemcpyHostToDevice);
    int hv[4];
    cudaMemcpyFromSymbol(hv, g_dev, sizeof hv);
    void *addr;
    cudaGetSymbolAddress(&addr, g_dev);
    k_builtins<<<dim3(2, 2), dim3(8, 4, 2)>>>(d);
    k_builtins<<<1, 64, 0, 0>>>(d);
    void *args[] = {&d};
    cudaLaunchKernel(k_builtins, dim3(1), dim3(32), args, 0, 0);
    cudaFuncAttributes fa;
    cudaFuncGetAttributes(&fa, k_builtins);
    cudaFuncSetAttribute(k_builtins, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
    int nb;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, k_builtins, 128, 0);
    int mg, bs;
    cudaOccupancyMaxPotentialBlockSize(&mg, &bs, k_builtins);
    cudaEvent_t e;
    cudaEventCreate(&e);
    cudaEventCreate(&e, cudaEventDefault);
    float *m;
    cudaMallocManaged(&m, 64);
    cudaMallocHost(&m, 64);
    Pair *pp;
    cudaMalloc(&pp, sizeof(Pair));
    printf("%d %d\n", hd(3), min(3, 4) + max(2u, 5u));
    assert(hd(1) == 2);
    cudaFree(d);
    return 0;
}
