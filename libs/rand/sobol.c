/* Sobol sequences: direction vectors, scrambling and generation.
 *
 * The direction numbers are Joe and Kuo's (new-joe-kuo-6.21201,
 * "Constructing Sobol sequences with better two-dimensional projections",
 * 2008) for all of cuRAND's 20000 dimensions: their primitive polynomials
 * are enumerated here in the table's order, their initial numbers come
 * packed from joe_kuo.c.  Scrambled sets are a Matousek linear scramble of
 * the vectors plus a digital shift (the scramble constants), both from a
 * fixed hash: NVIDIA's are not public. */
#include <math.h>
#include <stdlib.h>

#include "curand_ferry.h"
#include "rand.h"

static unsigned int (*dv32)[32], (*dv32s)[32], *sc32;
static unsigned long long (*dv64)[64], (*dv64s)[64], *sc64;
static pthread_once_t once = PTHREAD_ONCE_INIT, once_scrambled = PTHREAD_ONCE_INIT;

static unsigned long long polymulmod(unsigned long long a, unsigned long long b, unsigned long long p, int s)
{
    unsigned long long r = 0;
    for (; b; b >>= 1) {
        if (b & 1)
            r ^= a;
        a <<= 1;
        if (a >> s & 1)
            a ^= p;
    }
    return r;
}

static unsigned long long polypow(unsigned long long e, unsigned long long p, int s)
{
    unsigned long long r = 1, x = 2;
    for (; e; e >>= 1) {
        if (e & 1)
            r = polymulmod(r, x, p, s);
        x = polymulmod(x, x, p, s);
    }
    return r;
}

/* x has order 2^s - 1 modulo p */
static int primitive(int s, unsigned long long p)
{
    unsigned long long n = (1ull << s) - 1, m = n;
    if (polypow(n, p, s) != 1)
        return 0;
    for (unsigned long long q = 2; q * q <= m; q++) {
        if (m % q)
            continue;
        if (polypow(n / q, p, s) == 1)
            return 0;
        while (m % q == 0)
            m /= q;
    }
    return m == 1 || n == m || polypow(n / m, p, s) != 1;
}

/* The next primitive polynomial x^s + a_1 x^(s-1) + ... + a_(s-1) x + 1 in
 * Joe and Kuo's order: by degree, then by a = a_1...a_(s-1) in binary. */
static unsigned int next_polynomial(int *s, unsigned int *a)
{
    for (;;) {
        if (*a >> (*s - 1)) {
            (*s)++;
            *a = 0;
        }
        unsigned int cur = (*a)++;
        if (*s == 1 || primitive(*s, (1ull << *s) | ((unsigned long long)cur << 1) | 1))
            return cur;
    }
}

/* direction numbers v_1..v_64 (as 64-bit fractions) of one dimension */
static void directions(int s, unsigned int a, const unsigned int *m, unsigned long long v[64])
{
    for (int i = 0; i < 64; i++) {
        if (i < s) {
            v[i] = (unsigned long long)m[i] << (63 - i);
            continue;
        }
        unsigned long long x = v[i - s] ^ (v[i - s] >> s);
        for (int k = 1; k < s; k++)
            if (a >> (s - 1 - k) & 1)
                x ^= v[i - k];
        v[i] = x;
    }
}

/* Matousek's linear scramble: bit k (from the top) becomes the parity of
 * the bits at or above k picked by row k of a unit lower-triangular L. */
static unsigned long long scramble(unsigned long long v, const unsigned long long rows[64])
{
    unsigned long long r = 0;
    for (int k = 0; k < 64; k++)
        r |= (unsigned long long)(__builtin_popcountll(v & rows[k]) & 1) << (63 - k);
    return r;
}

static void build(void)
{
    dv32 = calloc(RAND_MAX_DIMENSIONS, sizeof *dv32);
    dv32s = calloc(RAND_MAX_DIMENSIONS, sizeof *dv32s);
    dv64 = calloc(RAND_MAX_DIMENSIONS, sizeof *dv64);
    dv64s = calloc(RAND_MAX_DIMENSIONS, sizeof *dv64s);
    sc32 = calloc(RAND_MAX_DIMENSIONS, sizeof *sc32);
    sc64 = calloc(RAND_MAX_DIMENSIONS, sizeof *sc64);
    if (!dv32 || !dv32s || !dv64 || !dv64s || !sc32 || !sc64)
        return;
    unsigned int d = 0;
    int s = 1;
    unsigned int a = 0;
    size_t bit = 0;
    while (d < RAND_MAX_DIMENSIONS) {
        unsigned long long v[64];
        unsigned int m[64];
        if (d == 0) {
            for (int i = 0; i < 64; i++)
                v[i] = 1ull << (63 - i);
        } else {
            unsigned int pa = next_polynomial(&s, &a);
            m[0] = 1;
            for (int i = 1; i < s; i++) {
                unsigned int half = 0;
                for (int k = 0; k < i; k++, bit++)
                    half |= (rand_joe_kuo_bits[bit >> 5] >> (bit & 31) & 1u) << k;
                m[i] = half << 1 | 1u;
            }
            directions(s, pa, m, v);
        }
        for (int i = 0; i < 64; i++)
            dv64[d][i] = v[i];
        for (int i = 0; i < 32; i++)
            dv32[d][i] = (unsigned int)(v[i] >> 32);
        d++;
    }
}

/* the scrambled sets only when asked for: they cost as much as the rest */
static void build_scrambled(void)
{
    pthread_once(&once, build);
    if (!dv64 || !dv32s || !dv64s || !sc32 || !sc64)
        return;
    for (unsigned int d = 0; d < RAND_MAX_DIMENSIONS; d++) {
        unsigned long long rows[64];
        for (int k = 0; k < 64; k++) {
            unsigned long long h = __ferry_seed_word(0x5CA3B1E5ull + d, (unsigned int)k);
            rows[k] = (h & ~0ull << (63 - k)) | 1ull << (63 - k);
        }
        for (int i = 0; i < 64; i++)
            dv64s[d][i] = scramble(dv64[d][i], rows);
        for (int i = 0; i < 32; i++)
            dv32s[d][i] = (unsigned int)(dv64s[d][i] >> 32);
        sc64[d] = __ferry_seed_word(0xD16174ull + d, 99);
        sc32[d] = (unsigned int)(sc64[d] >> 32);
    }
}

const unsigned int *rand_sobol_dv32(int scrambled)
{
    pthread_once(scrambled ? &once_scrambled : &once, scrambled ? build_scrambled : build);
    return scrambled ? (const unsigned int *)dv32s : (const unsigned int *)dv32;
}

const unsigned long long *rand_sobol_dv64(int scrambled)
{
    pthread_once(scrambled ? &once_scrambled : &once, scrambled ? build_scrambled : build);
    return scrambled ? (const unsigned long long *)dv64s : (const unsigned long long *)dv64;
}

const unsigned int *rand_sobol_scramble32(void)
{
    pthread_once(&once_scrambled, build_scrambled);
    return sc32;
}

const unsigned long long *rand_sobol_scramble64(void)
{
    pthread_once(&once_scrambled, build_scrambled);
    return sc64;
}

curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[], curandDirectionVectorSet_t set)
{
    if (!vectors)
        return CURAND_STATUS_OUT_OF_RANGE;
    if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6)
        return CURAND_STATUS_OUT_OF_RANGE;
    const unsigned int *v = rand_sobol_dv32(set == CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
    if (!v)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *vectors = (curandDirectionVectors32_t *)v;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[], curandDirectionVectorSet_t set)
{
    if (!vectors)
        return CURAND_STATUS_OUT_OF_RANGE;
    if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6)
        return CURAND_STATUS_OUT_OF_RANGE;
    const unsigned long long *v = rand_sobol_dv64(set == CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
    if (!v)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *vectors = (curandDirectionVectors64_t *)v;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetScrambleConstants32(unsigned int **constants)
{
    if (!constants)
        return CURAND_STATUS_OUT_OF_RANGE;
    const unsigned int *c = rand_sobol_scramble32();
    if (!c)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *constants = (unsigned int *)c;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetScrambleConstants64(unsigned long long **constants)
{
    if (!constants)
        return CURAND_STATUS_OUT_OF_RANGE;
    const unsigned long long *c = rand_sobol_scramble64();
    if (!c)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *constants = (unsigned long long *)c;
    return CURAND_STATUS_SUCCESS;
}

/* Point i of one dimension, in Gray-code order as cuRAND's device API
 * steps it: the XOR of the vectors picked by the bits of i ^ (i >> 1). */
static unsigned long long point(const unsigned long long *v, unsigned long long i)
{
    unsigned long long g = i ^ (i >> 1), x = 0;
    for (int j = 0; g; j++, g >>= 1)
        if (g & 1)
            x ^= v[j];
    return x;
}

/* Output layout as cuRAND documents: the n / dims results of dimension 1,
 * then those of dimension 2, and so on. */
void rand_run_sobol(struct rand_task *t)
{
    int scr = t->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 || t->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
    int is64 = rand_is_64(t->type);
    const unsigned long long *dv = rand_sobol_dv64(scr);
    const unsigned long long *sc = scr ? rand_sobol_scramble64() : NULL;
    if (!dv || (scr && !sc))
        return;
    size_t per = t->n / t->dims;
    for (unsigned int d = 0; d < t->dims; d++) {
        const unsigned long long *v = dv + 64ull * d;
        unsigned long long shift = scr ? sc[d] : 0;
        unsigned long long i = t->pos;
        unsigned long long x = point(v, i);
        for (size_t k = 0; k < per; k++, i++) {
            if (k)
                x ^= v[__builtin_ctzll(~(i - 1))];
            unsigned long long y = x ^ shift;
            unsigned int y32 = (unsigned int)(y >> 32);
            size_t o = d * per + k;
            double u = is64 ? __ferry_u64_to_double(y) : __ferry_u32_to_double(y32);
            switch (t->kind) {
            case K_U32: ((unsigned int *)t->out)[o] = y32; break;
            case K_U64: ((unsigned long long *)t->out)[o] = y; break;
            case K_UNIF:
                ((float *)t->out)[o] = is64 ? (float)u : __ferry_u32_to_float(y32);
                break;
            case K_UNIF_D: ((double *)t->out)[o] = u; break;
            case K_NORM: ((float *)t->out)[o] = (float)(t->a + t->b * rand_normcdfinv(u)); break;
            case K_NORM_D: ((double *)t->out)[o] = t->a + t->b * rand_normcdfinv(u); break;
            case K_LOGN: ((float *)t->out)[o] = (float)exp(t->a + t->b * rand_normcdfinv(u)); break;
            case K_LOGN_D: ((double *)t->out)[o] = exp(t->a + t->b * rand_normcdfinv(u)); break;
            case K_POIS: ((unsigned int *)t->out)[o] = rand_poisson_inverse(u, t->a); break;
            }
        }
    }
}
