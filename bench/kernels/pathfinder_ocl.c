/* Cheapest path down a rows x cols grid of weights 0..9 in OpenCL, as
 * pathfinder.cu: row r's cost at column c is its weight plus the least of the
 * previous row's costs at c - 1, c, c + 1.  Pyramid style: a launch advances
 * PYR rows at once; each work-group of BLOCK items holds BLOCK columns of the
 * current row in local memory, work-groups overlap by PYR columns on each
 * side and write the middle OUT ones.  Row 0 is copied in with
 * clEnqueueCopyBuffer, as the CUDA version's device-to-device cudaMemcpy. */
#include "ocl.h"
#include "pathfinder.h"

#define BLOCK 256
#define PYR 16
#define OUT (BLOCK - 2 * PYR)

static const char *source =
    "__kernel void rows_down(__global const int *wall, __global const int *src, __global int *dst,\n"
    "                        int cols, int row0, int nrows)\n"
    "{\n"
    "    __local int prev[BLOCK], next[BLOCK];\n"
    "    int tx = get_local_id(0);\n"
    "    int c = (int)get_group_id(0) * (BLOCK - 2 * PYR) - PYR + tx; /* this item's column */\n"
    "    bool inside = c >= 0 && c < cols;\n"
    "    if (inside)\n"
    "        prev[tx] = src[c];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int k = 1; k <= nrows; k++) {\n"
    "        bool valid = inside && tx >= k && tx < BLOCK - k;\n"
    "        if (valid) {\n"
    "            int m = prev[tx];\n"
    "            if (c > 0)\n"
    "                m = min(m, prev[tx - 1]);\n"
    "            if (c < cols - 1)\n"
    "                m = min(m, prev[tx + 1]);\n"
    "            next[tx] = m + wall[(size_t)(row0 + k) * cols + c];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (valid)\n"
    "            prev[tx] = next[tx];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (inside && tx >= PYR && tx < BLOCK - PYR)\n"
    "        dst[c] = prev[tx];\n"
    "}\n";

int main(void)
{
    const int rows = PATHFINDER_ROWS, cols = PATHFINDER_COLS;
    size_t cells = (size_t)rows * cols, row_bytes = cols * sizeof(int);
    int *wall = pathfinder_wall(rows, cols);
    struct ocl o;
    ocl_init(&o, source, "-DBLOCK=" OCL_STR(BLOCK) " -DPYR=" OCL_STR(PYR));
    cl_mem dwall = ocl_buffer(&o, cells * sizeof(int), wall);
    cl_mem d[2] = {ocl_buffer(&o, row_bytes, NULL), ocl_buffer(&o, row_bytes, NULL)};
    cl_kernel k = ocl_kernel(&o, "rows_down");

    size_t grid = (cols + OUT - 1) / OUT;
    int last = 0;
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        ocl_check(clEnqueueCopyBuffer(o.queue, dwall, d[0], 0, 0, row_bytes, 0, NULL, NULL),
                  "clEnqueueCopyBuffer"); /* row 0 */
        last = 0;
        for (int row0 = 0; row0 < rows - 1; row0 += PYR) {
            int nrows = rows - 1 - row0 < PYR ? rows - 1 - row0 : PYR;
            OCL_ARG(k, 0, dwall);
            OCL_ARG(k, 1, d[last]);
            OCL_ARG(k, 2, d[1 - last]);
            OCL_ARG(k, 3, cols);
            OCL_ARG(k, 4, row0);
            OCL_ARG(k, 5, nrows);
            ocl_launch1(&o, k, grid, BLOCK);
            last = 1 - last;
        }
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    int *out = malloc(row_bytes);
    ocl_read(&o, d[last], row_bytes, out);

    double sum;
    int ok = pathfinder_check(out, wall, rows, cols, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
