// A particle filter tracking a bright disc across FRAMES noisy W x H images
// with P particles.  Per frame: each particle moves (drift plus hashed
// noise) and weighs itself by the likelihood of the pixels under a disc
// template (offsets in constant memory) at its position; each block sums its
// weights in shared memory, the host adds the blocks' sums.  A second launch
// normalises the weights and scans each block's in shared memory; the host
// scans the block totals.  A third resamples systematically: particle j
// takes the position of the first particle whose CDF reaches (u0 + j) / P,
// found by binary search.  One thread per particle, BLOCK per block.
#define PF_SHARED __host__ __device__ // pf_jitter and pf_loglik, for the kernels too
#include "particlefilter.h"

#define BLOCK 256

__constant__ pf_offset offsets[(2 * R + 1) * (2 * R + 1)];

__global__ void weigh(const float *img, float *x, float *y, float *w, float *part, int m, int f)
{
    __shared__ float s[BLOCK];
    int t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    x[i] += VX + pf_jitter(2 * i, f);
    y[i] += pf_jitter(2 * i + 1, f);
    w[i] = expf(pf_loglik(img, x[i], y[i], offsets, m));
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

__device__ float cdf_at(const float *cdf, const float *boff, int i) { return boff[i / BLOCK] + cdf[i]; }

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
    const int p = PF_P, nb = p / BLOCK;
    const size_t fb = p * sizeof(float);
    pf_offset off[(2 * R + 1) * (2 * R + 1)];
    int m = pf_template(off);
    float *img = (float *)malloc((size_t)FRAMES * W * H * sizeof(float));
    pf_frames(img);
    float *x0 = (float *)malloc(fb), *y0 = (float *)malloc(fb);
    pf_start(x0, y0, p);
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
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();

    // The last frame, checked on the host; the device's CDF is per block, the
    // check's whole, so each block's offset goes in first.
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
    for (int i = 0; i < p; i++)
        cdf[i] += boff[i / BLOCK];
    double sum;
    ok &= pf_check(img, off, m, p, total, x, y, w, cdf, pick, nx, ny, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
