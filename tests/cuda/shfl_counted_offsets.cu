// Shuffles up and down whose lane offset is a loop counter (the warp scans
// and reductions of most CUDA code), at full width and in segments of 8
// and 16, in blocks whose last warp is short, on ints, floats, doubles
// and 64-bit ints; and one whose offset differs from lane to lane.  Every
// result is checked against the same steps done lane by lane on the host.
#include <cstdio>
#include <cstdlib>

template <typename T>
__device__ T scan_up(T v, int width)
{
    int lane = threadIdx.x % width;
    for (int off = 1; off < width; off <<= 1) {
        T up = __shfl_up_sync(0xffffffffu, v, off, width);
        if (lane >= off)
            v += up;
    }
    return v;
}

template <typename T>
__device__ T sum_down(T v, int width)
{
    for (int off = width / 2; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off, width);
    return v;
}

template <typename T>
__global__ void counted(const T *in, T *up32, T *up8, T *down32, T *down16, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? in[i] : T(0);
    T a = scan_up(v, 32), b = scan_up(v, 8), c = sum_down(v, 32), d = sum_down(v, 16);
    if (i < n) {
        up32[i] = a;
        up8[i] = b;
        down32[i] = c;
        down16[i] = d;
    }
}

// Butterflies: masks a counter halves (the usual warp reduction), at full
// width and in segments of 8, and masks a counter steps by 7.
__global__ void butterflies(const int *in, int *pow2, int *seg8, int *odd)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, v = in[i], a = v, b = v, c = v;
    for (int m = 16; m > 0; m >>= 1)
        a += __shfl_xor_sync(0xffffffffu, a, m);
    for (int m = 4; m > 0; m >>= 1)
        b += __shfl_xor_sync(0xffffffffu, b, m, 8);
    for (int m = 3; m < 32; m += 7)
        c = c * 3 + __shfl_xor_sync(0xffffffffu, c, m);
    pow2[i] = a;
    seg8[i] = b;
    odd[i] = c;
}

// Broadcasts from a constant lane and from lanes a counter picks.
__global__ void broadcast(const int *in, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, v = in[i];
    int acc = __shfl_sync(0xffffffffu, v, 3) * 1000;
    for (int src = 0; src < 32; src += 9)
        acc += __shfl_sync(0xffffffffu, v, src) * (src + 1);
    out[i] = acc;
}

// The offset is the lane's own: no counter, the general exchange.
__global__ void own_offsets(const int *in, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
    out[i] = __shfl_up_sync(0xffffffffu, in[i], lane % 5) + __shfl_down_sync(0xffffffffu, in[i], lane % 3);
}

// Host model of one warp's shuffle: lanes present are [0, size).
template <typename T>
static void host_shfl(const T *v, T *out, int size, int width, bool up, const int *off)
{
    for (int l = 0; l < size; l++) {
        int seg = l / width * width, j = up ? l - off[l] : l + off[l];
        bool ok = up ? j >= seg : j < seg + width;
        out[l] = ok && j < size ? v[j] : v[l];
    }
}

template <typename T>
static void host_steps(const T *in, int n, int block, int width, bool up, T *out)
{
    for (int b0 = 0; b0 < (n + block - 1) / block * block; b0 += block)
        for (int w0 = b0; w0 < b0 + block; w0 += 32) {
            int size = b0 + block - w0 < 32 ? b0 + block - w0 : 32;
            T v[32], got[32];
            int off[32];
            for (int l = 0; l < size; l++)
                v[l] = w0 + l < n ? in[w0 + l] : T(0);
            if (up) {
                for (int o = 1; o < width; o <<= 1) {
                    for (int l = 0; l < size; l++)
                        off[l] = o;
                    host_shfl(v, got, size, width, true, off);
                    for (int l = 0; l < size; l++)
                        if ((w0 - b0 + l) % width >= o)
                            v[l] += got[l];
                }
            } else {
                for (int o = width / 2; o > 0; o >>= 1) {
                    for (int l = 0; l < size; l++)
                        off[l] = o;
                    host_shfl(v, got, size, width, false, off);
                    for (int l = 0; l < size; l++)
                        v[l] += got[l];
                }
            }
            for (int l = 0; l < size && w0 + l < n; l++)
                out[w0 + l] = v[l];
        }
}

template <typename T>
static bool check(const char *what, int block)
{
    const int n = 1000;
    T *in = (T *)malloc(n * sizeof(T)), *got = (T *)malloc(n * sizeof(T)), *want = (T *)malloc(n * sizeof(T));
    for (int i = 0; i < n; i++)
        in[i] = T((i * 7919) % 61 - 20);
    T *d[5];
    for (int k = 0; k < 5; k++)
        cudaMalloc(&d[k], n * sizeof(T));
    cudaMemcpy(d[0], in, n * sizeof(T), cudaMemcpyHostToDevice);
    counted<T><<<(n + block - 1) / block, block>>>(d[0], d[1], d[2], d[3], d[4], n);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("%s block %d: launch failed\n", what, block);
        return false;
    }
    const int widths[4] = {32, 8, 32, 16};
    for (int k = 0; k < 4; k++) {
        cudaMemcpy(got, d[k + 1], n * sizeof(T), cudaMemcpyDeviceToHost);
        host_steps(in, n, block, widths[k], k < 2, want);
        for (int i = 0; i < n; i++)
            if (got[i] != want[i]) {
                printf("%s block %d, %s width %d: [%d] = %g, want %g\n", what, block, k < 2 ? "up" : "down",
                       widths[k], i, (double)got[i], (double)want[i]);
                return false;
            }
    }
    for (int k = 0; k < 5; k++)
        cudaFree(d[k]);
    free(in);
    free(got);
    free(want);
    return true;
}

int main()
{
    const int blocks[] = {32, 96, 80, 256, 1000};
    for (int b : blocks)
        if (!check<int>("int", b) || !check<float>("float", b) || !check<double>("double", b)
            || !check<long long>("long long", b))
            return 1;

    const int n = 160;
    int in[n], got[n], want[n];
    for (int i = 0; i < n; i++)
        in[i] = i * 3 + 1;
    int *din, *dout;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, sizeof got);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    own_offsets<<<2, 80>>>(din, dout);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    for (int b0 = 0; b0 < n; b0 += 80)
    for (int w0 = b0; w0 < b0 + 80; w0 += 32) {
        int size = b0 + 80 - w0 < 32 ? b0 + 80 - w0 : 32, offs[32], up[32], down[32];
        for (int l = 0; l < size; l++)
            offs[l] = l % 5;
        host_shfl(in + w0, up, size, 32, true, offs);
        for (int l = 0; l < size; l++)
            offs[l] = l % 3;
        host_shfl(in + w0, down, size, 32, false, offs);
        for (int l = 0; l < size; l++)
            want[w0 + l] = up[l] + down[l];
    }
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            printf("own_offsets [%d] = %d, want %d\n", i, got[i], want[i]);
            return 1;
        }
    int *d3[3], xr[3][n];
    for (int k = 0; k < 3; k++)
        cudaMalloc(&d3[k], sizeof got);
    butterflies<<<2, 80>>>(din, d3[0], d3[1], d3[2]);
    for (int k = 0; k < 3; k++)
        cudaMemcpy(xr[k], d3[k], sizeof got, cudaMemcpyDeviceToHost);
    for (int b0 = 0; b0 < n; b0 += 80)
    for (int w0 = b0; w0 < b0 + 80; w0 += 32) {
        int size = b0 + 80 - w0 < 32 ? b0 + 80 - w0 : 32, v[3][32], t[32];
        for (int k = 0; k < 3; k++)
            for (int l = 0; l < size; l++)
                v[k][l] = in[w0 + l];
        // lane l reads l ^ m if that is not past its segment's end (earlier segments are allowed) nor the warp's
        for (int m = 16, w = 32, k = 0; k < 2; k++, m = 4, w = 8)
            for (; m > 0; m >>= 1) {
                for (int l = 0; l < size; l++) {
                    int j = l ^ m;
                    t[l] = j <= l / w * w + w - 1 && j < size ? v[k][j] : v[k][l];
                }
                for (int l = 0; l < size; l++)
                    v[k][l] += t[l];
            }
        for (int m = 3; m < 32; m += 7) {
            for (int l = 0; l < size; l++)
                t[l] = (l ^ m) < size ? v[2][l ^ m] : v[2][l];
            for (int l = 0; l < size; l++)
                v[2][l] = v[2][l] * 3 + t[l];
        }
        for (int k = 0; k < 3; k++)
            for (int l = 0; l < size; l++)
                if (xr[k][w0 + l] != v[k][l]) {
                    printf("butterflies %d [%d] = %d, want %d\n", k, w0 + l, xr[k][w0 + l], v[k][l]);
                    return 1;
                }
    }
    broadcast<<<2, 80>>>(din, dout);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    for (int b0 = 0; b0 < n; b0 += 80)
    for (int w0 = b0; w0 < b0 + 80; w0 += 32) {
        int size = b0 + 80 - w0 < 32 ? b0 + 80 - w0 : 32;
        for (int l = 0; l < size; l++) {
            int acc = (3 < size ? in[w0 + 3] : in[w0 + l]) * 1000;
            for (int src = 0; src < 32; src += 9)
                acc += (src < size ? in[w0 + src] : in[w0 + l]) * (src + 1);
            if (got[w0 + l] != acc) {
                printf("broadcast [%d] = %d, want %d\n", w0 + l, got[w0 + l], acc);
                return 1;
            }
        }
    }
    printf("PASS\n");
    return 0;
}
