/* A particle filter tracking a bright disc across FRAMES noisy W x H images
 * with P particles in OpenCL, as particlefilter.cu.  Per frame: each particle
 * moves (drift plus hashed noise) and weighs itself by the likelihood of the
 * pixels under a disc template at its position; each work-group sums its
 * weights in local memory, the host adds the groups' sums.  A second launch
 * normalises the weights and scans each group's in local memory; the host
 * scans the group totals.  A third resamples systematically: particle j
 * takes the position of the first particle whose CDF reaches (u0 + j) / P,
 * found by binary search.  One item per particle, BLOCK per work-group.
 * Differences from the CUDA version: the template offsets are a __constant
 * kernel argument (CUDA: a __constant__ variable and cudaMemcpyToSymbol);
 * the frame is picked by an element offset argument instead of a pointer
 * into the image buffer; jitter and loglik are written twice, in the kernel
 * source and in particlefilter.h for the host (CUDA: __host__ __device__). */
#include "ocl.h"
#include "particlefilter.h"

#define BLOCK 256

static const char *source =
    "float jitter(uint i, uint f) /* in [-2, 2) */\n"
    "{\n"
    "    uint h = i * 0x9e3779b1u ^ (f + 1) * 0x85ebca77u;\n"
    "    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;\n"
    "    return (h >> 8) * (4.0f / 16777216.0f) - 2.0f;\n"
    "}\n"
    "\n"
    "float loglik(__global const float *img, float x, float y, __constant int2 *off, int m)\n"
    "{\n"
    "    int cx = (int)round(x), cy = (int)round(y);\n"
    "    float s = 0;\n"
    "    for (int k = 0; k < m; k++) {\n"
    "        int px = min(max(cx + off[k].x, 0), W - 1), py = min(max(cy + off[k].y, 0), H - 1);\n"
    "        float v = img[py * W + px];\n"
    "        s += (v - BG) * (v - BG) - (v - FG) * (v - FG);\n"
    "    }\n"
    "    return 2.0f * s;\n"
    "}\n"
    "\n"
    "__kernel void weigh(__global const float *img, int img_off, __global float *x, __global float *y,\n"
    "                    __global float *w, __global float *part, __constant int2 *offsets, int m, int f)\n"
    "{\n"
    "    __local float s[BLOCK];\n"
    "    int t = get_local_id(0), i = get_group_id(0) * BLOCK + t;\n"
    "    x[i] += VX + jitter(2 * i, f);\n"
    "    y[i] += jitter(2 * i + 1, f);\n"
    "    w[i] = exp(loglik(img + img_off, x[i], y[i], offsets, m));\n"
    "    s[t] = w[i];\n"
    OCL_BLOCK_SUM
    "    if (t == 0)\n"
    "        part[get_group_id(0)] = s[0];\n"
    "}\n"
    "\n"
    "__kernel void block_cdf(__global const float *w, float total, __global float *cdf, __global float *bsum)\n"
    "{\n"
    "    __local float s[BLOCK];\n"
    "    int t = get_local_id(0), i = get_group_id(0) * BLOCK + t;\n"
    "    s[t] = w[i] / total;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int d = 1; d < BLOCK; d <<= 1) { /* inclusive scan, Hillis-Steele */\n"
    "        float v = t >= d ? s[t - d] : 0;\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        s[t] += v;\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    cdf[i] = s[t];\n"
    "    if (t == BLOCK - 1)\n"
    "        bsum[get_group_id(0)] = s[t];\n"
    "}\n"
    "\n"
    "float cdf_at(__global const float *cdf, __global const float *boff, int i) { return boff[i / BLOCK] + cdf[i]; }\n"
    "\n"
    "__kernel void resample(__global const float *cdf, __global const float *boff, __global const float *x,\n"
    "                       __global const float *y, float u0, __global float *nx, __global float *ny,\n"
    "                       __global int *pick, int p)\n"
    "{\n"
    "    int j = get_global_id(0);\n"
    "    float u = (u0 + j) / p;\n"
    "    int lo = 0, hi = p - 1;\n"
    "    while (lo < hi) {\n"
    "        int mid = (lo + hi) / 2;\n"
    "        if (cdf_at(cdf, boff, mid) >= u)\n"
    "            hi = mid;\n"
    "        else\n"
    "            lo = mid + 1;\n"
    "    }\n"
    "    pick[j] = lo;\n"
    "    nx[j] = x[lo];\n"
    "    ny[j] = y[lo];\n"
    "}\n";

static void write(struct ocl *o, cl_mem m, size_t bytes, const void *src)
{
    ocl_check(clEnqueueWriteBuffer(o->queue, m, CL_TRUE, 0, bytes, src, 0, NULL, NULL), "clEnqueueWriteBuffer");
}

int main(void)
{
    const int p = PF_P, nb = p / BLOCK;
    const size_t fb = p * sizeof(float), img_bytes = (size_t)FRAMES * W * H * sizeof(float);
    pf_offset off[(2 * R + 1) * (2 * R + 1)];
    int m = pf_template(off);
    float *img = malloc(img_bytes);
    pf_frames(img);
    float *x0 = malloc(fb), *y0 = malloc(fb);
    pf_start(x0, y0, p);
    struct ocl o;
    ocl_init(&o, source,
             "-DW=" OCL_STR(W) " -DH=" OCL_STR(H) " -DBLOCK=" OCL_STR(BLOCK) " -DVX=" OCL_STR(VX)
             " -DBG=" OCL_STR(BG) " -DFG=" OCL_STR(FG));
    cl_mem dimg = ocl_buffer(&o, img_bytes, img), doffsets = ocl_buffer(&o, m * sizeof *off, off);
    cl_mem dx[2] = {ocl_buffer(&o, fb, NULL), ocl_buffer(&o, fb, NULL)};
    cl_mem dy[2] = {ocl_buffer(&o, fb, NULL), ocl_buffer(&o, fb, NULL)};
    cl_mem dw = ocl_buffer(&o, fb, NULL), dcdf = ocl_buffer(&o, fb, NULL), dpick = ocl_buffer(&o, p * sizeof(int), NULL);
    cl_mem dpart = ocl_buffer(&o, nb * sizeof(float), NULL), dbsum = ocl_buffer(&o, nb * sizeof(float), NULL);
    cl_mem dboff = ocl_buffer(&o, nb * sizeof(float), NULL);
    cl_kernel kweigh = ocl_kernel(&o, "weigh"), kcdf = ocl_kernel(&o, "block_cdf"), kres = ocl_kernel(&o, "resample");
    OCL_ARG(kweigh, 0, dimg);
    OCL_ARG(kweigh, 4, dw);
    OCL_ARG(kweigh, 5, dpart);
    OCL_ARG(kweigh, 6, doffsets);
    OCL_ARG(kweigh, 7, m);
    OCL_ARG(kcdf, 0, dw);
    OCL_ARG(kcdf, 2, dcdf);
    OCL_ARG(kcdf, 3, dbsum);
    OCL_ARG(kres, 0, dcdf);
    OCL_ARG(kres, 1, dboff);
    OCL_ARG(kres, 7, dpick);
    OCL_ARG(kres, 8, p);

    float *part = malloc(nb * sizeof(float)), *boff = malloc(nb * sizeof(float));
    float total = 0;
    double ms[BENCH_REPS];
    int cur = 0;
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        write(&o, dx[0], fb, x0);
        write(&o, dy[0], fb, y0);
        cur = 0;
        double t0 = bench_now_ms();
        for (int f = 0; f < FRAMES; f++) {
            int img_off = f * W * H;
            OCL_ARG(kweigh, 1, img_off);
            OCL_ARG(kweigh, 2, dx[cur]);
            OCL_ARG(kweigh, 3, dy[cur]);
            OCL_ARG(kweigh, 8, f);
            ocl_launch1(&o, kweigh, nb, BLOCK);
            ocl_read(&o, dpart, nb * sizeof(float), part);
            double sum = 0;
            for (int b = 0; b < nb; b++)
                sum += part[b];
            total = (float)sum;
            OCL_ARG(kcdf, 1, total);
            ocl_launch1(&o, kcdf, nb, BLOCK);
            ocl_read(&o, dbsum, nb * sizeof(float), part);
            boff[0] = 0;
            for (int b = 1; b < nb; b++)
                boff[b] = boff[b - 1] + part[b - 1];
            write(&o, dboff, nb * sizeof(float), boff);
            float u0 = bench_unit(f + 777);
            OCL_ARG(kres, 2, dx[cur]);
            OCL_ARG(kres, 3, dy[cur]);
            OCL_ARG(kres, 4, u0);
            OCL_ARG(kres, 5, dx[1 - cur]);
            OCL_ARG(kres, 6, dy[1 - cur]);
            ocl_launch1(&o, kres, nb, BLOCK);
            cur = 1 - cur;
        }
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    /* The last frame, checked on the host; the device's CDF is per
     * work-group, the check's whole, so each group's offset goes in first. */
    float *x = malloc(fb), *y = malloc(fb), *nx = malloc(fb), *ny = malloc(fb);
    float *w = malloc(fb), *cdf = malloc(fb);
    int *pick = malloc(p * sizeof(int));
    ocl_read(&o, dx[1 - cur], fb, x); /* where the particles were weighed */
    ocl_read(&o, dy[1 - cur], fb, y);
    ocl_read(&o, dx[cur], fb, nx); /* where resampling put them */
    ocl_read(&o, dy[cur], fb, ny);
    ocl_read(&o, dw, fb, w);
    ocl_read(&o, dcdf, fb, cdf);
    ocl_read(&o, dpick, p * sizeof(int), pick);
    for (int i = 0; i < p; i++)
        cdf[i] += boff[i / BLOCK];
    double sum;
    int ok = pf_check(img, off, m, p, total, x, y, w, cdf, pick, nx, ny, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
