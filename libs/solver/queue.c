/* Work queued on the handle's stream: each call's arguments travel in a
 * heap copy that the host function frees when it has run. */
#include <stdlib.h>
#include <string.h>

#include "solver.h"

struct job {
    solver_work_fn fn;
    max_align_t args[];
};

static void CUDART_CB run_job(void *p)
{
    struct job *job = p;
    job->fn(job->args);
    free(job);
}

cusolverStatus_t solver_enqueue(cusolverDnHandle_t handle, solver_work_fn fn, const void *args,
                                size_t size)
{
    struct job *job = malloc(sizeof *job + size);
    if (!job)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    job->fn = fn;
    memcpy(job->args, args, size);
    if (cudaLaunchHostFunc(handle->stream, run_job, job) != cudaSuccess) {
        free(job);
        return CUSOLVER_STATUS_EXECUTION_FAILED;
    }
    return CUSOLVER_STATUS_SUCCESS;
}

static void free_args(void *args)
{
    free(*(void **)args);
}

cusolverStatus_t solver_enqueue_free(cusolverDnHandle_t handle, void *p)
{
    /* When this cannot be queued, p is left: work queued before may still
     * use it, and a leak is better than a use after free. */
    return solver_enqueue(handle, free_args, &p, sizeof p);
}

cusolverStatus_t solver_enqueue_owning(cusolverDnHandle_t handle, solver_work_fn fn,
                                       const void *args, size_t size, void *own)
{
    cusolverStatus_t st = solver_enqueue(handle, fn, args, size);
    if (st != CUSOLVER_STATUS_SUCCESS) {
        free(own);
        return st;
    }
    return own ? solver_enqueue_free(handle, own) : CUSOLVER_STATUS_SUCCESS;
}
