/* LU decomposition, in place and without pivoting, of a diagonally dominant
 * n x n matrix (A = L U, L unit lower triangular) by 16x16 tiles in OpenCL,
 * as lud.cu.  Each step takes the next diagonal tile through three launches:
 * one work-group factors the diagonal tile; one per tile of the row to its
 * right (U = L00^-1 A) or of the column below it (L = A U00^-1) solves it
 * against the diagonal tile; one per tile of the trailing submatrix subtracts
 * the product of its L and U tiles.  Every work-group works on local copies.
 * The matrix is restored with clEnqueueCopyBuffer before each (untimed)
 * repetition, as the CUDA version's device-to-device cudaMemcpy. */
#include "ocl.h"
#include "lud.h"

static const char *source =
    "__kernel void lud_diagonal(__global float *A, int n, int o)\n"
    "{\n"
    "    __local float t[B][B];\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\n"
    "    t[ty][tx] = A[(size_t)(o + ty) * n + o + tx];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int p = 0; p < B - 1; p++) {\n"
    "        if (ty > p && tx == p)\n"
    "            t[ty][p] /= t[p][p];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (ty > p && tx > p)\n"
    "            t[ty][tx] -= t[ty][p] * t[p][tx];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    A[(size_t)(o + ty) * n + o + tx] = t[ty][tx];\n"
    "}\n"
    "\n"
    "/* group (x, 0): the tiles right of the diagonal one; (x, 1): the tiles below it */\n"
    "__kernel void lud_perimeter(__global float *A, int n, int o)\n"
    "{\n"
    "    __local float d[B][B], t[B][B];\n"
    "    int tx = get_local_id(0), ty = get_local_id(1), k = o + B + get_group_id(0) * B;\n"
    "    bool right = get_group_id(1) == 0;\n"
    "    size_t at = right ? (size_t)(o + ty) * n + k + tx : (size_t)(k + ty) * n + o + tx;\n"
    "    d[ty][tx] = A[(size_t)(o + ty) * n + o + tx];\n"
    "    t[ty][tx] = A[at];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (right) { /* forward substitution down each column, with L00's unit diagonal */\n"
    "        for (int p = 0; p < B - 1; p++) {\n"
    "            if (ty > p)\n"
    "                t[ty][tx] -= d[ty][p] * t[p][tx];\n"
    "            barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        }\n"
    "    } else { /* along each row, against U00 */\n"
    "        for (int p = 0; p < B; p++) {\n"
    "            if (tx == p)\n"
    "                t[ty][p] /= d[p][p];\n"
    "            barrier(CLK_LOCAL_MEM_FENCE);\n"
    "            if (tx > p)\n"
    "                t[ty][tx] -= t[ty][p] * d[p][tx];\n"
    "            barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        }\n"
    "    }\n"
    "    A[at] = t[ty][tx];\n"
    "}\n"
    "\n"
    "__kernel void lud_internal(__global float *A, int n, int o)\n"
    "{\n"
    "    __local float l[B][B], u[B][B];\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\n"
    "    int i = o + B + get_group_id(1) * B + ty, j = o + B + get_group_id(0) * B + tx;\n"
    "    l[ty][tx] = A[(size_t)i * n + o + tx];\n"
    "    u[ty][tx] = A[(size_t)(o + ty) * n + j];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    float s = 0;\n"
    "    for (int k = 0; k < B; k++)\n"
    "        s += l[ty][k] * u[k][tx];\n"
    "    A[(size_t)i * n + j] -= s;\n"
    "}\n";

static void launch(struct ocl *o, cl_kernel k, cl_mem A, int n, int off, size_t gx, size_t gy)
{
    const size_t block[2] = {B, B}, grid[2] = {gx, gy};
    OCL_ARG(k, 0, A);
    OCL_ARG(k, 1, n);
    OCL_ARG(k, 2, off);
    ocl_launch(o, k, 2, grid, block);
}

int main(void)
{
    const int n = LUD_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *A = malloc(bytes), *LU = malloc(bytes);
    lud_matrix(A, n);
    struct ocl o;
    ocl_init(&o, source, "-DB=" OCL_STR(B));
    cl_mem dA = ocl_buffer(&o, bytes, A), dLU = ocl_buffer(&o, bytes, NULL);
    cl_kernel kdiag = ocl_kernel(&o, "lud_diagonal"), kperi = ocl_kernel(&o, "lud_perimeter"),
              kint = ocl_kernel(&o, "lud_internal");

    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        ocl_check(clEnqueueCopyBuffer(o.queue, dA, dLU, 0, 0, bytes, 0, NULL, NULL), "clEnqueueCopyBuffer");
        ocl_finish(&o);
        double t0 = bench_now_ms();
        for (int off = 0; off < n; off += B) {
            int m = (n - off - B) / B; /* tiles after the diagonal one, in its row and column */
            launch(&o, kdiag, dLU, n, off, 1, 1);
            if (m == 0)
                break;
            launch(&o, kperi, dLU, n, off, m, 2);
            launch(&o, kint, dLU, n, off, m, m);
        }
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    ocl_read(&o, dLU, bytes, LU);

    double sum;
    int ok = lud_check(LU, A, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
