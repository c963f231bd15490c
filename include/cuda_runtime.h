/* The CUDA runtime header: everything a CUDA program sees without asking.
 *
 * Ferry's nvcc force-includes it into every .cu file (both clang passes, as
 * nvcc does); C and C++ host code may include it too, compiled by gcc/g++.
 *   - qualifiers (host_defines.h), vector types and make_* functions
 *   - the C runtime API (cuda_runtime_api.h) and, in C++, its typed
 *     template overloads (ferry/runtime_cxx.h)
 *   - in C++: min/max and the math functions only CUDA has (ferry/math_common.h)
 *   - in CUDA C++ (clang): built-in variables, device math, intrinsics,
 *     warp functions, atomics, device printf/assert/malloc
 *     (ferry/math.h, ferry/builtin_vars.h, ferry/device_functions.h,
 *     ferry/atomics.h)
 * The C library headers it brings in are those the toolkit's do (<math.h>,
 * <stdlib.h>, <string.h>, <stdio.h>, <time.h>, <assert.h>, <limits.h>,
 * <stdint.h>, and in C++ <cmath> and <cstdlib>): programs use what they
 * declare without including them. */
#ifndef FERRY_CUDA_RUNTIME_H
#define FERRY_CUDA_RUNTIME_H
#define __CUDA_RUNTIME_H__ /* the toolkit's guard (see driver_types.h) */

#include "host_defines.h"

/* Device overloads of the libm names come before any C library header, so
 * that a later <cmath> pulls them into namespace std (see ferry/math.h). */
#if defined(__FERRY_CUDA__) && defined(__cplusplus)
#include "ferry/math.h"
#endif

/* libstdc++ wraps <math.h> and <stdlib.h> around all of <cmath>/<cstdlib>;
 * ask it for the C headers alone (the same switch <cmath> itself uses). */
#if defined(__cplusplus) && !defined(_GLIBCXX_INCLUDE_NEXT_C_HEADERS)
#define _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#define __FERRY_UNDEF_INCLUDE_NEXT
#endif
#include <math.h>
#include <stdlib.h>
#if defined(__FERRY_UNDEF_INCLUDE_NEXT)
#undef _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#undef __FERRY_UNDEF_INCLUDE_NEXT
#endif
#include <stddef.h>
#include <string.h>
#include <stdio.h>
#include <time.h>
#include <assert.h>
/* The toolkit's headers bring these in too, and programs rely on it:
 * INT_MAX and UINT_MAX, uint32_t, without an include of their own. */
#include <limits.h>
#include <stdint.h>
/* In C++, std::sqrt, std::abs and friends without <cmath> too: clang's own
 * CUDA headers and the toolkit's include it. After the device overloads of
 * ferry/math.h, so that its `using ::sin;` brings them into std. */
#if defined(__cplusplus)
#include <cmath>
#include <cstdlib>
#endif

#include "vector_types.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"
#include "cuda_device_runtime_api.h"
#include "vector_functions.h"

#if defined(__cplusplus)
#include "ferry/math_common.h"
#endif

#if defined(__FERRY_CUDA__) && defined(__cplusplus)
#include "ferry/builtin_vars.h"
#include "ferry/device_functions.h"
#include "ferry/atomics.h"
#include "texture_indirect_functions.h"
#include "surface_indirect_functions.h"

/* The C library in device code: memory functions as builtins, malloc and
 * free as calls that the lowering binds to the host allocator. */
extern "C" __device__ void *malloc(size_t);
extern "C" __device__ void free(void *);
static __device__ __forceinline__ void *memcpy(void *d, const void *s, size_t n) { return __builtin_memcpy(d, s, n); }
static __device__ __forceinline__ void *memset(void *d, int c, size_t n) { return __builtin_memset(d, c, n); }
static __device__ __forceinline__ void *memmove(void *d, const void *s, size_t n) { return __builtin_memmove(d, s, n); }
#endif

#if defined(__cplusplus)
#include "ferry/runtime_cxx.h"
#endif

#endif
