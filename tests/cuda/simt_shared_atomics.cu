// Atomics on __shared__ variables: atomicAdd (int, unsigned, float),
// atomicMax/atomicMin (int), atomicCAS (a CAS loop building a 64-bit
// bitwise-or and a float maximum), atomicExch, atomicSub and atomicInc, all
// with every thread of the block contending. Results per block are exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

enum { NR = 9 };

__device__ float cas_float_max(float *addr, float v)
{
    int *a = (int *)addr;
    int old = *a, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= v) break;
        old = atomicCAS(a, assumed, __float_as_int(v));
    } while (old != assumed);
    return __int_as_float(old);
}

__global__ void shared_atomics(const int *in, long long *res)
{
    __shared__ int sum, mx, mn, sub;
    __shared__ unsigned usum, ticket;
    __shared__ float fsum, fmax;
    __shared__ unsigned long long bits;
    __shared__ int last;
    int t = threadIdx.x;
    if (t == 0) {
        sum = 0; mx = -2147483647 - 1; mn = 2147483647; sub = 1000000;
        usum = 0; ticket = 0; fsum = 0.0f; fmax = -1e30f; bits = 0; last = -1;
    }
    __syncthreads();
    int v = in[blockIdx.x * blockDim.x + t];
    atomicAdd(&sum, v);
    atomicMax(&mx, v);
    atomicMin(&mn, v);
    atomicSub(&sub, v);
    atomicAdd(&usum, (unsigned)v * 3u);
    atomicAdd(&fsum, (float)(v & 255));   // small integers: exact in any order
    cas_float_max(&fmax, v * 0.5f);
    unsigned long long old = bits, assumed;
    do {
        assumed = old;
        old = atomicCAS(&bits, assumed, assumed | (1ull << (t % 64)));
    } while (old != assumed);
    unsigned my = atomicInc(&ticket, 0xffffffffu);
    if (my == blockDim.x - 1) atomicExch(&last, t);
    __syncthreads();
    if (t == 0) {
        long long *r = res + blockIdx.x * NR;
        r[0] = sum; r[1] = mx; r[2] = mn; r[3] = sub; r[4] = usum;
        r[5] = (long long)fsum; r[6] = (long long)(fmax * 2.0f); r[7] = (long long)bits;
        r[8] = ticket == blockDim.x && last >= 0 ? 1 : 0;
    }
}

int main()
{
    const int bsz[] = {1, 64, 100, 1024};
    const int nblocks = 7;
    const char *names[NR] = {"atomicAdd", "atomicMax", "atomicMin", "atomicSub", "atomicAdd(unsigned)",
                             "atomicAdd(float)", "CAS float max", "CAS 64-bit or", "atomicInc/atomicExch"};
    for (int bs : bsz) {
        int n = bs * nblocks;
        std::vector<int> h(n);
        std::vector<long long> res(nblocks * NR);
        for (int i = 0; i < n; ++i) h[i] = (int)((i * 2654435761u) % 200001u) - 100000;
        int *din;
        long long *dres;
        CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
        CHECK(cudaMalloc((void **)&dres, res.size() * sizeof(long long)));
        CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
        shared_atomics<<<nblocks, bs>>>(din, dres);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(res.data(), dres, res.size() * sizeof(long long), cudaMemcpyDeviceToHost));
        for (int b = 0; b < nblocks; ++b) {
            int sum = 0, mx = h[b * bs], mn = h[b * bs], sub = 1000000;
            unsigned usum = 0;
            long long fsum = 0;
            unsigned long long bits = 0;
            for (int t = 0; t < bs; ++t) {
                int v = h[b * bs + t];
                sum += v; sub -= v; usum += (unsigned)v * 3u; fsum += v & 255;
                mx = v > mx ? v : mx; mn = v < mn ? v : mn;
                bits |= 1ull << (t % 64);
            }
            long long want[NR] = {sum, mx, mn, sub, usum, fsum, mx, (long long)bits, 1};
            for (int k = 0; k < NR; ++k)
                if (res[b * NR + k] != want[k])
                    REPORT("block size %d, block %d: %s = %lld, expected %lld\n", bs, b, names[k], res[b * NR + k], want[k]);
        }
        cudaFree(din); cudaFree(dres);
    }
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
