// 2D 5-point stencil with 16x16 blocks and an 18x18 shared tile (one-cell
// halo). Cells outside the grid take the value of the nearest edge cell
// (clamped indices). The grid sides are not multiples of 16.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

#define B 16

__device__ __forceinline__ float at(const float *in, int w, int h, int x, int y)
{
    x = min(max(x, 0), w - 1);
    y = min(max(y, 0), h - 1);
    return in[y * w + x];
}

__global__ void stencil(const float *in, float *out, int w, int h, float c0, float c1)
{
    __shared__ float tile[B + 2][B + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
    tile[ty + 1][tx + 1] = at(in, w, h, x, y);
    if (tx == 0) tile[ty + 1][0] = at(in, w, h, x - 1, y);
    if (tx == B - 1) tile[ty + 1][B + 1] = at(in, w, h, x + 1, y);
    if (ty == 0) tile[0][tx + 1] = at(in, w, h, x, y - 1);
    if (ty == B - 1) tile[B + 1][tx + 1] = at(in, w, h, x, y + 1);
    __syncthreads();
    if (x < w && y < h) {
        float v = c0 * tile[ty + 1][tx + 1] +
                  c1 * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
        out[y * w + x] = v;
    }
}

static float host_at(const std::vector<float> &in, int w, int h, int x, int y)
{
    x = x < 0 ? 0 : (x >= w ? w - 1 : x);
    y = y < 0 ? 0 : (y >= h ? h - 1 : y);
    return in[y * w + x];
}

static void run(int w, int h, int iters)
{
    const float c0 = 0.5f, c1 = 0.125f;
    std::vector<float> a(w * h), ref(w * h), got(w * h);
    for (int i = 0; i < w * h; ++i) a[i] = (float)((i * 97) % 251) - 125.0f;
    ref = a;
    float *d0, *d1;
    CHECK(cudaMalloc((void **)&d0, a.size() * sizeof(float)));
    CHECK(cudaMalloc((void **)&d1, a.size() * sizeof(float)));
    CHECK(cudaMemcpy(d0, a.data(), a.size() * sizeof(float), cudaMemcpyHostToDevice));
    dim3 block(B, B), grid((w + B - 1) / B, (h + B - 1) / B);
    for (int it = 0; it < iters; ++it) {
        stencil<<<grid, block>>>(d0, d1, w, h, c0, c1);
        CHECK(cudaGetLastError());
        std::swap(d0, d1);
        std::vector<float> next(w * h);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                next[y * w + x] = c0 * host_at(ref, w, h, x, y) +
                    c1 * (host_at(ref, w, h, x, y - 1) + host_at(ref, w, h, x, y + 1) +
                          host_at(ref, w, h, x - 1, y) + host_at(ref, w, h, x + 1, y));
        ref.swap(next);
    }
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(got.data(), d0, got.size() * sizeof(float), cudaMemcpyDeviceToHost));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (fabsf(got[y * w + x] - ref[y * w + x]) > 1e-4f * (1.0f + fabsf(ref[y * w + x])))
                REPORT("%dx%d: (%d,%d) = %.7g, expected %.7g\n", w, h, x, y, got[y * w + x], ref[y * w + x]);
    cudaFree(d0); cudaFree(d1);
}

int main()
{
    run(100, 77, 3);
    run(16, 16, 2);
    run(1, 40, 1);
    run(257, 3, 2);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
