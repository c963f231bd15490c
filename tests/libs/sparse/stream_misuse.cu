// cuSPARSE on a non-default stream (work queued in stream order: after a
// kernel that writes its input, behind a host function that holds the
// stream, with device-side scalars written by a kernel), captured into a
// graph launched three times, zero sizes, descriptor
// accessors, version queries and error names, and the documented status of
// each misuse.
// NVCC-FLAGS: -lcusparse
#include <atomic>
#include <chrono>
#include <thread>
#include "common.h"

__global__ void fill(int n, double *x, double *alpha)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = 1.0 + i % 5;
    if (i == 0) *alpha = 3.0;
}

static std::atomic<int> gate{0};
static void CUDART_CB hold(void *)
{
    // Bounded, so that a runtime running host functions inline fails the
    // test instead of hanging it.
    auto end = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    while (!gate.load() && std::chrono::steady_clock::now() < end) std::this_thread::yield();
}

static void streams()
{
    HostCsr a = laplacian(10, 10);
    int n = a.rows;
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    cudaStream_t s, got;
    CU(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CS(cusparseSetStream(h, s));
    CS(cusparseGetStream(h, &got));
    CHECK(got == s);
    DevMat A = make_mat(a, CUSPARSE_FORMAT_CSR, 0, CUDA_R_64F);
    double *dx, *dy, *dalpha, *dbeta;
    CU(cudaMalloc((void **)&dx, n * sizeof(double)));
    CU(cudaMalloc((void **)&dy, n * sizeof(double)));
    CU(cudaMalloc((void **)&dalpha, sizeof(double)));
    CU(cudaMalloc((void **)&dbeta, sizeof(double)));
    CU(cudaMemset(dx, 0, n * sizeof(double)));
    CU(cudaMemset(dy, 0, n * sizeof(double)));
    CU(cudaMemset(dalpha, 0, sizeof(double)));
    CU(cudaMemset(dbeta, 0, sizeof(double)));
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateDnVec(&X, n, dx, CUDA_R_64F));
    CS(cusparseCreateDnVec(&Y, n, dy, CUDA_R_64F));
    CS(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_DEVICE));
    cusparsePointerMode_t mode;
    CS(cusparseGetPointerMode(h, &mode));
    CHECK(mode == CUSPARSE_POINTER_MODE_DEVICE);

    CU(cudaLaunchHostFunc(s, hold, nullptr));
    fill<<<(n + 127) / 128, 128, 0, s>>>(n, dx, dalpha);
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, dalpha, A.d, X, dbeta, Y, CUDA_R_64F,
                    CUSPARSE_SPMV_ALG_DEFAULT, nullptr));
    // Nothing has run yet: the stream is held.
    std::vector<double> y(n);
    CU(cudaMemcpy(y.data(), dy, n * sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(y == std::vector<double>(n, 0.0));
    CHECK(cudaStreamQuery(s) == cudaErrorNotReady);
    gate.store(1);
    CU(cudaStreamSynchronize(s));
    CU(cudaMemcpy(y.data(), dy, n * sizeof(double), cudaMemcpyDeviceToHost));
    std::vector<cd> x(n);
    for (int i = 0; i < n; i++) x[i] = 1.0 + i % 5;
    std::vector<cd> want = dense_mv(dense(a), n, n, CUSPARSE_OPERATION_NON_TRANSPOSE, x);
    double e = 0;
    for (int i = 0; i < n; i++) e = std::max(e, std::fabs(y[i] - 3.0 * want[i].real()));
    CHECK(e < 1e-12);

    cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    A.free_all();
    cudaFree(dx), cudaFree(dy), cudaFree(dalpha), cudaFree(dbeta);
    CS(cusparseDestroy(h));
    CU(cudaStreamDestroy(s));
}

// SpMV captured into a graph runs at each of the graph's launches.
static void graph()
{
    HostCsr a = laplacian(6, 6);
    int n = a.rows;
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    cudaStream_t s;
    CU(cudaStreamCreate(&s));
    CS(cusparseSetStream(h, s));
    DevMat A = make_mat(a, CUSPARSE_FORMAT_CSR, 0, CUDA_R_64F);
    std::vector<double> x(n, 1.0);
    double *dx = to_dev(x), *dy;
    CU(cudaMalloc((void **)&dy, n * sizeof(double)));
    CU(cudaMemset(dy, 0, n * sizeof(double)));
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateDnVec(&X, n, dx, CUDA_R_64F));
    CS(cusparseCreateDnVec(&Y, n, dy, CUDA_R_64F));
    double one = 1;
    cudaGraph_t g;
    cudaGraphExec_t ge;
    CU(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A.d, X, &one, Y, CUDA_R_64F,
                    CUSPARSE_SPMV_ALG_DEFAULT, nullptr));
    CU(cudaStreamEndCapture(s, &g));
    CU(cudaGraphInstantiate(&ge, g, 0));
    for (int i = 0; i < 3; i++) CU(cudaGraphLaunch(ge, s));
    CU(cudaStreamSynchronize(s));
    std::vector<double> y(n);
    CU(cudaMemcpy(y.data(), dy, n * sizeof(double), cudaMemcpyDeviceToHost));
    std::vector<cd> want = dense_mv(dense(a), n, n, CUSPARSE_OPERATION_NON_TRANSPOSE, std::vector<cd>(n, 1.0));
    double e = 0;
    for (int i = 0; i < n; i++) e = std::max(e, std::fabs(y[i] - 3 * want[i].real()));
    CHECK(e < 1e-12);
    CU(cudaGraphExecDestroy(ge));
    CU(cudaGraphDestroy(g));
    cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    A.free_all();
    cudaFree(dx), cudaFree(dy);
    CS(cusparseDestroy(h));
    CU(cudaStreamDestroy(s));
}

// Zero sizes: an empty 0 x 0 matrix, a 3 x 4 matrix without entries
// (y = beta y), SpGEMM of an entry-less matrix (C with no entries).
static void zero_sizes()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    double one = 1, two = 2;
    cusparseSpMatDescr_t E, Z;
    CS(cusparseCreateCsr(&E, 0, 0, 0, nullptr, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    cusparseDnVecDescr_t e0, e1;
    CS(cusparseCreateDnVec(&e0, 0, nullptr, CUDA_R_64F));
    CS(cusparseCreateDnVec(&e1, 0, nullptr, CUDA_R_64F));
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, E, e0, &one, e1, CUDA_R_64F,
                    CUSPARSE_SPMV_ALG_DEFAULT, nullptr));
    int zptr[4] = {0, 0, 0, 0};
    int *dzp = to_dev(zptr, 4);
    CS(cusparseCreateCsr(&Z, 3, 4, 0, dzp, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    std::vector<double> x(4, 1.0), y = {1, 2, 3};
    double *dx = to_dev(x), *dy = to_dev(y);
    cusparseDnVecDescr_t X, Y;
    CS(cusparseCreateDnVec(&X, 4, dx, CUDA_R_64F));
    CS(cusparseCreateDnVec(&Y, 3, dy, CUDA_R_64F));
    CS(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, Z, X, &two, Y, CUDA_R_64F,
                    CUSPARSE_SPMV_ALG_DEFAULT, nullptr));
    CU(cudaMemcpy(y.data(), dy, 3 * sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(y == std::vector<double>({2, 4, 6}));
    // Z (3 x 4) times its 4 x 3 look-alike: no entries.
    int zptr4[5] = {0, 0, 0, 0, 0};
    int *dzp4 = to_dev(zptr4, 5), *dcp;
    CU(cudaMalloc((void **)&dcp, 4 * sizeof(int)));
    cusparseSpMatDescr_t Z2, C;
    CS(cusparseCreateCsr(&Z2, 4, 3, 0, dzp4, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CS(cusparseCreateCsr(&C, 3, 3, 0, dcp, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    cusparseSpGEMMDescr_t g;
    CS(cusparseSpGEMM_createDescr(&g));
    cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
    size_t s1, s2;
    void *b1, *b2;
    CS(cusparseSpGEMM_workEstimation(h, N, N, &one, Z, Z2, &one, C, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g, &s1,
                                     nullptr));
    CU(cudaMalloc(&b1, s1));
    CS(cusparseSpGEMM_workEstimation(h, N, N, &one, Z, Z2, &one, C, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g, &s1, b1));
    CS(cusparseSpGEMM_compute(h, N, N, &one, Z, Z2, &one, C, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g, &s2, nullptr));
    CU(cudaMalloc(&b2, s2));
    CS(cusparseSpGEMM_compute(h, N, N, &one, Z, Z2, &one, C, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g, &s2, b2));
    int64_t r, c, nnz = -1;
    CS(cusparseSpMatGetSize(C, &r, &c, &nnz));
    CHECK(r == 3 && c == 3 && nnz == 0);
    CS(cusparseCsrSetPointers(C, dcp, nullptr, nullptr));
    CS(cusparseSpGEMM_copy(h, N, N, &one, Z, Z2, &one, C, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g));
    int cp[4] = {9, 9, 9, 9};
    CU(cudaMemcpy(cp, dcp, sizeof cp, cudaMemcpyDeviceToHost));
    CHECK(cp[0] == 0 && cp[1] == 0 && cp[2] == 0 && cp[3] == 0);
    CS(cusparseSpGEMM_destroyDescr(g));
    for (cusparseSpMatDescr_t m : {E, Z, Z2, C}) cusparseDestroySpMat(m);
    for (cusparseDnVecDescr_t v : {e0, e1, X, Y}) cusparseDestroyDnVec(v);
    cudaFree(dzp), cudaFree(dzp4), cudaFree(dcp), cudaFree(dx), cudaFree(dy), cudaFree(b1), cudaFree(b2);
    CS(cusparseDestroy(h));
}

static void accessors()
{
    int ptr[] = {0, 1, 2}, col[] = {1, 0};
    double val[] = {1, 2}, other[] = {3, 4};
    cusparseSpMatDescr_t m;
    CS(cusparseCreateCsr(&m, 2, 3, 2, ptr, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                         CUDA_R_64F));
    int64_t r, c, nnz;
    void *p1, *p2, *p3;
    cusparseIndexType_t t1, t2;
    cusparseIndexBase_t b;
    cudaDataType vt;
    CS(cusparseCsrGet(m, &r, &c, &nnz, &p1, &p2, &p3, &t1, &t2, &b, &vt));
    CHECK(r == 2 && c == 3 && nnz == 2 && p1 == ptr && p2 == col && p3 == val);
    CHECK(t1 == CUSPARSE_INDEX_32I && b == CUSPARSE_INDEX_BASE_ONE && vt == CUDA_R_64F);
    cusparseFormat_t f;
    CS(cusparseSpMatGetFormat(m, &f));
    CHECK(f == CUSPARSE_FORMAT_CSR);
    CS(cusparseSpMatSetValues(m, other));
    CS(cusparseSpMatGetValues(m, &p3));
    CHECK(p3 == other);
    CS(cusparseCsrSetPointers(m, ptr, col, val));
    CS(cusparseSpMatGetSize(m, &r, &c, &nnz));
    CHECK(r == 2 && c == 3 && nnz == 2);
    // A CSR matrix is not a COO one.
    CHECK(cusparseCooGet(m, &r, &c, &nnz, &p1, &p2, &p3, &t1, &b, &vt) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseCooSetPointers(m, ptr, col, val) == CUSPARSE_STATUS_INVALID_VALUE);
    // Attributes: right size only.
    cusparseFillMode_t fill = CUSPARSE_FILL_MODE_UPPER;
    CHECK(cusparseSpMatSetAttribute(m, CUSPARSE_SPMAT_FILL_MODE, &fill, 1) == CUSPARSE_STATUS_INVALID_VALUE);
    CS(cusparseDestroySpMat(m));

    cusparseDnVecDescr_t v;
    CS(cusparseCreateDnVec(&v, 2, val, CUDA_R_64F));
    int64_t size;
    CS(cusparseDnVecGet(v, &size, &p1, &vt));
    CHECK(size == 2 && p1 == val && vt == CUDA_R_64F);
    CS(cusparseDnVecSetValues(v, other));
    const void *cp;
    CS(cusparseConstDnVecGetValues(v, &cp));
    CHECK(cp == other);
    CS(cusparseDestroyDnVec(v));
    cusparseDnMatDescr_t d;
    CS(cusparseCreateDnMat(&d, 2, 3, 4, val, CUDA_R_64F, CUSPARSE_ORDER_COL));
    int64_t ld;
    cusparseOrder_t o;
    CS(cusparseDnMatGet(d, &r, &c, &ld, &p1, &vt, &o));
    CHECK(r == 2 && c == 3 && ld == 4 && p1 == val && o == CUSPARSE_ORDER_COL);
    CS(cusparseDestroyDnMat(d));
}

static void misuse()
{
    cusparseHandle_t h;
    CS(cusparseCreate(&h));
    int version = 0, major = 0;
    CS(cusparseGetVersion(h, &version));
    CS(cusparseGetProperty(MAJOR_VERSION, &major));
    CHECK(major == 12 && version / 1000 == 12 && version == CUSPARSE_VERSION);
    CHECK(strcmp(cusparseGetErrorName(CUSPARSE_STATUS_INVALID_VALUE), "CUSPARSE_STATUS_INVALID_VALUE") == 0);
    CHECK(strcmp(cusparseGetErrorName(CUSPARSE_STATUS_ZERO_PIVOT), "CUSPARSE_STATUS_ZERO_PIVOT") == 0);
    CHECK(strlen(cusparseGetErrorString(CUSPARSE_STATUS_NOT_SUPPORTED)) > 0);
    CHECK(cusparseGetErrorName((cusparseStatus_t)99) != nullptr);
    CS(cusparseLoggerSetLevel(2));
    CHECK(cusparseLoggerSetLevel(9) == CUSPARSE_STATUS_INVALID_VALUE);
    CS(cusparseLoggerForceDisable());

    int ptr[] = {0, 1, 2}, col[] = {0, 1};
    double val[] = {1, 2}, x[2] = {1, 1}, y[3] = {0, 0, 0}, one = 1;
    cusparseSpMatDescr_t m;
    CS(cusparseCreateCsr(&m, 2, 2, 2, ptr, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                         CUDA_R_64F));
    cusparseDnVecDescr_t X, Y3;
    CS(cusparseCreateDnVec(&X, 2, x, CUDA_R_64F));
    CS(cusparseCreateDnVec(&Y3, 3, y, CUDA_R_64F));
    cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
    CHECK(cusparseSpMV(nullptr, N, &one, m, X, &one, Y3, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr) ==
          CUSPARSE_STATUS_NOT_INITIALIZED);
    CHECK(cusparseSpMV(h, N, &one, m, X, &one, Y3, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr) ==
          CUSPARSE_STATUS_INVALID_VALUE);  // y has 3 entries, A 2 rows
    CHECK(cusparseSpMV(h, N, nullptr, m, X, &one, X, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr) ==
          CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseSpMV(h, (cusparseOperation_t)7, &one, m, X, &one, X, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT,
                       nullptr) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseSetPointerMode(h, (cusparsePointerMode_t)5) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseSetStream(nullptr, 0) == CUSPARSE_STATUS_NOT_INITIALIZED);

    cusparseSpMatDescr_t bad = nullptr;
    CHECK(cusparseCreateCsr(&bad, -1, 2, 2, ptr, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseCreateCsr(&bad, 2, 2, 2, ptr, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            (cusparseIndexBase_t)3, CUDA_R_64F) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseCreateCsr(&bad, 2, 2, 2, nullptr, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F) == CUSPARSE_STATUS_INVALID_VALUE);
    cusparseDnMatDescr_t dm = nullptr;
    CHECK(cusparseCreateDnMat(&dm, 4, 2, 3, val, CUDA_R_64F, CUSPARSE_ORDER_COL) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(bad == nullptr && dm == nullptr);

    // Solve before analysis; SpGEMM copy before compute.
    cusparseSpSVDescr_t sv;
    CS(cusparseSpSV_createDescr(&sv));
    CHECK(cusparseSpSV_solve(h, N, &one, m, X, X, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv) ==
          CUSPARSE_STATUS_INVALID_VALUE);
    CS(cusparseSpSV_destroyDescr(sv));
    cusparseSpGEMMDescr_t g;
    CS(cusparseSpGEMM_createDescr(&g));
    CHECK(cusparseSpGEMM_copy(h, N, N, &one, m, m, &one, m, CUDA_R_64F, CUSPARSE_SPGEMM_DEFAULT, g) ==
          CUSPARSE_STATUS_INVALID_VALUE);
    CS(cusparseSpGEMM_destroyDescr(g));
    // csr2cscEx2 needs its buffer.
    int cp[3], ri[2];
    double cv[2];
    CHECK(cusparseCsr2cscEx2(h, 2, 2, 2, val, ptr, col, cv, cp, ri, CUDA_R_64F, CUSPARSE_ACTION_NUMERIC,
                             CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, nullptr) ==
          CUSPARSE_STATUS_INVALID_VALUE);
    // CUDA 11's algorithm names still compile and run.
    {
        HostCsr small = laplacian(2, 1, -1, -1, true);  // [[4, -1], [-1, 4]]
        DevMat S = make_mat(small, CUSPARSE_FORMAT_CSR, 0, CUDA_R_64F);
        std::vector<double> xx = {1, 1}, yy(2);
        double *dxx = to_dev(xx), *dyy = to_dev(yy), zero = 0;
        cusparseDnVecDescr_t X2, Y2;
        CS(cusparseCreateDnVec(&X2, 2, dxx, CUDA_R_64F));
        CS(cusparseCreateDnVec(&Y2, 2, dyy, CUDA_R_64F));
        CS(cusparseSpMV(h, N, &one, S.d, X2, &zero, Y2, CUDA_R_64F, CUSPARSE_MV_ALG_DEFAULT, nullptr));
        CS(cusparseSpMV(h, N, &one, S.d, X2, &one, Y2, CUDA_R_64F, CUSPARSE_CSRMV_ALG1, nullptr));
        CU(cudaMemcpy(yy.data(), dyy, 2 * sizeof(double), cudaMemcpyDeviceToHost));
        CHECK(yy[0] == 6 && yy[1] == 6);
        cusparseDestroyDnVec(X2), cusparseDestroyDnVec(Y2);
        S.free_all();
        cudaFree(dxx), cudaFree(dyy);
    }
    // gtsv2 wants m >= 3.
    size_t size;
    CHECK(cusparseDgtsv2_bufferSizeExt(h, 2, 1, val, val, val, val, 2, &size) == CUSPARSE_STATUS_INVALID_VALUE);
    cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y3);
    CS(cusparseDestroySpMat(m));
    CS(cusparseDestroy(h));
}

int main()
{
    streams();
    graph();
    zero_sizes();
    accessors();
    misuse();
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
