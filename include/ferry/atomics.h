/* Atomic functions of CUDA C++ (clang CUDA mode only).
 *
 * CUDA atomics are relaxed read-modify-writes; each one here is a single
 * clang __atomic builtin with __ATOMIC_RELAXED, i.e. a plain LLVM
 * `atomicrmw`/`cmpxchg ... monotonic` in the device IR.  atomicInc and
 * atomicDec (wrapping counters) are compare-and-swap loops.  The _block and
 * _system variants are the same operations: a CPU has one coherent memory. */
#ifndef FERRY_ATOMICS_H
#define FERRY_ATOMICS_H

#define __FERRY_ATOMIC_SCOPES(ret, name, params, body)                          \
    static __device__ __forceinline__ ret name params body                     \
    static __device__ __forceinline__ ret name##_block params body             \
    static __device__ __forceinline__ ret name##_system params body

#define __FERRY_RMW(name, builtin, T)                                           \
    __FERRY_ATOMIC_SCOPES(T, name, (T *address, T val),                         \
                          { return builtin(address, val, __ATOMIC_RELAXED); })

/* atomicAdd / atomicSub */
__FERRY_RMW(atomicAdd, __atomic_fetch_add, int)
__FERRY_RMW(atomicAdd, __atomic_fetch_add, unsigned int)
__FERRY_RMW(atomicAdd, __atomic_fetch_add, unsigned long long)
__FERRY_RMW(atomicAdd, __atomic_fetch_add, float)
/* As in CUDA, atomicAdd(double *, double) exists from sm_60 on; programs
 * commonly define their own CAS-based one for older targets. */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
__FERRY_RMW(atomicAdd, __atomic_fetch_add, double)
#endif
__FERRY_RMW(atomicSub, __atomic_fetch_sub, int)
__FERRY_RMW(atomicSub, __atomic_fetch_sub, unsigned int)
__FERRY_RMW(atomicSub, __atomic_fetch_sub, unsigned long long)

/* atomicExch */
#define __FERRY_XCHG(T)                                                         \
    __FERRY_ATOMIC_SCOPES(T, atomicExch, (T *address, T val),                   \
                          { return __atomic_exchange_n(address, val, __ATOMIC_RELAXED); })
__FERRY_XCHG(int)
__FERRY_XCHG(unsigned int)
__FERRY_XCHG(unsigned long long)
__FERRY_ATOMIC_SCOPES(float, atomicExch, (float *address, float val), {
    float old;
    __atomic_exchange(address, &val, &old, __ATOMIC_RELAXED);
    return old;
})
#undef __FERRY_XCHG

/* atomicMin / atomicMax (atomicrmw min/max/umin/umax) */
__FERRY_RMW(atomicMin, __atomic_fetch_min, int)
__FERRY_RMW(atomicMin, __atomic_fetch_min, unsigned int)
__FERRY_RMW(atomicMin, __atomic_fetch_min, long long)
__FERRY_RMW(atomicMin, __atomic_fetch_min, unsigned long long)
__FERRY_RMW(atomicMax, __atomic_fetch_max, int)
__FERRY_RMW(atomicMax, __atomic_fetch_max, unsigned int)
__FERRY_RMW(atomicMax, __atomic_fetch_max, long long)
__FERRY_RMW(atomicMax, __atomic_fetch_max, unsigned long long)

/* atomicAnd / atomicOr / atomicXor */
__FERRY_RMW(atomicAnd, __atomic_fetch_and, int)
__FERRY_RMW(atomicAnd, __atomic_fetch_and, unsigned int)
__FERRY_RMW(atomicAnd, __atomic_fetch_and, unsigned long long)
__FERRY_RMW(atomicOr, __atomic_fetch_or, int)
__FERRY_RMW(atomicOr, __atomic_fetch_or, unsigned int)
__FERRY_RMW(atomicOr, __atomic_fetch_or, unsigned long long)
__FERRY_RMW(atomicXor, __atomic_fetch_xor, int)
__FERRY_RMW(atomicXor, __atomic_fetch_xor, unsigned int)
__FERRY_RMW(atomicXor, __atomic_fetch_xor, unsigned long long)
#undef __FERRY_RMW

/* atomicCAS: returns the old value whether or not the swap happened. */
#define __FERRY_CAS(T)                                                          \
    __FERRY_ATOMIC_SCOPES(T, atomicCAS, (T *address, T compare, T val), {       \
        __atomic_compare_exchange_n(address, &compare, val, false,              \
                                    __ATOMIC_RELAXED, __ATOMIC_RELAXED);        \
        return compare;                                                         \
    })
__FERRY_CAS(int)
__FERRY_CAS(unsigned int)
__FERRY_CAS(unsigned long long)
__FERRY_CAS(unsigned short int)
#undef __FERRY_CAS

/* atomicInc: old >= val ? 0 : old + 1.  atomicDec: (old == 0 || old > val) ? val : old - 1. */
__FERRY_ATOMIC_SCOPES(unsigned int, atomicInc, (unsigned int *address, unsigned int val), {
    unsigned int old = __atomic_load_n(address, __ATOMIC_RELAXED);
    unsigned int next;
    do {
        next = old >= val ? 0u : old + 1u;
    } while (!__atomic_compare_exchange_n(address, &old, next, true, __ATOMIC_RELAXED,
                                          __ATOMIC_RELAXED));
    return old;
})
__FERRY_ATOMIC_SCOPES(unsigned int, atomicDec, (unsigned int *address, unsigned int val), {
    unsigned int old = __atomic_load_n(address, __ATOMIC_RELAXED);
    unsigned int next;
    do {
        next = (old == 0u || old > val) ? val : old - 1u;
    } while (!__atomic_compare_exchange_n(address, &old, next, true, __ATOMIC_RELAXED,
                                          __ATOMIC_RELAXED));
    return old;
})

#undef __FERRY_ATOMIC_SCOPES

#endif
