/* The check macros shared by the PTX unit tests (the style of
 * runtime_check.h): count and report, ending with "N passed, N failed". */
#ifndef PTX_CHECK_H
#define PTX_CHECK_H

#include <stdio.h>
#include <string.h>

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

/* Two strings equal; both are shown when they differ. */
#define CHECK_STR(got, want)                                                        \
    do {                                                                            \
        const char *g_ = (got), *w_ = (want);                                       \
        if (g_ && w_ && strcmp(g_, w_) == 0)                                        \
            passed++;                                                               \
        else {                                                                      \
            failed++;                                                               \
            fprintf(stderr, "%s:%d: check failed: %s\n  got:  %s\n  want: %s\n",   \
                    __FILE__, __LINE__, #got, g_ ? g_ : "(null)", w_ ? w_ : "(null)"); \
        }                                                                           \
    } while (0)

#endif
