// Straightforward DFTs in double for the cuFFT tests: the transform along
// each axis of a dense row-major array (the last axis fastest), one line
// at a time, with twiddles from (j*k mod n) so that large n stay exact.
#ifndef FERRY_TESTS_FFT_DFT_REF_H
#define FERRY_TESTS_FFT_DFT_REF_H

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../cuda/tally.h"

typedef std::complex<double> cd;

static void dft_line(cd *x, long n, long stride, int sign)
{
    std::vector<cd> in(n), tw(n);
    for (long j = 0; j < n; j++) {
        in[j] = x[j * stride];
        double a = sign * 2.0 * M_PI * (double)j / (double)n;
        tw[j] = cd(cos(a), sin(a));
    }
    for (long k = 0; k < n; k++) {
        cd s = 0;
        for (long j = 0; j < n; j++)
            s += in[j] * tw[(j * k) % n];
        x[k * stride] = s;
    }
}

// In place on a dense array of rank dims n[0..rank-1] (n[rank-1] fastest).
static void dft(cd *x, int rank, const long *n, int sign)
{
    long total = 1;
    for (int d = 0; d < rank; d++)
        total *= n[d];
    for (int d = 0; d < rank; d++) {
        long stride = 1;
        for (int e = d + 1; e < rank; e++)
            stride *= n[e];
        for (long start = 0; start < total; start++)
            if ((start / stride) % n[d] == 0)
                dft_line(x + start, n[d], stride, sign);
    }
}

// Deterministic inputs in [-1, 1).
static double rnd(unsigned &s)
{
    s = s * 1664525u + 1013904223u;
    return (double)(s >> 8) / (double)(1u << 23) - 1.0;
}

// Largest |got - want| over the largest |want|: the error relative to the
// transform's scale, as FFT error bounds are stated.
struct err_meter {
    double err = 0, scale = 0;
    void add(cd got, cd want)
    {
        err = std::max(err, std::abs(got - want));
        scale = std::max(scale, std::abs(want));
    }
    double rel() const { return err / (scale > 0 ? scale : 1); }
};

// Float transforms: a few ulps times log2 n; double: far below.
static double tol_float(long n) { return 2e-6 * (std::log2((double)n) + 4); }
static double tol_double(long n) { return 4e-15 * (std::log2((double)n) + 4); }

#define CHECK_CUFFT(call) CHECK((call) == CUFFT_SUCCESS)
#define CHECK_CUDA(call) CHECK((call) == cudaSuccess)

static int finish()
{
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

#endif
