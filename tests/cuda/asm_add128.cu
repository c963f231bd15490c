// 128-bit integers with inline PTX carry chains: add.cc / addc.cc / addc
// (and sub.cc / subc.cc / subc) split over separate asm statements, as
// wide-integer libraries write them, so the carry flag must live across
// asm statements; plus a mul.lo / mul.hi / mad.lo.cc / madc.hi chain for a
// 64x64->128 product. Checked against unsigned __int128 on the host.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

struct u128 { unsigned w[4]; };

__device__ u128 add128(u128 a, u128 b)
{
    u128 r;
    asm volatile("add.cc.u32 %0, %1, %2;" : "=r"(r.w[0]) : "r"(a.w[0]), "r"(b.w[0]));
    asm volatile("addc.cc.u32 %0, %1, %2;" : "=r"(r.w[1]) : "r"(a.w[1]), "r"(b.w[1]));
    asm volatile("addc.cc.u32 %0, %1, %2;" : "=r"(r.w[2]) : "r"(a.w[2]), "r"(b.w[2]));
    asm volatile("addc.u32 %0, %1, %2;" : "=r"(r.w[3]) : "r"(a.w[3]), "r"(b.w[3]));
    return r;
}

__device__ u128 sub128(u128 a, u128 b)
{
    u128 r;
    asm volatile("sub.cc.u32 %0, %1, %2;" : "=r"(r.w[0]) : "r"(a.w[0]), "r"(b.w[0]));
    asm volatile("subc.cc.u32 %0, %1, %2;" : "=r"(r.w[1]) : "r"(a.w[1]), "r"(b.w[1]));
    asm volatile("subc.cc.u32 %0, %1, %2;" : "=r"(r.w[2]) : "r"(a.w[2]), "r"(b.w[2]));
    asm volatile("subc.u32 %0, %1, %2;" : "=r"(r.w[3]) : "r"(a.w[3]), "r"(b.w[3]));
    return r;
}

// The whole chain in one statement, on 64-bit halves.
__device__ void add128_one(unsigned long long alo, unsigned long long ahi, unsigned long long blo,
                           unsigned long long bhi, unsigned long long *lo, unsigned long long *hi)
{
    asm("add.cc.u64 %0, %2, %4;\n\t"
        "addc.u64 %1, %3, %5;"
        : "=l"(*lo), "=l"(*hi)
        : "l"(alo), "l"(ahi), "l"(blo), "l"(bhi));
}

// 64x64 -> 128 from 32-bit pieces: the schoolbook product with carries.
__device__ u128 mul64x64(unsigned long long x, unsigned long long y)
{
    unsigned a0 = (unsigned)x, a1 = (unsigned)(x >> 32), b0 = (unsigned)y, b1 = (unsigned)(y >> 32);
    u128 r;
    asm("{\n\t"
        ".reg .u32 t0, t1;\n\t"
        "mul.lo.u32 %0, %4, %6;\n\t"
        "mul.hi.u32 %1, %4, %6;\n\t"
        "mul.lo.u32 %2, %5, %7;\n\t"
        "mul.hi.u32 %3, %5, %7;\n\t"
        "mad.lo.cc.u32 %1, %5, %6, %1;\n\t"
        "madc.hi.cc.u32 %2, %5, %6, %2;\n\t"
        "addc.u32 %3, %3, 0;\n\t"
        "mad.lo.cc.u32 %1, %4, %7, %1;\n\t"
        "madc.hi.cc.u32 %2, %4, %7, %2;\n\t"
        "addc.u32 %3, %3, 0;\n\t"
        "}"
        : "=&r"(r.w[0]), "=&r"(r.w[1]), "=&r"(r.w[2]), "=&r"(r.w[3])
        : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
    return r;
}

__global__ void kernel(const u128 *a, const u128 *b, u128 *sum, u128 *diff, u128 *sum1, u128 *prod, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    sum[i] = add128(a[i], b[i]);
    diff[i] = sub128(a[i], b[i]);
    unsigned long long alo = a[i].w[0] | (unsigned long long)a[i].w[1] << 32;
    unsigned long long ahi = a[i].w[2] | (unsigned long long)a[i].w[3] << 32;
    unsigned long long blo = b[i].w[0] | (unsigned long long)b[i].w[1] << 32;
    unsigned long long bhi = b[i].w[2] | (unsigned long long)b[i].w[3] << 32;
    unsigned long long lo, hi;
    add128_one(alo, ahi, blo, bhi, &lo, &hi);
    sum1[i].w[0] = (unsigned)lo; sum1[i].w[1] = (unsigned)(lo >> 32);
    sum1[i].w[2] = (unsigned)hi; sum1[i].w[3] = (unsigned)(hi >> 32);
    prod[i] = mul64x64(alo, blo);
}

typedef unsigned __int128 U;
static U to(const u128 &x) { return (U)x.w[0] | (U)x.w[1] << 32 | (U)x.w[2] << 64 | (U)x.w[3] << 96; }
static u128 from(U v) { u128 r; for (int k = 0; k < 4; k++) r.w[k] = (unsigned)(v >> (32 * k)); return r; }

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static unsigned next32()
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (unsigned)(rng >> 11);
}

int main()
{
    const int n = 4096;
    u128 *a, *b, *sum, *diff, *sum1, *prod;
    CHECK(cudaMallocManaged(&a, n * sizeof(u128)));
    CHECK(cudaMallocManaged(&b, n * sizeof(u128)));
    CHECK(cudaMallocManaged(&sum, n * sizeof(u128)));
    CHECK(cudaMallocManaged(&diff, n * sizeof(u128)));
    CHECK(cudaMallocManaged(&sum1, n * sizeof(u128)));
    CHECK(cudaMallocManaged(&prod, n * sizeof(u128)));
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++) {
            a[i].w[k] = next32();
            b[i].w[k] = next32();
        }
        // carries that ripple through every word
        if (i % 7 == 0) { a[i] = from(~(U)0 - (U)(i % 5)); b[i] = from((U)(i % 11)); }
        if (i % 13 == 0) { a[i].w[0] = a[i].w[1] = a[i].w[2] = 0xffffffffu; }
        if (i % 17 == 0) { a[i] = from((U)i); b[i] = from((U)i + 1); } // borrows all the way
    }
    kernel<<<(n + 127) / 128, 128>>>(a, b, sum, diff, sum1, prod, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++) {
        U x = to(a[i]), y = to(b[i]);
        U lo64x = (uint64_t)x, lo64y = (uint64_t)y;
        bool ok = to(sum[i]) == x + y && to(diff[i]) == x - y && to(sum1[i]) == x + y &&
                  to(prod[i]) == lo64x * lo64y;
        if (!ok && bad++ < 10)
            printf("mismatch at %d: sum %d diff %d sum1 %d prod %d\n", i, to(sum[i]) == x + y,
                   to(diff[i]) == x - y, to(sum1[i]) == x + y, to(prod[i]) == lo64x * lo64y);
    }
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
