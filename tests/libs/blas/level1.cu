// Level 1 for S, D, C, Z against loops: axpy, scal, copy, swap, dot
// (dotu/dotc), nrm2, asum, iamax/iamin (1-based, first of equals, 0 for
// n <= 0), rot (real and complex sines), rotg, rotm, rotmg; positive and
// negative increments; results through host and device pointers.
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

template <class T> struct L1;
#define L1_TYPE(T, CT, R, X, x, SUM, NRM)                                                                            \
    template <> struct L1<T> {                                                                                       \
        static cublasStatus_t axpy(cublasHandle_t h, int n, const T *a, const T *x_, int ix, T *y, int iy)            \
        { return cublas##X##axpy(h, n, (const CT *)a, (const CT *)x_, ix, (CT *)y, iy); }                            \
        static cublasStatus_t scal(cublasHandle_t h, int n, const T *a, T *x_, int ix)                               \
        { return cublas##X##scal(h, n, (const CT *)a, (CT *)x_, ix); }                                               \
        static cublasStatus_t copy(cublasHandle_t h, int n, const T *x_, int ix, T *y, int iy)                       \
        { return cublas##X##copy(h, n, (const CT *)x_, ix, (CT *)y, iy); }                                           \
        static cublasStatus_t swap(cublasHandle_t h, int n, T *x_, int ix, T *y, int iy)                             \
        { return cublas##X##swap(h, n, (CT *)x_, ix, (CT *)y, iy); }                                                 \
        static cublasStatus_t asum(cublasHandle_t h, int n, const T *x_, int ix, R *r)                               \
        { return SUM(h, n, (const CT *)x_, ix, r); }                                                                 \
        static cublasStatus_t nrm2(cublasHandle_t h, int n, const T *x_, int ix, R *r)                               \
        { return NRM(h, n, (const CT *)x_, ix, r); }                                                                 \
        static cublasStatus_t iamax(cublasHandle_t h, int n, const T *x_, int ix, int *r)                            \
        { return cublasI##x##amax(h, n, (const CT *)x_, ix, r); }                                                    \
        static cublasStatus_t iamin(cublasHandle_t h, int n, const T *x_, int ix, int *r)                            \
        { return cublasI##x##amin(h, n, (const CT *)x_, ix, r); }                                                    \
    };
L1_TYPE(float, float, float, S, s, cublasSasum, cublasSnrm2)
L1_TYPE(double, double, double, D, d, cublasDasum, cublasDnrm2)
L1_TYPE(cf, cuComplex, float, C, c, cublasScasum, cublasScnrm2)
L1_TYPE(cd, cuDoubleComplex, double, Z, z, cublasDzasum, cublasDznrm2)

static cublasStatus_t dot(cublasHandle_t h, int n, const float *x, int ix, const float *y, int iy, float *r, bool)
{ return cublasSdot(h, n, x, ix, y, iy, r); }
static cublasStatus_t dot(cublasHandle_t h, int n, const double *x, int ix, const double *y, int iy, double *r, bool)
{ return cublasDdot(h, n, x, ix, y, iy, r); }
static cublasStatus_t dot(cublasHandle_t h, int n, const cf *x, int ix, const cf *y, int iy, cf *r, bool c)
{
    return c ? cublasCdotc(h, n, (const cuComplex *)x, ix, (const cuComplex *)y, iy, (cuComplex *)r)
             : cublasCdotu(h, n, (const cuComplex *)x, ix, (const cuComplex *)y, iy, (cuComplex *)r);
}
static cublasStatus_t dot(cublasHandle_t h, int n, const cd *x, int ix, const cd *y, int iy, cd *r, bool c)
{
    return c ? cublasZdotc(h, n, (const cuDoubleComplex *)x, ix, (const cuDoubleComplex *)y, iy, (cuDoubleComplex *)r)
             : cublasZdotu(h, n, (const cuDoubleComplex *)x, ix, (const cuDoubleComplex *)y, iy, (cuDoubleComplex *)r);
}

// element i of a BLAS vector of n with increment inc
static long at(int n, int inc, int i) { return inc < 0 ? (long)(n - 1 - i) * -inc : (long)i * inc; }
static double mag1(float v) { return std::fabs(v); }
static double mag1(double v) { return std::fabs(v); }
template <class R> double mag1(std::complex<R> v) { return std::fabs(v.real()) + std::fabs(v.imag()); }

template <class T> void run(cublasHandle_t h, int n, int ix, int iy, bool devp)
{
    typedef typename real_of<T>::type R;
    size_t lx = (size_t)(n > 0 ? n : 1) * std::abs(ix), ly = (size_t)(n > 0 ? n : 1) * std::abs(iy);
    std::vector<T> x = randv<T>(lx), y = randv<T>(ly);
    if (n > 3) x[at(n, ix, 3)] = x[at(n, ix, n - 1)] = T(5); // ties: the first wins
    if (n > 2) x[at(n, ix, 1)] = x[at(n, ix, 2)] = T(0.001);
    T *dx = dev(x), *dy = dev(y);
    T a = rnd<T>();
    T *da = dev(std::vector<T>{a});
    cublasSetPointerMode(h, devp ? CUBLAS_POINTER_MODE_DEVICE : CUBLAS_POINTER_MODE_HOST);
    // axpy
    CK(L1<T>::axpy(h, n, devp ? da : &a, dx, ix, dy, iy));
    std::vector<T> got = host(dy, ly), want = y;
    for (int i = 0; i < n; i++) want[at(n, iy, i)] += a * x[at(n, ix, i)];
    for (size_t i = 0; i < ly; i++) CHECK(close(got[i], want[i], 1));
    y = got;
    // reductions
    T *dres = dev(std::vector<T>(1));
    R *drr = dev(std::vector<R>(1));
    int *dri = dev(std::vector<int>(1));
    for (int conj = 0; conj < (is_cplx<T>() ? 2 : 1); conj++) {
        T r = T(-7), w = 0;
        CK(dot(h, n, dx, ix, dy, iy, devp ? dres : &r, conj));
        if (devp) r = host(dres, 1)[0];
        for (int i = 0; i < n; i++) w += (conj ? cj(x[at(n, ix, i)]) : x[at(n, ix, i)]) * y[at(n, iy, i)];
        CHECK(close(r, w, n));
    }
    if (ix > 0) {
        R r = -7, s = 0, q = 0;
        CK(L1<T>::asum(h, n, dx, ix, devp ? drr : &r));
        if (devp) r = host(drr, 1)[0];
        for (int i = 0; i < n; i++) s += mag1(x[at(n, ix, i)]), q += std::norm(x[at(n, ix, i)]);
        CHECK(close(r, s, n));
        CK(L1<T>::nrm2(h, n, dx, ix, devp ? drr : &r));
        if (devp) r = host(drr, 1)[0];
        CHECK(close(r, (R)std::sqrt(q), n));
        int im = -1, wmax = 0, wmin = 0;
        for (int i = 0; i < n; i++) {
            if (wmax == 0 || mag1(x[at(n, ix, i)]) > mag1(x[at(n, ix, wmax - 1)])) wmax = i + 1;
            if (wmin == 0 || mag1(x[at(n, ix, i)]) < mag1(x[at(n, ix, wmin - 1)])) wmin = i + 1;
        }
        CK(L1<T>::iamax(h, n, dx, ix, devp ? dri : &im));
        if (devp) im = host(dri, 1)[0];
        CHECK(im == wmax);
        CK(L1<T>::iamin(h, n, dx, ix, devp ? dri : &im));
        if (devp) im = host(dri, 1)[0];
        CHECK(im == wmin);
        // scal
        CK(L1<T>::scal(h, n, devp ? da : &a, dx, ix));
        got = host(dx, lx);
        for (int i = 0; i < n; i++) CHECK(close(got[at(n, ix, i)], a * x[at(n, ix, i)], 1));
        x = got;
    }
    // copy then swap
    T *dz = dev(std::vector<T>(ly));
    CK(L1<T>::copy(h, n, dx, ix, dz, iy));
    got = host(dz, ly);
    for (int i = 0; i < n; i++) CHECK(got[at(n, iy, i)] == x[at(n, ix, i)]);
    CK(L1<T>::swap(h, n, dx, ix, dy, iy));
    std::vector<T> gx = host(dx, lx), gy = host(dy, ly);
    for (int i = 0; i < n; i++) CHECK(gx[at(n, ix, i)] == y[at(n, iy, i)] && gy[at(n, iy, i)] == x[at(n, ix, i)]);
    cudaFree(dx), cudaFree(dy), cudaFree(da), cudaFree(dres), cudaFree(drr), cudaFree(dri), cudaFree(dz);
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
}

template <class T> void all(cublasHandle_t h)
{
    const int cases[][3] = {{0, 1, 1}, {1, 1, 1}, {10, 1, 1}, {37, 2, 3}, {37, -1, 2}, {16, 3, -2}};
    for (auto &c : cases)
        for (int devp = 0; devp < 2; devp++) run<T>(h, c[0], c[1], c[2], devp);
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    ALL_TYPES(h);

    // iamax with n = 0 or incx <= 0 answers 0
    {
        float v[3] = {1, 2, 3};
        float *dv = dev(std::vector<float>(v, v + 3));
        int r = 9;
        CK(cublasIsamax(h, 0, dv, 1, &r));
        CHECK(r == 0);
        r = 9;
        CK(cublasIsamax(h, 3, dv, 0, &r));
        CHECK(r == 0);
        cudaFree(dv);
    }
    // rot: real, complex with a complex sine, complex with a real sine
    {
        int n = 5;
        std::vector<double> x = randv<double>(n), y = randv<double>(n);
        double *dx = dev(x), *dy = dev(y), c = 0.6, s = 0.8;
        CK(cublasDrot(h, n, dx, 1, dy, 1, &c, &s));
        std::vector<double> gx = host(dx, n), gy = host(dy, n);
        for (int i = 0; i < n; i++) {
            CHECK(close(gx[i], c * x[i] + s * y[i], 2));
            CHECK(close(gy[i], c * y[i] - s * x[i], 2));
        }
        std::vector<cf> u = randv<cf>(n), w = randv<cf>(n);
        cf *du = dev(u), *dw = dev(w), cs(0.6f, 0.8f);
        float cc = 0.5f, rs = 0.25f;
        CK(cublasCrot(h, n, (cuComplex *)du, 1, (cuComplex *)dw, 1, &cc, (cuComplex *)&cs));
        std::vector<cf> gu = host(du, n), gw = host(dw, n);
        for (int i = 0; i < n; i++) {
            CHECK(close(gu[i], cc * u[i] + cs * w[i], 2));
            CHECK(close(gw[i], cc * w[i] - std::conj(cs) * u[i], 2));
        }
        CK(cublasCsrot(h, n, (cuComplex *)du, 1, (cuComplex *)dw, 1, &cc, &rs));
        std::vector<cf> hu = host(du, n), hw = host(dw, n);
        for (int i = 0; i < n; i++) {
            CHECK(close(hu[i], cc * gu[i] + rs * gw[i], 2));
            CHECK(close(hw[i], cc * gw[i] - rs * gu[i], 2));
        }
        cudaFree(dx), cudaFree(dy), cudaFree(du), cudaFree(dw);
    }
    // rotg: r = sign * hypot(a, b), c a + s b = r, -s a + c b = 0
    {
        float a = 3, b = 4, c, s;
        CK(cublasSrotg(h, &a, &b, &c, &s));
        CHECK(std::fabs(std::fabs(a) - 5) < 1e-5 && std::fabs(c * 3 + s * 4 - a) < 1e-5 && std::fabs(-s * 3 + c * 4) < 1e-5);
        cf ca(1, 2), cb(3, -1), cs;
        float cc;
        cf a0 = ca, b0 = cb;
        CK(cublasCrotg(h, (cuComplex *)&ca, (cuComplex *)&cb, &cc, (cuComplex *)&cs));
        CHECK(std::abs(cc * a0 + cs * b0 - ca) < 1e-5 && std::abs(-std::conj(cs) * a0 + cc * b0) < 1e-5);
    }
    // rotmg then rotm: the modified rotation zeroes the second component
    {
        double d1 = 2, d2 = 3, x1 = 1.5, y1 = 0.7, param[5];
        double x0 = x1;
        CK(cublasDrotmg(h, &d1, &d2, &x1, &y1, param));
        double xv[1] = {x0}, yv[1] = {y1};
        double *dxv = dev(std::vector<double>(xv, xv + 1)), *dyv = dev(std::vector<double>(yv, yv + 1));
        CK(cublasDrotm(h, 1, dxv, 1, dyv, 1, param));
        CHECK(std::fabs(host(dyv, 1)[0]) < 1e-12);
        CHECK(std::fabs(host(dxv, 1)[0] - x1) < 1e-12);
        cudaFree(dxv), cudaFree(dyv);
    }
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
