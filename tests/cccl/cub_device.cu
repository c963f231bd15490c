// CUB's device-wide algorithms with temporary-storage queries, on a
// non-default stream: the scans and selections use single-pass
// decoupled look-back, whose blocks wait for earlier ones; many tiles and
// every worker count must make progress and give the host's answer.
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

struct is_odd {
    __host__ __device__ bool operator()(int x) const { return x & 1; }
};

template <typename T> static T *dev(const std::vector<T> &h)
{
    T *p;
    cudaMalloc(&p, h.size() * sizeof(T));
    cudaMemcpy(p, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
    return p;
}
template <typename T> static std::vector<T> host(const T *p, size_t n)
{
    std::vector<T> h(n);
    cudaMemcpy(h.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost);
    return h;
}

// One temporary buffer, grown as the queries ask.
static void *tmp;
static size_t tmp_size;
static void *grow(size_t need)
{
    if (need > tmp_size) {
        cudaFree(tmp);
        cudaMalloc(&tmp, need);
        tmp_size = need;
    }
    return tmp;
}

int main()
{
    const int n = (1 << 20) + 123;
    std::vector<int> h(n);
    unsigned s = 99;
    for (int &x : h) { s = s * 1664525u + 1013904223u; x = (int)(s >> 16) % 1000; }
    cudaStream_t st;
    cudaStreamCreate(&st);
    int *d_in = dev(h), *d_out, *d_num;
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMalloc(&d_num, sizeof(int));
    size_t bytes = 0;

    cub::DeviceScan::InclusiveSum(nullptr, bytes, d_in, d_out, n, st);
    cub::DeviceScan::InclusiveSum(grow(bytes), bytes, d_in, d_out, n, st);
    std::vector<int> ref(n);
    std::partial_sum(h.begin(), h.end(), ref.begin());
    CHECK(host(d_out, n) == ref);

    // floats (0 or 1, so that every sum is exact): CUB reads the scan's
    // shared storage through a type aligned to 32 that sits 16 bytes into
    // shared memory, which once faulted on AVX2
    std::vector<float> f(n), fref(n);
    for (int i = 0; i < n; i++) f[i] = (float)(h[i] & 1);
    std::exclusive_scan(f.begin(), f.end(), fref.begin(), 0.0f);
    float *d_f = dev(f), *d_fout;
    cudaMalloc(&d_fout, n * sizeof(float));
    cub::DeviceScan::ExclusiveSum(nullptr, bytes, d_f, d_fout, n, st);
    cub::DeviceScan::ExclusiveSum(grow(bytes), bytes, d_f, d_fout, n, st);
    CHECK(host(d_fout, n) == fref);

    int *d_sum;
    cudaMalloc(&d_sum, sizeof(int));
    cub::DeviceReduce::Sum(nullptr, bytes, d_in, d_sum, n, st);
    cub::DeviceReduce::Sum(grow(bytes), bytes, d_in, d_sum, n, st);
    CHECK(host(d_sum, 1)[0] == ref[n - 1]);

    cub::DeviceSelect::If(nullptr, bytes, d_in, d_out, d_num, n, is_odd(), st);
    cub::DeviceSelect::If(grow(bytes), bytes, d_in, d_out, d_num, n, is_odd(), st);
    std::vector<int> odd;
    std::copy_if(h.begin(), h.end(), std::back_inserter(odd), is_odd());
    int nsel = host(d_num, 1)[0];
    CHECK(nsel == (int)odd.size());
    std::vector<int> got = host(d_out, odd.size());
    CHECK(got == odd);

    cub::DevicePartition::If(nullptr, bytes, d_in, d_out, d_num, n, is_odd(), st);
    cub::DevicePartition::If(grow(bytes), bytes, d_in, d_out, d_num, n, is_odd(), st);
    got = host(d_out, n);
    CHECK(host(d_num, 1)[0] == (int)odd.size());
    CHECK(std::equal(odd.begin(), odd.end(), got.begin()));

    // keys with their original positions as values
    std::vector<int> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    int *d_vals = dev(idx), *d_keys_out, *d_vals_out;
    cudaMalloc(&d_keys_out, n * sizeof(int));
    cudaMalloc(&d_vals_out, n * sizeof(int));
    cub::DeviceRadixSort::SortPairs(nullptr, bytes, d_in, d_keys_out, d_vals, d_vals_out, n, 0, 32, st);
    cub::DeviceRadixSort::SortPairs(grow(bytes), bytes, d_in, d_keys_out, d_vals, d_vals_out, n, 0, 32, st);
    std::vector<int> order(idx);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return h[a] < h[b]; });
    CHECK(host(d_vals_out, n) == order);

    // unique runs of the sorted keys
    int *d_unique, *d_counts, *d_runs;
    cudaMalloc(&d_unique, n * sizeof(int));
    cudaMalloc(&d_counts, n * sizeof(int));
    cudaMalloc(&d_runs, sizeof(int));
    cub::DeviceRunLengthEncode::Encode(nullptr, bytes, d_keys_out, d_unique, d_counts, d_runs, n, st);
    cub::DeviceRunLengthEncode::Encode(grow(bytes), bytes, d_keys_out, d_unique, d_counts, d_runs, n, st);
    std::vector<int> hist(1000, 0);
    for (int x : h) hist[x]++;
    int distinct = (int)std::count_if(hist.begin(), hist.end(), [](int c) { return c > 0; });
    int runs = host(d_runs, 1)[0];
    CHECK(runs == distinct);
    std::vector<int> u = host(d_unique, runs), c = host(d_counts, runs);
    bool ok = true;
    for (int i = 0; i < runs && i < distinct; i++) ok &= hist[u[i]] == c[i];
    CHECK(ok);

    int *d_hist;
    cudaMalloc(&d_hist, 1000 * sizeof(int));
    cub::DeviceHistogram::HistogramEven(nullptr, bytes, d_in, d_hist, 1001, 0, 1000, n, st);
    cub::DeviceHistogram::HistogramEven(grow(bytes), bytes, d_in, d_hist, 1001, 0, 1000, n, st);
    CHECK(host(d_hist, 1000) == hist);

    // segments of 1000 elements (the last one shorter)
    int nseg = (n + 999) / 1000;
    std::vector<int> offs(nseg + 1);
    for (int i = 0; i <= nseg; i++) offs[i] = std::min(i * 1000, n);
    int *d_offs = dev(offs), *d_segsum;
    cudaMalloc(&d_segsum, nseg * sizeof(int));
    cub::DeviceSegmentedReduce::Sum(nullptr, bytes, d_in, d_segsum, nseg, d_offs, d_offs + 1, st);
    cub::DeviceSegmentedReduce::Sum(grow(bytes), bytes, d_in, d_segsum, nseg, d_offs, d_offs + 1, st);
    std::vector<int> segsum = host(d_segsum, nseg);
    ok = true;
    for (int i = 0; i < nseg; i++)
        ok &= segsum[i] == std::accumulate(h.begin() + offs[i], h.begin() + offs[i + 1], 0);
    CHECK(ok);

    CHECK(cudaStreamSynchronize(st) == cudaSuccess);
    cudaStreamDestroy(st);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
