// Table lookups by a thread's index under a mask or a shift, as backprop's
// weight update reads `delta[k % 16]` and `x[k / 16]`: on the CPU a vector
// of threads reads one run of the table (or one element) when its first
// thread's low bits leave room for the others, and gathers otherwise.
// Checked against the host with the threads' start aligned and not (an
// offset, blocks of 100 threads), with a guard that leaves the last
// vector part empty, with 32-bit and 64-bit indices, and with a table of
// doubles. Stores alike: each block's ring of slots written at an offset
// (one run), a warp's total written by its last lane, and a slot that
// several lanes of a warp race for (it must hold one of their values).
#include <cstdio>
#include <vector>
#include "check.h"

__global__ void periodic(const float *tab, const float *row, float *out, size_t n, size_t off)
{
    for (size_t k = (size_t)blockIdx.x * blockDim.x + threadIdx.x; k < n; k += (size_t)gridDim.x * blockDim.x)
        out[k] = tab[(k + off) % 16] * row[(k + off) / 16] + 1.0f;
}

// 32-bit: a warp's lane and index, guarded by n.
__global__ void lanes32(const int *lane_tab, const int *warp_tab, int *out, int n, int off)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        unsigned u = (unsigned)(t + off);
        out[t] = lane_tab[u & 31] * 1000 + warp_tab[u >> 5];
    }
}

__global__ void doubles(const double *tab, double *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        out[t] = tab[(unsigned)t % 8] * 2.0 + tab[8 + (unsigned)t / 128 % 8];
}

__global__ void stores(const int *in, int *ring, int *tot, int *race, int n, int off)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        int v = in[t] * 3 + 1;
        ring[blockIdx.x * 64 + ((threadIdx.x + off) & 63)] = v;
        if (t % 32 == 31)
            tot[t / 32] = v;
        if (t % 8 == 0)
            race[(unsigned)t / 32] = v;
    }
}

// Blocks of 64 threads, n a multiple of 64.
// A device copy of v, or NULL.
template <typename T> static T *to_device(const std::vector<T> &v)
{
    T *d = NULL;
    if (cudaMalloc(&d, v.size() * sizeof(T)) != cudaSuccess)
        return NULL;
    if (cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice) != cudaSuccess) {
        cudaFree(d);
        return NULL;
    }
    return d;
}

static int check_stores(int n, int off)
{
    std::vector<int> in(n), ring(n), tot(n / 32), race(n / 32);
    for (int i = 0; i < n; i++)
        in[i] = (i * 37) % 1001 - 500;
    int *din = to_device(in), *dring = to_device(ring), *dtot = to_device(tot), *drace = to_device(race);
    EXPECT(din && dring && dtot && drace);
    stores<<<n / 64, 64>>>(din, dring, dtot, drace, n, off);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ring.data(), dring, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(tot.data(), dtot, n / 32 * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(race.data(), drace, n / 32 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < n; t++) {
        int b = t / 64, tx = t % 64, v = in[t] * 3 + 1;
        if (ring[b * 64 + ((tx + off) & 63)] != v) {
            printf("stores(off %d): ring slot of thread %d = %d, want %d\n", off, t, ring[b * 64 + ((tx + off) & 63)], v);
            return 1;
        }
    }
    for (int w = 0; w < n / 32; w++) {
        int last = in[w * 32 + 31] * 3 + 1, r = race[w];
        bool one_of = false;
        for (int l = 0; l < 32; l += 8)
            one_of |= r == in[w * 32 + l] * 3 + 1;
        if (tot[w] != last || !one_of) {
            printf("stores(off %d): warp %d: tot %d (want %d), race %d\n", off, w, tot[w], last, r);
            return 1;
        }
    }
    cudaFree(din);
    cudaFree(dring);
    cudaFree(dtot);
    cudaFree(drace);
    return 0;
}

static int check_periodic(int threads, size_t off)
{
    const size_t n = 100000;
    std::vector<float> tab(16), row((n + off) / 16 + 1), out(n);
    for (int i = 0; i < 16; i++)
        tab[i] = 0.5f + i;
    for (size_t i = 0; i < row.size(); i++)
        row[i] = (float)(i % 97) - 40.0f;
    float *dtab = to_device(tab), *drow = to_device(row), *dout = to_device(out);
    EXPECT(dtab && drow && dout);
    periodic<<<37, threads>>>(dtab, drow, dout, n, off);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (size_t k = 0; k < n; k++) {
        float want = tab[(k + off) % 16] * row[(k + off) / 16] + 1.0f;
        if (out[k] != want) {
            printf("periodic(%d threads, off %zu): out[%zu] = %g, want %g\n", threads, off, k, out[k], want);
            return 1;
        }
    }
    cudaFree(dtab);
    cudaFree(drow);
    cudaFree(dout);
    return 0;
}

static int check_lanes32(int threads, int n, int off)
{
    std::vector<int> lane_tab(32), warp_tab((n + off) / 32 + 1), out(n);
    for (int i = 0; i < 32; i++)
        lane_tab[i] = 3 * i + 1;
    for (size_t i = 0; i < warp_tab.size(); i++)
        warp_tab[i] = (int)(i * 7 % 1000);
    int *dl = to_device(lane_tab), *dw = to_device(warp_tab), *dout = to_device(out);
    EXPECT(dl && dw && dout);
    lanes32<<<(n + threads - 1) / threads, threads>>>(dl, dw, dout, n, off);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < n; t++) {
        unsigned u = (unsigned)(t + off);
        int want = lane_tab[u & 31] * 1000 + warp_tab[u >> 5];
        if (out[t] != want) {
            printf("lanes32(%d threads, n %d, off %d): out[%d] = %d, want %d\n", threads, n, off, t, out[t], want);
            return 1;
        }
    }
    cudaFree(dl);
    cudaFree(dw);
    cudaFree(dout);
    return 0;
}

static int check_doubles(int threads, int n)
{
    std::vector<double> tab(16), out(n);
    for (int i = 0; i < 16; i++)
        tab[i] = 1.25 * i - 3.0;
    double *dtab = to_device(tab), *dout = to_device(out);
    EXPECT(dtab && dout);
    doubles<<<(n + threads - 1) / threads, threads>>>(dtab, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(double), cudaMemcpyDeviceToHost));
    for (int t = 0; t < n; t++) {
        double want = tab[(unsigned)t % 8] * 2.0 + tab[8 + (unsigned)t / 128 % 8];
        if (out[t] != want) {
            printf("doubles(%d threads, n %d): out[%d] = %g, want %g\n", threads, n, t, out[t], want);
            return 1;
        }
    }
    cudaFree(dtab);
    cudaFree(dout);
    return 0;
}

int main()
{
    const int threads[] = {256, 96, 100, 64};
    const size_t offs[] = {0, 5, 16, 8};
    for (int b : threads)
        for (size_t off : offs)
            if (check_periodic(b, off))
                return 1;
    for (int b : threads)
        for (int off : {0, 3, 32})
            if (check_lanes32(b, 5000, off) || check_lanes32(b, 4096, off))
                return 1;
    for (int b : threads)
        if (check_doubles(b, 3000) || check_doubles(b, 2048))
            return 1;
    for (int off : {0, 5, 64})
        if (check_stores(4096, off))
            return 1;
    printf("PASS\n");
    return 0;
}
