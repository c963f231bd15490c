// cuSPARSE sparse vectors (Axpby, Gather, Scatter, Rot, SpVV with host and
// device results, op C conjugating), gemvi (dense matrix times sparse
// vector, ops N/T/C) and index sorting (coosortByRow and ByColumn,
// csrsort, with the permutation applied to the values by cusparseGather),
// as codes do when they build CSR from unordered triplets.
// NVCC-FLAGS: -lcusparse
#include "common.h"

static void vectors(cusparseHandle_t h, cudaDataType vt, int base)
{
    const int size = 40, nnz = 7;
    std::vector<int> idx = {1, 4, 9, 10, 22, 30, 39};
    std::vector<cd> xv = fit_all(vt, sample(nnz, 1)), y = fit_all(vt, sample(size, 2));
    void *dxi = indices_to_dev(idx, base, false), *dxv = vals_to_dev(vt, xv), *dy = vals_to_dev(vt, y);
    cusparseSpVecDescr_t X;
    cusparseDnVecDescr_t Y;
    CS(cusparseCreateSpVec(&X, size, nnz, dxi, dxv, CUSPARSE_INDEX_32I, (cusparseIndexBase_t)base, vt));
    CS(cusparseCreateDnVec(&Y, size, dy, vt));
    int64_t s, n;
    void *pi, *pv;
    cusparseIndexType_t it;
    cusparseIndexBase_t ib;
    cudaDataType t;
    CS(cusparseSpVecGet(X, &s, &n, &pi, &pv, &it, &ib, &t));
    CHECK(s == size && n == nnz && pi == dxi && pv == dxv && ib == base && t == vt);
    double tol = tol_for(vt);

    // SpVV, op N and C (C only for complex types), host result.
    for (cusparseOperation_t op : {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE}) {
        std::vector<char> r(16);
        size_t bs;
        CS(cusparseSpVV_bufferSize(h, op, X, Y, r.data(), vt, &bs));
        void *buf;
        CU(cudaMalloc(&buf, bs + 1));
        CS(cusparseSpVV(h, op, X, Y, r.data(), vt, buf));
        cd want = 0;
        for (int k = 0; k < nnz; k++)
            want += (op == CUSPARSE_OPERATION_NON_TRANSPOSE ? xv[k] : std::conj(xv[k])) * y[idx[k]];
        CHECK(std::abs(unpack(vt, r.data(), 1)[0] - want) < 10 * tol);
        cudaFree(buf);
    }
    // SpVV, device result.
    void *dres;
    CU(cudaMalloc(&dres, 16));
    CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_DEVICE));
    CS(cusparseSpVV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, X, Y, dres, vt, nullptr));
    CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_HOST));
    cd want = 0;
    for (int k = 0; k < nnz; k++) want += xv[k] * y[idx[k]];
    CHECK(std::abs(vals_from_dev(vt, dres, 1)[0] - want) < 10 * tol);

    // Axpby: y = alpha x + beta y.
    cd alpha = fit(vt, cd(2, -1)), beta = fit(vt, cd(0.5, 0.25));
    std::vector<char> al = pack(vt, {alpha}), be = pack(vt, {beta});
    CS(cusparseAxpby(h, al.data(), X, be.data(), Y));
    std::vector<cd> wy = y;
    for (auto &v : wy) v *= beta;
    for (int k = 0; k < nnz; k++) wy[idx[k]] += alpha * xv[k];
    CHECK(rel_err(vals_from_dev(vt, dy, size), wy) < tol);

    // Scatter x into y, then Gather y back into a fresh x.
    CS(cusparseScatter(h, X, Y));
    for (int k = 0; k < nnz; k++) wy[idx[k]] = xv[k];
    CHECK(rel_err(vals_from_dev(vt, dy, size), wy) < tol);
    void *dxv2 = vals_to_dev(vt, std::vector<cd>(nnz));
    CS(cusparseSpVecSetValues(X, dxv2));
    CS(cusparseGather(h, Y, X));
    CHECK(rel_err(vals_from_dev(vt, dxv2, nnz), xv) < tol);

    // Rot: (x, y[idx]) -> (c x + s y, c y - s x).
    cd cc = fit(vt, cd(0.6, 0)), ss = fit(vt, cd(0.8, 0));
    std::vector<char> pc = pack(vt, {cc}), ps = pack(vt, {ss});
    std::vector<cd> x0 = vals_from_dev(vt, dxv2, nnz), y0 = vals_from_dev(vt, dy, size);
    CS(cusparseRot(h, pc.data(), ps.data(), X, Y));
    std::vector<cd> wx = x0, wy2 = y0;
    for (int k = 0; k < nnz; k++) wx[k] = cc * x0[k] + ss * y0[idx[k]], wy2[idx[k]] = cc * y0[idx[k]] - ss * x0[k];
    CHECK(rel_err(vals_from_dev(vt, dxv2, nnz), wx) < tol);
    CHECK(rel_err(vals_from_dev(vt, dy, size), wy2) < tol);

    cusparseDestroySpVec(X), cusparseDestroyDnVec(Y);
    cudaFree(dxi), cudaFree(dxv), cudaFree(dy), cudaFree(dres), cudaFree(dxv2);
}

// gemvi: y = alpha op(A) x + beta y, A dense column-major with lda > m, x
// sparse.
static void gemvi(cusparseHandle_t h, cusparseOperation_t op, int base)
{
    const int m = 9, n = 7, lda = 11, nnz = 3;
    bool N = op == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int ylen = N ? m : n;
    std::vector<cd> a = sample((size_t)lda * n, 70), xv = sample(nnz, 71), y = sample(ylen, 72);
    std::vector<int> xi = N ? std::vector<int>{0, 3, 6} : std::vector<int>{1, 5, 8};
    cuDoubleComplex *da = (cuDoubleComplex *)vals_to_dev(CUDA_C_64F, a),
                    *dxv = (cuDoubleComplex *)vals_to_dev(CUDA_C_64F, xv),
                    *dy = (cuDoubleComplex *)vals_to_dev(CUDA_C_64F, y);
    int *dxi = (int *)indices_to_dev(xi, base, false), size = 0;
    cuDoubleComplex alpha = make_cuDoubleComplex(1.5, -0.5), beta = make_cuDoubleComplex(0.25, 1);
    CS(cusparseZgemvi_bufferSize(h, op, m, n, nnz, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseZgemvi(h, op, m, n, &alpha, da, lda, nnz, dxv, dxi, &beta, dy, (cusparseIndexBase_t)base, buf));
    std::vector<cd> want(ylen);
    for (int i = 0; i < ylen; i++) {
        cd s = 0;
        for (int k = 0; k < nnz; k++) {
            cd av = N ? a[(size_t)i + (size_t)xi[k] * lda] : a[(size_t)xi[k] + (size_t)i * lda];
            if (op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE) av = std::conj(av);
            s += av * xv[k];
        }
        want[i] = cd(1.5, -0.5) * s + cd(0.25, 1) * y[i];
    }
    CHECK(rel_err(vals_from_dev(CUDA_C_64F, dy, ylen), want) < 1e-12);
    cudaFree(da), cudaFree(dxv), cudaFree(dy), cudaFree(dxi), cudaFree(buf);
}

// Unordered triplets of the Laplacian to CSR: coosortByRow, gather the
// values through the permutation, coo2csr; SpMV with the result must match.
static void sort_coo(cusparseHandle_t h)
{
    HostCsr a = laplacian(9, 8);
    int m = a.rows, nnz = (int)a.col.size();
    std::vector<int> rows, cols, order(nnz);
    std::vector<double> vals;
    for (int i = 0; i < m; i++)
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) rows.push_back(i), cols.push_back(a.col[k]), vals.push_back(a.val[k].real());
    // A fixed shuffle.
    for (int k = 0; k < nnz; k++) order[k] = (int)((k * 37L) % nnz);
    std::vector<int> sr(nnz), sc(nnz);
    std::vector<double> sv(nnz);
    for (int k = 0; k < nnz; k++) sr[k] = rows[order[k]], sc[k] = cols[order[k]], sv[k] = vals[order[k]];
    int *dr = to_dev(sr), *dc = to_dev(sc), *dP, *dptr;
    double *dv = to_dev(sv), *dsorted;
    CU(cudaMalloc((void **)&dP, nnz * sizeof(int)));
    CU(cudaMalloc((void **)&dptr, (m + 1) * sizeof(int)));
    CU(cudaMalloc((void **)&dsorted, nnz * sizeof(double)));
    size_t size;
    CS(cusparseXcoosort_bufferSizeExt(h, m, m, nnz, dr, dc, &size));
    void *buf;
    CU(cudaMalloc(&buf, size));
    CS(cusparseCreateIdentityPermutation(h, nnz, dP));
    CS(cusparseXcoosortByRow(h, m, m, nnz, dr, dc, dP, buf));
    cusparseSpVecDescr_t V;
    cusparseDnVecDescr_t D;
    CS(cusparseCreateSpVec(&V, nnz, nnz, dP, dsorted, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CS(cusparseCreateDnVec(&D, nnz, dv, CUDA_R_64F));
    CS(cusparseGather(h, D, V));
    CS(cusparseXcoo2csr(h, dr, nnz, m, dptr, CUSPARSE_INDEX_BASE_ZERO));
    std::vector<int> gp(m + 1), gc(nnz);
    std::vector<double> gv(nnz);
    CU(cudaMemcpy(gp.data(), dptr, gp.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(gc.data(), dc, gc.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(gv.data(), dsorted, gv.size() * sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(gp == a.ptr);
    CHECK(gc == a.col);
    CHECK(gv == vals);

    // By column: columns ascending, rows ascending within a column.
    CS(cusparseXcoosortByColumn(h, m, m, nnz, dr, dc, dP, buf));
    std::vector<int> br(nnz), bc(nnz);
    CU(cudaMemcpy(br.data(), dr, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(bc.data(), dc, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int k = 1; k < nnz; k++) ok &= bc[k - 1] < bc[k] || (bc[k - 1] == bc[k] && br[k - 1] < br[k]);
    CHECK(ok);
    cusparseDestroySpVec(V), cusparseDestroyDnVec(D);
    cudaFree(dr), cudaFree(dc), cudaFree(dP), cudaFree(dptr), cudaFree(dv), cudaFree(dsorted), cudaFree(buf);
}

// CSR with each row's columns reversed, one-based: csrsort restores them.
static void sort_csr(cusparseHandle_t h)
{
    HostCsr a = laplacian(6, 6);
    int m = a.rows, nnz = (int)a.col.size();
    std::vector<int> ptr(a.ptr), col(nnz);
    for (int i = 0; i < m; i++)
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) col[k] = a.col[a.ptr[i] + a.ptr[i + 1] - 1 - k] + 1;
    for (auto &x : ptr) x++;
    int *dp = to_dev(ptr), *dc = to_dev(col), *dP;
    CU(cudaMalloc((void **)&dP, nnz * sizeof(int)));
    size_t size;
    CS(cusparseXcsrsort_bufferSizeExt(h, m, m, nnz, dp, dc, &size));
    void *buf;
    CU(cudaMalloc(&buf, size));
    cusparseMatDescr_t d;
    CS(cusparseCreateMatDescr(&d));
    CS(cusparseSetMatIndexBase(d, CUSPARSE_INDEX_BASE_ONE));
    CS(cusparseCreateIdentityPermutation(h, nnz, dP));
    CS(cusparseXcsrsort(h, m, m, nnz, d, dp, dc, dP, buf));
    std::vector<int> gc(nnz), gP(nnz);
    CU(cudaMemcpy(gc.data(), dc, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(gP.data(), dP, nnz * sizeof(int), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int k = 0; k < nnz; k++) ok &= gc[k] == a.col[k] + 1 && col[gP[k]] == gc[k];
    CHECK(ok);
    CS(cusparseDestroyMatDescr(d));
    cudaFree(dp), cudaFree(dc), cudaFree(dP), cudaFree(buf);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    for (cudaDataType t : {CUDA_R_64F, CUDA_R_32F, CUDA_C_64F, CUDA_C_32F})
        for (int base = 0; base < 2; base++) vectors(h, t, base);
    for (int base = 0; base < 2; base++)
        for (cusparseOperation_t op : {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE,
                                       CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE})
            gemvi(h, op, base);
    sort_coo(h);
    sort_csr(h);
    CS(cusparseDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
