/* Thermal simulation of a chip on an n x n grid in OpenCL, as hotspot.cu:
 * each step, a cell's temperature moves towards its four neighbours' (an
 * edge cell counts itself for a missing neighbour) and towards the ambient,
 * and rises with the power dissipated there.  STEPS launches per repetition,
 * ping-ponging between two buffers; each 16x16 work-group stages its tile
 * and a one-cell halo in local memory. */
#include "ocl.h"
#include "hotspot.h"

#define TILE 16

static const char *source =
    "__kernel void hotspot(__global const float *temp, __global const float *power, __global float *out, int n)\n"
    "{\n"
    "    __local float t[TILE + 2][TILE + 2];\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\n"
    "    int x = get_group_id(0) * TILE + tx, y = get_group_id(1) * TILE + ty;\n"
    "    size_t i = (size_t)y * n + x;\n"
    "    t[ty + 1][tx + 1] = temp[i];\n"
    "    /* the halo; past the chip's edge a cell stands in for its missing neighbour */\n"
    "    if (tx == 0)\n"
    "        t[ty + 1][0] = temp[x > 0 ? i - 1 : i];\n"
    "    if (tx == TILE - 1)\n"
    "        t[ty + 1][TILE + 1] = temp[x < n - 1 ? i + 1 : i];\n"
    "    if (ty == 0)\n"
    "        t[0][tx + 1] = temp[y > 0 ? i - n : i];\n"
    "    if (ty == TILE - 1)\n"
    "        t[TILE + 1][tx + 1] = temp[y < n - 1 ? i + n : i];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    float c = t[ty + 1][tx + 1];\n"
    "    out[i] = c + CY * (t[ty][tx + 1] + t[ty + 2][tx + 1] - 2.0f * c) +\n"
    "             CX * (t[ty + 1][tx] + t[ty + 1][tx + 2] - 2.0f * c) + CZ * (AMB - c) + CP * power[i];\n"
    "}\n";

static void step(struct ocl *o, cl_kernel k, cl_mem temp, cl_mem power, cl_mem out, int n)
{
    const size_t block[2] = {TILE, TILE}, grid[2] = {n / TILE, n / TILE};
    OCL_ARG(k, 0, temp);
    OCL_ARG(k, 1, power);
    OCL_ARG(k, 2, out);
    OCL_ARG(k, 3, n);
    ocl_launch(o, k, 2, grid, block);
}

int main(void)
{
    const int n = HOTSPOT_N;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *temp = malloc(bytes), *power = malloc(bytes);
    hotspot_inputs(temp, power, n);
    struct ocl o;
    ocl_init(&o, source,
             "-DTILE=" OCL_STR(TILE) " -DCX=" OCL_STR(CX) " -DCY=" OCL_STR(CY) " -DCZ=" OCL_STR(CZ)
             " -DCP=" OCL_STR(CP) " -DAMB=" OCL_STR(AMB));
    cl_mem dtemp = ocl_buffer(&o, bytes, temp), dpower = ocl_buffer(&o, bytes, power);
    cl_mem d[2] = {ocl_buffer(&o, bytes, NULL), ocl_buffer(&o, bytes, NULL)};
    cl_kernel k = ocl_kernel(&o, "hotspot");

    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        step(&o, k, dtemp, dpower, d[0], n);
        for (int s = 1; s < STEPS; s++)
            step(&o, k, d[(s - 1) % 2], dpower, d[s % 2], n);
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    float *out = malloc(bytes);
    ocl_read(&o, d[(STEPS - 1) % 2], bytes, out);

    double sum;
    int ok = hotspot_check(out, temp, power, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
