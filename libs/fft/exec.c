/* cufftExec*: each call queues one FFTW execution on the plan's stream
 * (cudaLaunchHostFunc), so that it runs after the kernels and copies
 * queued before it and before those queued after it, as cuFFT's kernels
 * do.  The queued job holds a reference to the plan, which keeps its FFTW
 * plans alive if the handle is destroyed first.  A job captured into a
 * CUDA graph runs at each launch of the graph, for as long as the graph
 * lives, which the library cannot see: the plan owns such jobs instead and
 * frees them with itself (a graph must not outlive its plans, in cuFFT
 * too). */
#include <fftw3.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "fft.h"

struct fft_job {
    fft_plan *plan;
    fft_job *next_captured;
    bool captured;
    void *fftw; /* the variant for these arrays */
    void *in, *out;
    void *copy;       /* in-place fallback: the input is copied here first */
    size_t copy_bytes;
};

static void CUDART_CB run(void *data)
{
    fft_job *j = data;
    void *in = j->in;
    if (j->copy) {
        memcpy(j->copy, j->in, j->copy_bytes);
        in = j->copy;
    }
    fft_execute(j->plan, j->fftw, in, j->out);
    if (j->captured)
        return;
    fftw_free(j->copy);
    fft_put(j->plan);
    free(j);
}

/* Picks (or makes) the FFTW plan for these arrays.  If FFTW has no
 * in-place plan for an advanced layout, the input is copied to a scratch
 * array and transformed out of place, laid out the same. */
static cufftResult prepare(fft_plan *p, fft_job *j, int direction)
{
    bool same = j->in == j->out;
    int v = (direction == CUFFT_INVERSE ? FFT_V_INVERSE : 0) | (p->basic && same ? FFT_V_LAYOUT_INPLACE : 0);
    bool unaligned = !fft_aligned(p, j->in) || !fft_aligned(p, j->out);
    j->fftw = fft_variant(p, v | (same ? FFT_V_SAME_ARRAY : 0) | (unaligned ? FFT_V_UNALIGNED : 0));
    if (j->fftw)
        return CUFFT_SUCCESS;
    if (!same)
        return CUFFT_EXEC_FAILED;
    fft_layout l;
    fft_layout_of(p, v & FFT_V_LAYOUT_INPLACE, &l);
    j->copy_bytes = fft_span(p, &l.in);
    j->copy = fftw_malloc(j->copy_bytes);
    if (!j->copy)
        return CUFFT_ALLOC_FAILED;
    j->fftw = fft_variant(p, v | (fft_aligned(p, j->out) ? 0 : FFT_V_UNALIGNED));
    return j->fftw ? CUFFT_SUCCESS : CUFFT_EXEC_FAILED;
}

cufftResult fft_exec(cufftHandle h, cufftType want, void *in, void *out, int direction)
{
    fft_plan *p = fft_get(h);
    if (!p)
        return CUFFT_INVALID_PLAN;
    cufftResult r = CUFFT_SUCCESS;
    if (!p->made || p->type != want)
        r = CUFFT_INVALID_PLAN;
    else if (!in || !out || (direction != CUFFT_FORWARD && direction != CUFFT_INVERSE))
        r = CUFFT_INVALID_VALUE;
    fft_job *j = r == CUFFT_SUCCESS ? calloc(1, sizeof *j) : NULL;
    if (r == CUFFT_SUCCESS && !j)
        r = CUFFT_ALLOC_FAILED;
    if (r == CUFFT_SUCCESS) {
        *j = (fft_job){.plan = p, .in = in, .out = out};
        r = prepare(p, j, direction);
    }
    /* Once queued, an uncaptured job may run and be freed at any moment:
     * only the local copy of `captured` is read after. */
    bool captured = false;
    if (r == CUFFT_SUCCESS) {
        enum cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
        captured = cudaStreamIsCapturing(p->stream, &status) == cudaSuccess && status != cudaStreamCaptureStatusNone;
        j->captured = captured;
        if (cudaLaunchHostFunc(p->stream, run, j) != cudaSuccess)
            r = CUFFT_EXEC_FAILED;
    }
    if (r != CUFFT_SUCCESS) {
        if (j)
            fftw_free(j->copy);
        free(j);
        fft_put(p);
    } else if (captured) {
        pthread_mutex_lock(&p->lock);
        j->next_captured = p->captured;
        p->captured = j;
        pthread_mutex_unlock(&p->lock);
        fft_put(p);
    }
    return r;
}

void fft_captured_free(fft_plan *p)
{
    while (p->captured) {
        fft_job *j = p->captured;
        p->captured = j->next_captured;
        fftw_free(j->copy);
        free(j);
    }
}

cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    return fft_exec(plan, CUFFT_C2C, idata, odata, direction);
}

cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    return fft_exec(plan, CUFFT_Z2Z, idata, odata, direction);
}

/* Real transforms have no direction argument: R2C is forward, C2R inverse,
 * and their FFTW plans carry no sign (the variant's sign bit stays 0). */
cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    return fft_exec(plan, CUFFT_R2C, idata, odata, CUFFT_FORWARD);
}

cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    return fft_exec(plan, CUFFT_D2Z, idata, odata, CUFFT_FORWARD);
}

cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    return fft_exec(plan, CUFFT_C2R, idata, odata, CUFFT_FORWARD);
}

cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    return fft_exec(plan, CUFFT_Z2D, idata, odata, CUFFT_FORWARD);
}
