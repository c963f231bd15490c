/* Gravitational acceleration on each of n bodies from all n in OpenCL, as
 * nbody.cu: a work-group loads BLOCK bodies at a time into local memory and
 * every work-item sweeps that tile for its own body.  A body is a float4
 * (x, y, z, mass); the host keeps them as four floats each. */
#include "ocl.h"
#include "bench.h"
#include <math.h>

#define BLOCK 256
#define EPS2 0.01f

static const char *source =
    "__kernel void accel(__global const float4 *pos, __global float4 *acc, int n)\n"
    "{\n"
    "    __local float4 tile[BLOCK];\n"
    "    int t = get_local_id(0), i = get_global_id(0);\n"
    "    float4 p = pos[i];\n"
    "    float ax = 0, ay = 0, az = 0;\n"
    "    for (int t0 = 0; t0 < n; t0 += BLOCK) {\n"
    "        tile[t] = pos[t0 + t];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        for (int j = 0; j < BLOCK; j++) {\n"
    "            float4 q = tile[j]; /* w is the mass */\n"
    "            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;\n"
    "            float inv = rsqrt(dx * dx + dy * dy + dz * dz + EPS2);\n"
    "            float s = q.w * inv * inv * inv;\n"
    "            ax += dx * s;\n"
    "            ay += dy * s;\n"
    "            az += dz * s;\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE); /* the next tile overwrites this one */\n"
    "    }\n"
    "    acc[i] = (float4)(ax, ay, az, 0);\n"
    "}\n";

int main(void)
{
    const int n = 4096; /* a multiple of BLOCK */
    float (*pos)[4] = malloc(n * sizeof *pos), (*acc)[4] = malloc(n * sizeof *acc);
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < 3; c++)
            pos[i][c] = bench_unit(4 * i + c);
        pos[i][3] = 0.5f + bench_unit(4 * i + 3);
    }
    struct ocl o;
    ocl_init(&o, source, "-DBLOCK=" OCL_STR(BLOCK) " -DEPS2=" OCL_STR(EPS2));
    cl_mem dpos = ocl_buffer(&o, n * sizeof *pos, pos), dacc = ocl_buffer(&o, n * sizeof *acc, NULL);
    cl_kernel k = ocl_kernel(&o, "accel");
    OCL_ARG(k, 0, dpos);
    OCL_ARG(k, 1, dacc);
    OCL_ARG(k, 2, n);

    ocl_launch1(&o, k, n / BLOCK, BLOCK);
    ocl_finish(&o);
    double ms[BENCH_REPS];
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        ocl_launch1(&o, k, n / BLOCK, BLOCK);
        ocl_finish(&o);
        ms[r] = bench_now_ms() - t0;
    }
    ocl_read(&o, dacc, n * sizeof *acc, acc);

    int ok = 1;
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += fabs(acc[i][0]) + fabs(acc[i][1]) + fabs(acc[i][2]);
    for (int s = 0; s < 64; s++) { /* a sample of bodies, in double precision */
        int i = bench_hash(s) % n;
        double a[3] = {0, 0, 0};
        for (int j = 0; j < n; j++) {
            double d[3] = {pos[j][0] - pos[i][0], pos[j][1] - pos[i][1], pos[j][2] - pos[i][2]};
            double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + EPS2;
            for (int k = 0; k < 3; k++)
                a[k] += d[k] * pos[j][3] / (r2 * sqrt(r2));
        }
        double norm = sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
        ok &= fabs(acc[i][0] - a[0]) + fabs(acc[i][1] - a[1]) + fabs(acc[i][2] - a[2]) <= 1e-3 * norm + 1e-3;
    }
    return bench_report(ms, BENCH_REPS, sum, ok);
}
