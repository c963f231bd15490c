// cuSPARSE SpMV on a 2D Laplacian (rectangular and square) in CSR, COO and
// CSC, ops N/T/C, index bases zero and one, 32- and 64-bit indices, the four
// value types (and half and bfloat16 computed in float), alpha/beta from
// the host and from device memory, beta = 0
// over NaNs: every result against a dense product on the host.
// NVCC-FLAGS: -lcusparse
#include "common.h"

static const cusparseFormat_t fmts[] = {CUSPARSE_FORMAT_CSR, CUSPARSE_FORMAT_COO, CUSPARSE_FORMAT_CSC};
static const cusparseOperation_t ops[] = {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE,
                                          CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE};
static const cudaDataType types[] = {CUDA_R_64F, CUDA_R_32F, CUDA_C_64F, CUDA_C_32F};

static void one(cusparseHandle_t h, const HostCsr &a, cusparseFormat_t fmt, int base, cudaDataType vt,
                cusparseOperation_t op, bool wide, bool device_scalars, cd alpha, cd beta, bool nan_y,
                cudaDataType ct_in = (cudaDataType)-1)
{
    // Half and bfloat16 values compute in float, their scalars float.
    cudaDataType ct = (int)ct_in < 0 ? vt : ct_in;
    alpha = fit(vt, alpha), beta = fit(vt, beta);
    HostCsr af = a;
    for (auto &v : af.val) v = fit(vt, v);
    bool n = op == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int xs = n ? a.cols : a.rows, ys = n ? a.rows : a.cols;
    std::vector<cd> x = fit_all(vt, sample(xs, 1)), y0 = fit_all(vt, sample(ys, 2));
    if (nan_y) y0.assign(ys, cd(NAN, NAN));
    DevMat m = make_mat(a, fmt, base, vt, wide);
    void *dx = vals_to_dev(vt, x), *dy = vals_to_dev(vt, y0);
    cusparseDnVecDescr_t vx, vy;
    CS(cusparseCreateDnVec(&vx, xs, dx, vt));
    CS(cusparseCreateDnVec(&vy, ys, dy, vt));
    std::vector<char> al = pack(ct, {alpha}), be = pack(ct, {beta});
    const void *pa = al.data(), *pb = be.data();
    void *da = nullptr, *db = nullptr;
    if (device_scalars) {
        da = to_dev(al.data(), al.size()), db = to_dev(be.data(), be.size());
        pa = da, pb = db;
        CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_DEVICE));
    }
    size_t size = 1;
    CS(cusparseSpMV_bufferSize(h, op, pa, m.d, vx, pb, vy, ct, CUSPARSE_SPMV_ALG_DEFAULT, &size));
    void *buf = nullptr;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseSpMV(h, op, pa, m.d, vx, pb, vy, ct, CUSPARSE_SPMV_ALG_DEFAULT, buf));
    CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_HOST));
    std::vector<cd> got = vals_from_dev(vt, dy, ys);
    // The reference from the values as stored (half rounds them).
    af.val = unpack(vt, pack(vt, af.val).data(), af.val.size());
    x = unpack(vt, pack(vt, x).data(), x.size());
    y0 = unpack(vt, pack(vt, y0).data(), y0.size());
    std::vector<cd> want = dense_mv(dense(af), a.rows, a.cols, op, x);
    for (int i = 0; i < ys; i++) want[i] = alpha * want[i] + (nan_y ? cd(0) : beta * y0[i]);
    double e = rel_err(got, want);
    if (!(e < tol_for(vt))) {
        printf("FAIL spmv fmt %d base %d type %d op %d wide %d dev %d nan %d: error %g\n", fmt, base, vt, op, wide,
               device_scalars, nan_y, e);
        failures++;
    }
    cusparseDestroyDnVec(vx), cusparseDestroyDnVec(vy);
    m.free_all();
    cudaFree(dx), cudaFree(dy), cudaFree(buf), cudaFree(da), cudaFree(db);
}

// Every half (bfloat16) value but the NaNs and -0 (a row's sum starts at
// +0, as in any CSR product) through y = I x: read into float and written
// back, each must come back bit for bit.
static void half_round_trip(cusparseHandle_t h, cudaDataType vt)
{
    std::vector<uint16_t> x;
    for (uint32_t b = 0; b < 65536; b++) {
        bool nan = vt == CUDA_R_16F ? (b & 0x7c00) == 0x7c00 && (b & 0x3ff) : (b & 0x7f80) == 0x7f80 && (b & 0x7f);
        if (!nan && b != 0x8000) x.push_back((uint16_t)b);
    }
    int n = (int)x.size();
    std::vector<int> ptr(n + 1), col(n);
    for (int i = 0; i <= n; i++) ptr[i] = i;
    for (int i = 0; i < n; i++) col[i] = i;
    std::vector<uint16_t> ones(n, vt == CUDA_R_16F ? 0x3c00 : 0x3f80);
    int *dp = to_dev(ptr), *dc = to_dev(col);
    uint16_t *dv = to_dev(ones), *dx = to_dev(x), *dy;
    CU(cudaMalloc((void **)&dy, n * sizeof(uint16_t)));
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateCsr(&A, n, n, n, dp, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, vt));
    CS(cusparseCreateDnVec(&X, n, dx, vt));
    CS(cusparseCreateDnVec(&Y, n, dy, vt));
    float one = 1, zero = 0;
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, X, &zero, Y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT,
                    nullptr));
    std::vector<uint16_t> y(n);
    CU(cudaMemcpy(y.data(), dy, n * sizeof(uint16_t), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (y[i] != x[i] && bad++ < 5) printf("half type %d: %04x came back %04x\n", vt, x[i], y[i]);
    CHECK(bad == 0);
    cusparseDestroySpMat(A), cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(dx), cudaFree(dy);
}

// Large enough (1.25M nonzeros) for the multithreaded CSR path.
static void big(cusparseHandle_t h)
{
    HostCsr a = laplacian(500, 500, -1, -1, true);
    int n = a.rows;
    std::vector<double> v(a.val.size()), x(n), y(n, 1.0);
    for (size_t k = 0; k < v.size(); k++) v[k] = a.val[k].real() * (1 + 0.001 * (k % 7));
    for (int i = 0; i < n; i++) x[i] = std::sin(0.01 * i);
    int *dp = to_dev(a.ptr), *dc = to_dev(a.col);
    double *dv = to_dev(v), *dx = to_dev(x), *dy = to_dev(y);
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateCsr(&A, n, n, (int64_t)v.size(), dp, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CS(cusparseCreateDnVec(&X, n, dx, CUDA_R_64F));
    CS(cusparseCreateDnVec(&Y, n, dy, CUDA_R_64F));
    double alpha = 2, beta = -1;
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, CUDA_R_64F,
                    CUSPARSE_SPMV_CSR_ALG1, nullptr));
    std::vector<double> got(n);
    CU(cudaMemcpy(got.data(), dy, n * sizeof(double), cudaMemcpyDeviceToHost));
    double e = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) s += v[k] * x[a.col[k]];
        e = std::max(e, std::fabs(got[i] - (alpha * s + beta * y[i])));
    }
    CHECK(e < 1e-12);
    cusparseDestroySpMat(A), cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(dx), cudaFree(dy);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    HostCsr rect = laplacian(8, 8, 48, 64), square = laplacian(8, 8);
    int cases = 0;
    for (const HostCsr *a : {&rect, &square})
        for (cusparseFormat_t f : fmts)
            for (int base = 0; base < 2; base++)
                for (cudaDataType t : types)
                    for (cusparseOperation_t op : ops) {
                        one(h, *a, f, base, t, op, false, false, cd(1.5, 0.5), cd(-0.75, 0.25), false);
                        cases++;
                    }
    // 64-bit indices, device scalars, beta = 0 over NaNs, alpha = 0.
    for (cusparseFormat_t f : fmts)
        for (cusparseOperation_t op : ops) {
            one(h, rect, f, 1, CUDA_R_64F, op, true, false, cd(2, 0), cd(0.5, 0), false);
            one(h, rect, f, 0, CUDA_C_64F, op, false, true, cd(-1, 2), cd(0.5, -1), false);
            one(h, rect, f, 0, CUDA_R_32F, op, false, false, cd(1, 0), cd(0, 0), true);
            one(h, square, f, 0, CUDA_R_64F, op, false, false, cd(0, 0), cd(2, 0), false);
            one(h, square, f, 1, CUDA_R_16F, op, false, false, cd(1.5, 0), cd(-0.5, 0), false, CUDA_R_32F);
            one(h, rect, f, 0, CUDA_R_16BF, op, false, false, cd(1, 0), cd(0.25, 0), false, CUDA_R_32F);
            cases += 6;
        }
    big(h);
    half_round_trip(h, CUDA_R_16F);
    half_round_trip(h, CUDA_R_16BF);
    CS(cusparseDestroy(h));
    printf("%d SpMV cases\n", cases);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
