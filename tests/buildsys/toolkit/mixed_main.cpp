// The C++ side of a mixed program: calls into a .cu file.
#include "mixed.h"

#include <cstdio>
#include <memory>

int main()
{
    const int n = 300;
    auto v = std::make_unique<float[]>(n);
    for (int i = 0; i < n; i++)
        v[i] = float(i);
    scale_on_device(v.get(), 2.0f, n);
    for (int i = 0; i < n; i++)
        if (v[i] != 2.0f * i) {
            printf("FAIL mixed at %d\n", i);
            return 1;
        }
    printf("PASS mixed\n");
    return 0;
}
