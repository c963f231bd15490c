// A particle filter tracking a bright disc across FRAMES noisy W x H images
// with P particles.  Per frame: each particle moves (drift plus hashed
// noise) and weighs itself by the likelihood of the pixels under a disc
// template (offsets in constant memory) at its position; each block sums its
// weights in shared memory, the host adds the blocks' sums.  A second launch
// normalises the weights and scans each block's in shared memory; the host
// scans the block totals.  A third resamples systematically: particle j
// takes the position of the first particle whose CDF reaches (u0 + j) / P,
// found by binary search.  One thread per particle, BLOCK per block.
#include "bench.h"
#include <math.h>

#define W 512
#define H 512
#define FRAMES 4
#define BLOCK 256
#define R 3 // template radius: the offsets with dx^2 + dy^2 <= R^2
#define VX 2.0f
#define BG 0.2f
#define FG 0.8f

__constant__ int2 offsets[(2 * R + 1) * (2 * R + 1)];

__host__ __device__ float jitter(unsigned i, unsigned f) // in [-2, 2)
{
    unsigned h = i * 0x9e3779b1u ^ (f + 1) * 0x85ebca77u;
    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;
    return (h >> 8) * (4.0f / 16777216.0f) - 2.0f;
}

__host__ __device__ float loglik(const float *img, float x, float y, const int2 *off, int m)
{
    int cx = (int)roundf(x), cy = (int)roundf(y);
    float s = 0;
    for (int k = 0; k < m; k++) {
        int px = min(max(cx + off[k].x, 0), W - 1), py = min(max(cy + off[k].y, 0), H - 1);
        float v = img[py * W + px];
        s += (v - BG) * (v - BG) - (v - FG) * (v - FG);
    }
    return 2.0f * s;
}

__global__ void weigh(const float *img, float *x, float *y, float *w, float *part, int m, int f)
{
    __shared__ float s[BLOCK];
    int t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    x[i] += VX + jitter(2 * i, f);
    y[i] += jitter(2 * i + 1, f);
    w[i] = expf(loglik(img, x[i], y[i], offsets, m));
    s[t] = w[i];
    __syncthreads();
    for (int half = BLOCK / 2; half > 0; half >>= 1) {
        if (t < half)
            s[t] += s[t + half];
        __syncthreads();
    }
    if (t == 0)
        part[blockIdx.x] = s[0];
}

__global__ void block_cdf(const float *w, float total, float *cdf, float *bsum)
{
    __shared__ float s[BLOCK];
    int t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    s[t] = w[i] / total;
    __syncthreads();
    for (int d = 1; d < BLOCK; d <<= 1) { // inclusive scan, Hillis-Steele
        float v = t >= d ? s[t - d] : 0;
        __syncthreads();
        s[t] += v;
        __syncthreads();
    }
    cdf[i] = s[t];
    if (t == BLOCK - 1)
        bsum[blockIdx.x] = s[t];
}

__host__ __device__ float cdf_at(const float *cdf, const float *boff, int i) { return boff[i / BLOCK] + cdf[i]; }

__global__ void resample(const float *cdf, const float *boff, const float *x, const float *y, float u0,
                         float *nx, float *ny, int *pick, int p)
{
    int j = blockIdx.x * BLOCK + threadIdx.x;
    float u = (u0 + j) / p;
    int lo = 0, hi = p - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (cdf_at(cdf, boff, mid) >= u)
            hi = mid;
        else
            lo = mid + 1;
    }
    pick[j] = lo;
    nx[j] = x[lo];
    ny[j] = y[lo];
}

int main()
{
    const int p = 1 << 16, nb = p / BLOCK;
    const size_t fb = p * sizeof(float);
    int2 off[(2 * R + 1) * (2 * R + 1)];
    int m = 0;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
            if (dx * dx + dy * dy <= R * R)
                off[m++] = make_int2(dx, dy);
    float *img = (float *)malloc((size_t)FRAMES * W * H * sizeof(float));
    for (int f = 0; f < FRAMES; f++) // the disc, radius 6, moves VX pixels right per frame
        for (int py = 0; py < H; py++)
            for (int px = 0; px < W; px++) {
                float dx = px - (W / 3 + VX * (f + 1)), dy = py - H / 2;
                int i = (f * H + py) * W + px;
                img[i] = (dx * dx + dy * dy <= 36 ? FG : BG) + 0.2f * (bench_unit(i) - 0.5f);
            }
    float *x0 = (float *)malloc(fb), *y0 = (float *)malloc(fb);
    for (int i = 0; i < p; i++) { // spread around the disc's first position
        x0[i] = W / 3 + 10 * (bench_unit(2 * i + 1000000) - 0.5f);
        y0[i] = H / 2 + 10 * (bench_unit(2 * i + 1000001) - 0.5f);
    }
    float *dimg, *dx[2], *dy[2], *dw, *dpart, *dcdf, *dbsum, *dboff;
    int *dpick;
    cudaMalloc(&dimg, (size_t)FRAMES * W * H * sizeof(float));
    float **each[] = {&dx[0], &dx[1], &dy[0], &dy[1], &dw, &dcdf};
    for (int b = 0; b < 6; b++)
        cudaMalloc(each[b], fb);
    cudaMalloc(&dpick, p * sizeof(int));
    cudaMalloc(&dpart, nb * sizeof(float));
    cudaMalloc(&dbsum, nb * sizeof(float));
    cudaMalloc(&dboff, nb * sizeof(float));
    cudaMemcpy(dimg, img, (size_t)FRAMES * W * H * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpyToSymbol(offsets, off, sizeof off);

    float *part = (float *)malloc(nb * sizeof(float)), *boff = (float *)malloc(nb * sizeof(float));
    float total = 0;
    double ms[BENCH_REPS];
    int ok = 1, cur = 0;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        cudaMemcpy(dx[0], x0, fb, cudaMemcpyHostToDevice);
        cudaMemcpy(dy[0], y0, fb, cudaMemcpyHostToDevice);
        cur = 0;
        double t0 = bench_now_ms();
        for (int f = 0; f < FRAMES; f++) {
            weigh<<<nb, BLOCK>>>(dimg + (size_t)f * W * H, dx[cur], dy[cur], dw, dpart, m, f);
            cudaMemcpy(part, dpart, nb * sizeof(float), cudaMemcpyDeviceToHost);
            double sum = 0;
            for (int b = 0; b < nb; b++)
                sum += part[b];
            total = (float)sum;
            block_cdf<<<nb, BLOCK>>>(dw, total, dcdf, dbsum);
            cudaMemcpy(part, dbsum, nb * sizeof(float), cudaMemcpyDeviceToHost);
            boff[0] = 0;
            for (int b = 1; b < nb; b++)
                boff[b] = boff[b - 1] + part[b - 1];
            cudaMemcpy(dboff, boff, nb * sizeof(float), cudaMemcpyHostToDevice);
            resample<<<nb, BLOCK>>>(dcdf, dboff, dx[cur], dy[cur], bench_unit(f + 777), dx[1 - cur], dy[1 - cur], dpick, p);
            cur = 1 - cur;
        }
        cudaDeviceSynchronize();
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
        else
            ok &= bench_cuda_ok();
    }
    ok &= bench_cuda_ok();

    // The last frame, checked on the host: the weights at the positions the
    // particles had, the CDF (in double), each pick against the device's CDF,
    // and that the particles now sit on the disc.
    float *x = (float *)malloc(fb), *y = (float *)malloc(fb), *nx = (float *)malloc(fb), *ny = (float *)malloc(fb);
    float *w = (float *)malloc(fb), *cdf = (float *)malloc(fb);
    int *pick = (int *)malloc(p * sizeof(int));
    cudaMemcpy(x, dx[1 - cur], fb, cudaMemcpyDeviceToHost); // where the particles were weighed
    cudaMemcpy(y, dy[1 - cur], fb, cudaMemcpyDeviceToHost);
    cudaMemcpy(nx, dx[cur], fb, cudaMemcpyDeviceToHost); // where resampling put them
    cudaMemcpy(ny, dy[cur], fb, cudaMemcpyDeviceToHost);
    cudaMemcpy(w, dw, fb, cudaMemcpyDeviceToHost);
    cudaMemcpy(cdf, dcdf, fb, cudaMemcpyDeviceToHost);
    cudaMemcpy(pick, dpick, p * sizeof(int), cudaMemcpyDeviceToHost);
    const float *last = img + (size_t)(FRAMES - 1) * W * H;
    float u0 = bench_unit(FRAMES - 1 + 777);
    double run = 0, mx = 0, my = 0;
    for (int i = 0; i < p; i++) {
        float want = expf(loglik(last, x[i], y[i], off, m));
        ok &= fabsf(w[i] - want) <= 1e-4f * want;
        run += (double)w[i] / total;
        ok &= fabs(cdf_at(cdf, boff, i) - run) <= 1e-5;
        float u = (u0 + i) / p;
        int k = pick[i];
        ok &= k >= 0 && k < p && (k == p - 1 || cdf_at(cdf, boff, k) >= u) && (k == 0 || cdf_at(cdf, boff, k - 1) < u);
        ok &= k >= 0 && k < p && nx[i] == x[k] && ny[i] == y[k];
        mx += nx[i];
        my += ny[i];
    }
    mx /= p;
    my /= p;
    ok &= fabs(mx - (W / 3 + VX * FRAMES)) < 1.5 && fabs(my - H / 2) < 1.5;
    return bench_report(ms, BENCH_REPS, mx + my, ok);
}
