// What the cuSPARSE tests share: a nonsymmetric, complex-valued variant of
// the 2D Laplacian (so that op T, op C and the conjugates differ from op N),
// its CSR/COO/CSC forms in either index base, values packed in any of the
// four value types, and dense host references.
#ifndef FERRY_TESTS_SPARSE_COMMON_H
#define FERRY_TESTS_SPARSE_COMMON_H

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cusparse.h>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
#include "../../cuda/tally.h"

typedef std::complex<double> cd;

#define CS(call)                                                                                         \
    do {                                                                                                 \
        cusparseStatus_t s_ = (call);                                                                    \
        if (s_ != CUSPARSE_STATUS_SUCCESS) {                                                             \
            printf("FAIL line %d: %s -> %s\n", __LINE__, #call, cusparseGetErrorName(s_));               \
            failures++;                                                                                  \
        }                                                                                                \
    } while (0)
#define CU(call) CHECK((call) == cudaSuccess)

// Host matrix: rows x cols in CSR, zero-based.
struct HostCsr {
    int rows, cols;
    std::vector<int> ptr, col;
    std::vector<cd> val;
};

// The 5-point Laplacian of an nx x ny grid, rows [0, rows) of it and columns
// [0, cols); off-diagonal values perturbed so the matrix is nonsymmetric.
static HostCsr laplacian(int nx, int ny, int rows = -1, int cols = -1, bool spd = false)
{
    int n = nx * ny;
    HostCsr a;
    a.rows = rows < 0 ? n : rows;
    a.cols = cols < 0 ? n : cols;
    a.ptr.push_back(0);
    for (int i = 0; i < a.rows; i++) {
        int x = i % nx, y = i / nx;
        int nb[5] = {y > 0 ? i - nx : -1, x > 0 ? i - 1 : -1, i, x + 1 < nx ? i + 1 : -1, y + 1 < ny ? i + nx : -1};
        for (int j : nb) {
            if (j < 0 || j >= a.cols) continue;
            a.col.push_back(j);
            if (spd)
                a.val.push_back(j == i ? cd(4, 0) : cd(-1, 0));
            else if (j == i)
                a.val.push_back(cd(4 + 0.01 * (i % 3), 0.1));
            else
                a.val.push_back(cd(-1 + 0.05 * ((3 * i + j) % 5), 0.02 * (j % 3)));
        }
        a.ptr.push_back((int)a.col.size());
    }
    return a;
}

static std::vector<cd> dense(const HostCsr &a)
{
    std::vector<cd> d((size_t)a.rows * a.cols);
    for (int i = 0; i < a.rows; i++)
        for (int k = a.ptr[i]; k < a.ptr[i + 1]; k++) d[(size_t)i * a.cols + a.col[k]] += a.val[k];
    return d;
}

static bool is_complex(cudaDataType t) { return t == CUDA_C_32F || t == CUDA_C_64F; }
static size_t elem_size(cudaDataType t)
{
    if (t == CUDA_R_16F || t == CUDA_R_16BF) return 2;
    return t == CUDA_R_32F ? 4 : t == CUDA_R_64F ? 8 : t == CUDA_C_32F ? 8 : 16;
}
// A real type keeps only the real parts.
static cd fit(cudaDataType t, cd v) { return is_complex(t) ? v : cd(v.real(), 0); }

static std::vector<cd> fit_all(cudaDataType t, std::vector<cd> v)
{
    for (auto &x : v) x = fit(t, x);
    return v;
}

static std::vector<char> pack(cudaDataType t, const std::vector<cd> &v)
{
    std::vector<char> b(v.size() * elem_size(t) + 1);
    for (size_t i = 0; i < v.size(); i++) {
        if (t == CUDA_R_16F) ((__half *)b.data())[i] = __float2half((float)v[i].real());
        if (t == CUDA_R_16BF) ((__nv_bfloat16 *)b.data())[i] = __float2bfloat16((float)v[i].real());
        if (t == CUDA_R_32F) ((float *)b.data())[i] = (float)v[i].real();
        if (t == CUDA_R_64F) ((double *)b.data())[i] = v[i].real();
        if (t == CUDA_C_32F) ((float *)b.data())[2 * i] = (float)v[i].real(), ((float *)b.data())[2 * i + 1] = (float)v[i].imag();
        if (t == CUDA_C_64F) ((double *)b.data())[2 * i] = v[i].real(), ((double *)b.data())[2 * i + 1] = v[i].imag();
    }
    return b;
}

static std::vector<cd> unpack(cudaDataType t, const void *p, size_t n)
{
    std::vector<cd> v(n);
    for (size_t i = 0; i < n; i++) {
        if (t == CUDA_R_16F) v[i] = (double)__half2float(((const __half *)p)[i]);
        if (t == CUDA_R_16BF) v[i] = (double)__bfloat162float(((const __nv_bfloat16 *)p)[i]);
        if (t == CUDA_R_32F) v[i] = ((const float *)p)[i];
        if (t == CUDA_R_64F) v[i] = ((const double *)p)[i];
        if (t == CUDA_C_32F) v[i] = cd(((const float *)p)[2 * i], ((const float *)p)[2 * i + 1]);
        if (t == CUDA_C_64F) v[i] = cd(((const double *)p)[2 * i], ((const double *)p)[2 * i + 1]);
    }
    return v;
}

template <class T> static T *to_dev(const T *p, size_t n)
{
    T *d = nullptr;
    CU(cudaMalloc((void **)&d, n * sizeof(T) + 1));
    CU(cudaMemcpy(d, p, n * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
template <class T> static T *to_dev(const std::vector<T> &v) { return to_dev(v.data(), v.size()); }
static void *vals_to_dev(cudaDataType t, const std::vector<cd> &v)
{
    std::vector<char> b = pack(t, fit_all(t, v));
    return to_dev(b.data(), b.size());
}
static std::vector<cd> vals_from_dev(cudaDataType t, const void *d, size_t n)
{
    std::vector<char> b(n * elem_size(t) + 1);
    CU(cudaMemcpy(b.data(), d, n * elem_size(t), cudaMemcpyDeviceToHost));
    return unpack(t, b.data(), n);
}

static double tol_for(cudaDataType t)
{
    if (t == CUDA_R_16F) return 1e-2;
    if (t == CUDA_R_16BF) return 5e-2;
    return t == CUDA_R_32F || t == CUDA_C_32F ? 2e-4 : 1e-11;
}

// max |a - b| / max(1, max |b|)
static double rel_err(const std::vector<cd> &a, const std::vector<cd> &b)
{
    double e = 0, m = 1;
    for (size_t i = 0; i < a.size(); i++) e = std::max(e, std::abs(a[i] - b[i])), m = std::max(m, std::abs(b[i]));
    return e / m;
}

static std::vector<cd> sample(size_t n, int seed, bool cplx = true)
{
    std::vector<cd> v(n);
    unsigned s = 12345u + 977u * seed;
    for (auto &x : v) {
        s = s * 1103515245u + 12345u;
        double re = ((s >> 8) % 2001) / 1000.0 - 1;
        s = s * 1103515245u + 12345u;
        double im = ((s >> 8) % 2001) / 1000.0 - 1;
        x = cd(re, cplx ? im : 0);
    }
    return v;
}

// The matrix on the device in a format, index base, index width and value
// type; the descriptor names the arrays.
struct DevMat {
    cusparseSpMatDescr_t d = nullptr;
    void *a = nullptr, *b = nullptr, *v = nullptr;
    void free_all()
    {
        cusparseDestroySpMat(d);
        cudaFree(a), cudaFree(b), cudaFree(v);
    }
};

static void *indices_to_dev(const std::vector<int> &v, int base, bool wide)
{
    if (wide) {
        std::vector<int64_t> w(v.begin(), v.end());
        for (auto &x : w) x += base;
        return to_dev(w);
    }
    std::vector<int> w(v);
    for (auto &x : w) x += base;
    return to_dev(w);
}

static DevMat make_mat(const HostCsr &h, cusparseFormat_t fmt, int base, cudaDataType vt, bool wide = false)
{
    DevMat m;
    cusparseIndexType_t it = wide ? CUSPARSE_INDEX_64I : CUSPARSE_INDEX_32I;
    cusparseIndexBase_t ib = (cusparseIndexBase_t)base;
    int nnz = (int)h.col.size();
    if (fmt == CUSPARSE_FORMAT_CSR) {
        m.a = indices_to_dev(h.ptr, base, wide), m.b = indices_to_dev(h.col, base, wide);
        m.v = vals_to_dev(vt, h.val);
        CS(cusparseCreateCsr(&m.d, h.rows, h.cols, nnz, m.a, m.b, m.v, it, it, ib, vt));
    } else if (fmt == CUSPARSE_FORMAT_COO) {
        std::vector<int> rows;
        for (int i = 0; i < h.rows; i++)
            for (int k = h.ptr[i]; k < h.ptr[i + 1]; k++) rows.push_back(i);
        m.a = indices_to_dev(rows, base, wide), m.b = indices_to_dev(h.col, base, wide);
        m.v = vals_to_dev(vt, h.val);
        CS(cusparseCreateCoo(&m.d, h.rows, h.cols, nnz, m.a, m.b, m.v, it, ib, vt));
    } else {
        std::vector<int> cp(h.cols + 1), ri(nnz), at;
        std::vector<cd> cv(nnz);
        for (int k = 0; k < nnz; k++) cp[h.col[k] + 1]++;
        for (int c = 0; c < h.cols; c++) cp[c + 1] += cp[c];
        at.assign(cp.begin(), cp.end() - 1);
        for (int i = 0; i < h.rows; i++)
            for (int k = h.ptr[i]; k < h.ptr[i + 1]; k++) {
                int q = at[h.col[k]]++;
                ri[q] = i, cv[q] = h.val[k];
            }
        m.a = indices_to_dev(cp, base, wide), m.b = indices_to_dev(ri, base, wide);
        m.v = vals_to_dev(vt, cv);
        CS(cusparseCreateCsc(&m.d, h.rows, h.cols, nnz, m.a, m.b, m.v, it, it, ib, vt));
    }
    return m;
}

// op(A) x for a dense row-major A (rows x cols).
static std::vector<cd> dense_mv(const std::vector<cd> &a, int rows, int cols, cusparseOperation_t op,
                                const std::vector<cd> &x)
{
    bool n = op == CUSPARSE_OPERATION_NON_TRANSPOSE;
    std::vector<cd> y(n ? rows : cols);
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            cd v = a[(size_t)i * cols + j];
            if (n)
                y[i] += v * x[j];
            else
                y[j] += (op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? std::conj(v) : v) * x[i];
        }
    return y;
}

#endif
