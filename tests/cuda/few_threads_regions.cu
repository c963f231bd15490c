// Regions between barriers in which only a few threads work: a tile's halo
// cell under `if (tx == 15)`, `if (threadIdx.x == 0)` writing a block's
// result, a row under `if (ty == 0)`, a tree step under `if (tx < 16)` and
// the tests written the other way round (`15 != tx`, `tx >= 12`, `tx > 4`).
// Ferry runs such a region only for the threads that pass the test; every
// result is checked against the host, in blocks whose size lets no thread
// pass (the constant past blockDim.x) as well as in 16x16 and 32x4 blocks.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void halo(const float *in, float *out, int w)
{
    __shared__ float t[18][18];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * 16 + tx, y = blockIdx.y * 16 + ty;
    t[ty + 1][tx + 1] = in[y * w + x];
    __syncthreads();
    if (tx == 15)
        t[ty + 1][17] = x + 1 < w ? in[y * w + x + 1] : 0.0f;
    __syncthreads();
    if (ty == 0)
        t[0][tx + 1] = y > 0 ? in[(y - 1) * w + x] : 0.0f;
    __syncthreads();
    if (15 != tx) {
    } else {
        t[ty + 1][17] += 1.0f;
    }
    __syncthreads();
    out[y * w + x] = t[ty + 1][tx + 1] + t[ty + 1][17] + t[0][tx + 1];
}

__global__ void tree(const int *in, int *out)
{
    __shared__ int s[128];
    int tx = threadIdx.x;
    s[tx] = in[blockIdx.x * blockDim.x + tx];
    __syncthreads();
    if (tx < 64)
        s[tx] += s[tx + 64];
    __syncthreads();
    if (tx < 32)
        s[tx] += s[tx + 32];
    __syncthreads();
    if (tx < 16)
        s[tx] += s[tx + 16];
    __syncthreads();
    if (tx >= 12)
        s[tx] = -s[tx];
    __syncthreads();
    if (threadIdx.x == 0) {
        int sum = 0;
        for (int k = 0; k < 16; k++)
            sum += s[k];
        out[blockIdx.x] = sum;
    }
}

// The constant may lie past the block: no thread then passes.
__global__ void past_the_block(int *out, unsigned k)
{
    __shared__ int s[64];
    int tx = threadIdx.x;
    s[tx] = tx;
    __syncthreads();
    if (threadIdx.x == 40u)
        s[0] = 1000;
    __syncthreads();
    if (tx > 4)
        s[tx] += 1;
    __syncthreads();
    out[blockIdx.x * blockDim.x + tx] = s[tx] + s[0] * (int)k;
}

static int fails;

static void expect(const char *what, long long got, long long want)
{
    if (got != want && fails++ < 10)
        printf("%s: %lld, expected %lld\n", what, got, want);
}

int main()
{
    const int w = 64, h = 32;
    std::vector<float> in(w * h), out(w * h);
    for (int i = 0; i < w * h; i++)
        in[i] = (float)(i % 97);
    float *din, *dout;
    cudaMalloc(&din, w * h * sizeof(float));
    cudaMalloc(&dout, w * h * sizeof(float));
    cudaMemcpy(din, in.data(), w * h * sizeof(float), cudaMemcpyHostToDevice);
    halo<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(din, dout, w);
    cudaMemcpy(out.data(), dout, w * h * sizeof(float), cudaMemcpyDeviceToHost);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int xr = x / 16 * 16 + 15, yt = y / 16 * 16;
            float right = (xr + 1 < w ? in[y * w + xr + 1] : 0.0f) + 1.0f;
            float top = yt > 0 ? in[(yt - 1) * w + x] : 0.0f;
            expect("halo", (long long)out[y * w + x], (long long)(in[y * w + x] + right + top));
        }

    const int blocks = 6;
    std::vector<int> vi(blocks * 128), sums(blocks);
    for (int i = 0; i < blocks * 128; i++)
        vi[i] = (i * 37) % 101 - 50;
    int *dvi, *dsum;
    cudaMalloc(&dvi, vi.size() * sizeof(int));
    cudaMalloc(&dsum, blocks * sizeof(int));
    cudaMemcpy(dvi, vi.data(), vi.size() * sizeof(int), cudaMemcpyHostToDevice);
    tree<<<blocks, 128>>>(dvi, dsum);
    cudaMemcpy(sums.data(), dsum, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++) {
        int s[128], sum = 0;
        for (int t = 0; t < 128; t++)
            s[t] = vi[b * 128 + t];
        for (int half = 64; half >= 16; half /= 2)
            for (int t = 0; t < half; t++)
                s[t] += s[t + half];
        for (int t = 0; t < 16; t++)
            sum += t >= 12 ? -s[t] : s[t];
        expect("tree", sums[b], sum);
    }

    for (int bs : {32, 48, 64}) {
        std::vector<int> r(2 * bs);
        int *dr;
        cudaMalloc(&dr, r.size() * sizeof(int));
        past_the_block<<<2, bs>>>(dr, 3);
        cudaMemcpy(r.data(), dr, r.size() * sizeof(int), cudaMemcpyDeviceToHost);
        for (int i = 0; i < 2 * bs; i++) {
            int t = i % bs, s0 = bs > 40 ? 1000 : 0;
            int st = t == 0 ? s0 : t + (t > 4);
            expect("past_the_block", r[i], st + s0 * 3);
        }
        cudaFree(dr);
    }
    if (cudaDeviceSynchronize() != cudaSuccess)
        fails++;
    printf(fails ? "FAIL\n" : "PASS\n");
    return fails != 0;
}
