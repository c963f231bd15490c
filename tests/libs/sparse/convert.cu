// cuSPARSE conversions: SparseToDense from CSR/COO/CSC, DenseToSparse (with
// its analysis giving the count) back to each, round trips equal; dense to
// blocked ELL and back; csr2cscEx2 numeric and symbolic in both bases
// against a host transpose; coo2csr and csr2coo.
// NVCC-FLAGS: -lcusparse
#include "common.h"

static void round_trip(cusparseHandle_t h, cusparseFormat_t fmt, cudaDataType vt, cusparseOrder_t order, int base)
{
    HostCsr a = laplacian(5, 4, 20, 17);
    for (auto &v : a.val) v = fit(vt, v);
    std::vector<cd> ad = dense(a);
    int rows = a.rows, cols = a.cols, nnz = (int)a.col.size();
    int ld = (order == CUSPARSE_ORDER_COL ? rows : cols) + 1;
    size_t sz = (size_t)ld * (order == CUSPARSE_ORDER_COL ? cols : rows);
    DevMat A = make_mat(a, fmt, base, vt);
    void *dd = vals_to_dev(vt, std::vector<cd>(sz, cd(7, 7)));
    cusparseDnMatDescr_t D;
    CS(cusparseCreateDnMat(&D, rows, cols, ld, dd, vt, order));
    size_t size = 0;
    CS(cusparseSparseToDense_bufferSize(h, A.d, D, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 16));
    CS(cusparseSparseToDense(h, A.d, D, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
    std::vector<cd> got = vals_from_dev(vt, dd, sz);
    bool ok = true;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            size_t at = order == CUSPARSE_ORDER_COL ? (size_t)i + (size_t)j * ld : (size_t)i * ld + j;
            ok &= std::abs(got[at] - ad[(size_t)i * cols + j]) < tol_for(vt);
        }
    CHECK(ok);

    // Back to sparse, in the same format.
    int outer = fmt == CUSPARSE_FORMAT_CSC ? cols : rows;
    void *off;
    CU(cudaMalloc(&off, (size_t)(fmt == CUSPARSE_FORMAT_COO ? 1 : outer + 1) * sizeof(int)));
    cusparseSpMatDescr_t S;
    cusparseIndexBase_t ib = (cusparseIndexBase_t)base;
    if (fmt == CUSPARSE_FORMAT_CSR)
        CS(cusparseCreateCsr(&S, rows, cols, 0, off, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, ib, vt));
    else if (fmt == CUSPARSE_FORMAT_CSC)
        CS(cusparseCreateCsc(&S, rows, cols, 0, off, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, ib, vt));
    else
        CS(cusparseCreateCoo(&S, rows, cols, 0, nullptr, nullptr, nullptr, CUSPARSE_INDEX_32I, ib, vt));
    CS(cusparseDenseToSparse_bufferSize(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size));
    void *buf2;
    CU(cudaMalloc(&buf2, size + 1));
    CS(cusparseDenseToSparse_analysis(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf2));
    int64_t r, c, n2;
    CS(cusparseSpMatGetSize(S, &r, &c, &n2));
    CHECK(r == rows && c == cols && n2 == nnz);
    void *idx, *val, *rowi = nullptr;
    CU(cudaMalloc(&idx, n2 * sizeof(int)));
    CU(cudaMalloc(&val, n2 * elem_size(vt)));
    if (fmt == CUSPARSE_FORMAT_CSR)
        CS(cusparseCsrSetPointers(S, off, idx, val));
    else if (fmt == CUSPARSE_FORMAT_CSC)
        CS(cusparseCscSetPointers(S, off, idx, val));
    else {
        CU(cudaMalloc(&rowi, n2 * sizeof(int)));
        CS(cusparseCooSetPointers(S, rowi, idx, val));
    }
    CS(cusparseDenseToSparse_convert(h, D, S, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf2));
    // The laplacian has no stored zeros, so the arrays equal the originals.
    std::vector<int> i1(nnz), i2(nnz);
    CU(cudaMemcpy(i1.data(), A.b, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(i2.data(), idx, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(i1 == i2);
    if (fmt == CUSPARSE_FORMAT_COO) {
        CU(cudaMemcpy(i1.data(), A.a, nnz * sizeof(int), cudaMemcpyDeviceToHost));
        CU(cudaMemcpy(i2.data(), rowi, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    } else {
        i1.resize(outer + 1), i2.resize(outer + 1);
        CU(cudaMemcpy(i1.data(), A.a, (outer + 1) * sizeof(int), cudaMemcpyDeviceToHost));
        CU(cudaMemcpy(i2.data(), off, (outer + 1) * sizeof(int), cudaMemcpyDeviceToHost));
    }
    CHECK(i1 == i2);
    CHECK(rel_err(vals_from_dev(vt, val, nnz), vals_from_dev(vt, A.v, nnz)) == 0);
    cusparseDestroySpMat(S), cusparseDestroyDnMat(D);
    A.free_all();
    cudaFree(dd), cudaFree(buf), cudaFree(buf2), cudaFree(off), cudaFree(idx), cudaFree(val), cudaFree(rowi);
}

static void csr2csc(cusparseHandle_t h, int base, cusparseAction_t act)
{
    HostCsr a = laplacian(6, 4, 24, 19);
    int m = a.rows, n = a.cols, nnz = (int)a.col.size();
    std::vector<int> rp(a.ptr), ci(a.col);
    for (auto &x : rp) x += base;
    for (auto &x : ci) x += base;
    std::vector<double> v(nnz);
    for (int k = 0; k < nnz; k++) v[k] = a.val[k].real();
    int *drp = to_dev(rp), *dci = to_dev(ci), *dcp, *dri;
    double *dv = to_dev(v), *dcv;
    CU(cudaMalloc((void **)&dcp, (n + 1) * sizeof(int)));
    CU(cudaMalloc((void **)&dri, nnz * sizeof(int)));
    CU(cudaMalloc((void **)&dcv, nnz * sizeof(double)));
    CU(cudaMemset(dcv, 0, nnz * sizeof(double)));
    size_t size = 0;
    CS(cusparseCsr2cscEx2_bufferSize(h, m, n, nnz, dv, drp, dci, dcv, dcp, dri, CUDA_R_64F, act,
                                     (cusparseIndexBase_t)base, CUSPARSE_CSR2CSC_ALG1, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseCsr2cscEx2(h, m, n, nnz, dv, drp, dci, dcv, dcp, dri, CUDA_R_64F, act, (cusparseIndexBase_t)base,
                          CUSPARSE_CSR2CSC_ALG1, buf));
    std::vector<int> cp(n + 1), ri(nnz);
    std::vector<double> cv(nnz);
    CU(cudaMemcpy(cp.data(), dcp, cp.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(ri.data(), dri, ri.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(cv.data(), dcv, cv.size() * sizeof(double), cudaMemcpyDeviceToHost));
    // Host transpose: by column, rows ascending.
    std::vector<int> wcp(n + 1, 0), wri;
    std::vector<double> wcv;
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < m; i++)
            for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++)
                if (a.col[k] == j) wri.push_back(i + base), wcv.push_back(v[k]);
        wcp[j + 1] = (int)wri.size();
    }
    for (auto &x : wcp) x += base;
    CHECK(cp == wcp);
    CHECK(ri == wri);
    if (act == CUSPARSE_ACTION_NUMERIC)
        CHECK(cv == wcv);
    else
        CHECK(cv == std::vector<double>(nnz, 0.0));
    cudaFree(drp), cudaFree(dci), cudaFree(dcp), cudaFree(dri), cudaFree(dv), cudaFree(dcv), cudaFree(buf);
}

static void coo_csr(cusparseHandle_t h, int base)
{
    HostCsr a = laplacian(7, 3);
    int m = a.rows, nnz = (int)a.col.size();
    std::vector<int> rows, ptr(a.ptr);
    for (int i = 0; i < m; i++)
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) rows.push_back(i + base);
    for (auto &x : ptr) x += base;
    int *drows = to_dev(rows), *dptr, *drows2;
    CU(cudaMalloc((void **)&dptr, (m + 1) * sizeof(int)));
    CU(cudaMalloc((void **)&drows2, nnz * sizeof(int)));
    CS(cusparseXcoo2csr(h, drows, nnz, m, dptr, (cusparseIndexBase_t)base));
    CS(cusparseXcsr2coo(h, dptr, nnz, m, drows2, (cusparseIndexBase_t)base));
    std::vector<int> p(m + 1), r(nnz);
    CU(cudaMemcpy(p.data(), dptr, p.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(r.data(), drows2, r.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(p == ptr);
    CHECK(r == rows);
    cudaFree(drows), cudaFree(dptr), cudaFree(drows2);
}

// Dense to blocked ELL: the user gives the block columns (one slot empty),
// convert fills the blocks' values from the dense matrix; back to dense
// gives the dense matrix restricted to the blocks.
static void blocked_ell(cusparseHandle_t h)
{
    const int rows = 6, cols = 8, bs = 2, ellCols = 4;
    int colInd[] = {0, 2, 1, -1, 3, 0};
    std::vector<float> dn(rows * cols);
    for (int i = 0; i < rows * cols; i++) dn[i] = 1.0f + (float)i;
    int *dci = to_dev(colInd, 6);
    float *dd = to_dev(dn), *dv, *dback;
    CU(cudaMalloc((void **)&dv, rows * ellCols * sizeof(float)));
    CU(cudaMalloc((void **)&dback, rows * cols * sizeof(float)));
    cusparseDnMatDescr_t D, Back;
    CS(cusparseCreateDnMat(&D, rows, cols, cols, dd, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    CS(cusparseCreateDnMat(&Back, rows, cols, cols, dback, CUDA_R_32F, CUSPARSE_ORDER_ROW));
    cusparseSpMatDescr_t E;
    CS(cusparseCreateBlockedEll(&E, rows, cols, bs, ellCols, dci, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                CUDA_R_32F));
    size_t size;
    CS(cusparseDenseToSparse_bufferSize(h, D, E, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseDenseToSparse_analysis(h, D, E, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
    CS(cusparseDenseToSparse_convert(h, D, E, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
    CS(cusparseSparseToDense(h, E, Back, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
    std::vector<float> back(rows * cols);
    CU(cudaMemcpy(back.data(), dback, back.size() * sizeof(float), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            int br = i / bs, bc = j / bs;
            bool in = false;
            for (int s = 0; s < ellCols / bs; s++) in |= colInd[br * (ellCols / bs) + s] == bc;
            ok &= back[i * cols + j] == (in ? dn[i * cols + j] : 0.0f);
        }
    CHECK(ok);
    cusparseDestroySpMat(E), cusparseDestroyDnMat(D), cusparseDestroyDnMat(Back);
    cudaFree(dci), cudaFree(dd), cudaFree(dv), cudaFree(dback), cudaFree(buf);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    for (cusparseFormat_t f : {CUSPARSE_FORMAT_CSR, CUSPARSE_FORMAT_CSC, CUSPARSE_FORMAT_COO})
        for (cudaDataType t : {CUDA_R_64F, CUDA_C_32F})
            for (cusparseOrder_t o : {CUSPARSE_ORDER_COL, CUSPARSE_ORDER_ROW})
                for (int base = 0; base < 2; base++) round_trip(h, f, t, o, base);
    for (int base = 0; base < 2; base++) {
        csr2csc(h, base, CUSPARSE_ACTION_NUMERIC);
        csr2csc(h, base, CUSPARSE_ACTION_SYMBOLIC);
        coo_csr(h, base);
    }
    blocked_ell(h);
    CS(cusparseDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
