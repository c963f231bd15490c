// A preconditioned conjugate gradient on the 2D Laplacian as CUDA's CG
// samples write it: csrilu02 (bufferSize, analysis, zeroPivot, factor) and
// two SpSV solves with L (lower, unit) and U (upper) sharing the factor's
// arrays, SpMV for A p, small kernels for the vector work.  It must converge
// to a true residual below 1e-8 in fewer iterations than plain CG.  Also:
// ILU(0) and IC(0) reproduce A on its pattern, and the zero pivots
// (structural and numerical) are reported at their index, or boosted.
// NVCC-FLAGS: -lcusparse
#include "common.h"

__global__ void axpy(int n, double a, const double *x, double *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] += a * x[i];
}
__global__ void xpby(int n, const double *x, double b, double *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] + b * y[i];
}
__global__ void dot_kernel(int n, const double *x, const double *y, double *out)
{
    __shared__ double part[256];
    double s = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) s += x[i] * y[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (int w = 128; w > 0; w /= 2) {
        if (threadIdx.x < w) part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0) *out = part[0];
}
static double *dscratch;
static double dot(int n, const double *x, const double *y)
{
    dot_kernel<<<1, 256>>>(n, x, y, dscratch);
    double r;
    CU(cudaMemcpy(&r, dscratch, sizeof r, cudaMemcpyDeviceToHost));
    return r;
}

static int cg(cusparseHandle_t h, const HostCsr &a, bool precond, double *residual)
{
    int n = a.rows, nnz = (int)a.col.size(), blocks = (n + 255) / 256;
    std::vector<double> av(nnz), b(n, 1.0);
    for (int k = 0; k < nnz; k++) av[k] = a.val[k].real();
    int *dptr = to_dev(a.ptr), *dcol = to_dev(a.col);
    double *dval = to_dev(av), *dilu = to_dev(av), *db = to_dev(b);
    double *dx, *dr, *dp, *dq, *dz, *dt;
    for (double **v : {&dx, &dr, &dp, &dq, &dz, &dt}) CU(cudaMalloc((void **)v, n * sizeof(double)));
    CU(cudaMemset(dx, 0, n * sizeof(double)));
    CU(cudaMemcpy(dr, db, n * sizeof(double), cudaMemcpyDeviceToDevice));

    cusparseSpMatDescr_t A, L, U;
    CS(cusparseCreateCsr(&A, n, n, nnz, dptr, dcol, dval, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CS(cusparseCreateCsr(&L, n, n, nnz, dptr, dcol, dilu, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CS(cusparseCreateCsr(&U, n, n, nnz, dptr, dcol, dilu, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    cusparseFillMode_t lower = CUSPARSE_FILL_MODE_LOWER, upper = CUSPARSE_FILL_MODE_UPPER;
    cusparseDiagType_t unit = CUSPARSE_DIAG_TYPE_UNIT, nonunit = CUSPARSE_DIAG_TYPE_NON_UNIT;
    CS(cusparseSpMatSetAttribute(L, CUSPARSE_SPMAT_FILL_MODE, &lower, sizeof lower));
    CS(cusparseSpMatSetAttribute(L, CUSPARSE_SPMAT_DIAG_TYPE, &unit, sizeof unit));
    CS(cusparseSpMatSetAttribute(U, CUSPARSE_SPMAT_FILL_MODE, &upper, sizeof upper));
    CS(cusparseSpMatSetAttribute(U, CUSPARSE_SPMAT_DIAG_TYPE, &nonunit, sizeof nonunit));
    cusparseDnVecDescr_t vp, vq, vr, vz, vt;
    CS(cusparseCreateDnVec(&vp, n, dp, CUDA_R_64F));
    CS(cusparseCreateDnVec(&vq, n, dq, CUDA_R_64F));
    CS(cusparseCreateDnVec(&vr, n, dr, CUDA_R_64F));
    CS(cusparseCreateDnVec(&vz, n, dz, CUDA_R_64F));
    CS(cusparseCreateDnVec(&vt, n, dt, CUDA_R_64F));
    double one = 1, zero = 0;
    size_t size;
    void *mvbuf;
    CS(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vp, &zero, vq, CUDA_R_64F,
                               CUSPARSE_SPMV_ALG_DEFAULT, &size));
    CU(cudaMalloc(&mvbuf, size + 1));

    cusparseSpSVDescr_t sl, su;
    void *lbuf = nullptr, *ubuf = nullptr, *ilubuf = nullptr;
    csrilu02Info_t info;
    cusparseMatDescr_t descr;
    if (precond) {
        CS(cusparseCreateMatDescr(&descr));
        CS(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
        CS(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO));
        CS(cusparseCreateCsrilu02Info(&info));
        int isize = 0, pivot = 7;
        CS(cusparseDcsrilu02_bufferSize(h, n, nnz, descr, dilu, dptr, dcol, info, &isize));
        CU(cudaMalloc(&ilubuf, isize));
        CS(cusparseDcsrilu02_analysis(h, n, nnz, descr, dilu, dptr, dcol, info, CUSPARSE_SOLVE_POLICY_USE_LEVEL,
                                      ilubuf));
        CHECK(cusparseXcsrilu02_zeroPivot(h, info, &pivot) == CUSPARSE_STATUS_SUCCESS && pivot == -1);
        CS(cusparseDcsrilu02(h, n, nnz, descr, dilu, dptr, dcol, info, CUSPARSE_SOLVE_POLICY_USE_LEVEL, ilubuf));
        CHECK(cusparseXcsrilu02_zeroPivot(h, info, &pivot) == CUSPARSE_STATUS_SUCCESS && pivot == -1);
        CS(cusparseSpSV_createDescr(&sl));
        CS(cusparseSpSV_createDescr(&su));
        CS(cusparseSpSV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, L, vr, vt, CUDA_R_64F,
                                   CUSPARSE_SPSV_ALG_DEFAULT, sl, &size));
        CU(cudaMalloc(&lbuf, size + 1));
        CS(cusparseSpSV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, U, vt, vz, CUDA_R_64F,
                                   CUSPARSE_SPSV_ALG_DEFAULT, su, &size));
        CU(cudaMalloc(&ubuf, size + 1));
        CS(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, L, vr, vt, CUDA_R_64F,
                                 CUSPARSE_SPSV_ALG_DEFAULT, sl, lbuf));
        CS(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, U, vt, vz, CUDA_R_64F,
                                 CUSPARSE_SPSV_ALG_DEFAULT, su, ubuf));
        // ILU(0): (L U)_ij = A_ij on A's pattern.
        std::vector<double> f(nnz);
        CU(cudaMemcpy(f.data(), dilu, nnz * sizeof(double), cudaMemcpyDeviceToHost));
        std::vector<double> Ld((size_t)n * n, 0.0), Ud((size_t)n * n, 0.0);
        for (int i = 0; i < n; i++) {
            Ld[(size_t)i * n + i] = 1;
            for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++)
                (a.col[k] < i ? Ld : Ud)[(size_t)i * n + a.col[k]] = f[k];
        }
        double e = 0;
        for (int i = 0; i < n; i++)
            for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) {
                int j = a.col[k];
                double s = 0;
                for (int q = 0; q <= std::min(i, j); q++) s += Ld[(size_t)i * n + q] * Ud[(size_t)q * n + j];
                e = std::max(e, std::fabs(s - av[k]));
            }
        CHECK(e < 1e-12);
    }

    auto apply_m = [&]() {  // z = M^-1 r
        if (precond) {
            CS(cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, L, vr, vt, CUDA_R_64F,
                                  CUSPARSE_SPSV_ALG_DEFAULT, sl));
            CS(cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, U, vt, vz, CUDA_R_64F,
                                  CUSPARSE_SPSV_ALG_DEFAULT, su));
        } else {
            CU(cudaMemcpy(dz, dr, n * sizeof(double), cudaMemcpyDeviceToDevice));
        }
    };
    double bnorm = std::sqrt(dot(n, db, db));
    apply_m();
    CU(cudaMemcpy(dp, dz, n * sizeof(double), cudaMemcpyDeviceToDevice));
    double rz = dot(n, dr, dz);
    int it = 0;
    for (; it < 1000; it++) {
        CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vp, &zero, vq, CUDA_R_64F,
                        CUSPARSE_SPMV_ALG_DEFAULT, mvbuf));
        double alpha = rz / dot(n, dp, dq);
        axpy<<<blocks, 256>>>(n, alpha, dp, dx);
        axpy<<<blocks, 256>>>(n, -alpha, dq, dr);
        if (std::sqrt(dot(n, dr, dr)) < 1e-10 * bnorm) break;
        apply_m();
        double rz2 = dot(n, dr, dz);
        xpby<<<blocks, 256>>>(n, dz, rz2 / rz, dp);
        rz = rz2;
    }
    // The true residual, on the host.
    std::vector<double> x(n);
    CU(cudaMemcpy(x.data(), dx, n * sizeof(double), cudaMemcpyDeviceToHost));
    double r2 = 0;
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) s -= av[k] * x[a.col[k]];
        r2 += s * s;
    }
    *residual = std::sqrt(r2) / bnorm;
    if (precond) {
        CS(cusparseSpSV_destroyDescr(sl));
        CS(cusparseSpSV_destroyDescr(su));
        CS(cusparseDestroyCsrilu02Info(info));
        CS(cusparseDestroyMatDescr(descr));
    }
    for (cusparseDnVecDescr_t v : {vp, vq, vr, vz, vt}) cusparseDestroyDnVec(v);
    cusparseDestroySpMat(A), cusparseDestroySpMat(L), cusparseDestroySpMat(U);
    for (void *p : {(void *)dptr, (void *)dcol, (void *)dval, (void *)dilu, (void *)db, (void *)dx, (void *)dr,
                    (void *)dp, (void *)dq, (void *)dz, (void *)dt, mvbuf, lbuf, ubuf, ilubuf})
        cudaFree(p);
    return it + 1;
}

// IC(0) on the SPD Laplacian (one-based): (L L^T)_ij = A_ij on the lower pattern.
static void ic0(cusparseHandle_t h)
{
    HostCsr a = laplacian(9, 7, -1, -1, true);
    int n = a.rows, nnz = (int)a.col.size();
    std::vector<int> ptr(a.ptr), col(a.col);
    for (auto &x : ptr) x++;
    for (auto &x : col) x++;
    std::vector<float> v(nnz);
    for (int k = 0; k < nnz; k++) v[k] = (float)a.val[k].real();
    int *dptr = to_dev(ptr), *dcol = to_dev(col);
    float *dv = to_dev(v);
    cusparseMatDescr_t d;
    CS(cusparseCreateMatDescr(&d));
    CS(cusparseSetMatIndexBase(d, CUSPARSE_INDEX_BASE_ONE));
    csric02Info_t info;
    CS(cusparseCreateCsric02Info(&info));
    int size = 0, pivot = 0;
    CS(cusparseScsric02_bufferSize(h, n, nnz, d, dv, dptr, dcol, info, &size));
    void *buf;
    CU(cudaMalloc(&buf, size));
    CS(cusparseScsric02_analysis(h, n, nnz, d, dv, dptr, dcol, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buf));
    CS(cusparseScsric02(h, n, nnz, d, dv, dptr, dcol, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buf));
    CHECK(cusparseXcsric02_zeroPivot(h, info, &pivot) == CUSPARSE_STATUS_SUCCESS && pivot == -1);
    std::vector<float> f(nnz);
    CU(cudaMemcpy(f.data(), dv, nnz * sizeof(float), cudaMemcpyDeviceToHost));
    std::vector<double> Ld((size_t)n * n, 0.0);
    for (int i = 0; i < n; i++)
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++)
            if (a.col[k] <= i) Ld[(size_t)i * n + a.col[k]] = f[k];
    double e = 0;
    for (int i = 0; i < n; i++)
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) {
            int j = a.col[k];
            if (j > i) {
                CHECK(f[k] == -1.0f);  // the upper triangle is left alone
                continue;
            }
            double s = 0;
            for (int q = 0; q <= j; q++) s += Ld[(size_t)i * n + q] * Ld[(size_t)j * n + q];
            e = std::max(e, std::fabs(s - a.val[k].real()));
        }
    CHECK(e < 1e-5);
    CS(cusparseDestroyCsric02Info(info));
    CS(cusparseDestroyMatDescr(d));
    cudaFree(dptr), cudaFree(dcol), cudaFree(dv), cudaFree(buf);
}

// Zero pivots: a missing diagonal (structural, found by analysis) and a
// diagonal that becomes zero (numerical, found by the factorization).
static void pivots(cusparseHandle_t h)
{
    // 4 x 4, zero-based.  Row 2 lacks its diagonal.
    int ptr1[] = {0, 2, 4, 5, 7}, col1[] = {0, 1, 0, 1, 1, 2, 3};
    double v1[] = {2, 1, 1, 2, 1, 1, 2};
    // Row 1's pivot becomes 1 - 1*1 = 0.
    int ptr2[] = {0, 2, 4, 5, 6}, col2[] = {0, 1, 0, 1, 2, 3};
    double v2[] = {1, 1, 1, 1, 3, 3};
    cusparseMatDescr_t d;
    CS(cusparseCreateMatDescr(&d));
    for (int which = 0; which < 2; which++) {
        int *dp = to_dev(which ? ptr2 : ptr1, 5), *dc = to_dev(which ? col2 : col1, which ? 6 : 7);
        double *dv = to_dev(which ? v2 : v1, which ? 6 : 7);
        int nnz = which ? 6 : 7, size = 0, pivot = -5;
        csrilu02Info_t info;
        CS(cusparseCreateCsrilu02Info(&info));
        CS(cusparseDcsrilu02_bufferSize(h, 4, nnz, d, dv, dp, dc, info, &size));
        void *buf;
        CU(cudaMalloc(&buf, size));
        CS(cusparseDcsrilu02_analysis(h, 4, nnz, d, dv, dp, dc, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buf));
        cusparseStatus_t s = cusparseXcsrilu02_zeroPivot(h, info, &pivot);
        if (which == 0) CHECK(s == CUSPARSE_STATUS_ZERO_PIVOT && pivot == 2);
        if (which == 1) CHECK(s == CUSPARSE_STATUS_SUCCESS && pivot == -1);
        CS(cusparseDcsrilu02(h, 4, nnz, d, dv, dp, dc, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buf));
        s = cusparseXcsrilu02_zeroPivot(h, info, &pivot);
        CHECK(s == CUSPARSE_STATUS_ZERO_PIVOT && pivot == (which ? 1 : 2));
        CS(cusparseDestroyCsrilu02Info(info));
        cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(buf);
    }
    // With numericBoost the zero pivot of the second matrix becomes the
    // boost value, and no pivot is reported.
    {
        int *dp = to_dev(ptr2, 5), *dc = to_dev(col2, 6), size = 0, pivot = 0;
        double *dv = to_dev(v2, 6), tol = 1e-12, bv = 0.5;
        csrilu02Info_t info;
        CS(cusparseCreateCsrilu02Info(&info));
        CS(cusparseDcsrilu02_bufferSize(h, 4, 6, d, dv, dp, dc, info, &size));
        void *buf;
        CU(cudaMalloc(&buf, size));
        CS(cusparseDcsrilu02_analysis(h, 4, 6, d, dv, dp, dc, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buf));
        CS(cusparseDcsrilu02_numericBoost(h, info, 1, &tol, &bv));
        CS(cusparseDcsrilu02(h, 4, 6, d, dv, dp, dc, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buf));
        CHECK(cusparseXcsrilu02_zeroPivot(h, info, &pivot) == CUSPARSE_STATUS_SUCCESS && pivot == -1);
        double f[6];
        CU(cudaMemcpy(f, dv, sizeof f, cudaMemcpyDeviceToHost));
        CHECK(f[0] == 1 && f[2] == 1 && f[3] == 0.5);  // l10 = 1, u11 boosted
        CS(cusparseDestroyCsrilu02Info(info));
        cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(buf);
    }
    // Matrix types other than general are refused, as documented.
    CS(cusparseSetMatType(d, CUSPARSE_MATRIX_TYPE_SYMMETRIC));
    csrilu02Info_t info;
    CS(cusparseCreateCsrilu02Info(&info));
    int size;
    CHECK(cusparseDcsrilu02_bufferSize(h, 4, 6, d, (double *)v2, ptr2, col2, info, &size) ==
          CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED);
    CS(cusparseDestroyCsrilu02Info(info));
    CS(cusparseDestroyMatDescr(d));
}

int main()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    CU(cudaMalloc((void **)&dscratch, sizeof(double)));
    HostCsr a = laplacian(32, 32, -1, -1, true);
    double res_plain = 1, res_pre = 1;
    int plain = cg(h, a, false, &res_plain), pre = cg(h, a, true, &res_pre);
    printf("CG: %d iterations, residual %.3g; ILU(0)-preconditioned: %d iterations, residual %.3g\n", plain,
           res_plain, pre, res_pre);
    CHECK(res_plain < 1e-8 && res_pre < 1e-8);
    CHECK(pre < plain);
    ic0(h);
    pivots(h);
    CS(cusparseDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
