// Thermal simulation of a chip on an n x n grid: each step, a cell's
// temperature moves towards its four neighbours' (an edge cell counts itself
// for a missing neighbour) and towards the ambient, and rises with the power
// dissipated there.  STEPS steps per repetition, one launch each, ping-ponging
// between two buffers.  Each 16x16 block stages its tile and a one-cell halo
// in shared memory, so every temperature is read from global memory once.
#include "bench.h"
#include <math.h>

#define TILE 16
#define STEPS 8
#define CX 0.2f   // dt / (capacitance * lateral resistance), x and y
#define CY 0.2f
#define CZ 0.05f  // dt / (capacitance * vertical resistance)
#define CP 0.5f   // dt / capacitance
#define AMB 80.0f // ambient temperature

__global__ void hotspot(const float *temp, const float *power, float *out, int n)
{
    __shared__ float t[TILE + 2][TILE + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * TILE + tx, y = blockIdx.y * TILE + ty; // n is a multiple of TILE
    size_t i = (size_t)y * n + x;
    t[ty + 1][tx + 1] = temp[i];
    // The halo; past the chip's edge a cell stands in for its missing neighbour.
    if (tx == 0)
        t[ty + 1][0] = temp[x > 0 ? i - 1 : i];
    if (tx == TILE - 1)
        t[ty + 1][TILE + 1] = temp[x < n - 1 ? i + 1 : i];
    if (ty == 0)
        t[0][tx + 1] = temp[y > 0 ? i - n : i];
    if (ty == TILE - 1)
        t[TILE + 1][tx + 1] = temp[y < n - 1 ? i + n : i];
    __syncthreads();
    float c = t[ty + 1][tx + 1];
    out[i] = c + CY * (t[ty][tx + 1] + t[ty + 2][tx + 1] - 2.0f * c) +
             CX * (t[ty + 1][tx] + t[ty + 1][tx + 2] - 2.0f * c) + CZ * (AMB - c) + CP * power[i];
}

static void host_step(const float *temp, const float *power, float *out, int n)
{
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            size_t i = (size_t)y * n + x;
            float c = temp[i];
            float nn = y > 0 ? temp[i - n] : c, s = y < n - 1 ? temp[i + n] : c;
            float w = x > 0 ? temp[i - 1] : c, e = x < n - 1 ? temp[i + 1] : c;
            out[i] = c + CY * (nn + s - 2.0f * c) + CX * (w + e - 2.0f * c) + CZ * (AMB - c) +
                     CP * power[i];
        }
}

int main()
{
    const int n = 2048; // a multiple of TILE
    size_t bytes = (size_t)n * n * sizeof(float);
    float *temp = (float *)malloc(bytes), *power = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) {
        temp[i] = AMB + 20.0f * bench_unit(i);
        power[i] = bench_unit(i + n * n) * bench_unit(i + 2 * n * n); // a few hot spots
    }
    float *dtemp, *dpower, *d[2];
    cudaMalloc(&dtemp, bytes);
    cudaMalloc(&dpower, bytes);
    cudaMalloc(&d[0], bytes);
    cudaMalloc(&d[1], bytes);
    cudaMemcpy(dtemp, temp, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dpower, power, bytes, cudaMemcpyHostToDevice);

    dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up
        double t0 = bench_now_ms();
        hotspot<<<grid, block>>>(dtemp, dpower, d[0], n);
        for (int s = 1; s < STEPS; s++)
            hotspot<<<grid, block>>>(d[(s - 1) % 2], dpower, d[s % 2], n);
        cudaDeviceSynchronize();
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
        else
            ok &= bench_cuda_ok();
    }
    ok &= bench_cuda_ok();
    float *out = (float *)malloc(bytes);
    cudaMemcpy(out, d[(STEPS - 1) % 2], bytes, cudaMemcpyDeviceToHost);

    float *h[2] = {(float *)malloc(bytes), (float *)malloc(bytes)};
    host_step(temp, power, h[0], n);
    for (int s = 1; s < STEPS; s++)
        host_step(h[(s - 1) % 2], power, h[s % 2], n);
    const float *want = h[(STEPS - 1) % 2];
    double sum = 0;
    for (size_t i = 0; i < (size_t)n * n; i++) {
        ok &= fabsf(out[i] - want[i]) <= 1e-5f * fabsf(want[i]);
        sum += out[i];
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
