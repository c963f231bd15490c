// Results that C++ leaves undefined but every GPU defines, computed from
// values the compiler cannot see: float-to-int of NaN and out-of-range
// values, shift counts at or above the width, division by zero and
// INT_MIN / -1, __clz(0), abs(INT_MIN), fminf/fmaxf of zeros of both signs
// and of NaNs, a*b+c fused as nvcc's default --fmad=true fuses it, and the
// canonical NaN from arithmetic on two NaNs.
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstring>

struct In {
    float f[8];
    int s[8];
    unsigned u[8];
    long long l[4];
    unsigned nanbits[2];
    unsigned long long dnanbits[2];
};

struct Out {
    int fi[8];
    unsigned fu[8];
    long long fl[8];
    int shl[8], shr[8];
    unsigned lshr[8];
    long long shl64[4];
    int div[4], rem[4];
    unsigned udiv[2], urem[2];
    int clz0, abs_min;
    long long llabs_min;
    float mn[4], mx[4];
    float fused;
    float nan_sum, nan_prod, nan_fma;
    double dnan_sum;
};

__global__ void compute(const In *in, Out *o)
{
    if (threadIdx.x != 0)
        return;
    for (int k = 0; k < 8; k++) {
        o->fi[k] = (int)in->f[k];
        o->fu[k] = (unsigned)in->f[k];
        o->fl[k] = (long long)in->f[k];
        o->shl[k] = in->s[1] << in->u[k];
        o->shr[k] = in->s[0] >> in->u[k];
        o->lshr[k] = in->u[7] >> in->u[k];
    }
    for (int k = 0; k < 4; k++)
        o->shl64[k] = in->l[0] << in->l[k];
    int zero = in->s[2], minus1 = in->s[3], imin = in->s[4];
    o->div[0] = in->s[1] / zero;
    o->rem[0] = in->s[1] % zero;
    o->div[1] = imin / minus1;
    o->rem[1] = imin % minus1;
    o->div[2] = in->s[0] / zero;
    o->rem[2] = in->s[0] % zero;
    o->div[3] = in->s[5] / in->s[6];
    o->rem[3] = in->s[5] % in->s[6];
    o->udiv[0] = in->u[7] / (unsigned)zero;
    o->urem[0] = in->u[7] % (unsigned)zero;
    o->udiv[1] = in->u[7] / in->u[1];
    o->urem[1] = in->u[7] % in->u[1];
    o->clz0 = __clz(zero);
    o->abs_min = abs(imin);
    o->llabs_min = llabs(in->l[3] << 63);
    float nz = -in->f[7] * 0.0f, pz = in->f[7] * 0.0f, nan = in->f[0];
    o->mn[0] = fminf(pz, nz);
    o->mn[1] = fminf(nz, pz);
    o->mn[2] = fminf(nan, in->f[7]);
    float n0 = __int_as_float(in->nanbits[0]), n1 = __int_as_float(in->nanbits[1]);
    o->mn[3] = fminf(n0, n1);
    o->mx[0] = fmaxf(nz, pz);
    o->mx[1] = fmaxf(pz, nz);
    o->mx[2] = fmaxf(in->f[7], nan);
    o->mx[3] = fmaxf(nan, -nan);
    float a = in->f[6];
    o->fused = a * a - in->f[5];
    /* two NaNs: x86 passes on one operand's payload, chosen by the encoding;
     * the GPU returns the canonical NaN */
    o->nan_sum = n0 + n1;
    o->nan_prod = n1 * n0;
    o->nan_fma = fmaf(n0, n1, 1.0f);
    o->dnan_sum = __longlong_as_double(in->dnanbits[0]) + __longlong_as_double(in->dnanbits[1]);
}

static int fails;
static void check(const char *what, long long got, long long want)
{
    if (got != want) {
        printf("FAIL %s: got %lld want %lld\n", what, got, want);
        fails++;
    }
}

static uint32_t bits(float x)
{
    uint32_t b;
    memcpy(&b, &x, 4);
    return b;
}

int main()
{
    In in;
    const float e = 1.0f / 4096; /* 2^-12 */
    float f[8] = {NAN, 3e9f, -3e9f, -5.5f, 1e20f, 1 + 2 * e, 1 + e, 1.0f};
    memcpy(in.f, f, sizeof f);
    int s[8] = {-8, 3, 0, -1, INT_MIN, -7, 2, 0};
    unsigned u[8] = {0, 5, 31, 32, 33, 64, 255, 0x80000000u};
    memcpy(in.s, s, sizeof s);
    memcpy(in.u, u, sizeof u);
    long long l[4] = {5, 63, 64, 1};
    memcpy(in.l, l, sizeof l);
    in.nanbits[0] = 0x7fc00001u;
    in.nanbits[1] = 0xffc00002u;
    in.dnanbits[0] = 0x7ff8000000000001ULL;
    in.dnanbits[1] = 0xfff8000000000002ULL;
    In *din;
    Out *dout, out;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(din, &in, sizeof in, cudaMemcpyHostToDevice);
    compute<<<1, 32>>>(din, dout);
    cudaMemcpy(&out, dout, sizeof out, cudaMemcpyDeviceToHost);
    if (cudaGetLastError() != cudaSuccess) {
        printf("FAIL launch\n");
        return 1;
    }
    /* cvt.rzi saturates and turns NaN into 0 */
    long long fi[8] = {0, INT_MAX, INT_MIN, -5, INT_MAX, 1, 1, 1};
    long long fu[8] = {0, 3000000000LL, 0, 0, UINT_MAX, 1, 1, 1};
    long long fl[8] = {0, 3000000000LL, -3000000000LL, -5, LLONG_MAX, 1, 1, 1};
    for (int k = 0; k < 8; k++) {
        check("(int)f", out.fi[k], fi[k]);
        check("(unsigned)f", out.fu[k], fu[k]);
        check("(long long)f", out.fl[k], fl[k]);
    }
    /* shl/shr clamp the count at the width */
    for (int k = 0; k < 8; k++) {
        unsigned c = u[k];
        check("shl", out.shl[k], c >= 32 ? 0 : (int)(3u << c));
        check("ashr", out.shr[k], c >= 32 ? -1 : -8 >> c);
        check("lshr", out.lshr[k], c >= 32 ? 0 : 0x80000000u >> c);
    }
    for (int k = 0; k < 4; k++)
        check("shl64", out.shl64[k], l[k] >= 64 ? 0 : (long long)(5ULL << l[k]));
    /* division by zero: all ones, remainder the dividend; INT_MIN / -1 wraps */
    check("3/0", out.div[0], -1);
    check("3%0", out.rem[0], 3);
    check("INT_MIN/-1", out.div[1], INT_MIN);
    check("INT_MIN%-1", out.rem[1], 0);
    check("-8/0", out.div[2], -1);
    check("-8%0", out.rem[2], -8);
    check("-7/2", out.div[3], -3);
    check("-7%2", out.rem[3], -1);
    check("u/0", out.udiv[0], UINT_MAX);
    check("u%0", out.urem[0], 0x80000000u);
    check("u/5", out.udiv[1], 0x80000000u / 5);
    check("u%5", out.urem[1], 0x80000000u % 5);
    check("__clz(0)", out.clz0, 32);
    check("abs(INT_MIN)", out.abs_min, INT_MIN);
    check("llabs(LLONG_MIN)", out.llabs_min, LLONG_MIN);
    /* -0 is below +0; one NaN gives the other operand; two give the canonical NaN */
    check("fminf(+0,-0)", bits(out.mn[0]), 0x80000000u);
    check("fminf(-0,+0)", bits(out.mn[1]), 0x80000000u);
    check("fminf(NaN,1)", bits(out.mn[2]), bits(1.0f));
    check("fminf(NaN,NaN)", bits(out.mn[3]), 0x7fffffffu);
    check("fmaxf(-0,+0)", bits(out.mx[0]), 0u);
    check("fmaxf(+0,-0)", bits(out.mx[1]), 0u);
    check("fmaxf(1,NaN)", bits(out.mx[2]), bits(1.0f));
    check("fmaxf(NaN,-NaN)", bits(out.mx[3]), 0x7fffffffu);
    /* (1+2^-12)^2 - (1+2^-11) is 2^-24 exactly when fused, 0 when rounded first */
    check("a*a-c fused", bits(out.fused), bits(1.0f / 16777216));
    check("NaN+NaN", bits(out.nan_sum), 0x7fffffffu);
    check("NaN*NaN", bits(out.nan_prod), 0x7fffffffu);
    check("fmaf(NaN,NaN,1)", bits(out.nan_fma), 0x7fffffffu);
    unsigned long long db;
    memcpy(&db, &out.dnan_sum, 8);
    check("double NaN+NaN", (long long)db, 0x7fffffffffffffffLL);
    cudaFree(din);
    cudaFree(dout);
    if (fails)
        return 1;
    printf("PASS\n");
    return 0;
}
