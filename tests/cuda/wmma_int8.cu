// Integer tensor-core GEMM with nvcuda::wmma: signed and unsigned 8-bit A
// and B with int accumulators, every fragment shape (16x16x16, 32x8x16,
// 8x32x16), row- and column-major A and B, int C loaded and stored both
// ways, the accumulator offset element by element; then mma_sync's satf
// (results clamped to the int range) against the wrapping default, one
// warp on 16x16x16. The k loop is not unrolled (compile time).
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <mma.h>

using namespace nvcuda;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

enum { M = 64, N = 96, K = 64 };

template <typename L> struct is_row { static const bool value = false; };
template <> struct is_row<wmma::row_major> { static const bool value = true; };

// C = A * B + C + 1 (A M x K, B K x N; C M x N as clayout says)
template <int WM, int WN, typename T, typename AL, typename BL>
__global__ void gemm(const T *A, const T *B, int *C, wmma::layout_t clayout)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int row = warp / (N / WN) * WM, col = warp % (N / WN) * WN;
    wmma::fragment<wmma::matrix_a, WM, WN, 16, T, AL> a;
    wmma::fragment<wmma::matrix_b, WM, WN, 16, T, BL> b;
    wmma::fragment<wmma::accumulator, WM, WN, 16, int> acc;
    bool crow = clayout == wmma::mem_row_major;
    int *pc = crow ? C + row * N + col : C + col * M + row;
    wmma::load_matrix_sync(acc, pc, crow ? N : M, clayout);
#pragma unroll 1
    for (int k = 0; k < K; k += 16) {
        const T *pa = is_row<AL>::value ? A + row * K + k : A + k * M + row;
        const T *pb = is_row<BL>::value ? B + k * N + col : B + col * K + k;
        wmma::load_matrix_sync(a, pa, is_row<AL>::value ? K : M);
        wmma::load_matrix_sync(b, pb, is_row<BL>::value ? N : K);
        wmma::mma_sync(acc, a, b, acc);
    }
    for (int i = 0; i < acc.num_elements; i++)
        acc.x[i] += 1;
    wmma::store_matrix_sync(pc, acc, crow ? N : M, clayout);
}

// One 16x16x16 signed product added to C, with and without satf.
__global__ void saturate(const signed char *A, const signed char *B, const int *C, int *D, int *Dwrap)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> c, d;
    wmma::load_matrix_sync(a, A, 16);
    wmma::load_matrix_sync(b, B, 16);
    wmma::load_matrix_sync(c, C, 16, wmma::mem_row_major);
    wmma::mma_sync(d, a, b, c, true);
    wmma::store_matrix_sync(D, d, 16, wmma::mem_row_major);
    wmma::mma_sync(d, a, b, c);
    wmma::store_matrix_sync(Dwrap, d, 16, wmma::mem_row_major);
}

static int hc0(int i, int j) { return (i * 131 + j * 71) % 1001 - 500; }

static int failures;

template <int WM, int WN, typename T, typename AL, typename BL>
static void run(const char *name, wmma::layout_t clayout)
{
    bool arow = is_row<AL>::value, brow = is_row<BL>::value, crow = clayout == wmma::mem_row_major;
    static T a[M * K], b[K * N];
    static int ha[M * K], hb[K * N], c[M * N];
    for (int i = 0; i < M * K; i++)
        ha[i] = (T)(i * 97 + 13);  // every byte value, in T's range
    for (int i = 0; i < K * N; i++)
        hb[i] = (T)(i * 59 + 7);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            a[arow ? i * K + k : k * M + i] = (T)ha[i * K + k];
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            b[brow ? k * N + j : j * K + k] = (T)hb[k * N + j];
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            c[crow ? i * N + j : j * M + i] = hc0(i, j);
    T *da, *db;
    int *dc;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&db, sizeof b));
    CHECK(cudaMalloc(&dc, sizeof c));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
    gemm<WM, WN, T, AL, BL><<<(M / WM) * (N / WN) / 4, 128>>>(da, db, dc, clayout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            int want = hc0(i, j) + 1;
            for (int k = 0; k < K; k++)
                want += ha[i * K + k] * hb[k * N + j];
            int got = c[crow ? i * N + j : j * M + i];
            if (got != want && bad++ < 5)
                printf("%s: C[%d][%d] = %d, expected %d\n", name, i, j, got, want);
        }
    printf("%s: %s\n", name, bad ? "FAIL" : "ok");
    failures += bad != 0;
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
}

int main()
{
    run<16, 16, signed char, wmma::row_major, wmma::col_major>("16x16x16 s8 row.col", wmma::mem_row_major);
    run<16, 16, unsigned char, wmma::col_major, wmma::row_major>("16x16x16 u8 col.row", wmma::mem_col_major);
    run<32, 8, signed char, wmma::col_major, wmma::col_major>("32x8x16 s8 col.col", wmma::mem_col_major);
    run<8, 32, unsigned char, wmma::row_major, wmma::row_major>("8x32x16 u8 row.row", wmma::mem_row_major);

    // satf: big products on top of C near the ends of the int range
    static signed char a[256], b[256];
    static int c[256], d[256], dw[256];
    for (int i = 0; i < 256; i++) {
        a[i] = (signed char)(i % 3 == 0 ? -128 : 127 - i % 5);
        b[i] = (signed char)(i % 7 == 0 ? -128 : 127 - i % 3);
        int row = i / 16;
        c[i] = row < 6 ? INT_MAX - 1000 * (i % 16) : row < 12 ? INT_MIN + 1000 * (i % 16) : i * 1000 - 100000;
    }
    signed char *da, *db;
    int *dc, *dd, *ddw;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&db, sizeof b));
    CHECK(cudaMalloc(&dc, sizeof c));
    CHECK(cudaMalloc(&dd, sizeof d));
    CHECK(cudaMalloc(&ddw, sizeof dw));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
    saturate<<<1, 32>>>(da, db, dc, dd, ddw);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(dw, ddw, sizeof dw, cudaMemcpyDeviceToHost));
    int bad = 0, clamped = 0;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++) {
            long long s = c[i * 16 + j];
            for (int k = 0; k < 16; k++)
                s += a[i * 16 + k] * b[j * 16 + k];  // B is column-major
            long long sat = s > INT_MAX ? INT_MAX : s < INT_MIN ? INT_MIN : s;
            int wrap = (int)(unsigned)(unsigned long long)s;
            clamped += sat != s;
            if ((d[i * 16 + j] != sat || dw[i * 16 + j] != wrap) && bad++ < 5)
                printf("satf: D[%d][%d] = %d / %d, expected %lld / %d\n", i, j, d[i * 16 + j], dw[i * 16 + j], sat, wrap);
        }
    printf("satf (%d of 256 clamped): %s\n", clamped, bad ? "FAIL" : "ok");
    failures += bad != 0 || clamped < 32;
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    CHECK(cudaFree(dd));
    CHECK(cudaFree(ddw));

    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
