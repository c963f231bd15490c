/* The FFTW plans behind a cuFFT plan.  FFTW's new-array execute functions
 * run one FFTW plan on any arrays laid out as the planning ones, with the
 * same alignment and the same in-place-ness; so each cuFFT plan keeps one
 * FFTW plan per variant (fft.h), made the first time an exec call needs it
 * and reused for every later call.
 *
 * Planning rigor: FFTW_ESTIMATE by default.  cuFFT plans cost milliseconds
 * and programs make them freely (one per call in some codes); MEASURE can
 * spend seconds on a prime or large size, and it overwrites the arrays it
 * plans on, which is why planning always uses scratch arrays here.
 * FERRY_CUFFT_PLANNER=measure (or patient) asks for the slower, better
 * plans where a program plans once and executes many times.
 *
 * Threads: an execution runs as a host function on the plan's stream, once
 * the stream's earlier kernels have finished, so Ferry's kernel workers
 * (one per CPU) are idle then; FFTW gets as many threads as Ferry has
 * workers (the device's multiprocessor count, which follows
 * FERRY_NUM_THREADS), never more, and only for transforms big enough to
 * repay FFTW's fork and join.  Kernels of another stream running meanwhile
 * share the CPUs as two streams' kernels do.
 *
 * FFTW's planner (and plan destruction) is not thread-safe: planner_lock
 * serializes them; execution needs no lock. */
#include <fftw3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "fft.h"

/* Below this many points per execution, one thread is faster. */
#define FFT_THREADED_POINTS 32768

static pthread_mutex_t planner_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t threads_once = PTHREAD_ONCE_INIT;
static bool threads_ok;
static unsigned rigor = FFTW_ESTIMATE;

static void init_once(void)
{
    threads_ok = fftw_init_threads() != 0 && fftwf_init_threads() != 0;
    /* The program may plan with FFTW itself (or through cuFFTW) on other
     * threads: FFTW's own planner lock serializes it with ours. */
    fftw_make_planner_thread_safe();
    fftwf_make_planner_thread_safe();
    const char *want = getenv("FERRY_CUFFT_PLANNER");
    if (want && !strcmp(want, "measure"))
        rigor = FFTW_MEASURE;
    else if (want && !strcmp(want, "patient"))
        rigor = FFTW_PATIENT;
}

static int threads_for(const fft_plan *p)
{
    long long points = p->batch;
    for (int i = 0; i < p->rank; i++)
        points *= p->n[i];
    int dev = 0, workers = 1;
    if (!threads_ok || points < FFT_THREADED_POINTS || cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&workers, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || workers < 1)
        return 1;
    return workers;
}

/* Called with planner_lock held. */
static void *plan_fftw(const fft_plan *p, const fft_layout *l, int sign, unsigned flags, void *in, void *out)
{
    fftw_iodim64 dims[FFT_MAX_RANK], many = {p->batch, l->in.dist, l->out.dist};
    for (int i = 0; i < p->rank; i++)
        dims[i] = (fftw_iodim64){p->n[i], l->in.stride[i], l->out.stride[i]};
    /* fftwf_iodim64 has the same members: FFTW defines both from one macro. */
    const fftwf_iodim64 *fdims = (const fftwf_iodim64 *)dims, *fmany = (const fftwf_iodim64 *)&many;
    switch (p->type) {
    case CUFFT_C2C:
        return fftwf_plan_guru64_dft(p->rank, fdims, 1, fmany, in, out, sign, flags);
    case CUFFT_Z2Z:
        return fftw_plan_guru64_dft(p->rank, dims, 1, &many, in, out, sign, flags);
    case CUFFT_R2C:
        return fftwf_plan_guru64_dft_r2c(p->rank, fdims, 1, fmany, in, out, flags);
    case CUFFT_D2Z:
        return fftw_plan_guru64_dft_r2c(p->rank, dims, 1, &many, in, out, flags);
    case CUFFT_C2R:
        return fftwf_plan_guru64_dft_c2r(p->rank, fdims, 1, fmany, in, out, flags);
    case CUFFT_Z2D:
        return fftw_plan_guru64_dft_c2r(p->rank, dims, 1, &many, in, out, flags);
    }
    return NULL;
}

void *fft_variant(fft_plan *p, int v)
{
    pthread_once(&threads_once, init_once);
    pthread_mutex_lock(&p->lock);
    void *made = p->variant[v];
    if (made || p->variant_failed[v]) {
        pthread_mutex_unlock(&p->lock);
        return made;
    }
    fft_layout l;
    fft_layout_of(p, v & FFT_V_LAYOUT_INPLACE, &l);
    size_t in_bytes = fft_span(p, &l.in), out_bytes = fft_span(p, &l.out);
    bool same = v & FFT_V_SAME_ARRAY;
    if (same && out_bytes > in_bytes)
        in_bytes = out_bytes;
    /* Scratch arrays, aligned as fftw_malloc aligns: ESTIMATE never
     * touches them, so their pages are never even mapped. */
    void *in = fftw_malloc(in_bytes), *out = same ? in : fftw_malloc(out_bytes);
    if (in && out) {
        unsigned flags = rigor | (v & FFT_V_UNALIGNED ? FFTW_UNALIGNED : 0);
        int sign = v & FFT_V_INVERSE ? FFTW_BACKWARD : FFTW_FORWARD;
        pthread_mutex_lock(&planner_lock);
        fftw_plan_with_nthreads(threads_for(p));
        fftwf_plan_with_nthreads(threads_for(p));
        made = plan_fftw(p, &l, sign, flags, in, out);
        pthread_mutex_unlock(&planner_lock);
    }
    fftw_free(in);
    if (!same)
        fftw_free(out);
    p->variant[v] = made;
    p->variant_failed[v] = !made;
    pthread_mutex_unlock(&p->lock);
    return made;
}

void fft_variants_free(fft_plan *p)
{
    pthread_mutex_lock(&planner_lock);
    for (int v = 0; v < FFT_VARIANTS; v++) {
        if (!p->variant[v])
            continue;
        if (fft_is_double(p->type))
            fftw_destroy_plan(p->variant[v]);
        else
            fftwf_destroy_plan(p->variant[v]);
        p->variant[v] = NULL;
    }
    pthread_mutex_unlock(&planner_lock);
}

bool fft_aligned(const fft_plan *p, const void *a)
{
    /* FFTW's alignment tests take non-const pointers but only read the address. */
    void *addr = (void *)(uintptr_t)a;
    return fft_is_double(p->type) ? fftw_alignment_of(addr) == 0 : fftwf_alignment_of(addr) == 0;
}

void fft_execute(const fft_plan *p, void *plan, void *in, void *out)
{
    switch (p->type) {
    case CUFFT_C2C:
        fftwf_execute_dft(plan, in, out);
        break;
    case CUFFT_Z2Z:
        fftw_execute_dft(plan, in, out);
        break;
    case CUFFT_R2C:
        fftwf_execute_dft_r2c(plan, in, out);
        break;
    case CUFFT_D2Z:
        fftw_execute_dft_r2c(plan, in, out);
        break;
    case CUFFT_C2R:
        fftwf_execute_dft_c2r(plan, in, out);
        break;
    case CUFFT_Z2D:
        fftw_execute_dft_c2r(plan, in, out);
        break;
    }
}
