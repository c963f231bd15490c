/* One training step of the input layer of a network with n inputs, HID
 * hidden units and one output, in OpenCL, as backprop.cu.  Forward: each
 * 16x16 work-group (an item per hidden unit and input row) accumulates input
 * times weight over a grid-stride range of inputs, then halves its rows in
 * local memory to one partial sum per hidden unit; the host adds the
 * partials, applies the sigmoid, evaluates the output unit and the hidden
 * units' error terms.  Backward: one item per weight (grid-stride) moves it by
 * ETA * delta * input plus MOMENTUM times its previous move.  The deltas are
 * a __constant kernel argument written with clEnqueueWriteBuffer, where CUDA
 * has a __constant__ variable filled by cudaMemcpyToSymbol. */
#include "ocl.h"
#include "backprop.h"

#define ROWS 16
#define GRID 256

static const char *source =
    "__kernel void layer_forward(__global const float *x, __global const float *w, __global float *partial, int n)\n"
    "{\n"
    "    __local float acc[ROWS][HID];\n"
    "    int tx = get_local_id(0), ty = get_local_id(1);\n"
    "    float s = 0;\n"
    "    for (int i = get_group_id(0) * ROWS + ty; i < n; i += get_num_groups(0) * ROWS)\n"
    "        s += x[i] * w[(size_t)i * HID + tx];\n"
    "    acc[ty][tx] = s;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int step = ROWS / 2; step > 0; step >>= 1) {\n"
    "        if (ty < step)\n"
    "            acc[ty][tx] += acc[ty + step][tx];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (ty == 0)\n"
    "        partial[get_group_id(0) * HID + tx] = acc[0][tx];\n"
    "}\n"
    "\n"
    "__kernel void adjust_weights(__global const float *x, __global float *w, __global float *oldw,\n"
    "                             __constant float *delta, int n)\n"
    "{\n"
    "    for (size_t k = get_global_id(0); k < (size_t)n * HID; k += get_global_size(0)) {\n"
    "        float dw = ETA * delta[k % HID] * x[k / HID] + MOMENTUM * oldw[k];\n"
    "        w[k] += dw;\n"
    "        oldw[k] = dw;\n"
    "    }\n"
    "}\n";

static void copy(struct ocl *o, cl_mem from, cl_mem to, size_t bytes)
{
    ocl_check(clEnqueueCopyBuffer(o->queue, from, to, 0, 0, bytes, 0, NULL, NULL), "clEnqueueCopyBuffer");
}

int main(void)
{
    const int n = BACKPROP_N;
    size_t wbytes = (size_t)n * HID * sizeof(float);
    float *x = malloc(n * sizeof(float)), *w0 = malloc(wbytes), *old0 = malloc(wbytes);
    float v[HID], hidden[HID], dh[HID], part[GRID * HID];
    backprop_inputs(x, w0, old0, v, n);
    struct ocl o;
    ocl_init(&o, source,
             "-DHID=" OCL_STR(HID) " -DROWS=" OCL_STR(ROWS) " -DETA=" OCL_STR(ETA) " -DMOMENTUM=" OCL_STR(MOMENTUM));
    cl_mem dx = ocl_buffer(&o, n * sizeof(float), x), dw0 = ocl_buffer(&o, wbytes, w0), dold0 = ocl_buffer(&o, wbytes, old0);
    cl_mem dw = ocl_buffer(&o, wbytes, NULL), dold = ocl_buffer(&o, wbytes, NULL);
    cl_mem dpart = ocl_buffer(&o, sizeof part, NULL), ddelta = ocl_buffer(&o, sizeof dh, NULL);
    cl_kernel kfwd = ocl_kernel(&o, "layer_forward"), kadj = ocl_kernel(&o, "adjust_weights");
    OCL_ARG(kfwd, 0, dx);
    OCL_ARG(kfwd, 1, dw);
    OCL_ARG(kfwd, 2, dpart);
    OCL_ARG(kfwd, 3, n);
    OCL_ARG(kadj, 0, dx);
    OCL_ARG(kadj, 1, dw);
    OCL_ARG(kadj, 2, dold);
    OCL_ARG(kadj, 3, ddelta);
    OCL_ARG(kadj, 4, n);

    const size_t fblock[2] = {HID, ROWS}, fgrid[2] = {GRID, 1};
    double ms[BENCH_REPS];
    for (int r = -1; r < BENCH_REPS; r++) { /* r = -1 warms up; every step starts from the same weights */
        copy(&o, dw0, dw, wbytes);
        copy(&o, dold0, dold, wbytes);
        ocl_finish(&o);
        double t0 = bench_now_ms();
        ocl_launch(&o, kfwd, 2, fgrid, fblock);
        ocl_read(&o, dpart, sizeof part, part);
        double sum[HID] = {0};
        for (int b = 0; b < GRID; b++)
            for (int j = 0; j < HID; j++)
                sum[j] += part[b * HID + j];
        backprop_backward(sum, v, hidden, dh);
        ocl_check(clEnqueueWriteBuffer(o.queue, ddelta, CL_TRUE, 0, sizeof dh, dh, 0, NULL, NULL),
                  "clEnqueueWriteBuffer");
        ocl_launch1(&o, kadj, 1024, 256);
        ocl_finish(&o);
        if (r >= 0)
            ms[r] = bench_now_ms() - t0;
    }
    float *w = malloc(wbytes), *old = malloc(wbytes);
    ocl_read(&o, dw, wbytes, w);
    ocl_read(&o, dold, wbytes, old);

    double sum;
    int ok = backprop_check(x, w0, old0, v, hidden, dh, w, old, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
