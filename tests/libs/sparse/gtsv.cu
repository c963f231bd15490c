// cuSPARSE gtsv2 (with pivoting: some diagonals are zero or tiny, so only a
// pivoting solver gets them right), gtsv2_nopivot, gtsv2StridedBatch and
// gtsvInterleavedBatch, gpsvInterleavedBatch (pentadiagonal), in float,
// double and complex: each solution reproduces a known x from B = A x
// computed on the host; sizes below 3 are refused as documented.
// NVCC-FLAGS: -lcusparse
#include "common.h"

// The tridiagonal system k of a set: dl[0] = du[m-1] = 0 as cuSPARSE wants.
static void make_system(int m, bool dominant, int seed, std::vector<cd> &dl, std::vector<cd> &d, std::vector<cd> &du)
{
    dl = sample(m, seed), d = sample(m, seed + 1), du = sample(m, seed + 2);
    dl[0] = 0, du[m - 1] = 0;
    for (int i = 0; i < m; i++) {
        if (dominant)
            d[i] += cd(4, 0);
        else if (i % 3 == 0)
            d[i] = i % 2 ? cd(1e-9, 0) : cd(0, 0);
    }
}

static std::vector<cd> apply(int m, const std::vector<cd> &dl, const std::vector<cd> &d, const std::vector<cd> &du,
                             const cd *x)
{
    std::vector<cd> b(m);
    for (int i = 0; i < m; i++) b[i] = d[i] * x[i] + (i > 0 ? dl[i] * x[i - 1] : 0.0) + (i + 1 < m ? du[i] * x[i + 1] : 0.0);
    return b;
}

template <class T>
static void gtsv_case(cusparseHandle_t h, cudaDataType vt, bool pivot, int m, int nrhs)
{
    std::vector<cd> dl, d, du;
    make_system(m, !pivot, 3, dl, d, du);
    dl = fit_all(vt, dl), d = fit_all(vt, d), du = fit_all(vt, du);
    int ldb = m + 4;
    std::vector<cd> x = fit_all(vt, sample((size_t)ldb * nrhs, 8)), b((size_t)ldb * nrhs, fit(vt, cd(5, 5)));
    for (int j = 0; j < nrhs; j++) {
        std::vector<cd> r = apply(m, dl, d, du, &x[(size_t)j * ldb]);
        for (int i = 0; i < m; i++) b[(size_t)j * ldb + i] = r[i];
    }
    T *ddl = (T *)vals_to_dev(vt, dl), *dd = (T *)vals_to_dev(vt, d), *ddu = (T *)vals_to_dev(vt, du);
    T *db = (T *)vals_to_dev(vt, b);
    size_t size = 0;
    void *buf;
    if (vt == CUDA_R_32F) {
        auto f = pivot ? cusparseSgtsv2_bufferSizeExt : cusparseSgtsv2_nopivot_bufferSizeExt;
        CS(f(h, m, nrhs, (float *)ddl, (float *)dd, (float *)ddu, (float *)db, ldb, &size));
        CU(cudaMalloc(&buf, size));
        CS((pivot ? cusparseSgtsv2 : cusparseSgtsv2_nopivot)(h, m, nrhs, (float *)ddl, (float *)dd, (float *)ddu,
                                                             (float *)db, ldb, buf));
    } else if (vt == CUDA_R_64F) {
        auto f = pivot ? cusparseDgtsv2_bufferSizeExt : cusparseDgtsv2_nopivot_bufferSizeExt;
        CS(f(h, m, nrhs, (double *)ddl, (double *)dd, (double *)ddu, (double *)db, ldb, &size));
        CU(cudaMalloc(&buf, size));
        CS((pivot ? cusparseDgtsv2 : cusparseDgtsv2_nopivot)(h, m, nrhs, (double *)ddl, (double *)dd, (double *)ddu,
                                                             (double *)db, ldb, buf));
    } else {
        auto f = pivot ? cusparseZgtsv2_bufferSizeExt : cusparseZgtsv2_nopivot_bufferSizeExt;
        CS(f(h, m, nrhs, (cuDoubleComplex *)ddl, (cuDoubleComplex *)dd, (cuDoubleComplex *)ddu,
             (cuDoubleComplex *)db, ldb, &size));
        CU(cudaMalloc(&buf, size));
        CS((pivot ? cusparseZgtsv2 : cusparseZgtsv2_nopivot)(h, m, nrhs, (cuDoubleComplex *)ddl,
                                                             (cuDoubleComplex *)dd, (cuDoubleComplex *)ddu,
                                                             (cuDoubleComplex *)db, ldb, buf));
    }
    std::vector<cd> got = vals_from_dev(vt, db, b.size()), want = b;
    for (int j = 0; j < nrhs; j++)
        for (int i = 0; i < m; i++) want[(size_t)j * ldb + i] = x[(size_t)j * ldb + i];
    double e = rel_err(got, want);
    if (!(e < (vt == CUDA_R_32F ? 1e-3 : 1e-8))) {
        printf("FAIL gtsv type %d pivot %d m %d: error %g\n", vt, pivot, m, e);
        failures++;
    }
    // The rows past m (ldb > m) are untouched.
    CHECK(got[m] == fit(vt, cd(5, 5)));
    cudaFree(ddl), cudaFree(dd), cudaFree(ddu), cudaFree(db), cudaFree(buf);
}

static void batch_case(cusparseHandle_t h, int m, int count)
{
    int stride = m + 3;
    std::vector<cd> dl((size_t)stride * count), d(dl.size()), du(dl.size()), x = sample(dl.size(), 21), b(dl.size());
    for (int k = 0; k < count; k++) {
        std::vector<cd> l, dd, u;
        make_system(m, true, 30 + k, l, dd, u);
        for (int i = 0; i < m; i++) {
            size_t at = (size_t)k * stride + i;
            dl[at] = l[i], d[at] = dd[i], du[at] = u[i];
        }
        std::vector<cd> r = apply(m, l, dd, u, &x[(size_t)k * stride]);
        for (int i = 0; i < m; i++) b[(size_t)k * stride + i] = r[i];
    }
    cudaDataType vt = CUDA_C_64F;
    cuDoubleComplex *ddl = (cuDoubleComplex *)vals_to_dev(vt, dl), *dd = (cuDoubleComplex *)vals_to_dev(vt, d);
    cuDoubleComplex *ddu = (cuDoubleComplex *)vals_to_dev(vt, du), *db = (cuDoubleComplex *)vals_to_dev(vt, b);
    size_t size = 0;
    CS(cusparseZgtsv2StridedBatch_bufferSizeExt(h, m, ddl, dd, ddu, db, count, stride, &size));
    void *buf;
    CU(cudaMalloc(&buf, size));
    CS(cusparseZgtsv2StridedBatch(h, m, ddl, dd, ddu, db, count, stride, buf));
    std::vector<cd> got = vals_from_dev(vt, db, b.size());
    double e = 0;
    for (int k = 0; k < count; k++)
        for (int i = 0; i < m; i++) e = std::max(e, std::abs(got[(size_t)k * stride + i] - x[(size_t)k * stride + i]));
    CHECK(e < 1e-10);
    // Documented limits: m >= 3, batchStride >= m.
    CHECK(cusparseZgtsv2StridedBatch_bufferSizeExt(h, 2, ddl, dd, ddu, db, count, stride, &size) ==
          CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseZgtsv2StridedBatch(h, m, ddl, dd, ddu, db, count, m - 1, buf) == CUSPARSE_STATUS_INVALID_VALUE);
    cudaFree(ddl), cudaFree(dd), cudaFree(ddu), cudaFree(db), cudaFree(buf);
}

// Interleaved layout: element i of system k at i * count + k.  Thomas
// (algo 0) on dominant systems, LU with pivoting (1) on ones with zero
// diagonals.
static void interleaved_case(cusparseHandle_t h, int algo, int m, int count)
{
    std::vector<double> dl((size_t)m * count), d(dl.size()), du(dl.size()), x(dl.size()), b(dl.size());
    std::vector<cd> xs = sample(dl.size(), 40, false);
    for (int k = 0; k < count; k++) {
        std::vector<cd> l, dd, u;
        make_system(m, algo == 0, 50 + k, l, dd, u);
        std::vector<cd> xk(m);
        for (int i = 0; i < m; i++) xk[i] = xs[(size_t)i * count + k].real();
        std::vector<cd> r = apply(m, fit_all(CUDA_R_64F, l), fit_all(CUDA_R_64F, dd), fit_all(CUDA_R_64F, u), xk.data());
        for (int i = 0; i < m; i++) {
            size_t at = (size_t)i * count + k;
            dl[at] = l[i].real(), d[at] = dd[i].real(), du[at] = u[i].real(), x[at] = xk[i].real(), b[at] = r[i].real();
        }
    }
    double *ddl = to_dev(dl), *dd = to_dev(d), *ddu = to_dev(du), *db = to_dev(b);
    size_t size = 0;
    CS(cusparseDgtsvInterleavedBatch_bufferSizeExt(h, algo, m, ddl, dd, ddu, db, count, &size));
    void *buf;
    CU(cudaMalloc(&buf, size));
    CS(cusparseDgtsvInterleavedBatch(h, algo, m, ddl, dd, ddu, db, count, buf));
    std::vector<double> got(b.size());
    CU(cudaMemcpy(got.data(), db, got.size() * sizeof(double), cudaMemcpyDeviceToHost));
    double e = 0;
    for (size_t i = 0; i < got.size(); i++) e = std::max(e, std::fabs(got[i] - x[i]));
    if (!(e < 1e-8)) {
        printf("FAIL interleaved algo %d m %d count %d: error %g\n", algo, m, count, e);
        failures++;
    }
    CHECK(cusparseDgtsvInterleavedBatch(h, 3, m, ddl, dd, ddu, db, count, buf) == CUSPARSE_STATUS_INVALID_VALUE);
    cudaFree(ddl), cudaFree(dd), cudaFree(ddu), cudaFree(db), cudaFree(buf);
}

// Pentadiagonal interleaved batches (gpsvInterleavedBatch), with zero
// diagonals that need pivoting.
template <class T> static void gpsv_case(cusparseHandle_t h, cudaDataType vt, int m, int count)
{
    size_t total = (size_t)m * count;
    std::vector<cd> ds = sample(total, 60), dl = sample(total, 61), d = sample(total, 62), du = sample(total, 63),
                    dw = sample(total, 64), x = fit_all(vt, sample(total, 65)), b(total);
    for (int k = 0; k < count; k++)
        for (int i = 0; i < m; i++) {
            size_t e = (size_t)i * count + k;
            if (i < 2) ds[e] = 0;
            if (i < 1) dl[e] = 0;
            if (i + 1 >= m) du[e] = 0;
            if (i + 2 >= m) dw[e] = 0;
            if (i % 4 == 1) d[e] = 0;
        }
    for (auto *v : {&ds, &dl, &d, &du, &dw}) *v = fit_all(vt, *v);
    for (int k = 0; k < count; k++)
        for (int i = 0; i < m; i++) {
            auto X = [&](int j) { return j >= 0 && j < m ? x[(size_t)j * count + k] : cd(0); };
            size_t e = (size_t)i * count + k;
            b[e] = ds[e] * X(i - 2) + dl[e] * X(i - 1) + d[e] * X(i) + du[e] * X(i + 1) + dw[e] * X(i + 2);
        }
    T *a[5], *db = (T *)vals_to_dev(vt, b);
    int q = 0;
    for (auto *v : {&ds, &dl, &d, &du, &dw}) a[q++] = (T *)vals_to_dev(vt, *v);
    size_t size = 0;
    void *buf;
    if (vt == CUDA_R_32F) {
        CS(cusparseSgpsvInterleavedBatch_bufferSizeExt(h, 0, m, (float *)a[0], (float *)a[1], (float *)a[2],
                                                       (float *)a[3], (float *)a[4], (float *)db, count, &size));
        CU(cudaMalloc(&buf, size));
        CS(cusparseSgpsvInterleavedBatch(h, 0, m, (float *)a[0], (float *)a[1], (float *)a[2], (float *)a[3],
                                         (float *)a[4], (float *)db, count, buf));
    } else {
        CS(cusparseZgpsvInterleavedBatch_bufferSizeExt(h, 0, m, (cuDoubleComplex *)a[0], (cuDoubleComplex *)a[1],
                                                       (cuDoubleComplex *)a[2], (cuDoubleComplex *)a[3],
                                                       (cuDoubleComplex *)a[4], (cuDoubleComplex *)db, count, &size));
        CU(cudaMalloc(&buf, size));
        CS(cusparseZgpsvInterleavedBatch(h, 0, m, (cuDoubleComplex *)a[0], (cuDoubleComplex *)a[1],
                                         (cuDoubleComplex *)a[2], (cuDoubleComplex *)a[3], (cuDoubleComplex *)a[4],
                                         (cuDoubleComplex *)db, count, buf));
    }
    double e = rel_err(vals_from_dev(vt, db, total), x);
    if (!(e < (vt == CUDA_R_32F ? 1e-2 : 1e-9))) {
        printf("FAIL gpsv type %d m %d count %d: error %g\n", vt, m, count, e);
        failures++;
    }
    for (T *p : a) cudaFree(p);
    cudaFree(db), cudaFree(buf);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    for (int m : {3, 4, 50, 301}) {
        gtsv_case<double>(h, CUDA_R_64F, true, m, 3);
        gtsv_case<double>(h, CUDA_R_64F, false, m, 2);
        gtsv_case<float>(h, CUDA_R_32F, false, m, 1);
        gtsv_case<cuDoubleComplex>(h, CUDA_C_64F, true, m, 2);
    }
    batch_case(h, 40, 7);
    batch_case(h, 3, 1);
    interleaved_case(h, 0, 33, 9);
    interleaved_case(h, 1, 33, 9);
    interleaved_case(h, 2, 5, 1);
    gpsv_case<cuDoubleComplex>(h, CUDA_C_64F, 37, 6);
    gpsv_case<cuDoubleComplex>(h, CUDA_C_64F, 3, 2);
    gpsv_case<float>(h, CUDA_R_32F, 20, 4);
    CS(cusparseDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
