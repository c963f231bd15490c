// Per-thread arrays, indexed at run time, in kernels with __syncthreads,
// the way tiled kernels hold their items: one declared in a tile loop's
// body and used only between two barriers (the threads may use one copy
// in turn), one read after a barrier (every thread keeps its own), and one
// declared outside the loop, written one element per tile, that carries
// values from tile to tile. Checked against the host, at 64 and 256
// threads.
#include <cstdio>
#include <vector>

#define ITEMS 8

// items[] lives between two barriers only.
__global__ void sum_tiles(const float *in, float *out, int tiles)
{
    __shared__ float part[256];
    float acc = 0;
    for (int t = 0; t < tiles; t++) {
        float items[ITEMS];
        const float *p = in + ((size_t)t * blockDim.x + threadIdx.x) * ITEMS;
        // indexed at run time, so that it stays an array
        for (int k = 0; k < ITEMS; k++)
            items[(k + threadIdx.x) % ITEMS] = p[k] * (k + 1);
        float s = 0;
        for (int k = 0; k < ITEMS; k++)
            s += items[(k + t) % ITEMS];
        part[threadIdx.x] = s;
        __syncthreads();
        acc += part[(threadIdx.x + 1) % blockDim.x];
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// items[] is written before a barrier and read after it.
__global__ void rotate_tiles(const float *in, float *out, int tiles)
{
    __shared__ float first[256];
    for (int t = 0; t < tiles; t++) {
        float items[ITEMS];
        size_t at = ((size_t)t * blockDim.x + threadIdx.x) * ITEMS;
        for (int k = 0; k < ITEMS; k++)
            items[(k + threadIdx.x) % ITEMS] = in[at + k];
        first[threadIdx.x] = items[threadIdx.x % ITEMS];
        __syncthreads();
        float next = first[(threadIdx.x + 1) % blockDim.x];
        for (int k = 0; k < ITEMS; k++)
            out[at + k] = items[(k + threadIdx.x) % ITEMS] + next;
        __syncthreads();
    }
}

// carry[] is declared outside the loop: what one tile leaves, the next reads.
__global__ void carry_tiles(const float *in, float *out, int tiles)
{
    __shared__ float edge[256];
    float carry[ITEMS] = {0};
    for (int t = 0; t < tiles; t++) {
        size_t at = ((size_t)t * blockDim.x + threadIdx.x) * ITEMS;
        int j = t % ITEMS; // only one element changes per tile
        carry[j] += in[at + j];
        edge[threadIdx.x] = carry[j];
        __syncthreads();
        carry[(j + 1) % ITEMS] += edge[blockDim.x - 1 - threadIdx.x];
        __syncthreads();
    }
    for (int k = 0; k < ITEMS; k++)
        out[threadIdx.x * ITEMS + k] = carry[k];
}

static bool close(float a, float b) { return a == b || (a - b) * (a - b) <= 1e-6f * (a * a + b * b); }

static bool run(int threads, int tiles)
{
    int n = threads * tiles * ITEMS;
    std::vector<float> h(n), got(n), want(n);
    for (int i = 0; i < n; i++)
        h[i] = (float)((i * 37) % 101) - 50;
    float *in, *out;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    bool ok = true;

    sum_tiles<<<1, threads>>>(in, out, tiles);
    cudaMemcpy(got.data(), out, threads * sizeof(float), cudaMemcpyDeviceToHost);
    for (int x = 0; x < threads; x++) {
        float acc = 0;
        for (int t = 0; t < tiles; t++) {
            int y = (x + 1) % threads;
            float s = 0;
            for (int k = 0; k < ITEMS; k++)
                s += h[((size_t)t * threads + y) * ITEMS + k] * (k + 1);
            acc += s;
        }
        if (!close(got[x], acc)) {
            printf("sum_tiles(%d threads): thread %d = %g, want %g\n", threads, x, got[x], acc);
            ok = false;
            break;
        }
    }

    rotate_tiles<<<1, threads>>>(in, out, tiles);
    cudaMemcpy(got.data(), out, n * sizeof(float), cudaMemcpyDeviceToHost);
    for (int t = 0; t < tiles && ok; t++)
        for (int x = 0; x < threads && ok; x++)
            for (int k = 0; k < ITEMS && ok; k++) {
                size_t at = ((size_t)t * threads + x) * ITEMS + k;
                float w = h[at] + h[((size_t)t * threads + (x + 1) % threads) * ITEMS];
                if (got[at] != w) {
                    printf("rotate_tiles(%d threads): out[%zu] = %g, want %g\n", threads, at, got[at], w);
                    ok = false;
                }
            }

    carry_tiles<<<1, threads>>>(in, out, tiles);
    cudaMemcpy(got.data(), out, threads * ITEMS * sizeof(float), cudaMemcpyDeviceToHost);
    std::vector<float> carry(threads * ITEMS, 0), edge(threads);
    for (int t = 0; t < tiles; t++) {
        int j = t % ITEMS;
        for (int x = 0; x < threads; x++) {
            carry[x * ITEMS + j] += h[((size_t)t * threads + x) * ITEMS + j];
            edge[x] = carry[x * ITEMS + j];
        }
        for (int x = 0; x < threads; x++)
            carry[x * ITEMS + (j + 1) % ITEMS] += edge[threads - 1 - x];
    }
    for (int i = 0; i < threads * ITEMS && ok; i++)
        if (got[i] != carry[i]) {
            printf("carry_tiles(%d threads): out[%d] = %g, want %g\n", threads, i, got[i], carry[i]);
            ok = false;
        }
    cudaFree(in);
    cudaFree(out);
    return ok;
}

int main()
{
    bool ok = run(64, 5) && run(256, 9);
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
