// cuSPARSE SpGEMM through the documented protocol (workEstimation and
// compute each first with a NULL buffer for its size, then C sized from
// cusparseSpMatGetSize, cusparseCsrSetPointers, copy): the product of two
// Laplacian blocks against the dense product, pattern and values, for both
// index bases and three value types; unsupported operations say so; the
// reuse protocol (pattern once, values twice).
// NVCC-FLAGS: -lcusparse
#include "common.h"

static void product(cusparseHandle_t h, cudaDataType vt, int base)
{
    HostCsr a = laplacian(7, 6, 42, 42), b = laplacian(6, 7, 42, 30);
    for (auto &v : a.val) v = fit(vt, v);
    for (auto &v : b.val) v = fit(vt, v);
    DevMat A = make_mat(a, CUSPARSE_FORMAT_CSR, base, vt), B = make_mat(b, CUSPARSE_FORMAT_CSR, base, vt);
    int *dcp;
    CU(cudaMalloc((void **)&dcp, (a.rows + 1) * sizeof(int)));
    cusparseSpMatDescr_t C;
    CS(cusparseCreateCsr(&C, a.rows, b.cols, 0, dcp, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         (cusparseIndexBase_t)base, vt));
    cd alpha = fit(vt, cd(2, -0.5)), beta = 0;
    std::vector<char> al = pack(vt, {alpha}), be = pack(vt, {beta});
    cusparseSpGEMMDescr_t g;
    CS(cusparseSpGEMM_createDescr(&g));
    cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
    size_t s1 = 0, s2 = 0;
    void *b1 = nullptr, *b2 = nullptr;
    CS(cusparseSpGEMM_workEstimation(h, N, N, al.data(), A.d, B.d, be.data(), C, vt, CUSPARSE_SPGEMM_DEFAULT, g, &s1,
                                     nullptr));
    CHECK(s1 > 0);
    CU(cudaMalloc(&b1, s1));
    CS(cusparseSpGEMM_workEstimation(h, N, N, al.data(), A.d, B.d, be.data(), C, vt, CUSPARSE_SPGEMM_DEFAULT, g, &s1,
                                     b1));
    CS(cusparseSpGEMM_compute(h, N, N, al.data(), A.d, B.d, be.data(), C, vt, CUSPARSE_SPGEMM_DEFAULT, g, &s2,
                              nullptr));
    CHECK(s2 > 0);
    CU(cudaMalloc(&b2, s2));
    CS(cusparseSpGEMM_compute(h, N, N, al.data(), A.d, B.d, be.data(), C, vt, CUSPARSE_SPGEMM_DEFAULT, g, &s2, b2));
    int64_t rows, cols, nnz;
    CS(cusparseSpMatGetSize(C, &rows, &cols, &nnz));
    CHECK(rows == a.rows && cols == b.cols);
    int *dci;
    void *dcv;
    CU(cudaMalloc((void **)&dci, nnz * sizeof(int) + 1));
    CU(cudaMalloc(&dcv, nnz * elem_size(vt) + 1));
    CS(cusparseCsrSetPointers(C, dcp, dci, dcv));
    CS(cusparseSpGEMM_copy(h, N, N, al.data(), A.d, B.d, be.data(), C, vt, CUSPARSE_SPGEMM_DEFAULT, g));
    CS(cusparseSpGEMM_destroyDescr(g));

    std::vector<int> cp(rows + 1), ci(nnz);
    CU(cudaMemcpy(cp.data(), dcp, cp.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(ci.data(), dci, ci.size() * sizeof(int), cudaMemcpyDeviceToHost));
    std::vector<cd> cv = vals_from_dev(vt, dcv, nnz);
    // Dense reference and its pattern (structural: every product term).
    std::vector<cd> ad = dense(a), bd = dense(b), want((size_t)rows * cols);
    std::vector<char> pattern((size_t)rows * cols, 0);
    for (int i = 0; i < a.rows; i++)
        for (int ka = a.ptr[i]; ka < a.ptr[i + 1]; ka++)
            for (int kb = b.ptr[a.col[ka]]; kb < b.ptr[a.col[ka] + 1]; kb++) {
                pattern[(size_t)i * cols + b.col[kb]] = 1;
                want[(size_t)i * cols + b.col[kb]] += alpha * a.val[ka] * b.val[kb];
            }
    int64_t want_nnz = 0;
    for (char p : pattern) want_nnz += p;
    CHECK(nnz == want_nnz);
    CHECK(cp[0] == base && cp[rows] == nnz + base);
    std::vector<cd> got((size_t)rows * cols);
    bool sorted = true;
    for (int i = 0; i < rows; i++)
        for (int k = cp[i] - base; k < cp[i + 1] - base; k++) {
            int j = ci[k] - base;
            if (k > cp[i] - base && ci[k] <= ci[k - 1]) sorted = false;
            CHECK(pattern[(size_t)i * cols + j]);
            got[(size_t)i * cols + j] += cv[k];
        }
    CHECK(sorted);
    double e = rel_err(got, want);
    if (!(e < tol_for(vt))) {
        printf("FAIL spgemm type %d base %d: error %g\n", vt, base, e);
        failures++;
    }
    // Only op N is supported (as in the toolkit): the documented status.
    cusparseSpGEMMDescr_t g2;
    CS(cusparseSpGEMM_createDescr(&g2));
    CHECK(cusparseSpGEMM_workEstimation(h, CUSPARSE_OPERATION_TRANSPOSE, N, al.data(), A.d, B.d, be.data(), C, vt,
                                        CUSPARSE_SPGEMM_DEFAULT, g2, &s1, nullptr) == CUSPARSE_STATUS_NOT_SUPPORTED);
    CHECK(cusparseSpGEMM_workEstimation(h, N, N, al.data(), B.d, A.d, be.data(), C, vt, CUSPARSE_SPGEMM_DEFAULT, g2,
                                        &s1, nullptr) == CUSPARSE_STATUS_INVALID_VALUE);
    CS(cusparseSpGEMM_destroyDescr(g2));
    cusparseDestroySpMat(C);
    A.free_all(), B.free_all();
    cudaFree(dcp), cudaFree(dci), cudaFree(dcv), cudaFree(b1), cudaFree(b2);
}

// The reuse protocol: pattern once, then compute twice, the second time
// with A's values doubled and beta = 1 (C = 0.5 (2A) B + A B = 2 A B).
static void reuse(cusparseHandle_t h)
{
    cudaDataType vt = CUDA_R_64F;
    HostCsr a = laplacian(5, 6, 30, 30), b = laplacian(6, 5, 30, 30);
    DevMat A = make_mat(a, CUSPARSE_FORMAT_CSR, 1, vt), B = make_mat(b, CUSPARSE_FORMAT_CSR, 1, vt);
    int *dcp;
    CU(cudaMalloc((void **)&dcp, 31 * sizeof(int)));
    cusparseSpMatDescr_t C;
    CS(cusparseCreateCsr(&C, 30, 30, 0, dcp, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ONE, vt));
    cusparseSpGEMMDescr_t g;
    CS(cusparseSpGEMM_createDescr(&g));
    cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
    cusparseSpGEMMAlg_t alg = CUSPARSE_SPGEMM_DEFAULT;
    size_t s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
    void *b1, *b2, *b3, *b4, *b5;
    CS(cusparseSpGEMMreuse_workEstimation(h, N, N, A.d, B.d, C, alg, g, &s1, nullptr));
    CU(cudaMalloc(&b1, s1));
    CS(cusparseSpGEMMreuse_workEstimation(h, N, N, A.d, B.d, C, alg, g, &s1, b1));
    CS(cusparseSpGEMMreuse_nnz(h, N, N, A.d, B.d, C, alg, g, &s2, nullptr, &s3, nullptr, &s4, nullptr));
    CU(cudaMalloc(&b2, s2));
    CU(cudaMalloc(&b3, s3));
    CU(cudaMalloc(&b4, s4));
    CS(cusparseSpGEMMreuse_nnz(h, N, N, A.d, B.d, C, alg, g, &s2, b2, &s3, b3, &s4, b4));
    int64_t r, c, nnz;
    CS(cusparseSpMatGetSize(C, &r, &c, &nnz));
    int *dci;
    double *dcv;
    CU(cudaMalloc((void **)&dci, nnz * sizeof(int)));
    CU(cudaMalloc((void **)&dcv, nnz * sizeof(double)));
    CS(cusparseCsrSetPointers(C, dcp, dci, dcv));
    CS(cusparseSpGEMMreuse_copy(h, N, N, A.d, B.d, C, alg, g, &s5, nullptr));
    CU(cudaMalloc(&b5, s5));
    CS(cusparseSpGEMMreuse_copy(h, N, N, A.d, B.d, C, alg, g, &s5, b5));
    double one = 1, zero = 0, half = 0.5;
    CS(cusparseSpGEMMreuse_compute(h, N, N, &one, A.d, B.d, &zero, C, vt, alg, g));
    std::vector<double> av(a.val.size());
    for (size_t k = 0; k < av.size(); k++) av[k] = 2 * a.val[k].real();
    CU(cudaMemcpy(A.v, av.data(), av.size() * sizeof(double), cudaMemcpyHostToDevice));
    CS(cusparseSpGEMMreuse_compute(h, N, N, &half, A.d, B.d, &one, C, vt, alg, g));
    std::vector<int> cp(31), ci(nnz);
    std::vector<double> cv(nnz);
    CU(cudaMemcpy(cp.data(), dcp, cp.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(ci.data(), dci, ci.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CU(cudaMemcpy(cv.data(), dcv, cv.size() * sizeof(double), cudaMemcpyDeviceToHost));
    std::vector<cd> ad = dense(a), bd = dense(b);
    std::vector<double> got(900, 0.0), want(900, 0.0);
    for (int i = 0; i < 30; i++)
        for (int k = cp[i] - 1; k < cp[i + 1] - 1; k++) got[i * 30 + ci[k] - 1] += cv[k];
    for (int i = 0; i < 30; i++)
        for (int j = 0; j < 30; j++)
            for (int q = 0; q < 30; q++) want[i * 30 + j] += 2 * ad[i * 30 + q].real() * bd[q * 30 + j].real();
    double e = 0;
    for (int i = 0; i < 900; i++) e = std::max(e, std::fabs(got[i] - want[i]));
    CHECK(cp[0] == 1 && e < 1e-12);
    CS(cusparseSpGEMM_destroyDescr(g));
    cusparseDestroySpMat(C);
    A.free_all(), B.free_all();
    for (void *p : {(void *)dcp, (void *)dci, (void *)dcv, b1, b2, b3, b4, b5}) cudaFree(p);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    for (int base = 0; base < 2; base++)
        for (cudaDataType t : {CUDA_R_64F, CUDA_R_32F, CUDA_C_64F}) product(h, t, base);
    reuse(h);
    CS(cusparseDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
