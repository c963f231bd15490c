// Shared memory addressed with 32-bit offsets, as NVPTX does: an unsigned
// index that stands for a negative offset (p[~x] is p[-x - 1], the idiom
// of merge-path kernels) wraps back into the block's window, for element
// sizes 1, 4 and 8 and through a pointer kept in a local variable.
#include <cstdio>

#define N 256

__global__ void wrapped(const int *in, int *out)
{
    __shared__ int s[N];
    __shared__ double d[N];
    __shared__ unsigned char c[N];
    unsigned t = threadIdx.x;
    s[t] = in[t];
    d[t] = in[t] * 0.5;
    c[t] = (unsigned char)(in[t] & 0xff);
    __syncthreads();
    int *p = s + N / 2;
    const double *q = d + N / 2;
    const unsigned char *r = c + N / 2;
    if (t < N / 2) {
        unsigned x = t;
        out[3 * t] = p[~x];                      // s[N/2 - 1 - t]
        out[3 * t + 1] = (int)(q[~x] * 2.0);     // d[N/2 - 1 - t]
        unsigned back = 0u - (x + 1);            // -(t + 1) as an unsigned
        out[3 * t + 2] = r[back];                // c[N/2 - 1 - t]
    }
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, N * sizeof(int));
    cudaMallocManaged(&out, 3 * N / 2 * sizeof(int));
    for (int i = 0; i < N; i++)
        in[i] = i * 3 + 1;
    wrapped<<<1, N>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL %s\n", cudaGetErrorString(e));
        return 1;
    }
    int failures = 0;
    for (int t = 0; t < N / 2; t++) {
        int src = N / 2 - 1 - t;
        int want[3] = {in[src], in[src], in[src] & 0xff};
        for (int k = 0; k < 3; k++)
            if (out[3 * t + k] != want[k] && failures++ < 10)
                printf("FAIL thread %d, form %d: %d, want %d\n", t, k, out[3 * t + k], want[k]);
    }
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
