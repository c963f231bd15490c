/* Warp matrix functions (namespace nvcuda::wmma), written from the CUDA
 * Programming Guide's description of the API and the PTX ISA's wmma
 * instructions.
 *
 *   fragment<Use, m, n, k, T[, Layout]>   Use: matrix_a, matrix_b (with a
 *                       Layout: row_major, col_major) or accumulator; a
 *                       public array x[num_elements] of storage_element_type
 *   load_matrix_sync    A/B from memory; accumulators with a layout_t
 *                       (mem_row_major, mem_col_major)
 *   store_matrix_sync   accumulators to memory
 *   fill_fragment       every element of a fragment
 *   mma_sync            d = a * b + c (satf: saturate integer results)
 *   __float_to_tf32     round a float to tf32 (nearest, ties away)
 *
 * Shapes and types: 16x16x16, 32x8x16, 8x32x16 with half (half or float
 * accumulators), __nv_bfloat16 (float), signed char / unsigned char (int);
 * 16x16x8 precision::tf32 (float); 8x8x4 double. Sub-byte and single-bit
 * fragments are not provided.
 *
 * Every function is one inline PTX wmma instruction, so that CUDA source
 * and NVIDIA's PTX go through the same emulation in ferry-lower (see
 * ptx/lower/wmma.c). A fragment holds as many elements as the PTX ISA's
 * registers for it carry (two halves, four bytes to a .b32); which matrix
 * elements those are is unspecified, as on a GPU: code may only change
 * every element alike (scale an accumulator, convert A to tf32).
 *
 * The half and bfloat16 types come from Ferry's <cuda_fp16.h> and
 * <cuda_bf16.h> (storage types with float conversions, so far). */
#ifndef FERRY_MMA_H
#define FERRY_MMA_H

#include "cuda_runtime.h"

#include "cuda_fp16.h"
#include "cuda_bf16.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

namespace nvcuda {
namespace wmma {

struct row_major {};
struct col_major {};
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
namespace precision {
struct tf32 {};
}
enum layout_t { mem_row_major, mem_col_major };

namespace __ferry {

/* Fragment registers, read and written through the element arrays. */
typedef unsigned int __attribute__((__may_alias__)) reg32;
typedef unsigned long long __attribute__((__may_alias__)) reg64;

template <typename T> struct storage { typedef T type; };
template <> struct storage<precision::tf32> { typedef float type; };

/* Elements of each fragment there is: its PTX registers times the
 * elements in one. Fragments not listed have no definition. */
template <typename Use, int m, int n, int k, typename T> struct shape;
#define __FERRY_WMMA_SHAPE(USE, M, N, K, T, COUNT) \
    template <> struct shape<USE, M, N, K, T> { enum { elements = COUNT }; };
#define __FERRY_WMMA_SHAPES_K16(M, N, A8, B8)                   \
    __FERRY_WMMA_SHAPE(matrix_a, M, N, 16, __half, 16)          \
    __FERRY_WMMA_SHAPE(matrix_b, M, N, 16, __half, 16)          \
    __FERRY_WMMA_SHAPE(matrix_a, M, N, 16, __nv_bfloat16, A8)   \
    __FERRY_WMMA_SHAPE(matrix_b, M, N, 16, __nv_bfloat16, B8)   \
    __FERRY_WMMA_SHAPE(matrix_a, M, N, 16, signed char, A8)     \
    __FERRY_WMMA_SHAPE(matrix_b, M, N, 16, signed char, B8)     \
    __FERRY_WMMA_SHAPE(matrix_a, M, N, 16, unsigned char, A8)   \
    __FERRY_WMMA_SHAPE(matrix_b, M, N, 16, unsigned char, B8)   \
    __FERRY_WMMA_SHAPE(accumulator, M, N, 16, __half, 8)        \
    __FERRY_WMMA_SHAPE(accumulator, M, N, 16, float, 8)         \
    __FERRY_WMMA_SHAPE(accumulator, M, N, 16, int, 8)
__FERRY_WMMA_SHAPES_K16(16, 16, 8, 8)
__FERRY_WMMA_SHAPES_K16(32, 8, 16, 4)
__FERRY_WMMA_SHAPES_K16(8, 32, 4, 16)
__FERRY_WMMA_SHAPE(matrix_a, 16, 16, 8, precision::tf32, 4)
__FERRY_WMMA_SHAPE(matrix_b, 16, 16, 8, precision::tf32, 4)
__FERRY_WMMA_SHAPE(accumulator, 16, 16, 8, float, 8)
__FERRY_WMMA_SHAPE(matrix_a, 8, 8, 4, double, 1)
__FERRY_WMMA_SHAPE(matrix_b, 8, 8, 4, double, 1)
__FERRY_WMMA_SHAPE(accumulator, 8, 8, 4, double, 2)
#undef __FERRY_WMMA_SHAPES_K16
#undef __FERRY_WMMA_SHAPE

} /* namespace __ferry */

template <typename Use, int m, int n, int k, typename T, typename Layout = void>
class fragment {
public:
    typedef T element_type;
    typedef typename __ferry::storage<T>::type storage_element_type;
    enum { num_elements = __ferry::shape<Use, m, n, k, T>::elements };
    /* register-aligned, so that the registers can be read from it */
    alignas(sizeof(storage_element_type) < 4 ? 4 : sizeof(storage_element_type))
        storage_element_type x[num_elements];
};

namespace __ferry {

/* The operand lists of the instructions, by register count. */
#define __FERRY_WMMA_LDOPS1 " {%0}, [%1], %2;"
#define __FERRY_WMMA_LDOPS2 " {%0, %1}, [%2], %3;"
#define __FERRY_WMMA_LDOPS4 " {%0, %1, %2, %3}, [%4], %5;"
#define __FERRY_WMMA_LDOPS8 " {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
#define __FERRY_WMMA_STOPS2 " [%0], {%1, %2}, %3;"
#define __FERRY_WMMA_STOPS4 " [%0], {%1, %2, %3, %4}, %5;"
#define __FERRY_WMMA_STOPS8 " [%0], {%1, %2, %3, %4, %5, %6, %7, %8}, %9;"
#define __FERRY_WMMA_MMAOPS_4_8_8_4 \
    " {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};"
#define __FERRY_WMMA_MMAOPS_4_8_8_8                                                                  \
    " {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, " \
    "{%20, %21, %22, %23, %24, %25, %26, %27};"
#define __FERRY_WMMA_MMAOPS_8_8_8_4                                                                  \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, "                    \
    "{%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};"
#define __FERRY_WMMA_MMAOPS_8_8_8_8                                                                  \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, "                    \
    "{%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27, %28, %29, %30, %31};"
#define __FERRY_WMMA_MMAOPS_8_4_4_8 \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, {%12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23};"
#define __FERRY_WMMA_MMAOPS_8_8_2_8                                                                  \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17}, "        \
    "{%18, %19, %20, %21, %22, %23, %24, %25};"
#define __FERRY_WMMA_MMAOPS_8_2_8_8                                                                  \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13, %14, %15, %16, %17}, "        \
    "{%18, %19, %20, %21, %22, %23, %24, %25};"
#define __FERRY_WMMA_MMAOPS_8_2_2_8 \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};"
#define __FERRY_WMMA_MMAOPS_8_4_1_8 \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, {%12}, {%13, %14, %15, %16, %17, %18, %19, %20};"
#define __FERRY_WMMA_MMAOPS_8_1_4_8 \
    " {%0, %1, %2, %3, %4, %5, %6, %7}, {%8}, {%9, %10, %11, %12}, {%13, %14, %15, %16, %17, %18, %19, %20};"
#define __FERRY_WMMA_MMAOPS_2_1_1_2 " {%0, %1}, {%2}, {%3}, {%4, %5};"

/* Register operands: C is the constraint ("r", "l"), r the registers. */
#define __FERRY_WMMA_OUT1(C, r) "=" C(r[0])
#define __FERRY_WMMA_OUT2(C, r) __FERRY_WMMA_OUT1(C, r), "=" C(r[1])
#define __FERRY_WMMA_OUT4(C, r) __FERRY_WMMA_OUT2(C, r), "=" C(r[2]), "=" C(r[3])
#define __FERRY_WMMA_OUT8(C, r) __FERRY_WMMA_OUT4(C, r), "=" C(r[4]), "=" C(r[5]), "=" C(r[6]), "=" C(r[7])
#define __FERRY_WMMA_IN1(C, r) C(r[0])
#define __FERRY_WMMA_IN2(C, r) __FERRY_WMMA_IN1(C, r), C(r[1])
#define __FERRY_WMMA_IN4(C, r) __FERRY_WMMA_IN2(C, r), C(r[2]), C(r[3])
#define __FERRY_WMMA_IN8(C, r) __FERRY_WMMA_IN4(C, r), C(r[4]), C(r[5]), C(r[6]), C(r[7])

#define __FERRY_WMMA_SHAPE_STR(M, N, K) ".m" #M "n" #N "k" #K

/* load_matrix_sync of A and B: load_ab<...>::run(x, p, ldm) */
template <typename Use, int m, int n, int k, typename T, typename Layout> struct load_ab;
#define __FERRY_WMMA_LD(USE, AB, M, N, K, T, PT, LAYOUT, NR, C, R)                                          \
    template <> struct load_ab<USE, M, N, K, T, LAYOUT##_major> {                                                   \
        static __device__ __forceinline__ void run(void *x, const void *p, unsigned ldm)                     \
        {                                                                                                    \
            R *r = static_cast<R *>(x);                                                                      \
            asm volatile("wmma.load." AB ".sync.aligned." #LAYOUT __FERRY_WMMA_SHAPE_STR(M, N, K) "." PT     \
                         __FERRY_WMMA_LDOPS##NR                                                             \
                         : __FERRY_WMMA_OUT##NR(C, r) : "l"(p), "r"(ldm) : "memory");                       \
        }                                                                                                    \
    };
#define __FERRY_WMMA_LD2(USE, AB, M, N, K, T, PT, NR, C, R)     \
    __FERRY_WMMA_LD(USE, AB, M, N, K, T, PT, row, NR, C, R)     \
    __FERRY_WMMA_LD(USE, AB, M, N, K, T, PT, col, NR, C, R)

/* Accumulators: acc<...>::load(x, p, ldm, layout), store(p, x, ldm, layout) */
template <int m, int n, int k, typename T> struct acc;
#define __FERRY_WMMA_ACC_ONE(M, N, K, PT, LAYOUT, NR, C)                                                    \
    asm volatile("wmma.load.c.sync.aligned." #LAYOUT __FERRY_WMMA_SHAPE_STR(M, N, K) "." PT                   \
                 __FERRY_WMMA_LDOPS##NR                                                                     \
                 : __FERRY_WMMA_OUT##NR(C, r) : "l"(p), "r"(ldm) : "memory")
#define __FERRY_WMMA_ACC_ST(M, N, K, PT, LAYOUT, NR, C)                                                     \
    asm volatile("wmma.store.d.sync.aligned." #LAYOUT __FERRY_WMMA_SHAPE_STR(M, N, K) "." PT                  \
                 __FERRY_WMMA_STOPS##NR                                                                     \
                 : : "l"(p), __FERRY_WMMA_IN##NR(C, r), "r"(ldm) : "memory")
#define __FERRY_WMMA_ACC(M, N, K, T, PT, NR, C, R)                                                          \
    template <> struct acc<M, N, K, T> {                                                                    \
        static __device__ __forceinline__ void load(void *x, const void *p, unsigned ldm, layout_t layout)   \
        {                                                                                                    \
            R *r = static_cast<R *>(x);                                                                      \
            if (layout == mem_row_major)                                                                     \
                __FERRY_WMMA_ACC_ONE(M, N, K, PT, row, NR, C);                                               \
            else                                                                                             \
                __FERRY_WMMA_ACC_ONE(M, N, K, PT, col, NR, C);                                               \
        }                                                                                                    \
        static __device__ __forceinline__ void store(void *p, const void *x, unsigned ldm, layout_t layout)  \
        {                                                                                                    \
            const R *r = static_cast<const R *>(x);                                                          \
            if (layout == mem_row_major)                                                                     \
                __FERRY_WMMA_ACC_ST(M, N, K, PT, row, NR, C);                                                \
            else                                                                                             \
                __FERRY_WMMA_ACC_ST(M, N, K, PT, col, NR, C);                                                \
        }                                                                                                    \
    };

/* mma_sync: mma<...>::run(d, a, b, c, satf). The layouts go down as the
 * types' names, never as bare `row` and `col`, which a user's macros may
 * name (-Drow=...), and which a macro passing them on would expand. */
#define __FERRY_WMMA_LSTR(L) __FERRY_WMMA_LSTR_##L
#define __FERRY_WMMA_LSTR_row_major "row"
#define __FERRY_WMMA_LSTR_col_major "col"
template <int m, int n, int k, typename TA, typename LA, typename LB, typename TC, typename TD> struct mma;
#define __FERRY_WMMA_MMA_ASM(M, N, K, LA, LB, TYPES, ND, NA, NB, NC, C)                                    \
    asm volatile("wmma.mma.sync.aligned." __FERRY_WMMA_LSTR(LA) "." __FERRY_WMMA_LSTR(LB)                   \
                 __FERRY_WMMA_SHAPE_STR(M, N, K) TYPES                                                      \
                 __FERRY_WMMA_MMAOPS_##ND##_##NA##_##NB##_##NC                                              \
                 : __FERRY_WMMA_OUT##ND(C, rd)                                                              \
                 : __FERRY_WMMA_IN##NA(C, ra), __FERRY_WMMA_IN##NB(C, rb), __FERRY_WMMA_IN##NC(C, rc))
#define __FERRY_WMMA_MMA_HEAD(M, N, K, TA, LA, LB, TC, TD, R)                                               \
    template <> struct mma<M, N, K, TA, LA, LB, TC, TD> {                                                   \
        static __device__ __forceinline__ void run(void *d, const void *a, const void *b, const void *c,     \
                                                   bool satf)                                                \
        {                                                                                                    \
            R *rd = static_cast<R *>(d);                                                                     \
            const R *ra = static_cast<const R *>(a), *rb = static_cast<const R *>(b);                       \
            const R *rc = static_cast<const R *>(c);
#define __FERRY_WMMA_MMA(M, N, K, TA, LA, LB, TC, TD, TYPES, ND, NA, NB, NC, C, R)                         \
    __FERRY_WMMA_MMA_HEAD(M, N, K, TA, LA, LB, TC, TD, R)                                                   \
            (void)satf;                                                                                      \
            __FERRY_WMMA_MMA_ASM(M, N, K, LA, LB, TYPES, ND, NA, NB, NC, C);                                 \
        }                                                                                                    \
    };
#define __FERRY_WMMA_MMA_SAT(M, N, K, TA, LA, LB, TC, TD, TYPES, ND, NA, NB, NC, C, R)                     \
    __FERRY_WMMA_MMA_HEAD(M, N, K, TA, LA, LB, TC, TD, R)                                                   \
            if (satf)                                                                                        \
                __FERRY_WMMA_MMA_ASM(M, N, K, LA, LB, TYPES ".satfinite", ND, NA, NB, NC, C);                \
            else                                                                                             \
                __FERRY_WMMA_MMA_ASM(M, N, K, LA, LB, TYPES, ND, NA, NB, NC, C);                             \
        }                                                                                                    \
    };
#define __FERRY_WMMA_MMA4(KIND, M, N, K, TA, TC, TD, TYPES, ND, NA, NB, NC, C, R)                          \
    KIND(M, N, K, TA, row_major, row_major, TC, TD, TYPES, ND, NA, NB, NC, C, R)                             \
    KIND(M, N, K, TA, row_major, col_major, TC, TD, TYPES, ND, NA, NB, NC, C, R)                             \
    KIND(M, N, K, TA, col_major, row_major, TC, TD, TYPES, ND, NA, NB, NC, C, R)                             \
    KIND(M, N, K, TA, col_major, col_major, TC, TD, TYPES, ND, NA, NB, NC, C, R)

/* The shapes with K = 16: half (half or float accumulators), bfloat16
 * (float), signed and unsigned char (int). ABF, BBF: the registers of
 * bf16 A and B; AI8, BI8: those of byte A and B (half: always 8). */
#define __FERRY_WMMA_K16(M, N, ABF, BBF, AI8, BI8)                                                         \
    __FERRY_WMMA_LD2(matrix_a, "a", M, N, 16, __half, "f16", 8, "r", reg32)                                  \
    __FERRY_WMMA_LD2(matrix_b, "b", M, N, 16, __half, "f16", 8, "r", reg32)                                  \
    __FERRY_WMMA_LD2(matrix_a, "a", M, N, 16, __nv_bfloat16, "bf16", ABF, "r", reg32)                        \
    __FERRY_WMMA_LD2(matrix_b, "b", M, N, 16, __nv_bfloat16, "bf16", BBF, "r", reg32)                        \
    __FERRY_WMMA_LD2(matrix_a, "a", M, N, 16, signed char, "s8", AI8, "r", reg32)                            \
    __FERRY_WMMA_LD2(matrix_b, "b", M, N, 16, signed char, "s8", BI8, "r", reg32)                            \
    __FERRY_WMMA_LD2(matrix_a, "a", M, N, 16, unsigned char, "u8", AI8, "r", reg32)                          \
    __FERRY_WMMA_LD2(matrix_b, "b", M, N, 16, unsigned char, "u8", BI8, "r", reg32)                          \
    __FERRY_WMMA_ACC(M, N, 16, __half, "f16", 4, "r", reg32)                                                 \
    __FERRY_WMMA_ACC(M, N, 16, float, "f32", 8, "r", reg32)                                                  \
    __FERRY_WMMA_ACC(M, N, 16, int, "s32", 8, "r", reg32)                                                    \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, M, N, 16, __half, float, float, ".f32.f32", 8, 8, 8, 8, "r", reg32)  \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, M, N, 16, __half, __half, float, ".f32.f16", 8, 8, 8, 4, "r", reg32) \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, M, N, 16, __half, float, __half, ".f16.f32", 4, 8, 8, 8, "r", reg32) \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, M, N, 16, __half, __half, __half, ".f16.f16", 4, 8, 8, 4, "r", reg32) \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, M, N, 16, __nv_bfloat16, float, float, ".f32.bf16.bf16.f32", 8, ABF, \
                      BBF, 8, "r", reg32)                                                                     \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA_SAT, M, N, 16, signed char, int, int, ".s32.s8.s8.s32", 8, AI8, BI8,  \
                      8, "r", reg32)                                                                          \
    __FERRY_WMMA_MMA4(__FERRY_WMMA_MMA_SAT, M, N, 16, unsigned char, int, int, ".s32.u8.u8.s32", 8, AI8,     \
                      BI8, 8, "r", reg32)
__FERRY_WMMA_K16(16, 16, 4, 4, 2, 2)
__FERRY_WMMA_K16(32, 8, 8, 2, 4, 1)
__FERRY_WMMA_K16(8, 32, 2, 8, 1, 4)

/* 16x16x8 tf32, 8x8x4 double */
__FERRY_WMMA_LD2(matrix_a, "a", 16, 16, 8, precision::tf32, "tf32", 4, "r", reg32)
__FERRY_WMMA_LD2(matrix_b, "b", 16, 16, 8, precision::tf32, "tf32", 4, "r", reg32)
__FERRY_WMMA_ACC(16, 16, 8, float, "f32", 8, "r", reg32)
__FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, 16, 16, 8, precision::tf32, float, float, ".f32.tf32.tf32.f32", 8, 4, 4, 8, "r",
                  reg32)
__FERRY_WMMA_LD2(matrix_a, "a", 8, 8, 4, double, "f64", 1, "l", reg64)
__FERRY_WMMA_LD2(matrix_b, "b", 8, 8, 4, double, "f64", 1, "l", reg64)
__FERRY_WMMA_ACC(8, 8, 4, double, "f64", 2, "l", reg64)
__FERRY_WMMA_MMA4(__FERRY_WMMA_MMA, 8, 8, 4, double, double, double, ".f64.f64.f64.f64.rn", 2, 1, 1, 2, "l", reg64)

#undef __FERRY_WMMA_K16
#undef __FERRY_WMMA_MMA4
#undef __FERRY_WMMA_MMA_SAT
#undef __FERRY_WMMA_MMA
#undef __FERRY_WMMA_MMA_HEAD
#undef __FERRY_WMMA_MMA_ASM
#undef __FERRY_WMMA_LSTR
#undef __FERRY_WMMA_LSTR_row_major
#undef __FERRY_WMMA_LSTR_col_major
#undef __FERRY_WMMA_ACC
#undef __FERRY_WMMA_ACC_ST
#undef __FERRY_WMMA_ACC_ONE
#undef __FERRY_WMMA_LD2
#undef __FERRY_WMMA_LD
#undef __FERRY_WMMA_SHAPE_STR
#undef __FERRY_WMMA_IN8
#undef __FERRY_WMMA_IN4
#undef __FERRY_WMMA_IN2
#undef __FERRY_WMMA_IN1
#undef __FERRY_WMMA_OUT8
#undef __FERRY_WMMA_OUT4
#undef __FERRY_WMMA_OUT2
#undef __FERRY_WMMA_OUT1
#undef __FERRY_WMMA_MMAOPS_2_1_1_2
#undef __FERRY_WMMA_MMAOPS_8_1_4_8
#undef __FERRY_WMMA_MMAOPS_8_4_1_8
#undef __FERRY_WMMA_MMAOPS_8_2_2_8
#undef __FERRY_WMMA_MMAOPS_8_2_8_8
#undef __FERRY_WMMA_MMAOPS_8_8_2_8
#undef __FERRY_WMMA_MMAOPS_8_4_4_8
#undef __FERRY_WMMA_MMAOPS_8_8_8_8
#undef __FERRY_WMMA_MMAOPS_8_8_8_4
#undef __FERRY_WMMA_MMAOPS_4_8_8_8
#undef __FERRY_WMMA_MMAOPS_4_8_8_4
#undef __FERRY_WMMA_STOPS8
#undef __FERRY_WMMA_STOPS4
#undef __FERRY_WMMA_STOPS2
#undef __FERRY_WMMA_LDOPS8
#undef __FERRY_WMMA_LDOPS4
#undef __FERRY_WMMA_LDOPS2
#undef __FERRY_WMMA_LDOPS1

} /* namespace __ferry */

template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ __forceinline__ void fill_fragment(fragment<Use, m, n, k, T, Layout> &a,
                                              const typename fragment<Use, m, n, k, T, Layout>::storage_element_type &v)
{
    for (int i = 0; i < a.num_elements; i++)
        a.x[i] = v;
}

/* A or B from memory; ldm in elements (a multiple of 16 bytes' worth). */
template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ __forceinline__ void load_matrix_sync(fragment<Use, m, n, k, T, Layout> &a,
                                                 const typename __ferry::storage<T>::type *p, unsigned ldm)
{
    __ferry::load_ab<Use, m, n, k, T, Layout>::run(a.x, p, ldm);
}

template <int m, int n, int k, typename T>
__device__ __forceinline__ void load_matrix_sync(fragment<accumulator, m, n, k, T> &a, const T *p, unsigned ldm,
                                                 layout_t layout)
{
    __ferry::acc<m, n, k, T>::load(a.x, p, ldm, layout);
}

template <int m, int n, int k, typename T>
__device__ __forceinline__ void store_matrix_sync(T *p, const fragment<accumulator, m, n, k, T> &a, unsigned ldm,
                                                  layout_t layout)
{
    __ferry::acc<m, n, k, T>::store(p, a.x, ldm, layout);
}

/* d = a * b + c; satf saturates integer results to the int range. */
template <int m, int n, int k, typename TA, typename LA, typename LB, typename TC, typename TD>
__device__ __forceinline__ void mma_sync(fragment<accumulator, m, n, k, TD> &d,
                                         const fragment<matrix_a, m, n, k, TA, LA> &a,
                                         const fragment<matrix_b, m, n, k, TA, LB> &b,
                                         const fragment<accumulator, m, n, k, TC> &c, bool satf = false)
{
    __ferry::mma<m, n, k, TA, LA, LB, TC, TD>::run(d.x, a.x, b.x, c.x, satf);
}

/* f rounded to tf32 (the low 13 bits of the significand cleared) */
__device__ __forceinline__ float __float_to_tf32(float f)
{
    unsigned int r;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(f));
    return __uint_as_float(r);
}

} /* namespace wmma */
} /* namespace nvcuda */

#endif /* __FERRY_CUDA__ && __cplusplus */

#endif
