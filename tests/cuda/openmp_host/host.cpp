#include <omp.h>
#include <cuda_runtime.h>

int cpp_triangle(int n)
{
    int s = 0;
    int threads = 0;
#pragma omp parallel num_threads(2) reduction(+ : s)
    {
#pragma omp for
        for (int i = 0; i < n; i++)
            s += i;
#pragma omp single
        threads = omp_get_num_threads();
    }
    return threads == 2 ? s : -1;
}
