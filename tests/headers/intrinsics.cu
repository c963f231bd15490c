// Integer intrinsics, cached loads/stores, clocks, trap, vector functions.
// IR: @llvm\.ctpop\.i32
// IR: @llvm\.ctlz\.i64
// IR: @llvm\.bitreverse\.i32
// IR: @llvm\.nvvm\.read\.ptx\.sreg\.clock64
// IR: @llvm\.trap
// IR: mul .* i128
// NO-IR: @llvm\.nvvm\.(popc|clz|brev|ldg|mul)
struct S { int a, b; };
__global__ void k(unsigned *u, int *i, long long *l, unsigned long long *ul, const float4 *f4, S *s) {
    unsigned x = u[0], y = u[1];
    u[2] = (unsigned)__popc(x) + (unsigned)__popcll(ul[0]) + (unsigned)__clz((int)x) + (unsigned)__clzll(l[0]) +
           (unsigned)__ffs((int)x) + (unsigned)__ffsll(l[0]) + __brev(x) + (unsigned)__brevll(ul[0]) +
           (unsigned)__mul24((int)x, (int)y) + __umul24(x, y) + (unsigned)__mulhi((int)x, (int)y) + __umulhi(x, y) +
           (unsigned)__mul64hi(l[0], l[1]) + (unsigned)__umul64hi(ul[0], ul[1]) + __sad((int)x, (int)y, 3u) +
           __usad(x, y, 1u) + __byte_perm(x, y, 0x5410) + __funnelshift_l(x, y, 3) + __funnelshift_r(x, y, 35) +
           __funnelshift_lc(x, y, 40) + __funnelshift_rc(x, y, 3) + (unsigned)__hadd((int)x, (int)y) +
           (unsigned)__rhadd((int)x, (int)y) + __uhadd(x, y) + __urhadd(x, y);
    float4 v = __ldg(f4) ;
    float4 w = make_float4(v.x, v.y, v.z, v.w);
    int2 i2 = make_int2(1, 2);
    uint3 u3 = make_uint3(1, 2, 3);
    double2 d2 = make_double2(1.0, 2.0);
    uchar4 c4 = make_uchar4(1, 2, 3, 4);
    longlong2 ll2 = make_longlong2(1, 2);
    i[0] = __ldg(i + 1) + __ldcg(i + 2) + __ldca(i + 3) + __ldcs(i + 4) + __ldlu(i + 5) + __ldcv(i + 6) +
           (int)w.x + i2.y + (int)u3.z + (int)d2.y + c4.w + (int)ll2.x + __ldg(s).a;
    __stcg(i + 7, 1);
    __stwb(i + 8, 2);
    __stcs(i + 9, 3);
    __stwt(i + 10, 4);
    long long t0 = clock64();
    clock_t t1 = clock();
    __nanosleep(100);
    l[2] = clock64() - t0 + (long long)(clock() - t1);
    if (x == 12345u) __trap();
}
int main() {
    float4 a = make_float4(1, 2, 3, 4);
    dim3 g(2), b(4, 4);
    return (int)a.x + (int)g.y + (int)b.y + (int)make_int3(1, 2, 3).z - 5;
}
