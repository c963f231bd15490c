// fmaf(a, b, c) and a * b + c (which CUDA fuses) rounded once, bit for bit
// as the host's fmaf, on every CPU model: the portable build's x86-64-v2
// variant has no FMA instruction and computes them in double, rounded to
// odd (lower/cpu/softfma.c); xcpu/cuda/fma_exact runs it there. Random
// triples, triples whose sum cancels the product, sums near a rounding
// midpoint, subnormals, zeros of both signs, infinities and NaN. Kernels
// of more than 64 fmas once unrolled call one out-of-line copy there, and
// its 4-lane twin from vectorized loops: the same triples through both.
#include <cmath>
#include <cstdio>
#include <cstring>

#define N (1 << 20)

__global__ void fused(const float *a, const float *b, const float *c, float *call, float *expr, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        call[i] = fmaf(a[i], b[i], c[i]);
        expr[i] = a[i] * b[i] + c[i];
    }
}

// K fmas per thread once unrolled: lanes side by side (the vectorized
// loop calls the 4-lane copy) and each thread's own run (one thread at a
// time, the scalar copy)
#define K 80

// (no bounds check: under one, x86-64-v2 keeps the loop scalar)
__global__ void fused_lanes(const float *a, const float *b, const float *c, float *out, int m)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
    for (int j = 0; j < K; j++)
        out[j * m + i] = fmaf(a[j * m + i], b[j * m + i], c[j * m + i]);
}

__global__ void fused_runs(const float *a, const float *b, const float *c, float *out, int m)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < m) {
#pragma unroll
        for (int j = 0; j < K; j++)
            out[i * K + j] = a[i * K + j] * b[i * K + j] + c[i * K + j];
    }
}

static unsigned state = 12345;
static unsigned next_bits()
{
    state = state * 1664525u + 1013904223u;
    unsigned hi = state >> 16;
    state = state * 1664525u + 1013904223u;
    return hi << 16 | state >> 16;
}

static float from_bits(unsigned u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static unsigned to_bits(float f)
{
    unsigned u;
    memcpy(&u, &f, sizeof u);
    return u;
}

// a float with a random sign and mantissa and an exponent in [lo, hi]
static float random_float(int lo, int hi)
{
    unsigned u = next_bits();
    int e = lo + (int)(u % (unsigned)(hi - lo + 1));
    return from_bits((u & 0x80000000u) | (unsigned)e << 23 | (next_bits() & 0x7fffffu));
}

static void make_case(int i, float *a, float *b, float *c)
{
    static const float special[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1e-45f, -1e-45f, 1.17549435e-38f,
                                    3.40282347e38f, -3.40282347e38f, 1.0f, -1.0f};
    const int ns = sizeof special / sizeof special[0];
    *a = random_float(100, 154);
    *b = random_float(100, 154);
    double p = (double)*a * *b;
    switch (i % 6) {
    case 0: /* anything */
        *c = random_float(1, 254);
        break;
    case 1: /* the sum cancels most of the product */
        *c = -(float)p;
        *c = from_bits(to_bits(*c) + (next_bits() % 5) - 2);
        break;
    case 2: { /* a product exactly halfway between two floats, and a c far
                 below it that decides the way: rounded to double first, the
                 sum would be the midpoint itself */
        int k = 1 + (int)(next_bits() % 23), ea = (int)(next_bits() % 40) - 20, eb = (int)(next_bits() % 40) - 20;
        *a = std::ldexp(1.0f + std::ldexp(1.0f, -k), ea) * ((next_bits() & 1) ? 1 : -1);
        *b = std::ldexp(1.0f + std::ldexp(1.0f, k - 24), eb) * ((next_bits() & 1) ? 1 : -1);
        *c = std::ldexp((next_bits() & 1) ? 1.0f : -1.0f, ea + eb - 60 - (int)(next_bits() % 40));
        break;
    }
    case 3: /* small c: its bits fall below the product's last */
        *c = random_float(1, 80);
        break;
    case 4: /* subnormal results */
        *a = random_float(40, 80);
        *b = random_float(40, 80);
        *c = random_float(0, 3);
        break;
    default:
        *a = special[next_bits() % ns];
        *b = (next_bits() & 1) ? special[next_bits() % ns] : random_float(1, 254);
        *c = (next_bits() & 1) ? special[next_bits() % ns] : random_float(1, 254);
    }
}

static bool same(float got, float want)
{
    return (std::isnan(got) && std::isnan(want)) || to_bits(got) == to_bits(want);
}

int main()
{
    float *a, *b, *c, *call, *expr, *lanes, *runs;
    cudaMallocManaged(&a, N * sizeof(float));
    cudaMallocManaged(&b, N * sizeof(float));
    cudaMallocManaged(&c, N * sizeof(float));
    cudaMallocManaged(&call, N * sizeof(float));
    cudaMallocManaged(&expr, N * sizeof(float));
    cudaMallocManaged(&lanes, N * sizeof(float));
    cudaMallocManaged(&runs, N * sizeof(float));
    for (int i = 0; i < N; i++)
        make_case(i, &a[i], &b[i], &c[i]);
    fused<<<N / 256, 256>>>(a, b, c, call, expr, N);
    const int m = N / K / 256 * 256;
    for (int i = m * K; i < N; i++)
        lanes[i] = runs[i] = std::fma(a[i], b[i], c[i]);
    fused_lanes<<<m / 256, 256>>>(a, b, c, lanes, m);
    fused_runs<<<(m + 255) / 256, 256>>>(a, b, c, runs, m);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("FAIL launch\n");
        return 1;
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        float want = std::fma(a[i], b[i], c[i]);
        if ((!same(call[i], want) || !same(expr[i], want)) && bad++ < 5)
            printf("FAIL fmaf(%a, %a, %a) = %a, a * b + c = %a, want %a\n", a[i], b[i], c[i], call[i], expr[i],
                   want);
        if ((!same(lanes[i], want) || !same(runs[i], want)) && bad++ < 5)
            printf("FAIL unrolled fmaf(%a, %a, %a) = %a (lanes), %a (runs), want %a\n", a[i], b[i], c[i],
                   lanes[i], runs[i], want);
    }
    printf(bad ? "FAIL: %d of %d\n" : "PASS\n", bad, N);
    return bad != 0;
}
