// __constant__ data set with cudaMemcpyToSymbol (whole, with an offset, and a
// struct) and read in kernels; read back with cudaMemcpyFromSymbol.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

#define NCOEF 8

struct Config {
    int offset;
    float gain;
    double shift;
};

__constant__ float coef[NCOEF];
__constant__ Config config;
__constant__ int lut[256];
__constant__ int initialized[4] = {11, 22, 33, 44};

__global__ void poly(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float acc = 0.0f;
        for (int k = NCOEF - 1; k >= 0; --k) acc = acc * x[i] + coef[k];
        y[i] = acc * config.gain + (float)config.shift;
    }
}

__global__ void lookup(const unsigned char *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = lut[in[i]] + config.offset + initialized[i % 4];
}

int main()
{
    float hcoef[NCOEF] = {1.0f, -0.5f, 0.25f, 2.0f, 0.0f, -1.0f, 0.125f, 0.0625f};
    CHECK(cudaMemcpyToSymbol(coef, hcoef, sizeof(hcoef)));
    // Overwrite the last two coefficients through an offset.
    float tail[2] = {0.5f, -0.03125f};
    CHECK(cudaMemcpyToSymbol(coef, tail, sizeof(tail), 6 * sizeof(float)));
    hcoef[6] = tail[0];
    hcoef[7] = tail[1];
    Config hc = {7, 0.5f, -2.0};
    CHECK(cudaMemcpyToSymbol(config, &hc, sizeof(Config)));
    int hlut[256];
    for (int k = 0; k < 256; ++k) hlut[k] = (k * 37) % 256 - 128;
    CHECK(cudaMemcpyToSymbol(lut, hlut, sizeof(hlut), 0, cudaMemcpyHostToDevice));

    const int n = 2000;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = (float)(i - n / 2) / n;
    float *dx, *dy;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    poly<<<(n + 255) / 256, 256>>>(dx, dy, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
        float acc = 0.0f;
        for (int k = NCOEF - 1; k >= 0; --k) acc = acc * x[i] + hcoef[k];
        float want = acc * hc.gain + (float)hc.shift;
        if (fabsf(y[i] - want) > 1e-5f) { printf("poly[%d] = %f, want %f\n", i, y[i], want); return 1; }
    }

    std::vector<unsigned char> bytes(n);
    std::vector<int> out(n);
    for (int i = 0; i < n; ++i) bytes[i] = (unsigned char)(i * 13);
    unsigned char *db;
    int *dout;
    CHECK(cudaMalloc(&db, n));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(db, bytes.data(), n, cudaMemcpyHostToDevice));
    lookup<<<(n + 99) / 100, 100>>>(db, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    const int init[4] = {11, 22, 33, 44};
    for (int i = 0; i < n; ++i) {
        int want = hlut[bytes[i]] + hc.offset + init[i % 4];
        if (out[i] != want) { printf("lookup[%d] = %d, want %d\n", i, out[i], want); return 1; }
    }

    float back[NCOEF];
    CHECK(cudaMemcpyFromSymbol(back, coef, sizeof(back)));
    for (int k = 0; k < NCOEF; ++k)
        if (back[k] != hcoef[k]) { printf("coef[%d] read back %f, want %f\n", k, back[k], hcoef[k]); return 1; }
    Config cb;
    CHECK(cudaMemcpyFromSymbol(&cb, config, sizeof(cb)));
    if (cb.offset != 7 || cb.gain != 0.5f || cb.shift != -2.0) { printf("config read back wrong\n"); return 1; }
    int two[2];
    CHECK(cudaMemcpyFromSymbol(two, initialized, sizeof(two), 2 * sizeof(int)));
    if (two[0] != 33 || two[1] != 44) { printf("initialized[2..3] = %d %d\n", two[0], two[1]); return 1; }
    cudaFree(dx); cudaFree(dy); cudaFree(db); cudaFree(dout);
    printf("PASS\n");
    return 0;
}
