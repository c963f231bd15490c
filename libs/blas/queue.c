/* Work in stream order: each call's arguments are copied into a job that
 * the handle's stream runs as a host function, so BLAS calls order with
 * kernels, copies and events on that stream exactly as on a GPU. */
#include <stdlib.h>

#include "blas.h"

typedef struct {
    void (*fn)(void *args);
    bool keep; /* captured into a graph: run at each of its launches */
    _Alignas(16) unsigned char args[];
} job;

static void run_job(void *p)
{
    job *j = p;
    j->fn(j->args);
    if (!j->keep)
        free(j);
}

/* A call made while the stream is being captured becomes a host node of
 * the graph, which may be launched any number of times and gives no word
 * of its destruction: such jobs are kept for the life of the process (a
 * few hundred bytes per captured call). */
static bool capturing(cudaStream_t stream)
{
    enum cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
    return cudaStreamIsCapturing(stream, &st) == cudaSuccess && st == cudaStreamCaptureStatusActive;
}

cublasStatus_t ferry_blas_enqueue(cublasHandle_t h, void (*fn)(void *args), const void *args, size_t size)
{
    return ferry_blas_enqueue_on(h->stream, fn, args, size);
}

cublasStatus_t ferry_blas_enqueue_on(cudaStream_t stream, void (*fn)(void *args), const void *args, size_t size)
{
    job *j = malloc(sizeof *j + size);
    if (!j)
        return CUBLAS_STATUS_ALLOC_FAILED;
    j->fn = fn;
    j->keep = capturing(stream);
    memcpy(j->args, args, size);
    if (cudaLaunchHostFunc(stream, run_job, j) != cudaSuccess) {
        free(j);
        return CUBLAS_STATUS_EXECUTION_FAILED;
    }
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t ferry_blas_wait(cublasHandle_t h, cublasStatus_t st)
{
    /* under capture the result is written when the graph runs */
    if (st != CUBLAS_STATUS_SUCCESS || h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE || capturing(h->stream))
        return st;
    return cudaStreamSynchronize(h->stream) == cudaSuccess ? st : CUBLAS_STATUS_EXECUTION_FAILED;
}
