// The CUDA Math API's SIMD intrinsics (__vadd2 ... __vsubus4), the DPX
// functions (__vimax3_s32 ... __vibmin_u16x2), the dot products __dp4a,
// __dp2a_lo and __dp2a_hi in all their overloads, and integer intrinsics
// (__fns, __byte_perm, __mul24, __hadd, funnel shifts, byte swaps, ...),
// applied by a kernel to edge values (0, all ones, 0x7fff/0x8000 half-words,
// 0x7f/0x80/0xff bytes) in every pairing and to random words. The host
// checks every result against a reference written here lane by lane.
#include <cstdio>
#include <cstdint>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

typedef long long ll;
typedef unsigned long long ull;

// ------------------------------------------------------------ device side
__device__ ull vib_s32(int a, int b, bool mx)
{
    bool p = false;
    int r = mx ? __vibmax_s32(a, b, &p) : __vibmin_s32(a, b, &p);
    return (ull)(unsigned)r | (ull)p << 32;
}
__device__ ull vib_u32(unsigned a, unsigned b, bool mx)
{
    bool p = true;
    unsigned r = mx ? __vibmax_u32(a, b, &p) : __vibmin_u32(a, b, &p);
    return (ull)r | (ull)p << 32;
}
__device__ ull vib_16x2(unsigned a, unsigned b, int which)
{
    bool hi = false, lo = false;
    unsigned r;
    switch (which) {
    case 0: r = __vibmax_s16x2(a, b, &hi, &lo); break;
    case 1: r = __vibmin_s16x2(a, b, &hi, &lo); break;
    case 2: r = __vibmax_u16x2(a, b, &hi, &lo); break;
    default: r = __vibmin_u16x2(a, b, &hi, &lo); break;
    }
    return (ull)r | (ull)hi << 33 | (ull)lo << 32;
}
__device__ char4 as_char4(unsigned v)
{
    return make_char4((signed char)(v & 0xff), (signed char)(v >> 8 & 0xff), (signed char)(v >> 16 & 0xff),
                      (signed char)(v >> 24));
}
__device__ uchar4 as_uchar4(unsigned v)
{
    return make_uchar4(v & 0xff, v >> 8 & 0xff, v >> 16 & 0xff, v >> 24);
}
__device__ short2 as_short2(unsigned v) { return make_short2((short)(v & 0xffff), (short)(v >> 16)); }
__device__ ushort2 as_ushort2(unsigned v) { return make_ushort2(v & 0xffff, v >> 16); }

// ------------------------------------------------------------- host side
// Lane i of v, W bits wide, read signed or unsigned.
static ll lane(uint32_t v, int W, int i, bool s)
{
    if (W == 8) return s ? (ll)(int8_t)(uint8_t)(v >> (8 * i)) : (ll)(uint8_t)(v >> (8 * i));
    return s ? (ll)(int16_t)(uint16_t)(v >> (16 * i)) : (ll)(uint16_t)(v >> (16 * i));
}
enum Sat { WRAP, SSAT, USAT };
// Applies f(x, y, z) to each W-bit lane of a, b, c (read signed if s) and
// packs the results, saturated as sat says or truncated to the lane.
template <class F> static uint32_t lanes(int W, bool s, Sat sat, uint32_t a, uint32_t b, uint32_t c, F f)
{
    uint32_t r = 0;
    for (int i = 0; i < 32 / W; i++) {
        ll t = f(lane(a, W, i, s), lane(b, W, i, s), lane(c, W, i, s));
        ll smin = -(1ll << (W - 1)), smax = (1ll << (W - 1)) - 1, umax = (1ll << W) - 1;
        if (sat == SSAT) t = t < smin ? smin : t > smax ? smax : t;
        if (sat == USAT) t = t < 0 ? 0 : t > umax ? umax : t;
        r |= (uint32_t)((ull)t & (ull)umax) << (W * i);
    }
    return r;
}
static uint32_t sad(int W, bool s, uint32_t a, uint32_t b)
{
    ll sum = 0;
    for (int i = 0; i < 32 / W; i++) {
        ll d = lane(a, W, i, s) - lane(b, W, i, s);
        sum += d < 0 ? -d : d;
    }
    return (uint32_t)sum;
}
static ll mx(ll a, ll b) { return a > b ? a : b; }
static ll mn(ll a, ll b) { return a < b ? a : b; }
static ll avg_away(ll s) { return s >= 0 ? (s + 1) / 2 : -((-s + 1) / 2); }
static ll wrap16s(ll v) { return (ll)(int16_t)(uint16_t)(v & 0xffff); }
static ull ref_vib(ll a, ll b, bool max, int W)
{
    bool p = max ? a >= b : a <= b;
    (void)W;
    return (ull)(uint32_t)(p ? a : b) | (ull)p << 32;
}
static ull ref_vib16(uint32_t a, uint32_t b, bool s, bool max)
{
    uint32_t r = 0;
    ull preds = 0;
    for (int i = 0; i < 2; i++) {
        ll x = lane(a, 16, i, s), y = lane(b, 16, i, s);
        bool p = max ? x >= y : x <= y;
        r |= (uint32_t)((p ? x : y) & 0xffff) << (16 * i);
        preds |= (ull)p << (32 + i);
    }
    return r | preds;
}
static uint32_t ref_dp(uint32_t a, uint32_t b, uint32_t c, bool s, int n, int aw, int first)
{
    ll sum = s ? (ll)(int32_t)c : (ll)c;
    for (int i = 0; i < n; i++) sum += lane(a, aw, i, s) * lane(b, 8, first + i, s);
    return (uint32_t)(ull)sum;
}
// PTX's fns, step by step.
static uint32_t ref_fns(uint32_t mask, uint32_t base, int offset)
{
    if (offset == 0) return (mask >> base) & 1 ? base : 0xffffffffu;
    ll pos = base, count = (offset < 0 ? -(ll)offset : (ll)offset) - 1, inc = offset > 0 ? 1 : -1;
    for (; pos >= 0 && pos < 32; pos += inc)
        if ((mask >> pos) & 1) {
            if (count == 0) return (uint32_t)pos;
            count--;
        }
    return 0xffffffffu;
}
static uint32_t ref_perm(uint32_t x, uint32_t y, uint32_t s)
{
    uint8_t in[8];
    for (int i = 0; i < 4; i++) { in[i] = (uint8_t)(x >> (8 * i)); in[4 + i] = (uint8_t)(y >> (8 * i)); }
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) r |= (uint32_t)in[(s >> (4 * i)) & 7] << (8 * i);
    return r;
}
static uint32_t ref_funnel(uint32_t lo, uint32_t hi, uint32_t sh, bool left, bool clamp)
{
    uint32_t n = clamp ? (sh > 32 ? 32 : sh) : sh % 32;
    uint64_t v = (uint64_t)hi << 32 | lo;
    return left ? (uint32_t)((v << n) >> 32) : (uint32_t)(v >> n);
}
static uint64_t ref_bswap(uint64_t v, int bytes)
{
    uint64_t r = 0;
    for (int i = 0; i < bytes; i++) r |= ((v >> (8 * i)) & 0xff) << (8 * (bytes - 1 - i));
    return r;
}
// High 64 bits of a 64x64 product, from 32-bit pieces.
static uint64_t umulhi64(uint64_t p, uint64_t q)
{
    uint64_t pl = p & 0xffffffffu, ph = p >> 32, ql = q & 0xffffffffu, qh = q >> 32;
    uint64_t lol = pl * ql, lh = pl * qh, hl = ph * ql, hh = ph * qh;
    uint64_t mid = (lol >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static int64_t mulhi64(int64_t p, int64_t q)
{
    uint64_t h = umulhi64((uint64_t)p, (uint64_t)q);
    if (p < 0) h -= (uint64_t)q;
    if (q < 0) h -= (uint64_t)p;
    return (int64_t)h;
}

// ------------------------------------------------------- the functions
// X(name, device expression, host reference) over a, b, c (unsigned) and
// sa, sb, sc (the same words as int); W 64-bit words w, v on the host side.
#define L(W, s, sat, expr) lanes(W, s, sat, a, b, c, [](ll x, ll y, ll z) -> ll { (void)x; (void)y; (void)z; return expr; })
#define FUNCS(X)                                                                                        \
    X(vabs2, __vabs2(a), L(16, true, WRAP, x < 0 ? -x : x))                                              \
    X(vabs4, __vabs4(a), L(8, true, WRAP, x < 0 ? -x : x))                                               \
    X(vabsss2, __vabsss2(a), L(16, true, SSAT, x < 0 ? -x : x))                                          \
    X(vabsss4, __vabsss4(a), L(8, true, SSAT, x < 0 ? -x : x))                                           \
    X(vabsdiffs2, __vabsdiffs2(a, b), L(16, true, WRAP, x > y ? x - y : y - x))                          \
    X(vabsdiffs4, __vabsdiffs4(a, b), L(8, true, WRAP, x > y ? x - y : y - x))                           \
    X(vabsdiffu2, __vabsdiffu2(a, b), L(16, false, WRAP, x > y ? x - y : y - x))                         \
    X(vabsdiffu4, __vabsdiffu4(a, b), L(8, false, WRAP, x > y ? x - y : y - x))                          \
    X(vadd2, __vadd2(a, b), L(16, false, WRAP, x + y))                                                   \
    X(vadd4, __vadd4(a, b), L(8, false, WRAP, x + y))                                                    \
    X(vaddss2, __vaddss2(a, b), L(16, true, SSAT, x + y))                                                \
    X(vaddss4, __vaddss4(a, b), L(8, true, SSAT, x + y))                                                 \
    X(vaddus2, __vaddus2(a, b), L(16, false, USAT, x + y))                                               \
    X(vaddus4, __vaddus4(a, b), L(8, false, USAT, x + y))                                                \
    X(vavgs2, __vavgs2(a, b), L(16, true, WRAP, avg_away(x + y)))                                        \
    X(vavgs4, __vavgs4(a, b), L(8, true, WRAP, avg_away(x + y)))                                         \
    X(vavgu2, __vavgu2(a, b), L(16, false, WRAP, (x + y + 1) / 2))                                       \
    X(vavgu4, __vavgu4(a, b), L(8, false, WRAP, (x + y + 1) / 2))                                        \
    X(vhaddu2, __vhaddu2(a, b), L(16, false, WRAP, (x + y) / 2))                                         \
    X(vhaddu4, __vhaddu4(a, b), L(8, false, WRAP, (x + y) / 2))                                          \
    X(vcmpeq2, __vcmpeq2(a, b), L(16, false, WRAP, x == y ? 0xffff : 0))                                 \
    X(vcmpeq4, __vcmpeq4(a, b), L(8, false, WRAP, x == y ? 0xff : 0))                                    \
    X(vcmpges2, __vcmpges2(a, b), L(16, true, WRAP, x >= y ? 0xffff : 0))                                \
    X(vcmpges4, __vcmpges4(a, b), L(8, true, WRAP, x >= y ? 0xff : 0))                                   \
    X(vcmpgeu2, __vcmpgeu2(a, b), L(16, false, WRAP, x >= y ? 0xffff : 0))                               \
    X(vcmpgeu4, __vcmpgeu4(a, b), L(8, false, WRAP, x >= y ? 0xff : 0))                                  \
    X(vcmpgts2, __vcmpgts2(a, b), L(16, true, WRAP, x > y ? 0xffff : 0))                                 \
    X(vcmpgts4, __vcmpgts4(a, b), L(8, true, WRAP, x > y ? 0xff : 0))                                    \
    X(vcmpgtu2, __vcmpgtu2(a, b), L(16, false, WRAP, x > y ? 0xffff : 0))                                \
    X(vcmpgtu4, __vcmpgtu4(a, b), L(8, false, WRAP, x > y ? 0xff : 0))                                   \
    X(vcmples2, __vcmples2(a, b), L(16, true, WRAP, x <= y ? 0xffff : 0))                                \
    X(vcmples4, __vcmples4(a, b), L(8, true, WRAP, x <= y ? 0xff : 0))                                   \
    X(vcmpleu2, __vcmpleu2(a, b), L(16, false, WRAP, x <= y ? 0xffff : 0))                               \
    X(vcmpleu4, __vcmpleu4(a, b), L(8, false, WRAP, x <= y ? 0xff : 0))                                  \
    X(vcmplts2, __vcmplts2(a, b), L(16, true, WRAP, x < y ? 0xffff : 0))                                 \
    X(vcmplts4, __vcmplts4(a, b), L(8, true, WRAP, x < y ? 0xff : 0))                                    \
    X(vcmpltu2, __vcmpltu2(a, b), L(16, false, WRAP, x < y ? 0xffff : 0))                                \
    X(vcmpltu4, __vcmpltu4(a, b), L(8, false, WRAP, x < y ? 0xff : 0))                                   \
    X(vcmpne2, __vcmpne2(a, b), L(16, false, WRAP, x != y ? 0xffff : 0))                                 \
    X(vcmpne4, __vcmpne4(a, b), L(8, false, WRAP, x != y ? 0xff : 0))                                    \
    X(vmaxs2, __vmaxs2(a, b), L(16, true, WRAP, mx(x, y)))                                               \
    X(vmaxs4, __vmaxs4(a, b), L(8, true, WRAP, mx(x, y)))                                                \
    X(vmaxu2, __vmaxu2(a, b), L(16, false, WRAP, mx(x, y)))                                              \
    X(vmaxu4, __vmaxu4(a, b), L(8, false, WRAP, mx(x, y)))                                               \
    X(vmins2, __vmins2(a, b), L(16, true, WRAP, mn(x, y)))                                               \
    X(vmins4, __vmins4(a, b), L(8, true, WRAP, mn(x, y)))                                                \
    X(vminu2, __vminu2(a, b), L(16, false, WRAP, mn(x, y)))                                              \
    X(vminu4, __vminu4(a, b), L(8, false, WRAP, mn(x, y)))                                               \
    X(vneg2, __vneg2(a), L(16, true, WRAP, -x))                                                          \
    X(vneg4, __vneg4(a), L(8, true, WRAP, -x))                                                           \
    X(vnegss2, __vnegss2(a), L(16, true, SSAT, -x))                                                      \
    X(vnegss4, __vnegss4(a), L(8, true, SSAT, -x))                                                       \
    X(vsads2, __vsads2(a, b), sad(16, true, a, b))                                                  \
    X(vsads4, __vsads4(a, b), sad(8, true, a, b))                                                   \
    X(vsadu2, __vsadu2(a, b), sad(16, false, a, b))                                                 \
    X(vsadu4, __vsadu4(a, b), sad(8, false, a, b))                                                  \
    X(vseteq2, __vseteq2(a, b), L(16, false, WRAP, x == y))                                              \
    X(vseteq4, __vseteq4(a, b), L(8, false, WRAP, x == y))                                               \
    X(vsetges2, __vsetges2(a, b), L(16, true, WRAP, x >= y))                                             \
    X(vsetges4, __vsetges4(a, b), L(8, true, WRAP, x >= y))                                              \
    X(vsetgeu2, __vsetgeu2(a, b), L(16, false, WRAP, x >= y))                                            \
    X(vsetgeu4, __vsetgeu4(a, b), L(8, false, WRAP, x >= y))                                             \
    X(vsetgts2, __vsetgts2(a, b), L(16, true, WRAP, x > y))                                              \
    X(vsetgts4, __vsetgts4(a, b), L(8, true, WRAP, x > y))                                               \
    X(vsetgtu2, __vsetgtu2(a, b), L(16, false, WRAP, x > y))                                             \
    X(vsetgtu4, __vsetgtu4(a, b), L(8, false, WRAP, x > y))                                              \
    X(vsetles2, __vsetles2(a, b), L(16, true, WRAP, x <= y))                                             \
    X(vsetles4, __vsetles4(a, b), L(8, true, WRAP, x <= y))                                              \
    X(vsetleu2, __vsetleu2(a, b), L(16, false, WRAP, x <= y))                                            \
    X(vsetleu4, __vsetleu4(a, b), L(8, false, WRAP, x <= y))                                             \
    X(vsetlts2, __vsetlts2(a, b), L(16, true, WRAP, x < y))                                              \
    X(vsetlts4, __vsetlts4(a, b), L(8, true, WRAP, x < y))                                               \
    X(vsetltu2, __vsetltu2(a, b), L(16, false, WRAP, x < y))                                             \
    X(vsetltu4, __vsetltu4(a, b), L(8, false, WRAP, x < y))                                              \
    X(vsetne2, __vsetne2(a, b), L(16, false, WRAP, x != y))                                              \
    X(vsetne4, __vsetne4(a, b), L(8, false, WRAP, x != y))                                               \
    X(vsub2, __vsub2(a, b), L(16, false, WRAP, x - y))                                                   \
    X(vsub4, __vsub4(a, b), L(8, false, WRAP, x - y))                                                    \
    X(vsubss2, __vsubss2(a, b), L(16, true, SSAT, x - y))                                                \
    X(vsubss4, __vsubss4(a, b), L(8, true, SSAT, x - y))                                                 \
    X(vsubus2, __vsubus2(a, b), L(16, false, USAT, x - y))                                               \
    X(vsubus4, __vsubus4(a, b), L(8, false, USAT, x - y))                                                \
    /* DPX */                                                                                            \
    X(vimax3_s32, (unsigned)__vimax3_s32(sa, sb, sc), (uint32_t)mx(mx(sa, sb), sc))                     \
    X(vimax3_s32_relu, (unsigned)__vimax3_s32_relu(sa, sb, sc), (uint32_t)mx(mx(mx(sa, sb), sc), 0))    \
    X(vimax3_u32, __vimax3_u32(a, b, c), (uint32_t)mx(mx(a, b), c))                                      \
    X(vimin3_s32, (unsigned)__vimin3_s32(sa, sb, sc), (uint32_t)mn(mn(sa, sb), sc))                     \
    X(vimin3_s32_relu, (unsigned)__vimin3_s32_relu(sa, sb, sc), (uint32_t)mx(mn(mn(sa, sb), sc), 0))    \
    X(vimin3_u32, __vimin3_u32(a, b, c), (uint32_t)mn(mn(a, b), c))                                      \
    X(vimax_s32_relu, (unsigned)__vimax_s32_relu(sa, sb), (uint32_t)mx(mx(sa, sb), 0))                  \
    X(vimin_s32_relu, (unsigned)__vimin_s32_relu(sa, sb), (uint32_t)mx(mn(sa, sb), 0))                  \
    X(viaddmax_s32, (unsigned)__viaddmax_s32(sa, sb, sc), (uint32_t)mx((int32_t)(a + b), sc))           \
    X(viaddmax_s32_relu, (unsigned)__viaddmax_s32_relu(sa, sb, sc), (uint32_t)mx(mx((int32_t)(a + b), sc), 0)) \
    X(viaddmax_u32, __viaddmax_u32(a, b, c), (uint32_t)mx((uint32_t)(a + b), c))                         \
    X(viaddmin_s32, (unsigned)__viaddmin_s32(sa, sb, sc), (uint32_t)mn((int32_t)(a + b), sc))           \
    X(viaddmin_s32_relu, (unsigned)__viaddmin_s32_relu(sa, sb, sc), (uint32_t)mx(mn((int32_t)(a + b), sc), 0)) \
    X(viaddmin_u32, __viaddmin_u32(a, b, c), (uint32_t)mn((uint32_t)(a + b), c))                         \
    X(vimax3_s16x2, __vimax3_s16x2(a, b, c), L(16, true, WRAP, mx(mx(x, y), z)))                         \
    X(vimax3_s16x2_relu, __vimax3_s16x2_relu(a, b, c), L(16, true, WRAP, mx(mx(mx(x, y), z), 0)))       \
    X(vimax3_u16x2, __vimax3_u16x2(a, b, c), L(16, false, WRAP, mx(mx(x, y), z)))                        \
    X(vimin3_s16x2, __vimin3_s16x2(a, b, c), L(16, true, WRAP, mn(mn(x, y), z)))                         \
    X(vimin3_s16x2_relu, __vimin3_s16x2_relu(a, b, c), L(16, true, WRAP, mx(mn(mn(x, y), z), 0)))       \
    X(vimin3_u16x2, __vimin3_u16x2(a, b, c), L(16, false, WRAP, mn(mn(x, y), z)))                        \
    X(vimax_s16x2_relu, __vimax_s16x2_relu(a, b), L(16, true, WRAP, mx(mx(x, y), 0)))                    \
    X(vimin_s16x2_relu, __vimin_s16x2_relu(a, b), L(16, true, WRAP, mx(mn(x, y), 0)))                    \
    X(viaddmax_s16x2, __viaddmax_s16x2(a, b, c), L(16, true, WRAP, mx(wrap16s(x + y), z)))               \
    X(viaddmax_s16x2_relu, __viaddmax_s16x2_relu(a, b, c), L(16, true, WRAP, mx(mx(wrap16s(x + y), z), 0))) \
    X(viaddmax_u16x2, __viaddmax_u16x2(a, b, c), L(16, false, WRAP, mx((x + y) & 0xffff, z)))            \
    X(viaddmin_s16x2, __viaddmin_s16x2(a, b, c), L(16, true, WRAP, mn(wrap16s(x + y), z)))               \
    X(viaddmin_s16x2_relu, __viaddmin_s16x2_relu(a, b, c), L(16, true, WRAP, mx(mn(wrap16s(x + y), z), 0))) \
    X(viaddmin_u16x2, __viaddmin_u16x2(a, b, c), L(16, false, WRAP, mn((x + y) & 0xffff, z)))            \
    X(vibmax_s32, vib_s32(sa, sb, true), ref_vib(sa, sb, true, 32))                                     \
    X(vibmin_s32, vib_s32(sa, sb, false), ref_vib(sa, sb, false, 32))                                   \
    X(vibmax_u32, vib_u32(a, b, true), ref_vib(a, b, true, 32))                                         \
    X(vibmin_u32, vib_u32(a, b, false), ref_vib(a, b, false, 32))                                       \
    X(vibmax_s16x2, vib_16x2(a, b, 0), ref_vib16(a, b, true, true))                                     \
    X(vibmin_s16x2, vib_16x2(a, b, 1), ref_vib16(a, b, true, false))                                    \
    X(vibmax_u16x2, vib_16x2(a, b, 2), ref_vib16(a, b, false, true))                                    \
    X(vibmin_u16x2, vib_16x2(a, b, 3), ref_vib16(a, b, false, false))                                   \
    /* dot products */                                                                                  \
    X(dp4a_s32, (unsigned)__dp4a(sa, sb, sc), ref_dp(a, b, c, true, 4, 8, 0))                            \
    X(dp4a_u32, __dp4a(a, b, c), ref_dp(a, b, c, false, 4, 8, 0))                                        \
    X(dp4a_char4, (unsigned)__dp4a(as_char4(a), as_char4(b), sc), ref_dp(a, b, c, true, 4, 8, 0))        \
    X(dp4a_uchar4, __dp4a(as_uchar4(a), as_uchar4(b), c), ref_dp(a, b, c, false, 4, 8, 0))               \
    X(dp2a_lo_s32, (unsigned)__dp2a_lo(sa, sb, sc), ref_dp(a, b, c, true, 2, 16, 0))                     \
    X(dp2a_lo_u32, __dp2a_lo(a, b, c), ref_dp(a, b, c, false, 2, 16, 0))                                 \
    X(dp2a_lo_short2, (unsigned)__dp2a_lo(as_short2(a), as_char4(b), sc), ref_dp(a, b, c, true, 2, 16, 0)) \
    X(dp2a_lo_ushort2, __dp2a_lo(as_ushort2(a), as_uchar4(b), c), ref_dp(a, b, c, false, 2, 16, 0))      \
    X(dp2a_hi_s32, (unsigned)__dp2a_hi(sa, sb, sc), ref_dp(a, b, c, true, 2, 16, 2))                     \
    X(dp2a_hi_u32, __dp2a_hi(a, b, c), ref_dp(a, b, c, false, 2, 16, 2))                                 \
    X(dp2a_hi_short2, (unsigned)__dp2a_hi(as_short2(a), as_char4(b), sc), ref_dp(a, b, c, true, 2, 16, 2)) \
    X(dp2a_hi_ushort2, __dp2a_hi(as_ushort2(a), as_uchar4(b), c), ref_dp(a, b, c, false, 2, 16, 2))      \
    /* scalar integer intrinsics */                                                                     \
    X(fns, __fns(a, b & 31, (int)(c % 71) - 35), ref_fns(a, b & 31, (int)(c % 71) - 35))                 \
    X(fns_far, __fns(a, c & 31, sb), ref_fns(a, c & 31, sb))                                             \
    X(byte_perm, __byte_perm(a, b, c), ref_perm(a, b, c))                              \
    X(mul24, (unsigned)__mul24(sa, sb), (uint32_t)((ll)((int32_t)(a << 8) >> 8) * ((int32_t)(b << 8) >> 8))) \
    X(hadd, (unsigned)__hadd(sa, sb), (uint32_t)(((ll)sa + sb) >> 1))                                    \
    X(rhadd, (unsigned)__rhadd(sa, sb), (uint32_t)(((ll)sa + sb + 1) >> 1))                              \
    X(uhadd, __uhadd(a, b), (uint32_t)(((ull)a + b) >> 1))                                               \
    X(urhadd, __urhadd(a, b), (uint32_t)(((ull)a + b + 1) >> 1))                                         \
    X(funnelshift_l, __funnelshift_l(a, b, c), ref_funnel(a, b, c, true, false))                         \
    X(funnelshift_lc, __funnelshift_lc(a, b, c & 63), ref_funnel(a, b, c & 63, true, true))              \
    X(funnelshift_r, __funnelshift_r(a, b, c), ref_funnel(a, b, c, false, false))                        \
    X(funnelshift_rc, __funnelshift_rc(a, b, c & 63), ref_funnel(a, b, c & 63, false, true))             \
    X(sad, __sad(sa, sb, c), (uint32_t)(c + (uint32_t)(sa > sb ? (ll)sa - sb : (ll)sb - sa)))             \
    X(usad, __usad(a, b, c), (uint32_t)(c + (a > b ? a - b : b - a)))                                    \
    X(mul64hi, (ull)__mul64hi((ll)w, (ll)v), (ull)mulhi64((int64_t)w, (int64_t)v))                       \
    X(umul64hi, __umul64hi(w, v), umulhi64(w, v))                                                        \
    X(nv_bswap16, __nv_bswap16((unsigned short)a), ref_bswap(a & 0xffff, 2))                              \
    X(nv_bswap32, __nv_bswap32(a), ref_bswap(a, 4))                                                      \
    X(nv_bswap64, __nv_bswap64(w), ref_bswap(w, 8))

enum {
#define X(name, dev, ref) F_##name,
    FUNCS(X)
#undef X
    NF
};
static const char *names[NF] = {
#define X(name, dev, ref) #name,
    FUNCS(X)
#undef X
};

// One function per row of the grid (blockIdx.y), one input per thread:
// results are stored function-major, out[k * n + i].
__global__ void apply(const unsigned *A, const unsigned *B, const unsigned *C, ull *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned a = A[i], b = B[i], c = C[i];
    int sa = (int)a, sb = (int)b, sc = (int)c;
    ull w = (ull)a << 32 | b, v = (ull)c << 32 | (a ^ b), r = 0;
    switch (blockIdx.y) {
#define X(name, dev, ref) case F_##name: r = (ull)(dev); break;
        FUNCS(X)
#undef X
    }
    out[(size_t)blockIdx.y * n + i] = r;
}

int main()
{
    // Words whose lanes are the edges: 0, 1, all ones, 0x7f, 0x80, 0xff
    // bytes and 0x7fff, 0x8000 half-words, in mixtures.
    static const uint32_t edges[] = {
        0x00000000u, 0xffffffffu, 0x7fff7fffu, 0x80008000u, 0x7fff8000u, 0x80007fffu, 0x7f7f7f7fu,
        0x80808080u, 0x7f80ff00u, 0x00ff807fu, 0x01010101u, 0x00010001u, 0xfffefffeu, 0x8001ff7fu,
        0xfe7f0180u, 0x7fffffffu, 0x80000000u, 0x00000001u, 0xffff0000u, 0x0000ffffu, 0xff7f80ffu,
        0x807f7f80u, 0x7ffe8001u, 0x00800080u,
    };
    const int ne = sizeof edges / sizeof *edges, nrand = 6000;
    const int n = ne * ne + nrand;
    std::vector<unsigned> a(n), b(n), c(n);
    for (int i = 0; i < ne; i++)
        for (int j = 0; j < ne; j++) {
            a[i * ne + j] = edges[i];
            b[i * ne + j] = edges[j];
            c[i * ne + j] = edges[(i * 7 + j * 3) % ne];
        }
    // Random words, with lanes often set to an edge value.
    uint64_t s = 0x9e3779b97f4a7c15ull;
    auto next = [&]() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; };
    static const uint8_t ebytes[] = {0x00, 0x01, 0x7f, 0x80, 0xff, 0xfe, 0x81};
    for (int i = ne * ne; i < n; i++) {
        unsigned *w[3] = {&a[i], &b[i], &c[i]};
        for (int k = 0; k < 3; k++) {
            uint64_t r = next();
            uint32_t x = (uint32_t)(r >> 32);
            for (int byte = 0; byte < 4; byte++)
                if ((r >> (4 * byte) & 3) == 0) {
                    x &= ~(0xffu << (8 * byte));
                    x |= (uint32_t)ebytes[(r >> (16 + 4 * byte)) % 7] << (8 * byte);
                }
            *w[k] = x;
        }
    }

    unsigned *da, *db, *dc;
    ull *dout;
    CHECK(cudaMalloc(&da, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&db, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&dc, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&dout, (size_t)n * NF * sizeof(ull)));
    CHECK(cudaMemcpy(da, a.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dc, c.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    apply<<<dim3((n + 127) / 128, NF), 128>>>(da, db, dc, dout, n);
    CHECK(cudaGetLastError());
    std::vector<ull> out((size_t)n * NF);
    CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(ull), cudaMemcpyDeviceToHost));

    int bad = 0;
    std::vector<int> badf(NF, 0);
    for (int i = 0; i < n; i++) {
        uint32_t ua = a[i], ub = b[i], uc = c[i];
        int32_t sa = (int32_t)ua, sb = (int32_t)ub, sc = (int32_t)uc;
        uint64_t w = (uint64_t)ua << 32 | ub, v = (uint64_t)uc << 32 | (ua ^ ub);
        (void)sc;
        {
            uint32_t a = ua, b = ub, c = uc;
            ull want[NF] = {
#define X(name, dev, ref) (ull)(ref),
                FUNCS(X)
#undef X
            };
            for (int k = 0; k < NF; k++) {
                ull got = out[(size_t)k * n + i];
                if (got != want[k] && badf[k]++ < 3) {
                    printf("%s(0x%08x, 0x%08x, 0x%08x) = 0x%llx, want 0x%llx\n", names[k], a, b, c, got,
                           want[k]);
                }
                bad += got != want[k];
            }
        }
    }
    cudaFree(da); cudaFree(db); cudaFree(dc); cudaFree(dout);
    if (bad) {
        printf("%d mismatches\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
