/* Speckle-reducing anisotropic diffusion of a rows x cols image, ITERS
 * iterations.  Each one: a parallel reduction of the image and its squares
 * gives the speckle scale q0^2 = var / mean^2; a parallel loop over rows
 * takes each pixel's differences to its four neighbours (an edge pixel
 * stands in for a missing one) and its diffusion coefficient c from the
 * local statistic q^2 against q0^2; a second one moves each pixel by the
 * divergence of c times the gradient.  Rows are split among the threads. */
#include "srad.h"
#include <string.h>

/* srad_coefficient with the clamp spelled as comparisons, which the simd
 * loop below vectorizes. */
static inline float coefficient(float jc, float dn, float ds, float dw, float de, float q0sq)
{
    float c = srad_unclamped(jc, dn, ds, dw, de, q0sq);
    return c < 0.0f ? 0.0f : c > 1.0f ? 1.0f : c;
}

/* One pixel's differences and coefficient; w and e are the columns of its
 * west and east neighbours. */
static inline void pixel(const float *j, const float *up, const float *dn, int x, int w, int e, size_t i,
                         float *c, float *dN, float *dS, float *dW, float *dE, float q0sq)
{
    float jc = j[x];
    dN[i] = up[x] - jc;
    dS[i] = dn[x] - jc;
    dW[i] = j[w] - jc;
    dE[i] = j[e] - jc;
    c[i] = coefficient(jc, dN[i], dS[i], dW[i], dE[i], q0sq);
}

static void srad(float *restrict J, float *restrict c, float *restrict dN, float *restrict dS,
                 float *restrict dW, float *restrict dE, int rows, int cols)
{
    int n = rows * cols;
    for (int it = 0; it < ITERS; it++) {
        double s = 0, q = 0;
#pragma omp parallel for simd reduction(+ : s, q) schedule(static)
        for (int i = 0; i < n; i++) {
            s += J[i];
            q += (double)J[i] * J[i];
        }
        float q0sq = srad_q0sq(s, q, n);
#pragma omp parallel for schedule(static)
        for (int y = 0; y < rows; y++) {
            const float *j = J + (size_t)y * cols;
            const float *up = y > 0 ? j - cols : j, *dn = y < rows - 1 ? j + cols : j;
            size_t row = (size_t)y * cols;
            pixel(j, up, dn, 0, 0, 1, row, c, dN, dS, dW, dE, q0sq);
#pragma omp simd
            for (int x = 1; x < cols - 1; x++)
                pixel(j, up, dn, x, x - 1, x + 1, row + x, c, dN, dS, dW, dE, q0sq);
            pixel(j, up, dn, cols - 1, cols - 2, cols - 1, row + cols - 1, c, dN, dS, dW, dE, q0sq);
        }
#pragma omp parallel for schedule(static)
        for (int y = 0; y < rows; y++) {
            size_t row = (size_t)y * cols;
            const float *cs = y < rows - 1 ? c + row + cols : c + row, *cr = c + row;
            const float *n_ = dN + row, *s_ = dS + row, *w_ = dW + row, *e_ = dE + row;
            float *j = J + row;
#pragma omp simd
            for (int x = 0; x < cols - 1; x++)
                j[x] += 0.25f * LAMBDA * (cr[x] * (n_[x] + w_[x]) + cs[x] * s_[x] + cr[x + 1] * e_[x]);
            int x = cols - 1; /* the east edge is its own neighbour */
            j[x] += 0.25f * LAMBDA * (cr[x] * (n_[x] + w_[x]) + cs[x] * s_[x] + cr[x] * e_[x]);
        }
    }
}

int main(void)
{
    const int rows = SRAD_ROWS, cols = SRAD_COLS, n = rows * cols;
    size_t bytes = (size_t)n * sizeof(float);
    float *img = malloc(bytes), *J = malloc(bytes), *c = malloc(bytes);
    float *dN = malloc(bytes), *dS = malloc(bytes), *dW = malloc(bytes), *dE = malloc(bytes);
    srad_image(img, rows, cols);
    memcpy(J, img, bytes);
    srad(J, c, dN, dS, dW, dE, rows, cols);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        memcpy(J, img, bytes);
        double t0 = bench_now_ms();
        srad(J, c, dN, dS, dW, dE, rows, cols);
        ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = srad_check(J, img, rows, cols, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
