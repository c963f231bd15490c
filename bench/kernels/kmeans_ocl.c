/* ITERS iterations of k-means over n points with D features, K clusters, in
 * OpenCL, as kmeans.cu.  The assignment step runs on the device, one item per
 * point (grid-stride, 512 work-groups of 256), the points stored
 * feature-major; the update step (each centroid to the mean of its points;
 * an empty cluster keeps its centroid) runs on the host between launches.
 * The centroids are a __constant kernel argument written with a blocking
 * clEnqueueWriteBuffer, where CUDA has a __constant__ variable filled by
 * cudaMemcpyToSymbol. */
#include "ocl.h"
#include "kmeans.h"
#include <string.h>

static const char *source =
    "__kernel void assign(__global const float *feat, __constant float *centroid, __global int *member, int n)\n"
    "{\n"
    "    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {\n"
    "        float p[D];\n"
    "        for (int d = 0; d < D; d++)\n"
    "            p[d] = feat[(size_t)d * n + i];\n"
    "        int best = 0;\n"
    "        float best_dist = FLT_MAX;\n"
    "        for (int k = 0; k < K; k++) {\n"
    "            float dist = 0;\n"
    "            for (int d = 0; d < D; d++) {\n"
    "                float t = p[d] - centroid[k * D + d];\n"
    "                dist += t * t;\n"
    "            }\n"
    "            if (dist < best_dist) {\n"
    "                best_dist = dist;\n"
    "                best = k;\n"
    "            }\n"
    "        }\n"
    "        member[i] = best;\n"
    "    }\n"
    "}\n";

int main(void)
{
    const int n = KMEANS_N;
    float *feat = malloc((size_t)n * D * sizeof(float)), cent[K * D], used[K * D];
    kmeans_points(feat, n);
    int *member = malloc(n * sizeof(int));
    struct ocl o;
    ocl_init(&o, source, "-DD=" OCL_STR(D) " -DK=" OCL_STR(K));
    cl_mem dfeat = ocl_buffer(&o, (size_t)n * D * sizeof(float), feat);
    cl_mem dcent = ocl_buffer(&o, sizeof cent, NULL), dmember = ocl_buffer(&o, n * sizeof(int), NULL);
    cl_kernel k = ocl_kernel(&o, "assign");
    OCL_ARG(k, 0, dfeat);
    OCL_ARG(k, 1, dcent);
    OCL_ARG(k, 2, dmember);
    OCL_ARG(k, 3, n);

    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up */
        double t0 = bench_now_ms();
        kmeans_start(feat, cent, n);
        for (int it = 0; it < ITERS; it++) {
            memcpy(used, cent, sizeof cent);
            ocl_check(clEnqueueWriteBuffer(o.queue, dcent, CL_TRUE, 0, sizeof cent, cent, 0, NULL, NULL),
                      "clEnqueueWriteBuffer");
            ocl_launch1(&o, k, 512, 256);
            ocl_read(&o, dmember, n * sizeof(int), member);
            kmeans_update(feat, member, cent, n);
        }
        ocl_finish(&o); /* the blocking reads have drained the queue already */
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }

    double sum;
    int ok = kmeans_check(feat, used, member, cent, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
