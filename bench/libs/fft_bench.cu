// cuFFT beside FFTW called directly on the same arrays (issue 15 asks a
// ratio of at least 0.95): single-precision C2C and R2C in 1, 2 and 3
// dimensions, plans made once, the median of repeated executions, FFTW
// given the planner flags and thread count Ferry's cuFFT uses (ESTIMATE,
// one thread per Ferry worker for large transforms), the two timed in turn.
//   fft_bench [REPS]   prints one line per case: times in ms and the ratio
//                      fftw/cufft (above 1: cuFFT is faster)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cufft.h>
#include <cuda_runtime.h>
#include <fftw3.h>

static double now_ms()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static double median(std::vector<double> t)
{
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// Times a and b alternately, each first in turn, so that both see the same
// machine (caches, other processes); the medians of each.
template <typename A, typename B> static void race(int reps, A a, B b, double *ta, double *tb)
{
    std::vector<double> va, vb;
    a(), b(); // warm: first touch of pages, FFTW's first-use costs
    for (int i = 0; i < reps; i++) {
        for (int k = 0; k < 2; k++) {
            double s = now_ms();
            (k ^ (i & 1)) ? b() : a();
            ((k ^ (i & 1)) ? vb : va).push_back(now_ms() - s);
        }
    }
    *ta = median(va);
    *tb = median(vb);
}

struct bench_case {
    const char *name;
    int rank, n[3], batch;
    bool real;
};

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 15;
    int workers = 1;
    cudaDeviceGetAttribute(&workers, cudaDevAttrMultiProcessorCount, 0);
    fftwf_init_threads();
    const bench_case cases[] = {
        {"1D C2C 2^20", 1, {1 << 20}, 1, false},   {"1D C2C 1024 x 1024", 1, {1024}, 1024, false},
        {"1D R2C 2^20", 1, {1 << 20}, 1, true},    {"2D C2C 1024^2", 2, {1024, 1024}, 1, false},
        {"2D R2C 2048^2", 2, {2048, 2048}, 1, true}, {"3D C2C 128^3", 3, {128, 128, 128}, 1, false},
        {"3D R2C 128^3", 3, {128, 128, 128}, 1, true},
    };
    printf("%-20s %10s %10s %7s\n", "case", "cufft ms", "fftw ms", "ratio");
    for (const bench_case &c : cases) {
        long points = c.batch, half = c.batch;
        for (int d = 0; d < c.rank; d++) {
            points *= c.n[d];
            half *= d == c.rank - 1 ? c.n[d] / 2 + 1 : c.n[d];
        }
        size_t in_bytes = c.real ? points * sizeof(float) : points * sizeof(fftwf_complex);
        size_t out_bytes = (c.real ? half : points) * sizeof(fftwf_complex);
        void *in, *out;
        cudaMalloc(&in, in_bytes);
        cudaMalloc(&out, out_bytes);
        for (size_t i = 0; i < in_bytes / sizeof(float); i++)
            ((float *)in)[i] = (float)(i % 17) * 0.25f;

        cufftHandle plan;
        cufftPlanMany(&plan, c.rank, (int *)c.n, NULL, 1, 0, NULL, 1, 0, c.real ? CUFFT_R2C : CUFFT_C2C, c.batch);
        fftwf_plan_with_nthreads(points >= 32768 ? workers : 1);
        // FFTW's advanced interface takes the distances even with NULL embeds.
        int idist = (int)(points / c.batch), odist = (int)((c.real ? half : points) / c.batch);
        fftwf_plan p = c.real ? fftwf_plan_many_dft_r2c(c.rank, c.n, c.batch, (float *)in, NULL, 1, idist,
                                                        (fftwf_complex *)out, NULL, 1, odist, FFTW_ESTIMATE)
                              : fftwf_plan_many_dft(c.rank, c.n, c.batch, (fftwf_complex *)in, NULL, 1, idist,
                                                    (fftwf_complex *)out, NULL, 1, odist, FFTW_FORWARD,
                                                    FFTW_ESTIMATE);
        double t_cufft, t_fftw;
        race(
            reps,
            [&] {
                if (c.real)
                    cufftExecR2C(plan, (cufftReal *)in, (cufftComplex *)out);
                else
                    cufftExecC2C(plan, (cufftComplex *)in, (cufftComplex *)out, CUFFT_FORWARD);
                cudaDeviceSynchronize();
            },
            [&] { fftwf_execute(p); }, &t_cufft, &t_fftw);
        cufftDestroy(plan);
        fftwf_destroy_plan(p);
        printf("%-20s %10.3f %10.3f %7.3f\n", c.name, t_cufft, t_fftw, t_fftw / t_cufft);
        cudaFree(in);
        cudaFree(out);
    }
    return 0;
}
