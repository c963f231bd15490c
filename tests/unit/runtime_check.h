/* The check macro shared by the runtime unit tests: counts and reports,
 * ending with "N passed, N failed" as CI counts it. */
#ifndef RUNTIME_CHECK_H
#define RUNTIME_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(c)                                                                    \
    do {                                                                            \
        if (c)                                                                      \
            passed++;                                                               \
        else {                                                                      \
            failed++;                                                               \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);  \
        }                                                                           \
    } while (0)

#endif
