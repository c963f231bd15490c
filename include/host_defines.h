/* Function and variable qualifiers of CUDA C++ (__host__, __device__,
 * __global__, __shared__, ...), the compiler identification macros, and a
 * few portability macros (__align__, __forceinline__, ...).
 *
 * Under clang's CUDA mode (clang defines __CUDA__) the qualifiers map to
 * clang's CUDA attributes; anywhere else (gcc, g++, plain clang on .c/.cpp
 * files) they expand to nothing, so host code that includes the CUDA headers
 * compiles as ordinary C or C++.
 *
 * __CUDA_ARCH__ is not defined here: clang defines it on the device side
 * from --offload-arch (e.g. 750 for sm_75) and leaves it undefined on the
 * host side, exactly as nvcc does. */
#ifndef FERRY_HOST_DEFINES_H
#define FERRY_HOST_DEFINES_H
#define __HOST_DEFINES_H__ /* the toolkit's guard (see driver_types.h) */

#if defined(__CUDA__) && defined(__clang__)
#define __FERRY_CUDA__ 1
/* Ferry is an nvcc: programs test these to find CUDA C++ and its version. */
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif
#endif

/* The toolkit version Ferry implements (nvcc defines these for every input). */
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ 3
#endif
#ifndef __CUDACC_VER_BUILD__
#define __CUDACC_VER_BUILD__ 0
#endif

#if defined(__FERRY_CUDA__)
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* clang implements managed variables for HIP only: a managed variable is a
 * __device__ variable marked for Ferry (llvm.global.annotations in the device
 * IR carries "ferry.managed"); on the CPU host and device share memory. */
#define __managed__ __attribute__((device)) __attribute__((annotate("ferry.managed")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
/* sm_90 cluster dimensions: accepted and ignored (a CPU has no clusters). */
#define __cluster_dims__(...)
#define __grid_constant__ /* kernel parameters are already read-only copies */
#define __nv_pure__ __attribute__((pure))
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#define __cluster_dims__(...)
#define __grid_constant__
#define __nv_pure__
#endif

/* __noinline__ is a keyword of clang's CUDA mode, and libstdc++ and glibc
 * spell the attribute __attribute__((__noinline__)): a macro expanding to an
 * attribute would break <memory> and friends. Under clang CUDA there is
 * nothing to define; elsewhere it expands to nothing, which keeps
 * `__noinline__ void f()` and `__attribute__((__noinline__))` both valid
 * (the hint is lost, the meaning is not). */
#if !defined(__FERRY_CUDA__) && !defined(__noinline__)
#define __noinline__
#endif

#if defined(__GNUC__) || defined(__clang__)
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __import__
#define __export__
#define __cdecl
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define CUDARTAPI
#define CUDARTAPI_CDECL
#else
#define __forceinline__ inline
#define __align__(n)
#define CUDARTAPI
#define CUDARTAPI_CDECL
#endif

#define __builtin_align__(a) __align__(a)
#define __inline_hint__
#define __no_return__ __attribute__((noreturn))
#define __specialization_static

#define __CUDA_ALIGN__(n) __align__(n)

/* nvcc's type traits for extended lambdas, which libraries that see
 * __NVCC__ ask about (CCCL's launch checks): its lambdas' call operators
 * cannot be inspected on the host, clang's can, so no lambda needs the
 * special handling. */
#define __nv_is_extended_device_lambda_closure_type(X) 0
#define __nv_is_extended_host_device_lambda_closure_type(X) 0
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) 0

/* The 8-, 6- and 4-bit float types are not among Ferry's headers yet. CCCL
 * uses them when __has_include finds cuda_fp8.h and the like, and would
 * find another toolkit's in the compiler's default search path (NVIDIA's
 * in /usr/local/include); these keep it to the types Ferry has. */
#ifndef CCCL_DISABLE_NVFP8_SUPPORT
#define CCCL_DISABLE_NVFP8_SUPPORT
#endif
#ifndef CCCL_DISABLE_NVFP6_SUPPORT
#define CCCL_DISABLE_NVFP6_SUPPORT
#endif
#ifndef CCCL_DISABLE_NVFP4_SUPPORT
#define CCCL_DISABLE_NVFP4_SUPPORT
#endif

#endif
