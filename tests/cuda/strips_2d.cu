// Kernels without __syncthreads or shared memory in 2-D and 3-D grids of
// 2-D blocks, images whose sides are not multiples of the block's: each
// thread sees its own blockIdx and threadIdx, the edge blocks' guards hold,
// per-thread arrays stay per thread, and a failing assert names its block
// and thread (Ferry runs such kernels as strips of blocks, row by row).
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void coords(int *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    size_t i = ((size_t)blockIdx.z * h + y) * w + x;
    out[i] = (blockIdx.x << 24) | (blockIdx.y << 16) | (threadIdx.x << 8) | threadIdx.y;
}

// A 5-point average with clamped edges, through a per-thread array.
__global__ void blur(const float *in, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float v[5];
        v[0] = in[y * w + x];
        v[1] = in[y * w + (x > 0 ? x - 1 : x)];
        v[2] = in[y * w + (x < w - 1 ? x + 1 : x)];
        v[3] = in[(y > 0 ? y - 1 : y) * w + x];
        v[4] = in[(y < h - 1 ? y + 1 : y) * w + x];
        float s = 0;
        for (int k = 0; k < 5; k++)
            s += v[k];
        out[y * w + x] = s / 5;
    }
}

__global__ void positive(const int *data, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    assert(data[y * w + x] > 0);
}

static int check_coords(int w, int h, int depth, dim3 block)
{
    size_t n = (size_t)w * h * depth;
    int *d, *got = (int *)malloc(n * sizeof(int));
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    CHECK(cudaMemset(d, 0xff, n * sizeof(int)));
    dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y, depth);
    coords<<<grid, block>>>(d, w, h);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int z = 0; z < depth; z++)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int want = (x / block.x << 24) | (y / block.y << 16) | (x % block.x << 8) | y % block.y;
                int g = got[((size_t)z * h + y) * w + x];
                if (g != want) {
                    printf("coords %dx%dx%d block %ux%u: (%d,%d,%d) = %08x, want %08x\n", w, h, depth, block.x,
                           block.y, x, y, z, g, want);
                    return 1;
                }
            }
    CHECK(cudaFree(d));
    free(got);
    return 0;
}

static int check_blur(int w, int h)
{
    size_t n = (size_t)w * h;
    float *img = (float *)malloc(n * sizeof(float)), *got = (float *)malloc(n * sizeof(float));
    for (size_t i = 0; i < n; i++)
        img[i] = (float)((i * 7919) % 1000) / 8;
    float *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CHECK(cudaMemcpy(din, img, n * sizeof(float), cudaMemcpyHostToDevice));
    blur<<<dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16)>>>(din, dout, w, h);
    CHECK(cudaMemcpy(got, dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float v[5] = {img[y * w + x], img[y * w + (x > 0 ? x - 1 : x)], img[y * w + (x < w - 1 ? x + 1 : x)],
                          img[(y > 0 ? y - 1 : y) * w + x], img[(y < h - 1 ? y + 1 : y) * w + x]};
            float s = 0;
            for (int k = 0; k < 5; k++)
                s += v[k];
            if (got[y * w + x] != s / 5) {
                printf("blur (%d,%d) = %g, want %g\n", x, y, got[y * w + x], s / 5);
                return 1;
            }
        }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    free(img);
    free(got);
    return 0;
}

// The assert's report goes to stderr: caught in a file, it must name the
// failing block and thread.
static int check_assert_names_block()
{
    const int w = 64, h = 32;
    int *data, host[w * h];
    for (int i = 0; i < w * h; i++)
        host[i] = 1;
    host[(2 * 8 + 3) * w + 3 * 16 + 5] = 0; // block (3,2), thread (5,3)
    CHECK(cudaMalloc(&data, sizeof host));
    CHECK(cudaMemcpy(data, host, sizeof host, cudaMemcpyHostToDevice));
    char path[] = "/tmp/strips_2d_XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) { printf("mkstemp failed\n"); return 1; }
    fflush(stderr);
    int saved = dup(2);
    dup2(fd, 2);
    positive<<<dim3(w / 16, h / 8), dim3(16, 8)>>>(data, w);
    cudaError_t err = cudaDeviceSynchronize();
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    char msg[4096] = {0};
    lseek(fd, 0, SEEK_SET);
    ssize_t got = read(fd, msg, sizeof msg - 1);
    close(fd);
    unlink(path);
    if (err != cudaErrorAssert) { printf("sync after the assert = %s\n", cudaGetErrorName(err)); return 1; }
    if (got <= 0 || !strstr(msg, "block: [3,2,0], thread: [5,3,0]")) {
        printf("the assert's report does not name block [3,2,0], thread [5,3,0]:\n%s\n", msg);
        return 1;
    }
    return 0;
}

int main()
{
    if (check_coords(100, 37, 1, dim3(16, 16)) || check_coords(33, 70, 3, dim3(8, 4))
        || check_coords(1000, 3, 1, dim3(32, 2)) || check_coords(5, 300, 2, dim3(1, 64))
        || check_coords(40, 40, 1, dim3(4, 4, 2)))
        return 1;
    if (check_blur(1024, 1024) || check_blur(333, 77))
        return 1;
    if (check_assert_names_block())
        return 1;
    printf("PASS\n");
    return 0;
}
