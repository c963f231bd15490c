// Lanes of a warp that exchange values through memory with no barrier, as
// code written for GPUs whose warps run in lockstep does (legacy: through
// volatile pointers, so that the compiler keeps every access where it is
// written), and the same with __syncwarp() between writes and reads
// (modern): a Kogge-Stone
// scan over volatile shared memory, a butterfly through shared memory, a
// rotation through global memory, a transpose inside groups of 8 lanes, a
// buffer all lanes fill and one lane reads, and a slot one lane writes for
// all. A lock taken in turn by the lanes of a warp must not hang. Every
// result is checked against the host's.
#include <cstdio>

#define W 32
#define THREADS 128

#ifdef MODERN
#define SYNC() __syncwarp()
#else
#define SYNC()
#endif

__device__ int warp_scan(volatile int *s, unsigned tid, int v)
{
    unsigned lane = tid & (W - 1);
    s[tid] = v;
    SYNC();
    for (int d = 1; d < W; d *= 2) {
        int t = lane >= (unsigned)d ? s[tid - d] : 0;
        SYNC();
        if (lane >= (unsigned)d)
            s[tid] = t + s[tid];
        SYNC();
    }
    return s[tid];
}

// The scan of the older papers: each step written out, read and write in
// one statement.
__device__ int warp_scan_unrolled(volatile int *s, unsigned tid, int v)
{
    unsigned lane = tid & (W - 1);
    s[tid] = v;
    SYNC();
    if (lane >= 1) { int t = s[tid - 1]; SYNC(); s[tid] = t + s[tid]; } SYNC();
    if (lane >= 2) { int t = s[tid - 2]; SYNC(); s[tid] = t + s[tid]; } SYNC();
    if (lane >= 4) { int t = s[tid - 4]; SYNC(); s[tid] = t + s[tid]; } SYNC();
    if (lane >= 8) { int t = s[tid - 8]; SYNC(); s[tid] = t + s[tid]; } SYNC();
    if (lane >= 16) { int t = s[tid - 16]; SYNC(); s[tid] = t + s[tid]; } SYNC();
    return s[tid];
}

__global__ void exchange(const int *in, int *out, int *scratch, int *lock, int *total)
{
    __shared__ int s_[THREADS];
    __shared__ int slot_[THREADS / W];
    __shared__ int tile_[THREADS / 8][8][8];
    __shared__ int buf_[THREADS];
    volatile int *s = s_, *slot = slot_, *buf = buf_;
    volatile int (*tile)[8][8] = tile_;
    unsigned tid = threadIdx.x, lane = tid % W, warp = tid / W;
    int v = in[blockIdx.x * THREADS + tid];
    int *o = out + (blockIdx.x * THREADS + tid) * 8;

    o[0] = warp_scan(s, tid, v);
    o[1] = warp_scan_unrolled(s, tid, v);

    // butterfly: each lane reads its neighbour's slot
    s[tid] = v * 3;
    SYNC();
    o[2] = s[tid ^ 1];
    SYNC();

    // rotation through global memory
    volatile int *g = scratch + blockIdx.x * THREADS;
    g[tid] = v + 1000;
    SYNC();
    o[3] = g[warp * W + (lane + 5) % W];
    SYNC();

    // transpose of an 8x8 tile held by 8 lanes, one row each
    unsigned grp = tid / 8, r = tid % 8;
    for (int c = 0; c < 8; c++)
        tile[grp][r][c] = v * 8 + c;
    SYNC();
    int col = 0;
    for (int c = 0; c < 8; c++)
        col += tile[grp][c][r] * (c + 1);
    o[4] = col;
    SYNC();

    // every lane fills the buffer, lane 0 sums the warp's part
    buf[tid] = v * v;
    SYNC();
    if (lane == 0) {
        int sum = 0;
        for (int k = 0; k < W; k++)
            sum += buf[warp * W + k];
        slot[warp] = sum;
    }
    SYNC();
    o[5] = slot[warp];
    SYNC();

    // a slot the last lane writes for all
    if (lane == W - 1)
        slot[warp] = v;
    SYNC();
    o[6] = slot[warp];

    // a lock the lanes take in turn
    bool done = false;
    while (!done) {
        if (atomicCAS(lock, 0, 1) == 0) {
            *(volatile int *)total = *(volatile int *)total + v;
            __threadfence();
            atomicExch(lock, 0);
            done = true;
        }
    }
    o[7] = 0;
}

static int value(int i) { return (i * 37) % 101 - 50; }

int main()
{
    const int blocks = 2, n = blocks * THREADS;
    int *in, *out, *scratch, *lock, *total;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, n * 8 * sizeof(int));
    cudaMallocManaged(&scratch, n * sizeof(int));
    cudaMallocManaged(&lock, sizeof(int));
    cudaMallocManaged(&total, sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = value(i);
    *lock = 0;
    *total = 0;
    exchange<<<blocks, THREADS>>>(in, out, scratch, lock, total);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL %s\n", cudaGetErrorString(e));
        return 1;
    }
    int failures = 0, sum = 0;
    for (int i = 0; i < n; i++) {
        int lane = i % W, base = i - lane, grp = i - i % 8, r = i % 8, scan = 0, sq = 0, col = 0;
        for (int k = 0; k <= lane; k++)
            scan += in[base + k];
        for (int k = 0; k < W; k++)
            sq += in[base + k] * in[base + k];
        for (int c = 0; c < 8; c++)
            col += (in[grp + c] * 8 + r) * (c + 1);
        int want[8] = {scan, scan, in[i ^ 1] * 3, in[base + (lane + 5) % W] + 1000, col, sq,
                       in[base + W - 1], 0};
        for (int k = 0; k < 8; k++)
            if (out[i * 8 + k] != want[k] && failures++ < 10)
                printf("FAIL thread %d, check %d: %d, want %d\n", i, k, out[i * 8 + k], want[k]);
        sum += in[i];
    }
    if (*total != sum) {
        printf("FAIL lock total %d, want %d\n", *total, sum);
        failures++;
    }
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
