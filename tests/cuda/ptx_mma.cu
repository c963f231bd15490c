// Tensor-core instructions through the PTX path: cp.async into shared
// memory, ldmatrix (.x4 and .x2.trans), and mma.sync m16n8k16 f16 (f32 and
// f16 accumulators), m16n8k8 tf32, m16n8k32 s8/u8 and m8n8k4 f64, each
// checked against a host matrix product. Small integer values keep every
// product exact. NVIDIA's compiler gets the instructions as inline PTX;
// other compilers (Ferry's CUDA path) a plain per-lane model of the same
// fragment layouts.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>

// Device code uses the inline PTX (Ferry lowers it, as nvcc passes it on);
// the C++ twins below it are the same operations, kept for reading.
#if defined(__CUDA_ARCH__)
#define REAL_PTX 1
#endif

// f16 as its bits; these convert exactly representable values only.
typedef unsigned short half_t;
__host__ __device__ inline half_t f2h(float f)
{
    unsigned u;
    memcpy(&u, &f, 4);
    unsigned sign = (u >> 16) & 0x8000u, e = (u >> 23) & 0xff;
    if (e == 0) return (half_t)sign;
    return (half_t)(sign | ((e - 127 + 15) << 10) | ((u >> 13) & 0x3ff));
}
__host__ __device__ inline float h2f(half_t h)
{
    unsigned sign = (unsigned)(h & 0x8000u) << 16, e = (h >> 10) & 0x1f;
    unsigned u = e ? sign | ((e - 15 + 127) << 23) | ((unsigned)(h & 0x3ff) << 13) : sign;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

__device__ inline unsigned smem_addr(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

// A: 16x16 f16 row-major, B: 16x8 (k x n) stored as n-major (col) 8x16 f16,
// C/D: 16x8 f32. Fragments loaded with ldmatrix from shared memory.
__global__ void mma_f16(const half_t *A, const half_t *Bt, float *D, half_t *D16)
{
    __shared__ __align__(16) half_t sa[16 * 16];
    __shared__ __align__(16) half_t sb[8 * 16];
    int lane = threadIdx.x;
#ifdef REAL_PTX
    // 16-byte cp.async chunks: A has 32, B has 16
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(smem_addr(sa + lane * 8)), "l"(A + lane * 8));
    if (lane < 16)
        asm volatile("cp.async.ca.shared.global [%0], [%1], 16, 16;" :: "r"(smem_addr(sb + lane * 8)), "l"(Bt + lane * 8));
    asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;" ::: "memory");
#else
    for (int i = 0; i < 8; i++) sa[lane * 8 + i] = A[lane * 8 + i];
    if (lane < 16) for (int i = 0; i < 8; i++) sb[lane * 8 + i] = Bt[lane * 8 + i];
#endif
    __syncwarp();
    unsigned a[4], b[2];
    int g = lane >> 2, t = lane & 3;
#ifdef REAL_PTX
    // x4: matrices (rows 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15)
    int m = lane >> 3, r = lane & 7;
    const half_t *row = sa + ((m & 1) * 8 + r) * 16 + (m >> 1) * 8;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3]) : "r"(smem_addr(row)));
    const half_t *brow = sb + (lane & 7) * 16 + ((lane >> 3) & 1) * 8;
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
                 : "=r"(b[0]), "=r"(b[1]) : "r"(smem_addr(brow)));
#else
    for (int i = 0; i < 4; i++) {
        int rr = g + 8 * (i & 1), cc = 2 * t + 8 * (i >> 1);
        unsigned short lo, hi;
        memcpy(&lo, &sa[rr * 16 + cc], 2);
        memcpy(&hi, &sa[rr * 16 + cc + 1], 2);
        a[i] = lo | (unsigned)hi << 16;
    }
    for (int i = 0; i < 2; i++) {
        int kk = 2 * t + 8 * i;
        unsigned short lo, hi;
        memcpy(&lo, &sb[g * 16 + kk], 2);
        memcpy(&hi, &sb[g * 16 + kk + 1], 2);
        b[i] = lo | (unsigned)hi << 16;
    }
#endif
    float c[4] = {1, 2, 3, 4}, d[4];
    unsigned c16[2] = {0x3c003c00u, 0x3c003c00u}, d16[2]; // 1.0 everywhere
#ifdef REAL_PTX
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
                   "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
                 : "=r"(d16[0]), "=r"(d16[1])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c16[0]), "r"(c16[1]));
#else
    for (int i = 0; i < 4; i++) {
        int rr = g + 8 * (i >> 1), cc = 2 * t + (i & 1);
        float s = c[i];
        for (int k = 0; k < 16; k++) s += h2f(sa[rr * 16 + k]) * h2f(sb[cc * 16 + k]);
        d[i] = s;
    }
    for (int i = 0; i < 2; i++) {
        half_t lo = f2h(d[2 * i] - c[2 * i] + 1.0f), hi = f2h(d[2 * i + 1] - c[2 * i + 1] + 1.0f);
        unsigned short l, h;
        memcpy(&l, &lo, 2);
        memcpy(&h, &hi, 2);
        d16[i] = l | (unsigned)h << 16;
    }
    (void)c16;
#endif
    for (int i = 0; i < 4; i++) {
        int rr = g + 8 * (i >> 1), cc = 2 * t + (i & 1);
        D[rr * 8 + cc] = d[i];
        half_t h;
        unsigned short bits = (unsigned short)(d16[i >> 1] >> (16 * (i & 1)));
        memcpy(&h, &bits, 2);
        D16[rr * 8 + cc] = h;
    }
}

// m16n8k8 tf32: A 16x8 row-major, B 8x8 (k x n), C/D 16x8
__global__ void mma_tf32(const float *A, const float *B, float *D)
{
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3;
    float a[4] = {A[g * 8 + t], A[(g + 8) * 8 + t], A[g * 8 + t + 4], A[(g + 8) * 8 + t + 4]};
    float b[2] = {B[t * 8 + g], B[(t + 4) * 8 + g]};
    float d[4];
#ifdef REAL_PTX
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "r"(__float_as_uint(a[0])), "r"(__float_as_uint(a[1])), "r"(__float_as_uint(a[2])), "r"(__float_as_uint(a[3])),
                   "r"(__float_as_uint(b[0])), "r"(__float_as_uint(b[1])), "f"(0.5f), "f"(0.5f), "f"(0.5f), "f"(0.5f));
#else
    (void)a; (void)b;
    for (int i = 0; i < 4; i++) {
        int rr = g + 8 * (i >> 1), cc = 2 * t + (i & 1);
        float s = 0.5f;
        for (int k = 0; k < 8; k++) s += A[rr * 8 + k] * B[k * 8 + cc];
        d[i] = s;
    }
#endif
    for (int i = 0; i < 4; i++) D[(g + 8 * (i >> 1)) * 8 + 2 * t + (i & 1)] = d[i];
}

// m16n8k32 s8 x u8 -> s32: A 16x32 (s8) row-major, B 32x8 (u8) as n-major 8x32
__global__ void mma_s8(const signed char *A, const unsigned char *Bt, int *D)
{
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3;
    unsigned a[4], b[2];
    for (int i = 0; i < 4; i++) {
        int rr = g + 8 * (i & 1), cc = 4 * t + 16 * (i >> 1);
        memcpy(&a[i], &A[rr * 32 + cc], 4);
    }
    for (int i = 0; i < 2; i++) memcpy(&b[i], &Bt[g * 32 + 4 * t + 16 * i], 4);
    int d[4];
#ifdef REAL_PTX
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(-7), "r"(7), "r"(100), "r"(0x7fffff00));
#else
    int c[4] = {-7, 7, 100, 0x7fffff00};
    for (int i = 0; i < 4; i++) {
        int rr = g + 8 * (i >> 1), cc = 2 * t + (i & 1);
        long long s = c[i];
        for (int k = 0; k < 32; k++) s += (long long)A[rr * 32 + k] * Bt[cc * 32 + k];
        d[i] = s > 0x7fffffff ? 0x7fffffff : (int)s;
    }
#endif
    for (int i = 0; i < 4; i++) D[(g + 8 * (i >> 1)) * 8 + 2 * t + (i & 1)] = d[i];
}

// m8n8k4 f64: A 8x4, B 4x8, C/D 8x8
__global__ void mma_f64(const double *A, const double *B, double *D)
{
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3;
    double a = A[g * 4 + t], b = B[t * 8 + g], d[2];
#ifdef REAL_PTX
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%4,%5};"
                 : "=d"(d[0]), "=d"(d[1]) : "d"(a), "d"(b), "d"(0.25), "d"(-1.0));
#else
    (void)a; (void)b;
    for (int i = 0; i < 2; i++) {
        double s = i ? -1.0 : 0.25;
        for (int k = 0; k < 4; k++) s += A[g * 4 + k] * B[k * 8 + 2 * t + i];
        d[i] = s;
    }
#endif
    D[g * 8 + 2 * t] = d[0];
    D[g * 8 + 2 * t + 1] = d[1];
}

static int fails;
static void check(const char *what, bool ok)
{
    if (!ok) {
        printf("FAIL %s\n", what);
        fails++;
    }
}

int main()
{
    // f16
    half_t hA[256], hB[128];
    float fA[256], fB[128];
    for (int i = 0; i < 256; i++) { fA[i] = (float)((i * 7) % 9 - 4); hA[i] = f2h(fA[i]); }
    for (int i = 0; i < 128; i++) { fB[i] = (float)((i * 5) % 7 - 3); hB[i] = f2h(fB[i]); }
    half_t *dA, *dB, *dD16; float *dD;
    cudaMalloc(&dA, sizeof hA); cudaMalloc(&dB, sizeof hB); cudaMalloc(&dD, 128 * 4); cudaMalloc(&dD16, 128 * 2);
    cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice);
    mma_f16<<<1, 32>>>(dA, dB, dD, dD16);
    float D[128]; half_t D16[128];
    cudaMemcpy(D, dD, sizeof D, cudaMemcpyDeviceToHost);
    cudaMemcpy(D16, dD16, sizeof D16, cudaMemcpyDeviceToHost);
    bool ok = true, ok16 = true;
    double sum = 0;
    for (int r = 0; r < 16; r++)
        for (int c = 0; c < 8; c++) {
            float s = 0;
            for (int k = 0; k < 16; k++) s += fA[r * 16 + k] * fB[c * 16 + k];
            float cin = (float)(1 + (c & 1) + 2 * (r >= 8));
            ok &= D[r * 8 + c] == s + cin;
            ok16 &= h2f(D16[r * 8 + c]) == s + 1.0f;
            sum += D[r * 8 + c];
        }
    check("mma f16 -> f32 (cp.async, ldmatrix)", ok);
    check("mma f16 -> f16", ok16);
    printf("f16 sum %.1f\n", sum);

    // tf32
    float tA[128], tB[64], tD[128];
    for (int i = 0; i < 128; i++) tA[i] = (float)(i % 11) - 5.0f;
    for (int i = 0; i < 64; i++) tB[i] = (float)(i % 5) * 0.5f;
    float *dtA, *dtB, *dtD;
    cudaMalloc(&dtA, sizeof tA); cudaMalloc(&dtB, sizeof tB); cudaMalloc(&dtD, sizeof tD);
    cudaMemcpy(dtA, tA, sizeof tA, cudaMemcpyHostToDevice);
    cudaMemcpy(dtB, tB, sizeof tB, cudaMemcpyHostToDevice);
    mma_tf32<<<1, 32>>>(dtA, dtB, dtD);
    cudaMemcpy(tD, dtD, sizeof tD, cudaMemcpyDeviceToHost);
    ok = true;
    for (int r = 0; r < 16; r++)
        for (int c = 0; c < 8; c++) {
            float s = 0.5f;
            for (int k = 0; k < 8; k++) s += tA[r * 8 + k] * tB[k * 8 + c];
            ok &= tD[r * 8 + c] == s;
        }
    check("mma tf32", ok);

    // s8 x u8
    signed char iA[512]; unsigned char iB[256]; int iD[128];
    for (int i = 0; i < 512; i++) iA[i] = (signed char)((i * 37) % 256 - 128);
    for (int i = 0; i < 256; i++) iB[i] = (unsigned char)((i * 59) % 256);
    signed char *diA; unsigned char *diB; int *diD;
    cudaMalloc(&diA, sizeof iA); cudaMalloc(&diB, sizeof iB); cudaMalloc(&diD, sizeof iD);
    cudaMemcpy(diA, iA, sizeof iA, cudaMemcpyHostToDevice);
    cudaMemcpy(diB, iB, sizeof iB, cudaMemcpyHostToDevice);
    mma_s8<<<1, 32>>>(diA, diB, diD);
    cudaMemcpy(iD, diD, sizeof iD, cudaMemcpyDeviceToHost);
    ok = true;
    const int cin[4] = {-7, 7, 100, 0x7fffff00};
    for (int r = 0; r < 16; r++)
        for (int c = 0; c < 8; c++) {
            long long s = cin[(c & 1) + 2 * (r >= 8)];
            for (int k = 0; k < 32; k++) s += (long long)iA[r * 32 + k] * iB[c * 32 + k];
            if (s > 0x7fffffff) s = 0x7fffffff;
            if (s < -0x7fffffff - 1) s = -0x7fffffff - 1;
            ok &= iD[r * 8 + c] == (int)s;
        }
    check("mma s8.u8 satfinite", ok);

    // f64
    double gA[32], gB[32], gD[64];
    for (int i = 0; i < 32; i++) { gA[i] = i * 0.5 - 3; gB[i] = (i % 6) - 2.5; }
    double *dgA, *dgB, *dgD;
    cudaMalloc(&dgA, sizeof gA); cudaMalloc(&dgB, sizeof gB); cudaMalloc(&dgD, sizeof gD);
    cudaMemcpy(dgA, gA, sizeof gA, cudaMemcpyHostToDevice);
    cudaMemcpy(dgB, gB, sizeof gB, cudaMemcpyHostToDevice);
    mma_f64<<<1, 32>>>(dgA, dgB, dgD);
    cudaMemcpy(gD, dgD, sizeof gD, cudaMemcpyDeviceToHost);
    ok = true;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            double s = (c & 1) ? -1.0 : 0.25;
            for (int k = 0; k < 4; k++) s += gA[r * 4 + k] * gB[k * 8 + c];
            ok &= gD[r * 8 + c] == s;
        }
    check("mma f64", ok);
    cudaError_t e = cudaDeviceSynchronize();
    check("no CUDA error", e == cudaSuccess);
    if (!fails)
        printf("PASS\n");
    return fails != 0;
}
