// Launches written with spaces inside the chevrons, as nvcc accepts them
// and older code has them; ">> >" closing nested templates and text in
// strings and comments stay as they are.
#include <cstdio>
#include <vector>
#include "fill.h"   // found beside this file although a joined copy is compiled

template <typename T> struct Box { T v; };

__global__ void add(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += i;
}

// operator<< <T> is a template specialization, not a launch
struct Out { int n = 0; };
template <typename T> Out &operator<<(Out &o, T) { o.n++; return o; }

int main()
{
    const int n = 100;
    int *p;
    cudaMallocManaged(&p, n * sizeof(int));
    std::vector<std::vector<Box<int>> > nested(2);
    const char *text = "a<< <b>> >";   /* not a << <launch>> > */
    fill<int><< <(n + 31) / 32, 32>> >(p, 1'000, n);
    add<< < (n + 63) / 64, 64 >> >(p, n);
    add <<< 1, n >>> (p, n);
    Out o;
    operator<< <int>(o, 1);
    cudaDeviceSynchronize();
    int bad = nested.size() != 2 || text[3] != ' ' || o.n != 1;
    for (int i = 0; i < n; i++)
        bad += p[i] != 1000 + 2 * i;
    printf("%d mismatches\n", bad);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
