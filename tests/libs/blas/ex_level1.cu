// The typed Level 1 forms against loops: AxpyEx, DotEx and ScalEx on half
// vectors with float scalars and results, DotcEx on complex, Nrm2Ex and
// AsumEx, IamaxEx/IaminEx, CopyEx, SwapEx, RotEx on float, and the
// packed/full triangle copies tpttr and trttp.
// NVCC-FLAGS: -lcublas
#include <cuda_fp16.h>

#include "blas_test.h"

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    const int n = 50;
    std::vector<__half> x(n), y(n);
    for (int i = 0; i < n; i++) x[i] = __float2half((float)urand()), y[i] = __float2half((float)urand());
    __half *dx = dev(x), *dy = dev(y);
    float al = 0.5f, r = 0;
    CK(cublasDotEx(h, n, dx, CUDA_R_16F, 1, dy, CUDA_R_16F, 1, &r, CUDA_R_32F, CUDA_R_32F));
    double want = 0;
    for (int i = 0; i < n; i++) want += (double)__half2float(x[i]) * __half2float(y[i]);
    CHECK(std::fabs(r - want) < 1e-4);
    CK(cublasAxpyEx(h, n, &al, CUDA_R_32F, dx, CUDA_R_16F, 1, dy, CUDA_R_16F, 1, CUDA_R_32F));
    std::vector<__half> gy = host(dy, n);
    for (int i = 0; i < n; i++)
        CHECK(std::fabs(__half2float(gy[i]) - (__half2float(y[i]) + 0.5f * __half2float(x[i]))) < 2e-3);
    CK(cublasScalEx(h, n, &al, CUDA_R_32F, dx, CUDA_R_16F, 2, CUDA_R_32F)); // every other element
    std::vector<__half> gx = host(dx, n);
    for (int i = 0; i < n; i++)
        CHECK(__half2float(gx[i]) == (i % 2 == 0 ? __half2float(__float2half(0.5f * __half2float(x[i]))) : __half2float(x[i])));

    std::vector<float> f = randv<float>(n), g = randv<float>(n);
    float *df = dev(f), *dg = dev(g), nrm = 0, sum = 0;
    CK(cublasNrm2Ex(h, n, df, CUDA_R_32F, 1, &nrm, CUDA_R_32F, CUDA_R_32F));
    CK(cublasAsumEx(h, n, df, CUDA_R_32F, 1, &sum, CUDA_R_32F, CUDA_R_32F));
    double q = 0, a1 = 0;
    int imax = 0, imin = 0;
    for (int i = 0; i < n; i++) {
        q += f[i] * f[i], a1 += std::fabs(f[i]);
        if (imax == 0 || std::fabs(f[i]) > std::fabs(f[imax - 1])) imax = i + 1;
        if (imin == 0 || std::fabs(f[i]) < std::fabs(f[imin - 1])) imin = i + 1;
    }
    CHECK(std::fabs(nrm - std::sqrt(q)) < 1e-5 * std::sqrt(q) && std::fabs(sum - a1) < 1e-5 * a1);
    int im = 0;
    CK(cublasIamaxEx(h, n, df, CUDA_R_32F, 1, &im));
    CHECK(im == imax);
    CK(cublasIaminEx(h, n, df, CUDA_R_32F, 1, &im));
    CHECK(im == imin);
    float c = 0.6f, s = 0.8f;
    CK(cublasRotEx(h, n, df, CUDA_R_32F, 1, dg, CUDA_R_32F, 1, &c, &s, CUDA_R_32F, CUDA_R_32F));
    std::vector<float> rf = host(df, n), rg = host(dg, n);
    for (int i = 0; i < n; i++) CHECK(close(rf[i], c * f[i] + s * g[i], 2) && close(rg[i], c * g[i] - s * f[i], 2));
    CK(cublasSwapEx(h, n, df, CUDA_R_32F, 1, dg, CUDA_R_32F, 1));
    CK(cublasCopyEx(h, n, dg, CUDA_R_32F, 1, dx, CUDA_R_16F, 1)); // to half
    gx = host(dx, n);
    for (int i = 0; i < n; i++) CHECK(__half2float(gx[i]) == __half2float(__float2half(rf[i])));

    std::vector<cf> u = randv<cf>(n), v = randv<cf>(n);
    cf *du = dev(u), *dv = dev(v), cr;
    CK(cublasDotcEx(h, n, du, CUDA_C_32F, 1, dv, CUDA_C_32F, 1, &cr, CUDA_C_32F, CUDA_C_32F));
    cf cw = 0;
    for (int i = 0; i < n; i++) cw += std::conj(u[i]) * v[i];
    CHECK(close(cr, cw, n));
    CHECK(cublasDotEx(h, n, du, CUDA_R_8I, 1, dv, CUDA_R_8I, 1, &cr, CUDA_C_32F, CUDA_C_32F) == CUBLAS_STATUS_NOT_SUPPORTED);

    // tpttr / trttp
    for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
        const int m = 5, lda = 7;
        std::vector<double> AP = randv<double>(m * (m + 1) / 2), A(lda * m, -9.0);
        double *dAP = dev(AP), *dA = dev(A), *dAP2 = dev(std::vector<double>(AP.size()));
        CK(cublasDtpttr(h, uplo, m, dAP, dA, lda));
        CK(cublasDtrttp(h, uplo, m, dA, lda, dAP2));
        std::vector<double> gA = host(dA, A.size()), gAP = host(dAP2, AP.size());
        size_t kk = 0;
        for (int j = 0; j < m; j++)
            for (int i = 0; i < lda; i++) {
                bool in = i < m && (uplo == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j);
                CHECK(gA[i + j * lda] == (in ? AP[kk++] : -9.0));
            }
        for (size_t i = 0; i < AP.size(); i++) CHECK(gAP[i] == AP[i]);
        cudaFree(dAP), cudaFree(dA), cudaFree(dAP2);
    }
    cudaFree(dx), cudaFree(dy), cudaFree(df), cudaFree(dg), cudaFree(du), cudaFree(dv);
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
