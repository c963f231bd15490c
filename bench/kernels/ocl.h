/* OpenCL host boilerplate shared by the K_ocl.c twins: device selection,
 * program build, buffers, launches, and one error check that turns any
 * failed call into `check=FAIL` (run.sh reads it) instead of a crash.
 *
 * The twins run on PoCL's CPU device: the column in run.sh is "PoCL", so
 * another vendor's CPU runtime is used only when asked for by name through
 * BENCH_OPENCL_PLATFORM (a substring of the platform name).  With no such
 * platform at all the program prints `check=NO_OPENCL` and exits 0: a
 * machine without OpenCL is not a failure of the benchmark.
 * The functions are static inline so that a twin using only some of them
 * still builds with -Wall -Werror (no unused-function warnings). */
#ifndef OCL_H
#define OCL_H
/* Include this first: under -std=c17 bench.h's clock_gettime needs POSIX. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#ifndef CL_PLATFORM_NOT_FOUND_KHR /* what the ICD loader says when no driver is installed */
#define CL_PLATFORM_NOT_FOUND_KHR -1001
#endif

/* OpenCL C for the kernels' sources: the work-group's values in
 * __local float s[BLOCK] summed into s[0] by halving (t: the local id),
 * the tree the CUDA twins walk in shared memory. */
#define OCL_BLOCK_SUM                                          \
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"                     \
    "    for (int step = BLOCK / 2; step > 0; step >>= 1) {\n" \
    "        if (t < step)\n"                                 \
    "            s[t] += s[t + step];\n"                      \
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"                 \
    "    }\n"

/* Turns a macro's value into a string, to hand the host's constants (BLOCK,
 * TILE...) to the kernel source as -D options: one definition for both. */
#define OCL_STR_(x) #x
#define OCL_STR(x) OCL_STR_(x)

struct ocl {
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue queue;
    cl_program prog;
};

static inline const char *ocl_error_name(cl_int e)
{
    switch (e) {
    case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_PLATFORM: return "CL_INVALID_PLATFORM";
    case CL_INVALID_DEVICE: return "CL_INVALID_DEVICE";
    case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_BUILD_OPTIONS: return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_DIMENSION: return "CL_INVALID_WORK_DIMENSION";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
    case CL_PLATFORM_NOT_FOUND_KHR: return "CL_PLATFORM_NOT_FOUND_KHR";
    default: return "see CL/cl.h";
    }
}

static inline void ocl_check(cl_int err, const char *what)
{
    if (err == CL_SUCCESS)
        return;
    fflush(stdout); /* the lines printed so far come before the message in a shared log */
    fprintf(stderr, "OpenCL error %d (%s) in %s\n", err, ocl_error_name(err), what);
    printf("opencl_error=%d\ncheck=FAIL\n", err);
    exit(1);
}

#define OCL_ARG(kernel, index, value) \
    ocl_check(clSetKernelArg((kernel), (index), sizeof(value), &(value)), "clSetKernelArg(" #kernel ", " #index ")")

static inline void ocl_no_opencl(const char *why)
{
    fprintf(stderr, "no OpenCL: %s\n", why);
    printf("check=NO_OPENCL\n");
    exit(0);
}

static inline void ocl_platform_string(cl_platform_id p, cl_platform_info what, char *buf, size_t size)
{
    ocl_check(clGetPlatformInfo(p, what, size, buf, NULL), "clGetPlatformInfo");
}

/* The first CPU device of the first platform whose name holds `want`. */
static inline cl_device_id ocl_pick_device(const char *want)
{
    cl_platform_id plats[16];
    cl_uint n = 0;
    cl_int err = clGetPlatformIDs(16, plats, &n);
    if (err == CL_PLATFORM_NOT_FOUND_KHR || (err == CL_SUCCESS && n == 0))
        ocl_no_opencl("no OpenCL platform is installed (Debian: pocl-opencl-icd)");
    ocl_check(err, "clGetPlatformIDs");
    for (cl_uint i = 0; i < n && i < 16; i++) {
        char name[256];
        cl_device_id dev;
        ocl_platform_string(plats[i], CL_PLATFORM_NAME, name, sizeof name);
        if (strstr(name, want) && clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_CPU, 1, &dev, NULL) == CL_SUCCESS) {
            char version[256];
            ocl_platform_string(plats[i], CL_PLATFORM_VERSION, version, sizeof version);
            printf("opencl_platform=%s\n", version); /* run.sh records it */
            return dev;
        }
    }
    fprintf(stderr, "no CPU device on a platform named like \"%s\" among %u platform(s)\n", want, n);
    ocl_no_opencl("set BENCH_OPENCL_PLATFORM to use another platform's CPU device");
    return NULL;
}

static inline void ocl_print_build_log(struct ocl *o)
{
    size_t size = 0;
    if (clGetProgramBuildInfo(o->prog, o->dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &size) != CL_SUCCESS)
        return;
    char *log = malloc(size + 1);
    if (log && clGetProgramBuildInfo(o->prog, o->dev, CL_PROGRAM_BUILD_LOG, size, log, NULL) == CL_SUCCESS) {
        log[size] = 0;
        fprintf(stderr, "OpenCL build log:\n%s\n", log);
    }
    free(log);
}

/* The device, a context and an in-order queue. */
static inline void ocl_open(struct ocl *o)
{
    const char *want = getenv("BENCH_OPENCL_PLATFORM");
    cl_int err;
    o->dev = ocl_pick_device(want && *want ? want : "Portable Computing Language");
    o->ctx = clCreateContext(NULL, 1, &o->dev, NULL, NULL, &err);
    ocl_check(err, "clCreateContext");
    o->queue = clCreateCommandQueue(o->ctx, o->dev, 0, &err);
    ocl_check(err, "clCreateCommandQueue");
    o->prog = NULL;
}

/* The program, OpenCL C 1.2 with `options` and no fast-math flags (the CUDA
 * side is built without --use_fast_math either). */
static inline void ocl_build(struct ocl *o, const char *src, const char *options)
{
    cl_int err;
    o->prog = clCreateProgramWithSource(o->ctx, 1, &src, NULL, &err);
    ocl_check(err, "clCreateProgramWithSource");
    char opts[1024];
    snprintf(opts, sizeof opts, "-cl-std=CL1.2 %s", options ? options : "");
    err = clBuildProgram(o->prog, 1, &o->dev, opts, NULL, NULL);
    if (err != CL_SUCCESS)
        ocl_print_build_log(o);
    ocl_check(err, "clBuildProgram");
}

static inline void ocl_init(struct ocl *o, const char *src, const char *options)
{
    ocl_open(o);
    ocl_build(o, src, options);
}

static inline int ocl_has_extension(struct ocl *o, const char *ext)
{
    char exts[8192];
    ocl_check(clGetDeviceInfo(o->dev, CL_DEVICE_EXTENSIONS, sizeof exts, exts, NULL), "clGetDeviceInfo");
    size_t len = strlen(ext);
    for (const char *p = strstr(exts, ext); p; p = strstr(p + 1, ext)) /* whole words only */
        if ((p == exts || p[-1] == ' ') && (p[len] == ' ' || p[len] == 0))
            return 1;
    return 0;
}

static inline cl_kernel ocl_kernel(struct ocl *o, const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(o->prog, name, &err);
    ocl_check(err, name);
    return k;
}

/* A device buffer, filled from `init` when it is not NULL (the counterpart
 * of cudaMalloc followed by cudaMemcpy). */
static inline cl_mem ocl_buffer(struct ocl *o, size_t bytes, const void *init)
{
    cl_int err;
    cl_mem m = clCreateBuffer(o->ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              (void *)init, &err);
    ocl_check(err, "clCreateBuffer");
    return m;
}

static inline void ocl_read(struct ocl *o, cl_mem m, size_t bytes, void *dst)
{
    ocl_check(clEnqueueReadBuffer(o->queue, m, CL_TRUE, 0, bytes, dst, 0, NULL, NULL), "clEnqueueReadBuffer");
}

static inline void ocl_zero(struct ocl *o, cl_mem m, size_t bytes)
{
    const cl_uchar zero = 0;
    ocl_check(clEnqueueFillBuffer(o->queue, m, &zero, 1, 0, bytes, 0, NULL, NULL), "clEnqueueFillBuffer");
}

/* grid[d] work-groups of block[d] work-items in each dimension: the CUDA
 * launch <<<grid, block>>> spelled the OpenCL way (global = grid * block). */
static inline void ocl_launch(struct ocl *o, cl_kernel k, cl_uint dims, const size_t *grid, const size_t *block)
{
    size_t global[3];
    for (cl_uint d = 0; d < dims; d++)
        global[d] = grid[d] * block[d];
    ocl_check(clEnqueueNDRangeKernel(o->queue, k, dims, NULL, global, block, 0, NULL, NULL),
              "clEnqueueNDRangeKernel");
}

static inline void ocl_launch1(struct ocl *o, cl_kernel k, size_t grid, size_t block)
{
    ocl_launch(o, k, 1, &grid, &block);
}

static inline void ocl_finish(struct ocl *o)
{
    ocl_check(clFinish(o->queue), "clFinish");
}

/* The timing of a twin that is one launch: a first launch, untimed (PoCL
 * compiles the kernel for its work-group size there), then BENCH_REPS
 * launches, each timed up to its clFinish, into ms. */
static inline void ocl_time_launches(struct ocl *o, cl_kernel k, cl_uint dims, const size_t *grid,
                                     const size_t *block, double *ms)
{
    ocl_launch(o, k, dims, grid, block);
    ocl_finish(o);
    for (int r = 0; r < BENCH_REPS; r++) {
        double t0 = bench_now_ms();
        ocl_launch(o, k, dims, grid, block);
        ocl_finish(o);
        ms[r] = bench_now_ms() - t0;
    }
}

static inline void ocl_time_launches1(struct ocl *o, cl_kernel k, size_t grid, size_t block, double *ms)
{
    ocl_time_launches(o, k, 1, &grid, &block, ms);
}
#endif
