// <cmath>, <algorithm>, <cstdlib>, <cassert>, <math.h> included by the
// program after cuda_runtime.h: std:: and unqualified math in device code.
// IR: @llvm\.sqrt\.f32
// IR: @llvm\.sqrt\.f64
// IR: @__ferry_assert_fail
#include <cmath>
#include <algorithm>
#include <cstdlib>
#include <cassert>
#include <math.h>
#include <stdlib.h>
#include <limits>

__global__ void k(float *p, double *d, int *ip) {
    float x = p[0];
    double y = d[0];
    p[1] = std::sqrt(x) + std::sin(x) + std::max(x, p[2]) + std::min(x, 1.0f) + std::fabs(x) + std::abs(x) +
           std::pow(x, 2.0f) + std::exp(x) + std::floor(x) + std::fmin(x, 1.0f) + std::fma(x, x, x) +
           std::hypot(x, x) + std::atan2(x, 1.0f) + sqrt(x) + fabs(x) + sqrtf(x) + std::erf(x) +
           std::lgamma(x) + std::cbrt(x) + std::log1p(x) + std::numeric_limits<float>::max();
    d[1] = std::sqrt(y) + std::sin(y) + std::max(y, d[2]) + std::abs(y) + std::pow(y, 2.0) + std::exp(y) +
           sqrt(y) + fabs(y) + std::sqrt(3) + std::fmax(y, 1.0) + std::trunc(y) + std::ldexp(y, 3) +
           std::nextafter(y, 1.0);
    ip[0] = std::abs(ip[1]) + std::max(ip[1], ip[2]) + std::min(3, ip[3]) + abs(ip[1]) +
            std::isnan(x) + std::isinf(y) + std::isfinite(x) + std::signbit(y) + isnan(x) + isinf(y) +
            (int)std::abs(-3L) + (int)std::abs(-3LL) + (int)std::llabs(-3LL) + std::lround(x);
    assert(x == x);
}

int main() {
    float a = std::sqrt(2.0f) + std::max(1.0f, 2.0f) + sqrtf(4.0f) + min(1.0f, 2.0f);
    assert(a > 0);
    printf("%f %d\n", a, std::abs(-3));
    return 0;
}
