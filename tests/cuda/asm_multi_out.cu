// Inline asm with several outputs (returned as one struct by the IR),
// read-write "+r"/"+l"/"+f" operands, and every register constraint: h
// (16-bit), r, l (64-bit), f, d, plus "n" immediates; mixed in one
// statement, and an output that is a pointer.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

struct Res {
    unsigned lo, hi, q, rm;
    unsigned long long wide;
    unsigned short h;
    float f;
    double d;
    int mn, mx;
    int acc;
};

__global__ void kernel(const unsigned *a, const unsigned *b, Res *out, const int **ptrs, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i], y = b[i] | 1;
    Res r;
    // four outputs
    asm("mul.lo.u32 %0, %4, %5;\n\t"
        "mul.hi.u32 %1, %4, %5;\n\t"
        "div.u32 %2, %4, %5;\n\t"
        "rem.u32 %3, %4, %5;"
        : "=r"(r.lo), "=r"(r.hi), "=r"(r.q), "=r"(r.rm)
        : "r"(x), "r"(y));
    asm("mul.wide.u32 %0, %1, %2;" : "=l"(r.wide) : "r"(x), "r"(y));
    unsigned short hx = (unsigned short)x;
    asm("{ .reg .b16 t;\n\t"
        "shl.b16 t, %1, %2;\n\t"
        "xor.b16 %0, t, %1; }"
        : "=h"(r.h) : "h"(hx), "n"(3));
    float f = (float)(x & 0xffff);
    double d = (double)y;
    asm("fma.rn.f32 %0, %0, %2, %3;\n\t"
        "cvt.rn.f64.f32 %1, %0;\n\t"
        "add.f64 %1, %1, %4;"
        : "+f"(f), "=d"(r.d) : "f"(0.5f), "f"(2.0f), "d"(d));
    r.f = f;
    int mn, mx;
    asm("min.s32 %0, %2, %3;\n\t"
        "max.s32 %1, %2, %3;"
        : "=r"(mn), "=r"(mx) : "r"((int)x), "r"((int)y));
    r.mn = mn;
    r.mx = mx;
    int acc = i;
    for (int k = 0; k < 4; k++)
        asm("add.s32 %0, %0, %1;" : "+r"(acc) : "n"(10));
    r.acc = acc;
    out[i] = r;
    const int *p = (const int *)a;
    asm("add.u64 %0, %0, %1;" : "+l"(p) : "l"((long long)i * 4));
    ptrs[i] = p;
}

int main()
{
    const int n = 3000;
    unsigned *a, *b;
    Res *out;
    const int **ptrs;
    CHECK(cudaMallocManaged(&a, n * sizeof(unsigned)));
    CHECK(cudaMallocManaged(&b, n * sizeof(unsigned)));
    CHECK(cudaMallocManaged(&out, n * sizeof(Res)));
    CHECK(cudaMallocManaged(&ptrs, n * sizeof(int *)));
    for (int i = 0; i < n; i++) {
        a[i] = i * 2654435761u;
        b[i] = (i + 7) * 40503u;
    }
    kernel<<<(n + 127) / 128, 128>>>(a, b, out, ptrs, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++) {
        unsigned x = a[i], y = b[i] | 1;
        unsigned long long w = (unsigned long long)x * y;
        unsigned short hx = (unsigned short)x;
        unsigned short eh = (unsigned short)((unsigned short)(hx << 3) ^ hx);
        float ef = fmaf((float)(x & 0xffff), 0.5f, 2.0f);
        double ed = (double)ef + (double)y;
        int mn = (int)x < (int)y ? (int)x : (int)y, mx = (int)x < (int)y ? (int)y : (int)x;
        const Res &r = out[i];
        bool ok = r.lo == (unsigned)w && r.hi == (unsigned)(w >> 32) && r.q == x / y && r.rm == x % y &&
                  r.wide == w && r.h == eh && r.f == ef && r.d == ed && r.mn == mn && r.mx == mx &&
                  r.acc == i + 40 && ptrs[i] == (const int *)a + i;
        if (!ok && bad++ < 10)
            printf("mismatch at %d\n", i);
    }
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
