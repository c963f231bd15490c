// Thrust's reordering and searching calls on records an application keeps
// in parallel arrays: sort_by_key, stable_sort with a user comparator,
// exclusive_scan, remove_if, unique, gather, scatter, count and
// min_element, each checked against the same work on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/scan.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <thrust/sequence.h>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

// Orders by the last decimal digit only, so that stability shows.
struct by_last_digit {
    __host__ __device__ bool operator()(int a, int b) const { return a % 10 < b % 10; }
};

struct is_negative {
    __host__ __device__ bool operator()(int x) const { return x < 0; }
};

template <class T>
static std::vector<T> host(const thrust::device_vector<T> &d)
{
    thrust::host_vector<T> h = d;
    return std::vector<T>(h.begin(), h.end());
}

int main()
{
    const int n = 50021;
    std::vector<int> h(n);
    unsigned s = 777;
    for (int &x : h) { s = s * 1664525u + 1013904223u; x = (int)(s >> 12) % 2000 - 1000; }
    thrust::device_vector<int> d(h.begin(), h.end());

    // sort_by_key: keys with their positions
    thrust::device_vector<int> keys = d, pos(n);
    thrust::sequence(pos.begin(), pos.end());
    thrust::sort_by_key(keys.begin(), keys.end(), pos.begin());
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return h[a] < h[b]; });
    std::vector<int> hk = host(keys), hp = host(pos);
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= hk[i] == h[order[i]] && h[hp[i]] == hk[i];
    CHECK(ok);

    // stable_sort with a comparator that sees only the last digit
    std::vector<int> nonneg(n);
    for (int i = 0; i < n; i++) nonneg[i] = h[i] + 1000;
    thrust::device_vector<int> st(nonneg.begin(), nonneg.end());
    thrust::stable_sort(st.begin(), st.end(), by_last_digit());
    std::stable_sort(nonneg.begin(), nonneg.end(), by_last_digit());
    CHECK(host(st) == nonneg);

    // exclusive_scan with an initial value
    thrust::device_vector<int> ex(n);
    thrust::exclusive_scan(d.begin(), d.end(), ex.begin(), 5);
    std::vector<int> want(n);
    std::exclusive_scan(h.begin(), h.end(), want.begin(), 5);
    CHECK(host(ex) == want);

    // remove_if, then unique on the sorted keys
    thrust::device_vector<int> r = d;
    auto rend = thrust::remove_if(r.begin(), r.end(), is_negative());
    std::vector<int> hr = h;
    hr.erase(std::remove_if(hr.begin(), hr.end(), is_negative()), hr.end());
    CHECK(rend - r.begin() == (long)hr.size());
    r.resize(rend - r.begin());
    CHECK(host(r) == hr);
    auto uend = thrust::unique(keys.begin(), keys.end());
    std::vector<int> hu = hk;
    hu.erase(std::unique(hu.begin(), hu.end()), hu.end());
    keys.resize(uend - keys.begin());
    CHECK(host(keys) == hu);

    // gather through the sort's positions, scatter back
    thrust::device_vector<int> g(n), back(n);
    thrust::gather(pos.begin(), pos.end(), d.begin(), g.begin());
    CHECK(host(g) == hk);
    thrust::scatter(g.begin(), g.end(), pos.begin(), back.begin());
    CHECK(host(back) == h);

    // count and min_element
    CHECK(thrust::count(d.begin(), d.end(), 17) == std::count(h.begin(), h.end(), 17));
    auto m = thrust::min_element(d.begin(), d.end());
    CHECK(m - d.begin() == std::min_element(h.begin(), h.end()) - h.begin());

    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
