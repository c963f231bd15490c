// cusparseSpMV (CSR, double and float) on the 5-point Laplacian of an n x n
// grid beside a straightforward OpenMP CSR loop and a single-threaded one on
// the same arrays; prints ms per product and the ratio omp/cusparse
// (above 1: cuSPARSE is faster).
//   sparse_spmv [N] [REPS]
#include <cuda_runtime.h>
#include <cusparse.h>
#include <omp.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

template <class T> static void run(const char *name, cudaDataType vt, int g, int reps)
{
    int n = g * g;
    std::vector<int> ptr(1), col;
    std::vector<T> val;
    for (int i = 0; i < n; i++) {
        int x = i % g, y = i / g;
        int nb[5] = {y > 0 ? i - g : -1, x > 0 ? i - 1 : -1, i, x + 1 < g ? i + 1 : -1, y + 1 < g ? i + g : -1};
        for (int j : nb)
            if (j >= 0) col.push_back(j), val.push_back(j == i ? 4 : -1);
        ptr.push_back((int)col.size());
    }
    int nnz = (int)col.size();
    std::vector<T> xs(n), ys(n);
    for (int i = 0; i < n; i++) xs[i] = (T)std::sin(0.001 * i);
    int *dp, *dc;
    T *dv, *dx, *dy;
    cudaMalloc((void **)&dp, ptr.size() * sizeof(int));
    cudaMalloc((void **)&dc, col.size() * sizeof(int));
    cudaMalloc((void **)&dv, val.size() * sizeof(T));
    cudaMalloc((void **)&dx, n * sizeof(T));
    cudaMalloc((void **)&dy, n * sizeof(T));
    cudaMemcpy(dp, ptr.data(), ptr.size() * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, col.data(), col.size() * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, val.data(), val.size() * sizeof(T), cudaMemcpyHostToDevice);
    cudaMemcpy(dx, xs.data(), n * sizeof(T), cudaMemcpyHostToDevice);
    cusparseHandle_t h;
    cusparseCreate(&h);
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t X, Y;
    cusparseCreateCsr(&A, n, n, nnz, dp, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, vt);
    cusparseCreateDnVec(&X, n, dx, vt);
    cusparseCreateDnVec(&Y, n, dy, vt);
    T one = 1, zero = 0;
    size_t size = 0;
    cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, X, &zero, Y, vt, CUSPARSE_SPMV_ALG_DEFAULT,
                            &size);
    void *buf;
    cudaMalloc(&buf, size + 1);
    auto spmv = [&] {
        cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, X, &zero, Y, vt, CUSPARSE_SPMV_ALG_DEFAULT, buf);
    };
    spmv();
    cudaDeviceSynchronize();
    double t0 = now();
    for (int r = 0; r < reps; r++) spmv();
    cudaDeviceSynchronize();
    double t_cs = (now() - t0) / reps;

    const int *p = ptr.data(), *c = col.data();
    const T *v = val.data(), *x = xs.data();
    T *y = ys.data();
    auto omp_loop = [&] {
#pragma omp parallel for schedule(static)
        for (int i = 0; i < n; i++) {
            T s = 0;
            for (int k = p[i]; k < p[i + 1]; k++) s += v[k] * x[c[k]];
            y[i] = s;
        }
    };
    auto plain_loop = [&] {
        for (int i = 0; i < n; i++) {
            T s = 0;
            for (int k = p[i]; k < p[i + 1]; k++) s += v[k] * x[c[k]];
            y[i] = s;
        }
    };
    omp_loop();
    t0 = now();
    for (int r = 0; r < reps; r++) omp_loop();
    double t_omp = (now() - t0) / reps;
    t0 = now();
    for (int r = 0; r < reps; r++) plain_loop();
    double t_plain = (now() - t0) / reps;

    std::vector<T> got(n);
    cudaMemcpy(got.data(), dy, n * sizeof(T), cudaMemcpyDeviceToHost);
    double err = 0;
    for (int i = 0; i < n; i++) err = std::fmax(err, std::fabs((double)got[i] - (double)ys[i]));
    printf("spmv %-6s grid %5d^2 nnz %9d  cusparse %8.3f ms  omp(%d) %8.3f ms  1 thread %8.3f ms  omp/cusparse %.2f%s\n",
           name, g, nnz, 1e3 * t_cs, omp_get_max_threads(), 1e3 * t_omp, 1e3 * t_plain, t_omp / t_cs,
           err > 1e-4 ? "  (RESULTS DIFFER)" : "");
    cusparseDestroySpMat(A), cusparseDestroyDnVec(X), cusparseDestroyDnVec(Y);
    cusparseDestroy(h);
    cudaFree(dp), cudaFree(dc), cudaFree(dv), cudaFree(dx), cudaFree(dy), cudaFree(buf);
}

int main(int argc, char **argv)
{
    int reps = argc > 2 ? atoi(argv[2]) : 20;
    if (argc > 1) {
        int g = atoi(argv[1]);
        run<double>("double", CUDA_R_64F, g, reps);
        run<float>("float", CUDA_R_32F, g, reps);
        return 0;
    }
    for (int g : {256, 1024, 2048}) {
        run<double>("double", CUDA_R_64F, g, reps);
        run<float>("float", CUDA_R_32F, g, reps);
    }
    return 0;
}
