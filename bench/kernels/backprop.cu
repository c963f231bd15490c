// One training step of the input layer of a network with n inputs, HID
// hidden units and one output.  Forward: each 16x16 block (a thread per
// hidden unit and input row) accumulates input times weight over a
// grid-stride range of inputs, then halves its rows in shared memory to one
// partial sum per hidden unit; the host adds the partials, applies the
// sigmoid, evaluates the output unit and the hidden units' error terms.
// Backward: one thread per weight moves it by ETA * delta * input plus
// MOMENTUM times its previous move; the deltas are in constant memory.
#include "backprop.h"

#define ROWS 16
#define GRID 256

__constant__ float delta[HID];

__global__ void layer_forward(const float *x, const float *w, float *partial, int n)
{
    __shared__ float acc[ROWS][HID];
    int tx = threadIdx.x, ty = threadIdx.y;
    float s = 0;
    for (int i = blockIdx.x * ROWS + ty; i < n; i += gridDim.x * ROWS)
        s += x[i] * w[(size_t)i * HID + tx];
    acc[ty][tx] = s;
    __syncthreads();
    for (int half = ROWS / 2; half > 0; half >>= 1) {
        if (ty < half)
            acc[ty][tx] += acc[ty + half][tx];
        __syncthreads();
    }
    if (ty == 0)
        partial[blockIdx.x * HID + tx] = acc[0][tx];
}

__global__ void adjust_weights(const float *x, float *w, float *oldw, int n)
{
    for (size_t k = (size_t)blockIdx.x * blockDim.x + threadIdx.x; k < (size_t)n * HID;
         k += (size_t)gridDim.x * blockDim.x) {
        float dw = ETA * delta[k % HID] * x[k / HID] + MOMENTUM * oldw[k];
        w[k] += dw;
        oldw[k] = dw;
    }
}

int main()
{
    const int n = BACKPROP_N;
    size_t wbytes = (size_t)n * HID * sizeof(float);
    float *x = (float *)malloc(n * sizeof(float)), *w0 = (float *)malloc(wbytes), *old0 = (float *)malloc(wbytes);
    float v[HID], hidden[HID], dh[HID], part[GRID * HID];
    backprop_inputs(x, w0, old0, v, n);
    float *dx, *dw0, *dold0, *dw, *dold, *dpart;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dw0, wbytes);
    cudaMalloc(&dold0, wbytes);
    cudaMalloc(&dw, wbytes);
    cudaMalloc(&dold, wbytes);
    cudaMalloc(&dpart, sizeof part);
    cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dw0, w0, wbytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dold0, old0, wbytes, cudaMemcpyHostToDevice);

    double ms[BENCH_REPS];
    int ok = 1;
    for (int r = -1; r < BENCH_REPS; r++) { // r = -1 warms up; every step starts from the same weights
        cudaMemcpy(dw, dw0, wbytes, cudaMemcpyDeviceToDevice);
        cudaMemcpy(dold, dold0, wbytes, cudaMemcpyDeviceToDevice);
        cudaDeviceSynchronize();
        double t0 = bench_now_ms();
        layer_forward<<<GRID, dim3(HID, ROWS)>>>(dx, dw, dpart, n);
        cudaMemcpy(part, dpart, sizeof part, cudaMemcpyDeviceToHost);
        double sum[HID] = {0};
        for (int b = 0; b < GRID; b++)
            for (int j = 0; j < HID; j++)
                sum[j] += part[b * HID + j];
        backprop_backward(sum, v, hidden, dh);
        cudaMemcpyToSymbol(delta, dh, sizeof dh);
        adjust_weights<<<1024, 256>>>(dx, dw, dold, n);
        ok &= bench_cuda_rep(ms, r, t0);
    }
    ok &= bench_cuda_ok();
    float *w = (float *)malloc(wbytes), *old = (float *)malloc(wbytes);
    cudaMemcpy(w, dw, wbytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(old, dold, wbytes, cudaMemcpyDeviceToHost);

    double sum;
    ok &= backprop_check(x, w0, old0, v, hidden, dh, w, old, n, &sum);
    return bench_report(ms, BENCH_REPS, sum, ok);
}
