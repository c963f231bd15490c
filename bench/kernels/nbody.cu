// Gravitational acceleration on each of n bodies from all n (softened, so
// i == j contributes nothing).  A block loads BLOCK bodies at a time into
// shared memory and every thread sweeps that tile for its own body.
#include "nbody.h"

#define BLOCK 256

__global__ void accel(const float4 *pos, float4 *acc, int n)
{
    __shared__ float4 tile[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    float4 p = pos[i];
    float ax = 0, ay = 0, az = 0;
    for (int t0 = 0; t0 < n; t0 += BLOCK) {
        tile[threadIdx.x] = pos[t0 + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < BLOCK; j++) {
            float4 q = tile[j]; // w is the mass
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float inv = rsqrtf(dx * dx + dy * dy + dz * dz + EPS2);
            float s = q.w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        __syncthreads(); // the next tile overwrites this one
    }
    acc[i] = make_float4(ax, ay, az, 0);
}

int main()
{
    const int n = NBODY_N;
    float4 *pos = (float4 *)malloc(n * sizeof(float4)), *acc = (float4 *)malloc(n * sizeof(float4));
    nbody_bodies(&pos->x, &pos->y, &pos->z, &pos->w, 4, n);
    float4 *dpos, *dacc;
    cudaMalloc(&dpos, n * sizeof(float4));
    cudaMalloc(&dacc, n * sizeof(float4));
    cudaMemcpy(dpos, pos, n * sizeof(float4), cudaMemcpyHostToDevice);

    accel<<<n / BLOCK, BLOCK>>>(dpos, dacc, n);
    int ok = bench_cuda_ok();
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        accel<<<n / BLOCK, BLOCK>>>(dpos, dacc, n);
        cudaDeviceSynchronize();
        ms[r] = bench_now_ms() - t0;
    }
    ok &= bench_cuda_ok();
    cudaMemcpy(acc, dacc, n * sizeof(float4), cudaMemcpyDeviceToHost);

    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += fabs(acc[i].x) + fabs(acc[i].y) + fabs(acc[i].z);
    ok &= nbody_check(&pos->x, &pos->y, &pos->z, &pos->w, 4, &acc->x, &acc->y, &acc->z, 4, n);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
