// A CUDA source that includes the C++ library after the (force-included)
// CUDA runtime header: __noinline__ is clang's keyword in CUDA mode, so
// libstdc++'s __attribute__((__noinline__)) parses and ours still works.
#include <memory>
#include <functional>
#include <algorithm>
#include <thread>

// IR: define .*@_Z5twicei\(i32 .*\) #[0-9]+
__device__ __noinline__ int twice(int x) { return 2 * x + INT_MAX - INT_MAX; }

__global__ void k(int *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }

int host_side() {
    auto s = std::make_shared<int>(3);
    return *s;
}
