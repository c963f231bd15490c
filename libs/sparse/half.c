/* Half (IEEE binary16) and bfloat16 values: read as float, written with
 * rounding to nearest even, for the descriptors that hold them. */
#include "internal.h"

float sp_half_to_float(uint16_t h)
{
    uint32_t s = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff, f;
    if (e == 0 && m == 0) {
        f = s;
    } else if (e == 0) { /* subnormal: normalise */
        e = 113;
        while (!(m & 0x400)) m <<= 1, e--;
        f = s | e << 23 | (m & 0x3ff) << 13;
    } else if (e == 31) {
        f = s | 0x7f800000 | m << 13;
    } else {
        f = s | (e + 112) << 23 | m << 13;
    }
    float x;
    memcpy(&x, &f, sizeof x);
    return x;
}

uint16_t sp_float_to_half(float x)
{
    uint32_t f;
    memcpy(&f, &x, sizeof f);
    uint16_t s = (uint16_t)((f >> 16) & 0x8000);
    int32_t e = (int32_t)((f >> 23) & 0xff) - 112;
    uint32_t m = f & 0x7fffff;
    if (((f >> 23) & 0xff) == 0xff) return s | 0x7c00 | (m ? 0x200 : 0);
    if (e >= 31) return s | 0x7c00;
    if (e <= 0) {
        if (e < -10) return s;
        m |= 0x800000;
        uint32_t shift = (uint32_t)(14 - e), hm = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (hm & 1))) hm++;
        return (uint16_t)(s | hm);
    }
    uint32_t hm = m >> 13, rem = m & 0x1fff;
    /* A carry out of the mantissa moves into the exponent, as it should. */
    uint32_t h = (uint32_t)s | (uint32_t)e << 10 | hm;
    if (rem > 0x1000 || (rem == 0x1000 && (hm & 1))) h++;
    return (uint16_t)h;
}

float sp_bf16_to_float(uint16_t b)
{
    uint32_t f = (uint32_t)b << 16;
    float x;
    memcpy(&x, &f, sizeof x);
    return x;
}

uint16_t sp_float_to_bf16(float x)
{
    uint32_t f;
    memcpy(&f, &x, sizeof f);
    if ((f & 0x7f800000) == 0x7f800000 && (f & 0x7fffff)) return (uint16_t)(f >> 16 | 0x40);
    f += 0x7fff + ((f >> 16) & 1);
    return (uint16_t)(f >> 16);
}
