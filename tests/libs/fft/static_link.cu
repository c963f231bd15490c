// NVCC-FLAGS: -lcufft_static
// The static library links by itself: libcufft_static.a brings FFTW with
// it, as the toolkit's does.  A 2D R2C/C2R round trip checks it runs.
#include <cufft.h>
#include <cuda_runtime.h>

#include "dft_ref.h"

int main()
{
    const int nx = 16, ny = 12, half = ny / 2 + 1;
    std::vector<float> x(nx * ny), back(nx * ny);
    unsigned s = 1;
    for (auto &v : x)
        v = (float)rnd(s);
    float *r;
    cufftComplex *c;
    CHECK_CUDA(cudaMalloc(&r, x.size() * sizeof *r));
    CHECK_CUDA(cudaMalloc(&c, nx * half * sizeof *c));
    CHECK_CUDA(cudaMemcpy(r, x.data(), x.size() * sizeof *r, cudaMemcpyHostToDevice));
    cufftHandle fwd, inv;
    CHECK_CUFFT(cufftPlan2d(&fwd, nx, ny, CUFFT_R2C));
    CHECK_CUFFT(cufftPlan2d(&inv, nx, ny, CUFFT_C2R));
    CHECK_CUFFT(cufftExecR2C(fwd, r, c));
    cufftComplex dc;
    CHECK_CUDA(cudaMemcpy(&dc, c, sizeof dc, cudaMemcpyDeviceToHost));
    double sum = 0;
    for (float v : x)
        sum += v;
    CHECK(fabs(dc.x - sum) < 1e-4 && fabs(dc.y) < 1e-4);
    CHECK_CUFFT(cufftExecC2R(inv, c, r));
    CHECK_CUDA(cudaMemcpy(back.data(), r, back.size() * sizeof *r, cudaMemcpyDeviceToHost));
    err_meter m;
    for (size_t i = 0; i < x.size(); i++)
        m.add(cd(back[i], 0), cd((double)x[i] * nx * ny, 0));
    CHECK(m.rel() < tol_float(nx * ny));
    cufftDestroy(fwd);
    cufftDestroy(inv);
    cudaFree(r);
    cudaFree(c);
    return finish();
}
