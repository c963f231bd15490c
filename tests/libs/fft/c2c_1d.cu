// NVCC-FLAGS: -O2 -lcufft
// cufftPlan1d C2C and Z2Z against a double DFT: powers of two, 1, primes
// (97, 1009) and 1000; batches; forward (sign -1) and inverse (sign +1,
// unnormalised); out of place, in place, and at an address FFTW's SIMD
// codes would not take aligned.
#include <cufft.h>
#include <cuda_runtime.h>

#include "dft_ref.h"

static void check_c2c(long n, int batch, int dir, bool inplace, int offset)
{
    long total = n * batch;
    std::vector<cufftComplex> h(total + offset), got(total);
    std::vector<cd> ref(total);
    unsigned s = (unsigned)(n * 31 + batch + dir + inplace);
    for (long i = 0; i < total; i++) {
        ref[i] = cd(rnd(s), rnd(s));
        h[i + offset].x = (float)ref[i].real();
        h[i + offset].y = (float)ref[i].imag();
    }
    for (int b = 0; b < batch; b++)
        dft(&ref[b * n], 1, &n, dir);

    cufftComplex *in, *out;
    CHECK_CUDA(cudaMalloc(&in, (total + offset) * sizeof *in));
    CHECK_CUDA(cudaMalloc(&out, total * sizeof *out));
    CHECK_CUDA(cudaMemcpy(in, h.data(), (total + offset) * sizeof *in, cudaMemcpyHostToDevice));
    cufftHandle plan;
    CHECK_CUFFT(cufftPlan1d(&plan, (int)n, CUFFT_C2C, batch));
    cufftComplex *src = in + offset, *dst = inplace ? src : out;
    CHECK_CUFFT(cufftExecC2C(plan, src, dst, dir));
    CHECK_CUDA(cudaMemcpy(got.data(), dst, total * sizeof *out, cudaMemcpyDeviceToHost));
    err_meter m;
    for (long i = 0; i < total; i++)
        m.add(cd(got[i].x, got[i].y), ref[i]);
    if (!(m.rel() < tol_float(n)))
        printf("C2C n=%ld batch=%d dir=%d inplace=%d offset=%d: error %g\n", n, batch, dir, inplace, offset, m.rel());
    CHECK(m.rel() < tol_float(n));
    CHECK_CUFFT(cufftDestroy(plan));
    cudaFree(in);
    cudaFree(out);
}

static void check_z2z(long n, int batch, bool inplace)
{
    long total = n * batch;
    std::vector<cufftDoubleComplex> h(total), got(total);
    std::vector<cd> x(total), ref;
    unsigned s = (unsigned)n;
    for (long i = 0; i < total; i++) {
        x[i] = cd(rnd(s), rnd(s));
        h[i].x = x[i].real();
        h[i].y = x[i].imag();
    }
    ref = x;
    for (int b = 0; b < batch; b++)
        dft(&ref[b * n], 1, &n, -1);
    cufftDoubleComplex *in, *out;
    CHECK_CUDA(cudaMalloc(&in, total * sizeof *in));
    CHECK_CUDA(cudaMalloc(&out, total * sizeof *out));
    CHECK_CUDA(cudaMemcpy(in, h.data(), total * sizeof *in, cudaMemcpyHostToDevice));
    cufftHandle plan;
    CHECK_CUFFT(cufftPlan1d(&plan, (int)n, CUFFT_Z2Z, batch));
    cufftDoubleComplex *dst = inplace ? in : out;
    CHECK_CUFFT(cufftExecZ2Z(plan, in, dst, CUFFT_FORWARD));
    CHECK_CUDA(cudaMemcpy(got.data(), dst, total * sizeof *out, cudaMemcpyDeviceToHost));
    err_meter m;
    for (long i = 0; i < total; i++)
        m.add(cd(got[i].x, got[i].y), ref[i]);
    CHECK(m.rel() < tol_double(n));

    // Inverse of the forward: the input times n (cuFFT does not normalise).
    CHECK_CUFFT(cufftExecZ2Z(plan, dst, dst, CUFFT_INVERSE));
    CHECK_CUDA(cudaMemcpy(got.data(), dst, total * sizeof *out, cudaMemcpyDeviceToHost));
    err_meter back;
    for (long i = 0; i < total; i++)
        back.add(cd(got[i].x, got[i].y), x[i] * (double)n);
    CHECK(back.rel() < tol_double(n));
    CHECK_CUFFT(cufftDestroy(plan));
    cudaFree(in);
    cudaFree(out);
}

int main()
{
    const long sizes[] = {1, 2, 8, 64, 97, 1000, 1009, 1024};
    for (long n : sizes)
        for (int dir : {CUFFT_FORWARD, CUFFT_INVERSE})
            for (bool inplace : {false, true})
                check_c2c(n, n >= 1000 ? 1 : 5, dir, inplace, 0);
    check_c2c(4096, 1, CUFFT_INVERSE, false, 0);
    check_c2c(256, 3, CUFFT_FORWARD, false, 1); // 8 bytes off FFTW's alignment
    check_c2c(97, 3, CUFFT_INVERSE, true, 1);
    check_c2c(4096, 1, CUFFT_FORWARD, true, 3);
    for (long n : {1L, 16L, 97L, 1000L, 2048L})
        for (bool inplace : {false, true})
            check_z2z(n, 3, inplace);
    return finish();
}
