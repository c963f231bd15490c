// Built-in vector types: make_float4/make_int2/make_float3/make_uchar4/
// make_double2, their sizes and alignment (host and device must agree), and
// arrays of them in kernels.
#include <cstdio>
#include <cmath>
#include <cstddef>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__host__ __device__ inline float4 add4(float4 a, float4 b)
{
    return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
__host__ __device__ inline float dot3(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

struct Particle {
    float3 pos;     // 12 bytes
    char kind;
    float4 color;   // aligned to 16
    int2 cell;
    double2 mass;   // aligned to 16
};

__global__ void sizes(int *out)
{
    out[0] = sizeof(float4); out[1] = alignof(float4);
    out[2] = sizeof(int2); out[3] = alignof(int2);
    out[4] = sizeof(float3); out[5] = alignof(float3);
    out[6] = sizeof(uchar4); out[7] = alignof(uchar4);
    out[8] = sizeof(double2); out[9] = alignof(double2);
    out[10] = sizeof(char3); out[11] = sizeof(longlong2);
    out[12] = sizeof(Particle); out[13] = (int)offsetof(Particle, color);
    out[14] = (int)offsetof(Particle, mass); out[15] = sizeof(short2);
}

__global__ void kernel(const float4 *a, const float4 *b, float4 *sum, const int2 *ip,
                       int *isum, uchar4 *bytes, Particle *ps, float *dots, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    sum[i] = add4(a[i], b[i]);
    int2 v = ip[i];
    isum[i] = v.x * 3 + v.y;
    bytes[i] = make_uchar4(i & 0xff, (i >> 8) & 0xff, 255 - (i & 0xff), 7);
    Particle p = ps[i];
    p.pos = make_float3(p.pos.x + 1.0f, p.pos.y * 2.0f, -p.pos.z);
    p.cell = make_int2(p.cell.y, p.cell.x);
    p.color.w = (float)p.kind;
    p.mass = make_double2(p.mass.y, p.mass.x + 0.5);
    ps[i] = p;
    dots[i] = dot3(p.pos, make_float3(1.0f, 2.0f, 3.0f));
}

int main()
{
    int dev[16];
    int host[16] = {(int)sizeof(float4), (int)alignof(float4), (int)sizeof(int2), (int)alignof(int2),
                    (int)sizeof(float3), (int)alignof(float3), (int)sizeof(uchar4), (int)alignof(uchar4),
                    (int)sizeof(double2), (int)alignof(double2), (int)sizeof(char3), (int)sizeof(longlong2),
                    (int)sizeof(Particle), (int)offsetof(Particle, color), (int)offsetof(Particle, mass),
                    (int)sizeof(short2)};
    int want[16] = {16, 16, 8, 8, 12, 4, 4, 4, 16, 16, 3, 16, 64, 16, 48, 4};
    int *dsizes;
    CHECK(cudaMalloc(&dsizes, sizeof(dev)));
    sizes<<<1, 1>>>(dsizes);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(dev, dsizes, sizeof(dev), cudaMemcpyDeviceToHost));
    for (int k = 0; k < 16; ++k)
        if (dev[k] != want[k] || host[k] != want[k]) {
            printf("layout item %d: device %d, host %d, want %d\n", k, dev[k], host[k], want[k]);
            return 1;
        }

    const int n = 1500;
    std::vector<float4> a(n), b(n), sum(n);
    std::vector<int2> ip(n);
    std::vector<int> isum(n);
    std::vector<uchar4> bytes(n);
    std::vector<Particle> ps(n), orig;
    std::vector<float> dots(n);
    for (int i = 0; i < n; ++i) {
        a[i] = make_float4(i, -i, 0.5f * i, 1.0f);
        b[i] = make_float4(1.0f, 2.0f, 3.0f, (float)(i % 10));
        ip[i] = make_int2(i, -2 * i);
        ps[i].pos = make_float3(i * 0.25f, 1.0f - i, 3.0f);
        ps[i].kind = (char)('a' + i % 26);
        ps[i].color = make_float4(0.1f, 0.2f, 0.3f, 0.0f);
        ps[i].cell = make_int2(i / 10, i % 10);
        ps[i].mass = make_double2(1.0 / (i + 1), (double)i);
    }
    orig = ps;
    float4 *da, *db, *dsum; int2 *dip; int *disum; uchar4 *dbytes; Particle *dps; float *ddots;
    CHECK(cudaMalloc(&da, n * sizeof(float4)));
    CHECK(cudaMalloc(&db, n * sizeof(float4)));
    CHECK(cudaMalloc(&dsum, n * sizeof(float4)));
    CHECK(cudaMalloc(&dip, n * sizeof(int2)));
    CHECK(cudaMalloc(&disum, n * sizeof(int)));
    CHECK(cudaMalloc(&dbytes, n * sizeof(uchar4)));
    CHECK(cudaMalloc(&dps, n * sizeof(Particle)));
    CHECK(cudaMalloc(&ddots, n * sizeof(float)));
    CHECK(cudaMemcpy(da, a.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dip, ip.data(), n * sizeof(int2), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dps, ps.data(), n * sizeof(Particle), cudaMemcpyHostToDevice));
    kernel<<<(n + 127) / 128, 128>>>(da, db, dsum, dip, disum, dbytes, dps, ddots, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(sum.data(), dsum, n * sizeof(float4), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(isum.data(), disum, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(bytes.data(), dbytes, n * sizeof(uchar4), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ps.data(), dps, n * sizeof(Particle), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(dots.data(), ddots, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        float4 s = add4(a[i], b[i]);
        if (sum[i].x != s.x || sum[i].y != s.y || sum[i].z != s.z || sum[i].w != s.w) {
            printf("sum[%d] = (%f,%f,%f,%f)\n", i, sum[i].x, sum[i].y, sum[i].z, sum[i].w);
            return 1;
        }
        if (isum[i] != i * 3 - 2 * i) { printf("isum[%d] = %d\n", i, isum[i]); return 1; }
        uchar4 u = bytes[i];
        if (u.x != (i & 0xff) || u.y != ((i >> 8) & 0xff) || u.z != 255 - (i & 0xff) || u.w != 7) {
            printf("bytes[%d] = %d %d %d %d\n", i, u.x, u.y, u.z, u.w);
            return 1;
        }
        const Particle &o = orig[i], &p = ps[i];
        bool ok = p.pos.x == o.pos.x + 1.0f && p.pos.y == o.pos.y * 2.0f && p.pos.z == -o.pos.z &&
                  p.kind == o.kind && p.color.x == o.color.x && p.color.w == (float)o.kind &&
                  p.cell.x == o.cell.y && p.cell.y == o.cell.x && p.mass.x == o.mass.y &&
                  p.mass.y == o.mass.x + 0.5;
        if (!ok) { printf("particle %d wrong\n", i); return 1; }
        float d = dot3(p.pos, make_float3(1.0f, 2.0f, 3.0f));
        if (fabsf(dots[i] - d) > 1e-4f * (1.0f + fabsf(d))) { printf("dots[%d] = %f, want %f\n", i, dots[i], d); return 1; }
    }
    cudaFree(dsizes); cudaFree(da); cudaFree(db); cudaFree(dsum); cudaFree(dip);
    cudaFree(disum); cudaFree(dbytes); cudaFree(dps); cudaFree(ddots);
    printf("PASS\n");
    return 0;
}
