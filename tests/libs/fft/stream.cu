// NVCC-FLAGS: -lcufft
// Transforms in stream order: on a non-default stream, a kernel writes the
// input, cufftExecC2C runs after it and a second kernel reads its output,
// with nothing synchronised in between.  Also cufftCreate with
// cufftSetAutoAllocation(0), cufftMakePlan1d, cufftGetSize and a work area
// of our own; cufftDestroy while the transform is still queued.
#include <cufft.h>
#include <cuda_runtime.h>

#include "dft_ref.h"

// x[j] = exp(2 pi i f j / n): its forward transform is n at bin f, 0 elsewhere.
__global__ void tone(cufftComplex *x, int n, int batch, int f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n * batch)
        return;
    int j = i % n, b = i / n;
    double a = 2.0 * M_PI * (double)((long)(f + b) * j % n) / n;
    x[i].x = (float)cos(a);
    x[i].y = (float)sin(a);
}

// Magnitudes of the spectrum, scaled by 1/n.
__global__ void magnitude(const cufftComplex *x, float *m, int total, float scale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < total)
        m[i] = sqrtf(x[i].x * x[i].x + x[i].y * x[i].y) * scale;
}

int main()
{
    const int n = 4096, batch = 8, f = 37, total = n * batch;
    cudaStream_t st;
    CHECK_CUDA(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));

    cufftHandle plan;
    size_t ws = 123;
    CHECK_CUFFT(cufftCreate(&plan));
    CHECK_CUFFT(cufftSetAutoAllocation(plan, 0));
    CHECK_CUFFT(cufftMakePlan1d(plan, n, CUFFT_C2C, batch, &ws));
    size_t ws2 = 456;
    CHECK_CUFFT(cufftGetSize(plan, &ws2));
    CHECK(ws2 == ws);
    void *work = nullptr;
    CHECK_CUDA(cudaMalloc(&work, ws > 0 ? ws : 1));
    CHECK_CUFFT(cufftSetWorkArea(plan, work));
    CHECK_CUFFT(cufftSetStream(plan, st));

    cufftComplex *x;
    float *mag, *host;
    CHECK_CUDA(cudaMalloc(&x, total * sizeof *x));
    CHECK_CUDA(cudaMalloc(&mag, total * sizeof *mag));
    CHECK_CUDA(cudaMallocHost(&host, total * sizeof *host));
    for (int round = 0; round < 3; round++) {
        tone<<<(total + 255) / 256, 256, 0, st>>>(x, n, batch, f + round);
        CHECK_CUFFT(cufftExecC2C(plan, x, x, CUFFT_FORWARD));
        magnitude<<<(total + 255) / 256, 256, 0, st>>>(x, mag, total, 1.0f / n);
        CHECK_CUDA(cudaMemcpyAsync(host, mag, total * sizeof *host, cudaMemcpyDeviceToHost, st));
        CHECK_CUDA(cudaStreamSynchronize(st));
        int bad = 0;
        for (int b = 0; b < batch; b++)
            for (int k = 0; k < n; k++) {
                float want = k == (f + round + b) % n ? 1.0f : 0.0f;
                if (fabsf(host[b * n + k] - want) > 1e-3f)
                    bad++;
            }
        CHECK(bad == 0);
    }

    // Destroyed while queued behind a slow kernel: the transform still runs.
    float *y;
    CHECK_CUDA(cudaMalloc(&y, 2 * 64 * sizeof *y));
    cufftHandle r2c;
    CHECK_CUFFT(cufftPlan1d(&r2c, 64, CUFFT_R2C, 1));
    CHECK_CUFFT(cufftSetStream(r2c, st));
    tone<<<1, 64, 0, st>>>((cufftComplex *)y, 64, 1, 0); // 64 x (1, 0): reals 1,0,1,0...
    CHECK_CUFFT(cufftExecR2C(r2c, y, (cufftComplex *)y));
    CHECK_CUFFT(cufftDestroy(r2c));
    CHECK_CUDA(cudaStreamSynchronize(st));
    cufftComplex spec[33];
    CHECK_CUDA(cudaMemcpy(spec, y, sizeof spec, cudaMemcpyDeviceToHost));
    // 1,0,1,0,... has 32 at bins 0 and 32, zero elsewhere.
    CHECK(fabsf(spec[0].x - 32) < 1e-4f && fabsf(spec[32].x - 32) < 1e-4f);
    float rest = 0;
    for (int k = 1; k < 32; k++)
        rest += fabsf(spec[k].x) + fabsf(spec[k].y);
    CHECK(rest < 1e-3f);

    // Captured: kernel, transform, kernel; the graph launched three times.
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    int tone_f = 5;
    CHECK_CUDA(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
    tone<<<(total + 255) / 256, 256, 0, st>>>(x, n, batch, tone_f);
    CHECK_CUFFT(cufftExecC2C(plan, x, x, CUFFT_FORWARD));
    magnitude<<<(total + 255) / 256, 256, 0, st>>>(x, mag, total, 1.0f / n);
    CHECK_CUDA(cudaStreamEndCapture(st, &graph));
    CHECK_CUDA(cudaGraphInstantiate(&exec, graph, 0));
    for (int launch = 0; launch < 3; launch++) {
        CHECK_CUDA(cudaMemsetAsync(mag, 0, total * sizeof *mag, st));
        CHECK_CUDA(cudaGraphLaunch(exec, st));
        CHECK_CUDA(cudaMemcpyAsync(host, mag, total * sizeof *host, cudaMemcpyDeviceToHost, st));
        CHECK_CUDA(cudaStreamSynchronize(st));
        int bad = 0;
        for (int b = 0; b < batch; b++)
            for (int k = 0; k < n; k++)
                if (fabsf(host[b * n + k] - (k == tone_f + b ? 1.0f : 0.0f)) > 1e-3f)
                    bad++;
        CHECK(bad == 0);
    }
    CHECK_CUDA(cudaGraphExecDestroy(exec));
    CHECK_CUDA(cudaGraphDestroy(graph));

    CHECK_CUFFT(cufftDestroy(plan));
    CHECK_CUDA(cudaStreamDestroy(st));
    cudaFree(x);
    cudaFree(y);
    cudaFree(mag);
    cudaFree(work);
    cudaFreeHost(host);
    return finish();
}
