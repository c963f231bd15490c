// CCCL: bundled
// libcu++ in device code: cuda::std containers and utilities, atomics and
// atomic_ref with thread scopes, cuda::barrier with memcpy_async in block
// scope; checked against the host.
#include <cuda/std/array>
#include <cuda/std/atomic>
#include <cuda/std/bit>
#include <cuda/std/complex>
#include <cuda/std/limits>
#include <cuda/std/optional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cstdio>

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

__global__ void utilities(int *out)
{
    cuda::std::array<int, 4> a{1, 2, 3, 4};
    cuda::std::span<int> sp(a.data(), a.size());
    int sum = 0;
    for (int x : sp) sum += x;
    cuda::std::tuple<int, float> t{threadIdx.x, 2.5f};
    cuda::std::optional<int> o;
    if (threadIdx.x % 2) o = 5;
    cuda::std::complex<float> z(1.0f, 2.0f);
    z = z * z; // -3 + 4i
    out[threadIdx.x * 6 + 0] = sum;
    out[threadIdx.x * 6 + 1] = cuda::std::get<0>(t);
    out[threadIdx.x * 6 + 2] = o.value_or(-1);
    out[threadIdx.x * 6 + 3] = (int)z.real() * 10 + (int)z.imag();
    out[threadIdx.x * 6 + 4] = cuda::std::popcount(threadIdx.x) + (cuda::std::numeric_limits<int>::max() == 2147483647);
    out[threadIdx.x * 6 + 5] = cuda::std::is_same<decltype(sum), int>::value;
}

__device__ cuda::atomic<int, cuda::thread_scope_device> counter;

__global__ void atomics(int *plain, unsigned long long *ull)
{
    cuda::atomic_ref<int, cuda::thread_scope_device> r(*plain);
    r.fetch_add(1, cuda::std::memory_order_relaxed);
    counter.fetch_add(2);
    __shared__ int block_total;
    if (threadIdx.x == 0) block_total = 0;
    __syncthreads();
    cuda::atomic_ref<int, cuda::thread_scope_block> b(block_total);
    b += 1;
    __syncthreads();
    if (threadIdx.x == 0) {
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> s(*ull);
        s.fetch_max((unsigned long long)block_total * (blockIdx.x + 1));
    }
}

// Each block copies a tile into shared memory with memcpy_async, waits on
// a block-scope barrier, then writes the tile reversed.
__global__ void staged(const int *in, int *out, int tile)
{
    extern __shared__ int buf[];
    // Raw storage, as clang-CUDA code declares it: clang (Ferry's front end)
    // refuses `__shared__ cuda::barrier<...> bar;` (a non-empty constructor),
    // which nvcc accepts with a warning (docs/status.md).
    using barrier_t = cuda::barrier<cuda::thread_scope_block>;
    alignas(barrier_t) __shared__ unsigned char bar_storage[sizeof(barrier_t)];
    barrier_t &bar = *reinterpret_cast<barrier_t *>(bar_storage);
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    const int *src = in + blockIdx.x * tile;
    int per = tile / blockDim.x;
    cuda::memcpy_async(buf + threadIdx.x * per, src + threadIdx.x * per, sizeof(int) * per, bar);
    bar.arrive_and_wait();
    for (int i = threadIdx.x; i < tile; i += blockDim.x)
        out[blockIdx.x * tile + i] = buf[tile - 1 - i];
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 64 * 6 * sizeof(int));
    utilities<<<1, 64>>>(out);
    cudaDeviceSynchronize();
    bool ok = true;
    for (int t = 0; t < 64; t++) {
        ok &= out[t * 6] == 10 && out[t * 6 + 1] == t && out[t * 6 + 2] == (t % 2 ? 5 : -1);
        ok &= out[t * 6 + 3] == -26 && out[t * 6 + 4] == __builtin_popcount(t) + 1 && out[t * 6 + 5] == 1;
    }
    CHECK(ok);

    int *plain;
    unsigned long long *ull;
    cudaMallocManaged(&plain, sizeof(int));
    cudaMallocManaged(&ull, sizeof *ull);
    *plain = 0;
    *ull = 0;
    atomics<<<10, 96>>>(plain, ull);
    cudaDeviceSynchronize();
    int c = 0;
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    CHECK(*plain == 960);
    CHECK(c == 1920);
    CHECK(*ull == 960);

    const int tile = 256, blocks = 12;
    int *in, *res;
    cudaMallocManaged(&in, tile * blocks * sizeof(int));
    cudaMallocManaged(&res, tile * blocks * sizeof(int));
    for (int i = 0; i < tile * blocks; i++) in[i] = i * 3;
    staged<<<blocks, 64, tile * sizeof(int)>>>(in, res, tile);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    ok = true;
    for (int b = 0; b < blocks; b++)
        for (int i = 0; i < tile; i++)
            ok &= res[b * tile + i] == in[b * tile + tile - 1 - i];
    CHECK(ok);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
