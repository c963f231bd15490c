// Loops with a barrier whose runs leave at one of several places, the
// same for every thread of the block: a wavefront sweep over a tile (one
// anti-diagonal per round, a round count from the host), a sweep that
// breaks out early when an argument says so, and one that stops when a
// flag in shared memory, set by one thread, says so.  Each is checked
// against the same sweep run on the host.
#include <cstdio>
#include <cstdlib>

#define T 16

__global__ void wave(const int *in, int *out, int rounds, int stop_at)
{
    __shared__ int t[T + 1][T + 1];
    int tx = threadIdx.x;
    t[0][tx + 1] = in[blockIdx.x * 2 * T + tx];
    t[tx + 1][0] = in[blockIdx.x * 2 * T + T + tx];
    if (tx == 0)
        t[0][0] = blockIdx.x;
    for (int r = 0; r < T; r++)
        t[r + 1][tx + 1] = -1;
    __syncthreads();
    for (int d = 0; d < rounds; d++) {
        if (d == stop_at)
            break;
        int r = d - tx;
        if (r >= 0 && r < T)
            t[r + 1][tx + 1] = max(t[r][tx], t[r + 1][tx]) + t[r][tx + 1] % 7;
        __syncthreads();
    }
    for (int r = 0; r < T; r++)
        out[(blockIdx.x * T + r) * T + tx] = t[r + 1][tx + 1];
}

// Thread 0 decides, through shared memory, when the sweep ends.
__global__ void until_flag(const int *in, int *out, int limit)
{
    __shared__ int acc[T];
    __shared__ int done;
    int tx = threadIdx.x;
    acc[tx] = in[blockIdx.x * T + tx];
    if (tx == 0)
        done = 0;
    __syncthreads();
    int rounds = 0;
    while (!done) {
        int left = acc[(tx + T - 1) % T];
        __syncthreads();
        acc[tx] += left;
        rounds++;
        if (tx == 0 && acc[0] > limit)
            done = 1;
        __syncthreads();
    }
    out[blockIdx.x * T + tx] = acc[tx] * 100 + rounds;
}

static void wave_host(const int *in, int *out, int blocks, int rounds, int stop_at)
{
    for (int b = 0; b < blocks; b++) {
        int t[T + 1][T + 1];
        for (int i = 0; i < T; i++) {
            t[0][i + 1] = in[b * 2 * T + i];
            t[i + 1][0] = in[b * 2 * T + T + i];
            for (int j = 0; j < T; j++)
                t[i + 1][j + 1] = -1;
        }
        t[0][0] = b;
        for (int d = 0; d < rounds && d != stop_at; d++)
            for (int tx = 0; tx < T; tx++) {
                int r = d - tx;
                if (r >= 0 && r < T)
                    t[r + 1][tx + 1] = (t[r][tx] > t[r + 1][tx] ? t[r][tx] : t[r + 1][tx]) + t[r][tx + 1] % 7;
            }
        for (int r = 0; r < T; r++)
            for (int tx = 0; tx < T; tx++)
                out[(b * T + r) * T + tx] = t[r + 1][tx + 1];
    }
}

static void flag_host(const int *in, int *out, int blocks, int limit)
{
    for (int b = 0; b < blocks; b++) {
        int acc[T], left[T], rounds = 0, done = 0;
        for (int i = 0; i < T; i++)
            acc[i] = in[b * T + i];
        while (!done) {
            for (int i = 0; i < T; i++)
                left[i] = acc[(i + T - 1) % T];
            for (int i = 0; i < T; i++)
                acc[i] += left[i];
            rounds++;
            done = acc[0] > limit;
        }
        for (int i = 0; i < T; i++)
            out[b * T + i] = acc[i] * 100 + rounds;
    }
}

int main()
{
    const int blocks = 37;
    int n = blocks * 2 * T, cells = blocks * T * T;
    int *in = (int *)malloc(n * sizeof(int)), *got = (int *)malloc(cells * sizeof(int));
    int *want = (int *)malloc(cells * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = (i * 37 + 11) % 23 - 5;
    int *din, *dout;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, cells * sizeof(int));
    cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);

    const int cases[][2] = {{2 * T - 1, -1}, {20, -1}, {0, -1}, {2 * T - 1, 9}, {40, 2 * T + 3}, {5, 0}};
    for (unsigned c = 0; c < sizeof cases / sizeof *cases; c++) {
        int rounds = cases[c][0], stop_at = cases[c][1];
        wave<<<blocks, T>>>(din, dout, rounds, stop_at);
        if (cudaDeviceSynchronize() != cudaSuccess) {
            printf("wave failed\n");
            return 1;
        }
        cudaMemcpy(got, dout, cells * sizeof(int), cudaMemcpyDeviceToHost);
        wave_host(in, want, blocks, rounds, stop_at);
        for (int i = 0; i < cells; i++)
            if (got[i] != want[i]) {
                printf("wave rounds %d stop_at %d: cell %d = %d, want %d\n", rounds, stop_at, i, got[i], want[i]);
                return 1;
            }
    }

    for (int i = 0; i < blocks * T; i++)
        in[i] = 1 + i % 5;
    cudaMemcpy(din, in, blocks * T * sizeof(int), cudaMemcpyHostToDevice);
    for (int limit = 0; limit < 300; limit += 97) {
        until_flag<<<blocks, T>>>(din, dout, limit);
        if (cudaDeviceSynchronize() != cudaSuccess) {
            printf("until_flag failed\n");
            return 1;
        }
        cudaMemcpy(got, dout, blocks * T * sizeof(int), cudaMemcpyDeviceToHost);
        flag_host(in, want, blocks, limit);
        for (int i = 0; i < blocks * T; i++)
            if (got[i] != want[i]) {
                printf("until_flag limit %d: %d = %d, want %d\n", limit, i, got[i], want[i]);
                return 1;
            }
    }
    printf("PASS\n");
    return 0;
}
