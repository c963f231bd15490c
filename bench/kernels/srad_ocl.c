/* Speckle-reducing anisotropic diffusion of a rows x cols image in OpenCL,
 * as srad.cu, ITERS iterations.  Each one: a reduction kernel sums the image
 * and its squares per work-group in local memory (the host adds the
 * partials) for the speckle scale q0^2 = var / mean^2; a kernel takes each
 * pixel's differences to its four neighbours (an edge pixel stands in for a
 * missing one) and its diffusion coefficient c; a second kernel moves each
 * pixel by the divergence of c times the gradient.  One item per pixel in
 * 16x16 work-groups.  The diffusion coefficient is written twice, once in
 * the kernel source and once (srad.h) for the host check, where CUDA shares
 * one __host__ __device__ function. */
#include "ocl.h"
#include "srad.h"

#define BLOCK 256
#define SUMS 256 /* work-groups of the reduction */

static const char *source =
    "__kernel void sums(__global const float *J, __global float *part, int n)\n"
    "{\n"
    "    __local float s[BLOCK], q[BLOCK];\n"
    "    int t = get_local_id(0);\n"
    "    float a = 0, b = 0;\n"
    "    for (int i = get_group_id(0) * BLOCK + t; i < n; i += get_num_groups(0) * BLOCK) {\n"
    "        a += J[i];\n"
    "        b += J[i] * J[i];\n"
    "    }\n"
    "    s[t] = a;\n"
    "    q[t] = b;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int step = BLOCK / 2; step > 0; step >>= 1) {\n"
    "        if (t < step) {\n"
    "            s[t] += s[t + step];\n"
    "            q[t] += q[t + step];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (t == 0) {\n"
    "        part[2 * get_group_id(0)] = s[0];\n"
    "        part[2 * get_group_id(0) + 1] = q[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "float coefficient(float jc, float dn, float ds, float dw, float de, float q0sq)\n"
    "{\n"
    "    float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);\n"
    "    float l = (dn + ds + dw + de) / jc;\n"
    "    float num = 0.5f * g2 - 0.0625f * l * l, den = 1 + 0.25f * l;\n"
    "    float qsq = num / (den * den);\n"
    "    float c = 1.0f / (1.0f + (qsq - q0sq) / (q0sq * (1 + q0sq)));\n"
    "    return fmin(fmax(c, 0.0f), 1.0f);\n"
    "}\n"
    "\n"
    "__kernel void srad_coeff(__global const float *J, __global float *c, __global float *dN,\n"
    "                         __global float *dS, __global float *dW, __global float *dE,\n"
    "                         int rows, int cols, float q0sq)\n"
    "{\n"
    "    int x = get_global_id(0), y = get_global_id(1);\n"
    "    size_t i = (size_t)y * cols + x;\n"
    "    float jc = J[i];\n"
    "    float dn = J[y > 0 ? i - cols : i] - jc, ds = J[y < rows - 1 ? i + cols : i] - jc;\n"
    "    float dw = J[x > 0 ? i - 1 : i] - jc, de = J[x < cols - 1 ? i + 1 : i] - jc;\n"
    "    dN[i] = dn;\n"
    "    dS[i] = ds;\n"
    "    dW[i] = dw;\n"
    "    dE[i] = de;\n"
    "    c[i] = coefficient(jc, dn, ds, dw, de, q0sq);\n"
    "}\n"
    "\n"
    "/* the north and west fluxes use the pixel's own c, the south and east ones its neighbour's */\n"
    "__kernel void srad_update(__global float *J, __global const float *c, __global const float *dN,\n"
    "                          __global const float *dS, __global const float *dW, __global const float *dE,\n"
    "                          int rows, int cols)\n"
    "{\n"
    "    int x = get_global_id(0), y = get_global_id(1);\n"
    "    size_t i = (size_t)y * cols + x;\n"
    "    float cs = c[y < rows - 1 ? i + cols : i], ce = c[x < cols - 1 ? i + 1 : i];\n"
    "    J[i] += 0.25f * LAMBDA * (c[i] * (dN[i] + dW[i]) + cs * dS[i] + ce * dE[i]);\n"
    "}\n";

int main(void)
{
    const int rows = SRAD_ROWS, cols = SRAD_COLS, n = rows * cols;
    size_t bytes = (size_t)n * sizeof(float);
    float *img = malloc(bytes), hpart[2 * SUMS];
    srad_image(img, rows, cols);
    struct ocl o;
    ocl_init(&o, source, "-DBLOCK=" OCL_STR(BLOCK) " -DLAMBDA=" OCL_STR(LAMBDA));
    cl_mem J = ocl_buffer(&o, bytes, NULL), c = ocl_buffer(&o, bytes, NULL), part = ocl_buffer(&o, sizeof hpart, NULL);
    cl_mem d[4];
    for (int k = 0; k < 4; k++)
        d[k] = ocl_buffer(&o, bytes, NULL);
    cl_kernel ksums = ocl_kernel(&o, "sums"), kcoeff = ocl_kernel(&o, "srad_coeff"),
              kupdate = ocl_kernel(&o, "srad_update");
    OCL_ARG(ksums, 0, J);
    OCL_ARG(ksums, 1, part);
    OCL_ARG(ksums, 2, n);
    OCL_ARG(kcoeff, 0, J);
    OCL_ARG(kcoeff, 1, c);
    OCL_ARG(kupdate, 0, J);
    OCL_ARG(kupdate, 1, c);
    for (int k = 0; k < 4; k++) {
        OCL_ARG(kcoeff, 2 + k, d[k]);
        OCL_ARG(kupdate, 2 + k, d[k]);
    }
    OCL_ARG(kcoeff, 6, rows);
    OCL_ARG(kcoeff, 7, cols);
    OCL_ARG(kupdate, 6, rows);
    OCL_ARG(kupdate, 7, cols);

    const size_t block[2] = {16, 16}, grid[2] = {cols / 16, rows / 16};
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        ocl_check(clEnqueueWriteBuffer(o.queue, J, CL_TRUE, 0, bytes, img, 0, NULL, NULL), "clEnqueueWriteBuffer");
        double t0 = bench_now_ms();
        for (int it = 0; it < ITERS; it++) {
            ocl_launch1(&o, ksums, SUMS, BLOCK);
            ocl_read(&o, part, sizeof hpart, hpart);
            double s = 0, q = 0;
            for (int b = 0; b < SUMS; b++) {
                s += hpart[2 * b];
                q += hpart[2 * b + 1];
            }
            float q0sq = srad_q0sq(s, q, n);
            OCL_ARG(kcoeff, 8, q0sq);
            ocl_launch(&o, kcoeff, 2, grid, block);
            ocl_launch(&o, kupdate, 2, grid, block);
        }
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    float *out = malloc(bytes);
    ocl_read(&o, J, bytes, out);

    double sum;
    int ok = srad_check(out, img, rows, cols, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
