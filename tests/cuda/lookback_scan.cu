// A single-pass scan with decoupled look-back, written by hand as such
// scans usually are: each block publishes its aggregate, then its first
// warp alone looks back over the status words of earlier blocks (votes,
// shuffles, a __nanosleep backoff while a predecessor has published
// nothing) while the rest of the block waits at __syncthreads. Blocks wait
// for blocks with lower indices, which a GPU starts first; Ferry must deal
// them out in that order and keep the waiting warp's lanes together.
// Also a lone warp whose lanes part ways between shuffles with different
// masks, and one lane that leaves early for the barrier, checked against a
// host simulation. Block sizes 32 to 256, grids of 1 to 700 blocks.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define FULL 0xffffffffu
enum : unsigned { NONE = 0, AGGREGATE = 1, PREFIX = 2 };

__device__ unsigned long long pack(unsigned flag, int value)
{
    return (unsigned long long)flag << 32 | (unsigned)value;
}

// The exclusive prefix of block `tile`, found by its first warp.
__device__ int look_back(volatile unsigned long long *status, int tile)
{
    int lane = threadIdx.x & 31, exclusive = 0;
    for (int pred = tile - 1 - lane;; pred -= 32) {
        unsigned long long s;
        unsigned backoff = 32;
        for (;;) {
            s = pred >= 0 ? status[pred] : pack(PREFIX, 0);
            if (__all_sync(FULL, (unsigned)(s >> 32) != NONE))
                break;
            __nanosleep(backoff);
            backoff = backoff < 1024 ? 2 * backoff : backoff;
        }
        unsigned prefixes = __ballot_sync(FULL, (unsigned)(s >> 32) == PREFIX);
        int stop = prefixes ? __ffs(prefixes) - 1 : 31; // the nearest block with its prefix
        int v = lane <= stop ? (int)(unsigned)s : 0;
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_down_sync(FULL, v, o);
        exclusive += __shfl_sync(FULL, v, 0);
        if (prefixes)
            return exclusive;
    }
}

template <int BLOCK, int ITEMS>
__global__ void scan(const int *in, int *out, int n, unsigned long long *status)
{
    __shared__ int warp_sums[BLOCK / 32];
    __shared__ int block_prefix;
    int tile = blockIdx.x, lane = threadIdx.x & 31, warp = threadIdx.x / 32;
    int base = (tile * BLOCK + threadIdx.x) * ITEMS, items[ITEMS], sum = 0;
    for (int i = 0; i < ITEMS; i++) {
        sum += base + i < n ? in[base + i] : 0;
        items[i] = sum;
    }
    int x = sum;
    for (int d = 1; d < 32; d *= 2) {
        int y = __shfl_up_sync(FULL, x, d);
        if (lane >= d)
            x += y;
    }
    if (lane == 31)
        warp_sums[warp] = x;
    __syncthreads();
    if (warp == 0) {
        int w = lane < BLOCK / 32 ? warp_sums[lane] : 0;
        for (int d = 1; d < BLOCK / 32; d *= 2) {
            int y = __shfl_up_sync(FULL, w, d);
            if (lane >= d)
                w += y;
        }
        if (lane < BLOCK / 32)
            warp_sums[lane] = w;
        int aggregate = __shfl_sync(FULL, w, BLOCK / 32 - 1);
        if (lane == 0) {
            status[tile] = pack(tile == 0 ? PREFIX : AGGREGATE, aggregate);
            __threadfence();
        }
        int exclusive = tile == 0 ? 0 : look_back(status, tile);
        if (lane == 0) {
            status[tile] = pack(PREFIX, exclusive + aggregate);
            block_prefix = exclusive;
        }
    }
    __syncthreads();
    int prefix = block_prefix + (warp > 0 ? warp_sums[warp - 1] : 0) + x - sum;
    for (int i = 0; i < ITEMS; i++)
        if (base + i < n)
            out[base + i] = prefix + items[i];
}

template <int BLOCK, int ITEMS>
static bool run_scan(int n)
{
    const int per_block = BLOCK * ITEMS, blocks = (n + per_block - 1) / per_block;
    std::vector<int> h(n), got(n);
    for (int i = 0; i < n; i++)
        h[i] = (int)((i * 2654435761u) >> 20) % 201 - 100;
    int *in, *out;
    unsigned long long *status;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    cudaMalloc(&status, blocks * sizeof *status);
    cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    bool ok = true;
    for (int rep = 0; rep < 3 && ok; rep++) {
        cudaMemset(status, 0, blocks * sizeof *status);
        cudaMemset(out, 0, n * sizeof(int));
        scan<BLOCK, ITEMS><<<blocks, BLOCK>>>(in, out, n, status);
        cudaError_t err = cudaDeviceSynchronize();
        cudaMemcpy(got.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
        long long want = 0;
        for (int i = 0; i < n && ok; i++) {
            want += h[i];
            if (got[i] != (int)want) {
                printf("scan<%d,%d> n=%d: out[%d] = %d, want %lld (%s)\n", BLOCK, ITEMS, n, i, got[i], want,
                       cudaGetErrorString(err));
                ok = false;
            }
        }
    }
    cudaFree(in);
    cudaFree(out);
    cudaFree(status);
    return ok;
}

// Warp 0 alone, the other warps at __syncthreads: its lanes go round a
// loop of shuffles, part ways into two half-warp shuffles, meet again at a
// vote, and lane 31 leaves for the barrier after `early` rounds.
__global__ void lone_warp(int *out, int rounds, int early)
{
    int lane = threadIdx.x & 31;
    if (threadIdx.x < 32) {
        int v = lane * 7 + 1;
        for (int r = 0; r < rounds; r++) {
            if (lane == 31 && r == early)
                break;
            unsigned mask = r >= early ? 0x7fffffffu : FULL;
            int src = lane ^ 1;
            if (r >= early && src == 31) // no lane reads one that left
                src = lane;
            v += __shfl_sync(mask, v, src);
            if (lane < 16)
                v += __shfl_down_sync(mask & 0xffffu, v, 1, 16);
            else
                v -= __shfl_up_sync(mask & 0xffff0000u, v, 2, 16);
            v ^= __ballot_sync(mask, v & 1) & 0xff;
        }
        out[threadIdx.x] = v;
    }
    __syncthreads();
    if (threadIdx.x >= 32)
        out[threadIdx.x] = out[threadIdx.x % 32] + 1;
}

// The same on the host, lanes in lockstep.
static void lone_warp_host(int *out, int nthreads, int rounds, int early)
{
    int v[32];
    bool in[32];
    for (int l = 0; l < 32; l++)
        v[l] = l * 7 + 1, in[l] = true;
    for (int r = 0; r < rounds; r++) {
        if (r == early)
            in[31] = false;
        int w[32];
        for (int l = 0; l < 32; l++)
            w[l] = in[l] ? v[l] + v[in[l ^ 1] ? l ^ 1 : l] : v[l];
        for (int l = 0; l < 32; l++)
            v[l] = w[l];
        for (int l = 0; l < 32; l++) {
            if (!in[l])
                continue;
            if (l < 16)
                w[l] = v[l] + (l + 1 < 16 ? v[l + 1] : v[l]);
            else
                w[l] = v[l] - (l - 2 >= 16 ? v[l - 2] : v[l]);
        }
        for (int l = 0; l < 32; l++)
            v[l] = w[l];
        unsigned ballot = 0;
        for (int l = 0; l < 32; l++)
            if (in[l] && (v[l] & 1))
                ballot |= 1u << l;
        for (int l = 0; l < 32; l++)
            if (in[l])
                v[l] ^= ballot & 0xff;
    }
    for (int t = 0; t < nthreads; t++)
        out[t] = t < 32 ? v[t] : v[t % 32] + 1;
}

static bool run_lone(int nthreads, int rounds, int early)
{
    int *d;
    std::vector<int> got(nthreads), want(nthreads);
    cudaMalloc(&d, nthreads * sizeof(int));
    lone_warp<<<3, nthreads>>>(d, rounds, early);
    cudaMemcpy(got.data(), d, nthreads * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    lone_warp_host(want.data(), nthreads, rounds, early);
    for (int t = 0; t < nthreads; t++)
        if (got[t] != want[t]) {
            printf("lone_warp(%d threads, %d rounds, lane 31 leaves at %d): thread %d = %d, want %d\n",
                   nthreads, rounds, early, t, got[t], want[t]);
            return false;
        }
    return true;
}

int main()
{
    bool ok = run_scan<128, 4>(1) && run_scan<128, 4>(512 * 300 + 77) && run_scan<256, 2>(512 * 700)
           && run_scan<64, 8>(512 * 200 + 5) && run_scan<32, 16>(100000);
    ok = ok && run_lone(128, 40, 40) && run_lone(128, 40, 25) && run_lone(96, 7, 0) && run_lone(32, 9, 3);
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
