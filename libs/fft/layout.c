/* Where a transform's elements are, as cuFFT defines it.  Real transforms
 * store n[last]/2+1 complex values along the last dimension; in cuFFT's
 * basic layout an in-place real array's rows are padded to 2*(n/2+1)
 * reals so that the complex result fits (FFTW's padding too), while an
 * out-of-place one is dense.  With embeds (the advanced layout) the user's
 * strides and distances hold for both. */
#include "fft.h"

bool fft_is_double(cufftType t)
{
    return t == CUFFT_Z2Z || t == CUFFT_D2Z || t == CUFFT_Z2D;
}

bool fft_is_real_in(cufftType t)
{
    return t == CUFFT_R2C || t == CUFFT_D2Z;
}

bool fft_is_real_out(cufftType t)
{
    return t == CUFFT_C2R || t == CUFFT_Z2D;
}

/* One side: count along each dimension, then strides from the embed. */
static void side_of(const fft_plan *p, fft_side *s, bool real, bool half_last, bool padded, const long long *embed,
                    long long stride, long long dist)
{
    size_t scalar = fft_is_double(p->type) ? sizeof(double) : sizeof(float);
    int last = p->rank - 1;
    s->elem = real ? scalar : 2 * scalar;
    for (int i = 0; i < p->rank; i++)
        s->count[i] = p->n[i];
    if (half_last)
        s->count[last] = p->n[last] / 2 + 1;

    long long dense[FFT_MAX_RANK];
    if (p->basic) {
        for (int i = 0; i < p->rank; i++)
            dense[i] = s->count[i];
        if (padded)
            dense[last] = 2 * (p->n[last] / 2 + 1);
        embed = dense;
        stride = 1;
    }
    long long step = stride;
    for (int i = last; i >= 0; i--) {
        s->stride[i] = step;
        step *= embed[i];
    }
    /* step is now the whole embedded array: the basic layout's distance. */
    s->dist = p->basic ? step / stride : dist;
}

void fft_layout_of(const fft_plan *p, bool layout_inplace, fft_layout *l)
{
    bool rin = fft_is_real_in(p->type), rout = fft_is_real_out(p->type);
    side_of(p, &l->in, rin, rout, rin && layout_inplace, p->inembed, p->istride, p->idist);
    side_of(p, &l->out, rout, rin, rout && layout_inplace, p->onembed, p->ostride, p->odist);
}

size_t fft_span(const fft_plan *p, const fft_side *s)
{
    long long last = s->dist * (p->batch - 1);
    for (int i = 0; i < p->rank; i++)
        last += (s->count[i] - 1) * s->stride[i];
    return (size_t)(last + 1) * s->elem;
}
