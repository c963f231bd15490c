// cuBLASLt basics against loops: the heuristic query, cublasLtMatmul in
// float with transposes, C distinct from D, strided batches, half inputs
// into float, the BIAS/RELU_BIAS/GELU_AUX_BIAS epilogues, device pointer
// mode, a stack descriptor through the *Init forms, order with a kernel on
// the call's stream, row-major operands and results, the gradient
// epilogues DGELU_BGRAD and BGRADB, and
// NOT_SUPPORTED for the ReLU bit-mask ones; the algorithm calls (GetIds,
// Init, Check, configuration and capability attributes); cublasLtMatrixTransform
// (order conversion, and alpha op(A) + beta op(B) into half).
// NVCC-FLAGS: -lcublasLt
#include <cublasLt.h>
#include <cuda_fp16.h>

#include "blas_test.h"

__global__ void bump(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] += 1;
}

static double gelu(double x) { return 0.5 * x * (1 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x))); }

int main()
{
    cublasLtHandle_t lt;
    CK(cublasLtCreate(&lt));
    cudaStream_t s;
    cudaStreamCreate(&s);
    const int m = 12, n = 9, k = 7, batch = 3;
    for (cublasOperation_t ta : {CUBLAS_OP_N, CUBLAS_OP_T})
        for (cublasOperation_t tb : {CUBLAS_OP_N, CUBLAS_OP_T})
            for (uint32_t epi : {CUBLASLT_EPILOGUE_DEFAULT, CUBLASLT_EPILOGUE_RELU_BIAS, CUBLASLT_EPILOGUE_GELU_AUX_BIAS}) {
                int ar = ta == CUBLAS_OP_N ? m : k, ac = ta == CUBLAS_OP_N ? k : m;
                int br = tb == CUBLAS_OP_N ? k : n, bc = tb == CUBLAS_OP_N ? n : k;
                int lda = ar + 1, ldb = br, ldc = m + 2, ldd = m;
                long long sa = (long long)lda * ac, sb = (long long)ldb * bc, sc = (long long)ldc * n, sd = (long long)ldd * n;
                std::vector<float> A = randv<float>(sa * batch), Bm = randv<float>(sb * batch), C = randv<float>(sc * batch),
                                   bias = randv<float>(m);
                float *dA = dev(A), *dB = dev(Bm), *dC = dev(C), *dD = dev(std::vector<float>(sd * batch)),
                      *dbias = dev(bias), *daux = dev(std::vector<float>(sd * batch));
                cublasLtMatmulDesc_t op;
                CK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &dbias, sizeof dbias));
                int64_t auxld = m, auxstride = sd;
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &daux, sizeof daux));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &auxld, sizeof auxld));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE, &auxstride, sizeof auxstride));
                cublasLtMatrixLayout_t la, lb, lc, ld;
                CK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, ar, ac, lda));
                CK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, br, bc, ldb));
                CK(cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, ldc));
                CK(cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, m, n, ldd));
                struct { cublasLtMatrixLayout_t l; long long s; } ls[] = {{la, sa}, {lb, sb}, {lc, sc}, {ld, sd}};
                for (auto &x : ls) {
                    int32_t b = batch;
                    int64_t st = x.s;
                    CK(cublasLtMatrixLayoutSetAttribute(x.l, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &b, sizeof b));
                    CK(cublasLtMatrixLayoutSetAttribute(x.l, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &st, sizeof st));
                }
                cublasLtMatmulPreference_t pref;
                CK(cublasLtMatmulPreferenceCreate(&pref));
                uint64_t ws = 1 << 20;
                CK(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws));
                cublasLtMatmulHeuristicResult_t res[2];
                int nres = 0;
                CK(cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, ld, pref, 2, res, &nres));
                CHECK(nres == 1 && res[0].state == CUBLAS_STATUS_SUCCESS);
                float al = 0.5f, be = 2.0f;
                bump<<<(int)(sa * batch + 127) / 128, 128, 0, s>>>(dA, (int)(sa * batch)); // before the matmul on s
                CK(cublasLtMatmul(lt, op, &al, dA, la, dB, lb, &be, dC, lc, dD, ld, &res[0].algo, nullptr, 0, s));
                cudaStreamSynchronize(s);
                std::vector<float> D = host(dD, sd * batch), aux = host(daux, sd * batch);
                int bad = 0;
                for (int b = 0; b < batch; b++)
                    for (int j = 0; j < n; j++)
                        for (int i = 0; i < m; i++) {
                            double acc = 0;
                            for (int l = 0; l < k; l++)
                                acc += (opel(&A[b * sa], lda, ta, i, l) + 1.0) * opel(&Bm[b * sb], ldb, tb, l, j);
                            double v = al * acc + be * C[b * sc + i + j * ldc];
                            if (epi != CUBLASLT_EPILOGUE_DEFAULT) v += bias[i];
                            if (epi == CUBLASLT_EPILOGUE_GELU_AUX_BIAS && std::fabs(aux[b * sd + i + j * m] - v) > 1e-4 * (1 + std::fabs(v))) bad++;
                            if (epi == CUBLASLT_EPILOGUE_RELU_BIAS) v = v < 0 ? 0 : v;
                            if (epi == CUBLASLT_EPILOGUE_GELU_AUX_BIAS) v = gelu(v);
                            if (std::fabs(D[b * sd + i + j * ldd] - v) > 1e-4 * (1 + std::fabs(v))) bad++;
                        }
                if (bad) printf("lt ops %d%d epilogue %u: %d wrong\n", ta, tb, epi, bad);
                CHECK(bad == 0);
                cublasLtMatrixLayoutDestroy(la), cublasLtMatrixLayoutDestroy(lb), cublasLtMatrixLayoutDestroy(lc),
                    cublasLtMatrixLayoutDestroy(ld);
                cublasLtMatmulDescDestroy(op);
                cublasLtMatmulPreferenceDestroy(pref);
                cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dD), cudaFree(dbias), cudaFree(daux);
            }

    // half A and B, float C = D, device scalars, stack descriptors
    {
        std::vector<__half> A(m * k), Bm(k * n);
        for (auto &v : A) v = __float2half((float)urand());
        for (auto &v : Bm) v = __float2half((float)urand());
        std::vector<float> C = randv<float>(m * n);
        __half *dA = dev(A), *dB = dev(Bm);
        float *dC = dev(C), *dal = dev(std::vector<float>{1.5f}), *dbe = dev(std::vector<float>{-1.0f});
        cublasLtMatmulDescOpaque_t opd;
        cublasLtMatrixLayoutOpaque_t lad, lbd, lcd;
        CK(cublasLtMatmulDescInit(&opd, CUBLAS_COMPUTE_32F, CUDA_R_32F));
        int32_t pm = CUBLASLT_POINTER_MODE_DEVICE;
        CK(cublasLtMatmulDescSetAttribute(&opd, CUBLASLT_MATMUL_DESC_POINTER_MODE, &pm, sizeof pm));
        CK(cublasLtMatrixLayoutInit(&lad, CUDA_R_16F, m, k, m));
        CK(cublasLtMatrixLayoutInit(&lbd, CUDA_R_16F, k, n, k));
        CK(cublasLtMatrixLayoutInit(&lcd, CUDA_R_32F, m, n, m));
        uint64_t rows = 0;
        size_t written = 0;
        CK(cublasLtMatrixLayoutGetAttribute(&lad, CUBLASLT_MATRIX_LAYOUT_ROWS, &rows, sizeof rows, &written));
        CHECK(rows == (uint64_t)m && written == sizeof rows);
        CK(cublasLtMatmul(lt, &opd, dal, dA, &lad, dB, &lbd, dbe, dC, &lcd, dC, &lcd, nullptr, nullptr, 0, 0));
        std::vector<float> got = host(dC, m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double acc = 0;
                for (int l = 0; l < k; l++) acc += (double)__half2float(A[i + l * m]) * __half2float(Bm[l + j * k]);
                CHECK(std::fabs(got[i + j * m] - (1.5 * acc - C[i + j * m])) < 1e-4);
            }
        // a ReLU bit-mask epilogue is not supported
        uint32_t epi = CUBLASLT_EPILOGUE_DRELU_BGRAD;
        CK(cublasLtMatmulDescSetAttribute(&opd, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi));
        CHECK(cublasLtMatmul(lt, &opd, dal, dA, &lad, dB, &lbd, dbe, dC, &lcd, dC, &lcd, nullptr, nullptr, 0, 0) ==
              CUBLAS_STATUS_NOT_SUPPORTED);
        // a wrong attribute size is an invalid value
        CHECK(cublasLtMatmulDescSetAttribute(&opd, CUBLASLT_MATMUL_DESC_TRANSA, &epi, 2) == CUBLAS_STATUS_INVALID_VALUE);
        cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dal), cudaFree(dbe);
    }
    // gradients: D = (A B) * gelu'(aux) with the bias getting D's row sums
    // (DGELU_BGRAD); bias = column sums of B over k (BGRADB)
    for (uint32_t epi : {CUBLASLT_EPILOGUE_DGELU_BGRAD, CUBLASLT_EPILOGUE_BGRADB}) {
        std::vector<float> A = randv<float>(m * k), Bm = randv<float>(k * n), aux = randv<float>(m * n);
        float *dA = dev(A), *dB = dev(Bm), *dD = dev(std::vector<float>(m * n)), *daux = dev(aux),
              *dbias = dev(std::vector<float>(epi == CUBLASLT_EPILOGUE_BGRADB ? n : m)), one = 1, zero = 0;
        cublasLtMatmulDesc_t op;
        CK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
        CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi));
        CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &dbias, sizeof dbias));
        int64_t auxld = m;
        CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &daux, sizeof daux));
        CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &auxld, sizeof auxld));
        cublasLtMatrixLayout_t la, lb, ld;
        CK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, m));
        CK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k));
        CK(cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, m, n, m));
        CK(cublasLtMatmul(lt, op, &one, dA, la, dB, lb, &zero, dD, ld, dD, ld, nullptr, nullptr, 0, 0));
        std::vector<float> D = host(dD, m * n), bias = host(dbias, epi == CUBLASLT_EPILOGUE_BGRADB ? n : m);
        for (int i = 0; i < m; i++) {
            double rowsum = 0;
            for (int j = 0; j < n; j++) {
                double acc = 0;
                for (int l = 0; l < k; l++) acc += (double)A[i + l * m] * Bm[l + j * k];
                double x = aux[i + j * m], h = 1e-4;
                double dg = (gelu(x + h) - gelu(x - h)) / (2 * h); // the derivative, numerically
                double want = epi == CUBLASLT_EPILOGUE_BGRADB ? acc : acc * dg;
                CHECK(std::fabs(D[i + j * m] - want) < 1e-4 * (1 + std::fabs(want)));
                rowsum += want;
            }
            if (epi == CUBLASLT_EPILOGUE_DGELU_BGRAD) CHECK(std::fabs(bias[i] - rowsum) < 1e-4 * (1 + std::fabs(rowsum)));
        }
        if (epi == CUBLASLT_EPILOGUE_BGRADB)
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int l = 0; l < k; l++) s += Bm[l + j * k];
                CHECK(std::fabs(bias[j] - s) < 1e-5 * (1 + std::fabs(s)));
            }
        cublasLtMatrixLayoutDestroy(la), cublasLtMatrixLayoutDestroy(lb), cublasLtMatrixLayoutDestroy(ld);
        cublasLtMatmulDescDestroy(op);
        cudaFree(dA), cudaFree(dB), cudaFree(dD), cudaFree(daux), cudaFree(dbias);
    }
    // row-major layouts: every mix of orders for A and B, D (with C apart)
    // row- or column-major, all transposes
    for (int orders = 0; orders < 8; orders++)
        for (cublasOperation_t ta : {CUBLAS_OP_N, CUBLAS_OP_T})
            for (cublasOperation_t tb : {CUBLAS_OP_N, CUBLAS_OP_T}) {
                bool ra = orders & 1, rb = orders & 2, rd = orders & 4;
                int ar = ta == CUBLAS_OP_N ? m : k, ac = ta == CUBLAS_OP_N ? k : m;
                int br = tb == CUBLAS_OP_N ? k : n, bc = tb == CUBLAS_OP_N ? n : k;
                int lda = (ra ? ac : ar) + 1, ldb = (rb ? bc : br) + 2, ldd = (rd ? n : m) + 1;
                std::vector<double> A = randv<double>((size_t)lda * (ra ? ar : ac)),
                                    Bm = randv<double>((size_t)ldb * (rb ? br : bc)),
                                    C = randv<double>((size_t)ldd * (rd ? m : n));
                // element (i, j) of a stored matrix, by its order
                auto el = [](const std::vector<double> &M, int ld, bool row, int i, int j) {
                    return row ? M[(size_t)i * ld + j] : M[i + (size_t)j * ld];
                };
                double *dA = dev(A), *dB = dev(Bm), *dC = dev(C), *dD = dev(std::vector<double>(C.size())), one = 1,
                       half = 0.5;
                cublasLtMatmulDesc_t op;
                CK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_64F, CUDA_R_64F));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta));
                CK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb));
                cublasLtMatrixLayout_t la, lb, lc, ld;
                CK(cublasLtMatrixLayoutCreate(&la, CUDA_R_64F, ar, ac, lda));
                CK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_64F, br, bc, ldb));
                CK(cublasLtMatrixLayoutCreate(&lc, CUDA_R_64F, m, n, ldd));
                CK(cublasLtMatrixLayoutCreate(&ld, CUDA_R_64F, m, n, ldd));
                int32_t row = CUBLASLT_ORDER_ROW;
                if (ra) CK(cublasLtMatrixLayoutSetAttribute(la, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof row));
                if (rb) CK(cublasLtMatrixLayoutSetAttribute(lb, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof row));
                if (rd) {
                    CK(cublasLtMatrixLayoutSetAttribute(lc, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof row));
                    CK(cublasLtMatrixLayoutSetAttribute(ld, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof row));
                }
                CK(cublasLtMatmul(lt, op, &one, dA, la, dB, lb, &half, dC, lc, dD, ld, nullptr, nullptr, 0, 0));
                std::vector<double> D = host(dD, C.size());
                int bad = 0;
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < m; i++) {
                        double acc = 0;
                        for (int l = 0; l < k; l++)
                            acc += (ta == CUBLAS_OP_N ? el(A, lda, ra, i, l) : el(A, lda, ra, l, i)) *
                                   (tb == CUBLAS_OP_N ? el(Bm, ldb, rb, l, j) : el(Bm, ldb, rb, j, l));
                        double want = acc + 0.5 * el(C, ldd, rd, i, j);
                        if (std::fabs(el(D, ldd, rd, i, j) - want) > 1e-12 * (1 + std::fabs(want))) bad++;
                    }
                if (bad) printf("lt orders %d ops %d%d: %d wrong\n", orders, ta, tb, bad);
                CHECK(bad == 0);
                cublasLtMatrixLayoutDestroy(la), cublasLtMatrixLayoutDestroy(lb), cublasLtMatrixLayoutDestroy(lc),
                    cublasLtMatrixLayoutDestroy(ld);
                cublasLtMatmulDescDestroy(op);
                cudaFree(dA), cudaFree(dB), cudaFree(dC), cudaFree(dD);
            }
    // matrix transform: column- to row-major copy, then 2 A^T + 0.5 B into half
    {
        const int r = 5, c = 7;
        std::vector<float> A = randv<float>(r * c), Bm = randv<float>(c * r);
        float *dA = dev(A), *dB = dev(Bm), *dR = dev(std::vector<float>(r * c)), one = 1, zero = 0, two = 2, hf = 0.5f;
        __half *dH = dev(std::vector<__half>(c * r));
        cublasLtMatrixTransformDesc_t t;
        CK(cublasLtMatrixTransformDescCreate(&t, CUDA_R_32F));
        cublasLtMatrixLayout_t la, lr, lb, lh;
        CK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, r, c, r));
        CK(cublasLtMatrixLayoutCreate(&lr, CUDA_R_32F, r, c, c));
        int32_t row = CUBLASLT_ORDER_ROW;
        CK(cublasLtMatrixLayoutSetAttribute(lr, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof row));
        CK(cublasLtMatrixTransform(lt, t, &one, dA, la, &zero, nullptr, nullptr, dR, lr, 0));
        std::vector<float> R = host(dR, r * c);
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) CHECK(R[i * c + j] == A[i + j * r]);
        cublasOperation_t tr = CUBLAS_OP_T;
        CK(cublasLtMatrixTransformDescSetAttribute(t, CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA, &tr, sizeof tr));
        CK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, c, r, c));
        CK(cublasLtMatrixLayoutCreate(&lh, CUDA_R_16F, c, r, c));
        CK(cublasLtMatrixTransform(lt, t, &two, dA, la, &hf, dB, lb, dH, lh, 0));
        std::vector<__half> H = host(dH, c * r);
        for (int j = 0; j < r; j++)
            for (int i = 0; i < c; i++) {
                float want = 2 * A[j + i * r] + 0.5f * Bm[i + j * c];
                CHECK(std::fabs(__half2float(H[i + j * c]) - want) < 2e-3f * (1 + std::fabs(want)));
            }
        cublasLtMatrixLayoutDestroy(la), cublasLtMatrixLayoutDestroy(lr), cublasLtMatrixLayoutDestroy(lb),
            cublasLtMatrixLayoutDestroy(lh);
        cublasLtMatrixTransformDescDestroy(t);
        cudaFree(dA), cudaFree(dB), cudaFree(dR), cudaFree(dH);
    }
    // algorithm objects
    {
        int ids[4], nids = 0;
        CK(cublasLtMatmulAlgoGetIds(lt, CUBLAS_COMPUTE_32F, CUDA_R_32F, CUDA_R_16F, CUDA_R_16F, CUDA_R_32F, CUDA_R_32F, 4,
                                    ids, &nids));
        CHECK(nids >= 1);
        cublasLtMatmulAlgo_t algo;
        CK(cublasLtMatmulAlgoInit(lt, CUBLAS_COMPUTE_32F, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F, CUDA_R_32F,
                                  ids[0], &algo));
        uint32_t splitk = 4, back = 0;
        size_t written = 0;
        CK(cublasLtMatmulAlgoConfigSetAttribute(&algo, CUBLASLT_ALGO_CONFIG_SPLITK_NUM, &splitk, sizeof splitk));
        CK(cublasLtMatmulAlgoConfigGetAttribute(&algo, CUBLASLT_ALGO_CONFIG_SPLITK_NUM, &back, sizeof back, &written));
        CHECK(back == 4 && written == sizeof back);
        uint32_t mask = 0;
        CK(cublasLtMatmulAlgoCapGetAttribute(&algo, CUBLASLT_ALGO_CAP_EPILOGUE_MASK, &mask, sizeof mask, &written));
        CHECK((mask & CUBLASLT_EPILOGUE_BIAS) && (mask & CUBLASLT_EPILOGUE_GELU));
        std::vector<float> A = randv<float>(m * k), Bm = randv<float>(k * n);
        float *dA = dev(A), *dB = dev(Bm), *dD = dev(std::vector<float>(m * n)), one = 1, zero = 0;
        cublasLtMatmulDesc_t op;
        cublasLtMatrixLayout_t la, lb, ld;
        CK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
        CK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, m));
        CK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k));
        CK(cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, m, n, m));
        cublasLtMatmulHeuristicResult_t res;
        CK(cublasLtMatmulAlgoCheck(lt, op, la, lb, ld, ld, &algo, &res));
        CHECK(res.state == CUBLAS_STATUS_SUCCESS && res.workspaceSize == 0);
        CK(cublasLtMatmul(lt, op, &one, dA, la, dB, lb, &zero, dD, ld, dD, ld, &algo, nullptr, 0, 0));
        std::vector<float> D = host(dD, m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double acc = 0;
                for (int l = 0; l < k; l++) acc += (double)A[i + l * m] * Bm[l + j * k];
                CHECK(std::fabs(D[i + j * m] - acc) < 1e-5 * (1 + std::fabs(acc)));
            }
        cublasLtMatrixLayoutDestroy(la), cublasLtMatrixLayoutDestroy(lb), cublasLtMatrixLayoutDestroy(ld);
        cublasLtMatmulDescDestroy(op);
        cudaFree(dA), cudaFree(dB), cudaFree(dD);
    }
    CHECK(cublasLtMatmul(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                         nullptr, nullptr, nullptr, nullptr, 0, 0) == CUBLAS_STATUS_NOT_INITIALIZED);
    CHECK(cublasLtGetVersion() == CUBLAS_VERSION);
    CK(cublasLtDestroy(lt));
    cudaStreamDestroy(s);
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
