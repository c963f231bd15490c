// Inline PTX bodies with their own scope: { .reg .pred p; setp ...; selp
// ...; } used many times in one function (each statement's p is its own),
// guarded instructions (@p, @!p), and local labels with a loop inside the
// asm, made unique with %= as real code does (each function here is
// inlined several times).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__device__ __forceinline__ int clamp_pos(int x)
{
    int r;
    asm("{\n\t"
        ".reg .pred p;\n\t"
        "setp.lt.s32 p, %1, 0;\n\t"
        "selp.s32 %0, 0, %1, p;\n\t"
        "}"
        : "=r"(r) : "r"(x));
    return r;
}

__device__ __forceinline__ unsigned umax3(unsigned a, unsigned b, unsigned c)
{
    unsigned r;
    asm("{\n\t"
        ".reg .pred p, q;\n\t"
        "mov.u32 %0, %1;\n\t"
        "setp.gt.u32 p, %2, %0;\n\t"
        "@p mov.u32 %0, %2;\n\t"
        "setp.le.u32 q, %3, %0;\n\t"
        "@!q mov.u32 %0, %3;\n\t"
        "}"
        : "=&r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}

// popcount by a loop in PTX: x &= x - 1 until zero.
__device__ __forceinline__ unsigned loop_popc(unsigned x)
{
    unsigned n;
    asm("{\n\t"
        ".reg .pred done;\n\t"
        ".reg .u32 t;\n\t"
        "mov.u32 %0, 0;\n\t"
        "mov.u32 t, %1;\n"
        "LOOP_%=:\n\t"
        "setp.eq.u32 done, t, 0;\n\t"
        "@done bra.uni END_%=;\n\t"
        "sub.u32 %1, t, 1;\n\t"
        "and.b32 t, t, %1;\n\t"
        "add.u32 %0, %0, 1;\n\t"
        "bra.uni LOOP_%=;\n"
        "END_%=:\n\t"
        "}"
        : "=&r"(n), "+r"(x));
    return n;
}

__device__ __forceinline__ int abs_by_branch(int x)
{
    int r;
    asm("mov.s32 %0, %1;\n\t"
        "{ .reg .pred neg;\n\t"
        "setp.ge.s32 neg, %1, 0;\n\t"
        "@neg bra SKIP_%=;\n\t"
        "neg.s32 %0, %1;\n"
        "SKIP_%=:\n\t"
        "}"
        : "=&r"(r) : "r"(x));
    return r;
}

__global__ void kernel(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = in[i];
    out[6 * i + 0] = clamp_pos(x);
    out[6 * i + 1] = clamp_pos(-x);
    out[6 * i + 2] = (int)umax3((unsigned)x, (unsigned)in[(i + 1) % n], (unsigned)in[(i + 2) % n]);
    out[6 * i + 3] = (int)loop_popc((unsigned)x);
    out[6 * i + 4] = abs_by_branch(x) + abs_by_branch(x / 3);
    int flag;
    asm("{ .reg .pred big;\n\t"
        "setp.gt.s32 big, %1, 1000;\n\t"
        "selp.s32 %0, 1, 0, big; }"
        : "=r"(flag) : "r"(x));
    int flag2 = 0;
    asm("{ .reg .pred big;\n\t"
        "setp.lt.s32 big, %1, -1000;\n\t"
        "@big or.b32 %0, %0, 2; }"
        : "+r"(flag2) : "r"(x));
    out[6 * i + 5] = flag | flag2;
}

int main()
{
    const int n = 5000;
    int *in, *out;
    CHECK(cudaMallocManaged(&in, n * sizeof(int)));
    CHECK(cudaMallocManaged(&out, 6 * n * sizeof(int)));
    for (int i = 0; i < n; i++)
        in[i] = (int)((i * 2654435761u) >> 3) - (1 << 28);
    in[0] = 0; in[1] = -1; in[2] = 1000; in[3] = -1001; in[4] = (int)0x80000001;
    kernel<<<(n + 127) / 128, 128>>>(in, out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int x = in[i];
        unsigned a = (unsigned)x, b = (unsigned)in[(i + 1) % n], c = (unsigned)in[(i + 2) % n];
        unsigned m = a > b ? a : b;
        m = m > c ? m : c;
        int e[6] = {x < 0 ? 0 : x, -x < 0 ? 0 : -x, (int)m, __builtin_popcount((unsigned)x),
                    (x < 0 ? -x : x) + (x / 3 < 0 ? -(x / 3) : x / 3), (x > 1000) | (x < -1000) << 1};
        for (int k = 0; k < 6; k++)
            if (out[6 * i + k] != e[k] && bad++ < 10)
                printf("in[%d] = %d: result %d is %d, expected %d\n", i, x, k, out[6 * i + k], e[k]);
    }
    if (bad) {
        printf("FAIL: %d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
