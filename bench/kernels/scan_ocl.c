/* Exclusive prefix sum of n ints in OpenCL, decomposed as scan.cu: each
 * work-group stages a tile of BLOCK*ITEMS elements in local memory, every
 * work-item scans its ITEMS consecutive elements serially, the work-item
 * totals are scanned across the group, and each work-item writes its
 * elements back with its prefix added; the tile totals are scanned the same
 * way (recursively) and added back.  scan.cu scans the totals with warp
 * shuffles and then across the warps; OpenCL 1.2 has no shuffles, so here
 * they are scanned in local memory (Hillis-Steele, log2(BLOCK) steps). */
#include "ocl.h"
#include "scan.h"

#define BLOCK 256
#define ITEMS 16
#define TILE (BLOCK * ITEMS)

static const char *source =
    "#define TILE (BLOCK * ITEMS)\n"
    "__kernel void scan_tiles(__global const int *in, __global int *out, __global int *sums, int n)\n"
    "{\n"
    "    __local int s[TILE];\n"
    "    __local int tot[BLOCK];\n"
    "    int t = get_local_id(0), base = get_group_id(0) * TILE;\n"
    "    for (int k = 0; k < ITEMS; k++) {\n"
    "        int i = k * BLOCK + t;\n"
    "        s[i] = base + i < n ? in[base + i] : 0;\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "\n"
    "    int acc = 0;\n"
    "    for (int k = 0; k < ITEMS; k++) { /* this work-item's run, exclusive, in place */\n"
    "        int i = t * ITEMS + k, x = s[i];\n"
    "        s[i] = acc;\n"
    "        acc += x;\n"
    "    }\n"
    "    tot[t] = acc;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int off = 1; off < BLOCK; off <<= 1) {\n"
    "        int up = t >= off ? tot[t - off] : 0;\n"
    "        barrier(CLK_LOCAL_MEM_FENCE); /* everyone has read before anyone writes */\n"
    "        tot[t] += up;\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    int prefix = tot[t] - acc;\n"
    "    for (int k = 0; k < ITEMS; k++)\n"
    "        s[t * ITEMS + k] += prefix;\n"
    "    if (t == 0 && sums)\n"
    "        sums[get_group_id(0)] = tot[BLOCK - 1];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "\n"
    "    for (int k = 0; k < ITEMS; k++) {\n"
    "        int i = k * BLOCK + t;\n"
    "        if (base + i < n)\n"
    "            out[base + i] = s[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void add_offsets(__global int *data, __global const int *offsets, int n)\n"
    "{\n"
    "    int base = get_group_id(0) * TILE, add = offsets[get_group_id(0)];\n"
    "    for (int k = 0; k < ITEMS; k++) {\n"
    "        int i = base + k * BLOCK + get_local_id(0);\n"
    "        if (i < n)\n"
    "            data[i] += add;\n"
    "    }\n"
    "}\n";

struct scan {
    struct ocl o;
    cl_kernel tiles, add;
};

/* levels[k] holds the tile totals of level k; deeper levels scan in place. */
static void scan(struct scan *s, cl_mem in, cl_mem out, int n, const cl_mem *levels)
{
    int tiles = (n + TILE - 1) / TILE;
    cl_mem sums = tiles == 1 ? NULL : levels[0]; /* a NULL buffer is a null pointer in the kernel */
    OCL_ARG(s->tiles, 0, in);
    OCL_ARG(s->tiles, 1, out);
    OCL_ARG(s->tiles, 2, sums);
    OCL_ARG(s->tiles, 3, n);
    ocl_launch1(&s->o, s->tiles, tiles, BLOCK);
    if (tiles == 1)
        return;
    scan(s, levels[0], levels[0], tiles, levels + 1);
    OCL_ARG(s->add, 0, out);
    OCL_ARG(s->add, 1, levels[0]);
    OCL_ARG(s->add, 2, n);
    ocl_launch1(&s->o, s->add, tiles, BLOCK);
}

int main(void)
{
    const int n = SCAN_N;
    int *h = malloc(n * sizeof(int)), *res = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        h[i] = scan_input(i);
    struct scan s;
    ocl_init(&s.o, source, "-DBLOCK=" OCL_STR(BLOCK) " -DITEMS=" OCL_STR(ITEMS));
    s.tiles = ocl_kernel(&s.o, "scan_tiles");
    s.add = ocl_kernel(&s.o, "add_offsets");
    cl_mem din = ocl_buffer(&s.o, n * sizeof(int), h), dout = ocl_buffer(&s.o, n * sizeof(int), NULL);
    cl_mem levels[8] = {0};
    for (int k = 0, m = n; m > TILE; k++) {
        m = (m + TILE - 1) / TILE;
        levels[k] = ocl_buffer(&s.o, m * sizeof(int), NULL);
    }

    scan(&s, din, dout, n, levels);
    ocl_finish(&s.o);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        scan(&s, din, dout, n, levels);
        ocl_finish(&s.o);
        ms[r] = bench_now_ms() - t0;
    }
    ocl_read(&s.o, dout, n * sizeof(int), res);

    double sum;
    int ok = scan_check(res, h, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
