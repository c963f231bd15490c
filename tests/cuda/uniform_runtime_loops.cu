// Loops whose bounds are kernel arguments, the same in every thread but
// unknown at compile time: Ferry runs them in steps, one iteration for all
// threads at a time, as it runs long loops of constant bounds. Checked, each
// against the host: a template summed over m taps, gathering from an image
// at the thread's own position (the particle filter's likelihood), with m
// of 0, 1, 3 and 29, in blocks of 48 and 256 threads; the same run only by
// threads whose input passes a test; a loop its threads leave at their own
// iteration (break); one inside a grid-stride loop; two nested (rows and
// columns of a window, both arguments); one whose step is an argument too;
// and one whose bound is the thread's own, which stays in the thread.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define W 97
#define H 61

struct tap {
    int dx, dy;
    float k;
};

__host__ __device__ int clampi(int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; }

__host__ __device__ float taps_at(const float *img, const tap *t, int m, float x, float y)
{
    int cx = (int)roundf(x), cy = (int)roundf(y);
    float s = 0.0f;
    for (int j = 0; j < m; j++) {
        float v = img[clampi(cy + t[j].dy, H - 1) * W + clampi(cx + t[j].dx, W - 1)];
        s += t[j].k * v * v - v;
    }
    return s;
}

__global__ void weigh(const float *img, const tap *t, int m, const float *x, const float *y, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = taps_at(img, t, m, x[i], y[i]);
}

__global__ void weigh_some(const float *img, const tap *t, int m, const float *x, const float *y, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = x[i] > 40.0f ? taps_at(img, t, m, x[i], y[i]) : -x[i];
}

__global__ void weigh_strided(const float *img, const tap *t, int m, const float *x, const float *y, float *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = taps_at(img, t, m, x[i], y[i]);
}

__host__ __device__ int until(const float *img, int m, int i, float limit)
{
    float s = 0.0f;
    int j = 0;
    for (; j < m; j++) {
        s += img[(i * 7 + j * 13) % (W * H)];
        if (s > limit)
            break;
    }
    return j;
}

__global__ void leave_early(const float *img, int m, const float *limit, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = until(img, m, i, limit[i]);
}

__host__ __device__ float window(const float *img, int rows, int cols, int step, int i)
{
    int cx = i % W, cy = (i / W) % H;
    float s = 0.0f;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c += step)
            s += img[clampi(cy + r - rows / 2, H - 1) * W + clampi(cx + c - cols / 2, W - 1)] * (float)(r + 1);
    return s;
}

__global__ void windows(const float *img, int rows, int cols, int step, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = window(img, rows, cols, step, i);
}

// the bound is the thread's own: each goes round its own count
__global__ void own_count(const float *img, const int *count, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float s = 0.0f;
    for (int j = 0; j < count[i]; j++)
        s += img[(i + j * 31) % (W * H)];
    out[i] = s;
}

static int close_to(float got, float want) { return fabsf(got - want) <= 1e-4f * (1.0f + fabsf(want)); }

static int check_taps(const float *img, tap *t, float *x, float *y, float *out, int n)
{
    int bad = 0;
    const int ms[] = {0, 1, 3, 29}, blocks[] = {48, 256};
    for (int mi = 0; mi < 4; mi++) {
        int m = ms[mi];
        for (int bi = 0; bi < 2; bi++) {
            int b = blocks[bi];
            for (int kind = 0; kind < 3; kind++) {
                if (kind == 0)
                    weigh<<<(n + b - 1) / b, b>>>(img, t, m, x, y, out, n);
                else if (kind == 1)
                    weigh_some<<<(n + b - 1) / b, b>>>(img, t, m, x, y, out, n);
                else
                    weigh_strided<<<3, b>>>(img, t, m, x, y, out, n);
                cudaDeviceSynchronize();
                for (int i = 0; i < n; i++) {
                    float want = kind == 1 && !(x[i] > 40.0f) ? -x[i] : taps_at(img, t, m, x[i], y[i]);
                    if (!close_to(out[i], want) && bad++ < 5)
                        printf("FAIL taps kind %d m %d block %d, %d: %g, want %g\n", kind, m, b, i, out[i], want);
                }
            }
        }
    }
    return bad;
}

int main()
{
    const int n = 1000;
    float *img, *x, *y, *out, *limit;
    tap *t;
    int *steps, *count;
    cudaMallocManaged(&img, W * H * sizeof(float));
    cudaMallocManaged(&t, 29 * sizeof(tap));
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    cudaMallocManaged(&out, n * sizeof(float));
    cudaMallocManaged(&limit, n * sizeof(float));
    cudaMallocManaged(&steps, n * sizeof(int));
    cudaMallocManaged(&count, n * sizeof(int));
    for (int i = 0; i < W * H; i++)
        img[i] = (float)((i * 7919) % 211) / 211.0f;
    int m = 0;
    for (int dy = -3; dy <= 3; dy++)
        for (int dx = -3; dx <= 3; dx++)
            if (dx * dx + dy * dy <= 9 && m < 29)
                t[m++] = {dx, dy, 0.5f + 0.03f * (float)m};
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i * 37) % 101) - 2.0f; // off the image at both ends
        y[i] = (float)((i * 53) % 67) - 3.0f;
        limit[i] = (float)(i % 23);
        count[i] = i % 17;
    }
    int bad = check_taps(img, t, x, y, out, n);

    leave_early<<<(n + 63) / 64, 64>>>(img, 40, limit, steps, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++)
        if (steps[i] != until(img, 40, i, limit[i]) && bad++ < 5)
            printf("FAIL leave_early %d: %d, want %d\n", i, steps[i], until(img, 40, i, limit[i]));

    const int shapes[][3] = {{5, 7, 1}, {3, 9, 2}, {0, 4, 1}, {6, 0, 1}};
    for (int s = 0; s < 4; s++) {
        windows<<<(n + 127) / 128, 128>>>(img, shapes[s][0], shapes[s][1], shapes[s][2], out, n);
        cudaDeviceSynchronize();
        for (int i = 0; i < n; i++) {
            float want = window(img, shapes[s][0], shapes[s][1], shapes[s][2], i);
            if (!close_to(out[i], want) && bad++ < 5)
                printf("FAIL windows %dx%d/%d %d: %g, want %g\n", shapes[s][0], shapes[s][1], shapes[s][2], i, out[i], want);
        }
    }

    own_count<<<(n + 95) / 96, 96>>>(img, count, out, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
        float want = 0.0f;
        for (int j = 0; j < count[i]; j++)
            want += img[(i + j * 31) % (W * H)];
        if (!close_to(out[i], want) && bad++ < 5)
            printf("FAIL own_count %d: %g, want %g\n", i, out[i], want);
    }

    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        printf("FAIL %s\n", cudaGetErrorString(e));
        bad++;
    }
    if (!bad)
        printf("PASS\n");
    return bad != 0;
}
