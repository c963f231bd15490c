// NVCC-FLAGS: -lcufft
// Multidimensional and advanced-layout plans against a double DFT:
// cufftPlan2d/3d (row-major, the last dimension fastest), cufftPlanMany
// with inembed/istride/idist and onembed/ostride/odist (interleaved
// batches, padded embeds, real transforms with strided complex output, an
// in-place transform whose output layout differs from its input's),
// cufftMakePlanMany64 and cufftXtMakePlanMany/cufftXtExec.
#include <cufft.h>
#include <cufftXt.h>
#include <cuda_runtime.h>

#include "dft_ref.h"

// Where element idx[] of transform b lies in an advanced layout.
struct lay {
    int rank;
    long n[3], embed[3], stride, dist;
    long at(long b, const long *idx) const
    {
        long off = 0;
        for (int d = 0; d < rank; d++)
            off = off * embed[d] + idx[d];
        return b * dist + off * stride;
    }
    long span(long batch) const
    {
        long idx[3];
        for (int d = 0; d < rank; d++)
            idx[d] = n[d] - 1;
        return at(batch - 1, idx) + 1;
    }
};

static void next(long *idx, const long *n, int rank)
{
    for (int d = rank - 1; d >= 0; d--) {
        if (++idx[d] < n[d])
            return;
        idx[d] = 0;
    }
}

// A complex transform of `batch` arrays laid out as li into lo.
// `inplace` runs it on one buffer holding both layouts.
static void check_c2c_layout(int rank, const long *n, lay li, lay lo, long batch, int dir, bool inplace,
                             bool use64, bool xt)
{
    long total = 1;
    for (int d = 0; d < rank; d++)
        total *= n[d];
    long ispan = li.span(batch), ospan = lo.span(batch);
    long bufn = inplace ? std::max(ispan, ospan) : ispan;
    std::vector<cufftComplex> h(bufn);
    unsigned s = 99;
    for (auto &c : h)
        c.x = (float)rnd(s), c.y = (float)rnd(s);
    std::vector<cd> want(batch * total);
    for (long b = 0; b < batch; b++) {
        long idx[3] = {0, 0, 0};
        for (long i = 0; i < total; i++, next(idx, n, rank)) {
            cufftComplex v = h[li.at(b, idx)];
            want[b * total + i] = cd(v.x, v.y);
        }
        dft(&want[b * total], rank, n, dir);
    }

    cufftComplex *in, *out;
    CHECK_CUDA(cudaMalloc(&in, bufn * sizeof *in));
    CHECK_CUDA(cudaMemcpy(in, h.data(), bufn * sizeof *in, cudaMemcpyHostToDevice));
    out = in;
    if (!inplace)
        CHECK_CUDA(cudaMalloc(&out, ospan * sizeof *out));

    cufftHandle plan;
    if (use64 || xt) {
        long long n64[3], ie[3], oe[3];
        for (int d = 0; d < rank; d++)
            n64[d] = n[d], ie[d] = li.embed[d], oe[d] = lo.embed[d];
        size_t ws = 1;
        CHECK_CUFFT(cufftCreate(&plan));
        if (xt)
            CHECK_CUFFT(cufftXtMakePlanMany(plan, rank, n64, ie, li.stride, li.dist, CUDA_C_32F, oe, lo.stride,
                                            lo.dist, CUDA_C_32F, batch, &ws, CUDA_C_32F));
        else
            CHECK_CUFFT(cufftMakePlanMany64(plan, rank, n64, ie, li.stride, li.dist, oe, lo.stride, lo.dist,
                                            CUFFT_C2C, batch, &ws));
        CHECK(ws == 0);
    } else {
        int ni[3], ie[3], oe[3];
        for (int d = 0; d < rank; d++)
            ni[d] = (int)n[d], ie[d] = (int)li.embed[d], oe[d] = (int)lo.embed[d];
        CHECK_CUFFT(cufftPlanMany(&plan, rank, ni, ie, (int)li.stride, (int)li.dist, oe, (int)lo.stride,
                                  (int)lo.dist, CUFFT_C2C, (int)batch));
    }
    if (xt)
        CHECK_CUFFT(cufftXtExec(plan, in, out, dir));
    else
        CHECK_CUFFT(cufftExecC2C(plan, in, out, dir));
    std::vector<cufftComplex> got(ospan);
    CHECK_CUDA(cudaMemcpy(got.data(), out, ospan * sizeof *out, cudaMemcpyDeviceToHost));
    err_meter m;
    for (long b = 0; b < batch; b++) {
        long idx[3] = {0, 0, 0};
        for (long i = 0; i < total; i++, next(idx, n, rank)) {
            cufftComplex v = got[lo.at(b, idx)];
            m.add(cd(v.x, v.y), want[b * total + i]);
        }
    }
    if (!(m.rel() < tol_float(total)))
        printf("C2C layout rank %d n0 %ld inplace %d: error %g\n", rank, n[0], inplace, m.rel());
    CHECK(m.rel() < tol_float(total));
    CHECK_CUFFT(cufftDestroy(plan));
    cudaFree(in);
    if (!inplace)
        cudaFree(out);
}

static lay dense(int rank, const long *n)
{
    lay l = {rank, {0, 0, 0}, {0, 0, 0}, 1, 1};
    for (int d = 0; d < rank; d++)
        l.n[d] = l.embed[d] = n[d], l.dist *= n[d];
    return l;
}

// cufftPlan2d/3d, C2C and Z2Z, both directions, against the dense DFT.
static void check_basic_nd()
{
    const long n2[2] = {12, 10}, n3[3] = {8, 6, 5};
    for (int dir : {CUFFT_FORWARD, CUFFT_INVERSE})
        for (bool inplace : {false, true}) {
            check_c2c_layout(2, n2, dense(2, n2), dense(2, n2), 1, dir, inplace, false, false);
            check_c2c_layout(3, n3, dense(3, n3), dense(3, n3), 1, dir, inplace, false, false);
        }
    // Plan2d and Plan3d themselves (the above used PlanMany with embeds).
    const long n[3] = {6, 7, 5};
    long total = 6 * 7 * 5;
    std::vector<cufftDoubleComplex> h(total), got(total);
    std::vector<cd> ref2(6 * 7), ref3(total);
    unsigned s = 5;
    for (long i = 0; i < total; i++) {
        h[i].x = rnd(s), h[i].y = rnd(s);
        ref3[i] = cd(h[i].x, h[i].y);
        if (i < 42)
            ref2[i] = ref3[i];
    }
    dft(ref2.data(), 2, n, CUFFT_INVERSE);
    dft(ref3.data(), 3, n, CUFFT_FORWARD);
    cufftDoubleComplex *d;
    CHECK_CUDA(cudaMalloc(&d, total * sizeof *d));
    cufftHandle p2, p3;
    CHECK_CUFFT(cufftPlan2d(&p2, 6, 7, CUFFT_Z2Z));
    CHECK_CUFFT(cufftPlan3d(&p3, 6, 7, 5, CUFFT_Z2Z));
    CHECK_CUDA(cudaMemcpy(d, h.data(), total * sizeof *d, cudaMemcpyHostToDevice));
    CHECK_CUFFT(cufftExecZ2Z(p2, d, d, CUFFT_INVERSE));
    CHECK_CUDA(cudaMemcpy(got.data(), d, total * sizeof *d, cudaMemcpyDeviceToHost));
    err_meter m2;
    for (long i = 0; i < 42; i++)
        m2.add(cd(got[i].x, got[i].y), ref2[i]);
    CHECK(m2.rel() < tol_double(42));
    CHECK(got[42].x == h[42].x && got[total - 1].y == h[total - 1].y); // only 6x7 touched
    CHECK_CUDA(cudaMemcpy(d, h.data(), total * sizeof *d, cudaMemcpyHostToDevice));
    CHECK_CUFFT(cufftExecZ2Z(p3, d, d, CUFFT_FORWARD));
    CHECK_CUDA(cudaMemcpy(got.data(), d, total * sizeof *d, cudaMemcpyDeviceToHost));
    err_meter m3;
    for (long i = 0; i < total; i++)
        m3.add(cd(got[i].x, got[i].y), ref3[i]);
    CHECK(m3.rel() < tol_double(total));
    cufftDestroy(p2);
    cufftDestroy(p3);
    cudaFree(d);
}

// R2C with a padded real input and a strided complex output, then C2R
// with the layouts swapped: the round trip gives the input times n.
static void check_real_layout()
{
    const int n = 9, batch = 4;
    int in_embed[1] = {9}, out_embed[1] = {5};
    const int idist = 11, ostride = 2, odist = 12;
    std::vector<float> x(batch * idist, 0.f);
    unsigned s = 3;
    for (int b = 0; b < batch; b++)
        for (int j = 0; j < n; j++)
            x[b * idist + j] = (float)rnd(s);
    float *r;
    cufftComplex *c;
    CHECK_CUDA(cudaMalloc(&r, x.size() * sizeof *r));
    CHECK_CUDA(cudaMalloc(&c, batch * odist * sizeof *c));
    CHECK_CUDA(cudaMemcpy(r, x.data(), x.size() * sizeof *r, cudaMemcpyHostToDevice));
    int nn[1] = {n};
    cufftHandle fwd, inv;
    CHECK_CUFFT(cufftPlanMany(&fwd, 1, nn, in_embed, 1, idist, out_embed, ostride, odist, CUFFT_R2C, batch));
    CHECK_CUFFT(cufftPlanMany(&inv, 1, nn, out_embed, ostride, odist, in_embed, 1, idist, CUFFT_C2R, batch));
    CHECK_CUFFT(cufftExecR2C(fwd, r, c));
    std::vector<cufftComplex> got(batch * odist);
    CHECK_CUDA(cudaMemcpy(got.data(), c, got.size() * sizeof *c, cudaMemcpyDeviceToHost));
    err_meter m;
    for (int b = 0; b < batch; b++) {
        std::vector<cd> full(n);
        for (int j = 0; j < n; j++)
            full[j] = x[b * idist + j];
        long ln = n;
        dft(full.data(), 1, &ln, -1);
        for (int k = 0; k < n / 2 + 1; k++)
            m.add(cd(got[b * odist + k * ostride].x, got[b * odist + k * ostride].y), full[k]);
    }
    CHECK(m.rel() < tol_float(n));
    CHECK_CUFFT(cufftExecC2R(inv, c, r));
    std::vector<float> back(x.size());
    CHECK_CUDA(cudaMemcpy(back.data(), r, back.size() * sizeof *r, cudaMemcpyDeviceToHost));
    err_meter mb;
    for (int b = 0; b < batch; b++)
        for (int j = 0; j < n; j++)
            mb.add(cd(back[b * idist + j], 0), cd((double)x[b * idist + j] * n, 0));
    CHECK(mb.rel() < tol_float(n));
    cufftDestroy(fwd);
    cufftDestroy(inv);
    cudaFree(r);
    cudaFree(c);
}

int main()
{
    check_basic_nd();

    // Interleaved batches: element j of transform b at j*batch + b.
    const long n1[1] = {12};
    lay il = {1, {12}, {12}, 5, 1};
    for (bool inplace : {false, true})
        check_c2c_layout(1, n1, il, il, 5, CUFFT_FORWARD, inplace, false, false);
    // Interleaved in, dense out; and a prime length.
    const long p1[1] = {97};
    lay ip = {1, {97}, {97}, 3, 1}, dp = {1, {97}, {97}, 1, 97};
    check_c2c_layout(1, p1, ip, dp, 3, CUFFT_INVERSE, false, false, false);
    // In place with the output transposed against the input: FFTW may
    // have no in-place plan for it, and cuFFT's result is still defined.
    const long n8[1] = {8};
    lay rows = {1, {8}, {8}, 1, 8}, cols = {1, {8}, {8}, 4, 1};
    check_c2c_layout(1, n8, rows, cols, 4, CUFFT_FORWARD, true, false, false);
    // In place with the output spread wider than the input, which FFTW
    // plans no in-place transform for (the library copies the input first).
    lay spread = {1, {8}, {8}, 1, 12};
    check_c2c_layout(1, n8, rows, spread, 3, CUFFT_INVERSE, true, false, false);
    check_c2c_layout(1, n8, rows, spread, 3, CUFFT_FORWARD, true, true, false);
    // 2D inside padded embeds, strided, with gaps between transforms.
    const long n2[2] = {6, 10};
    lay pin = {2, {6, 10}, {8, 13}, 2, 8 * 13 * 2 + 3}, pout = {2, {6, 10}, {6, 11}, 1, 6 * 11};
    check_c2c_layout(2, n2, pin, pout, 3, CUFFT_FORWARD, false, false, false);
    check_c2c_layout(2, n2, pin, pout, 3, CUFFT_INVERSE, false, true, false);
    check_c2c_layout(2, n2, pin, pout, 2, CUFFT_FORWARD, false, false, true);
    // 3D embedded, in place (same layout both sides).
    const long n3[3] = {4, 5, 6};
    lay e3 = {3, {4, 5, 6}, {4, 6, 7}, 1, 4 * 6 * 7 + 1};
    check_c2c_layout(3, n3, e3, e3, 2, CUFFT_INVERSE, true, true, false);

    check_real_layout();
    return finish();
}
