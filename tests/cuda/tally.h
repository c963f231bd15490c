// CHECK for the tests/cuda programs that check everything and report every
// failure: CHECK(cond) counts a false cond in `failures` and prints the
// line; the program ends with failures != 0 as its status.
#ifndef FERRY_TESTS_CUDA_TALLY_H
#define FERRY_TESTS_CUDA_TALLY_H

#include <cstdio>

static int failures = 0;
#define CHECK(c)                                            \
    do {                                                    \
        if (!(c)) {                                         \
            printf("FAIL line %d: %s\n", __LINE__, #c);     \
            failures++;                                     \
        }                                                   \
    } while (0)

#endif
