// Bit-manipulation PTX in inline asm, as hashing and packing code uses it:
// prmt.b32 (generic byte permute, with sign replication), lop3.b32 (its
// look-up table as an "n" immediate), bfe.u32 / bfe.s32, bfi.b32,
// shf.l.wrap / shf.r.wrap / shf.l.clamp. Each is checked on the host
// against the instruction's definition in the PTX ISA.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

enum { NOUT = 12 };

template <int LUT>
__device__ unsigned lop3(unsigned a, unsigned b, unsigned c)
{
    unsigned d;
    asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(a), "r"(b), "r"(c), "n"(LUT));
    return d;
}

__global__ void bits(const unsigned *x, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned a = x[3 * i], b = x[3 * i + 1], c = x[3 * i + 2];
    unsigned *o = out + NOUT * i;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(o[0]) : "r"(a), "r"(b), "r"(c));
    asm("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(o[1]) : "r"(a), "r"(b));   // identity
    asm("prmt.b32 %0, %1, 0, 0x0123;" : "=r"(o[2]) : "r"(a));            // byte swap
    o[3] = lop3<0xE8>(a, b, c);                                          // majority
    o[4] = lop3<0x96>(a, b, c);                                          // a ^ b ^ c
    o[5] = lop3<(0xF0 & 0xCC) | 0xAA>(a, b, c);                          // (a & b) | c
    unsigned pos = c & 31, len = (c >> 8) & 31;
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(o[6]) : "r"(a), "r"(pos), "r"(len));
    int s;
    asm("bfe.s32 %0, %1, %2, %3;" : "=r"(s) : "r"(a), "r"(pos), "r"(len));
    o[7] = (unsigned)s;
    asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(o[8]) : "r"(a), "r"(b), "r"(pos), "r"(len));
    asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(o[9]) : "r"(a), "r"(b), "r"(c));
    asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(o[10]) : "r"(a), "r"(b), "r"(c));
    asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(o[11]) : "r"(a), "r"(b), "r"(c & 63));
}

static unsigned h_prmt(unsigned a, unsigned b, unsigned c)
{
    uint64_t t = (uint64_t)b << 32 | a;
    unsigned d = 0;
    for (int k = 0; k < 4; k++) {
        unsigned sel = (c >> (4 * k)) & 15;
        unsigned byte = (unsigned)(t >> (8 * (sel & 7))) & 0xff;
        if (sel & 8)
            byte = (byte & 0x80) ? 0xff : 0;
        d |= byte << (8 * k);
    }
    return d;
}

static unsigned h_lop3(unsigned a, unsigned b, unsigned c, unsigned lut)
{
    unsigned d = 0;
    for (int k = 0; k < 32; k++) {
        unsigned idx = ((a >> k) & 1) << 2 | ((b >> k) & 1) << 1 | ((c >> k) & 1);
        d |= ((lut >> idx) & 1) << k;
    }
    return d;
}

static unsigned h_bfe(unsigned a, unsigned pos, unsigned len, bool sign)
{
    unsigned sbit = 0;
    if (sign && len) {
        unsigned m = pos + len - 1 < 31 ? pos + len - 1 : 31;
        sbit = (a >> m) & 1;
    }
    unsigned d = 0;
    for (unsigned k = 0; k < 32; k++) {
        unsigned bit = (k < len && pos + k <= 31) ? (a >> (pos + k)) & 1 : sbit;
        d |= bit << k;
    }
    return d;
}

static unsigned h_bfi(unsigned a, unsigned b, unsigned pos, unsigned len)
{
    unsigned f = b;
    for (unsigned k = 0; k < len && pos + k <= 31; k++)
        f = (f & ~(1u << (pos + k))) | ((a >> k) & 1) << (pos + k);
    return f;
}

static unsigned h_shf(unsigned a, unsigned b, unsigned n, bool left)
{
    uint64_t t = (uint64_t)b << 32 | a;
    if (left)
        return n >= 32 ? a : (unsigned)((t << n) >> 32);
    return n >= 32 ? b : (unsigned)(t >> n);
}

int main()
{
    const int n = 20000;
    unsigned *x, *out;
    CHECK(cudaMallocManaged(&x, 3 * n * sizeof(unsigned)));
    CHECK(cudaMallocManaged(&out, NOUT * n * sizeof(unsigned)));
    uint64_t r = 88172645463325252ull;
    for (int i = 0; i < 3 * n; i++) {
        r ^= r << 13; r ^= r >> 7; r ^= r << 17;
        x[i] = (unsigned)(r >> 16);
    }
    x[2] = 0; x[5] = 32; x[8] = 0x1f1f; // edge cases: zero length, shift 32, pos+len beyond 31
    bits<<<(n + 127) / 128, 128>>>(x, out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++) {
        unsigned a = x[3 * i], b = x[3 * i + 1], c = x[3 * i + 2];
        unsigned pos = c & 31, len = (c >> 8) & 31;
        unsigned e[NOUT] = {
            h_prmt(a, b, c), a, h_prmt(a, 0, 0x0123),
            h_lop3(a, b, c, 0xE8), a ^ b ^ c, (a & b) | c,
            h_bfe(a, pos, len, false), h_bfe(a, pos, len, true), h_bfi(a, b, pos, len),
            h_shf(a, b, c & 31, true), h_shf(a, b, c & 31, false), h_shf(a, b, (c & 63) > 32 ? 32 : c & 63, true),
        };
        static const char *what[NOUT] = {"prmt", "prmt 0x3210", "prmt 0x0123", "lop3 0xE8", "lop3 0x96",
                                         "lop3 0xEA", "bfe.u32", "bfe.s32", "bfi.b32", "shf.l.wrap",
                                         "shf.r.wrap", "shf.l.clamp"};
        for (int k = 0; k < NOUT; k++)
            if (out[NOUT * i + k] != e[k] && bad++ < 20)
                printf("%s(%#x, %#x, %#x) = %#x, expected %#x\n", what[k], a, b, c, out[NOUT * i + k], e[k]);
    }
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
