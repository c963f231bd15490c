/* Virtual memory management on the CPU, for real: a reservation is address
 * space mapped PROT_NONE, a physical allocation a memory file (memfd), a
 * mapping that file mapped MAP_SHARED|MAP_FIXED into the reservation, and
 * access rights are mprotect.  Each contiguous run of mappings is one
 * device allocation in the runtime's table, so kernels and copies accept
 * it across the seams of the chunks it is made of. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cu_internal.h"

#define GRANULARITY ((size_t)2 << 20)
#define MAX_RUNS 64 /* registered runs a reservation remembers */

typedef struct vmm_alloc {
    int fd;
    size_t size;
    CUmemAllocationProp prop;
    int user_refs; /* cuMemCreate and cuMemRetainAllocationHandle, less cuMemRelease */
    int map_refs;
    struct vmm_alloc *next;
} vmm_alloc;

typedef struct vmm_map {
    char *base;
    size_t size;
    vmm_alloc *alloc;
    unsigned long long access;
    struct vmm_map *next;
} vmm_map;

typedef struct vmm_reserve {
    char *base;
    size_t size;
    char *runs[MAX_RUNS]; /* the bases registered in the allocation table */
    int num_runs;
    struct vmm_reserve *next;
} vmm_reserve;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static vmm_alloc *allocs;
static vmm_map *maps;
static vmm_reserve *reserves;

static char *ptr_of(CUdeviceptr d)
{
    return (char *)(uintptr_t)d;
}

static bool aligned(size_t v)
{
    return v % GRANULARITY == 0;
}

static CUresult prop_ok(const CUmemAllocationProp *prop)
{
    if (!prop || prop->type != CU_MEM_ALLOCATION_TYPE_PINNED || prop->location.type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    if (ferry_cu_check_device(prop->location.id) != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_DEVICE;
    if (prop->requestedHandleTypes & ~(unsigned)CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        return CUDA_ERROR_NOT_SUPPORTED;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop,
                                                 CUmemAllocationGranularity_flags option)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!granularity || (unsigned)option > CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = prop_ok(prop);
    if (r == CUDA_SUCCESS)
        *granularity = GRANULARITY;
    return r;
}

/* ---- lookups (under the lock) ---- */

static vmm_alloc *alloc_of(CUmemGenericAllocationHandle h)
{
    for (vmm_alloc *a = allocs; a; a = a->next)
        if ((CUmemGenericAllocationHandle)(uintptr_t)a == h && a->user_refs > 0)
            return a;
    return NULL;
}

static vmm_reserve *reserve_of(const char *p, size_t n)
{
    for (vmm_reserve *v = reserves; v; v = v->next)
        if (p >= v->base && (size_t)(p - v->base) < v->size && n <= v->size - (size_t)(p - v->base))
            return v;
    return NULL;
}

static vmm_map *map_at(const char *p)
{
    for (vmm_map *m = maps; m; m = m->next)
        if (p >= m->base && (size_t)(p - m->base) < m->size)
            return m;
    return NULL;
}

static bool overlaps(const char *a, size_t an, const char *b, size_t bn)
{
    return a < b + bn && b < a + an;
}

static void alloc_drop(vmm_alloc *a)
{
    if (a->user_refs > 0 || a->map_refs > 0)
        return;
    for (vmm_alloc **pp = &allocs; *pp; pp = &(*pp)->next)
        if (*pp == a) {
            *pp = a->next;
            break;
        }
    close(a->fd);
    free(a);
}

/* ---- reservations ---- */

/* Address space of size bytes aligned to align, at hint when it is free. */
static char *reserve_space(size_t size, size_t align, char *hint)
{
    int prot = PROT_NONE, fl = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
    if (hint && (uintptr_t)hint % align == 0) {
        void *p = mmap(hint, size, prot, fl | MAP_FIXED_NOREPLACE, -1, 0);
        if (p == hint)
            return p;
        if (p != MAP_FAILED)
            munmap(p, size);
    }
    if (size > SIZE_MAX - align)
        return NULL;
    void *p = mmap(NULL, size + align, prot, fl, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    char *start = (char *)(((uintptr_t)p + align - 1) & ~(uintptr_t)(align - 1));
    if (start > (char *)p)
        munmap(p, (size_t)(start - (char *)p));
    size_t tail = (size_t)((char *)p + size + align - (start + size));
    if (tail)
        munmap(start + size, tail);
    return start;
}

FERRY_API CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr,
                                       unsigned long long flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!ptr || size == 0 || !aligned(size) || flags != 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && (alignment & (alignment - 1)) != 0)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    size_t align = alignment > GRANULARITY ? alignment : GRANULARITY;
    vmm_reserve *v = calloc(1, sizeof *v);
    char *base = v ? reserve_space(size, align, ptr_of(addr)) : NULL;
    if (!base) {
        free(v);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    v->base = base;
    v->size = size;
    pthread_mutex_lock(&lock);
    v->next = reserves;
    reserves = v;
    pthread_mutex_unlock(&lock);
    *ptr = (CUdeviceptr)(uintptr_t)base;
    return CUDA_SUCCESS;
}

static bool reserve_mapped(const vmm_reserve *v)
{
    for (vmm_map *m = maps; m; m = m->next)
        if (overlaps(m->base, m->size, v->base, v->size))
            return true;
    return false;
}

/* The whole reservation, with nothing mapped in it any more. */
FERRY_API CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    vmm_reserve **pp = &reserves;
    while (*pp && ((*pp)->base != ptr_of(ptr) || (*pp)->size != size))
        pp = &(*pp)->next;
    vmm_reserve *v = *pp;
    if (v && !reserve_mapped(v))
        *pp = v->next;
    else
        r = CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_unlock(&lock);
    if (r == CUDA_SUCCESS) {
        munmap(v->base, v->size);
        free(v);
    }
    return r;
}

/* ---- physical allocations ---- */

FERRY_API CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop,
                               unsigned long long flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!handle || size == 0 || !aligned(size) || flags != 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = prop_ok(prop);
    if (r != CUDA_SUCCESS)
        return r;
    vmm_alloc *a = calloc(1, sizeof *a);
    int fd = a ? memfd_create("ferry-vmm", MFD_CLOEXEC) : -1;
    if (fd < 0 || ftruncate(fd, (off_t)size) != 0) {
        if (fd >= 0)
            close(fd);
        free(a);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *a = (vmm_alloc){.fd = fd, .size = size, .prop = *prop, .user_refs = 1};
    pthread_mutex_lock(&lock);
    a->next = allocs;
    allocs = a;
    pthread_mutex_unlock(&lock);
    *handle = (CUmemGenericAllocationHandle)(uintptr_t)a;
    return CUDA_SUCCESS;
}

/* The memory lives on while it is mapped. */
FERRY_API CUresult cuMemRelease(CUmemGenericAllocationHandle handle)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    vmm_alloc *a = alloc_of(handle);
    if (a) {
        a->user_refs--;
        alloc_drop(a);
    } else {
        r = CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_unlock(&lock);
    return r;
}

FERRY_API CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop,
                                                          CUmemGenericAllocationHandle handle)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !prop)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    vmm_alloc *a = alloc_of(handle);
    if (a)
        *prop = a->prop;
    pthread_mutex_unlock(&lock);
    return a ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

FERRY_API CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !handle)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    vmm_map *m = map_at(addr);
    if (m) {
        m->alloc->user_refs++;
        *handle = (CUmemGenericAllocationHandle)(uintptr_t)m->alloc;
    }
    pthread_mutex_unlock(&lock);
    return m ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* ---- mappings ---- */

static int by_base(const void *a, const void *b)
{
    const vmm_map *x = *(vmm_map *const *)a, *y = *(vmm_map *const *)b;
    return x->base < y->base ? -1 : x->base > y->base;
}

static void register_run(vmm_reserve *v, char *base, size_t size)
{
    if (v->num_runs < MAX_RUNS && ferry_alloc_insert(base, size, FERRY_MEM_DEVICE, FERRY_ALLOC_MAPPED))
        v->runs[v->num_runs++] = base;
}

/* Registers the reservation's mappings again as maximal contiguous runs. */
static void reregister(vmm_reserve *v)
{
    for (int i = 0; i < v->num_runs; i++)
        ferry_alloc_remove(v->runs[i], FERRY_KIND_BIT(FERRY_MEM_DEVICE), NULL);
    v->num_runs = 0;
    size_t n = 0;
    for (vmm_map *m = maps; m; m = m->next)
        n += overlaps(m->base, m->size, v->base, v->size);
    vmm_map **list = n ? malloc(n * sizeof *list) : NULL;
    if (!list)
        return;
    size_t k = 0;
    for (vmm_map *m = maps; m; m = m->next)
        if (overlaps(m->base, m->size, v->base, v->size))
            list[k++] = m;
    qsort(list, n, sizeof *list, by_base);
    char *run = list[0]->base, *end = run + list[0]->size;
    for (size_t i = 1; i < n; i++) {
        if (list[i]->base != end) {
            register_run(v, run, (size_t)(end - run));
            run = list[i]->base;
        }
        end = list[i]->base + list[i]->size;
    }
    register_run(v, run, (size_t)(end - run));
    free(list);
}

static bool range_unmapped(const char *p, size_t n)
{
    for (vmm_map *m = maps; m; m = m->next)
        if (overlaps(m->base, m->size, p, n))
            return false;
    return true;
}

static CUresult map_locked(char *p, size_t size, size_t offset, CUmemGenericAllocationHandle handle)
{
    vmm_alloc *a = alloc_of(handle);
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    vmm_reserve *v = reserve_of(p, size);
    if (!v || offset > a->size || size > a->size - offset || !range_unmapped(p, size))
        return CUDA_ERROR_INVALID_VALUE;
    vmm_map *m = calloc(1, sizeof *m);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (mmap(p, size, PROT_NONE, MAP_SHARED | MAP_FIXED, a->fd, (off_t)offset) == MAP_FAILED) {
        free(m);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *m = (vmm_map){.base = p, .size = size, .alloc = a, .access = CU_MEM_ACCESS_FLAGS_PROT_NONE, .next = maps};
    maps = m;
    a->map_refs++;
    reregister(v);
    return CUDA_SUCCESS;
}

/* The memory is not accessible until cuMemSetAccess, as in CUDA. */
FERRY_API CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle,
                            unsigned long long flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (size == 0 || !aligned(size) || !aligned(ptr) || !aligned(offset) || flags != 0))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    r = map_locked(ptr_of(ptr), size, offset, handle);
    pthread_mutex_unlock(&lock);
    return r;
}

/* Every mapping the range touches lies wholly inside it, and there is one. */
static bool covers_whole_maps(const char *p, size_t n)
{
    bool any = false;
    for (vmm_map *m = maps; m; m = m->next) {
        if (!overlaps(m->base, m->size, p, n))
            continue;
        if (m->base < p || m->base + m->size > p + n)
            return false;
        any = true;
    }
    return any;
}

static void unmap_locked(char *p, size_t n, vmm_reserve *v)
{
    for (vmm_map **pp = &maps; *pp;) {
        vmm_map *m = *pp;
        if (!overlaps(m->base, m->size, p, n)) {
            pp = &m->next;
            continue;
        }
        *pp = m->next;
        mmap(m->base, m->size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
        m->alloc->map_refs--;
        alloc_drop(m->alloc);
        free(m);
    }
    reregister(v);
}

FERRY_API CUresult cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (size == 0 || !aligned(size) || !aligned(ptr)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    char *p = ptr_of(ptr);
    pthread_mutex_lock(&lock);
    vmm_reserve *v = reserve_of(p, size);
    if (v && covers_whole_maps(p, size))
        unmap_locked(p, size, v);
    else
        r = CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_unlock(&lock);
    return r;
}

/* ---- access ---- */

static bool fully_mapped(const char *p, size_t n)
{
    const char *end = p + n;
    while (p < end) {
        vmm_map *m = map_at(p);
        if (!m)
            return false;
        p = m->base + m->size;
    }
    return true;
}

static int prot_of(unsigned long long flags)
{
    if (flags == CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        return PROT_READ | PROT_WRITE;
    return flags == CU_MEM_ACCESS_FLAGS_PROT_READ ? PROT_READ : PROT_NONE;
}

static CUresult desc_ok(const CUmemAccessDesc *d)
{
    if (d->location.type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    if (ferry_cu_check_device(d->location.id) != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_DEVICE;
    if (d->flags != CU_MEM_ACCESS_FLAGS_PROT_NONE && d->flags != CU_MEM_ACCESS_FLAGS_PROT_READ &&
        d->flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

/* One device (the host's CPU), so the last descriptor decides. */
FERRY_API CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!desc || count == 0 || size == 0 || !aligned(size) || !aligned(ptr)))
        r = CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; r == CUDA_SUCCESS && i < count; i++)
        r = desc_ok(&desc[i]);
    if (r != CUDA_SUCCESS)
        return r;
    char *p = ptr_of(ptr);
    unsigned long long flags = desc[count - 1].flags;
    pthread_mutex_lock(&lock);
    if (!fully_mapped(p, size) || mprotect(p, size, prot_of(flags)) != 0)
        r = CUDA_ERROR_INVALID_VALUE;
    for (vmm_map *m = maps; r == CUDA_SUCCESS && m; m = m->next)
        if (overlaps(m->base, m->size, p, size))
            m->access = flags;
    pthread_mutex_unlock(&lock);
    return r;
}

FERRY_API CUresult cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!flags || !location))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && location->type != CU_MEM_LOCATION_TYPE_DEVICE)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && ferry_cu_check_device(location->id) != CUDA_SUCCESS)
        r = CUDA_ERROR_INVALID_DEVICE;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    vmm_map *m = map_at(ptr_of(ptr));
    if (m)
        *flags = m->access;
    pthread_mutex_unlock(&lock);
    return m ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

bool ferry_vmm_allows(const void *p, size_t n, bool write)
{
    unsigned long long need = write ? CU_MEM_ACCESS_FLAGS_PROT_READWRITE : CU_MEM_ACCESS_FLAGS_PROT_READ;
    bool ok = true;
    pthread_mutex_lock(&lock);
    for (vmm_map *m = maps; m && ok; m = m->next)
        if (overlaps(m->base, m->size, p, n))
            ok = m->access == need || m->access == CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    pthread_mutex_unlock(&lock);
    return ok;
}

bool ferry_cu_vmm_find(const void *p, ferry_cu_vmm_info *out)
{
    pthread_mutex_lock(&lock);
    vmm_map *m = map_at(p);
    if (m)
        *out = (ferry_cu_vmm_info){m->base, m->size, m->access, (CUmemGenericAllocationHandle)(uintptr_t)m->alloc};
    pthread_mutex_unlock(&lock);
    return m != NULL;
}

void ferry_cu_vmm_reset(void)
{
    pthread_mutex_lock(&lock);
    for (vmm_reserve *v = reserves; v; v = v->next)
        unmap_locked(v->base, v->size, v);
    pthread_mutex_unlock(&lock);
}

/* ---- sharing through a file descriptor ---- */

FERRY_API CUresult cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle,
                                                CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!shareableHandle || flags != 0 || handleType != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    pthread_mutex_lock(&lock);
    vmm_alloc *a = alloc_of(handle);
    int fd = -1;
    if (!a || !(a->prop.requestedHandleTypes & CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))
        r = CUDA_ERROR_INVALID_VALUE; /* not made to be shared this way */
    else if ((fd = dup(a->fd)) < 0)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&lock);
    if (r == CUDA_SUCCESS)
        *(int *)shareableHandle = fd;
    return r;
}

/* osHandle is the descriptor itself, (void *)(uintptr_t)fd, as in CUDA;
 * the caller keeps it, the allocation holds a copy. */
FERRY_API CUresult cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle,
                                                  CUmemAllocationHandleType shHandleType)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && (!handle || shHandleType != CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    int fd = (int)(intptr_t)osHandle;
    off_t size = fd >= 0 ? lseek(fd, 0, SEEK_END) : -1;
    if (size <= 0 || !aligned((size_t)size))
        return CUDA_ERROR_INVALID_VALUE;
    vmm_alloc *a = calloc(1, sizeof *a);
    int mine = a ? dup(fd) : -1;
    if (mine < 0) {
        free(a);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED,
                                .requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                                .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};
    *a = (vmm_alloc){.fd = mine, .size = (size_t)size, .prop = prop, .user_refs = 1};
    pthread_mutex_lock(&lock);
    a->next = allocs;
    allocs = a;
    pthread_mutex_unlock(&lock);
    *handle = (CUmemGenericAllocationHandle)(uintptr_t)a;
    return CUDA_SUCCESS;
}
