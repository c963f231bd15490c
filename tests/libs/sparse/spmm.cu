// cuSPARSE SpMM (CSR, COO, CSC; opA and opB N/T; column- and row-major B and
// C with ld beyond the minimum), SDDMM on a CSR pattern, SpMV through a
// blocked-ELL matrix, strided batches of SpMM: all against dense products
// on the host.
// NVCC-FLAGS: -lcusparse
#include "common.h"

// op(M) for a host dense matrix stored in a descriptor's layout.
static cd dn_get(const std::vector<cd> &m, cusparseOrder_t order, int ld, int i, int j)
{
    return order == CUSPARSE_ORDER_COL ? m[(size_t)i + (size_t)j * ld] : m[(size_t)i * ld + j];
}
static cd op_get(const std::vector<cd> &m, cusparseOrder_t order, int ld, cusparseOperation_t op, int i, int j)
{
    if (op == CUSPARSE_OPERATION_NON_TRANSPOSE) return dn_get(m, order, ld, i, j);
    cd v = dn_get(m, order, ld, j, i);
    return op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? std::conj(v) : v;
}

static void spmm_case(cusparseHandle_t h, cusparseFormat_t fmt, cudaDataType vt, cusparseOperation_t opa,
                      cusparseOperation_t opb, cusparseOrder_t order)
{
    HostCsr a = laplacian(6, 6, 30, 36);
    for (auto &v : a.val) v = fit(vt, v);
    bool na = opa == CUSPARSE_OPERATION_NON_TRANSPOSE, nb = opb == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int m = na ? a.rows : a.cols, k = na ? a.cols : a.rows, n = 5;
    int brows = nb ? k : n, bcols = nb ? n : k;
    int ldb = (order == CUSPARSE_ORDER_COL ? brows : bcols) + 3, ldc = (order == CUSPARSE_ORDER_COL ? m : n) + 2;
    size_t bsz = (size_t)ldb * (order == CUSPARSE_ORDER_COL ? bcols : brows);
    size_t csz = (size_t)ldc * (order == CUSPARSE_ORDER_COL ? n : m);
    std::vector<cd> b = fit_all(vt, sample(bsz, 3)), c0 = fit_all(vt, sample(csz, 4));
    cd alpha = fit(vt, cd(0.5, -1)), beta = fit(vt, cd(2, 0.5));
    DevMat A = make_mat(a, fmt, 0, vt);
    void *db = vals_to_dev(vt, b), *dc = vals_to_dev(vt, c0);
    cusparseDnMatDescr_t B, C;
    CS(cusparseCreateDnMat(&B, brows, bcols, ldb, db, vt, order));
    CS(cusparseCreateDnMat(&C, m, n, ldc, dc, vt, order));
    std::vector<char> al = pack(vt, {alpha}), be = pack(vt, {beta});
    size_t size = 0;
    CS(cusparseSpMM_bufferSize(h, opa, opb, al.data(), A.d, B, be.data(), C, vt, CUSPARSE_SPMM_ALG_DEFAULT, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseSpMM(h, opa, opb, al.data(), A.d, B, be.data(), C, vt, CUSPARSE_SPMM_ALG_DEFAULT, buf));
    std::vector<cd> got = vals_from_dev(vt, dc, csz), want = c0;
    std::vector<cd> ad = dense(a);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            cd s = 0;
            for (int q = 0; q < k; q++) {
                cd av = na ? ad[(size_t)i * a.cols + q] : ad[(size_t)q * a.cols + i];
                if (opa == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE) av = std::conj(av);
                s += av * op_get(b, order, ldb, opb, q, j);
            }
            size_t at = order == CUSPARSE_ORDER_COL ? (size_t)i + (size_t)j * ldc : (size_t)i * ldc + j;
            want[at] = alpha * s + beta * c0[at];
        }
    double e = rel_err(got, want);
    if (!(e < tol_for(vt))) {
        printf("FAIL spmm fmt %d type %d opa %d opb %d order %d: error %g\n", fmt, vt, opa, opb, order, e);
        failures++;
    }
    cusparseDestroyDnMat(B), cusparseDestroyDnMat(C);
    A.free_all();
    cudaFree(db), cudaFree(dc), cudaFree(buf);
}

static void sddmm_case(cusparseHandle_t h, cudaDataType vt, cusparseOperation_t opa, cusparseOperation_t opb)
{
    HostCsr pat = laplacian(5, 5);  // C's pattern, 25 x 25
    int m = 25, n = 25, k = 7;
    bool na = opa == CUSPARSE_OPERATION_NON_TRANSPOSE, nb = opb == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int ar = na ? m : k, ac = na ? k : m, br = nb ? k : n, bc = nb ? n : k;
    std::vector<cd> a = fit_all(vt, sample((size_t)ar * ac, 5)), b = fit_all(vt, sample((size_t)br * bc, 6));
    cd alpha = fit(vt, cd(1.5, 0.5)), beta = fit(vt, cd(-0.5, 0));
    DevMat C = make_mat(pat, CUSPARSE_FORMAT_CSR, 1, vt);
    void *da = vals_to_dev(vt, a), *dbb = vals_to_dev(vt, b);
    cusparseDnMatDescr_t A, B;
    CS(cusparseCreateDnMat(&A, ar, ac, ac, da, vt, CUSPARSE_ORDER_ROW));
    CS(cusparseCreateDnMat(&B, br, bc, br, dbb, vt, CUSPARSE_ORDER_COL));
    std::vector<char> al = pack(vt, {alpha}), be = pack(vt, {beta});
    size_t size = 0;
    CS(cusparseSDDMM_bufferSize(h, opa, opb, al.data(), A, B, be.data(), C.d, vt, CUSPARSE_SDDMM_ALG_DEFAULT, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseSDDMM_preprocess(h, opa, opb, al.data(), A, B, be.data(), C.d, vt, CUSPARSE_SDDMM_ALG_DEFAULT, buf));
    CS(cusparseSDDMM(h, opa, opb, al.data(), A, B, be.data(), C.d, vt, CUSPARSE_SDDMM_ALG_DEFAULT, buf));
    std::vector<cd> got = vals_from_dev(vt, C.v, pat.val.size()), want(pat.val.size());
    for (int i = 0; i < m; i++)
        for (int q = pat.ptr[i]; q < pat.ptr[i + 1]; q++) {
            int j = pat.col[q];
            cd s = 0;
            for (int p = 0; p < k; p++) {
                cd av = na ? a[(size_t)i * ac + p] : a[(size_t)p * ac + i];
                cd bv = nb ? b[(size_t)p + (size_t)j * br] : b[(size_t)j + (size_t)p * br];
                s += av * bv;
            }
            want[q] = alpha * s + beta * fit(vt, pat.val[q]);
        }
    double e = rel_err(got, want);
    if (!(e < tol_for(vt))) {
        printf("FAIL sddmm type %d opa %d opb %d: error %g\n", vt, opa, opb, e);
        failures++;
    }
    cusparseDestroyDnMat(A), cusparseDestroyDnMat(B);
    C.free_all();
    cudaFree(da), cudaFree(dbb), cudaFree(buf);
}

// Blocked ELL, block size 2: a 6 x 8 matrix with two block slots per block
// row, one of them empty (-1) in the middle block row.
static void blocked_ell(cusparseHandle_t h)
{
    const int rows = 6, cols = 8, bs = 2, ellCols = 4;
    int colInd[] = {0, 2, 1, -1, 3, 0};
    std::vector<double> val(rows * ellCols);
    for (size_t i = 0; i < val.size(); i++) val[i] = 1 + 0.25 * (double)i;
    std::vector<double> ad(rows * cols, 0.0);
    for (int br = 0; br < rows / bs; br++)
        for (int s = 0; s < ellCols / bs; s++) {
            int bc = colInd[br * (ellCols / bs) + s];
            if (bc < 0) continue;
            for (int i = 0; i < bs; i++)
                for (int j = 0; j < bs; j++)
                    ad[(br * bs + i) * cols + bc * bs + j] += val[(br * bs + i) * ellCols + s * bs + j];
        }
    std::vector<double> x(cols), y(rows, 0.0);
    for (int j = 0; j < cols; j++) x[j] = 1.0 / (j + 1);
    int *dci = to_dev(colInd, 6);
    double *dv = to_dev(val), *dx = to_dev(x), *dy = to_dev(y);
    cusparseSpMatDescr_t A;
    CS(cusparseCreateBlockedEll(&A, rows, cols, bs, ellCols, dci, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                CUDA_R_64F));
    int64_t r, c, b, e;
    void *pi, *pv;
    cusparseIndexType_t it;
    cusparseIndexBase_t ib;
    cudaDataType t;
    CS(cusparseBlockedEllGet(A, &r, &c, &b, &e, &pi, &pv, &it, &ib, &t));
    CHECK(r == rows && c == cols && b == bs && e == ellCols && pi == dci && pv == dv);
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateDnVec(&X, cols, dx, CUDA_R_64F));
    CS(cusparseCreateDnVec(&Y, rows, dy, CUDA_R_64F));
    double one = 1, zero = 0;
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, X, &zero, Y, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT,
                    nullptr));
    CU(cudaMemcpy(y.data(), dy, rows * sizeof(double), cudaMemcpyDeviceToHost));
    for (int i = 0; i < rows; i++) {
        double want = 0;
        for (int j = 0; j < cols; j++) want += ad[i * cols + j] * x[j];
        CHECK(std::fabs(y[i] - want) < 1e-12);
    }
    cusparseDestroySpMat(A), cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    cudaFree(dci), cudaFree(dv), cudaFree(dx), cudaFree(dy);
}

// Strided batches: three CSR matrices sharing one row-offset array (stride
// 0) with their own columns and values, times three B (and times one B,
// broadcast), into three C.
static void batched(cusparseHandle_t h, bool broadcast_b)
{
    const int nb = 3, n = 4;
    HostCsr a = laplacian(4, 4);
    int m = a.rows, nnz = (int)a.col.size();
    std::vector<int> cols;
    std::vector<double> vals;
    for (int i = 0; i < nb; i++)
        for (int k = 0; k < nnz; k++) cols.push_back(a.col[k]), vals.push_back(a.val[k].real() * (i + 1) + k % 3);
    int bb = broadcast_b ? 1 : nb;
    std::vector<double> b((size_t)m * n * bb), c((size_t)m * n * nb, 0.0);
    for (size_t i = 0; i < b.size(); i++) b[i] = std::cos(0.1 * (double)i);
    int *dp = to_dev(a.ptr), *dc = to_dev(cols);
    double *dv = to_dev(vals), *dbm = to_dev(b), *dcm = to_dev(c);
    cusparseSpMatDescr_t A;
    cusparseDnMatDescr_t B, C;
    CS(cusparseCreateCsr(&A, m, m, nnz, dp, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                         CUDA_R_64F));
    CS(cusparseCsrSetStridedBatch(A, nb, 0, nnz));
    CS(cusparseCreateDnMat(&B, m, n, m, dbm, CUDA_R_64F, CUSPARSE_ORDER_COL));
    if (!broadcast_b) CS(cusparseDnMatSetStridedBatch(B, nb, (int64_t)m * n));
    CS(cusparseCreateDnMat(&C, m, n, m, dcm, CUDA_R_64F, CUSPARSE_ORDER_COL));
    CS(cusparseDnMatSetStridedBatch(C, nb, (int64_t)m * n));
    int count = 0;
    int64_t stride = 0;
    CS(cusparseSpMatGetStridedBatch(A, &count));
    CS(cusparseDnMatGetStridedBatch(C, &count, &stride));
    CHECK(count == nb && stride == m * n);
    double one = 1, zero = 0;
    CS(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, B, &zero, C,
                    CUDA_R_64F, CUSPARSE_SPMM_CSR_ALG1, nullptr));
    CU(cudaMemcpy(c.data(), dcm, c.size() * sizeof(double), cudaMemcpyDeviceToHost));
    double e = 0;
    for (int bi = 0; bi < nb; bi++) {
        const double *bm = &b[(size_t)(broadcast_b ? 0 : bi) * m * n];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) s += vals[(size_t)bi * nnz + k] * bm[a.col[k] + j * m];
                e = std::max(e, std::fabs(c[(size_t)bi * m * n + i + j * m] - s));
            }
    }
    CHECK(e < 1e-12);
    cusparseDestroySpMat(A), cusparseDestroyDnMat(B), cusparseDestroyDnMat(C);
    cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(dbm), cudaFree(dcm);
}

// Large enough for SpMM's multithreaded CSR path: 50k nonzeros times 8
// columns, row-major, float.
static void big(cusparseHandle_t h)
{
    HostCsr a = laplacian(100, 100, -1, -1, true);
    int m = a.rows, n = 8, nnz = (int)a.col.size();
    std::vector<float> v(nnz), b((size_t)m * n), c((size_t)m * n, 1.0f);
    for (int k = 0; k < nnz; k++) v[k] = (float)a.val[k].real() + 0.01f * (float)(k % 5);
    for (size_t i = 0; i < b.size(); i++) b[i] = (float)std::sin(0.01 * (double)i);
    int *dp = to_dev(a.ptr), *dc = to_dev(a.col);
    float *dv = to_dev(v), *dbm = to_dev(b), *dcm = to_dev(c);
    cusparseSpMatDescr_t A;
    cusparseDnMatDescr_t B, C;
    CS(cusparseCreateCsr(&A, m, m, nnz, dp, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                         CUDA_R_32F));
    CS(cusparseCreateDnMat(&B, m, n, n, dbm, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    CS(cusparseCreateDnMat(&C, m, n, n, dcm, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    float alpha = 2, beta = 0.5f;
    CS(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, B, &beta, C,
                    CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr));
    std::vector<float> got(c.size());
    CU(cudaMemcpy(got.data(), dcm, got.size() * sizeof(float), cudaMemcpyDeviceToHost));
    double e = 0;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) s += (double)v[k] * b[(size_t)a.col[k] * n + j];
            e = std::max(e, std::fabs(got[(size_t)i * n + j] - (alpha * s + beta * 1.0)));
        }
    CHECK(e < 1e-4);
    cusparseDestroySpMat(A), cusparseDestroyDnMat(B), cusparseDestroyDnMat(C);
    cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(dbm), cudaFree(dcm);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    const cusparseOperation_t ops[] = {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE,
                                       CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE};
    int cases = 0;
    for (cusparseFormat_t f : {CUSPARSE_FORMAT_CSR, CUSPARSE_FORMAT_COO, CUSPARSE_FORMAT_CSC})
        for (cudaDataType t : {CUDA_R_64F, CUDA_C_32F, CUDA_R_32F})
            for (cusparseOperation_t opa : ops)
                for (cusparseOperation_t opb : {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE})
                    for (cusparseOrder_t o : {CUSPARSE_ORDER_COL, CUSPARSE_ORDER_ROW}) {
                        spmm_case(h, f, t, opa, opb, o);
                        cases++;
                    }
    for (cudaDataType t : {CUDA_R_32F, CUDA_C_64F})
        for (cusparseOperation_t opa : {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE})
            for (cusparseOperation_t opb : {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE}) {
                sddmm_case(h, t, opa, opb);
                cases++;
            }
    blocked_ell(h);
    batched(h, false);
    batched(h, true);
    big(h);
    CS(cusparseDestroy(h));
    printf("%d SpMM/SDDMM cases\n", cases);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
