// NVCC-FLAGS: -O2 -lcufft
// Real transforms (R2C, C2R, D2Z, Z2D) in 1, 2 and 3 dimensions against a
// double DFT: cuFFT's layout (n/2+1 complex values along the last
// dimension; in place, real rows padded to 2*(n/2+1)), odd and prime
// lengths, batches, and the unnormalised round trip (C2R(R2C(x)) = N x).
#include <cufft.h>
#include <cuda_runtime.h>

#include "dft_ref.h"

template <typename R, typename C> struct prec;
template <> struct prec<float, cufftComplex> {
    static const cufftType r2c = CUFFT_R2C, c2r = CUFFT_C2R;
    static cufftResult fwd(cufftHandle p, float *i, cufftComplex *o) { return cufftExecR2C(p, i, o); }
    static cufftResult inv(cufftHandle p, cufftComplex *i, float *o) { return cufftExecC2R(p, i, o); }
    static double tol(long n) { return tol_float(n); }
};
template <> struct prec<double, cufftDoubleComplex> {
    static const cufftType r2c = CUFFT_D2Z, c2r = CUFFT_Z2D;
    static cufftResult fwd(cufftHandle p, double *i, cufftDoubleComplex *o) { return cufftExecD2Z(p, i, o); }
    static cufftResult inv(cufftHandle p, cufftDoubleComplex *i, double *o) { return cufftExecZ2D(p, i, o); }
    static double tol(long n) { return tol_double(n); }
};

static cufftHandle make(int rank, const long *n, int batch, cufftType t)
{
    cufftHandle p = 0;
    if (rank == 1)
        CHECK_CUFFT(cufftPlan1d(&p, (int)n[0], t, batch));
    else if (rank == 2 && batch == 1)
        CHECK_CUFFT(cufftPlan2d(&p, (int)n[0], (int)n[1], t));
    else if (rank == 3 && batch == 1)
        CHECK_CUFFT(cufftPlan3d(&p, (int)n[0], (int)n[1], (int)n[2], t));
    else {
        int ni[3] = {(int)n[0], rank > 1 ? (int)n[1] : 0, rank > 2 ? (int)n[2] : 0};
        CHECK_CUFFT(cufftPlanMany(&p, rank, ni, NULL, 1, 0, NULL, 1, 0, t, batch));
    }
    return p;
}

template <typename R, typename C> static void check(int rank, const long *n, int batch, bool inplace)
{
    typedef prec<R, C> P;
    long rows = 1, total = 1;
    for (int d = 0; d < rank - 1; d++)
        rows *= n[d];
    long last = n[rank - 1], half = last / 2 + 1;
    total = rows * last;
    long rpitch = inplace ? 2 * half : last;  // reals per row of the real array
    long rdist = rows * rpitch, cdist = rows * half;
    size_t rbytes = batch * rdist * sizeof(R), cbytes = batch * cdist * sizeof(C);

    // Inputs and the expected half spectra.
    std::vector<R> x(batch * rdist, (R)0);
    std::vector<cd> spec(batch * cdist);
    unsigned s = (unsigned)(total * 7 + batch + inplace);
    for (int b = 0; b < batch; b++) {
        std::vector<cd> full(total);
        for (long r = 0; r < rows; r++)
            for (long j = 0; j < last; j++) {
                R v = (R)rnd(s);
                x[b * rdist + r * rpitch + j] = v;
                full[r * last + j] = v;
            }
        dft(full.data(), rank, n, -1);
        for (long r = 0; r < rows; r++)
            for (long k = 0; k < half; k++)
                spec[b * cdist + r * half + k] = full[r * last + k];
    }

    R *rbuf;
    C *cbuf;
    CHECK_CUDA(cudaMalloc(&rbuf, inplace ? std::max(rbytes, cbytes) : rbytes));
    cbuf = inplace ? (C *)rbuf : nullptr;
    if (!inplace)
        CHECK_CUDA(cudaMalloc(&cbuf, cbytes));
    CHECK_CUDA(cudaMemcpy(rbuf, x.data(), rbytes, cudaMemcpyHostToDevice));

    cufftHandle fwd = make(rank, n, batch, P::r2c), inv = make(rank, n, batch, P::c2r);
    CHECK_CUFFT(P::fwd(fwd, rbuf, cbuf));
    std::vector<C> got(batch * cdist);
    CHECK_CUDA(cudaMemcpy(got.data(), cbuf, cbytes, cudaMemcpyDeviceToHost));
    err_meter m;
    for (long i = 0; i < batch * cdist; i++)
        m.add(cd(got[i].x, got[i].y), spec[i]);
    if (!(m.rel() < P::tol(total)))
        printf("R2C rank %d n[last]=%ld batch %d inplace %d: error %g\n", rank, last, batch, inplace, m.rel());
    CHECK(m.rel() < P::tol(total));

    // Back: the inputs times the number of points (C2R may overwrite its
    // input, so the spectrum is not read again).
    CHECK_CUFFT(P::inv(inv, cbuf, rbuf));
    std::vector<R> back(batch * rdist);
    CHECK_CUDA(cudaMemcpy(back.data(), rbuf, rbytes, cudaMemcpyDeviceToHost));
    err_meter b;
    for (int k = 0; k < batch; k++)
        for (long r = 0; r < rows; r++)
            for (long j = 0; j < last; j++) {
                long i = k * rdist + r * rpitch + j;
                b.add(cd(back[i], 0), cd((double)x[i] * total, 0));
            }
    if (!(b.rel() < P::tol(total)))
        printf("C2R rank %d n[last]=%ld batch %d inplace %d: error %g\n", rank, last, batch, inplace, b.rel());
    CHECK(b.rel() < P::tol(total));

    CHECK_CUFFT(cufftDestroy(fwd));
    CHECK_CUFFT(cufftDestroy(inv));
    cudaFree(rbuf);
    if (!inplace)
        cudaFree(cbuf);
}

int main()
{
    const long d1[][1] = {{1}, {2}, {16}, {97}, {1000}, {1023}};
    const long d2[][2] = {{8, 8}, {12, 10}, {7, 9}, {31, 17}};
    const long d3[][3] = {{4, 4, 4}, {8, 6, 5}, {5, 7, 9}, {3, 4, 11}};
    for (bool inplace : {false, true}) {
        for (auto &n : d1) {
            check<float, cufftComplex>(1, n, 3, inplace);
            check<double, cufftDoubleComplex>(1, n, 3, inplace);
        }
        for (auto &n : d2) {
            check<float, cufftComplex>(2, n, 1, inplace);
            check<double, cufftDoubleComplex>(2, n, 2, inplace);
        }
        for (auto &n : d3) {
            check<float, cufftComplex>(3, n, 1, inplace);
            check<double, cufftDoubleComplex>(3, n, 2, inplace);
        }
    }
    return finish();
}
