// cuSPARSE csrgeam2: C = alpha A + beta B with different patterns and index
// bases (A zero-based, B one-based, C either), the count of C returned to
// the host and to device memory, against the dense sum.
// NVCC-FLAGS: -lcusparse
#include "common.h"

static void one(cusparseHandle_t h, int cbase, bool device_total)
{
    HostCsr a = laplacian(7, 7);
    int m = a.rows, n = a.cols, nnza = (int)a.col.size();
    HostCsr b;
    b.rows = m, b.cols = n;
    b.ptr.push_back(0);
    for (int i = 0; i < m; i++) {
        int c1 = (i * 7) % n, c2 = (i + 3) % n;
        if (c1 > c2) std::swap(c1, c2);
        b.col.push_back(c1), b.val.push_back(cd(0.5 + i, 0));
        if (c2 != c1) b.col.push_back(c2), b.val.push_back(cd(-2.0, 0));
        b.ptr.push_back((int)b.col.size());
    }
    int nnzb = (int)b.col.size();
    std::vector<int> pb(b.ptr), cb(b.col);
    for (auto &x : pb) x++;
    for (auto &x : cb) x++;
    std::vector<double> va(nnza), vb(nnzb);
    for (int k = 0; k < nnza; k++) va[k] = a.val[k].real();
    for (int k = 0; k < nnzb; k++) vb[k] = b.val[k].real();
    int *dpa = to_dev(a.ptr), *dca = to_dev(a.col), *dpb = to_dev(pb), *dcb = to_dev(cb), *dpc, *dtotal;
    double *dva = to_dev(va), *dvb = to_dev(vb);
    CU(cudaMalloc((void **)&dpc, (m + 1) * sizeof(int)));
    CU(cudaMalloc((void **)&dtotal, sizeof(int)));
    cusparseMatDescr_t da, db, dc;
    CS(cusparseCreateMatDescr(&da));
    CS(cusparseCreateMatDescr(&db));
    CS(cusparseCreateMatDescr(&dc));
    CS(cusparseSetMatIndexBase(db, CUSPARSE_INDEX_BASE_ONE));
    CS(cusparseSetMatIndexBase(dc, (cusparseIndexBase_t)cbase));
    double alpha = 1.5, beta = -0.25;
    size_t size = 0;
    CS(cusparseDcsrgeam2_bufferSizeExt(h, m, n, &alpha, da, nnza, dva, dpa, dca, &beta, db, nnzb, dvb, dpb, dcb, dc,
                                       nullptr, dpc, nullptr, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    int nnzc = -1;
    if (device_total) {
        CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_DEVICE));
        CS(cusparseXcsrgeam2Nnz(h, m, n, da, nnza, dpa, dca, db, nnzb, dpb, dcb, dc, dpc, dtotal, buf));
        CU(cudaMemcpy(&nnzc, dtotal, sizeof(int), cudaMemcpyDeviceToHost));
        CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_HOST));
    } else {
        CS(cusparseXcsrgeam2Nnz(h, m, n, da, nnza, dpa, dca, db, nnzb, dpb, dcb, dc, dpc, &nnzc, buf));
    }
    // The union of the patterns.
    std::vector<cd> ad = dense(a), bd = dense(b);
    int want_nnz = 0;
    std::vector<char> in((size_t)m * n, 0);
    for (int i = 0; i < m; i++) {
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) in[(size_t)i * n + a.col[k]] = 1;
        for (int k = b.ptr[i]; k < b.ptr[i + 1]; k++) in[(size_t)i * n + b.col[k]] = 1;
    }
    for (char c : in) want_nnz += c;
    CHECK(nnzc == want_nnz);
    int *dcc;
    double *dvc;
    CU(cudaMalloc((void **)&dcc, nnzc * sizeof(int)));
    CU(cudaMalloc((void **)&dvc, nnzc * sizeof(double)));
    CS(cusparseDcsrgeam2(h, m, n, &alpha, da, nnza, dva, dpa, dca, &beta, db, nnzb, dvb, dpb, dcb, dc, dvc, dpc, dcc,
                         buf));
    std::vector<int> pc(m + 1), cc(nnzc);
    std::vector<double> vc(nnzc);
    CU(cudaMemcpy(pc.data(), dpc, pc.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(cc.data(), dcc, cc.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(vc.data(), dvc, vc.size() * sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(pc[0] == cbase && pc[m] == nnzc + cbase);
    bool ok = true;
    for (int i = 0; i < m; i++)
        for (int k = pc[i] - cbase; k < pc[i + 1] - cbase; k++) {
            int j = cc[k] - cbase;
            ok &= in[(size_t)i * n + j] && (k == pc[i] - cbase || cc[k - 1] < cc[k]);
            double want = alpha * ad[(size_t)i * n + j].real() + beta * bd[(size_t)i * n + j].real();
            ok &= std::fabs(vc[k] - want) < 1e-12;
        }
    CHECK(ok);
    CS(cusparseDestroyMatDescr(da));
    CS(cusparseDestroyMatDescr(db));
    CS(cusparseDestroyMatDescr(dc));
    for (void *p : {(void *)dpa, (void *)dca, (void *)dpb, (void *)dcb, (void *)dpc, (void *)dtotal, (void *)dva,
                    (void *)dvb, buf, (void *)dcc, (void *)dvc})
        cudaFree(p);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    one(h, 0, false);
    one(h, 1, true);
    CS(cusparseDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
