// Integer SIMD, video and bit instructions through the PTX path: dp4a,
// dp2a, fns, bmsk, szext, cvt.pack.sat, scalar video (vadd, vabsdiff,
// vmin, vmax, vshl, vshr, vset, vmad) with selectors, .sat, secondary
// operations and merges, and SIMD video (vadd2, vsub4, vavrg4, vabsdiff4,
// vmin2, vmax4, vset4). Each result is checked against a host model of the
// PTX ISA's definition. NVIDIA's compiler gets the instructions as inline
// PTX; other compilers (Ferry's CUDA path) the same host model.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

// Device code uses the inline PTX (Ferry lowers it, as nvcc passes it on);
// the C++ twins below it are the same operations, kept for reading.
#if defined(__CUDA_ARCH__)
#define REAL_PTX 1
#endif

#define NOPS 22
typedef unsigned u32;
typedef long long i64;

__host__ __device__ inline i64 part(u32 x, int sel, bool sign) // sel: -1 word, 0-3 byte, 4-5 half
{
    if (sel < 0) return sign ? (i64)(int)x : (i64)x;
    if (sel < 4) { u32 v = (x >> (8 * sel)) & 0xff; return sign ? (i64)(signed char)v : (i64)v; }
    u32 v = (x >> (16 * (sel - 4))) & 0xffff;
    return sign ? (i64)(short)v : (i64)v;
}
__host__ __device__ inline i64 clampl(i64 v, i64 lo, i64 hi) { return v < lo ? lo : v > hi ? hi : v; }

// SIMD: n lanes of 32/n bits; op 0 add 1 sub 2 avrg 3 absdiff 4 min 5 max 6 set.gt
__host__ __device__ inline u32 simd(int op, int n, u32 a, u32 b, u32 c, bool as, bool bs, bool ds, bool sat, bool add)
{
    int bits = 32 / n;
    u32 r = add ? c : 0;
    for (int i = 0; i < n; i++) {
        u32 ea = (a >> (i * bits)) & ((1u << bits) - 1), eb = (b >> (i * bits)) & ((1u << bits) - 1);
        i64 x = as ? (i64)(ea ^ (1u << (bits - 1))) - (1 << (bits - 1)) : (i64)ea;
        i64 y = bs ? (i64)(eb ^ (1u << (bits - 1))) - (1 << (bits - 1)) : (i64)eb;
        i64 t;
        switch (op) {
        case 0: t = x + y; break;
        case 1: t = x - y; break;
        case 2: t = (x + y) >= 0 ? (x + y + 1) >> 1 : (x + y) >> 1; break;
        case 3: t = x > y ? x - y : y - x; break;
        case 4: t = x < y ? x : y; break;
        case 5: t = x > y ? x : y; break;
        default: t = x > y; break;
        }
        if (sat) t = ds ? clampl(t, -(1 << (bits - 1)), (1 << (bits - 1)) - 1) : clampl(t, 0, (1 << bits) - 1);
        if (add) r += (u32)t;
        else r |= ((u32)t & ((1u << bits) - 1)) << (i * bits);
    }
    return r;
}

__host__ __device__ inline u32 model(int k, u32 a, u32 b, u32 c)
{
    switch (k) {
    case 0: { int s = (int)c; for (int i = 0; i < 4; i++) s += (int)(signed char)(a >> 8 * i) * (int)(b >> 8 * i & 0xff); return (u32)s; } // dp4a.s32.u32
    case 1: { u32 s = c; for (int i = 0; i < 4; i++) s += (a >> 8 * i & 0xff) * (b >> 8 * i & 0xff); return s; } // dp4a.u32.u32
    case 2: { int s = (int)c; for (int i = 0; i < 2; i++) s += (int)(short)(a >> 16 * i) * (int)(signed char)(b >> (8 * (i + 2))); return (u32)s; } // dp2a.hi.s32.s32
    case 3: { // fns.b32 a, base b&31, offset (int)(c % 7) - 3
        int off = (int)(c % 7) - 3, base = b & 31;
        if (off == 0) return (a >> base & 1) ? (u32)base : 0xffffffffu;
        int cnt = (off < 0 ? -off : off) - 1, inc = off > 0 ? 1 : -1;
        for (int pos = base; pos >= 0 && pos < 32; pos += inc)
            if (a >> pos & 1) { if (cnt == 0) return (u32)pos; cnt--; }
        return 0xffffffffu;
    }
    case 4: { // bmsk.clamp.b32 a&63, b&63
        u32 x = a & 63, y = b & 63, a1 = x & 31, b1 = y & 31, sum = a1 + b1;
        u32 m0 = ~0u << a1, m1 = sum >= 32 ? 0 : ~0u << sum;
        bool ovf = sum >= 32;
        if (x >= 32) { m0 = 0; ovf = true; }
        if (y >= 32) ovf = true;
        m1 = ovf ? 0 : b1 == 0 ? ~0u : m1;
        return m0 & ~m1;
    }
    case 5: { // szext.wrap.s32 a, b&63
        u32 y = b & 63, b1 = y & 31, mask = ~0u << b1;
        bool sign = b1 && (a >> ((b1 - 1) & 31) & 1);
        return (a & ~mask) | (sign ? mask : 0);
    }
    case 6: { // cvt.pack.sat.s8.s32.b32 a, b, c
        i64 x = clampl((int)a, -128, 127), y = clampl((int)b, -128, 127);
        return ((u32)y & 0xff) | ((u32)x & 0xff) << 8 | c << 16;
    }
    case 7: { // cvt.pack.sat.u16.s32 a, b
        i64 x = clampl((int)a, 0, 65535), y = clampl((int)b, 0, 65535);
        return (u32)y | (u32)x << 16;
    }
    case 8: return (u32)clampl(part(a, 0, false) + part(b, 5, true), -0x80000000ll, 0x7fffffffll); // vadd.s32.u32.s32.sat a.b0, b.h1
    case 9: { i64 t = part(a, -1, true) - part(b, -1, false); t = t < 0 ? -t : t; return (u32)(t + (i64)c); } // vabsdiff.u32.s32.u32.add
    case 10: { i64 t = clampl(part(a, 2, true) - part(b, 1, true), -128, 127); return (c & 0xffff00ffu) | ((u32)t & 0xff) << 8; } // vsub.s32.s32.s32.sat d.b1, a.b2, b.b1
    case 11: { i64 t = part(a, 4, false), n = part(b, -1, false); n = n > 32 ? 32 : n; t = t >> n; return (u32)(t + part(c, -1, false)); } // vshr.u32.u32.u32.clamp.add a.h0
    case 12: { i64 t = part(a, -1, true) << (b & 31); return (u32)clampl(t, -0x80000000ll, 0x7fffffffll); } // vshl.s32.s32.u32.sat.wrap
    case 13: { i64 t = part(a, -1, false) < part(b, -1, false) ? part(a, -1, false) : part(b, -1, false); i64 cc = part(c, -1, false); return (u32)(t > cc ? t : cc); } // vmin.u32.u32.u32.max
    case 14: return (u32)(part(a, 3, true) > part(b, 0, true)); // vset.s32.s32.gt a.b3, b.b0
    case 15: { i64 t = part(a, 4, false) * part(b, 5, false) + part(c, -1, false); return (u32)(t >> 15); } // vmad.u32.u32.u32.shr15 a.h0, b.h1
    case 16: { i64 p = part(a, -1, true) * part(b, 4, false); i64 t = p + (i64)(int)~c + 1; return (u32)clampl(t, -0x80000000ll, 0x7fffffffll); } // vmad.s32.s32.u32.sat a, b.h0, -c
    case 17: return simd(0, 2, a, b, c, true, false, true, true, false);    // vadd2.s32.s32.u32.sat
    case 18: return simd(1, 4, a, b, c, false, false, false, true, false);  // vsub4.u32.u32.u32.sat
    case 19: return simd(2, 4, a, b, c, false, false, false, false, false); // vavrg4.u32.u32.u32
    case 20: return simd(3, 4, a, b, c, false, false, false, false, true);  // vabsdiff4.u32.u32.u32.add
    default: return simd(6, 4, a, b, c, true, true, false, false, false);   // vset4.s32.s32.gt
    }
}

__device__ u32 run(int k, u32 a, u32 b, u32 c)
{
#ifdef REAL_PTX
    u32 d = c;
    switch (k) {
    case 0: asm("dp4a.s32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 1: asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 2: asm("dp2a.hi.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 3: asm("fns.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b & 31), "r"((int)(c % 7) - 3)); break;
    case 4: asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(d) : "r"(a & 63), "r"(b & 63)); break;
    case 5: asm("szext.wrap.s32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b & 63)); break;
    case 6: asm("cvt.pack.sat.s8.s32.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 7: asm("cvt.pack.sat.u16.s32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b)); break;
    case 8: asm("vadd.s32.u32.s32.sat %0, %1.b0, %2.h1;" : "=r"(d) : "r"(a), "r"(b)); break;
    case 9: asm("vabsdiff.u32.s32.u32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 10: asm("vsub.s32.s32.s32.sat %0.b1, %1.b2, %2.b1, %3;" : "+r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 11: asm("vshr.u32.u32.u32.clamp.add %0, %1.h0, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 12: asm("vshl.s32.s32.u32.sat.wrap %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b)); break;
    case 13: asm("vmin.u32.u32.u32.max %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 14: asm("vset.s32.s32.gt %0, %1.b3, %2.b0;" : "=r"(d) : "r"(a), "r"(b)); break;
    case 15: asm("vmad.u32.u32.u32.shr15 %0, %1.h0, %2.h1, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 16: asm("vmad.s32.s32.u32.sat %0, %1, %2.h0, -%3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 17: asm("vadd2.s32.s32.u32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 18: asm("vsub4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 19: asm("vavrg4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    case 20: asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    default: asm("vset4.s32.s32.gt %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); break;
    }
    return d;
#else
    return model(k, a, b, c);
#endif
}

__global__ void kernel(const u32 *in, u32 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    u32 a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
    for (int k = 0; k < NOPS; k++) out[i * NOPS + k] = run(k, a, b, c);
}

int main()
{
    const int n = 512;
    static u32 in[3 * n], out[n * NOPS];
    u32 s = 12345;
    const u32 special[] = {0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x7f7f7f7fu, 0x80808080u, 31, 32, 33};
    for (int i = 0; i < 3 * n; i++) {
        s = s * 1664525u + 1013904223u;
        in[i] = (i % 5 == 0) ? special[(s >> 8) % 10] : s;
    }
    u32 *din, *dout;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    kernel<<<(n + 127) / 128, 128>>>(din, dout, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    int bad = 0;
    unsigned long long sum = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NOPS; k++) {
            u32 want = model(k, in[3 * i], in[3 * i + 1], in[3 * i + 2]);
            sum += out[i * NOPS + k];
            if (out[i * NOPS + k] != want && bad++ < 10)
                printf("FAIL op %d: a=%08x b=%08x c=%08x got %08x want %08x\n", k, in[3 * i], in[3 * i + 1],
                       in[3 * i + 2], out[i * NOPS + k], want);
        }
    printf("checksum %llu\n", sum);
    if (!bad)
        printf("PASS\n");
    return bad != 0;
}
