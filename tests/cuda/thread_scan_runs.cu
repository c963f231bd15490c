// Each thread's serial prefix sum over a run of consecutive elements (a
// blocked arrangement, as CUB's ThreadScan and a tile scan's per-thread pass
// use it): exclusive and inclusive, with and without a carry in, in place in
// shared memory and from one global array to another, over ints, unsigned
// ints that wrap, 64-bit ints and runs of 4, 7, 16 and 33 elements. Floats
// must keep the sequential order of their additions bit for bit; a copy one
// element up must read each element before the store to it. Every result is
// checked against the sequential sums on the host.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define THREADS 64

// TOTALS false: nothing uses the run's last sum
template <typename T, int ITEMS, bool TOTALS>
__global__ void exclusive_in_shared(const T *in, T *out, T *totals)
{
    __shared__ T s[THREADS * ITEMS];
    int t = threadIdx.x, base = blockIdx.x * THREADS * ITEMS;
    for (int k = 0; k < ITEMS; k++)
        s[k * THREADS + t] = in[base + k * THREADS + t];
    __syncthreads();
    T acc = 0;
    for (int k = 0; k < ITEMS; k++) {
        T x = s[t * ITEMS + k];
        s[t * ITEMS + k] = acc;
        acc += x;
    }
    if (TOTALS)
        totals[blockIdx.x * THREADS + t] = acc;
    __syncthreads();
    for (int k = 0; k < ITEMS; k++)
        out[base + k * THREADS + t] = s[k * THREADS + t];
}

// inclusive, from in to out, starting from a carry that differs per thread:
// loaded whole into registers, scanned, stored (CUB's BlockLoad, ThreadScan,
// BlockStore in the direct blocked arrangement), or step by step (each load
// after the previous store, which may write what it reads).
template <typename T, int ITEMS>
__global__ void inclusive_with_carry(const T *in, T *out, T carry, bool stepwise)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    T acc = carry * (T)t;
    if (stepwise) {
        for (int k = 0; k < ITEMS; k++) {
            acc += in[t * ITEMS + k];
            out[t * ITEMS + k] = acc;
        }
        return;
    }
    T items[ITEMS];
    for (int k = 0; k < ITEMS; k++)
        items[k] = in[t * ITEMS + k];
    for (int k = 0; k < ITEMS; k++)
        items[k] = acc += items[k];
    for (int k = 0; k < ITEMS; k++)
        out[t * ITEMS + k] = items[k];
}

// out[i + 1] = prefix up to i, in place one element up: each load must see
// the element before it was overwritten by the previous step.
__global__ void shifted_up(int *a)
{
    int t = threadIdx.x;
    int acc = 0;
    for (int k = 0; k < 16; k++) {
        acc += a[t * 17 + k];
        a[t * 17 + k + 1] = acc;
    }
}

template <typename T, int ITEMS, bool TOTALS = true> static int check_exclusive(unsigned seed, const char *name)
{
    const int blocks = 3, n = blocks * THREADS * ITEMS;
    T *h = (T *)malloc(n * sizeof(T)), *r = (T *)malloc(n * sizeof(T)), *tot = (T *)malloc(blocks * THREADS * sizeof(T));
    for (int i = 0; i < n; i++)
        h[i] = (T)((seed = seed * 1103515245u + 12345u) >> 3);
    T *din, *dout, *dtot;
    cudaMalloc(&din, n * sizeof(T));
    cudaMalloc(&dout, n * sizeof(T));
    cudaMalloc(&dtot, blocks * THREADS * sizeof(T));
    cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
    cudaMemset(dtot, 0, blocks * THREADS * sizeof(T));
    exclusive_in_shared<T, ITEMS, TOTALS><<<blocks, THREADS>>>(din, dout, dtot);
    cudaMemcpy(r, dout, n * sizeof(T), cudaMemcpyDeviceToHost);
    cudaMemcpy(tot, dtot, blocks * THREADS * sizeof(T), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int t = 0; t < THREADS; t++) {
            // thread t's run is its ITEMS consecutive elements of the staged tile
            // the tile holds in[base + j] at s[j] and out[base + j] = s[j]:
            // thread t's run is elements t * ITEMS to t * ITEMS + ITEMS - 1
            T acc = 0;
            for (int k = 0; k < ITEMS; k++) {
                int pos = b * THREADS * ITEMS + t * ITEMS + k;
                if (memcmp(&r[pos], &acc, sizeof(T)) != 0)
                    bad++;
                acc += h[pos];
            }
            T want = TOTALS ? acc : (T)0;
            if (memcmp(&tot[b * THREADS + t], &want, sizeof(T)) != 0)
                bad++;
        }
    printf("%-28s %s\n", name, bad ? "FAIL" : "ok");
    cudaFree(din);
    cudaFree(dout);
    cudaFree(dtot);
    free(h);
    free(r);
    free(tot);
    return bad == 0;
}

template <typename T, int ITEMS> static int check_inclusive(T carry, T scale, bool stepwise, const char *name)
{
    const int threads = 2 * THREADS, n = threads * ITEMS;
    T *h = (T *)malloc(n * sizeof(T)), *r = (T *)malloc(n * sizeof(T));
    for (int i = 0; i < n; i++)
        h[i] = (T)(i * 37 % 101) * scale;
    T *din, *dout;
    cudaMalloc(&din, n * sizeof(T));
    cudaMalloc(&dout, n * sizeof(T));
    cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
    inclusive_with_carry<T, ITEMS><<<2, THREADS>>>(din, dout, carry, stepwise);
    cudaMemcpy(r, dout, n * sizeof(T), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int t = 0; t < threads; t++) {
        T acc = carry * (T)t;
        for (int k = 0; k < ITEMS; k++) {
            acc += h[t * ITEMS + k];
            if (memcmp(&r[t * ITEMS + k], &acc, sizeof(T)) != 0)
                bad++;
        }
    }
    printf("%-28s %s\n", name, bad ? "FAIL" : "ok");
    cudaFree(din);
    cudaFree(dout);
    free(h);
    free(r);
    return bad == 0;
}

static int check_shifted(void)
{
    const int n = THREADS * 17;
    int h[n], r[n];
    for (int i = 0; i < n; i++)
        h[i] = i % 13 + 1;
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    shifted_up<<<1, THREADS>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    for (int t = 0; t < THREADS; t++) { // the same steps on the host
        int acc = 0;
        for (int k = 0; k < 16; k++) {
            acc += h[t * 17 + k];
            h[t * 17 + k + 1] = acc;
        }
    }
    int bad = memcmp(h, r, sizeof h) != 0;
    printf("%-28s %s\n", "int 16 shifted up in place", bad ? "FAIL" : "ok");
    cudaFree(d);
    return !bad;
}

int main()
{
    int ok = 1;
    ok &= check_exclusive<int, 16>(1u, "int 16 exclusive");
    ok &= check_exclusive<int, 16, false>(6u, "int 16 exclusive, no total");
    ok &= check_exclusive<int, 7>(2u, "int 7 exclusive");
    ok &= check_exclusive<unsigned, 33>(3u, "unsigned 33 exclusive (wraps)");
    ok &= check_exclusive<long long, 4>(4u, "long long 4 exclusive");
    ok &= check_exclusive<float, 16>(5u, "float 16 exclusive");
    for (int stepwise = 0; stepwise < 2; stepwise++) {
        printf("%s:\n", stepwise ? "step by step" : "loaded whole");
        ok &= check_inclusive<int, 16>(5, 1, stepwise, "int 16 inclusive, carry");
        ok &= check_inclusive<unsigned, 8>(0x7fffffffu, 0x3000000u, stepwise, "unsigned 8 inclusive, wraps");
        ok &= check_inclusive<long long, 16>(1ll << 40, 3, stepwise, "long long 16 inclusive");
        ok &= check_inclusive<float, 8>(0.1f, 1.1f, stepwise, "float 8 inclusive");
    }
    ok &= check_shifted();
    ok &= cudaGetLastError() == cudaSuccess;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
