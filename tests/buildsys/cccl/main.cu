// A Thrust program built by CMake against CCCL's package.
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/version.h>
#include <cstdio>

int main()
{
    thrust::device_vector<int> v(1000);
    thrust::sequence(v.begin(), v.end(), 1);
    int sum = thrust::reduce(v.begin(), v.end());
    printf("Thrust %d.%d.%d: %d\n", THRUST_MAJOR_VERSION, THRUST_MINOR_VERSION, THRUST_SUBMINOR_VERSION, sum);
    printf("%s\n", sum == 500500 && THRUST_MAJOR_VERSION >= 2 ? "PASS" : "FAIL");
    return sum == 500500 ? 0 : 1;
}
