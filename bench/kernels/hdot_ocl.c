/* Half precision dot product of two vectors of n halves in OpenCL, grouped
 * as hdot.cu: each work-item takes a strided chunk of CHUNK pairs, turns its
 * two lanes into one float, each work-group of BLOCK sums them in local
 * memory, writes its sum and adds it to the total.
 *
 * Half arithmetic needs cl_khr_fp16, which PoCL's CPU device does not offer
 * (PoCL 3.1 on x86-64), so the program asks the device: with the extension
 * the chunk is accumulated in half2 with fma, as __hfma2 does; without it
 * the halves are read with vload_half2 and accumulated in float2, which is
 * what a portable OpenCL 1.2 program does (and is more precise, so the same
 * check holds).  The `math=` line says which one ran.  OpenCL 1.2 has no
 * float atomic add: the group's sum goes into the total with the usual
 * compare-and-swap loop on its bits.  The host makes its halves with
 * _Float16 (gcc 12, clang 15), as hdot_omp.c does. */
#include "ocl.h"
#include "hdot.h"

#define BLOCK 256
#define SIZES "-DBLOCK=" OCL_STR(BLOCK) " -DCHUNK=" OCL_STR(CHUNK)

static const char *source =
    "#ifdef USE_FP16\n"
    "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
    "#endif\n"
    "void add_to_total(volatile __global float *total, float v)\n"
    "{\n"
    "    volatile __global uint *bits = (volatile __global uint *)total;\n"
    "    uint old = *bits, seen;\n"
    "    while ((seen = atomic_cmpxchg(bits, old, as_uint(as_float(old) + v))) != old)\n"
    "        old = seen;\n"
    "}\n"
    "\n"
    "__kernel void hdot(__global const half *a, __global const half *b, __global float *block_sums,\n"
    "                   __global float *total)\n"
    "{\n"
    "    __local float s[BLOCK];\n"
    "    int t = get_local_id(0), threads = get_num_groups(0) * BLOCK, g = get_global_id(0);\n"
    "#ifdef USE_FP16\n"
    "    __global const half2 *a2 = (__global const half2 *)a, *b2 = (__global const half2 *)b;\n"
    "    half2 acc = (half2)(0, 0);\n"
    "    for (int k = 0; k < CHUNK; k++) /* strided, so neighbours read consecutive pairs */\n"
    "        acc = fma(a2[g + k * threads], b2[g + k * threads], acc);\n"
    "    s[t] = (float)acc.x + (float)acc.y;\n"
    "#else\n"
    "    float2 acc = (float2)(0, 0);\n"
    "    for (int k = 0; k < CHUNK; k++)\n"
    "        acc = fma(vload_half2(g + k * threads, a), vload_half2(g + k * threads, b), acc);\n"
    "    s[t] = acc.x + acc.y;\n"
    "#endif\n"
    OCL_BLOCK_SUM
    "    if (t == 0) {\n"
    "        block_sums[get_group_id(0)] = s[0];\n"
    "        add_to_total(total, s[0]);\n"
    "    }\n"
    "}\n";

int main(void)
{
    const int n = HDOT_N, pairs = n / 2, grid = pairs / (CHUNK * BLOCK); /* exact multiples */
    _Float16 *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    float *block_sums = malloc(grid * sizeof(float));
    for (int i = 0; i < n; i++) { /* 0 to 1, so the sum does not cancel */
        a[i] = (_Float16)bench_unit(i);
        b[i] = (_Float16)bench_unit(i + n);
    }
    struct ocl o;
    ocl_open(&o);
    int fp16 = ocl_has_extension(&o, "cl_khr_fp16");
    ocl_build(&o, source, fp16 ? "-DUSE_FP16 " SIZES : SIZES);
    printf("math=%s\n", fp16 ? "half (cl_khr_fp16)" : "float (vload_half2)");
    cl_mem da = ocl_buffer(&o, n * sizeof *a, a), db = ocl_buffer(&o, n * sizeof *b, b);
    cl_mem dblock_sums = ocl_buffer(&o, grid * sizeof(float), NULL), dtotal = ocl_buffer(&o, sizeof(float), NULL);
    cl_kernel k = ocl_kernel(&o, "hdot");
    OCL_ARG(k, 0, da);
    OCL_ARG(k, 1, db);
    OCL_ARG(k, 2, dblock_sums);
    OCL_ARG(k, 3, dtotal);

    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        ocl_zero(&o, dtotal, sizeof(float));
        ocl_launch1(&o, k, grid, BLOCK);
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    float total;
    ocl_read(&o, dtotal, sizeof total, &total);
    ocl_read(&o, dblock_sums, grid * sizeof(float), block_sums);

    int ok = hdot_check(a, b, n, total, block_sums, grid, BLOCK);
    return bench_report(ms, BENCH_REPS, total, ok);
}
