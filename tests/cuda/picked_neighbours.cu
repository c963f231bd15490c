// A stencil's edge test picks a neighbour or the element itself per
// thread, as srad does: `J[x > 0 ? i - 1 : i]`, `c[x < n - 1 ? i + 1 : i]`,
// or two offsets at once. On the CPU a vector of threads reads the two
// runs with masked loads, one for the lanes of each side: no lane may read
// an element its thread does not. The array sits between two pages no
// one may read (mprotect), so a read before its first element or past its
// last faults. Checked against the host; rows of odd length leave partial
// vectors at every edge.
#include <cstring>
#include <vector>
#include "check.h"
#include "fenced.h"

template <typename Index> __global__ void neighbours(const float *a, float *out, int w, int h, int k)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x >= w || y >= h)
        return;
    Index i = (Index)y * w + x;
    float left = a[x > 0 ? i - 1 : i], right = a[x < w - 1 ? i + 1 : i];
    // two offsets, neither zero nor constant: k back from the right half, k on from the left
    float far = a[x >= w / 2 ? i - k : i + k];
    out[i] = a[i] + 1000.0f * (left + 10.0f * right + 100.0f * far);
}

static float host_at(const float *a, int w, int x, int y, int dx)
{
    return a[y * w + x + dx];
}

int main()
{
    const int w = 1001, h = 7, n = w * h;
    size_t bytes = n * sizeof(float);
    float *dout;
    CHECK(cudaMalloc(&dout, bytes));
    for (int run = 0; run < 8; run++) { // array at a fence's start or end; blocks of 32 or 256; size_t or int
        int block = run & 1 ? 256 : 32;
        float *a = fenced_floats(n, run & 2, 37, 101), *da;
        EXPECT(a != NULL);
        CHECK(cudaHostRegister(a, bytes, cudaHostRegisterMapped));
        CHECK(cudaHostGetDevicePointer((void **)&da, a, 0));
        CHECK(cudaMemset(dout, 0, bytes));
        dim3 grid((w + block - 1) / block, h);
        if (run < 4)
            neighbours<size_t><<<grid, block>>>(da, dout, w, h, 2);
        else
            neighbours<int><<<grid, block>>>(da, dout, w, h, 2);
        CHECK(cudaGetLastError());
        std::vector<float> out(n);
        CHECK(cudaMemcpy(out.data(), dout, bytes, cudaMemcpyDeviceToHost));
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                float want = host_at(a, w, x, y, 0) + 1000.0f * (host_at(a, w, x, y, x > 0 ? -1 : 0)
                           + 10.0f * host_at(a, w, x, y, x < w - 1 ? 1 : 0) + 100.0f * host_at(a, w, x, y, x >= w / 2 ? -2 : 2));
                if (out[y * w + x] != want) {
                    printf("run %d: (%d, %d) = %g, want %g\n", run, x, y, out[y * w + x], want);
                    return 1;
                }
            }
        CHECK(cudaHostUnregister(a));
    }
    CHECK(cudaFree(dout));
    printf("PASS\n");
    return 0;
}
