// cublasGemmEx and its batched forms with 16-bit inputs: half and
// bfloat16 A and B with float accumulation into float or 16-bit C, float,
// double, complex and int8 -> int32; Hgemm, SgemmEx; an unsupported type
// combination answers CUBLAS_STATUS_NOT_SUPPORTED.  References use the
// inputs as rounded to 16 bits, so only the accumulation and C's rounding
// differ.
// NVCC-FLAGS: -lcublas
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "blas_test.h"

static const int m = 9, n = 7, k = 33;

template <class H> float to_f(H v);
template <> float to_f(__half v) { return __half2float(v); }
template <> float to_f(__nv_bfloat16 v) { return __bfloat162float(v); }
template <class H> H from_f(float v);
template <> __half from_f(float v) { return __float2half(v); }
template <> __nv_bfloat16 from_f(float v) { return __float2bfloat16(v); }

// 16-bit A, B; C float (c16 false) or 16-bit (c16 true); every op pair
template <class H> void sixteen(cublasHandle_t h, cudaDataType t, bool c16, double tol)
{
    for (cublasOperation_t ta : {CUBLAS_OP_N, CUBLAS_OP_T})
        for (cublasOperation_t tb : {CUBLAS_OP_N, CUBLAS_OP_T}) {
            int lda = (ta == CUBLAS_OP_N ? m : k) + 1, ldb = (tb == CUBLAS_OP_N ? k : n), ldc = m + 2;
            std::vector<H> A((size_t)lda * (ta == CUBLAS_OP_N ? k : m)), Bm((size_t)ldb * (tb == CUBLAS_OP_N ? n : k));
            for (auto &v : A) v = from_f<H>((float)urand());
            for (auto &v : Bm) v = from_f<H>((float)urand());
            std::vector<float> Cf = randv<float>((size_t)ldc * n);
            std::vector<H> Ch(Cf.size());
            for (size_t i = 0; i < Cf.size(); i++) Ch[i] = from_f<H>(Cf[i]), Cf[i] = c16 ? to_f(Ch[i]) : Cf[i];
            float al = 0.5f, be = -1.25f;
            H *dA = dev(A), *dB = dev(Bm), *dCh = dev(Ch);
            float *dCf = dev(Cf);
            CK(cublasGemmEx(h, ta, tb, m, n, k, &al, dA, t, lda, dB, t, ldb, &be, c16 ? (void *)dCh : (void *)dCf,
                            c16 ? t : CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
            std::vector<H> gh = host(dCh, Ch.size());
            std::vector<float> gf = host(dCf, Cf.size());
            int bad = 0;
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) {
                    double s = 0;
                    for (int l = 0; l < k; l++) {
                        H a = ta == CUBLAS_OP_N ? A[i + l * lda] : A[l + i * lda];
                        H b = tb == CUBLAS_OP_N ? Bm[l + j * ldb] : Bm[j + l * ldb];
                        s += (double)to_f(a) * to_f(b);
                    }
                    double want = al * s + be * Cf[i + j * ldc];
                    double got = c16 ? to_f(gh[i + j * ldc]) : gf[i + j * ldc];
                    if (std::fabs(got - want) > tol * (1 + std::fabs(want))) bad++;
                }
            if (bad) printf("gemmEx type %d c16 %d ops %d%d: %d wrong\n", t, c16, ta, tb, bad);
            CHECK(bad == 0);
            cudaFree(dA), cudaFree(dB), cudaFree(dCh), cudaFree(dCf);
        }
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    sixteen<__half>(h, CUDA_R_16F, false, 1e-5);
    sixteen<__half>(h, CUDA_R_16F, true, 2e-3);  // C rounded to half
    sixteen<__nv_bfloat16>(h, CUDA_R_16BF, false, 1e-5);
    sixteen<__nv_bfloat16>(h, CUDA_R_16BF, true, 1e-2);

    // float and double through GemmEx equal Sgemm/Dgemm
    {
        std::vector<double> A = randv<double>(m * k), Bm = randv<double>(k * n), C = randv<double>(m * n);
        double al = 1.5, be = 0.5, *dA = dev(A), *dB = dev(Bm), *dC = dev(C), *dC2 = dev(C);
        CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, CUDA_R_64F, m, dB, CUDA_R_64F, k, &be, dC,
                        CUDA_R_64F, m, CUBLAS_COMPUTE_64F, CUBLAS_GEMM_DEFAULT));
        CK(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, dB, k, &be, dC2, m));
        std::vector<double> g1 = host(dC, m * n), g2 = host(dC2, m * n);
        for (int i = 0; i < m * n; i++) CHECK(close(g1[i], g2[i], k));
        cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dC2);
    }
    // complex float
    {
        std::vector<cf> A = randv<cf>(m * k), Bm = randv<cf>(k * n), C(m * n);
        cf al(1, -1), be(0), *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
        CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_C, m, n, k, &al, dA, CUDA_C_32F, m, dB, CUDA_C_32F, n, &be, dC,
                        CUDA_C_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
        std::vector<cf> got = host(dC, m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                cf s = 0;
                for (int l = 0; l < k; l++) s += A[i + l * m] * std::conj(Bm[j + l * n]);
                CHECK(close(got[i + j * m], al * s, k));
            }
        cudaFree(dA), cudaFree(dB), cudaFree(dC);
    }
    // int8 x int8 -> int32 with integer scalars: exact
    {
        std::vector<signed char> A(m * k), Bm(k * n);
        for (auto &v : A) v = (signed char)(urand() * 127);
        for (auto &v : Bm) v = (signed char)(urand() * 127);
        std::vector<int> C(m * n, 3);
        int al = 2, be = -1;
        signed char *dA = dev(A), *dB = dev(Bm);
        int *dC = dev(C);
        CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, CUDA_R_8I, m, dB, CUDA_R_8I, k, &be, dC,
                        CUDA_R_32I, m, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT));
        std::vector<int> got = host(dC, m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                int s = 0;
                for (int l = 0; l < k; l++) s += A[i + l * m] * Bm[l + j * k];
                CHECK(got[i + j * m] == al * s + be * 3);
            }
        cudaFree(dA), cudaFree(dB), cudaFree(dC);
    }
    // Hgemm (half scalars) and the strided/batched Ex forms with half inputs
    {
        const int count = 5;
        std::vector<__half> A(m * k * count), Bm(k * n * count), C(m * n * count, __float2half(0));
        for (auto &v : A) v = __float2half((float)urand());
        for (auto &v : Bm) v = __float2half((float)urand());
        __half hal = __float2half(1), hbe = __float2half(0);
        __half *dA = dev(A), *dB = dev(Bm), *dC = dev(C);
        CK(cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &hal, dA, m, dB, k, &hbe, dC, m));
        std::vector<float> Cf(m * n * count, 0.f);
        float *dCf = dev(Cf), *dCf2 = dev(Cf), fal = 1, fbe = 0;
        CK(cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &fal, dA, CUDA_R_16F, m, m * k, dB,
                                      CUDA_R_16F, k, k * n, &fbe, dCf, CUDA_R_32F, m, m * n, count, CUBLAS_COMPUTE_32F,
                                      CUBLAS_GEMM_DEFAULT_TENSOR_OP));
        std::vector<void *> pa(count), pb(count), pc(count);
        for (int b = 0; b < count; b++) pa[b] = dA + b * m * k, pb[b] = dB + b * k * n, pc[b] = dCf2 + b * m * n;
        void **dpa = dev(pa), **dpb = dev(pb), **dpc = dev(pc);
        CK(cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &fal, dpa, CUDA_R_16F, m, dpb, CUDA_R_16F, k, &fbe,
                               dpc, CUDA_R_32F, m, count, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
        std::vector<__half> gh = host(dC, m * n);
        std::vector<float> g1 = host(dCf, m * n * count), g2 = host(dCf2, m * n * count);
        for (int b = 0; b < count; b++)
            for (int j = 0; j < n; j++)
                for (int i = 0; i < m; i++) {
                    double s = 0;
                    for (int l = 0; l < k; l++)
                        s += (double)__half2float(A[b * m * k + i + l * m]) * __half2float(Bm[b * k * n + l + j * k]);
                    CHECK(std::fabs(g1[b * m * n + i + j * m] - s) < 1e-4 && std::fabs(g2[b * m * n + i + j * m] - s) < 1e-4);
                    if (b == 0) CHECK(std::fabs(__half2float(gh[i + j * m]) - s) < 1e-2 * (1 + std::fabs(s)));
                }
        // SgemmEx: half in, float out
        float *dCf3 = dev(std::vector<float>(m * n, 0.f));
        CK(cublasSgemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &fal, dA, CUDA_R_16F, m, dB, CUDA_R_16F, k, &fbe, dCf3,
                         CUDA_R_32F, m));
        std::vector<float> g3 = host(dCf3, m * n);
        for (int i = 0; i < m * n; i++) CHECK(g3[i] == g1[i]);
        // the CUDA 10 spelling: a cudaDataType as the compute type (C++ overload)
        float *dCf4 = dev(std::vector<float>(m * n, 0.f));
        CK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &fal, dA, CUDA_R_16F, m, dB, CUDA_R_16F, k, &fbe, dCf4,
                        CUDA_R_32F, m, CUDA_R_32F, CUBLAS_GEMM_DEFAULT));
        std::vector<float> g4 = host(dCf4, m * n);
        for (int i = 0; i < m * n; i++) CHECK(g4[i] == g1[i]);
        // HgemmBatched: entry 1 of the strided arrays
        std::vector<__half *> ha{dA + m * k}, hb{dB + k * n}, hc{dC};
        __half **dha = dev(ha), **dhb = dev(hb), **dhc = dev(hc);
        CK(cublasHgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &hal, dha, m, dhb, k, &hbe, dhc, m, 1));
        gh = host(dC, m * n);
        for (int i = 0; i < m * n; i++) CHECK(std::fabs(__half2float(gh[i]) - g1[m * n + i]) < 1e-2 * (1 + std::fabs(g1[m * n + i])));
        cudaFree(dCf4), cudaFree(dha), cudaFree(dhb), cudaFree(dhc);
        // half A with double C is no combination of the table
        CHECK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &fal, dA, CUDA_R_16F, m, dB, CUDA_R_16F, k, &fbe, dCf,
                           CUDA_R_64F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT) == CUBLAS_STATUS_NOT_SUPPORTED);
        cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dCf), cudaFree(dCf2), cudaFree(dCf3);
        cudaFree(dpa), cudaFree(dpb), cudaFree(dpc);
    }
    // CherkEx with complex int8 A (lower, N) and CsyrkEx with complex float A (upper, T)
    {
        const int n2 = 4, k2 = 3;
        std::vector<signed char> A8(2 * n2 * k2);
        for (auto &v : A8) v = (signed char)(urand() * 100);
        std::vector<cf> Af = randv<cf>(k2 * n2), C1(n2 * n2, cf(0)), C2 = randv<cf>(n2 * n2);
        signed char *dA8 = dev(A8);
        cf *dAf = dev(Af), *dC1 = dev(C1), *dC2 = dev(C2);
        float one = 1, zero = 0;
        cf cal(0.5f, 1), cbe(2, 0);
        CK(cublasCherkEx(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n2, k2, &one, dA8, CUDA_C_8I, n2, &zero, dC1,
                         CUDA_C_32F, n2));
        CK(cublasCsyrkEx(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, n2, k2, (cuComplex *)&cal, dAf, CUDA_C_32F, k2,
                         (cuComplex *)&cbe, dC2, CUDA_C_32F, n2));
        std::vector<cf> g1 = host(dC1, n2 * n2), g2 = host(dC2, n2 * n2);
        auto a8 = [&](int i, int l) { return cf(A8[2 * (i + l * n2)], A8[2 * (i + l * n2) + 1]); };
        for (int j = 0; j < n2; j++)
            for (int i = 0; i < n2; i++) {
                if (i >= j) {
                    cf s = 0;
                    for (int l = 0; l < k2; l++) s += a8(i, l) * std::conj(a8(j, l));
                    CHECK(std::abs(g1[i + j * n2] - s) < 1e-2);
                }
                if (i <= j) {
                    cf s = 0;
                    for (int l = 0; l < k2; l++) s += Af[l + i * k2] * Af[l + j * k2];
                    CHECK(close(g2[i + j * n2], cal * s + cbe * C2[i + j * n2], k2));
                } else
                    CHECK(g2[i + j * n2] == C2[i + j * n2]);
            }
        cudaFree(dA8), cudaFree(dAf), cudaFree(dC1), cudaFree(dC2);
    }
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
