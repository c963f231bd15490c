// Kernels launched with a block shape the source spells out get a block
// entry with that shape compiled in (the driver reads `<<<grid, 256>>>`,
// `dim3 block(16, 16)` and their #defines); any other shape runs the
// generic entry. Checked, against the host: a tiled matrix product with a
// barrier launched as written (16x16) and with the dim3 changed before the
// launch (8x32, which the driver's reading misses), a 1-D reduction with
// warp shuffles at 256 threads and at 96, a 3-D block, a template kernel,
// and a kernel without sync points (a strip of blocks) at its shape and at
// one a thread short of it.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define TILE 16
#define BLOCK 256

__global__ void matmul(const float *a, const float *b, float *c, int n)
{
    __shared__ float as[32][33], bs[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * blockDim.y + ty, col = blockIdx.x * blockDim.x + tx;
    float acc = 0;
    for (int k0 = 0; k0 < n; k0 += 32) {
        // each thread stages its share of two 32x32 tiles, whatever the shape
        for (int i = ty * blockDim.x + tx; i < 32 * 32; i += blockDim.x * blockDim.y) {
            int r = i / 32, q = i % 32;
            int ar = blockIdx.y * blockDim.y + r, bc = blockIdx.x * blockDim.x + q;
            as[r][q] = ar < n && k0 + q < n && r < (int)blockDim.y ? a[ar * n + k0 + q] : 0;
            bs[r][q] = k0 + r < n && bc < n && q < (int)blockDim.x ? b[(k0 + r) * n + bc] : 0;
        }
        __syncthreads();
        for (int k = 0; k < 32; k++)
            acc += as[ty][k] * bs[k][tx];
        __syncthreads();
    }
    if (row < n && col < n)
        c[row * n + col] = acc;
}

__global__ void block_sums(const int *in, int *out, int n)
{
    __shared__ int warp_sums[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int w = 0; w < (int)(blockDim.x + 31) / 32; w++)
            s += warp_sums[w];
        out[blockIdx.x] = s;
    }
}

__global__ void cube(int *out)
{
    int t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    out[blockIdx.x * blockDim.x * blockDim.y * blockDim.z + t] =
        threadIdx.x * 10000 + threadIdx.y * 100 + threadIdx.z + (int)(blockDim.x * blockDim.y * blockDim.z);
}

template <typename T> __global__ void scale(T *x, T s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= s;
}

__global__ void saxpy(float a, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

static int check_matmul(void)
{
    const int n = 80;
    float *a, *b, *c;
    cudaMallocManaged(&a, n * n * sizeof(float));
    cudaMallocManaged(&b, n * n * sizeof(float));
    cudaMallocManaged(&c, n * n * sizeof(float));
    for (int i = 0; i < n * n; i++) {
        a[i] = (float)(i % 7) - 3;
        b[i] = (float)(i % 5) - 2;
    }
    int bad = 0;
    for (int pass = 0; pass < 2; pass++) {
        dim3 block(TILE, TILE);
        if (pass == 1) {
            block.x = 8;
            block.y = 32;
        }
        dim3 grid((n + block.x - 1) / block.x, (n + block.y - 1) / block.y);
        cudaMemset(c, 0, n * n * sizeof(float));
        matmul<<<grid, block>>>(a, b, c, n);
        cudaDeviceSynchronize();
        for (int r = 0; r < n; r++)
            for (int q = 0; q < n; q++) {
                float want = 0;
                for (int k = 0; k < n; k++)
                    want += a[r * n + k] * b[k * n + q];
                if (c[r * n + q] != want && bad++ < 5)
                    printf("FAIL matmul %ux%u (%d, %d): %g, want %g\n", block.x, block.y, r, q, c[r * n + q], want);
            }
    }
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return bad;
}

static int check_sums(void)
{
    const int n = 1000;
    int *in, *out, bad = 0;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, n * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = (i * 37) % 101 - 50;
    int threads = BLOCK;
    for (int pass = 0; pass < 2; pass++) {
        int blocks = (n + threads - 1) / threads;
        if (pass == 0)
            block_sums<<<blocks, BLOCK>>>(in, out, n);
        else
            block_sums<<<blocks, threads>>>(in, out, n);
        cudaDeviceSynchronize();
        for (int b = 0; b < blocks; b++) {
            int want = 0;
            for (int i = b * threads; i < (b + 1) * threads && i < n; i++)
                want += in[i];
            if (out[b] != want && bad++ < 5)
                printf("FAIL block_sums %d threads, block %d: %d, want %d\n", threads, b, out[b], want);
        }
        threads = 96;
    }
    cudaFree(in);
    cudaFree(out);
    return bad;
}

static int check_cube(void)
{
    int *out, bad = 0;
    cudaMallocManaged(&out, 2 * 4 * 3 * 2 * sizeof(int));
    cube<<<2, dim3(4, 3, 2)>>>(out);
    cudaDeviceSynchronize();
    for (int b = 0; b < 2; b++)
        for (int z = 0; z < 2; z++)
            for (int y = 0; y < 3; y++)
                for (int x = 0; x < 4; x++) {
                    int got = out[b * 24 + (z * 3 + y) * 4 + x], want = x * 10000 + y * 100 + z + 24;
                    if (got != want && bad++ < 5)
                        printf("FAIL cube %d (%d, %d, %d): %d, want %d\n", b, x, y, z, got, want);
                }
    cudaFree(out);
    return bad;
}

static int check_strips(void)
{
    const int n = 1000;
    float *x, *y;
    int bad = 0;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    double *d;
    cudaMallocManaged(&d, n * sizeof(double));
    for (int i = 0; i < n; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
        d[i] = i * 0.5;
    }
    saxpy<<<(n + 127) / 128, 128>>>(2.0f, x, y, n);
    int odd = 127; // not const: the driver cannot read it
    saxpy<<<(n + odd - 1) / odd, odd>>>(1.0f, x, y, n);
    scale<double><<<(n + 63) / 64, 64>>>(d, 4.0, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
        if (y[i] != 3.0f * i + 1.0f && bad++ < 5)
            printf("FAIL saxpy %d: %g, want %g\n", i, y[i], 3.0f * i + 1.0f);
        if (d[i] != i * 2.0 && bad++ < 5)
            printf("FAIL scale %d: %g, want %g\n", i, d[i], i * 2.0);
    }
    cudaFree(x);
    cudaFree(y);
    cudaFree(d);
    return bad;
}

int main()
{
    int bad = check_matmul() + check_sums() + check_cube() + check_strips();
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        printf("FAIL %s\n", cudaGetErrorString(e));
        bad++;
    }
    if (!bad)
        printf("PASS\n");
    return bad != 0;
}
