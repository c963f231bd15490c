// The rest of Thrust's toolbox as applications use it: fancy iterators
// (counting, constant, transform, zip, permutation), reduce_by_key, set
// operations and merge on sorted keys, thrust::complex, thrust::random
// engines inside a device functor, and a custom allocator for temporary
// storage passed through the execution policy. Each result is checked
// against the same work on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/reduce.h>
#include <thrust/set_operations.h>
#include <thrust/merge.h>
#include <thrust/transform.h>
#include <thrust/complex.h>
#include <thrust/random.h>
#include <thrust/execution_policy.h>
#include <thrust/tuple.h>
#include <algorithm>
#include <complex>
#include <cstdio>
#include <vector>

static int failures;

// A device range equal to a host one (Thrust's algorithms take iterators
// of one system: compare on the host).
template <class D, class H>
static bool same(D first, D last, H want_first, H want_last)
{
    thrust::host_vector<typename thrust::iterator_value<D>::type> got(first, last);
    return got.size() == (size_t)(want_last - want_first) && std::equal(got.begin(), got.end(), want_first);
}
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

struct times3 {
    __host__ __device__ long long operator()(int x) const { return 3LL * x; }
};

// a*x + y over a zip of (x, y)
struct saxpy_zip {
    float a;
    __host__ __device__ float operator()(const thrust::tuple<float, float> &t) const
    {
        return a * thrust::get<0>(t) + thrust::get<1>(t);
    }
};

// z -> z * z + c, a few times: complex arithmetic on the device
struct julia_step {
    __host__ __device__ thrust::complex<double> operator()(thrust::complex<double> z) const
    {
        const thrust::complex<double> c(-0.4, 0.6);
        for (int i = 0; i < 4; i++)
            z = z * z + c;
        return z;
    }
};

// One engine per element, discarded to its own place in the sequence, as
// Thrust's Monte Carlo examples do.
struct uniform_at {
    __host__ __device__ float operator()(unsigned i) const
    {
        thrust::default_random_engine rng(1234);
        rng.discard(i);
        thrust::uniform_real_distribution<float> u(0.0f, 1.0f);
        return u(rng);
    }
};

// Thrust's temporary buffers through a user allocator, counting its calls.
struct counting_allocator {
    typedef char value_type;
    int *calls;
    char *allocate(std::ptrdiff_t n)
    {
        ++*calls;
        char *p = nullptr;
        cudaMalloc(&p, n);
        return p;
    }
    void deallocate(char *p, size_t) { cudaFree(p); }
};

int main()
{
    const int n = 20011;

    // counting, transform and constant iterators, read by copy and transform
    // (each reduce instantiates eight large kernels: one is enough, below)
    thrust::counting_iterator<int> first(0);
    thrust::device_vector<long long> tri(n);
    thrust::copy(thrust::make_transform_iterator(first, times3()), thrust::make_transform_iterator(first + n, times3()),
                 tri.begin());
    thrust::host_vector<long long> htri = tri;
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= htri[i] == 3LL * i;
    CHECK(ok);
    thrust::constant_iterator<int> seven(7);
    thrust::device_vector<int> sevens(n);
    thrust::transform(seven, seven + n, first, sevens.begin(), thrust::plus<int>());
    thrust::host_vector<int> hsev = sevens;
    ok = true;
    for (int i = 0; i < n; i++) ok &= hsev[i] == 7 + i;
    CHECK(ok);

    // zip iterator through transform
    std::vector<float> hx(n), hy(n);
    for (int i = 0; i < n; i++) hx[i] = 0.25f * (i % 97), hy[i] = 1.0f - 0.5f * (i % 13);
    thrust::device_vector<float> x(hx.begin(), hx.end()), y(hy.begin(), hy.end()), z(n);
    auto zb = thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin()));
    thrust::transform(zb, zb + n, z.begin(), saxpy_zip{2.0f});
    thrust::host_vector<float> hz = z;
    ok = true;
    for (int i = 0; i < n; i++) ok &= hz[i] == 2.0f * hx[i] + hy[i];
    CHECK(ok);

    // permutation iterator: x read through a reversed index map
    std::vector<int> hmap(n);
    for (int i = 0; i < n; i++) hmap[i] = n - 1 - i;
    thrust::device_vector<int> map(hmap.begin(), hmap.end());
    thrust::device_vector<float> rev(n);
    thrust::copy(thrust::make_permutation_iterator(x.begin(), map.begin()),
                 thrust::make_permutation_iterator(x.begin(), map.end()), rev.begin());
    CHECK(same(rev.begin(), rev.end(), hx.rbegin(), hx.rend()));

    // reduce_by_key over runs of equal keys
    std::vector<int> hk(n), hv(n);
    for (int i = 0; i < n; i++) hk[i] = i / 7, hv[i] = i % 5;
    thrust::device_vector<int> k(hk.begin(), hk.end()), v(hv.begin(), hv.end()), ko(n), vo(n);
    auto ends = thrust::reduce_by_key(k.begin(), k.end(), v.begin(), ko.begin(), vo.begin());
    int runs = (int)(ends.first - ko.begin());
    CHECK(runs == (n + 6) / 7);
    thrust::host_vector<int> hko = ko, hvo = vo;
    ok = true;
    for (int r = 0; r < runs; r++) {
        int s = 0;
        for (int i = 7 * r; i < n && i < 7 * r + 7; i++) s += hv[i];
        ok &= hko[r] == r && hvo[r] == s;
    }
    CHECK(ok);

    // set operations and merge on two sorted ranges
    std::vector<int> ha, hb;
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0) ha.push_back(i);
        if (i % 5 == 0) hb.push_back(i);
    }
    thrust::device_vector<int> a(ha.begin(), ha.end()), b(hb.begin(), hb.end()), out(ha.size() + hb.size());
    std::vector<int> want(ha.size() + hb.size());
    auto end = thrust::set_intersection(a.begin(), a.end(), b.begin(), b.end(), out.begin());
    auto wend = std::set_intersection(ha.begin(), ha.end(), hb.begin(), hb.end(), want.begin());
    CHECK(same(out.begin(), end, want.begin(), wend));
    end = thrust::set_union(a.begin(), a.end(), b.begin(), b.end(), out.begin());
    wend = std::set_union(ha.begin(), ha.end(), hb.begin(), hb.end(), want.begin());
    CHECK(same(out.begin(), end, want.begin(), wend));
    end = thrust::set_difference(a.begin(), a.end(), b.begin(), b.end(), out.begin());
    wend = std::set_difference(ha.begin(), ha.end(), hb.begin(), hb.end(), want.begin());
    CHECK(same(out.begin(), end, want.begin(), wend));
    end = thrust::merge(a.begin(), a.end(), b.begin(), b.end(), out.begin());
    wend = std::merge(ha.begin(), ha.end(), hb.begin(), hb.end(), want.begin());
    CHECK(end == out.end() && same(out.begin(), end, want.begin(), wend));

    // thrust::complex against std::complex
    std::vector<thrust::complex<double>> hc(256);
    for (int i = 0; i < 256; i++) hc[i] = thrust::complex<double>((i % 16) / 16.0 - 0.5, (i / 16) / 16.0 - 0.5);
    thrust::device_vector<thrust::complex<double>> c(hc.begin(), hc.end());
    thrust::transform(c.begin(), c.end(), c.begin(), julia_step());
    thrust::host_vector<thrust::complex<double>> gc = c;
    ok = true;
    for (int i = 0; i < 256; i++) {
        std::complex<double> w(hc[i].real(), hc[i].imag());
        for (int j = 0; j < 4; j++) w = w * w + std::complex<double>(-0.4, 0.6);
        ok &= std::abs(std::complex<double>(gc[i].real(), gc[i].imag()) - w) <= 1e-12 * (1 + std::abs(w));
    }
    CHECK(ok);

    // thrust::random on the device gives the host's numbers
    thrust::device_vector<float> r(1000);
    thrust::transform(thrust::counting_iterator<unsigned>(0), thrust::counting_iterator<unsigned>(1000), r.begin(),
                      uniform_at());
    thrust::host_vector<float> hr = r;
    ok = true;
    for (unsigned i = 0; i < 1000; i++) ok &= hr[i] == uniform_at()(i) && hr[i] >= 0.0f && hr[i] < 1.0f;
    CHECK(ok);

    // a reduction whose temporary storage comes from the user's allocator
    int calls = 0;
    counting_allocator alloc{&calls};
    thrust::device_vector<int> s(hk.begin(), hk.end());
    int total = thrust::reduce(thrust::cuda::par(alloc), s.begin(), s.end());
    CHECK(calls > 0);
    int want_total = 0;
    for (int key : hk) want_total += key;
    CHECK(total == want_total);

    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
