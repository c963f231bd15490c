/* Registration: the host side (__cudaRegister*, from clang's host pass)
 * names kernels and variables by module id and device name; the device
 * side (__ferry_register_module, from ferry-lower's constructor) gives the
 * CPU entry points for the same names.  Constructors run in no fixed order,
 * so each side is matched against the other whenever either arrives, and
 * again lazily when a lookup finds an entry still unmatched. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "managed.h"
#include "runtime.h"
#include "tex_internal.h"

typedef struct fatbin {
    const char *module_id; /* NULL when the blob is not one of ours */
} fatbin;

typedef struct ferry_var {
    const void *shadow;
    const char *name;
    const char *module_id;
    void **managed_slot; /* __cudaRegisterManagedVar: the host pointer to point at the data */
    size_t size;         /* as the host side registered it */
    const ferry_var_desc *desc;
} ferry_var;

/* Both tables are sorted by host address for binary search. */
typedef struct table {
    void **items;
    size_t count, capacity;
} table;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static const ferry_module_desc **modules;
static size_t num_modules, cap_modules;
static table functions, vars;

static const void *key_of(const table *t, size_t i)
{
    return t == &functions ? ((ferry_function *)t->items[i])->stub : ((ferry_var *)t->items[i])->shadow;
}

static size_t lower_bound(const table *t, const void *key)
{
    size_t lo = 0, hi = t->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((uintptr_t)key_of(t, mid) < (uintptr_t)key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static void *table_find(const table *t, const void *key)
{
    size_t i = lower_bound(t, key);
    return i < t->count && key_of(t, i) == key ? t->items[i] : NULL;
}

static bool table_insert(table *t, void *item, const void *key)
{
    if (t->count == t->capacity) {
        size_t cap = t->capacity ? t->capacity * 2 : 32;
        void **items = realloc(t->items, cap * sizeof *items);
        if (!items)
            return false;
        t->items = items;
        t->capacity = cap;
    }
    size_t i = lower_bound(t, key);
    memmove(&t->items[i + 1], &t->items[i], (t->count - i) * sizeof *t->items);
    t->items[i] = item;
    t->count++;
    return true;
}

static const ferry_module_desc *module_by_id(const char *id)
{
    for (size_t i = 0; id && i < num_modules; i++)
        if (strcmp(modules[i]->module_id, id) == 0)
            return modules[i];
    return NULL;
}

static void resolve_function(ferry_function *f)
{
    const ferry_module_desc *m = module_by_id(f->module_id);
    for (uint32_t i = 0; m && !f->kernel && i < m->num_kernels; i++)
        if (strcmp(m->kernels[i].name, f->name) == 0)
            f->kernel = &m->kernels[i];
}

/* A __managed__ variable's host shadow becomes the variable: it takes the
 * initial value and device code is pointed at it (ferry_abi.h). Host code
 * reads and writes the shadow directly, and registration runs before main,
 * so host and device see one copy from the start. */
static void bind_managed(ferry_var *v, const ferry_var_desc *slot)
{
    void **p = slot->addr;
    if (v->size != v->desc->size || *p != v->desc->addr)
        return; /* already bound: the first shadow keeps it */
    memcpy((void *)v->shadow, v->desc->addr, v->size);
    *p = (void *)v->shadow;
}

static bool is_managed(const ferry_var_desc *d)
{
    return (d->flags & FERRY_VAR_MANAGED) && (d[1].flags & FERRY_VAR_MANAGED_SLOT);
}

static void resolve_var(ferry_var *v)
{
    const ferry_module_desc *m = module_by_id(v->module_id);
    for (uint32_t i = 0; m && !v->desc && i < m->num_vars; i++) {
        if (!m->vars[i].name || strcmp(m->vars[i].name, v->name) != 0)
            continue;
        v->desc = &m->vars[i];
        if ((v->desc->flags & FERRY_VAR_MANAGED) && i + 1 < m->num_vars && is_managed(v->desc))
            bind_managed(v, &m->vars[i + 1]);
    }
    if (v->desc && v->managed_slot)
        *v->managed_slot = v->desc->addr;
}

static void resolve_all(void)
{
    for (size_t i = 0; i < functions.count; i++)
        resolve_function(functions.items[i]);
    for (size_t i = 0; i < vars.count; i++)
        resolve_var(vars.items[i]);
}

FERRY_API void __ferry_register_module(const ferry_module_desc *m)
{
    if (!m || m->abi_version != FERRY_ABI_VERSION || !m->module_id)
        return;
    pthread_mutex_lock(&lock);
    if (num_modules == cap_modules) {
        size_t cap = cap_modules ? cap_modules * 2 : 16;
        const ferry_module_desc **mods = realloc(modules, cap * sizeof *mods);
        if (mods) {
            modules = mods;
            cap_modules = cap;
        }
    }
    if (num_modules < cap_modules)
        modules[num_modules++] = m;
    resolve_all();
    pthread_mutex_unlock(&lock);
}

/* The wrapper clang emits: {magic, version, blob, unused}. */
typedef struct fatbin_wrapper {
    int magic;
    int version;
    const char *blob;
    void *unused;
} fatbin_wrapper;

FERRY_API void **__cudaRegisterFatBinary(void *fatCubin)
{
    fatbin *fb = calloc(1, sizeof *fb);
    const fatbin_wrapper *w = fatCubin;
    size_t plen = strlen(FERRY_BLOB_PREFIX);
    if (fb && w && w->blob && strncmp(w->blob, FERRY_BLOB_PREFIX, plen) == 0)
        fb->module_id = w->blob + plen;
    return (void **)fb;
}

FERRY_API void __cudaRegisterFatBinaryEnd(void **fatCubinHandle)
{
    (void)fatCubinHandle;
}

static void drop_entries(table *t, const char *module_id)
{
    size_t kept = 0;
    for (size_t i = 0; i < t->count; i++) {
        const char *id = t == &functions ? ((ferry_function *)t->items[i])->module_id
                                         : ((ferry_var *)t->items[i])->module_id;
        if (id == module_id)
            free(t->items[i]);
        else
            t->items[kept++] = t->items[i];
    }
    t->count = kept;
}

FERRY_API void __cudaUnregisterFatBinary(void **fatCubinHandle)
{
    fatbin *fb = (fatbin *)fatCubinHandle;
    if (!fb)
        return;
    /* Entries point into the unloading image; drop them (dlclose case). */
    pthread_mutex_lock(&lock);
    if (fb->module_id) {
        drop_entries(&functions, fb->module_id);
        drop_entries(&vars, fb->module_id);
    }
    pthread_mutex_unlock(&lock);
    free(fb);
}

FERRY_API void __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                                      const char *deviceName, int thread_limit, void *tid, void *bid,
                                      void *bDim, void *gDim, int *wSize)
{
    (void)deviceName, (void)thread_limit, (void)tid, (void)bid, (void)bDim, (void)gDim, (void)wSize;
    fatbin *fb = (fatbin *)fatCubinHandle;
    ferry_function *f = calloc(1, sizeof *f);
    if (!fb || !f || !hostFun || !deviceFun) {
        free(f);
        return;
    }
    *f = (ferry_function){.stub = hostFun, .name = deviceFun, .module_id = fb->module_id,
                          .max_dynamic_shared = -1, .carveout = -1};
    pthread_mutex_lock(&lock);
    if (table_find(&functions, hostFun) || !table_insert(&functions, f, hostFun))
        free(f);
    else
        resolve_function(f);
    pthread_mutex_unlock(&lock);
}

static void register_var(void **handle, const void *shadow, void **slot, const char *name, size_t size)
{
    fatbin *fb = (fatbin *)handle;
    ferry_var *v = calloc(1, sizeof *v);
    if (!fb || !v || !shadow || !name) {
        free(v);
        return;
    }
    *v = (ferry_var){.shadow = shadow, .name = name, .module_id = fb->module_id, .managed_slot = slot,
                     .size = size};
    pthread_mutex_lock(&lock);
    if (table_find(&vars, shadow) || !table_insert(&vars, v, shadow))
        free(v);
    else
        resolve_var(v);
    pthread_mutex_unlock(&lock);
}

FERRY_API void __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress, const char *deviceName,
                                 int ext, size_t size, int constant, int global)
{
    (void)deviceName, (void)ext, (void)constant, (void)global;
    register_var(fatCubinHandle, hostVar, NULL, deviceAddress, size);
}

FERRY_API void __cudaRegisterManagedVar(void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress,
                                        const char *deviceName, int ext, size_t size, int constant, int global)
{
    (void)deviceName, (void)ext, (void)constant, (void)global;
    register_var(fatCubinHandle, hostVarPtrAddress, hostVarPtrAddress, deviceAddress, size);
}

/* A texture or surface reference: its device twin holds a handle the
 * runtime sets when the reference is bound (texref.c). */
FERRY_API void __cudaRegisterTexture(void **fatCubinHandle, const void *hostVar, const void **deviceAddress,
                                     const char *deviceName, int dim, int norm, int ext)
{
    (void)deviceName, (void)ext;
    register_var(fatCubinHandle, hostVar, NULL, (const char *)deviceAddress, sizeof(unsigned long long));
    ferry_texref_register(hostVar, dim, norm, false);
}

FERRY_API void __cudaRegisterSurface(void **fatCubinHandle, const void *hostVar, const void **deviceAddress,
                                     const char *deviceName, int dim, int ext)
{
    (void)deviceName, (void)ext;
    register_var(fatCubinHandle, hostVar, NULL, (const char *)deviceAddress, sizeof(unsigned long long));
    ferry_texref_register(hostVar, dim, 0, true);
}

bool ferry_var_is_constant(const void *p)
{
    bool found = false;
    pthread_mutex_lock(&lock);
    for (size_t m = 0; m < num_modules && !found; m++)
        for (uint32_t i = 0; i < modules[m]->num_vars && !found; i++) {
            const ferry_var_desc *v = &modules[m]->vars[i];
            found = (v->flags & FERRY_VAR_CONSTANT) && (const char *)p >= (const char *)v->addr &&
                    (const char *)p < (const char *)v->addr + v->size;
        }
    pthread_mutex_unlock(&lock);
    return found;
}

ferry_function *ferry_function_find(const void *stub)
{
    pthread_mutex_lock(&lock);
    ferry_function *f = table_find(&functions, stub);
    if (f && !f->kernel)
        resolve_function(f);
    pthread_mutex_unlock(&lock);
    if (!f)
        return ferry_cu_function_find(stub);
    return f->kernel ? f : NULL;
}

const ferry_var_desc *ferry_var_find(const void *shadow)
{
    pthread_mutex_lock(&lock);
    ferry_var *v = table_find(&vars, shadow);
    if (v && !v->desc)
        resolve_var(v);
    const ferry_var_desc *d = v ? v->desc : NULL;
    pthread_mutex_unlock(&lock);
    return d;
}

static bool within(const void *p, size_t n, const void *base, size_t size)
{
    const char *c = p, *b = base;
    return c >= b && (size_t)(c - b) < size && n <= size - (size_t)(c - b);
}

/* The host shadow of a bound __managed__ variable that holds [p, p+n). */
static bool in_managed_var(const void *p, size_t n)
{
    for (size_t i = 0; i < vars.count; i++) {
        const ferry_var *v = vars.items[i];
        if (v->desc && (v->desc->flags & FERRY_VAR_MANAGED) && !v->managed_slot
            && within(p, n, v->shadow, v->size))
            return true;
    }
    return false;
}

bool ferry_var_is_managed(const void *p)
{
    pthread_mutex_lock(&lock);
    bool ok = in_managed_var(p, 1);
    pthread_mutex_unlock(&lock);
    return ok;
}

/* Device variables count as device memory for copies and pointer queries,
 * whether or not the host side registered them; so do the host shadows of
 * __managed__ variables, which are those variables. */
bool ferry_var_range_ok(const void *p, size_t n)
{
    bool ok = false;
    pthread_mutex_lock(&lock);
    for (size_t i = 0; !ok && i < num_modules; i++) {
        for (uint32_t j = 0; !ok && j < modules[i]->num_vars; j++) {
            const ferry_var_desc *v = &modules[i]->vars[j];
            ok = !(v->flags & FERRY_VAR_MANAGED_SLOT) && within(p, n, v->addr, v->size);
        }
    }
    ok = ok || in_managed_var(p, n);
    pthread_mutex_unlock(&lock);
    return ok;
}
