// Tiles staged in shared memory with their halo loaded by the edge threads
// (if (tx == 0), if (tx == TILE - 1), ...) before the barrier, as hotspot
// and most tiled stencils do; code between the tests, a test with an else
// path through the edge of the image, and a 1-D block whose first thread
// clears a shared sum. Every result is checked against the host's.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define TILE 16

__global__ void smooth(const float *in, float *out, int n)
{
    __shared__ float t[TILE + 2][TILE + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * TILE + tx, y = blockIdx.y * TILE + ty;
    int i = y * n + x;
    t[ty + 1][tx + 1] = in[i];
    if (tx == 0)
        t[ty + 1][0] = in[x > 0 ? i - 1 : i];
    if (tx == TILE - 1)
        t[ty + 1][TILE + 1] = in[x < n - 1 ? i + 1 : i];
    int above = y > 0 ? i - n : i; // between the tests
    if (ty == 0)
        t[0][tx + 1] = in[above];
    if (ty == TILE - 1)
        t[TILE + 1][tx + 1] = in[y < n - 1 ? i + n : i];
    __syncthreads();
    out[i] = 0.5f * t[ty + 1][tx + 1] + 0.125f * (t[ty][tx + 1] + t[ty + 2][tx + 1] + t[ty + 1][tx] + t[ty + 1][tx + 2]);
}

// The corner threads count the tile's corners into a global counter, and
// a thread test whose body loops.
__global__ void corners(const int *in, int *out, int *hits, int n)
{
    __shared__ int row[TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * TILE + tx, y = blockIdx.y * TILE + ty;
    if (ty == 0) {
        int s = 0;
        for (int k = 0; k < TILE; k++)
            s += in[(blockIdx.y * TILE + k) * n + x];
        row[tx] = s;
    }
    if (tx == 0 && ty == 0)
        atomicAdd(hits, 1);
    __syncthreads();
    out[y * n + x] = row[tx] + in[y * n + x];
}

__global__ void block_total(const int *in, int *out)
{
    __shared__ int sum;
    int t = threadIdx.x;
    if (t == 0)
        sum = 0;
    __syncthreads();
    atomicAdd(&sum, in[blockIdx.x * blockDim.x + t]);
    __syncthreads();
    if (t == 0)
        out[blockIdx.x] = sum;
}

int main()
{
    const int n = 64, cells = n * n;
    float *h = (float *)malloc(cells * sizeof(float)), *got = (float *)malloc(cells * sizeof(float));
    int *hi = (int *)malloc(cells * sizeof(int)), *goti = (int *)malloc(cells * sizeof(int));
    for (int i = 0; i < cells; i++) {
        h[i] = (float)((i * 37) % 101) / 4;
        hi[i] = (i * 13) % 29;
    }
    float *din, *dout;
    int *dini, *douti, *dhits, *dsums;
    cudaMalloc(&din, cells * sizeof(float));
    cudaMalloc(&dout, cells * sizeof(float));
    cudaMalloc(&dini, cells * sizeof(int));
    cudaMalloc(&douti, cells * sizeof(int));
    cudaMalloc(&dhits, sizeof(int));
    cudaMalloc(&dsums, cells / 128 * sizeof(int));
    cudaMemcpy(din, h, cells * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dini, hi, cells * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(dhits, 0, sizeof(int));
    dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
    smooth<<<grid, block>>>(din, dout, n);
    corners<<<grid, block>>>(dini, douti, dhits, n);
    block_total<<<cells / 128, 128>>>(dini, dsums);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("launch failed\n");
        return 1;
    }
    cudaMemcpy(got, dout, cells * sizeof(float), cudaMemcpyDeviceToHost);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int i = y * n + x;
            float c = h[i], up = h[y > 0 ? i - n : i], down = h[y < n - 1 ? i + n : i];
            float left = h[x > 0 ? i - 1 : i], right = h[x < n - 1 ? i + 1 : i];
            float want = 0.5f * c + 0.125f * (up + down + left + right);
            if (got[i] != want) {
                printf("smooth (%d,%d) = %g, want %g\n", x, y, got[i], want);
                return 1;
            }
        }
    cudaMemcpy(goti, douti, cells * sizeof(int), cudaMemcpyDeviceToHost);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int s = 0;
            for (int k = 0; k < TILE; k++)
                s += hi[(y / TILE * TILE + k) * n + x];
            if (goti[y * n + x] != s + hi[y * n + x]) {
                printf("corners (%d,%d) = %d, want %d\n", x, y, goti[y * n + x], s + hi[y * n + x]);
                return 1;
            }
        }
    int hits, sums[cells / 128];
    cudaMemcpy(&hits, dhits, sizeof hits, cudaMemcpyDeviceToHost);
    if (hits != (n / TILE) * (n / TILE)) {
        printf("corner hits %d, want %d\n", hits, (n / TILE) * (n / TILE));
        return 1;
    }
    cudaMemcpy(sums, dsums, sizeof sums, cudaMemcpyDeviceToHost);
    for (int b = 0; b < cells / 128; b++) {
        int want = 0;
        for (int t = 0; t < 128; t++)
            want += hi[b * 128 + t];
        if (sums[b] != want) {
            printf("block_total %d = %d, want %d\n", b, sums[b], want);
            return 1;
        }
    }
    printf("PASS\n");
    return 0;
}
