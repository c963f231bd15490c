// Matrix transpose through a 32x33 shared tile (the extra column avoids bank
// conflicts) with 32x8 threads, each thread moving 4 elements, on a
// non-square matrix whose sides are not multiples of 32.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

#define TILE_DIM 32
#define BLOCK_ROWS 8

// in is rows x cols, out is cols x rows, both row-major.
__global__ void transpose(const float *in, float *out, int rows, int cols)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < cols && y + j < rows)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < rows && y + j < cols)
            out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

static void run(int rows, int cols)
{
    std::vector<float> in(rows * cols), out(rows * cols);
    for (int i = 0; i < rows * cols; ++i) in[i] = (float)i * 0.5f - 1000.0f;
    float *din, *dout;
    CHECK(cudaMalloc((void **)&din, in.size() * sizeof(float)));
    CHECK(cudaMalloc((void **)&dout, out.size() * sizeof(float)));
    CHECK(cudaMemcpy(din, in.data(), in.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dout, 0xff, out.size() * sizeof(float)));
    dim3 block(TILE_DIM, BLOCK_ROWS);
    dim3 grid((cols + TILE_DIM - 1) / TILE_DIM, (rows + TILE_DIM - 1) / TILE_DIM);
    transpose<<<grid, block>>>(din, dout, rows, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (out[c * rows + r] != in[r * cols + c])
                REPORT("%dx%d: out[%d][%d] = %g, expected %g\n", rows, cols, c, r, out[c * rows + r], in[r * cols + c]);
    cudaFree(din); cudaFree(dout);
}

int main()
{
    run(300, 173);
    run(37, 1000);
    run(64, 32);
    run(1, 50);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
