// n floats between two pages no one may read (mprotect): starting right
// after the first (start) or ending right before the second, so that a
// kernel reading before the first element or past the last faults. Filled
// with (k * mul) % mod; NULL if the pages cannot be had.
#ifndef FERRY_TESTS_CUDA_FENCED_H
#define FERRY_TESTS_CUDA_FENCED_H

#include <sys/mman.h>
#include <unistd.h>

static float *fenced_floats(int n, bool start, int mul, int mod)
{
    long page = sysconf(_SC_PAGESIZE);
    size_t bytes = n * sizeof(float), span = (bytes + page - 1) / page * page;
    char *area = (char *)mmap(NULL, span + 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED)
        return NULL;
    float *a = (float *)(area + page + (start ? 0 : span - bytes));
    for (int k = 0; k < n; k++)
        a[k] = (float)((k * mul) % mod);
    if (mprotect(area, page, PROT_NONE) != 0 || mprotect(area + page + span, page, PROT_NONE) != 0)
        return NULL;
    return a;
}

#endif
