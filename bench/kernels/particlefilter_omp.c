/* A particle filter tracking a bright disc across FRAMES noisy W x H images
 * with P particles.  Per frame, each a parallel loop over the particles:
 * each particle moves (drift plus hashed noise) and weighs itself by the
 * likelihood of the pixels under a disc template at its position, the total
 * a reduction; the normalised weights' CDF is an inclusive scan (an inscan
 * reduction); then systematic resampling: particle j takes the position of
 * the first particle whose CDF reaches (u0 + j) / P, found by binary search. */
#include "bench.h"
#include <math.h>

#define W 512
#define H 512
#define FRAMES 4
#define R 3
#define VX 2.0f
#define BG 0.2f
#define FG 0.8f

typedef struct { int x, y; } offset;

static inline float jitter(unsigned i, unsigned f) /* in [-2, 2) */
{
    unsigned h = i * 0x9e3779b1u ^ (f + 1) * 0x85ebca77u;
    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;
    return (h >> 8) * (4.0f / 16777216.0f) - 2.0f;
}

static inline int clampi(int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; }

static inline float loglik(const float *img, float x, float y, const offset *off, int m)
{
    int cx = (int)roundf(x), cy = (int)roundf(y);
    float s = 0;
    for (int k = 0; k < m; k++) {
        float v = img[clampi(cy + off[k].y, H - 1) * W + clampi(cx + off[k].x, W - 1)];
        s += (v - BG) * (v - BG) - (v - FG) * (v - FG);
    }
    return 2.0f * s;
}

/* One frame; leaves the moved positions in x, y and the new ones in nx, ny. */
static float frame(const float *img, float *restrict x, float *restrict y, float *restrict w,
                   float *restrict cdf, float *restrict nx, float *restrict ny, int *restrict pick,
                   const offset *off, int m, int p, int f)
{
    double sum = 0;
#pragma omp parallel for reduction(+ : sum) schedule(static)
    for (int i = 0; i < p; i++) {
        x[i] += VX + jitter(2 * i, f);
        y[i] += jitter(2 * i + 1, f);
        w[i] = expf(loglik(img, x[i], y[i], off, m));
        sum += w[i];
    }
    float total = (float)sum;
    double run = 0;
#pragma omp parallel for simd reduction(inscan, + : run)
    for (int i = 0; i < p; i++) {
        run += w[i] / total;
#pragma omp scan inclusive(run)
        cdf[i] = (float)run;
    }
    float u0 = bench_unit(f + 777);
#pragma omp parallel for schedule(static)
    for (int j = 0; j < p; j++) {
        float u = (u0 + j) / p;
        int lo = 0, hi = p - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (cdf[mid] >= u)
                hi = mid;
            else
                lo = mid + 1;
        }
        pick[j] = lo;
        nx[j] = x[lo];
        ny[j] = y[lo];
    }
    return total;
}

int main(void)
{
    const int p = 1 << 16;
    offset off[(2 * R + 1) * (2 * R + 1)];
    int m = 0;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
            if (dx * dx + dy * dy <= R * R)
                off[m++] = (offset){dx, dy};
    float *img = malloc((size_t)FRAMES * W * H * sizeof(float));
    for (int f = 0; f < FRAMES; f++) /* the disc, radius 6, moves VX pixels right per frame */
        for (int py = 0; py < H; py++)
            for (int px = 0; px < W; px++) {
                float dx = px - (W / 3 + VX * (f + 1)), dy = py - H / 2;
                int i = (f * H + py) * W + px;
                img[i] = (dx * dx + dy * dy <= 36 ? FG : BG) + 0.2f * (bench_unit(i) - 0.5f);
            }
    float *x0 = malloc(p * sizeof(float)), *y0 = malloc(p * sizeof(float));
    float *x[2] = {malloc(p * sizeof(float)), malloc(p * sizeof(float))};
    float *y[2] = {malloc(p * sizeof(float)), malloc(p * sizeof(float))};
    float *w = malloc(p * sizeof(float)), *cdf = malloc(p * sizeof(float));
    int *pick = malloc(p * sizeof(int));
    for (int i = 0; i < p; i++) { /* spread around the disc's first position */
        x0[i] = W / 3 + 10 * (bench_unit(2 * i + 1000000) - 0.5f);
        y0[i] = H / 2 + 10 * (bench_unit(2 * i + 1000001) - 0.5f);
    }
    double ms[BENCH_REPS];
    float total = 0;
    int cur = 0;
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        for (int i = 0; i < p; i++) {
            x[0][i] = x0[i];
            y[0][i] = y0[i];
        }
        cur = 0;
        double t0 = bench_now_ms();
        for (int f = 0; f < FRAMES; f++) {
            total = frame(img + (size_t)f * W * H, x[cur], y[cur], w, cdf, x[1 - cur], y[1 - cur], pick, off, m, p, f);
            cur = 1 - cur;
        }
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    /* The last frame, checked serially: the weights at the positions the
     * particles had, the CDF (in double), each pick against the CDF, and that
     * the particles now sit on the disc. */
    const float *last = img + (size_t)(FRAMES - 1) * W * H, *px = x[1 - cur], *py = y[1 - cur];
    float u0 = bench_unit(FRAMES - 1 + 777);
    int ok = 1;
    double run = 0, mx = 0, my = 0;
    for (int i = 0; i < p; i++) {
        float want = expf(loglik(last, px[i], py[i], off, m));
        ok &= fabsf(w[i] - want) <= 1e-4f * want;
        run += (double)w[i] / total;
        ok &= fabs(cdf[i] - run) <= 1e-5;
        float u = (u0 + i) / p;
        int k = pick[i];
        ok &= k >= 0 && k < p && (k == p - 1 || cdf[k] >= u) && (k == 0 || cdf[k - 1] < u);
        ok &= k >= 0 && k < p && x[cur][i] == px[k] && y[cur][i] == py[k];
        mx += x[cur][i];
        my += y[cur][i];
    }
    mx /= p;
    my /= p;
    ok &= fabs(mx - (W / 3 + VX * FRAMES)) < 1.5 && fabs(my - H / 2) < 1.5;
    return bench_report(ms, BENCH_REPS, mx + my, ok);
}
