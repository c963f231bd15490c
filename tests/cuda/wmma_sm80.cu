// NVCC-FLAGS: -arch=sm_80
// The sm_80 wmma types: __nv_bfloat16 with float accumulators on every
// fragment shape (16x16x16, 32x8x16, 8x32x16), precision::tf32 on 16x16x8
// (A rounded with __float_to_tf32 element by element in its fragment), and
// double on 8x8x4; A and B row- and column-major, one warp per tile of C,
// each checked against a host product. The values are chosen so that every
// sum is exact. The k loop is not unrolled (compile time).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mma.h>

using namespace nvcuda;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

enum { M = 64, N = 96, K = 32 };

template <typename L> struct is_row { static const bool value = false; };
template <> struct is_row<wmma::row_major> { static const bool value = true; };

// C = A * B + C with A M x K, B K x N (layouts AL, BL), C row-major; AT is
// the fragments' element type, T what memory holds, CT the accumulator's.
template <int WM, int WN, int WK, typename AT, typename T, typename CT, typename AL, typename BL>
__global__ void gemm(const T *A, const T *B, CT *C, bool round_a)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int row = warp / (N / WN) * WM, col = warp % (N / WN) * WN;
    wmma::fragment<wmma::matrix_a, WM, WN, WK, AT, AL> a;
    wmma::fragment<wmma::matrix_b, WM, WN, WK, AT, BL> b;
    wmma::fragment<wmma::accumulator, WM, WN, WK, CT> acc;
    wmma::load_matrix_sync(acc, C + row * N + col, N, wmma::mem_row_major);
#pragma unroll 1
    for (int k = 0; k < K; k += WK) {
        wmma::load_matrix_sync(a, is_row<AL>::value ? A + row * K + k : A + k * M + row, is_row<AL>::value ? K : M);
        wmma::load_matrix_sync(b, is_row<BL>::value ? B + k * N + col : B + col * K + k, is_row<BL>::value ? N : K);
        if (round_a)
            for (int i = 0; i < a.num_elements; i++)
                a.x[i] = wmma::__float_to_tf32(a.x[i]);
        wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(C + row * N + col, acc, N, wmma::mem_row_major);
}

// tf32 on the host: nearest, ties away from zero, 10 bits of significand
static float tf32(float f)
{
    unsigned u;
    memcpy(&u, &f, 4);
    u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&f, &u, 4);
    return f;
}

static int failures;

// to and from the element type in memory
static float value(float f) { return f; }
static float value(double f) { return (float)f; }
static float value(__nv_bfloat16 f) { return __bfloat162float(f); }
template <typename T> static T make(float f) { return (T)f; }
template <> __nv_bfloat16 make<__nv_bfloat16>(float f) { return __float2bfloat16(f); }

template <int WM, int WN, int WK, typename AT, typename T, typename CT, typename AL, typename BL>
static void run(const char *name, float (*fa)(int, int), float (*fb)(int, int), bool round_a)
{
    bool arow = is_row<AL>::value, brow = is_row<BL>::value;
    static T a[M * K], b[K * N];
    static CT c[M * N];
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            a[arow ? i * K + k : k * M + i] = make<T>(fa(i, k));
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            b[brow ? k * N + j : j * K + k] = make<T>(fb(k, j));
    for (int i = 0; i < M * N; i++)
        c[i] = (CT)(i % 13 - 6);
    T *da, *db;
    CT *dc;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&db, sizeof b));
    CHECK(cudaMalloc(&dc, sizeof c));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
    gemm<WM, WN, WK, AT, T, CT, AL, BL><<<(M / WM) * (N / WN) / 4, 128>>>(da, db, dc, round_a);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double want = (double)((i * N + j) % 13 - 6);
            for (int k = 0; k < K; k++) {
                float x = value(make<T>(fa(i, k)));
                want += (double)(round_a ? tf32(x) : x) * value(make<T>(fb(k, j)));
            }
            if ((double)c[i * N + j] != want && bad++ < 5)
                printf("%s: C[%d][%d] = %g, expected %g\n", name, i, j, (double)c[i * N + j], want);
        }
    printf("%s: %s\n", name, bad ? "FAIL" : "ok");
    failures += bad != 0;
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
}

static float small_a(int i, int k) { return (float)((i * 5 + k * 3) % 7 - 3); }
static float small_b(int k, int j) { return (float)((k * 11 + j * 2) % 5 - 2); }
// tf32 rounding matters: 1 + 2^-11 rounds up to 1 + 2^-10, 1 + 2^-12 down to 1
static float fine_a(int i, int k) { return small_a(i, k) + ((i + k) % 3 == 0 ? 0.0f : (i + k) % 3 == 1 ? 0x1p-11f : -0x1p-12f); }
static float frac_a(int i, int k) { return small_a(i, k) * 0.125f; }
static float frac_b(int k, int j) { return small_b(k, j) * 0.25f; }

int main()
{
    typedef __nv_bfloat16 bf16;
    typedef wmma::row_major row;
    typedef wmma::col_major col;
    run<16, 16, 16, bf16, bf16, float, row, col>("bf16 16x16x16 row.col", small_a, small_b, false);
    run<32, 8, 16, bf16, bf16, float, col, row>("bf16 32x8x16 col.row", small_a, small_b, false);
    run<8, 32, 16, bf16, bf16, float, row, row>("bf16 8x32x16 row.row", small_a, small_b, false);
    run<16, 16, 8, wmma::precision::tf32, float, float, row, col>("tf32 16x16x8 row.col", fine_a, small_b, true);
    run<16, 16, 8, wmma::precision::tf32, float, float, col, col>("tf32 16x16x8 col.col", frac_a, frac_b, false);
    run<8, 8, 4, double, double, double, row, col>("f64 8x8x4 row.col", frac_a, frac_b, false);
    run<8, 8, 4, double, double, double, col, row>("f64 8x8x4 col.row", small_a, frac_b, false);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
