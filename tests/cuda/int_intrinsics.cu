// Integer intrinsics against host bit-twiddling written out longhand:
// __popc, __popcll, __clz, __clzll, __ffs, __ffsll, __brev, __brevll,
// __mul24, __umul24, __mulhi, __umulhi, __umul64hi, __sad, __usad.
#include <cstdio>
#include <cstdint>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

#define NOUT 15

__global__ void intrinsics(const unsigned *a, const unsigned *b, const unsigned long long *w,
                           long long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = a[i], y = b[i];
    unsigned long long z = w[i];
    long long *o = out + (size_t)i * NOUT;
    o[0] = __popc(x);
    o[1] = __popcll(z);
    o[2] = __clz((int)x);
    o[3] = __clzll((long long)z);
    o[4] = __ffs((int)x);
    o[5] = __ffsll((long long)z);
    o[6] = __brev(x);
    o[7] = (long long)__brevll(z);
    o[8] = __mul24((int)(x << 8) >> 8, (int)(y << 8) >> 8);
    o[9] = __umul24(x & 0xffffff, y & 0xffffff);
    o[10] = __mulhi((int)x, (int)y);
    o[11] = __umulhi(x, y);
    o[12] = (long long)__umul64hi(z, z ^ 0x5555aaaa5555aaaaull);
    o[13] = __sad((int)x, (int)y, 7u);
    o[14] = __usad(x, y, 3u);
}

static int popc(uint64_t v) { int c = 0; while (v) { c += v & 1; v >>= 1; } return c; }
static int clz(uint64_t v, int bits)
{
    int c = 0;
    for (int k = bits - 1; k >= 0 && !((v >> k) & 1); --k) ++c;
    return c;
}
static int ffs(uint64_t v, int bits)
{
    for (int k = 0; k < bits; ++k) if ((v >> k) & 1) return k + 1;
    return 0;
}
static uint64_t brev(uint64_t v, int bits)
{
    uint64_t r = 0;
    for (int k = 0; k < bits; ++k) if ((v >> k) & 1) r |= 1ull << (bits - 1 - k);
    return r;
}
// 64x64 -> high 64 bits, from 32-bit halves.
static uint64_t mulhi64(uint64_t p, uint64_t q)
{
    uint64_t pl = p & 0xffffffffu, ph = p >> 32, ql = q & 0xffffffffu, qh = q >> 32;
    uint64_t ll = pl * ql, lh = pl * qh, hl = ph * ql, hh = ph * qh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

int main()
{
    const int n = 3000;
    std::vector<unsigned> a(n), b(n);
    std::vector<unsigned long long> w(n);
    uint64_t s = 0x123456789abcdefull;
    for (int i = 0; i < n; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        a[i] = (unsigned)(s >> 32);
        b[i] = (unsigned)s;
        w[i] = s ^ (s << 17);
        // Some special values: zero, one bit, all ones, sparse.
        if (i % 50 == 0) a[i] = 0;
        if (i % 50 == 1) a[i] = 1u << (i % 32);
        if (i % 50 == 2) a[i] = 0xffffffffu;
        if (i % 50 == 3) w[i] = 0;
        if (i % 50 == 4) w[i] = 1ull << (i % 64);
        if (i % 50 == 5) { a[i] = 0x80000000u; b[i] = 0x7fffffffu; }
        if (i % 50 == 6) a[i] >>= (i % 31);
    }
    unsigned *da, *db; unsigned long long *dw; long long *dout;
    CHECK(cudaMalloc(&da, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&db, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&dw, n * sizeof(unsigned long long)));
    CHECK(cudaMalloc(&dout, (size_t)n * NOUT * sizeof(long long)));
    CHECK(cudaMemcpy(da, a.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dw, w.data(), n * sizeof(unsigned long long), cudaMemcpyHostToDevice));
    intrinsics<<<(n + 255) / 256, 256>>>(da, db, dw, dout, n);
    CHECK(cudaGetLastError());
    std::vector<long long> out((size_t)n * NOUT);
    CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(long long), cudaMemcpyDeviceToHost));

    static const char *names[NOUT] = {"__popc", "__popcll", "__clz", "__clzll", "__ffs", "__ffsll",
                                      "__brev", "__brevll", "__mul24", "__umul24", "__mulhi",
                                      "__umulhi", "__umul64hi", "__sad", "__usad"};
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        uint32_t x = a[i], y = b[i];
        uint64_t z = w[i];
        int32_t x24 = (int32_t)(x << 8) >> 8, y24 = (int32_t)(y << 8) >> 8;
        int64_t sx = (int32_t)x, sy = (int32_t)y;
        long long want[NOUT] = {
            popc(x), popc(z), clz(x, 32), clz(z, 64), ffs(x, 32), ffs(z, 64),
            (long long)brev(x, 32), (long long)brev(z, 64),
            (int32_t)(uint32_t)((int64_t)x24 * y24),
            (uint32_t)((uint64_t)(x & 0xffffff) * (y & 0xffffff)),
            (int32_t)((sx * sy) >> 32),
            (uint32_t)(((uint64_t)x * y) >> 32),
            (long long)mulhi64(z, z ^ 0x5555aaaa5555aaaaull),
            (long long)(uint32_t)((sx > sy ? sx - sy : sy - sx) + 7),
            (long long)(uint32_t)((x > y ? x - y : y - x) + 3),
        };
        for (int k = 0; k < NOUT; ++k)
            if (out[(size_t)i * NOUT + k] != want[k] && bad++ < 10)
                printf("%s(0x%08x, 0x%08x / 0x%016llx) = %lld, want %lld\n", names[k], x, y,
                       (unsigned long long)z, out[(size_t)i * NOUT + k], want[k]);
    }
    cudaFree(da); cudaFree(db); cudaFree(dw); cudaFree(dout);
    if (bad) { printf("%d mismatches\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
