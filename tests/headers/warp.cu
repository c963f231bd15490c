// Warp shuffles, votes, matches, reductions.
// ARCHS: sm_75 sm_80 sm_90
// IR: @llvm\.nvvm\.shfl\.sync\.idx\.i32
// IR: @llvm\.nvvm\.shfl\.sync\.up\.i32
// IR: @llvm\.nvvm\.shfl\.sync\.down\.f32
// IR: @llvm\.nvvm\.shfl\.sync\.bfly\.i32
// IR: @llvm\.nvvm\.vote\.ballot\.sync
// IR: @llvm\.nvvm\.vote\.any\.sync
// IR: @llvm\.nvvm\.vote\.all\.sync
// IR: @llvm\.nvvm\.vote\.uni\.sync
// IR: @llvm\.nvvm\.match\.any\.sync\.i32
// IR: @llvm\.nvvm\.match\.all\.sync\.i64p
__global__ void k(int *p, float *f, double *d, long long *l, unsigned long long *u) {
    unsigned m = 0xffffffffu;
    int v = p[threadIdx.x];
    int s = __shfl_sync(m, v, 0) + __shfl_up_sync(m, v, 1) + __shfl_down_sync(m, v, 2, 16) +
            __shfl_xor_sync(m, v, 4, 8) + (int)__shfl_sync(m, 3u, 1) + (int)__shfl_xor_sync(m, 3l, 1);
    float fs = __shfl_sync(m, f[0], 3) + __shfl_down_sync(m, f[0], 1) + __shfl_up_sync(m, f[0], 1, 4) +
               __shfl_xor_sync(m, f[0], 16);
    double ds = __shfl_sync(m, d[0], 3) + __shfl_down_sync(m, d[0], 1) + __shfl_xor_sync(m, d[0], 2);
    long long ls = __shfl_sync(m, l[0], 3) + __shfl_up_sync(m, l[0], 1);
    unsigned long long us = __shfl_down_sync(m, u[0], 3) + __shfl_xor_sync(m, u[0], 1);
    unsigned b = __ballot_sync(m, v > 0) + (unsigned)__any_sync(m, v) + (unsigned)__all_sync(m, v) +
                 (unsigned)__uni_sync(m, v) + __activemask();
    int pred;
    unsigned mt = __match_any_sync(m, v) + __match_all_sync(m, v, &pred) + __match_any_sync(m, l[0]) +
                  __match_all_sync(m, u[0], &pred) + __match_any_sync(m, f[0]) + __match_all_sync(m, d[0], &pred);
    unsigned r = __reduce_add_sync(m, (unsigned)v) + (unsigned)__reduce_add_sync(m, v) +
                 __reduce_min_sync(m, (unsigned)v) + __reduce_max_sync(m, (unsigned)v) +
                 (unsigned)__reduce_min_sync(m, v) + (unsigned)__reduce_max_sync(m, v) +
                 __reduce_and_sync(m, (unsigned)v) + __reduce_or_sync(m, (unsigned)v) +
                 __reduce_xor_sync(m, (unsigned)v);
    p[0] = s + (int)fs + (int)ds + (int)ls + (int)us + (int)b + (int)mt + (int)r + pred;
}
int main() { return 0; }
