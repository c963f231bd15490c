// An image filter's edges as CUDA code writes them: the neighbour's column
// clamped into the image, `in[y * w + min(max(x + d, 0), w - 1)]`. On the
// CPU a vector of threads away from the edges reads one run of the row;
// where a lane is clamped, or its index would leave 32 bits, the lanes are
// read one by one. The image sits against unreadable pages (mprotect), so
// an unclamped read before its first pixel or past its last faults.
// Checked against the host for widths that leave partial vectors, radii
// up to 5, unsigned clamps, and a 1-D signal clamped at both ends.
#include <vector>
#include "check.h"
#include "fenced.h"

__global__ void blur_rows(const float *in, float *out, int w, int h, int r)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x >= w || y >= h)
        return;
    float s = 0;
    for (int d = -r; d <= r; d++)
        s += in[y * w + min(max(x + d, 0), w - 1)] * (float)(d + r + 1);
    out[y * w + x] = s;
}

// unsigned columns: umin clamps the right edge only, the left by the test
__global__ void right_edge(const float *in, float *out, unsigned w)
{
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < w)
        out[x] = in[min(x + 3u, w - 1)] - in[x];
}

// a 1-D signal: the clamp's bounds are arguments
__global__ void window(const float *in, float *out, int n, int lo, int hi)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[max(min(i - 2, hi), lo)] + 2.0f * in[min(max(i + 2, lo), hi)];
}

static int compare(const char *what, const float *dout, const std::vector<float> &want)
{
    std::vector<float> got(want.size());
    CHECK(cudaMemcpy(got.data(), dout, want.size() * sizeof(float), cudaMemcpyDeviceToHost));
    for (size_t k = 0; k < want.size(); k++)
        if (got[k] != want[k]) {
            printf("%s: element %zu = %g, want %g\n", what, k, got[k], want[k]);
            return 1;
        }
    return 0;
}

int main()
{
    const int widths[3] = {1001, 64, 7}, h = 5;
    float *dout;
    CHECK(cudaMalloc(&dout, 1001 * h * sizeof(float)));
    for (int run = 0; run < 12; run++) {
        int w = widths[run % 3], r = run % 2 ? 5 : 1, n = w * h;
        bool start = run / 6;
        float *a = fenced_floats(n, start, 53, 97), *da;
        EXPECT(a != NULL);
        CHECK(cudaHostRegister(a, n * sizeof(float), cudaHostRegisterMapped));
        CHECK(cudaHostGetDevicePointer((void **)&da, a, 0));
        int block = run % 4 < 2 ? 128 : 32;
        blur_rows<<<dim3((w + block - 1) / block, h), block>>>(da, dout, w, h, r);
        CHECK(cudaGetLastError());
        std::vector<float> want(n);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                float s = 0;
                for (int d = -r; d <= r; d++)
                    s += a[y * w + std::min(std::max(x + d, 0), w - 1)] * (float)(d + r + 1);
                want[y * w + x] = s;
            }
        if (compare("blur_rows", dout, want))
            return 1;
        right_edge<<<(n + 127) / 128, 128>>>(da, dout, (unsigned)n);
        for (int x = 0; x < n; x++)
            want[x] = a[std::min(x + 3, n - 1)] - a[x];
        if (compare("right_edge", dout, std::vector<float>(want.begin(), want.begin() + n)))
            return 1;
        int lo = run % 3, hi = n - 1 - run % 5;
        window<<<(n + 63) / 64, 64>>>(da, dout, n, lo, hi);
        for (int i = 0; i < n; i++)
            want[i] = a[std::max(std::min(i - 2, hi), lo)] + 2.0f * a[std::min(std::max(i + 2, lo), hi)];
        if (compare("window", dout, want))
            return 1;
        CHECK(cudaHostUnregister(a));
    }
    CHECK(cudaFree(dout));
    printf("PASS\n");
    return 0;
}
