/* cuLaunchKernel and the function attributes its checks read.  A launch
 * runs on the runtime's worker pool like cudaLaunchKernel, with the same
 * limits, or becomes a kernel node when its stream captures; the
 * parameters come as kernelParams (the void *[] the block entry takes) or
 * as one buffer packed as the kernel's parameter list lays out. */
#include <stdlib.h>

#include "cu_internal.h"
#include "graph.h"

#define LOCAL_PARAMS 64

static bool function_live(CUfunction f)
{
    return f && ferry_handle_live(f, FERRY_HANDLE_FUNCTION);
}

/* 48 KiB less the static data by default, or what the caller allowed. */
static size_t dynamic_limit(const struct CUfunc_st *f)
{
    if (f->max_dynamic_shared >= 0)
        return (size_t)f->max_dynamic_shared;
    uint32_t st = f->kernel->static_shared;
    return st >= FERRY_SHARED_PER_BLOCK ? 0 : FERRY_SHARED_PER_BLOCK - st;
}

bool ferry_cu_shared_ok(CUfunction f, unsigned shmem)
{
    return shmem <= dynamic_limit(f) && (uint64_t)f->kernel->static_shared + shmem <= FERRY_SHARED_OPTIN;
}

/* Where parameter i lies in the packed buffer, as the kernel's descriptor
 * says (hand-made descriptors may leave it out). */
static bool param_layout(const ferry_kernel_desc *k, uint32_t i, size_t *offset, size_t *size)
{
    if (!k->params)
        return false;
    *offset = k->params[i].offset;
    *size = k->params[i].size;
    return true;
}

/* extra: {CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE,
 * &size, CU_LAUNCH_PARAM_END}, the pairs in any order. */
CUresult ferry_cu_args_from_extra(const ferry_kernel_desc *k, void **extra, void **args)
{
    const char *buf = NULL;
    const size_t *size = NULL;
    for (size_t i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
            buf = extra[i + 1];
        else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
            size = extra[i + 1];
        else
            return CUDA_ERROR_INVALID_VALUE;
    }
    if (k->num_params == 0)
        return CUDA_SUCCESS;
    if (!buf || !size)
        return CUDA_ERROR_INVALID_VALUE;
    for (uint32_t i = 0; i < k->num_params; i++) {
        size_t off, n;
        if (!param_layout(k, i, &off, &n))
            return CUDA_ERROR_NOT_SUPPORTED;
        if (off > *size || n > *size - off)
            return CUDA_ERROR_INVALID_VALUE;
        args[i] = (void *)(buf + off);
    }
    return CUDA_SUCCESS;
}

/* A cooperative grid must have every block resident at once, as occupancy
 * allows on each multiprocessor. */
static CUresult resident(CUfunction f, dim3 grid, dim3 block, unsigned shmem)
{
    int per_sm = 0;
    CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, (int)(block.x * block.y * block.z), shmem);
    if (r != CUDA_SUCCESS)
        return r;
    if ((uint64_t)grid.x * grid.y * grid.z > (uint64_t)per_sm * (uint64_t)ferry_sm_count())
        return CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE;
    return CUDA_SUCCESS;
}

static CUresult check(CUfunction f, dim3 grid, dim3 block, unsigned shmem, CUstream stream, void **params,
                      void **extra, bool cooperative)
{
    CUresult r = ferry_cu_need_ctx();
    if (r != CUDA_SUCCESS)
        return r;
    if (!function_live(f) || !ferry_stream_ok(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    const ferry_kernel_desc *k = f->kernel;
    if ((params && extra) || (!params && !extra && k->num_params > 0))
        return CUDA_ERROR_INVALID_VALUE;
    if (!ferry_dims_ok(grid, block))
        return CUDA_ERROR_INVALID_VALUE;
    if (!ferry_within_bound(k, block))
        return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    if (!ferry_cu_shared_ok(f, shmem))
        return CUDA_ERROR_INVALID_VALUE;
    r = cooperative ? resident(f, grid, block, shmem) : CUDA_SUCCESS;
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(ferry_sticky());
}

/* Runs the grid in the stream's order, or makes it a kernel node of the
 * stream's capture (cooperative grids are not captured: the capture
 * fails). */
static CUresult enqueue(CUfunction f, dim3 grid, dim3 block, unsigned shmem, CUstream stream, void **args,
                        bool cooperative)
{
    if (ferry_capturing(stream)) {
        cudaError_t err = cooperative ? ferry_capture_sync(stream)
                                      : ferry_capture_kernel(f, grid, block, args, shmem, stream);
        return ferry_cu_from_cuda(err);
    }
    const ferry_kernel_desc *k = f->kernel;
    ferry_grid g = {
        .run = k->run_block,
        .args = args,
        .grid = {grid.x, grid.y, grid.z},
        .block = {block.x, block.y, block.z},
        .dyn_shared = shmem,
        .shared_total = k->static_shared + shmem,
        .name = k->name,
        .local_bytes = k->local_bytes,
        .in_order = (k->flags & FERRY_KERNEL_IN_ORDER) != 0,
        .strips = (k->flags & FERRY_KERNEL_STRIPS) != 0,
    };
    cudaError_t err = ferry_launch_queued(&g, k, args, cooperative, stream);
    return ferry_cu_from_cuda(err != cudaSuccess ? err : ferry_sticky());
}

CUresult ferry_cu_launch(CUfunction f, dim3 grid, dim3 block, unsigned sharedMem, CUstream stream, void **params,
                         void **extra, bool cooperative)
{
    CUresult r = check(f, grid, block, sharedMem, stream, params, extra, cooperative);
    if (r != CUDA_SUCCESS)
        return r;
    ferry_cu_texref_refresh();
    const ferry_kernel_desc *k = f->kernel;
    void *local[LOCAL_PARAMS], **args = params, **heap = NULL;
    if (extra) {
        args = k->num_params <= LOCAL_PARAMS ? local : (heap = calloc(k->num_params, sizeof *heap));
        r = args ? ferry_cu_args_from_extra(k, extra, args) : CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (r == CUDA_SUCCESS)
        r = enqueue(f, grid, block, sharedMem, stream, args, cooperative);
    free(heap);
    return r;
}

FERRY_API CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                                  unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                                  unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    dim3 grid = {gridDimX, gridDimY, gridDimZ}, block = {blockDimX, blockDimY, blockDimZ};
    return ferry_cu_launch(f, grid, block, sharedMemBytes, hStream, kernelParams, extra, false);
}

FERRY_API CUresult cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !pi)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && !function_live(hfunc))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r != CUDA_SUCCESS)
        return r;
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *pi = (int)ferry_kernel_max_threads(hfunc->kernel); break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *pi = (int)hfunc->kernel->static_shared; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *pi = (int)hfunc->kernel->local_bytes; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES:
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *pi = 0; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *pi = 32; break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION:
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *pi = ferry_kernel_arch(hfunc->kernel); break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *pi = (int)dynamic_limit(hfunc); break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *pi = hfunc->carveout; break;
    /* No clusters at compute capability 7.5: nothing required, nothing set. */
    case CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH:
    case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
    case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: *pi = 0; break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && !function_live(hfunc))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r != CUDA_SUCCESS)
        return r;
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        if (value < 0 || hfunc->kernel->static_shared + (uint64_t)value > FERRY_SHARED_OPTIN)
            return CUDA_ERROR_INVALID_VALUE;
        hfunc->max_dynamic_shared = value;
        return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
        if (value < -1 || value > 100)
            return CUDA_ERROR_INVALID_VALUE;
        hfunc->carveout = value;
        return CUDA_SUCCESS;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}
