/* Black-Scholes prices of a European call and put for each of n options in
 * OpenCL, one work-item per option in work-groups of 256, with the 5-term
 * Abramowitz-Stegun normal distribution of blackscholes.cu. */
#include "ocl.h"
#include "blackscholes.h"

static const char *source =
    "float cnd(float d)\n"
    "{\n"
    "    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f,\n"
    "                a4 = -1.821255978f, a5 = 1.330274429f;\n"
    "    const float rsqrt2pi = 0.39894228040143267794f;\n"
    "    float k = 1.0f / (1.0f + 0.2316419f * fabs(d));\n"
    "    float tail = rsqrt2pi * exp(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));\n"
    "    return d > 0 ? 1.0f - tail : tail;\n"
    "}\n"
    "\n"
    "__kernel void price(__global const float *spot, __global const float *strike,\n"
    "                    __global const float *years, __global float *call, __global float *put, int n)\n"
    "{\n"
    "    int i = get_global_id(0);\n"
    "    if (i >= n)\n"
    "        return;\n"
    "    float s = spot[i], x = strike[i], t = years[i];\n"
    "    float sqrt_t = sqrt(t);\n"
    "    float d1 = (log(s / x) + (RATE + 0.5f * VOL * VOL) * t) / (VOL * sqrt_t);\n"
    "    float d2 = d1 - VOL * sqrt_t;\n"
    "    float n1 = cnd(d1), n2 = cnd(d2);\n"
    "    float disc = x * exp(-RATE * t); /* the discounted strike */\n"
    "    call[i] = s * n1 - disc * n2;\n"
    "    put[i] = disc * (1.0f - n2) - s * (1.0f - n1);\n"
    "}\n";

int main(void)
{
    const int n = BLACKSCHOLES_N, block = 256, grid = (n + block - 1) / block;
    size_t bytes = n * sizeof(float);
    float *spot = malloc(bytes), *strike = malloc(bytes), *years = malloc(bytes);
    float *call = malloc(bytes), *put = malloc(bytes);
    blackscholes_options(spot, strike, years, n);
    struct ocl o;
    ocl_init(&o, source, "-DRATE=" OCL_STR(RATE) " -DVOL=" OCL_STR(VOL));
    cl_mem dspot = ocl_buffer(&o, bytes, spot), dstrike = ocl_buffer(&o, bytes, strike);
    cl_mem dyears = ocl_buffer(&o, bytes, years);
    cl_mem dcall = ocl_buffer(&o, bytes, NULL), dput = ocl_buffer(&o, bytes, NULL);
    cl_kernel k = ocl_kernel(&o, "price");
    OCL_ARG(k, 0, dspot);
    OCL_ARG(k, 1, dstrike);
    OCL_ARG(k, 2, dyears);
    OCL_ARG(k, 3, dcall);
    OCL_ARG(k, 4, dput);
    OCL_ARG(k, 5, n);

    double ms[BENCH_REPS];
    ocl_time_launches1(&o, k, grid, block, ms);
    ocl_read(&o, dcall, bytes, call);
    ocl_read(&o, dput, bytes, put);

    double sum;
    int ok = blackscholes_check(spot, strike, years, call, put, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
