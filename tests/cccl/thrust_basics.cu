// NVCC-FLAGS: -arch=sm_80
// Thrust's everyday calls on the CUDA device system, mixed with a raw
// kernel on raw_pointer_cast pointers and a non-default stream; every
// result is checked against the same work done on the host.  Built for
// sm_80, as Makefiles say: CUB checks at run time that the kernels'
// architecture is one of __CUDA_ARCH_LIST__ (it aborted when Ferry said 75).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/transform.h>
#include <thrust/copy.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

struct larger {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

struct square {
    __host__ __device__ int operator()(int x) const { return x * x; }
};

__global__ void add_index(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += i;
}

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

int main()
{
    const int n = 100003;
    std::vector<int> h(n);
    unsigned s = 12345;
    for (int &x : h) { s = s * 1103515245u + 12345u; x = (int)(s >> 8) % 100000 - 50000; }

    thrust::device_vector<int> d(h.begin(), h.end());
    thrust::sort(d.begin(), d.end());
    std::vector<int> ref = h;
    std::sort(ref.begin(), ref.end());
    thrust::host_vector<int> back = d;
    CHECK(std::equal(ref.begin(), ref.end(), back.begin()));

    long long sum = thrust::reduce(d.begin(), d.end(), 0LL);
    CHECK(sum == std::accumulate(h.begin(), h.end(), 0LL));
    CHECK(thrust::reduce(d.begin(), d.end(), -1000000, larger()) == ref.back());

    thrust::device_vector<int> sq(n);
    thrust::transform(d.begin(), d.end(), sq.begin(), square());
    thrust::host_vector<int> hsq = sq;
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= hsq[i] == ref[i] * ref[i];
    CHECK(ok);

    thrust::device_vector<int> seq(n);
    thrust::sequence(seq.begin(), seq.end(), 1);
    thrust::inclusive_scan(seq.begin(), seq.end(), seq.begin());
    thrust::host_vector<int> hscan = seq;
    ok = true;
    for (int i = 0; i < n; i += 97) ok &= hscan[i] == (int)((long long)(i + 1) * (i + 2) / 2);
    CHECK(ok);

    thrust::device_vector<int> pos(n);
    auto end = thrust::copy_if(d.begin(), d.end(), pos.begin(), [] __device__ (int x) { return x > 0; });
    CHECK(end - pos.begin() == std::count_if(h.begin(), h.end(), [](int x) { return x > 0; }));

    cudaStream_t st;
    cudaStreamCreate(&st);
    thrust::device_vector<int> e(n, 7);
    add_index<<<(n + 255) / 256, 256, 0, st>>>(thrust::raw_pointer_cast(e.data()), n);
    long long esum = thrust::reduce(thrust::cuda::par.on(st), e.begin(), e.end(), 0LL);
    CHECK(esum == 7LL * n + (long long)n * (n - 1) / 2);
    cudaStreamDestroy(st);
    CHECK(cudaGetLastError() == cudaSuccess);

    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
