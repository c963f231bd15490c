/* The CUDA Math API's SIMD intrinsics (clang CUDA mode only): the packed
 * video functions on the two half-words or four bytes of a 32-bit word
 * (__vadd2, __vabsdiffu4, __vcmpgts2, __vsadu4, ...), the DPX functions of
 * CUDA 12 (__vimax3_s32, __viaddmin_u16x2, __vibmax_s16x2, ...), and the
 * packed dot products __dp4a, __dp2a_lo and __dp2a_hi.
 *
 * Each is plain integer C++ on the lanes: a lane is read zero- or
 * sign-extended into an int, where no intermediate value can overflow (the
 * widest, a product of a 16-bit and an 8-bit lane, needs 24 bits), and the
 * result is truncated back into its lane. No inline assembly and no target
 * builtins: the results are the same on every CPU, and the lowering's loops
 * over threads vectorize them like any other integer code.
 *
 * Conventions (CUDA Math API): "s" functions read lanes as signed, "u" as
 * unsigned; ss/us saturate to the signed/unsigned lane range, the others
 * wrap around. __vcmp* set a true lane to all ones, __vset* to 1. Rounded
 * averages (__vavgs, __vavgu) round half away from zero, as PTX's vavrg;
 * __vhaddu truncates. */
#ifndef FERRY_SIMD_H
#define FERRY_SIMD_H

#define __FERRY_DEV static __device__ __forceinline__

/* ------------------------------------------------------------- lanes */
/* Macros rather than helper functions: a kernel may use dozens of these
 * functions, and each helper call would add locals to it until the
 * optimizer has run. */
/* Lane i of x, B bits wide (8 or 16), zero- or sign-extended to int. */
#define __FERRY_SIMD_LU(x, i, B) ((int)(((x) >> ((i) * (B))) & ((1u << (B)) - 1u)))
#define __FERRY_SIMD_LS(x, i, B)                                                    \
    (__FERRY_SIMD_LU((x) ^ (1u << ((i) * (B) + (B) - 1)), i, B) - (1 << ((B) - 1)))
/* v (an int) truncated into lane i. */
#define __FERRY_SIMD_PUT(v, i, B) (((unsigned int)(v) & ((1u << (B)) - 1u)) << ((i) * (B)))
#define __FERRY_SIMD_CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))

/* name##2 on half-words and name##4 on bytes. In expr: x and y are the
 * lanes of a and b read by get (__FERRY_SIMD_LS or __FERRY_SIMD_LU); __SMIN, __SMAX
 * and __UMAX the lane's signed and unsigned limits. */
#define __FERRY_VLANE_CONSTS(B)                                                     \
    enum { __SMIN = -(1 << ((B) - 1)), __SMAX = (1 << ((B) - 1)) - 1, __UMAX = (1 << (B)) - 1 };
#define __FERRY_VBIN1(fn, B, get, expr)                                             \
    __FERRY_DEV unsigned int fn(unsigned int a, unsigned int b) {                   \
        __FERRY_VLANE_CONSTS(B)                                                     \
        unsigned int r = 0;                                                         \
        for (int i = 0; i < 32 / (B); ++i) {                                        \
            int x = get(a, i, B), y = get(b, i, B);                                 \
            r |= __FERRY_SIMD_PUT(expr, i, B);                                      \
        }                                                                           \
        return r;                                                                   \
    }
#define __FERRY_VBIN(name, get, expr)                                               \
    __FERRY_VBIN1(name##2, 16, get, expr) __FERRY_VBIN1(name##4, 8, get, expr)
#define __FERRY_VUN1(fn, B, expr)                                                   \
    __FERRY_DEV unsigned int fn(unsigned int a) {                                   \
        __FERRY_VLANE_CONSTS(B)                                                     \
        unsigned int r = 0;                                                         \
        for (int i = 0; i < 32 / (B); ++i) {                                        \
            int x = __FERRY_SIMD_LS(a, i, B);                                       \
            r |= __FERRY_SIMD_PUT(expr, i, B);                                      \
        }                                                                           \
        return r;                                                                   \
    }
#define __FERRY_VUN(name, expr) __FERRY_VUN1(name##2, 16, expr) __FERRY_VUN1(name##4, 8, expr)
/* Sums of absolute differences: a plain number, not lanes. */
#define __FERRY_VSAD1(fn, B, get)                                                   \
    __FERRY_DEV unsigned int fn(unsigned int a, unsigned int b) {                   \
        unsigned int r = 0;                                                         \
        for (int i = 0; i < 32 / (B); ++i) {                                        \
            int d = get(a, i, B) - get(b, i, B);                                    \
            r += (unsigned int)(d < 0 ? -d : d);                                    \
        }                                                                           \
        return r;                                                                   \
    }

/* ------------------------------------------------------- absolute values */
__FERRY_VUN(__vabs, x < 0 ? -x : x)                    /* |-MIN| wraps to MIN */
__FERRY_VUN(__vabsss, x < 0 ? (x == __SMIN ? __SMAX : -x) : x)
__FERRY_VBIN(__vabsdiffs, __FERRY_SIMD_LS, x > y ? x - y : y - x)
__FERRY_VBIN(__vabsdiffu, __FERRY_SIMD_LU, x > y ? x - y : y - x)
__FERRY_VSAD1(__vsads2, 16, __FERRY_SIMD_LS)
__FERRY_VSAD1(__vsads4, 8, __FERRY_SIMD_LS)
__FERRY_VSAD1(__vsadu2, 16, __FERRY_SIMD_LU)
__FERRY_VSAD1(__vsadu4, 8, __FERRY_SIMD_LU)

/* ------------------------------------------------ addition, subtraction */
__FERRY_VBIN(__vadd, __FERRY_SIMD_LU, x + y)
__FERRY_VBIN(__vaddss, __FERRY_SIMD_LS, __FERRY_SIMD_CLAMP(x + y, __SMIN, __SMAX))
__FERRY_VBIN(__vaddus, __FERRY_SIMD_LU, x + y > __UMAX ? __UMAX : x + y)
__FERRY_VBIN(__vsub, __FERRY_SIMD_LU, x - y)
__FERRY_VBIN(__vsubss, __FERRY_SIMD_LS, __FERRY_SIMD_CLAMP(x - y, __SMIN, __SMAX))
__FERRY_VBIN(__vsubus, __FERRY_SIMD_LU, x < y ? 0 : x - y)
__FERRY_VUN(__vneg, -x)
__FERRY_VUN(__vnegss, x == __SMIN ? __SMAX : -x)

/* ------------------------------------------------------------- averages */
/* Signed: (x + y) / 2 rounded half away from zero. */
__FERRY_VBIN(__vavgs, __FERRY_SIMD_LS, x + y >= 0 ? (x + y + 1) / 2 : (x + y - 1) / 2)
__FERRY_VBIN(__vavgu, __FERRY_SIMD_LU, (x + y + 1) >> 1)
__FERRY_VBIN(__vhaddu, __FERRY_SIMD_LU, (x + y) >> 1)

/* ---------------------------------------------------------- min and max */
__FERRY_VBIN(__vmaxs, __FERRY_SIMD_LS, x > y ? x : y)
__FERRY_VBIN(__vmaxu, __FERRY_SIMD_LU, x > y ? x : y)
__FERRY_VBIN(__vmins, __FERRY_SIMD_LS, x < y ? x : y)
__FERRY_VBIN(__vminu, __FERRY_SIMD_LU, x < y ? x : y)

/* ---------------------------------------------------------- comparisons */
#define __FERRY_VCMP(op, get, cond)                                                 \
    __FERRY_VBIN(__vcmp##op, get, (cond) ? -1 : 0)                                  \
    __FERRY_VBIN(__vset##op, get, (cond) ? 1 : 0)
__FERRY_VCMP(eq, __FERRY_SIMD_LU, x == y)
__FERRY_VCMP(ne, __FERRY_SIMD_LU, x != y)
__FERRY_VCMP(ges, __FERRY_SIMD_LS, x >= y)
__FERRY_VCMP(geu, __FERRY_SIMD_LU, x >= y)
__FERRY_VCMP(gts, __FERRY_SIMD_LS, x > y)
__FERRY_VCMP(gtu, __FERRY_SIMD_LU, x > y)
__FERRY_VCMP(les, __FERRY_SIMD_LS, x <= y)
__FERRY_VCMP(leu, __FERRY_SIMD_LU, x <= y)
__FERRY_VCMP(lts, __FERRY_SIMD_LS, x < y)
__FERRY_VCMP(ltu, __FERRY_SIMD_LU, x < y)
#undef __FERRY_VCMP

#undef __FERRY_VSAD1
#undef __FERRY_VUN
#undef __FERRY_VUN1
#undef __FERRY_VBIN
#undef __FERRY_VBIN1
#undef __FERRY_VLANE_CONSTS

/* ------------------------------------------------------ DPX (CUDA 12) */
/* max/min of three, max/min then ReLU (max with 0), add then max/min
 * (a + b wraps around), and max/min that also report which operand won
 * (pred = a >= b for max, a <= b for min). _s32/_u32 on words,
 * _s16x2/_u16x2 on each half-word. */
#define __FERRY_SIMD_MAX(a, b) ((a) > (b) ? (a) : (b))
#define __FERRY_SIMD_MIN(a, b) ((a) < (b) ? (a) : (b))

__FERRY_DEV int __vimax3_s32(const int a, const int b, const int c) {
    int m = __FERRY_SIMD_MAX(a, b);
    return __FERRY_SIMD_MAX(m, c);
}
__FERRY_DEV int __vimin3_s32(const int a, const int b, const int c) {
    int m = __FERRY_SIMD_MIN(a, b);
    return __FERRY_SIMD_MIN(m, c);
}
__FERRY_DEV unsigned int __vimax3_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
    unsigned int m = __FERRY_SIMD_MAX(a, b);
    return __FERRY_SIMD_MAX(m, c);
}
__FERRY_DEV unsigned int __vimin3_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
    unsigned int m = __FERRY_SIMD_MIN(a, b);
    return __FERRY_SIMD_MIN(m, c);
}
__FERRY_DEV int __vimax3_s32_relu(const int a, const int b, const int c) {
    int m = __FERRY_SIMD_MAX(a, b);
    m = __FERRY_SIMD_MAX(m, c);
    return __FERRY_SIMD_MAX(m, 0);
}
__FERRY_DEV int __vimin3_s32_relu(const int a, const int b, const int c) {
    int m = __FERRY_SIMD_MIN(a, b);
    m = __FERRY_SIMD_MIN(m, c);
    return __FERRY_SIMD_MAX(m, 0);
}
__FERRY_DEV int __vimax_s32_relu(const int a, const int b) {
    int m = __FERRY_SIMD_MAX(a, b);
    return __FERRY_SIMD_MAX(m, 0);
}
__FERRY_DEV int __vimin_s32_relu(const int a, const int b) {
    int m = __FERRY_SIMD_MIN(a, b);
    return __FERRY_SIMD_MAX(m, 0);
}
/* The sum as unsigned, so that it wraps around without overflowing. */
__FERRY_DEV int __viaddmax_s32(const int a, const int b, const int c) {
    int s = (int)((unsigned int)a + (unsigned int)b);
    return __FERRY_SIMD_MAX(s, c);
}
__FERRY_DEV int __viaddmin_s32(const int a, const int b, const int c) {
    int s = (int)((unsigned int)a + (unsigned int)b);
    return __FERRY_SIMD_MIN(s, c);
}
__FERRY_DEV int __viaddmax_s32_relu(const int a, const int b, const int c) {
    int s = (int)((unsigned int)a + (unsigned int)b);
    s = __FERRY_SIMD_MAX(s, c);
    return __FERRY_SIMD_MAX(s, 0);
}
__FERRY_DEV int __viaddmin_s32_relu(const int a, const int b, const int c) {
    int s = (int)((unsigned int)a + (unsigned int)b);
    s = __FERRY_SIMD_MIN(s, c);
    return __FERRY_SIMD_MAX(s, 0);
}
__FERRY_DEV unsigned int __viaddmax_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
    unsigned int s = a + b;
    return __FERRY_SIMD_MAX(s, c);
}
__FERRY_DEV unsigned int __viaddmin_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
    unsigned int s = a + b;
    return __FERRY_SIMD_MIN(s, c);
}
__FERRY_DEV int __vibmax_s32(const int a, const int b, bool *const pred) {
    *pred = a >= b;
    return a >= b ? a : b;
}
__FERRY_DEV int __vibmin_s32(const int a, const int b, bool *const pred) {
    *pred = a <= b;
    return a <= b ? a : b;
}
__FERRY_DEV unsigned int __vibmax_u32(const unsigned int a, const unsigned int b, bool *const pred) {
    *pred = a >= b;
    return a >= b ? a : b;
}
__FERRY_DEV unsigned int __vibmin_u32(const unsigned int a, const unsigned int b, bool *const pred) {
    *pred = a <= b;
    return a <= b ? a : b;
}

/* The half-word forms: step sets m from x, y, z, the lanes of a, b, c. */
#define __FERRY_DPX16(fn, get, step)                                                \
    __FERRY_DEV unsigned int fn(const unsigned int a, const unsigned int b,         \
                                const unsigned int c) {                             \
        unsigned int r = 0;                                                         \
        for (int i = 0; i < 2; ++i) {                                               \
            int x = get(a, i, 16), y = get(b, i, 16), z = get(c, i, 16), m;         \
            step;                                                                   \
            r |= __FERRY_SIMD_PUT(m, i, 16);                                        \
        }                                                                           \
        return r;                                                                   \
    }
#define __FERRY_DPX16_2(fn, step)                                                   \
    __FERRY_DEV unsigned int fn(const unsigned int a, const unsigned int b) {       \
        unsigned int r = 0;                                                         \
        for (int i = 0; i < 2; ++i) {                                               \
            int x = __FERRY_SIMD_LS(a, i, 16), y = __FERRY_SIMD_LS(b, i, 16), m;    \
            step;                                                                   \
            r |= __FERRY_SIMD_PUT(m, i, 16);                                        \
        }                                                                           \
        return r;                                                                   \
    }
/* x + y wrapped around into a signed or an unsigned half-word */
#define __FERRY_S16SUM __FERRY_SIMD_LS((unsigned int)(x + y), 0, 16)
#define __FERRY_U16SUM ((x + y) & 0xffff)
__FERRY_DPX16(__vimax3_s16x2, __FERRY_SIMD_LS, m = __FERRY_SIMD_MAX(x, y); m = __FERRY_SIMD_MAX(m, z))
__FERRY_DPX16(__vimin3_s16x2, __FERRY_SIMD_LS, m = __FERRY_SIMD_MIN(x, y); m = __FERRY_SIMD_MIN(m, z))
__FERRY_DPX16(__vimax3_u16x2, __FERRY_SIMD_LU, m = __FERRY_SIMD_MAX(x, y); m = __FERRY_SIMD_MAX(m, z))
__FERRY_DPX16(__vimin3_u16x2, __FERRY_SIMD_LU, m = __FERRY_SIMD_MIN(x, y); m = __FERRY_SIMD_MIN(m, z))
__FERRY_DPX16(__vimax3_s16x2_relu, __FERRY_SIMD_LS,
              m = __FERRY_SIMD_MAX(x, y); m = __FERRY_SIMD_MAX(m, z); m = __FERRY_SIMD_MAX(m, 0))
__FERRY_DPX16(__vimin3_s16x2_relu, __FERRY_SIMD_LS,
              m = __FERRY_SIMD_MIN(x, y); m = __FERRY_SIMD_MIN(m, z); m = __FERRY_SIMD_MAX(m, 0))
__FERRY_DPX16_2(__vimax_s16x2_relu, m = __FERRY_SIMD_MAX(x, y); m = __FERRY_SIMD_MAX(m, 0))
__FERRY_DPX16_2(__vimin_s16x2_relu, m = __FERRY_SIMD_MIN(x, y); m = __FERRY_SIMD_MAX(m, 0))
__FERRY_DPX16(__viaddmax_s16x2, __FERRY_SIMD_LS, m = __FERRY_S16SUM; m = __FERRY_SIMD_MAX(m, z))
__FERRY_DPX16(__viaddmin_s16x2, __FERRY_SIMD_LS, m = __FERRY_S16SUM; m = __FERRY_SIMD_MIN(m, z))
__FERRY_DPX16(__viaddmax_s16x2_relu, __FERRY_SIMD_LS,
              m = __FERRY_S16SUM; m = __FERRY_SIMD_MAX(m, z); m = __FERRY_SIMD_MAX(m, 0))
__FERRY_DPX16(__viaddmin_s16x2_relu, __FERRY_SIMD_LS,
              m = __FERRY_S16SUM; m = __FERRY_SIMD_MIN(m, z); m = __FERRY_SIMD_MAX(m, 0))
__FERRY_DPX16(__viaddmax_u16x2, __FERRY_SIMD_LU, m = __FERRY_U16SUM; m = __FERRY_SIMD_MAX(m, z))
__FERRY_DPX16(__viaddmin_u16x2, __FERRY_SIMD_LU, m = __FERRY_U16SUM; m = __FERRY_SIMD_MIN(m, z))
#undef __FERRY_S16SUM
#undef __FERRY_U16SUM
#undef __FERRY_DPX16
#undef __FERRY_DPX16_2

#define __FERRY_DPX16_B(fn, get, cmp)                                               \
    __FERRY_DEV unsigned int fn(const unsigned int a, const unsigned int b,         \
                                bool *const pred_hi, bool *const pred_lo) {         \
        int xl = get(a, 0, 16), yl = get(b, 0, 16), xh = get(a, 1, 16), yh = get(b, 1, 16); \
        *pred_hi = xh cmp yh;                                                       \
        *pred_lo = xl cmp yl;                                                       \
        return __FERRY_SIMD_PUT(xl cmp yl ? xl : yl, 0, 16) | __FERRY_SIMD_PUT(xh cmp yh ? xh : yh, 1, 16); \
    }
__FERRY_DPX16_B(__vibmax_s16x2, __FERRY_SIMD_LS, >=)
__FERRY_DPX16_B(__vibmin_s16x2, __FERRY_SIMD_LS, <=)
__FERRY_DPX16_B(__vibmax_u16x2, __FERRY_SIMD_LU, >=)
__FERRY_DPX16_B(__vibmin_u16x2, __FERRY_SIMD_LU, <=)
#undef __FERRY_DPX16_B
#undef __FERRY_SIMD_MAX
#undef __FERRY_SIMD_MIN

/* --------------------------------------------------------- dot products */
/* c plus the products of the four byte lanes of a and b (dp4a); of the two
 * half-word lanes of a with bytes 0-1 (lo) or 2-3 (hi) of b (dp2a). The sum
 * wraps around at 32 bits; no product overflows an int. */
#define __FERRY_SIMD_DP4A(get, a, b, c)                                             \
    ((c) + (unsigned int)(get(a, 0, 8) * get(b, 0, 8)) + (unsigned int)(get(a, 1, 8) * get(b, 1, 8)) + \
     (unsigned int)(get(a, 2, 8) * get(b, 2, 8)) + (unsigned int)(get(a, 3, 8) * get(b, 3, 8)))
#define __FERRY_SIMD_DP2A(get, a, b, c, first)                                      \
    ((c) + (unsigned int)(get(a, 0, 16) * get(b, (first), 8)) +                     \
     (unsigned int)(get(a, 1, 16) * get(b, (first) + 1, 8)))
#define __FERRY_SIMD_PACK4(v)                                                       \
    ((unsigned int)(unsigned char)(v).x | (unsigned int)(unsigned char)(v).y << 8 | \
     (unsigned int)(unsigned char)(v).z << 16 | (unsigned int)(unsigned char)(v).w << 24)
#define __FERRY_SIMD_PACK2(v)                                                       \
    ((unsigned int)(unsigned short)(v).x | (unsigned int)(unsigned short)(v).y << 16)

__FERRY_DEV int __dp4a(int srcA, int srcB, int c) {
    unsigned int a = (unsigned int)srcA, b = (unsigned int)srcB;
    return (int)__FERRY_SIMD_DP4A(__FERRY_SIMD_LS, a, b, (unsigned int)c);
}
__FERRY_DEV unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c) {
    return __FERRY_SIMD_DP4A(__FERRY_SIMD_LU, srcA, srcB, c);
}
__FERRY_DEV int __dp4a(char4 srcA, char4 srcB, int c) {
    unsigned int a = __FERRY_SIMD_PACK4(srcA), b = __FERRY_SIMD_PACK4(srcB);
    return (int)__FERRY_SIMD_DP4A(__FERRY_SIMD_LS, a, b, (unsigned int)c);
}
__FERRY_DEV unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) {
    unsigned int a = __FERRY_SIMD_PACK4(srcA), b = __FERRY_SIMD_PACK4(srcB);
    return __FERRY_SIMD_DP4A(__FERRY_SIMD_LU, a, b, c);
}
#define __FERRY_DP2A_ALL(name, first)                                               \
    __FERRY_DEV int name(int srcA, int srcB, int c) {                               \
        unsigned int a = (unsigned int)srcA, b = (unsigned int)srcB;                \
        return (int)__FERRY_SIMD_DP2A(__FERRY_SIMD_LS, a, b, (unsigned int)c, first); \
    }                                                                               \
    __FERRY_DEV unsigned int name(unsigned int srcA, unsigned int srcB, unsigned int c) { \
        return __FERRY_SIMD_DP2A(__FERRY_SIMD_LU, srcA, srcB, c, first);            \
    }                                                                               \
    __FERRY_DEV int name(short2 srcA, char4 srcB, int c) {                          \
        unsigned int a = __FERRY_SIMD_PACK2(srcA), b = __FERRY_SIMD_PACK4(srcB);    \
        return (int)__FERRY_SIMD_DP2A(__FERRY_SIMD_LS, a, b, (unsigned int)c, first); \
    }                                                                               \
    __FERRY_DEV unsigned int name(ushort2 srcA, uchar4 srcB, unsigned int c) {      \
        unsigned int a = __FERRY_SIMD_PACK2(srcA), b = __FERRY_SIMD_PACK4(srcB);    \
        return __FERRY_SIMD_DP2A(__FERRY_SIMD_LU, a, b, c, first);                  \
    }
__FERRY_DP2A_ALL(__dp2a_lo, 0)
__FERRY_DP2A_ALL(__dp2a_hi, 2)
#undef __FERRY_DP2A_ALL
#undef __FERRY_SIMD_DP4A
#undef __FERRY_SIMD_DP2A
#undef __FERRY_SIMD_PACK4
#undef __FERRY_SIMD_PACK2
#undef __FERRY_SIMD_PUT
#undef __FERRY_SIMD_CLAMP
#undef __FERRY_SIMD_LS
#undef __FERRY_SIMD_LU

#endif
