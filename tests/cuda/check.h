// CHECK and EXPECT for the tests/cuda programs that return 1 on the first
// failure: CHECK(call) wants cudaSuccess, EXPECT(cond) wants cond true;
// each prints where and what failed.
#ifndef FERRY_TESTS_CUDA_CHECK_H
#define FERRY_TESTS_CUDA_CHECK_H

#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x)                                                                        \
    do {                                                                                \
        cudaError_t err_ = (x);                                                         \
        if (err_ != cudaSuccess) {                                                      \
            printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(err_)); \
            return 1;                                                                   \
        }                                                                               \
    } while (0)

#define EXPECT(c)                                                 \
    do {                                                          \
        if (!(c)) {                                               \
            printf("%s:%d: expected %s\n", __FILE__, __LINE__, #c); \
            return 1;                                             \
        }                                                         \
    } while (0)

#endif
