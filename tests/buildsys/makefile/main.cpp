#include "app.h"

#include <cstdio>

int main()
{
    int c = add_on_device(40, 2);
    if (c != 42) {
        printf("FAIL makefile: %d\n", c);
        return 1;
    }
    printf("PASS makefile\n");
    return 0;
}
