// y = a*x + y in single precision, plus the double-precision daxpy.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void daxpy(int n, double a, const double *x, double *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1 << 18;
    const float a = 2.5f;
    const double da = -0.75;
    std::vector<float> x(n), y(n), yref(n);
    std::vector<double> xd(n), yd(n), ydref(n);
    for (int i = 0; i < n; ++i) {
        x[i] = sinf((float)i) * 3.0f;
        y[i] = (float)(i % 17) - 8.0f;
        yref[i] = a * x[i] + y[i];
        xd[i] = cos((double)i);
        yd[i] = (double)(i % 29) * 0.125;
        ydref[i] = da * xd[i] + yd[i];
    }
    float *dx, *dy;
    double *dxd, *dyd;
    CHECK(cudaMalloc((void **)&dx, n * sizeof(float)));
    CHECK(cudaMalloc((void **)&dy, n * sizeof(float)));
    CHECK(cudaMalloc((void **)&dxd, n * sizeof(double)));
    CHECK(cudaMalloc((void **)&dyd, n * sizeof(double)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dxd, xd.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dyd, yd.data(), n * sizeof(double), cudaMemcpyHostToDevice));

    saxpy<<<(n + 255) / 256, 256>>>(n, a, dx, dy);
    CHECK(cudaGetLastError());
    daxpy<<<(n + 127) / 128, 128>>>(n, da, dxd, dyd);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(yd.data(), dyd, n * sizeof(double), cudaMemcpyDeviceToHost));

    float maxerr = 0.0f;
    double maxerrd = 0.0;
    for (int i = 0; i < n; ++i) {
        maxerr = fmaxf(maxerr, fabsf(y[i] - yref[i]));
        maxerrd = fmax(maxerrd, fabs(yd[i] - ydref[i]));
    }
    cudaFree(dx); cudaFree(dy); cudaFree(dxd); cudaFree(dyd);
    // a*x+y may be contracted to an fma on the device: allow one rounding.
    if (maxerr > 1e-5f || maxerrd > 1e-12) {
        printf("max error %g (float), %g (double)\n", maxerr, maxerrd);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
