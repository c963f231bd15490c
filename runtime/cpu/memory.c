/* Memory of the CPU device: host memory from the C library.  Copies may
 * overlap (cudaMemcpy on one allocation), hence memmove. */
#include <stdlib.h>
#include <string.h>

#include "device.h"

void *ferry_dev_alloc(size_t bytes, size_t align)
{
    void *p = NULL;
    size_t rounded = (bytes + align - 1) & ~(align - 1);
    if (rounded < bytes || posix_memalign(&p, align, rounded ? rounded : align) != 0)
        return NULL;
    return p;
}

void ferry_dev_free(void *p)
{
    free(p);
}

void ferry_dev_copy(void *dst, const void *src, size_t n)
{
    memmove(dst, src, n);
}

void ferry_dev_fill(void *dst, int value, size_t n)
{
    memset(dst, value, n);
}
