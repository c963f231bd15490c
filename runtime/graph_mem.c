/* Graph memory: allocation and free nodes, and their capture from
 * cudaMallocAsync/cudaFreeAsync.  As CUDA's, an allocation node's address
 * is fixed when the node is made and stays the same for every launch; the
 * memory behind it exists from the node's run to the free (a free node, or
 * cudaFree/cudaFreeAsync outside the graph).  Here the address range is
 * reserved with mmap when the node is made, made accessible and entered in
 * the allocation table when the node runs, and given back (the range kept)
 * when freed. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "graph.h"

#define GRAPH_MEM_ALIGN 4096

/* Every live range, for cudaFree, and the figures of the memory attributes. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static ferry_graph_mem **ranges;
static size_t count, capacity;
static size_t used, used_high, reserved_total, reserved_high;

static ferry_graph_mem *range_of(const void *p)
{
    for (size_t i = 0; i < count; i++)
        if (ranges[i]->base == (const char *)p)
            return ranges[i];
    return NULL;
}

bool ferry_graph_mem_range_ok(const void *p, size_t n)
{
    const char *c = p;
    pthread_mutex_lock(&lock);
    bool ok = false;
    for (size_t i = 0; i < count && !ok; i++)
        ok = c >= ranges[i]->base && n <= ranges[i]->size && (size_t)(c - ranges[i]->base) <= ranges[i]->size - n;
    pthread_mutex_unlock(&lock);
    return ok;
}

static bool commit(ferry_graph_mem *m)
{
    if (m->live)
        return true;
    if (mprotect(m->base, m->reserved, PROT_READ | PROT_WRITE) != 0 ||
        !ferry_alloc_insert(m->base, m->size, FERRY_MEM_DEVICE, FERRY_ALLOC_GRAPH))
        return false;
    m->live = true;
    used += m->reserved;
    used_high = used > used_high ? used : used_high;
    return true;
}

static void decommit(ferry_graph_mem *m)
{
    if (!m->live)
        return;
    ferry_alloc_remove(m->base, FERRY_KIND_BIT(FERRY_MEM_DEVICE), NULL);
    madvise(m->base, m->reserved, MADV_DONTNEED);
    mprotect(m->base, m->reserved, PROT_NONE);
    m->live = false;
    used -= m->reserved;
}

void ferry_graph_mem_unref(ferry_graph_mem *m)
{
    pthread_mutex_lock(&lock);
    bool last = --m->refs == 0;
    if (last) {
        decommit(m);
        for (size_t i = 0; i < count; i++)
            if (ranges[i] == m)
                ranges[i] = ranges[--count];
        reserved_total -= m->reserved;
    }
    pthread_mutex_unlock(&lock);
    if (last) {
        munmap(m->base, m->reserved);
        free(m);
    }
}

bool ferry_graph_mem_free(void *p)
{
    pthread_mutex_lock(&lock);
    ferry_graph_mem *m = range_of(p);
    bool ok = m && m->live;
    if (ok)
        decommit(m);
    pthread_mutex_unlock(&lock);
    return ok;
}

cudaError_t ferry_graph_mem_run(cudaGraphNode_t n)
{
    pthread_mutex_lock(&lock);
    bool ok = true;
    if (n->type == cudaGraphNodeTypeMemAlloc) {
        ok = commit(n->u.mem);
    } else {
        ferry_graph_mem *m = range_of(n->u.freed);
        if (m)
            decommit(m);
    }
    pthread_mutex_unlock(&lock);
    return ok ? cudaSuccess : cudaErrorMemoryAllocation;
}

static ferry_graph_mem *reserve(const struct cudaMemAllocNodeParams *p)
{
    size_t rounded = (p->bytesize + GRAPH_MEM_ALIGN - 1) & ~(size_t)(GRAPH_MEM_ALIGN - 1);
    ferry_graph_mem *m = calloc(1, sizeof *m);
    void *base = rounded >= p->bytesize ? mmap(NULL, rounded, PROT_NONE,
                                               MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
                                        : MAP_FAILED;
    pthread_mutex_lock(&lock);
    bool listed = m && base != MAP_FAILED && count < capacity;
    if (m && base != MAP_FAILED && count == capacity) {
        size_t cap = capacity ? capacity * 2 : 16;
        ferry_graph_mem **r = realloc(ranges, cap * sizeof *r);
        if (r) {
            ranges = r;
            capacity = cap;
            listed = true;
        }
    }
    if (listed) {
        *m = (ferry_graph_mem){base, p->bytesize, rounded, 1, false, *p};
        m->params.accessDescs = NULL; /* the caller's array need not outlive the call */
        m->params.accessDescCount = 0;
        ranges[count++] = m;
        reserved_total += rounded;
        reserved_high = reserved_total > reserved_high ? reserved_total : reserved_high;
    }
    pthread_mutex_unlock(&lock);
    if (listed)
        return m;
    if (base != MAP_FAILED)
        munmap(base, rounded);
    free(m);
    return NULL;
}

static cudaError_t fill_alloc(cudaGraphNode_t n, const void *params)
{
    const struct cudaMemAllocNodeParams *p = params;
    if (p->bytesize == 0 || p->poolProps.allocType != cudaMemAllocationTypePinned ||
        p->poolProps.location.type != cudaMemLocationTypeDevice || p->poolProps.location.id != 0)
        return cudaErrorInvalidValue;
    for (size_t i = 0; i < p->accessDescCount; i++)
        if (!p->accessDescs || p->accessDescs[i].location.id != 0)
            return cudaErrorInvalidDevice;
    ferry_graph_mem *m = reserve(p);
    if (!m)
        return cudaErrorMemoryAllocation;
    m->params.dptr = m->base;
    n->u.mem = m;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                               struct cudaMemAllocNodeParams *nodeParams)
{
    if (!pGraphNode || !graph || !nodeParams)
        return ferry_ret(cudaErrorInvalidValue);
    cudaError_t err = ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                           cudaGraphNodeTypeMemAlloc, fill_alloc, nodeParams);
    if (err == cudaSuccess)
        nodeParams->dptr = (*pGraphNode)->u.mem->base;
    return ferry_ret(err);
}

FERRY_API cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    if (!node || !params_out || node->type != cudaGraphNodeTypeMemAlloc)
        return ferry_ret(cudaErrorInvalidValue);
    *params_out = node->u.mem->params;
    return cudaSuccess;
}

static cudaError_t fill_free(cudaGraphNode_t n, const void *dptr)
{
    pthread_mutex_lock(&lock);
    bool known = range_of(dptr) != NULL;
    pthread_mutex_unlock(&lock);
    if (!known)
        return cudaErrorInvalidValue;
    n->u.freed = (void *)dptr;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                              const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                              void *dptr)
{
    if (!pGraphNode || !graph || !dptr)
        return ferry_ret(cudaErrorInvalidValue);
    return ferry_ret(ferry_graph_add_node(pGraphNode, graph, pDependencies, numDependencies,
                                          cudaGraphNodeTypeMemFree, fill_free, dptr));
}

FERRY_API cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    if (!node || !dptr_out || node->type != cudaGraphNodeTypeMemFree)
        return ferry_ret(cudaErrorInvalidValue);
    *(void **)dptr_out = node->u.freed;
    return cudaSuccess;
}

/* Freed ranges keep only their addresses: nothing more to give back. */
FERRY_API cudaError_t cudaDeviceGraphMemTrim(int device)
{
    return ferry_ret(device == 0 ? cudaSuccess : cudaErrorInvalidDevice);
}

FERRY_API cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    if (device != 0)
        return ferry_ret(cudaErrorInvalidDevice);
    if (!value)
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    size_t figures[] = {used, used_high, reserved_total, reserved_high};
    pthread_mutex_unlock(&lock);
    if ((unsigned)attr >= sizeof figures / sizeof figures[0])
        return ferry_ret(cudaErrorInvalidValue);
    *(unsigned long long *)value = figures[attr];
    return cudaSuccess;
}

/* Only the high-water marks may be set, and only to zero (a reset). */
FERRY_API cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    if (device != 0)
        return ferry_ret(cudaErrorInvalidDevice);
    if (!value || *(unsigned long long *)value != 0 ||
        (attr != cudaGraphMemAttrUsedMemHigh && attr != cudaGraphMemAttrReservedMemHigh))
        return ferry_ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&lock);
    if (attr == cudaGraphMemAttrUsedMemHigh)
        used_high = 0;
    else
        reserved_high = 0;
    pthread_mutex_unlock(&lock);
    return cudaSuccess;
}
