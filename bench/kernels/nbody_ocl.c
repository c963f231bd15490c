/* Gravitational acceleration on each of n bodies from all n in OpenCL, as
 * nbody.cu: a work-group loads BLOCK bodies at a time into local memory and
 * every work-item sweeps that tile for its own body.  A body is a float4
 * (x, y, z, mass); the host keeps them as four floats each. */
#include "ocl.h"
#include "nbody.h"

#define BLOCK 256

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
    const int n = NBODY_N;
    float (*pos)[4] = malloc(n * sizeof *pos), (*acc)[4] = malloc(n * sizeof *acc);
    nbody_bodies(&pos[0][0], &pos[0][1], &pos[0][2], &pos[0][3], 4, n);
    struct ocl o;
    ocl_init(&o, source, "-DBLOCK=" OCL_STR(BLOCK) " -DEPS2=" OCL_STR(EPS2));
    cl_mem dpos = ocl_buffer(&o, n * sizeof *pos, pos), dacc = ocl_buffer(&o, n * sizeof *acc, NULL);
    cl_kernel k = ocl_kernel(&o, "accel");
    OCL_ARG(k, 0, dpos);
    OCL_ARG(k, 1, dacc);
    OCL_ARG(k, 2, n);

    double ms[BENCH_REPS];
    ocl_time_launches1(&o, k, n / BLOCK, BLOCK, ms);
    ocl_read(&o, dacc, n * sizeof *acc, acc);

    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += fabs(acc[i][0]) + fabs(acc[i][1]) + fabs(acc[i][2]);
    int ok = nbody_check(&pos[0][0], &pos[0][1], &pos[0][2], &pos[0][3], 4, &acc[0][0], &acc[0][1], &acc[0][2], 4, n);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
