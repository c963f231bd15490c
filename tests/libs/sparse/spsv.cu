// cuSPARSE SpSV and SpSM: the lower or upper triangle of a (full) Laplacian
// chosen through cusparseSpMatSetAttribute, unit or non-unit diagonal, ops
// N/T/C, CSR/COO/CSC: the solution must reproduce a known y with
// op(T) y = alpha x, T the dense triangle on the host.
// NVCC-FLAGS: -lcusparse
#include "common.h"

static std::vector<cd> triangle(const HostCsr &a, cusparseFillMode_t fill, cusparseDiagType_t diag)
{
    std::vector<cd> t = dense(a);
    int n = a.rows;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            bool keep = fill == CUSPARSE_FILL_MODE_LOWER ? j <= i : j >= i;
            if (!keep) t[(size_t)i * n + j] = 0;
            if (i == j && diag == CUSPARSE_DIAG_TYPE_UNIT) t[(size_t)i * n + j] = 1;
        }
    return t;
}

static void sv_case(cusparseHandle_t h, cusparseFormat_t fmt, cudaDataType vt, cusparseOperation_t op,
                    cusparseFillMode_t fill, cusparseDiagType_t diag, int base)
{
    HostCsr a = laplacian(6, 5);
    for (auto &v : a.val) v = fit(vt, v);
    int n = a.rows;
    cd alpha = fit(vt, cd(2, 1));
    std::vector<cd> y_true = fit_all(vt, sample(n, 9));
    std::vector<cd> x = dense_mv(triangle(a, fill, diag), n, n, op, y_true);
    for (auto &v : x) v /= alpha;
    DevMat A = make_mat(a, fmt, base, vt);
    CS(cusparseSpMatSetAttribute(A.d, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
    CS(cusparseSpMatSetAttribute(A.d, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof diag));
    cusparseFillMode_t f2;
    CS(cusparseSpMatGetAttribute(A.d, CUSPARSE_SPMAT_FILL_MODE, &f2, sizeof f2));
    CHECK(f2 == fill);
    void *dx = vals_to_dev(vt, x), *dy = vals_to_dev(vt, std::vector<cd>(n));
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateDnVec(&X, n, dx, vt));
    CS(cusparseCreateDnVec(&Y, n, dy, vt));
    std::vector<char> al = pack(vt, {alpha});
    cusparseSpSVDescr_t d;
    CS(cusparseSpSV_createDescr(&d));
    size_t size = 0;
    CS(cusparseSpSV_bufferSize(h, op, al.data(), A.d, X, Y, vt, CUSPARSE_SPSV_ALG_DEFAULT, d, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseSpSV_analysis(h, op, al.data(), A.d, X, Y, vt, CUSPARSE_SPSV_ALG_DEFAULT, d, buf));
    CS(cusparseSpSV_solve(h, op, al.data(), A.d, X, Y, vt, CUSPARSE_SPSV_ALG_DEFAULT, d));
    double e = rel_err(vals_from_dev(vt, dy, n), y_true);
    if (!(e < 100 * tol_for(vt))) {
        printf("FAIL spsv fmt %d type %d op %d fill %d diag %d base %d: error %g\n", fmt, vt, op, fill, diag, base, e);
        failures++;
    }
    CS(cusparseSpSV_destroyDescr(d));
    cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    A.free_all();
    cudaFree(dx), cudaFree(dy), cudaFree(buf);
}

static void sm_case(cusparseHandle_t h, cudaDataType vt, cusparseOperation_t opa, cusparseOperation_t opb,
                    cusparseFillMode_t fill)
{
    HostCsr a = laplacian(5, 5);
    for (auto &v : a.val) v = fit(vt, v);
    int n = a.rows, nrhs = 3;
    cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
    cd alpha = fit(vt, cd(0.5, 0));
    std::vector<cd> t = triangle(a, fill, diag);
    // Y (n x nrhs, column-major) known; op(B) = op(T) Y / alpha.
    std::vector<cd> y_true = fit_all(vt, sample((size_t)n * nrhs, 11)), opB((size_t)n * nrhs);
    for (int j = 0; j < nrhs; j++) {
        std::vector<cd> col(y_true.begin() + (size_t)j * n, y_true.begin() + (size_t)(j + 1) * n);
        std::vector<cd> r = dense_mv(t, n, n, opa, col);
        for (int i = 0; i < n; i++) opB[(size_t)j * n + i] = r[i] / alpha;
    }
    bool nb = opb == CUSPARSE_OPERATION_NON_TRANSPOSE;
    int brows = nb ? n : nrhs, bcols = nb ? nrhs : n;
    std::vector<cd> b((size_t)brows * bcols);  // column-major, ld = brows
    for (int i = 0; i < n; i++)
        for (int j = 0; j < nrhs; j++) {
            if (nb)
                b[(size_t)i + (size_t)j * brows] = opB[(size_t)j * n + i];
            else
                b[(size_t)j + (size_t)i * brows] = opB[(size_t)j * n + i];
        }
    DevMat A = make_mat(a, CUSPARSE_FORMAT_CSR, 0, vt);
    CS(cusparseSpMatSetAttribute(A.d, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
    CS(cusparseSpMatSetAttribute(A.d, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof diag));
    void *db = vals_to_dev(vt, b), *dc = vals_to_dev(vt, std::vector<cd>((size_t)n * nrhs));
    cusparseDnMatDescr_t B, C;
    CS(cusparseCreateDnMat(&B, brows, bcols, brows, db, vt, CUSPARSE_ORDER_COL));
    CS(cusparseCreateDnMat(&C, n, nrhs, n, dc, vt, CUSPARSE_ORDER_COL));
    std::vector<char> al = pack(vt, {alpha});
    cusparseSpSMDescr_t d;
    CS(cusparseSpSM_createDescr(&d));
    size_t size = 0;
    CS(cusparseSpSM_bufferSize(h, opa, opb, al.data(), A.d, B, C, vt, CUSPARSE_SPSM_ALG_DEFAULT, d, &size));
    void *buf;
    CU(cudaMalloc(&buf, size + 1));
    CS(cusparseSpSM_analysis(h, opa, opb, al.data(), A.d, B, C, vt, CUSPARSE_SPSM_ALG_DEFAULT, d, buf));
    CS(cusparseSpSM_solve(h, opa, opb, al.data(), A.d, B, C, vt, CUSPARSE_SPSM_ALG_DEFAULT, d));
    double e = rel_err(vals_from_dev(vt, dc, (size_t)n * nrhs), y_true);
    if (!(e < 100 * tol_for(vt))) {
        printf("FAIL spsm type %d opa %d opb %d fill %d: error %g\n", vt, opa, opb, fill, e);
        failures++;
    }
    CS(cusparseSpSM_destroyDescr(d));
    cusparseDestroyDnMat(B), cusparseDestroyDnMat(C);
    A.free_all();
    cudaFree(db), cudaFree(dc), cudaFree(buf);
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    const cusparseOperation_t ops[] = {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE,
                                       CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE};
    int cases = 0;
    for (cusparseFormat_t f : {CUSPARSE_FORMAT_CSR, CUSPARSE_FORMAT_COO, CUSPARSE_FORMAT_CSC})
        for (cudaDataType t : {CUDA_R_64F, CUDA_C_64F, CUDA_R_32F})
            for (cusparseOperation_t op : ops)
                for (cusparseFillMode_t fill : {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_FILL_MODE_UPPER})
                    for (cusparseDiagType_t diag : {CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_DIAG_TYPE_UNIT}) {
                        sv_case(h, f, t, op, fill, diag, cases % 2);
                        cases++;
                    }
    for (cudaDataType t : {CUDA_R_64F, CUDA_C_32F})
        for (cusparseOperation_t opa : ops)
            for (cusparseOperation_t opb : {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE})
                for (cusparseFillMode_t fill : {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_FILL_MODE_UPPER}) {
                    sm_case(h, t, opa, opb, fill);
                    cases++;
                }
    CS(cusparseDestroy(h));
    printf("%d SpSV/SpSM cases\n", cases);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
