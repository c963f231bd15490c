/* Which state space a generic address is in: PTX isspacep and CUDA's
 * __isGlobal/__isShared/__isConstant/__isLocal. On a CPU every space is
 * ordinary memory, so the answer comes from where the address lies: the
 * running block's shared arena, the calling thread's stack (a thread's
 * local variables), a __constant__ variable of a registered module, or
 * else global memory. The answers are NVPTX's address-space numbers. */
#include "runtime.h"

#include <pthread.h>

enum { SPACE_GLOBAL = 1, SPACE_SHARED = 3, SPACE_CONST = 4, SPACE_LOCAL = 5 };

static _Thread_local const char *shared_lo, *shared_hi;
static _Thread_local const char *stack_lo, *stack_hi;

void ferry_set_shared_extent(const void *base, size_t bytes)
{
    shared_lo = base;
    shared_hi = base ? (const char *)base + bytes : NULL;
}

static bool on_own_stack(const char *p)
{
    if (!stack_hi) {
        pthread_attr_t a;
        void *base;
        size_t size;
        if (pthread_getattr_np(pthread_self(), &a) != 0)
            return false;
        if (pthread_attr_getstack(&a, &base, &size) == 0) {
            stack_lo = base;
            stack_hi = (const char *)base + size;
        }
        pthread_attr_destroy(&a);
    }
    return stack_hi && p >= stack_lo && p < stack_hi;
}

FERRY_API uint32_t __ferry_space_of(const void *p)
{
    const char *c = p;
    if (shared_hi && c >= shared_lo && c < shared_hi)
        return SPACE_SHARED;
    if (on_own_stack(c))
        return SPACE_LOCAL;
    if (ferry_var_is_constant(p))
        return SPACE_CONST;
    return SPACE_GLOBAL;
}
