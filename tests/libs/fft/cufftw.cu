// NVCC-FLAGS: -lcufftw
// cuFFTW: FFTW's interface through cufftw.h and -lcufftw, in single and
// double precision, against the double DFT.
#include <cufftw.h>

#include "dft_ref.h"

int main()
{
    const int n = 60;
    fftwf_complex *a = (fftwf_complex *)fftwf_malloc(n * sizeof *a);
    double *r = (double *)fftw_malloc(n * sizeof *r);
    fftw_complex *h = (fftw_complex *)fftw_malloc((n / 2 + 1) * sizeof *h);
    std::vector<cd> ref(n), rref(n);
    unsigned s = 11;
    for (int i = 0; i < n; i++) {
        a[i][0] = (float)rnd(s), a[i][1] = (float)rnd(s);
        ref[i] = cd(a[i][0], a[i][1]);
        r[i] = rnd(s);
        rref[i] = r[i];
    }
    long ln = n;
    dft(ref.data(), 1, &ln, 1);
    dft(rref.data(), 1, &ln, -1);
    fftwf_plan p = fftwf_plan_dft_1d(n, a, a, FFTW_BACKWARD, FFTW_ESTIMATE);
    fftw_plan q = fftw_plan_dft_r2c_1d(n, r, h, FFTW_ESTIMATE);
    CHECK(p != NULL && q != NULL);
    fftwf_execute(p);
    fftw_execute(q);
    err_meter m, mr;
    for (int i = 0; i < n; i++)
        m.add(cd(a[i][0], a[i][1]), ref[i]);
    for (int k = 0; k <= n / 2; k++)
        mr.add(cd(h[k][0], h[k][1]), rref[k]);
    CHECK(m.rel() < tol_float(n));
    CHECK(mr.rel() < tol_double(n));
    fftwf_destroy_plan(p);
    fftw_destroy_plan(q);
    fftwf_free(a);
    fftw_free(r);
    fftw_free(h);
    return finish();
}
