// Speckle-reducing anisotropic diffusion of a rows x cols image, ITERS
// iterations.  Each one: a reduction kernel sums the image and its squares
// per block in shared memory (the host adds the blocks' partials) for the
// speckle scale q0^2 = var / mean^2; a kernel takes each pixel's differences
// to its four neighbours (an edge pixel stands in for a missing one) and its
// diffusion coefficient c from the local statistic q^2 against q0^2; a
// second kernel moves each pixel by the divergence of c times the gradient.
// One thread per pixel in 16x16 blocks.
#define SRAD_SHARED __host__ __device__ // srad_coefficient, for the kernel too
#include "srad.h"

#define BLOCK 256
#define SUMS 256 // blocks of the reduction

__global__ void sums(const float *J, float *part, int n)
{
    __shared__ float s[BLOCK], q[BLOCK];
    float a = 0, b = 0;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
        a += J[i];
        b += J[i] * J[i];
    }
    s[threadIdx.x] = a;
    q[threadIdx.x] = b;
    __syncthreads();
    for (int half = BLOCK / 2; half > 0; half >>= 1) {
        if (threadIdx.x < half) {
            s[threadIdx.x] += s[threadIdx.x + half];
            q[threadIdx.x] += q[threadIdx.x + half];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        part[2 * blockIdx.x] = s[0];
        part[2 * blockIdx.x + 1] = q[0];
    }
}

__global__ void srad_coeff(const float *J, float *c, float *dN, float *dS, float *dW, float *dE,
                           int rows, int cols, float q0sq)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    size_t i = (size_t)y * cols + x;
    float jc = J[i];
    float dn = J[y > 0 ? i - cols : i] - jc, ds = J[y < rows - 1 ? i + cols : i] - jc;
    float dw = J[x > 0 ? i - 1 : i] - jc, de = J[x < cols - 1 ? i + 1 : i] - jc;
    dN[i] = dn;
    dS[i] = ds;
    dW[i] = dw;
    dE[i] = de;
    c[i] = srad_coefficient(jc, dn, ds, dw, de, q0sq);
}

// The north and west fluxes use the pixel's own c, the south and east ones
// its neighbour's.
__global__ void srad_update(float *J, const float *c, const float *dN, const float *dS,
                            const float *dW, const float *dE, int rows, int cols)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    size_t i = (size_t)y * cols + x;
    float cs = c[y < rows - 1 ? i + cols : i], ce = c[x < cols - 1 ? i + 1 : i];
    J[i] += 0.25f * LAMBDA * (c[i] * (dN[i] + dW[i]) + cs * dS[i] + ce * dE[i]);
}

int main()
{
    const int rows = SRAD_ROWS, cols = SRAD_COLS, n = rows * cols;
    size_t bytes = (size_t)n * sizeof(float);
    float *img = (float *)malloc(bytes);
    srad_image(img, rows, cols);
    float *J, *c, *d[4], *part, hpart[2 * SUMS];
    cudaMalloc(&J, bytes);
    cudaMalloc(&c, bytes);
    for (int k = 0; k < 4; k++)
        cudaMalloc(&d[k], bytes);
    cudaMalloc(&part, sizeof hpart);

    dim3 block(16, 16), grid(cols / 16, rows / 16);
    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        cudaMemcpy(J, img, bytes, cudaMemcpyHostToDevice);
        double t0 = bench_now_ms();
        for (int it = 0; it < ITERS; it++) {
            sums<<<SUMS, BLOCK>>>(J, part, n);
            cudaMemcpy(hpart, part, sizeof hpart, cudaMemcpyDeviceToHost);
            double s = 0, q = 0;
            for (int b = 0; b < SUMS; b++) {
                s += hpart[2 * b];
                q += hpart[2 * b + 1];
            }
            srad_coeff<<<grid, block>>>(J, c, d[0], d[1], d[2], d[3], rows, cols, srad_q0sq(s, q, n));
            srad_update<<<grid, block>>>(J, c, d[0], d[1], d[2], d[3], rows, cols);
        }
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();
    float *out = (float *)malloc(bytes);
    cudaMemcpy(out, J, bytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= srad_check(out, img, rows, cols, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
