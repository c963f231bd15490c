#include <cstdio>

int scale_on_device(int *host, int n);

int main()
{
    int v[100];
    for (int i = 0; i < 100; i++)
        v[i] = i;
    if (scale_on_device(v, 100) != 0) {
        printf("FAIL makefile rdc: launch\n");
        return 1;
    }
    for (int i = 0; i < 100; i++)
        if (v[i] != (2 * (i % 4) + 1) * i + 1) {
            printf("FAIL makefile rdc: v[%d] = %d\n", i, v[i]);
            return 1;
        }
    printf("PASS makefile rdc\n");
    return 0;
}
