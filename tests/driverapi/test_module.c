/* A Ferry loadable module written by hand, as ferry-lower --loadable lays
 * one out (runtime/ferry_abi.h): the exported descriptor, block entries
 * that run every thread of a block, device variables, and runtime entry
 * points reached only through import slots.  Built as a shared object for
 * the driver API tests; -DBAD_IMPORT and -DBAD_ABI make broken variants. */
#include <stdint.h>

#include "ferry_abi.h"

static int (*slot_grid_is_valid)(void);
static int (*slot_vprintf)(const char *, const void *);
#ifdef BAD_IMPORT
static void *slot_missing;
#endif

static int counter;                           /* __device__ int counter */
static float table[4] = {1.0f, 2.0f, 3.0f, 4.0f}; /* __constant__ float table[4] */

#define THREADS(ctx) (ctx->block_dim[0] * ctx->block_dim[1] * ctx->block_dim[2])
#define GLOBAL_X(ctx, t) (ctx->block_idx[0] * ctx->block_dim[0] + (t))

/* vec_add(const float *a, const float *b, float *c, int n): c = a + b */
static void vec_add(void **args, ferry_block_ctx *ctx)
{
    const float *a = *(float **)args[0], *b = *(float **)args[1];
    float *c = *(float **)args[2];
    int n = *(int *)args[3];
    for (uint32_t t = 0; t < ctx->block_dim[0]; t++) {
        uint32_t i = GLOBAL_X(ctx, t);
        if (i < (uint32_t)n)
            c[i] = a[i] + b[i];
    }
}

/* scale(float *x, int n): x[i] *= table[i % 4]; counter += 1 per thread */
static void scale(void **args, ferry_block_ctx *ctx)
{
    float *x = *(float **)args[0];
    int n = *(int *)args[1];
    for (uint32_t t = 0; t < ctx->block_dim[0]; t++) {
        uint32_t i = GLOBAL_X(ctx, t);
        if (i < (uint32_t)n)
            x[i] *= table[i % 4];
        __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
    }
}

/* mixed(long long *out, char c, short s, int i, double d, float f, long long l) */
static void mixed(void **args, ferry_block_ctx *ctx)
{
    (void)ctx;
    long long *out = *(long long **)args[0];
    out[0] = *(char *)args[1];
    out[1] = *(short *)args[2];
    out[2] = *(int *)args[3];
    out[3] = (long long)(*(double *)args[4] * 1000.0);
    out[4] = (long long)(*(float *)args[5] * 1000.0f);
    out[5] = *(long long *)args[6];
}

/* probe(int *out): the import slots were filled before the launch */
static void probe(void **args, ferry_block_ctx *ctx)
{
    int *out = *(int **)args[0];
    out[0] = slot_grid_is_valid();
    out[1] = (int)THREADS(ctx);
    out[2] = (int)ctx->dyn_shared;
    struct { int value; } pf = {42};
    out[3] = slot_vprintf("", &pf); /* prints nothing, returns 0 */
}

/* bump(): no parameters */
static void bump(void **args, ferry_block_ctx *ctx)
{
    (void)args;
    __atomic_fetch_add(&counter, (int)THREADS(ctx), __ATOMIC_RELAXED);
}

/* vec_add's parameters, so that its arguments can be copied (graph
 * nodes, stream capture); scale keeps none, as a hand-made descriptor may */
static const ferry_param vec_add_params[] = {{0, 8}, {8, 8}, {16, 8}, {24, 4}};

/* mixed's parameters packed as cuLaunchKernel's `extra` has them */
static const ferry_param mixed_params[] = {{0, 8}, {8, 1}, {10, 2}, {12, 4}, {16, 8}, {24, 4}, {32, 8}};

static const ferry_kernel_desc kernels[] = {
    {"vec_add", vec_add, 4, 0, 0, vec_add_params, 0},
    {"_Z5scalePfi", scale, 2, 0, 0, NULL, 0},
    {"mixed", mixed, 7, 0, 0, mixed_params, 0},
    {"probe", probe, 1, 256, 0, NULL, 0},
    {"bump", bump, 0, 0, 0, NULL, 0},
};

static const ferry_var_desc vars[] = {
    {"counter", &counter, sizeof counter, 0},
    {"table", table, sizeof table, FERRY_VAR_CONSTANT},
};

static const ferry_import imports[] = {
    {"__ferry_grid_is_valid", (void **)&slot_grid_is_valid},
    {"__ferry_vprintf", (void **)&slot_vprintf},
#ifdef BAD_IMPORT
    {"__ferry_no_such_function", &slot_missing},
#endif
};

#ifdef BAD_ABI
#define ABI 999
#else
#define ABI FERRY_ABI_VERSION
#endif

__attribute__((visibility("default"))) const ferry_module_desc __ferry_loadable_module = {
    ABI, sizeof kernels / sizeof kernels[0], sizeof vars / sizeof vars[0], sizeof imports / sizeof imports[0],
    "test_module", kernels, vars, imports,
};
