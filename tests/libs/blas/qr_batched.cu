// geqrfBatched and gelsBatched against host checks: R's upper triangle
// and the Householder vectors rebuild A (Q R = A, Q from the reflectors
// H_i = I - tau_i v_i v_i^H); least squares solutions satisfy the normal
// equations A^T (A x - b) = 0; argument errors come back in info.
// NVCC-FLAGS: -lcublas
#include "blas_test.h"

template <class T> void run(cublasHandle_t h, int m, int n, int count)
{
    int lda = m + 1;
    size_t sz = (size_t)lda * n;
    std::vector<T> A = randv<T>(sz * count);
    T *dA = dev(A), *dtau = dev(std::vector<T>((size_t)n * count));
    std::vector<T *> pa(count), pt(count);
    for (int b = 0; b < count; b++) pa[b] = dA + b * sz, pt[b] = dtau + b * n;
    T **dpa = dev(pa), **dpt = dev(pt);
    int info = 7;
    CK(B_qr<T>::geqrf(h, m, n, dpa, lda, dpt, &info, count));
    CHECK(info == 0);
    std::vector<T> QR = host(dA, sz * count), tau = host(dtau, (size_t)n * count);
    for (int b = 0; b < count; b++) {
        // apply Q = H_0 H_1 ... H_{n-1} to R (upper triangle), from the last reflector
        std::vector<T> M((size_t)m * n, T(0));
        for (int j = 0; j < n; j++)
            for (int i = 0; i <= j && i < m; i++) M[i + j * m] = QR[b * sz + i + j * lda];
        for (int r = n - 1; r >= 0; r--) {
            std::vector<T> v(m, T(0));
            v[r] = 1;
            for (int i = r + 1; i < m; i++) v[i] = QR[b * sz + i + r * lda];
            for (int j = 0; j < n; j++) {
                T s = 0;
                for (int i = 0; i < m; i++) s += cj(v[i]) * M[i + j * m];
                for (int i = 0; i < m; i++) M[i + j * m] -= tau[b * n + r] * v[i] * s;
            }
        }
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) CHECK(close(M[i + j * m], A[b * sz + i + j * lda], 10 * m));
    }
    // least squares: fresh A, nrhs = 2
    int nrhs = 2, ldc = m;
    std::vector<T> A2 = randv<T>(sz * count), Cm = randv<T>((size_t)ldc * nrhs * count);
    cudaMemcpy(dA, A2.data(), A2.size() * sizeof(T), cudaMemcpyHostToDevice);
    T *dC = dev(Cm);
    std::vector<T *> pc(count);
    for (int b = 0; b < count; b++) pc[b] = dC + (size_t)b * ldc * nrhs;
    T **dpc = dev(pc);
    int *dinfo = dev(std::vector<int>(count, 9));
    CK(B_qr<T>::gels(h, CUBLAS_OP_N, m, n, nrhs, dpa, lda, dpc, ldc, &info, dinfo, count));
    CHECK(info == 0);
    std::vector<T> X = host(dC, Cm.size());
    std::vector<int> di = host(dinfo, count);
    for (int b = 0; b < count; b++) {
        CHECK(di[b] == 0);
        for (int r = 0; r < nrhs; r++) {
            const T *a = &A2[b * sz], *x = &X[(size_t)b * ldc * nrhs + r * ldc], *c = &Cm[(size_t)b * ldc * nrhs + r * ldc];
            std::vector<T> res(m);
            for (int i = 0; i < m; i++) {
                T s = 0;
                for (int j = 0; j < n; j++) s += a[i + j * lda] * x[j];
                res[i] = s - c[i];
            }
            for (int j = 0; j < n; j++) {
                T g = 0;
                for (int i = 0; i < m; i++) g += cj(a[i + j * lda]) * res[i];
                CHECK(std::abs(g) < 1e3 * eps_of<T>() * m);
            }
        }
    }
    // m < n is not supported: an argument error in info
    CHECK(B_qr<T>::gels(h, CUBLAS_OP_N, 2, 3, 1, dpa, lda, dpc, ldc, &info, dinfo, count) == CUBLAS_STATUS_INVALID_VALUE);
    CHECK(info == -3);
    cudaFree(dA), cudaFree(dtau), cudaFree(dpa), cudaFree(dpt), cudaFree(dC), cudaFree(dpc), cudaFree(dinfo);
}

int main()
{
    cublasHandle_t h;
    CK(cublasCreate(&h));
    run<float>(h, 6, 4, 3);
    run<double>(h, 9, 5, 100);
    run<cf>(h, 5, 5, 2);
    run<cd>(h, 7, 3, 10);
    CK(cublasDestroy(h));
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
