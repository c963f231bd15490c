// Math library calls in kernels, float and double, compared with the host's
// libm within a few ulps-worth of relative tolerance.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

#define NF 16
#define ND 14

__global__ void floatMath(const float *x, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];          // in [-4, 4]
    float p = fabsf(v) + 0.5f;  // positive
    float *o = out + (size_t)i * NF;
    o[0] = sqrtf(p);
    o[1] = expf(v);
    o[2] = sinf(v);
    o[3] = cosf(v);
    o[4] = powf(p, 1.7f);
    o[5] = fabsf(v);
    o[6] = fminf(v, 0.25f);
    o[7] = fmaxf(v, -0.25f);
    o[8] = logf(p);
    o[9] = tanhf(v);
    o[10] = atan2f(v, p);
    o[11] = floorf(v * 3.3f);
    o[12] = ceilf(v * 3.3f);
    o[13] = fmaf(v, 2.0f, 1.0f);
    o[14] = rsqrtf(p);
    o[15] = log2f(p) + exp2f(v) + cbrtf(v);
}

__global__ void doubleMath(const double *x, double *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    double p = fabs(v) + 0.5;
    double *o = out + (size_t)i * ND;
    o[0] = sqrt(p);
    o[1] = exp(v);
    o[2] = sin(v);
    o[3] = cos(v);
    o[4] = pow(p, 1.7);
    o[5] = fabs(v);
    o[6] = fmin(v, 0.25);
    o[7] = fmax(v, -0.25);
    o[8] = log(p);
    o[9] = tanh(v);
    o[10] = atan2(v, p);
    o[11] = floor(v * 3.3);
    o[12] = fma(v, 2.0, 1.0);
    o[13] = hypot(v, p) + log10(p) + trunc(v * 2.5) + round(v * 2.5);
}

static void hostFloat(float v, float *o)
{
    float p = fabsf(v) + 0.5f;
    o[0] = sqrtf(p); o[1] = expf(v); o[2] = sinf(v); o[3] = cosf(v);
    o[4] = powf(p, 1.7f); o[5] = fabsf(v); o[6] = fminf(v, 0.25f); o[7] = fmaxf(v, -0.25f);
    o[8] = logf(p); o[9] = tanhf(v); o[10] = atan2f(v, p); o[11] = floorf(v * 3.3f);
    o[12] = ceilf(v * 3.3f); o[13] = fmaf(v, 2.0f, 1.0f); o[14] = 1.0f / sqrtf(p);
    o[15] = log2f(p) + exp2f(v) + cbrtf(v);
}

static void hostDouble(double v, double *o)
{
    double p = fabs(v) + 0.5;
    o[0] = sqrt(p); o[1] = exp(v); o[2] = sin(v); o[3] = cos(v);
    o[4] = pow(p, 1.7); o[5] = fabs(v); o[6] = fmin(v, 0.25); o[7] = fmax(v, -0.25);
    o[8] = log(p); o[9] = tanh(v); o[10] = atan2(v, p); o[11] = floor(v * 3.3);
    o[12] = fma(v, 2.0, 1.0); o[13] = hypot(v, p) + log10(p) + trunc(v * 2.5) + round(v * 2.5);
}

int main()
{
    const int n = 4096;
    std::vector<float> xf(n), outf((size_t)n * NF);
    std::vector<double> xd(n), outd((size_t)n * ND);
    for (int i = 0; i < n; ++i) {
        xf[i] = -4.0f + 8.0f * (float)i / (n - 1);
        xd[i] = -4.0 + 8.0 * (double)i / (n - 1) + 1e-7;
    }
    float *dxf, *doutf;
    double *dxd, *doutd;
    CHECK(cudaMalloc(&dxf, n * sizeof(float)));
    CHECK(cudaMalloc(&doutf, outf.size() * sizeof(float)));
    CHECK(cudaMalloc(&dxd, n * sizeof(double)));
    CHECK(cudaMalloc(&doutd, outd.size() * sizeof(double)));
    CHECK(cudaMemcpy(dxf, xf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dxd, xd.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    floatMath<<<n / 128, 128>>>(dxf, doutf, n);
    CHECK(cudaGetLastError());
    doubleMath<<<n / 256, 256>>>(dxd, doutd, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(outf.data(), doutf, outf.size() * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outd.data(), doutd, outd.size() * sizeof(double), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float wf[NF];
        double wd[ND];
        hostFloat(xf[i], wf);
        hostDouble(xd[i], wd);
        for (int k = 0; k < NF; ++k) {
            float got = outf[(size_t)i * NF + k];
            // floor/ceil of v*3.3f: v*3.3f may round differently only if contracted; none here.
            if (!(fabsf(got - wf[k]) <= 1e-5f * (1.0f + fabsf(wf[k])))) {
                if (bad++ < 10) printf("float fn %d at x=%.9g: %.9g, want %.9g\n", k, xf[i], got, wf[k]);
            }
        }
        for (int k = 0; k < ND; ++k) {
            double got = outd[(size_t)i * ND + k];
            if (!(fabs(got - wd[k]) <= 1e-12 * (1.0 + fabs(wd[k])))) {
                if (bad++ < 10) printf("double fn %d at x=%.17g: %.17g, want %.17g\n", k, xd[i], got, wd[k]);
            }
        }
    }
    cudaFree(dxf); cudaFree(doutf); cudaFree(dxd); cudaFree(doutd);
    if (bad) { printf("%d mismatches\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
