// Structs passed to kernels by value: mixed scalar members, an array member,
// a float4 member (16-byte alignment), a nested struct and a 1 KiB struct.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

struct Inner {
    short s;
    double d;
};

struct Params {
    char tag;
    int n;
    float scale;
    float4 bias;
    int table[8];
    Inner inner;
    unsigned char flags[3];
    long long big;
};

struct Big {
    int values[256];
};

struct Echo {
    char tag;
    int n;
    float scale;
    float4 bias;
    int table[8];
    short s;
    double d;
    unsigned char flags[3];
    long long big;
};

__global__ void apply(Params p, const float *in, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n)
        out[i] = in[i] * p.scale + p.bias.x + p.bias.y * 2.0f + p.bias.z * 3.0f +
                 p.bias.w * 4.0f + (float)p.table[i % 8];
}

__global__ void echo(Params p, Echo *e)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        e->tag = p.tag; e->n = p.n; e->scale = p.scale; e->bias = p.bias;
        for (int k = 0; k < 8; ++k) e->table[k] = p.table[k];
        e->s = p.inner.s; e->d = p.inner.d;
        for (int k = 0; k < 3; ++k) e->flags[k] = p.flags[k];
        e->big = p.big;
    }
}

__global__ void bigSum(Big b, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = b.values[i % 256] + b.values[255 - (i % 256)];
}

int main()
{
    Params p;
    p.tag = 'Q';
    p.n = 1000;
    p.scale = 1.5f;
    p.bias = make_float4(1.0f, 0.5f, 0.25f, 0.125f);
    for (int k = 0; k < 8; ++k) p.table[k] = k * k - 10;
    p.inner.s = -1234;
    p.inner.d = 3.141592653589793;
    p.flags[0] = 7; p.flags[1] = 200; p.flags[2] = 255;
    p.big = -(1LL << 40) - 17;

    std::vector<float> in(p.n), out(p.n);
    for (int i = 0; i < p.n; ++i) in[i] = (float)i * 0.25f;
    float *din, *dout;
    CHECK(cudaMalloc(&din, p.n * sizeof(float)));
    CHECK(cudaMalloc(&dout, p.n * sizeof(float)));
    CHECK(cudaMemcpy(din, in.data(), p.n * sizeof(float), cudaMemcpyHostToDevice));
    apply<<<(p.n + 127) / 128, 128>>>(p, din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, p.n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < p.n; ++i) {
        float want = in[i] * p.scale + p.bias.x + p.bias.y * 2.0f + p.bias.z * 3.0f +
                     p.bias.w * 4.0f + (float)p.table[i % 8];
        if (out[i] != want) { printf("apply[%d] = %f, want %f\n", i, out[i], want); return 1; }
    }

    Echo *de, got;
    CHECK(cudaMalloc(&de, sizeof(Echo)));
    echo<<<2, 32>>>(p, de);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&got, de, sizeof(Echo), cudaMemcpyDeviceToHost));
    bool ok = got.tag == p.tag && got.n == p.n && got.scale == p.scale && got.bias.x == p.bias.x &&
              got.bias.y == p.bias.y && got.bias.z == p.bias.z && got.bias.w == p.bias.w &&
              got.s == p.inner.s && got.d == p.inner.d && got.big == p.big;
    for (int k = 0; k < 8; ++k) ok = ok && got.table[k] == p.table[k];
    for (int k = 0; k < 3; ++k) ok = ok && got.flags[k] == p.flags[k];
    if (!ok) {
        printf("echo: tag %c n %d scale %f bias (%f,%f,%f,%f) s %d d %f big %lld\n", got.tag, got.n,
               got.scale, got.bias.x, got.bias.y, got.bias.z, got.bias.w, got.s, got.d, got.big);
        return 1;
    }

    Big b;
    for (int k = 0; k < 256; ++k) b.values[k] = k * 1000 + 1;
    const int n = 777;
    int *dsum;
    std::vector<int> sum(n);
    CHECK(cudaMalloc(&dsum, n * sizeof(int)));
    bigSum<<<(n + 63) / 64, 64>>>(b, dsum, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(sum.data(), dsum, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        int want = b.values[i % 256] + b.values[255 - i % 256];
        if (sum[i] != want) { printf("bigSum[%d] = %d, want %d\n", i, sum[i], want); return 1; }
    }
    cudaFree(din); cudaFree(dout); cudaFree(de); cudaFree(dsum);
    printf("PASS\n");
    return 0;
}
