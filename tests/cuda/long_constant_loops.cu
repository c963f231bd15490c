// Loops of constant bounds too long for LLVM to unroll whole: Ferry runs
// them in steps, one iteration for all threads at a time, so that each step
// vectorizes across the threads. Checked: a loop over a shared tile (every
// thread sweeps the same 64 values, as n-body's tile loop does), a
// polynomial refined over 24 steps that only some threads run (a branch on
// the thread's input, as erfinv's tail), the same inside a grid-stride loop,
// and a loop whose threads leave at different iterations (break); erfinv,
// whose tail has such loops, alike one element per thread and in a
// grid-stride loop. Loops in steps inside loops in steps: the threads inside
// the inner loop must finish it before the others go round the outer one,
// whose index is one count per block (a grid-stride loop around a long loop
// that some threads run, reading the outer index, or leave early; a loop
// of rounds around a block-stride loop whose trip count differs by thread).
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define TILE 64

__host__ __device__ double refine(double x)
{
    double v = x;
    for (int k = 0; k < 24; k++) { // long enough that LLVM keeps the loop
        double t = v * v * 0.25 + sin(v * 0.5 + k) * 0.125;
        v = x + t * (1.0 / (k + 2));
    }
    return v;
}

__host__ __device__ float sweep(const float *tile, float xi)
{
    float acc = 0.0f;
    for (int j = 0; j < TILE; j++) {
        float d = tile[j] - xi;
        acc += d * rsqrtf(d * d + 0.5f) + sqrtf(fabsf(d) + 1.0f) * 0.25f;
    }
    return acc;
}

__global__ void tile_sweep(const float *x, float *out, int n)
{
    __shared__ float tile[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float xi = i < n ? x[i] : 0.0f, acc = 0.0f;
    for (int t0 = 0; t0 < n; t0 += TILE) {
        if (threadIdx.x < TILE)
            tile[threadIdx.x] = t0 + threadIdx.x < n ? x[t0 + threadIdx.x] : 0.0f;
        __syncthreads();
        acc += sweep(tile, xi);
        __syncthreads();
    }
    if (i < n)
        out[i] = acc;
}

__global__ void some_refine(const double *x, double *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = x[i] > 0.5 ? refine(x[i]) : -x[i];
}

__global__ void strided_refine(const double *x, double *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = x[i] > 0.5 ? refine(x[i]) : -x[i];
}

// erfinv's tail (x near 1) runs loops that only those threads run
__global__ void erfinv_each(const double *x, double *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = erfinv(x[i]);
}

__global__ void erfinv_strided(const double *x, double *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = erfinv(x[i]);
}

__global__ void leave_early(const int *limit, int *steps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int s = 0;
    unsigned v = (unsigned)i;
    for (int k = 0; k < 40; k++) {
        v = (v * 1103515245u + 12345u) & 0x7fffffffu;
        s += v % 7 == 0 ? 3 : 1;
        if (s > limit[i])
            break;
    }
    steps[i] = s;
}

static int host_leave_early(int i, int limit)
{
    int s = 0;
    unsigned v = (unsigned)i;
    for (int k = 0; k < 40; k++) {
        v = (v * 1103515245u + 12345u) & 0x7fffffffu;
        s += v % 7 == 0 ? 3 : 1;
        if (s > limit)
            break;
    }
    return s;
}

// a third of the elements run the long loop, which reads the grid-stride
// index i in its body
__host__ __device__ unsigned chain(const unsigned *v, int i, int n)
{
    unsigned h = v[i];
    if (h % 3 == 0)
        for (int k = 0; k < 100; k++)
            h = h * 1664525u + v[(i + 7 * k) % n] + (unsigned)i;
    return h;
}

// every element runs it, and leaves it at its own iteration
__host__ __device__ unsigned chain_until(const unsigned *v, int i, int n)
{
    unsigned h = v[i], s = 0;
    for (int k = 0; k < 100; k++) {
        h = h * 1103515245u + 12345u + v[(i + 3 * k) % n];
        s += h >> 28;
        if (s > 200u + (unsigned)(i % 50) * 8u)
            break;
    }
    return s << 16 | (h & 0xffffu);
}

__global__ void strided_chain(const unsigned *v, unsigned *out, int n, int until)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = until ? chain_until(v, i, n) : chain(v, i, n);
}

// 40 rounds, each a block-stride loop of 10 or 11 iterations by thread
__global__ void rounds(const unsigned *v, unsigned *out, int n)
{
    unsigned acc = 0;
    for (int r = 0; r < 40; r++)
        for (int j = threadIdx.x; j < n; j += blockDim.x)
            acc = acc * 31u + v[j] * (unsigned)(r + 1);
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

static unsigned host_rounds(const unsigned *v, int n, int t, int threads)
{
    unsigned acc = 0;
    for (int r = 0; r < 40; r++)
        for (int j = t; j < n; j += threads)
            acc = acc * 31u + v[j] * (unsigned)(r + 1);
    return acc;
}

static int check_nested(int n)
{
    unsigned *v, *out;
    int bad = 0;
    cudaMallocManaged(&v, n * sizeof(unsigned));
    cudaMallocManaged(&out, n * sizeof(unsigned));
    for (int i = 0; i < n; i++)
        v[i] = (unsigned)i * 2654435761u ^ (unsigned)(i >> 3);
    for (int until = 0; until < 2; until++) {
        strided_chain<<<3, 64>>>(v, out, n, until); // 5 or 6 elements per thread
        cudaDeviceSynchronize();
        for (int i = 0; i < n; i++) {
            unsigned want = until ? chain_until(v, i, n) : chain(v, i, n);
            if (out[i] != want && bad++ < 5)
                printf("FAIL strided_chain%s %d: %u, want %u\n", until ? " (break)" : "", i, out[i], want);
        }
    }
    const int threads = 96;
    rounds<<<2, threads>>>(v, out, n);
    cudaDeviceSynchronize();
    for (int t = 0; t < 2 * threads; t++)
        if (out[t] != host_rounds(v, n, t % threads, threads) && bad++ < 5)
            printf("FAIL rounds %d: %u, want %u\n", t, out[t], host_rounds(v, n, t % threads, threads));
    cudaFree(v);
    cudaFree(out);
    return bad;
}

int main()
{
    const int n = 1000;
    float *x, *out;
    double *dx, *dout;
    int *limit, *steps;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&out, n * sizeof(float));
    cudaMallocManaged(&dx, n * sizeof(double));
    cudaMallocManaged(&dout, n * sizeof(double));
    cudaMallocManaged(&limit, n * sizeof(int));
    cudaMallocManaged(&steps, n * sizeof(int));
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i * 37) % 101) / 101.0f;
        dx[i] = (double)((i * 53) % 97) / 97.0;
        limit[i] = (i * 13) % 61;
    }
    int bad = 0;

    tile_sweep<<<(n + 127) / 128, 128>>>(x, out, n);
    cudaDeviceSynchronize();
    std::vector<float> tile(TILE);
    for (int i = 0; i < n; i++) {
        float acc = 0.0f;
        for (int t0 = 0; t0 < n; t0 += TILE) {
            for (int j = 0; j < TILE; j++)
                tile[j] = t0 + j < n ? x[t0 + j] : 0.0f;
            acc += sweep(tile.data(), x[i]);
        }
        if (fabsf(out[i] - acc) > 1e-3f * (1.0f + fabsf(acc)) && bad++ < 5)
            printf("FAIL tile_sweep %d: %g, want %g\n", i, out[i], acc);
    }

    for (int kind = 0; kind < 2; kind++) {
        if (kind == 0)
            some_refine<<<(n + 127) / 128, 128>>>(dx, dout, n);
        else
            strided_refine<<<3, 64>>>(dx, dout, n);
        cudaDeviceSynchronize();
        for (int i = 0; i < n; i++) {
            double want = dx[i] > 0.5 ? refine(dx[i]) : -dx[i];
            if (fabs(dout[i] - want) > 1e-12 * (1.0 + fabs(want)) && bad++ < 5)
                printf("FAIL %s %d: %a, want %a\n", kind ? "strided_refine" : "some_refine", i, dout[i], want);
        }
    }

    // the same function one element per thread and in a grid-stride loop:
    // the same bits
    double *e1, *e2;
    cudaMallocManaged(&e1, n * sizeof(double));
    cudaMallocManaged(&e2, n * sizeof(double));
    for (int i = 0; i < n; i++)
        dx[i] = i % 3 ? 1.0 - ldexp(1.0, -(i % 50) - 2) : (double)(i % 89) / 89.0 - 0.5;
    erfinv_each<<<(n + 127) / 128, 128>>>(dx, e1, n);
    erfinv_strided<<<3, 64>>>(dx, e2, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++)
        if (e1[i] != e2[i] && bad++ < 5)
            printf("FAIL erfinv_strided %d: %a, erfinv_each %a\n", i, e2[i], e1[i]);

    leave_early<<<(n + 95) / 96, 96>>>(limit, steps, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++)
        if (steps[i] != host_leave_early(i, limit[i]) && bad++ < 5)
            printf("FAIL leave_early %d: %d, want %d\n", i, steps[i], host_leave_early(i, limit[i]));

    bad += check_nested(n);

    if (cudaGetLastError() != cudaSuccess)
        bad++;
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
