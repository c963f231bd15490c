// 2D grid of 2D blocks over a matrix whose sizes are not multiples of the
// block; every cell written once, nothing outside it touched.
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void matAdd(const float *A, const float *B, float *C, int rows, int cols, size_t pitch)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols) {
        size_t k = (size_t)row * pitch + col;
        C[k] = A[k] + B[k];
    }
}

// Writes the coordinates each thread derives, to check the 2D built-ins.
__global__ void coords(int2 *out, int rows, int cols)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols)
        out[row * cols + col] = make_int2(col, row);
}

static int test(int rows, int cols, dim3 block)
{
    size_t pitch = cols + 3; // padding columns must stay untouched
    size_t total = rows * pitch;
    std::vector<float> a(total), b(total), c(total, 0.0f);
    for (size_t i = 0; i < total; ++i) {
        a[i] = (float)(i % 97);
        b[i] = (float)(i % 13) * 0.5f;
    }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, total * sizeof(float)));
    CHECK(cudaMalloc(&dB, total * sizeof(float)));
    CHECK(cudaMalloc(&dC, total * sizeof(float)));
    CHECK(cudaMemcpy(dA, a.data(), total * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b.data(), total * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dC, 0xff, total * sizeof(float))); // NaN pattern

    dim3 grid((cols + block.x - 1) / block.x, (rows + block.y - 1) / block.y);
    matAdd<<<grid, block>>>(dA, dB, dC, rows, cols, pitch);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(c.data(), dC, total * sizeof(float), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; ++r)
        for (size_t x = 0; x < pitch; ++x) {
            size_t k = r * pitch + x;
            if (x < (size_t)cols) {
                if (c[k] != a[k] + b[k]) {
                    printf("%dx%d: C[%d][%zu] = %f, want %f\n", rows, cols, r, x, c[k], a[k] + b[k]);
                    return 1;
                }
            } else {
                unsigned bits;
                memcpy(&bits, &c[k], 4);
                if (bits != 0xffffffffu) {
                    printf("%dx%d: padding C[%d][%zu] was written\n", rows, cols, r, x);
                    return 1;
                }
            }
        }

    int2 *dxy;
    std::vector<int2> xy(rows * cols);
    CHECK(cudaMalloc(&dxy, rows * cols * sizeof(int2)));
    coords<<<grid, block>>>(dxy, rows, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(xy.data(), dxy, rows * cols * sizeof(int2), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; ++r)
        for (int x = 0; x < cols; ++x)
            if (xy[r * cols + x].x != x || xy[r * cols + x].y != r) {
                printf("coords at (%d,%d) = (%d,%d)\n", r, x, xy[r * cols + x].y, xy[r * cols + x].x);
                return 1;
            }
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dxy);
    return 0;
}

int main()
{
    if (test(100, 75, dim3(16, 16))) return 1;
    if (test(33, 513, dim3(32, 8))) return 1;
    if (test(257, 1, dim3(1, 64))) return 1;
    if (test(7, 9, dim3(8, 128))) return 1; // 1024 threads per block
    printf("PASS\n");
    return 0;
}
