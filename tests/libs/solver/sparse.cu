// cusolverSp's direct solvers: csrlsvqr, csrlsvchol (device and Host) and
// csrlsvluHost for S/D/C/Z on CSR matrices with 0- and 1-based indices;
// checked by ||A x - b|| on the host; a matrix with a zero column reports
// its singularity and leaves x alone; a non-general descriptor is refused.
// NVCC-FLAGS: -lcusolver -lcusparse
#include "solver_test.h"

#include <cusolverSp.h>
#include <cusparse.h>

// A sparse m x m test matrix in CSR: a 2D-Laplacian-like band (diagonal
// 4 + shift, neighbours -1 at distance 1 and w) made nonsymmetric unless
// spd, as a dense mat too.
struct csr {
    int m;
    std::vector<int> row, col;
    std::vector<cd> val;
    mat dense;
};

template <class T> csr make(int m, int w, bool spd, int base)
{
    csr c{m, {}, {}, {}, mat(m, m)};
    c.row.push_back(base);
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < m; j++) {
            cd v = 0;
            if (i == j)
                v = 4.5;
            else if (std::abs(i - j) == 1 || std::abs(i - j) == w) {
                v = -1;
                if (!spd)
                    v += cd(0.3 * urand(), tr<T>::cx ? 0.3 * urand() : 0);
                else if (tr<T>::cx)
                    v = i < j ? cd(-1, 0.25) : cd(-1, -0.25); // Hermitian
            }
            if (v != cd(0)) {
                c.col.push_back(j + base);
                c.val.push_back(v);
                c.dense(i, j) = v;
            }
        }
        c.row.push_back((int)c.col.size() + base);
    }
    return c;
}

template <class T> T *dev_vals(const std::vector<cd> &v)
{
    mat M((int)v.size(), 1);
    for (size_t i = 0; i < v.size(); i++)
        M.a[i] = v[i];
    return to_dev<T>(M);
}

typedef int method;
enum { QR, CHOL, LU };

template <class T>
cusolverStatus_t call(method how, bool device, cusolverSpHandle_t h, const csr &c,
                      cusparseMatDescr_t d, const T *val, const int *row, const int *col, const T *b,
                      typename tr<T>::R tol, T *x, int *sing);

#define CALLS(P, T)                                                                                \
    template <>                                                                                    \
    cusolverStatus_t call<T>(method how, bool device, cusolverSpHandle_t h, const csr &c,          \
                             cusparseMatDescr_t d, const T *val, const int *row, const int *col,   \
                             const T *b, typename tr<T>::R tol, T *x, int *sing)                   \
    {                                                                                              \
        int nnz = (int)c.val.size();                                                               \
        if (how == QR)                                                                             \
            return (device ? cusolverSp##P##csrlsvqr : cusolverSp##P##csrlsvqrHost)(               \
                h, c.m, nnz, d, val, row, col, b, tol, 0, x, sing);                                \
        if (how == CHOL)                                                                           \
            return (device ? cusolverSp##P##csrlsvchol : cusolverSp##P##csrlsvcholHost)(           \
                h, c.m, nnz, d, val, row, col, b, tol, 0, x, sing);                                \
        return cusolverSp##P##csrlsvluHost(h, c.m, nnz, d, val, row, col, b, tol, 0, x, sing);     \
    }
CALLS(S, float)
CALLS(D, double)
CALLS(C, cuComplex)
CALLS(Z, cuDoubleComplex)

template <class T>
void solve_case(cusolverSpHandle_t h, method how, bool device, int m, int w, int base)
{
    csr c = make<T>(m, w, how == CHOL, base);
    cusparseMatDescr_t d;
    cusparseCreateMatDescr(&d);
    cusparseSetMatType(d, CUSPARSE_MATRIX_TYPE_GENERAL);
    cusparseSetMatIndexBase(d, base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO);
    mat b0 = rand_mat<T>(m, 1);
    T *val = dev_vals<T>(c.val), *b = to_dev<T>(b0), *x = dev_work<T>(m);
    int *row, *col, sing = -7;
    cudaMalloc(&row, sizeof(int) * c.row.size());
    cudaMalloc(&col, sizeof(int) * c.col.size());
    cudaMemcpy(row, c.row.data(), sizeof(int) * c.row.size(), cudaMemcpyHostToDevice);
    cudaMemcpy(col, c.col.data(), sizeof(int) * c.col.size(), cudaMemcpyHostToDevice);
    OK(call<T>(how, device, h, c, d, val, row, col, b, (typename tr<T>::R)1e-12, x, &sing));
    CHECK(sing == -1);
    mat X = from_dev<T>(x, m, 1, m);
    double res = diff(mul(c.dense, X), b0), scale = fro(c.dense) * fro(X) + fro(b0);
    if (!(res <= tr<T>::tol() * m * scale)) {
        printf("%s method %d device %d m=%d: residual %g\n", tr<T>::name, how, device, m, res);
        failures++;
    }
    // A zero column j: the pivot of column j vanishes (QR, LU); for
    // Cholesky a zero diagonal entry (not positive definite) at j.
    int j = m / 2;
    csr z = c;
    for (size_t k = 0; k < z.col.size(); k++)
        if (z.col[k] - base == j || (how == CHOL && z.col[k] - base > j)) {
            int r = 0;
            while (z.row[r + 1] - base <= (int)k)
                r++;
            if (how != CHOL || r >= j)
                z.val[k] = 0;
        }
    T *zval = dev_vals<T>(z.val);
    mat marker(m, 1);
    for (cd &v : marker.a)
        v = PAD;
    T *x2 = to_dev<T>(marker);
    sing = -7;
    OK(call<T>(how, device, h, z, d, zval, row, col, b, (typename tr<T>::R)1e-5, x2, &sing));
    if (sing != j) {
        printf("%s method %d singular: singularity %d, expected %d\n", tr<T>::name, how, sing, j);
        failures++;
    }
    CHECK(padding_intact<T>(from_dev<T>(x2, 0, 1, m))); // x untouched: all rows are "padding"
    // Only general matrices.
    cusparseSetMatType(d, CUSPARSE_MATRIX_TYPE_SYMMETRIC);
    CHECK(call<T>(how, device, h, c, d, val, row, col, b, 0, x, &sing) ==
          CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED);
    cusparseDestroyMatDescr(d);
    cudaFree(val), cudaFree(b), cudaFree(x), cudaFree(row), cudaFree(col), cudaFree(zval);
    cudaFree(x2);
}

template <class T> void all(cusolverSpHandle_t h)
{
    for (int base = 0; base <= 1; base++) {
        solve_case<T>(h, QR, true, 30, 5, base);
        solve_case<T>(h, QR, false, 7, 2, base);
        solve_case<T>(h, CHOL, true, 40, 6, base);
        solve_case<T>(h, CHOL, false, 9, 3, base);
        solve_case<T>(h, LU, false, 25, 4, base);
    }
}

int main()
{
    cusolverSpHandle_t h;
    OK(cusolverSpCreate(&h));
    cudaStream_t s;
    cudaStreamCreate(&s);
    OK(cusolverSpSetStream(h, s));
    cudaStream_t got;
    OK(cusolverSpGetStream(h, &got));
    CHECK(got == s);
    ALL_TYPES(h);

    int sing;
    double x[2], b[2] = {1, 1}, v[2] = {1, 1};
    int row[3] = {0, 1, 2}, col[2] = {0, 1};
    cusparseMatDescr_t d;
    cusparseCreateMatDescr(&d);
    CHECK(cusolverSpDcsrlsvqrHost(nullptr, 2, 2, d, v, row, col, b, 0, 0, x, &sing) ==
          CUSOLVER_STATUS_NOT_INITIALIZED);
    CHECK(cusolverSpDcsrlsvqrHost(h, 0, 2, d, v, row, col, b, 0, 0, x, &sing) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    CHECK(cusolverSpDcsrlsvqrHost(h, 2, 3, d, v, row, col, b, 0, 0, x, &sing) ==
          CUSOLVER_STATUS_INVALID_VALUE); // nnz disagrees with the row pointers
    CHECK(cusolverSpDcsrlsvqrHost(h, 2, 2, nullptr, v, row, col, b, 0, 0, x, &sing) ==
          CUSOLVER_STATUS_INVALID_VALUE);
    OK(cusolverSpDcsrlsvqrHost(h, 2, 2, d, v, row, col, b, 0, 0, x, &sing));
    CHECK(sing == -1 && x[0] == 1 && x[1] == 1);
    cusparseDestroyMatDescr(d);
    cudaStreamDestroy(s);
    OK(cusolverSpDestroy(h));
    return verdict();
}
