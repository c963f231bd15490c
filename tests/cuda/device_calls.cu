// Device code that compiles to PTX's call forms: calls through function
// pointers (an indirect call with a prototype), a recursive function (a
// real call with a stack), and a dense switch (a jump table, brx.idx).
#include <cstdio>
#include <cuda_runtime.h>

typedef int (*op_fn)(int, int);

__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_max(int a, int b) { return a > b ? a : b; }
__device__ int op_xor(int a, int b) { return a ^ b; }

// Function pointers taken on the device and handed to the kernel by the
// host, so the compiler cannot know the callee.
__device__ op_fn p_add = op_add, p_mul = op_mul, p_max = op_max, p_xor = op_xor;

__device__ int ackermann_small(int m, int n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ackermann_small(m - 1, 1);
    return ackermann_small(m - 1, ackermann_small(m, n - 1));
}

__device__ __noinline__ long long collatz_steps(long long x, int depth)
{
    if (x == 1 || depth > 500)
        return 0;
    return 1 + collatz_steps(x % 2 ? 3 * x + 1 : x / 2, depth + 1);
}

__device__ int dense_switch(int k, int v, int *log)
{
    switch (k) {
    case 0: log[0] = v; return v + 7;
    case 1: log[1] += v; return v * 3;
    case 2: log[2] += 1; return v - 11;
    case 3: log[3] = v ^ 5; return v << 2;
    case 4: return v >> 1;
    case 5: log[5] = k; return ~v;
    case 6: return v * v;
    case 7: log[7] = v > log[7] ? v : log[7]; return -v;
    case 8: return v | 0x55;
    case 9: log[9] = 1; return v & 0xf0;
    default: return 0;
    }
}

__global__ void run(const int *in, int *out, int n, const op_fn *ops)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = in[i];
    op_fn f = ops[i % 4];
    out[4 * i] = f(v, i);
    out[4 * i + 1] = ackermann_small(i % 3, v % 4);
    out[4 * i + 2] = (int)collatz_steps(v + 1, 0);
    int log[12] = {0};
    out[4 * i + 3] = dense_switch(i % 11, v, log) + log[i % 11];
}

static int h_ack(int m, int n)
{
    if (m == 0) return n + 1;
    if (n == 0) return h_ack(m - 1, 1);
    return h_ack(m - 1, h_ack(m, n - 1));
}

static long long h_collatz(long long x, int depth)
{
    if (x == 1 || depth > 500) return 0;
    return 1 + h_collatz(x % 2 ? 3 * x + 1 : x / 2, depth + 1);
}

static int h_switch(int k, int v)
{
    int logged[12] = {v, v, 1, v ^ 5, 0, k, 0, v > 0 ? v : 0, 0, 1, 0, 0};
    int r;
    switch (k) {
    case 0: r = v + 7; break; case 1: r = v * 3; break; case 2: r = v - 11; break; case 3: r = v << 2; break;
    case 4: r = v >> 1; break; case 5: r = ~v; break; case 6: r = v * v; break; case 7: r = -v; break;
    case 8: r = v | 0x55; break; case 9: r = v & 0xf0; break; default: r = 0; break;
    }
    return r + logged[k];
}

int main()
{
    const int n = 1000;
    static int h[n], o[4 * n];
    for (int i = 0; i < n; i++)
        h[i] = (i * 7919) % 997;
    int *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof o);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    op_fn hops[4], *dops;
    cudaMemcpyFromSymbol(&hops[0], p_add, sizeof(op_fn));
    cudaMemcpyFromSymbol(&hops[1], p_mul, sizeof(op_fn));
    cudaMemcpyFromSymbol(&hops[2], p_max, sizeof(op_fn));
    cudaMemcpyFromSymbol(&hops[3], p_xor, sizeof(op_fn));
    cudaMalloc(&dops, sizeof hops);
    cudaMemcpy(dops, hops, sizeof hops, cudaMemcpyHostToDevice);
    run<<<(n + 127) / 128, 128>>>(din, dout, n, dops);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("launch failed\n");
        return 1;
    }
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int v = h[i], f;
        switch (i % 4) {
        case 0: f = v + i; break;
        case 1: f = v * i; break;
        case 2: f = v > i ? v : i; break;
        default: f = v ^ i; break;
        }
        int want[4] = {f, h_ack(i % 3, v % 4), (int)h_collatz(v + 1, 0), h_switch(i % 11, v)};
        for (int k = 0; k < 4; k++)
            if (o[4 * i + k] != want[k] && bad++ < 8)
                printf("thread %d part %d: got %d, want %d\n", i, k, o[4 * i + k], want[k]);
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
