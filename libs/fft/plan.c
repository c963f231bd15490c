/* Plan creation: the cufftPlan*, cufftMakePlan*, cufftEstimate* and
 * cufftGetSize* families, all reduced to one 64-bit description checked
 * once (fft_check, fft_make).  FFTW plans are made on first execution
 * (fftw.c), when it is known whether the call is in place and aligned. */
#include <limits.h>
#include <stdlib.h>

#include "fft.h"

static bool type_ok(cufftType t)
{
    switch (t) {
    case CUFFT_R2C:
    case CUFFT_C2R:
    case CUFFT_C2C:
    case CUFFT_D2Z:
    case CUFFT_Z2D:
    case CUFFT_Z2Z:
        return true;
    }
    return false;
}

cufftResult fft_check(int rank, const long long *n, long long batch, cufftType type)
{
    if (!type_ok(type))
        return CUFFT_INVALID_TYPE;
    if (rank < 1 || rank > FFT_MAX_RANK || !n)
        return CUFFT_INVALID_SIZE;
    for (int i = 0; i < rank; i++)
        if (n[i] < 1)
            return CUFFT_INVALID_SIZE;
    if (batch < 1)
        return CUFFT_INVALID_SIZE;
    return CUFFT_SUCCESS;
}

cufftResult fft_make(fft_plan *p, int rank, const long long *n, const long long *inembed, long long istride,
                     long long idist, const long long *onembed, long long ostride, long long odist,
                     cufftType type, long long batch)
{
    cufftResult r = fft_check(rank, n, batch, type);
    if (r != CUFFT_SUCCESS)
        return r;
    /* cuFFT: a NULL embed means the basic layout, whose other advanced
     * parameters are then ignored. */
    bool basic = !inembed || !onembed;
    if (!basic) {
        if (istride < 1 || ostride < 1 || idist < 0 || odist < 0)
            return CUFFT_INVALID_VALUE;
        for (int i = 1; i < rank; i++)
            if (inembed[i] < 1 || onembed[i] < 1)
                return CUFFT_INVALID_VALUE;
    }
    /* Re-making would free FFTW plans that queued executions still use. */
    if (p->made)
        return CUFFT_INVALID_PLAN;
    p->type = type;
    p->rank = rank;
    p->batch = batch;
    p->basic = basic;
    for (int i = 0; i < rank; i++) {
        p->n[i] = n[i];
        p->inembed[i] = basic ? 0 : inembed[i];
        p->onembed[i] = basic ? 0 : onembed[i];
    }
    p->istride = basic ? 1 : istride;
    p->ostride = basic ? 1 : ostride;
    p->idist = basic ? 0 : idist;
    p->odist = basic ? 0 : odist;
    p->made = true;
    return CUFFT_SUCCESS;
}

/* FFTW keeps its own scratch memory: no work area is needed. */
static cufftResult report_size(size_t *workSize)
{
    if (workSize)
        *workSize = 0;
    return CUFFT_SUCCESS;
}

static cufftResult make_on(cufftHandle plan, int rank, const long long *n, const long long *inembed,
                           long long istride, long long idist, const long long *onembed, long long ostride,
                           long long odist, cufftType type, long long batch, size_t *workSize)
{
    fft_plan *p = fft_get(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    cufftResult r = fft_make(p, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
    fft_put(p);
    return r == CUFFT_SUCCESS ? report_size(workSize) : r;
}

/* The int forms: copies of the arrays in 64 bits (NULL stays NULL). */
static const long long *wide(const int *a, int rank, long long *to)
{
    if (!a || rank < 1 || rank > FFT_MAX_RANK)
        return a ? to : NULL;
    for (int i = 0; i < rank; i++)
        to[i] = a[i];
    return to;
}

cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                long long int istride, long long int idist, long long int *onembed,
                                long long int ostride, long long int odist, cufftType type, long long int batch,
                                size_t *workSize)
{
    return make_on(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist,
                              int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    long long wn[FFT_MAX_RANK] = {0}, wi[FFT_MAX_RANK] = {0}, wo[FFT_MAX_RANK] = {0};
    if (!n)
        return CUFFT_INVALID_SIZE;
    return make_on(plan, rank, wide(n, rank, wn), wide(inembed, rank, wi), istride, idist, wide(onembed, rank, wo),
                   ostride, odist, type, batch, workSize);
}

cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    long long n[1] = {nx};
    return make_on(plan, 1, n, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    long long n[2] = {nx, ny};
    return make_on(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    long long n[3] = {nx, ny, nz};
    return make_on(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

/* cufftPlan*: a new handle, given back only if the plan could be made. */
static cufftResult plan_new(cufftHandle *plan, int rank, const long long *n, const long long *inembed,
                            long long istride, long long idist, const long long *onembed, long long ostride,
                            long long odist, cufftType type, long long batch)
{
    if (!plan)
        return CUFFT_INVALID_VALUE;
    cufftHandle h;
    cufftResult r = cufftCreate(&h);
    if (r != CUFFT_SUCCESS)
        return r;
    r = make_on(h, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, NULL);
    if (r != CUFFT_SUCCESS) {
        cufftDestroy(h);
        return r;
    }
    *plan = h;
    return CUFFT_SUCCESS;
}

cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch)
{
    long long n[1] = {nx};
    return plan_new(plan, 1, n, NULL, 1, 0, NULL, 1, 0, type, batch);
}

cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type)
{
    long long n[2] = {nx, ny};
    return plan_new(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    long long n[3] = {nx, ny, nz};
    return plan_new(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed,
                          int ostride, int odist, cufftType type, int batch)
{
    long long wn[FFT_MAX_RANK] = {0}, wi[FFT_MAX_RANK] = {0}, wo[FFT_MAX_RANK] = {0};
    if (!n)
        return CUFFT_INVALID_SIZE;
    return plan_new(plan, rank, wide(n, rank, wn), wide(inembed, rank, wi), istride, idist, wide(onembed, rank, wo),
                    ostride, odist, type, batch);
}

/* cufftEstimate*: the sizes a plan would need, without a plan. */
static cufftResult estimate(int rank, const long long *n, long long batch, cufftType type, size_t *workSize)
{
    if (!workSize)
        return CUFFT_INVALID_VALUE;
    cufftResult r = fft_check(rank, n, batch, type);
    return r == CUFFT_SUCCESS ? report_size(workSize) : r;
}

cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize)
{
    long long n[1] = {nx};
    return estimate(1, n, batch, type, workSize);
}

cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize)
{
    long long n[2] = {nx, ny};
    return estimate(2, n, 1, type, workSize);
}

cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    long long n[3] = {nx, ny, nz};
    return estimate(3, n, 1, type, workSize);
}

cufftResult cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride,
                              int odist, cufftType type, int batch, size_t *workSize)
{
    (void)inembed, (void)istride, (void)idist, (void)onembed, (void)ostride, (void)odist;
    long long wn[FFT_MAX_RANK] = {0};
    if (!n)
        return CUFFT_INVALID_SIZE;
    return estimate(rank, wide(n, rank, wn), batch, type, workSize);
}

/* cufftGetSize*: as the estimates, for a live handle. */
static cufftResult get_size(cufftHandle plan, int rank, const long long *n, long long batch, cufftType type,
                            size_t *workSize)
{
    fft_plan *p = fft_get(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    fft_put(p);
    return estimate(rank, n, batch, type, workSize);
}

cufftResult cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize)
{
    long long n[1] = {nx};
    return get_size(handle, 1, n, batch, type, workSize);
}

cufftResult cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize)
{
    long long n[2] = {nx, ny};
    return get_size(handle, 2, n, 1, type, workSize);
}

cufftResult cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    long long n[3] = {nx, ny, nz};
    return get_size(handle, 3, n, 1, type, workSize);
}

cufftResult cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist,
                             int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea)
{
    (void)inembed, (void)istride, (void)idist, (void)onembed, (void)ostride, (void)odist;
    long long wn[FFT_MAX_RANK] = {0};
    if (!n)
        return CUFFT_INVALID_SIZE;
    return get_size(handle, rank, wide(n, rank, wn), batch, type, workArea);
}

cufftResult cufftGetSizeMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                               long long int istride, long long int idist, long long int *onembed,
                               long long int ostride, long long int odist, cufftType type, long long int batch,
                               size_t *workSize)
{
    (void)inembed, (void)istride, (void)idist, (void)onembed, (void)ostride, (void)odist;
    return get_size(plan, rank, n, batch, type, workSize);
}
