// Host-only C++ compiled by the host compiler, linked with scale.cu.
#include <cstdio>

extern "C" int scale_on_device(float *host, float k, int n);

int main()
{
    float v[100];
    for (int i = 0; i < 100; i++)
        v[i] = (float)i;
    if (scale_on_device(v, 2.0f, 100) != 0) {
        std::printf("cuda error\n");
        return 1;
    }
    for (int i = 0; i < 100; i++) {
        if (v[i] != 2.0f * i) {
            std::printf("wrong at %d: %g\n", i, v[i]);
            return 1;
        }
    }
    std::printf("scaled\n");
    return 0;
}
