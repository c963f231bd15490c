/* What particlefilter.cu, particlefilter_omp.c and particlefilter_ocl.c
 * share: the frames, the disc template, the particles' start, their moves
 * and likelihood, and the check of the last frame.  Valid C and C++; no
 * CUDA or OpenCL here: particlefilter.cu, whose kernels move and weigh the
 * particles with these functions too, defines PF_SHARED as
 * __host__ __device__ before including this. */
#ifndef PARTICLEFILTER_H
#define PARTICLEFILTER_H
#include "bench.h"
#include <math.h>

#ifndef PF_SHARED
#define PF_SHARED
#endif

#define PF_P (1 << 16) /* particles: a multiple of the GPU twins' BLOCK */
#define W 512
#define H 512
#define FRAMES 4
#define R 3 /* template radius: the offsets with dx^2 + dy^2 <= R^2 */
#define VX 2.0f
#define BG 0.2f
#define FG 0.8f

typedef struct pf_offset { int x, y; } pf_offset; /* the OpenCL kernel's int2 */

static inline PF_SHARED float pf_jitter(unsigned i, unsigned f) /* in [-2, 2) */
{
    unsigned h = i * 0x9e3779b1u ^ (f + 1) * 0x85ebca77u;
    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;
    return (h >> 8) * (4.0f / 16777216.0f) - 2.0f;
}

static inline PF_SHARED int pf_clamp(int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; }

/* The log-likelihood of the pixels under the template at (x, y). */
static inline PF_SHARED float pf_loglik(const float *img, float x, float y, const pf_offset *off, int m)
{
    int cx = (int)roundf(x), cy = (int)roundf(y);
    float s = 0;
    for (int k = 0; k < m; k++) {
        float v = img[pf_clamp(cy + off[k].y, H - 1) * W + pf_clamp(cx + off[k].x, W - 1)];
        s += (v - BG) * (v - BG) - (v - FG) * (v - FG);
    }
    return 2.0f * s;
}

/* The template's offsets; returns how many. */
static inline int pf_template(pf_offset *off)
{
    int m = 0;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
            if (dx * dx + dy * dy <= R * R) {
                off[m].x = dx;
                off[m++].y = dy;
            }
    return m;
}

/* FRAMES images of the disc, radius 6, moving VX pixels right per frame. */
static inline void pf_frames(float *img)
{
    for (int f = 0; f < FRAMES; f++)
        for (int py = 0; py < H; py++)
            for (int px = 0; px < W; px++) {
                float dx = px - (W / 3 + VX * (f + 1)), dy = py - H / 2;
                int i = (f * H + py) * W + px;
                img[i] = (dx * dx + dy * dy <= 36 ? FG : BG) + 0.2f * (bench_unit(i) - 0.5f);
            }
}

/* p particles spread around the disc's first position. */
static inline void pf_start(float *x0, float *y0, int p)
{
    for (int i = 0; i < p; i++) {
        x0[i] = W / 3 + 10 * (bench_unit(2 * i + 1000000) - 0.5f);
        y0[i] = H / 2 + 10 * (bench_unit(2 * i + 1000001) - 0.5f);
    }
}

/* The last frame, checked serially: the weights w at the positions x, y the
 * particles had, the CDF (in double; the twin's is whole, not per block),
 * each pick against that CDF, the positions nx, ny the picks gave, and that
 * the particles now sit on the disc.  *sum gets their mean x plus mean y. */
static inline int pf_check(const float *img, const pf_offset *off, int m, int p, float total, const float *x,
                           const float *y, const float *w, const float *cdf, const int *pick, const float *nx,
                           const float *ny, double *sum)
{
    const float *last = img + (size_t)(FRAMES - 1) * W * H;
    float u0 = bench_unit(FRAMES - 1 + 777);
    int ok = 1;
    double run = 0, mx = 0, my = 0;
    for (int i = 0; i < p; i++) {
        float want = expf(pf_loglik(last, x[i], y[i], off, m));
        ok &= fabsf(w[i] - want) <= 1e-4f * want;
        run += (double)w[i] / total;
        ok &= fabs(cdf[i] - run) <= 1e-5;
        float u = (u0 + i) / p;
        int k = pick[i];
        ok &= k >= 0 && k < p && (k == p - 1 || cdf[k] >= u) && (k == 0 || cdf[k - 1] < u);
        ok &= k >= 0 && k < p && nx[i] == x[k] && ny[i] == y[k];
        mx += nx[i];
        my += ny[i];
    }
    mx /= p;
    my /= p;
    ok &= fabs(mx - (W / 3 + VX * FRAMES)) < 1.5 && fabs(my - H / 2) < 1.5;
    *sum = mx + my;
    return ok;
}
#endif
