// Tensor-core GEMM with nvcuda::wmma on half inputs: one warp per output
// tile, every fragment shape (16x16x16, 32x8x16, 8x32x16), A and B row- or
// column-major (all four pairs), float and half accumulators, C loaded and
// stored row- or column-major, the accumulator scaled element by element
// (C = alpha * A * B + beta * C); a block-tiled variant that stages A and
// B in shared memory; and mma_sync with a half C and float D and the other
// way round. Small integer inputs keep every sum exact, so each result
// must equal the host's. (The k loops are not unrolled: each mma_sync is
// some 25 warp exchanges for Ferry, and compile time grows with them.)
#include <cstdio>
#include <cstdlib>
#include <mma.h>

using namespace nvcuda;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

enum { M = 64, N = 96, K = 48 };

template <typename L> struct is_row { static const bool value = false; };
template <> struct is_row<wmma::row_major> { static const bool value = true; };

// A is M x K, B is K x N, each row- or column-major as its layout says.
template <typename L> __device__ const half *tile_a(const half *A, int row, int k)
{
    return is_row<L>::value ? A + row * K + k : A + k * M + row;
}
template <typename L> __device__ const half *tile_b(const half *B, int k, int col)
{
    return is_row<L>::value ? B + k * N + col : B + col * K + k;
}

// One warp per WM x WN tile of C (C is M x N, float or half, stored as
// clayout says): C = alpha * A * B + beta * C.
template <int WM, int WN, typename AL, typename BL, typename CT>
__global__ void gemm(const half *A, const half *B, CT *C, wmma::layout_t clayout, float alpha, float beta)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int row = warp / (N / WN) * WM, col = warp % (N / WN) * WN;
    wmma::fragment<wmma::matrix_a, WM, WN, 16, half, AL> a;
    wmma::fragment<wmma::matrix_b, WM, WN, 16, half, BL> b;
    wmma::fragment<wmma::accumulator, WM, WN, 16, CT> acc, c;
    wmma::fill_fragment(acc, 0.0f);
#pragma unroll 1
    for (int k = 0; k < K; k += 16) {
        wmma::load_matrix_sync(a, tile_a<AL>(A, row, k), is_row<AL>::value ? K : M);
        wmma::load_matrix_sync(b, tile_b<BL>(B, k, col), is_row<BL>::value ? N : K);
        wmma::mma_sync(acc, a, b, acc);
    }
    bool crow = clayout == wmma::mem_row_major;
    CT *pc = crow ? C + row * N + col : C + col * M + row;
    wmma::load_matrix_sync(c, pc, crow ? N : M, clayout);
    for (int i = 0; i < c.num_elements; i++)
        c.x[i] = alpha * (float)acc.x[i] + beta * (float)c.x[i];
    wmma::store_matrix_sync(pc, c, crow ? N : M, clayout);
}

// Block tiling: a block of four warps computes a 32x32 tile of C = 2 A B
// (row-major A, column-major B, row-major float C), staging 32x16 of A and
// 16x32 of B in shared memory at each step of k; each warp takes a 16x16
// quarter, and doubles its A fragment element by element.
__global__ void gemm_shared(const half *A, const half *B, float *C)
{
    __shared__ half sa[32 * 16];  // row-major, ld 16
    __shared__ half sb[32 * 16];  // column-major, ld 16
    int warp = threadIdx.x / 32, t = threadIdx.x;
    int row0 = blockIdx.y * 32, col0 = blockIdx.x * 32;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
#pragma unroll 1
    for (int k = 0; k < K; k += 16) {
        for (int i = t; i < 32 * 16; i += blockDim.x) {
            sa[i] = A[(row0 + i / 16) * K + k + i % 16];
            sb[i] = B[(col0 + i / 16) * K + k + i % 16];
        }
        __syncthreads();
        wmma::load_matrix_sync(a, sa + (warp / 2) * 16 * 16, 16);
        wmma::load_matrix_sync(b, sb + (warp % 2) * 16 * 16, 16);
        for (int i = 0; i < a.num_elements; i++)  // A doubled, element by element
            a.x[i] = __float2half(2.0f * __half2float(a.x[i]));
        wmma::mma_sync(acc, a, b, acc);
        __syncthreads();
    }
    wmma::store_matrix_sync(C + (row0 + (warp / 2) * 16) * N + col0 + (warp % 2) * 16, acc, N, wmma::mem_row_major);
}

// Mixed accumulators, one warp, the first 16 of K: D = A B + C with a half
// C and a float D, then E = A B + D with a float C and a half E.
__global__ void mixed(const half *A, const half *Bt, const half *C, float *D, half *E)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, half> c, e;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> d;
    wmma::load_matrix_sync(a, A, K);
    wmma::load_matrix_sync(b, Bt, K);
    wmma::load_matrix_sync(c, C, 16, wmma::mem_col_major);
    wmma::mma_sync(d, a, b, c);
    wmma::store_matrix_sync(D, d, 16, wmma::mem_row_major);
    wmma::mma_sync(e, a, b, d);
    wmma::store_matrix_sync(E, e, 16, wmma::mem_row_major);
}

static float ha[M * K], hb[K * N];

// the host's C = alpha * A * B + beta * C0 at (i, j)
static float ref(int i, int j, float alpha, float beta, float c0)
{
    float s = 0;
    for (int k = 0; k < K; k++)
        s += ha[i * K + k] * hb[k * N + j];
    return alpha * s + beta * c0;
}

static float c0_at(int i, int j) { return (float)((i * 7 + j * 3) % 9 - 4); }

static int failures;

template <int WM, int WN, typename AL, typename BL, typename CT>
static void run(const char *name, wmma::layout_t clayout, float alpha, float beta)
{
    bool arow = is_row<AL>::value, brow = is_row<BL>::value, crow = clayout == wmma::mem_row_major;
    static half a[M * K], b[K * N];
    static CT c[M * N];
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            a[arow ? i * K + k : k * M + i] = __float2half(ha[i * K + k]);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            b[brow ? k * N + j : j * K + k] = __float2half(hb[k * N + j]);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            c[crow ? i * N + j : j * M + i] = (CT)c0_at(i, j);
    half *da, *db;
    CT *dc;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&db, sizeof b));
    CHECK(cudaMalloc(&dc, sizeof c));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
    int warps = (M / WM) * (N / WN);
    gemm<WM, WN, AL, BL, CT><<<warps / 4, 128>>>(da, db, dc, clayout, alpha, beta);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float got = (float)c[crow ? i * N + j : j * M + i], want = ref(i, j, alpha, beta, c0_at(i, j));
            if (got != want && bad++ < 5)
                printf("%s: C[%d][%d] = %g, expected %g\n", name, i, j, got, want);
        }
    printf("%s: %s\n", name, bad ? "FAIL" : "ok");
    failures += bad != 0;
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
}

int main()
{
    for (int i = 0; i < M * K; i++)
        ha[i] = (float)((i * 37 + 11) % 5 - 2);
    for (int i = 0; i < K * N; i++)
        hb[i] = (float)((i * 53 + 5) % 5 - 2);

    run<16, 16, wmma::row_major, wmma::col_major, float>("16x16x16 row.col f32", wmma::mem_row_major, 2.0f, -1.0f);
    run<16, 16, wmma::col_major, wmma::row_major, half>("16x16x16 col.row f16", wmma::mem_col_major, -1.0f, 2.0f);
    run<32, 8, wmma::row_major, wmma::row_major, float>("32x8x16 row.row f32", wmma::mem_col_major, 1.0f, 0.5f);
    run<8, 32, wmma::col_major, wmma::col_major, half>("8x32x16 col.col f16", wmma::mem_row_major, 1.0f, -1.0f);

    // block-tiled through shared memory: B column-major, C row-major
    static half a[M * K], bt[N * K];
    static float c[M * N];
    for (int i = 0; i < M * K; i++)
        a[i] = __float2half(ha[i]);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            bt[j * K + k] = __float2half(hb[k * N + j]);
    half *da, *db;
    float *dc;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&db, sizeof bt));
    CHECK(cudaMalloc(&dc, sizeof c));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, bt, sizeof bt, cudaMemcpyHostToDevice));
    gemm_shared<<<dim3(N / 32, M / 32), 128>>>(da, db, dc);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            if (c[i * N + j] != ref(i, j, 2.0f, 0.0f, 0.0f) && bad++ < 5)
                printf("shared: C[%d][%d] = %g, expected %g\n", i, j, c[i * N + j], ref(i, j, 2.0f, 0.0f, 0.0f));
    printf("block-tiled through shared memory: %s\n", bad ? "FAIL" : "ok");
    failures += bad != 0;

    // mixed accumulators on the first 16x16 of A and B (A's ld is K)
    static half c16[16 * 16], e[16 * 16];
    static float d[16 * 16];
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            c16[j * 16 + i] = __float2half(c0_at(i, j));  // column-major
    half *dc16, *de;
    float *dd;
    CHECK(cudaMalloc(&dc16, sizeof c16));
    CHECK(cudaMalloc(&dd, sizeof d));
    CHECK(cudaMalloc(&de, sizeof e));
    CHECK(cudaMemcpy(dc16, c16, sizeof c16, cudaMemcpyHostToDevice));
    mixed<<<1, 32>>>(da, db, dc16, dd, de);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(e, de, sizeof e, cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++) {
            float s = 0;
            for (int k = 0; k < 16; k++)
                s += ha[i * K + k] * hb[k * N + j];
            float want_d = s + c0_at(i, j), want_e = 2 * s + c0_at(i, j);
            if ((d[i * 16 + j] != want_d || __half2float(e[i * 16 + j]) != want_e) && bad++ < 5)
                printf("mixed: [%d][%d] = %g, %g, expected %g, %g\n", i, j, d[i * 16 + j],
                       __half2float(e[i * 16 + j]), want_d, want_e);
        }
    printf("half C into float D, float C into half D: %s\n", bad ? "FAIL" : "ok");
    failures += bad != 0;
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    CHECK(cudaFree(dc16));
    CHECK(cudaFree(dd));
    CHECK(cudaFree(de));

    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
