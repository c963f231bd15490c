// Host C++ that includes the CUDA headers before the C++ library, compiled
// by g++ and clang++ (no CUDA): no macro of ours may break the library
// (libstdc++'s <memory> spells __attribute__((__noinline__))).
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <cuda.h>
#include <driver_types.h>
#include <vector_types.h>
#include <vector_functions.h>
#include <host_defines.h>
#include <device_launch_parameters.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math_constants.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda_pipeline.h>
#include <cuComplex.h>
#include <library_types.h>
#include <builtin_types.h>
#include <cuda_profiler_api.h>
#include <cudaProfiler.h>
#include <nvtx3/nvToolsExt.h>
#include <nvToolsExtCudaRt.h>
#include <memory>
#include <thread>
#include <functional>
#include <algorithm>
#include <vector>
#include <string>
#include <mutex>
#include <atomic>
#include <map>
#include <iostream>
#include <sstream>
#if __has_include(<omp.h>)
#include <omp.h>
#endif

#if !defined(__DRIVER_TYPES_H__) || !defined(__CUDA_RUNTIME_H__) || !defined(__cuda_cuda_h__)
#error the include guards of the toolkit are missing
#endif
#if CUDART_VERSION < 12000 || CUDA_VERSION != CUDART_VERSION
#error version macros
#endif

// Qualifiers still work in host code.
__host__ __device__ __noinline__ static int twice(int x) { return 2 * x; }
__attribute__((__noinline__)) static int thrice(int x) { return 3 * x; }

int main() {
    auto p = std::make_shared<int>(twice(thrice(1)));
    std::function<int(int)> f = [](int x) { return x + INT_MAX - INT_MAX; };
    std::vector<int> v{3, 1, 2};
    std::sort(v.begin(), v.end());
    std::thread t([&] { v.push_back(f(*p)); });
    t.join();
    float s = std::sqrt(4.0f) + cuCrealf(cuCmulf(make_cuFloatComplex(0, 1), make_cuFloatComplex(0, 1))) + 1.0f;
    nvtxRangePushA("main");
    nvtxRangePop();
    std::ostringstream os;
    os << v.back() << ' ' << s << ' ' << UINT_MAX;
    return os.str() == "6 2 4294967295" ? 0 : 1;
}
