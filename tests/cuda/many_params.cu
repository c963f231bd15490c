// A kernel with many parameters of mixed types and sizes (char, bool, short,
// int, long long, unsigned variants, float, double, pointers, an enum, a
// small struct), laid out so that alignment padding is needed between them.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

enum Mode { ModeA = 3, ModeB = 77 };
struct Pair { short a; char b; };

struct Record {
    char c; bool flag; short s; int i; long long ll; float f; double d;
    unsigned char uc; unsigned short us; unsigned u; unsigned long long ull;
    int mode; short pa; char pb; int fromPtr; double fromDptr; signed char sc; long l;
};

__global__ void many(char c, bool flag, short s, int i, long long ll, float f, double d,
                     const int *ip, unsigned char uc, unsigned short us, unsigned u,
                     unsigned long long ull, const double *dp, Mode mode, Pair pair,
                     signed char sc, long l, Record *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    Record r;
    r.c = c; r.flag = flag; r.s = s; r.i = i + t; r.ll = ll; r.f = f; r.d = d;
    r.uc = uc; r.us = us; r.u = u; r.ull = ull; r.mode = (int)mode;
    r.pa = pair.a; r.pb = pair.b; r.fromPtr = ip[t % 4]; r.fromDptr = dp[1];
    r.sc = sc; r.l = l;
    out[t] = r;
}

int main()
{
    const int threads = 96;
    int hi[4] = {10, -20, 30, -40};
    double hd[2] = {0.5, -2.75e100};
    int *ip; double *dp; Record *dout;
    CHECK(cudaMalloc(&ip, sizeof(hi)));
    CHECK(cudaMalloc(&dp, sizeof(hd)));
    CHECK(cudaMalloc(&dout, threads * sizeof(Record)));
    CHECK(cudaMemcpy(ip, hi, sizeof(hi), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dp, hd, sizeof(hd), cudaMemcpyHostToDevice));

    Pair pair = {-300, 'p'};
    many<<<3, 32>>>('x', true, (short)-12345, 2000000000 - 1000, -9000000000000000000LL, 1.5e-3f,
                    6.02214076e23, ip, (unsigned char)250, (unsigned short)65000, 4000000000u,
                    18446744073709551000ull, dp, ModeB, pair, (signed char)-128,
                    -1234567890123L, dout);
    CHECK(cudaGetLastError());
    Record r[threads];
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    for (int t = 0; t < threads; ++t) {
        const Record &x = r[t];
        bool ok = x.c == 'x' && x.flag == true && x.s == -12345 && x.i == 2000000000 - 1000 + t &&
                  x.ll == -9000000000000000000LL && x.f == 1.5e-3f && x.d == 6.02214076e23 &&
                  x.uc == 250 && x.us == 65000 && x.u == 4000000000u &&
                  x.ull == 18446744073709551000ull && x.mode == 77 && x.pa == -300 && x.pb == 'p' &&
                  x.fromPtr == hi[t % 4] && x.fromDptr == -2.75e100 && x.sc == -128 &&
                  x.l == -1234567890123L;
        if (!ok) {
            printf("thread %d: c %c flag %d s %d i %d ll %lld f %g d %g uc %u us %u u %u ull %llu "
                   "mode %d pair %d %c ptr %d dptr %g sc %d l %ld\n",
                   t, x.c, x.flag, x.s, x.i, x.ll, x.f, x.d, x.uc, x.us, x.u, x.ull, x.mode, x.pa,
                   x.pb, x.fromPtr, x.fromDptr, x.sc, x.l);
            return 1;
        }
    }

    // A false bool and zero values go through as well.
    many<<<1, 4>>>('\0', false, 0, 0, 0, 0.0f, -0.0, ip, 0, 0, 0, 0, dp, ModeA, Pair{0, 0}, 0, 0, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, 4 * sizeof(Record), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 4; ++t)
        if (r[t].flag || r[t].c || r[t].mode != 3 || r[t].i != t || r[t].ull != 0) {
            printf("zero launch, thread %d wrong\n", t);
            return 1;
        }
    cudaFree(ip); cudaFree(dp); cudaFree(dout);
    printf("PASS\n");
    return 0;
}
