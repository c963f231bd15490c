// __syncthreads_count, __syncthreads_and and __syncthreads_or with several
// predicates (none, all, one thread, every third thread, data-dependent,
// nonzero values other than 1), for several block sizes.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

enum { NPRED = 6 };

__host__ __device__ inline int predicate(int k, int t, int n, int block, int data)
{
    switch (k) {
    case 0: return 0;
    case 1: return 1;
    case 2: return t == n - 1;
    case 3: return t % 3 == 0;
    case 4: return data > block * 10;
    default: return (t & 1) ? -7 : 0;   // nonzero but not 1
    }
}

// res[(block*NPRED + k)*3 + {0,1,2}] = count, and, or; each thread checks it
// received the same result as thread 0 and flags a mismatch.
__global__ void votes(const int *data, int *res, int *mismatch)
{
    int t = threadIdx.x, n = blockDim.x;
    int d = data[blockIdx.x * n + t];
    for (int k = 0; k < NPRED; ++k) {
        int p = predicate(k, t, n, blockIdx.x, d);
        int c = __syncthreads_count(p);
        int a = __syncthreads_and(p);
        int o = __syncthreads_or(p);
        int *r = res + (blockIdx.x * NPRED + k) * 3;
        if (t == 0) { r[0] = c; r[1] = a; r[2] = o; }
        __syncthreads();
        if (r[0] != c || (r[1] != 0) != (a != 0) || (r[2] != 0) != (o != 0)) atomicAdd(mismatch, 1);
        __syncthreads();
    }
}

int main()
{
    const int bsz[] = {1, 100, 256, 1024, 33};
    const int nblocks = 10;
    for (int bs : bsz) {
        int total = bs * nblocks;
        std::vector<int> h(total), res(nblocks * NPRED * 3);
        for (int i = 0; i < total; ++i) h[i] = (i * 7919) % 101;
        int *dd, *dres, *dmis, mis;
        CHECK(cudaMalloc((void **)&dd, total * sizeof(int)));
        CHECK(cudaMalloc((void **)&dres, res.size() * sizeof(int)));
        CHECK(cudaMalloc((void **)&dmis, sizeof(int)));
        CHECK(cudaMemcpy(dd, h.data(), total * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemset(dmis, 0, sizeof(int)));
        votes<<<nblocks, bs>>>(dd, dres, dmis);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(res.data(), dres, res.size() * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&mis, dmis, sizeof(int), cudaMemcpyDeviceToHost));
        if (mis) REPORT("block size %d: %d threads saw a different result than thread 0\n", bs, mis);
        for (int b = 0; b < nblocks; ++b)
            for (int k = 0; k < NPRED; ++k) {
                int cnt = 0;
                for (int t = 0; t < bs; ++t) cnt += predicate(k, t, bs, b, h[b * bs + t]) != 0;
                const int *r = &res[(b * NPRED + k) * 3];
                if (r[0] != cnt) REPORT("block size %d, block %d, predicate %d: count %d, expected %d\n", bs, b, k, r[0], cnt);
                if ((r[1] != 0) != (cnt == bs)) REPORT("block size %d, block %d, predicate %d: and %d, expected %d\n", bs, b, k, r[1], cnt == bs);
                if ((r[2] != 0) != (cnt != 0)) REPORT("block size %d, block %d, predicate %d: or %d, expected %d\n", bs, b, k, r[2], cnt != 0);
            }
        cudaFree(dd); cudaFree(dres); cudaFree(dmis);
    }
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
