// NVCC-FLAGS: -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_OMP -Xcompiler -fopenmp
// Thrust's OpenMP device system through nvcc, as users switch to it: the
// same algorithms run on OpenMP threads, and device_vector is host memory.
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>
#include <omp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

struct negate_twice {
    __host__ __device__ long long operator()(int x) const { return 2LL * x; }
};

int main()
{
    static_assert(THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_OMP, "the OpenMP system is the device system");
    const int n = 1 << 18;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++) h[i] = (i * 7919) % n;
    thrust::device_vector<int> d(h.begin(), h.end());
    thrust::sort(d.begin(), d.end(), thrust::greater<int>());
    std::sort(h.begin(), h.end(), [](int a, int b) { return a > b; });
    bool ok = std::equal(h.begin(), h.end(), d.begin());
    long long sum = thrust::transform_reduce(d.begin(), d.end(), negate_twice(), 0LL, thrust::plus<long long>());
    ok &= sum == 2LL * n * (n - 1) / 2;
    int threads = 0;
#pragma omp parallel
#pragma omp single
    threads = omp_get_num_threads();
    ok &= threads >= 1;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
