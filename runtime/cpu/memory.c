/* Memory of the CPU device: host memory from the C library.  Copies may
 * overlap (cudaMemcpy on one allocation), hence memmove.
 *
 * Large allocations start at different offsets within a page. The C
 * library maps each one afresh at the same page offset, so the arrays of
 * a kernel (hotspot's temperature, power and output) had the same low 12
 * address bits at the same index: a load of one array then waits on the
 * store to another that the CPU cannot tell apart from its low bits (4K
 * aliasing), and the rows of a tile of every array fall into the same L1
 * sets. Seven colours, 512 bytes apart, keep CUDA's 256-byte alignment. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"

#define COLOURED ((size_t)64 << 10) /* smaller ones share pages anyway */
#define PAGE ((size_t)4096)
#define COLOUR_STEP ((size_t)512)
#define COLOURS 7

static atomic_uint next_colour;

static size_t next_offset(void)
{
    unsigned k = atomic_fetch_add_explicit(&next_colour, 1, memory_order_relaxed);
    return COLOUR_STEP * (1 + (k * 3) % COLOURS);
}

void *ferry_dev_alloc(size_t bytes, size_t align)
{
    size_t rounded = (bytes + align - 1) & ~(align - 1);
    if (rounded < bytes)
        return NULL;
    if (!rounded)
        rounded = align;
    /* The block starts past a word that remembers the malloc'd base. */
    bool coloured = rounded >= COLOURED && align <= COLOUR_STEP;
    size_t lead = coloured ? next_offset() : align < sizeof(void *) ? sizeof(void *) : align;
    size_t base_align = coloured ? PAGE : lead;
    void *base = NULL;
    if (rounded + lead < rounded || posix_memalign(&base, base_align, rounded + lead) != 0)
        return NULL;
    char *p = (char *)base + lead;
    memcpy(p - sizeof base, &base, sizeof base);
    return p;
}

void ferry_dev_free(void *p)
{
    if (!p)
        return;
    void *base;
    memcpy(&base, (char *)p - sizeof base, sizeof base);
    free(base);
}

void ferry_dev_copy(void *dst, const void *src, size_t n)
{
    memmove(dst, src, n);
}

void ferry_dev_fill(void *dst, int value, size_t n)
{
    memset(dst, value, n);
}
