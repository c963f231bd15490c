// Every warp shuffle (__shfl_sync, __shfl_up_sync, __shfl_down_sync,
// __shfl_xor_sync) for int, unsigned, long long, unsigned long long, float
// and double, with width 32 (the default argument), 16 and 8. Each lane's
// result is compared with a host model of the documented semantics:
//  - idx: read lane (srcLane % width) of the lane's own width-segment;
//  - up: read lane - delta, unless that leaves the segment (own value);
//  - down: read lane + delta, unless that leaves the segment (own value);
//  - xor: read lane ^ laneMask; reading a later segment gives the own value,
//    an earlier segment is read normally.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

static int failures = 0;
#define REPORT(...) do { if (failures++ < 20) printf(__VA_ARGS__); } while (0)

#define FULL 0xffffffffu
enum { IDX, UP, DOWN, XOR };

__host__ __device__ inline int src_lane(int lane, int param) { return (lane * 7 + param) % 64; }

template <typename T>
__global__ void shfl(const T *in, T *out, int mode, int param, int width)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    T v = in[i], r;
    switch (mode) {
    case IDX:
        r = width == 32 ? __shfl_sync(FULL, v, src_lane(lane, param)) : __shfl_sync(FULL, v, src_lane(lane, param), width);
        break;
    case UP:
        r = width == 32 ? __shfl_up_sync(FULL, v, param) : __shfl_up_sync(FULL, v, param, width);
        break;
    case DOWN:
        r = width == 32 ? __shfl_down_sync(FULL, v, param) : __shfl_down_sync(FULL, v, param, width);
        break;
    default:
        r = width == 32 ? __shfl_xor_sync(FULL, v, param) : __shfl_xor_sync(FULL, v, param, width);
        break;
    }
    out[i] = r;
}

static int model(int mode, int lane, int param, int width)
{
    int first = lane & ~(width - 1), last = first + width - 1, j;
    switch (mode) {
    case IDX: return first + (src_lane(lane, param) & (width - 1));
    case UP: j = lane - param; return j >= first ? j : lane;
    case DOWN: j = lane + param; return j <= last ? j : lane;
    default: j = lane ^ param; return j <= last ? j : lane;
    }
}

static double as_double(int v) { return v; }
static double as_double(unsigned v) { return v; }
static double as_double(long long v) { return (double)v; }
static double as_double(unsigned long long v) { return (double)v; }
static double as_double(float v) { return v; }
static double as_double(double v) { return v; }

template <typename T>
static void run(const char *tname, T (*make)(int))
{
    const int n = 128;   // 2 blocks of 64 threads: 4 warps
    std::vector<T> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = make(i);
    T *din, *dout;
    CHECK(cudaMalloc((void **)&din, n * sizeof(T)));
    CHECK(cudaMalloc((void **)&dout, n * sizeof(T)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    const char *mname[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"};
    const int widths[] = {32, 16, 8};
    for (int width : widths)
        for (int mode = IDX; mode <= XOR; ++mode) {
            int params[4];
            if (mode == IDX) { params[0] = 0; params[1] = 5; params[2] = 13; params[3] = 40; }
            else if (mode == XOR) { params[0] = 1; params[1] = 3; params[2] = width - 1; params[3] = width == 32 ? 16 : width; }
            else { params[0] = 0; params[1] = 1; params[2] = 3; params[3] = width - 1; }
            for (int param : params) {
                shfl<T><<<2, 64>>>(din, dout, mode, param, width);
                CHECK(cudaGetLastError());
                CHECK(cudaMemcpy(out.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost));
                for (int i = 0; i < n; ++i) {
                    int warp_base = i & ~31;
                    T want = in[warp_base + model(mode, i & 31, param, width)];
                    if (out[i] != want)
                        REPORT("%s %s width %d param %d, lane %d of warp %d: got %.17g, expected %.17g\n", tname,
                               mname[mode], width, param, i & 31, i / 32, as_double(out[i]), as_double(want));
                }
            }
        }
    cudaFree(din); cudaFree(dout);
}

static int mk_int(int i) { return (int)(i * 2654435761u); }
static unsigned mk_uint(int i) { return i * 40503u + 7u; }
static long long mk_ll(int i) { return ((long long)(i + 1) << 40) - i * 12345LL - 77; }
static unsigned long long mk_ull(int i) { return (unsigned long long)(i + 3) * 0x9E3779B97F4A7C15ull; }
static float mk_float(int i) { return i * 1.25f - 30.5f; }
static double mk_double(int i) { return i * 3.14159265358979 - 100.0 + 1e-9 * i; }

int main()
{
    run<int>("int", mk_int);
    run<unsigned>("unsigned", mk_uint);
    run<long long>("long long", mk_ll);
    run<unsigned long long>("unsigned long long", mk_ull);
    run<float>("float", mk_float);
    run<double>("double", mk_double);
    if (failures) { printf("FAIL: %d mismatches\n", failures); return 1; }
    printf("PASS\n");
    return 0;
}
