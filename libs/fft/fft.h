/* cuFFT over FFTW: the room's internal interface.  A cuFFT plan (handle.c)
 * holds the transform's description (layout.c) and up to sixteen FFTW plans,
 * one per way of executing it (fftw.c), made on first use; exec.c queues
 * their execution on the plan's stream. */
#ifndef FERRY_LIBS_FFT_H
#define FERRY_LIBS_FFT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include <cufft.h>

#define FFT_MAX_RANK 3

/* One side (input or output) of a transform, in elements of that side's
 * type (real or complex), as FFTW's guru interface takes it. */
typedef struct fft_side {
    long long stride[FFT_MAX_RANK]; /* between neighbours along each dimension */
    long long count[FFT_MAX_RANK];  /* elements along each dimension */
    long long dist;                 /* between transforms of the batch */
    size_t elem;                    /* bytes of one element */
} fft_side;

typedef struct fft_layout {
    fft_side in, out;
} fft_layout;

/* The FFTW plans of a cuFFT plan, by how the exec call looks:
 * bit 3: an inverse complex transform (FFTW fixes the sign in the plan);
 * bit 2: the layout is cuFFT's in-place one (padded real rows in the basic
 * layout); bit 1: input and output are the same array; bit 0: an array is
 * not aligned as FFTW's SIMD codes want (planned with FFTW_UNALIGNED). */
#define FFT_VARIANTS 16
#define FFT_V_INVERSE 8
#define FFT_V_LAYOUT_INPLACE 4
#define FFT_V_SAME_ARRAY 2
#define FFT_V_UNALIGNED 1

typedef struct fft_job fft_job;

typedef struct fft_plan {
    atomic_int refs;   /* the handle table's and each queued execution's */
    bool made;         /* a cufftMakePlan* or cufftPlan* succeeded */
    cufftType type;
    int rank;
    long long n[FFT_MAX_RANK];
    long long batch;
    bool basic; /* NULL embeds: the basic layout, which depends on in/out of place */
    long long inembed[FFT_MAX_RANK], onembed[FFT_MAX_RANK];
    long long istride, idist, ostride, odist;
    cudaStream_t stream;
    void *work_area;
    int auto_alloc;
    pthread_mutex_t lock; /* guards the variants */
    void *variant[FFT_VARIANTS];
    bool variant_failed[FFT_VARIANTS];
    fft_job *captured; /* executions captured into graphs (exec.c) */
} fft_plan;

/* handle.c: the table of handles.  fft_get takes a reference (NULL if the
 * handle is not live); fft_put drops one, freeing the plan at the last. */
fft_plan *fft_get(cufftHandle h);
void fft_put(fft_plan *p);

/* plan.c: validates and records a description in p (not made before). */
cufftResult fft_make(fft_plan *p, int rank, const long long *n, const long long *inembed, long long istride,
                     long long idist, const long long *onembed, long long ostride, long long odist,
                     cufftType type, long long batch);
/* Validates a description without a plan (cufftEstimate*, cufftGetSize*). */
cufftResult fft_check(int rank, const long long *n, long long batch, cufftType type);

/* layout.c */
bool fft_is_double(cufftType t);
bool fft_is_real_in(cufftType t);  /* R2C, D2Z */
bool fft_is_real_out(cufftType t); /* C2R, Z2D */
void fft_layout_of(const fft_plan *p, bool layout_inplace, fft_layout *l);
/* Bytes from the first to one past the last element a side touches. */
size_t fft_span(const fft_plan *p, const fft_side *s);

/* fftw.c: the FFTW plan for one variant, made on first use under the
 * planner's lock; NULL if FFTW has none for it. */
void *fft_variant(fft_plan *p, int variant);
void fft_variants_free(fft_plan *p);
bool fft_aligned(const fft_plan *p, const void *a);
void fft_execute(const fft_plan *p, void *fftw_plan, void *in, void *out);

/* exec.c */
cufftResult fft_exec(cufftHandle h, cufftType want, void *in, void *out, int direction);
void fft_captured_free(fft_plan *p);

#endif
