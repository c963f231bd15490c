// cusolverSp's orderings and permutation, in the steps of a sparse solve
// that reorders first: csrsymrcmHost (and symamd, symmdq, metisnd, which
// answer with a permutation too), csrperm_bufferSizeHost and csrpermHost
// with the value map, then csrlsvcholHost/csrlsvqrHost on B = A(p, p) and
// x recovered in A's numbering; checked by being permutations, by RCM
// shrinking a scrambled band matrix's bandwidth, by B's entries, and by
// ||A x - b||.
// NVCC-FLAGS: -lcusolver -lcusparse
#include "solver_test.h"

#include <algorithm>
#include <cusolverSp.h>
#include <cusparse.h>

struct csr {
    int n;
    std::vector<int> row, col;
    std::vector<double> val;
};

// An SPD band matrix (bandwidth w) with its rows and columns scrambled by
// perm: entry (i, j) of the band lands at (perm[i], perm[j]).
static csr scrambled_band(int n, int w, const std::vector<int> &perm, int base)
{
    std::vector<std::vector<std::pair<int, double>>> rows(n);
    for (int i = 0; i < n; i++)
        for (int j = std::max(0, i - w); j <= std::min(n - 1, i + w); j++)
            rows[perm[i]].push_back({perm[j], i == j ? 2.0 * w + 1 : -1.0 / (1 + std::abs(i - j))});
    csr c{n, {base}, {}, {}};
    for (auto &r : rows) {
        std::sort(r.begin(), r.end());
        for (auto &e : r)
            c.col.push_back(e.first + base), c.val.push_back(e.second);
        c.row.push_back((int)c.col.size() + base);
    }
    return c;
}

static int bandwidth(const csr &c, int base)
{
    int bw = 0;
    for (int i = 0; i < c.n; i++)
        for (int k = c.row[i] - base; k < c.row[i + 1] - base; k++)
            bw = std::max(bw, std::abs(c.col[k] - base - i));
    return bw;
}

static bool is_perm(const std::vector<int> &p)
{
    std::vector<int> s = p;
    std::sort(s.begin(), s.end());
    for (size_t i = 0; i < s.size(); i++)
        if (s[i] != (int)i)
            return false;
    return true;
}

static void run(cusolverSpHandle_t h, int n, int w, int base)
{
    std::vector<int> scramble(n);
    for (int i = 0; i < n; i++)
        scramble[i] = i;
    for (int i = n - 1; i > 0; i--)
        std::swap(scramble[i], scramble[(int)((urand() + 1) / 2 * (i + 1)) % (i + 1)]);
    csr A = scrambled_band(n, w, scramble, base);
    cusparseMatDescr_t d;
    cusparseCreateMatDescr(&d);
    cusparseSetMatIndexBase(d, base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO);
    int nnz = (int)A.val.size();

    std::vector<int> p(n, -1);
    OK(cusolverSpXcsrsymrcmHost(h, n, nnz, d, A.row.data(), A.col.data(), p.data()));
    CHECK(is_perm(p));
    for (auto order : {cusolverSpXcsrsymamdHost, cusolverSpXcsrsymmdqHost}) {
        std::vector<int> p2(n, -1);
        OK(order(h, n, nnz, d, A.row.data(), A.col.data(), p2.data()));
        CHECK(is_perm(p2));
    }
    std::vector<int> p3(n, -1);
    OK(cusolverSpXcsrmetisndHost(h, n, nnz, d, A.row.data(), A.col.data(), nullptr, p3.data()));
    CHECK(is_perm(p3));

    // B = A(p, p), its values gathered through the map.
    csr B = A;
    size_t bytes = 0;
    OK(cusolverSpXcsrperm_bufferSizeHost(h, n, n, nnz, d, B.row.data(), B.col.data(), p.data(),
                                         p.data(), &bytes));
    std::vector<char> buffer(bytes);
    std::vector<int> map(nnz);
    for (int k = 0; k < nnz; k++)
        map[k] = k;
    OK(cusolverSpXcsrpermHost(h, n, n, nnz, d, B.row.data(), B.col.data(), p.data(), p.data(),
                              map.data(), buffer.data()));
    for (int k = 0; k < nnz; k++)
        B.val[k] = A.val[map[k]];
    int before = bandwidth(A, base), after = bandwidth(B, base);
    if (!(after <= 2 * w && after < before)) {
        printf("n=%d w=%d: bandwidth %d scrambled, %d after RCM\n", n, w, before, after);
        failures++;
    }
    // B(i, j) is A(p[i], p[j]), rows sorted by column.
    bool same = true, sorted = true;
    std::vector<double> dense((size_t)n * n);
    for (int i = 0; i < n; i++)
        for (int k = A.row[i] - base; k < A.row[i + 1] - base; k++)
            dense[(size_t)i * n + A.col[k] - base] = A.val[k];
    for (int i = 0; i < n; i++)
        for (int k = B.row[i] - base; k < B.row[i + 1] - base; k++) {
            same = same && B.val[k] == dense[(size_t)p[i] * n + p[B.col[k] - base]];
            sorted = sorted && (k == B.row[i] - base || B.col[k - 1] < B.col[k]);
        }
    CHECK(same && sorted);
    CHECK(B.row[n] - base == nnz);

    // Solve B y = b(p), then x(p) = y: A x = b.
    std::vector<double> b(n), bp(n), y(n), x(n);
    for (int i = 0; i < n; i++)
        b[i] = urand();
    for (int i = 0; i < n; i++)
        bp[i] = b[p[i]];
    for (int chol = 0; chol <= 1; chol++) {
        int sing = -7;
        if (chol)
            OK(cusolverSpDcsrlsvcholHost(h, n, nnz, d, B.val.data(), B.row.data(), B.col.data(),
                                         bp.data(), 1e-12, 0, y.data(), &sing));
        else
            OK(cusolverSpDcsrlsvqrHost(h, n, nnz, d, B.val.data(), B.row.data(), B.col.data(),
                                       bp.data(), 1e-12, 0, y.data(), &sing));
        CHECK(sing == -1);
        for (int i = 0; i < n; i++)
            x[p[i]] = y[i];
        double r = 0, bn = 0;
        for (int i = 0; i < n; i++) {
            double s = -b[i];
            for (int k = A.row[i] - base; k < A.row[i + 1] - base; k++)
                s += A.val[k] * x[A.col[k] - base];
            r += s * s, bn += b[i] * b[i];
        }
        CHECK(std::sqrt(r) <= 1e-10 * std::sqrt(bn) * n);
    }

    // Refused: p out of range, q not a permutation.
    std::vector<int> bad = p;
    bad[0] = n;
    CHECK(cusolverSpXcsrpermHost(h, n, n, nnz, d, B.row.data(), B.col.data(), bad.data(), p.data(),
                                 map.data(), nullptr) == CUSOLVER_STATUS_INVALID_VALUE);
    bad = p;
    bad[1] = bad[0];
    CHECK(cusolverSpXcsrpermHost(h, n, n, nnz, d, B.row.data(), B.col.data(), p.data(), bad.data(),
                                 map.data(), nullptr) == CUSOLVER_STATUS_INVALID_VALUE);
    cusparseDestroyMatDescr(d);
}

int main()
{
    cusolverSpHandle_t h;
    OK(cusolverSpCreate(&h));
    run(h, 50, 3, 0);
    run(h, 200, 5, 1);
    run(h, 31, 1, 0);
    OK(cusolverSpDestroy(h));
    return verdict();
}
