/* Timing and reporting shared by the CUDA programs and their OpenMP twins,
 * so that both sides measure and print exactly the same way.  Valid C and
 * C++ (the .cu files include it too).  Static inline, so that a program that
 * does not use one of them still builds with -Wall -Werror. */
#ifndef BENCH_H
#define BENCH_H
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Enough repetitions for a stable median, few enough that the whole suite
 * stays well under two minutes on two cores. */
#define BENCH_REPS 11

static inline double bench_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static inline int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static inline double bench_median(double *ms, int n)
{
    qsort(ms, n, sizeof *ms, bench_cmp);
    return n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
}

/* The lines run.sh reads; exit status 1 when the result is wrong. */
static inline int bench_report(double *ms, int n, double checksum, int ok)
{
    printf("median_ms=%.3f\n", bench_median(ms, n));
    printf("checksum=%.6g\n", checksum);
    printf("check=%s\n", ok ? "ok" : "FAIL");
    return !ok;
}

/* Deterministic inputs without depending on the C library's rand(). */
static inline unsigned bench_hash(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352du;
    x ^= x >> 15; x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

static inline float bench_unit(unsigned i) /* in [0, 1) */
{
    return (bench_hash(i) >> 8) * (1.0f / 16777216.0f);
}

#ifdef __CUDACC__
/* A failed launch must show up as a failed check, not as a fast time. */
static inline int bench_cuda_ok(void)
{
    cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        e = cudaGetLastError();
    if (e != cudaSuccess)
        fprintf(stderr, "CUDA error: %s\n", cudaGetErrorString(e));
    return e == cudaSuccess;
}

/* Ends repetition r of a timing loop whose r = -1 warms up; t0 is when the
 * repetition began.  The wait for the launches is part of the time; the
 * warm-up, untimed, checks them for errors too. */
static inline int bench_cuda_rep(double *ms, int r, double t0)
{
    cudaDeviceSynchronize();
    if (r >= 0) {
        ms[r] = bench_now_ms() - t0;
        return 1;
    }
    return bench_cuda_ok();
}
#endif
#endif
