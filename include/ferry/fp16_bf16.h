/* Conversions between __half and __nv_bfloat16 (CUDA's explicit
 * constructors of each from the other), defined once both types are
 * complete: the header included second includes this one. Each goes
 * through float, which holds either type exactly, and rounds once to
 * nearest even. */
#if defined(FERRY_FP16_H) && defined(FERRY_BF16_H) && !defined(FERRY_FP16_BF16_H)
#define FERRY_FP16_BF16_H

__host__ __device__ inline __half::__half(const __nv_bfloat16 f) : __x(__ferry_f2h(__ferry_bf2f(f.__x), 0)) {}
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const __half f) : __x(__ferry_f2bf(__ferry_h2f(f.__x), 0)) {}

#endif
