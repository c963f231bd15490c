// sm_52: legacy mask-less warp functions, a program's own double atomicAdd,
// __grid_constant__, host-device printf, templates.
// ARCHS: sm_52 sm_60
// IR: @llvm\.nvvm\.shfl\.sync\.down\.i32
// The mask-less forms are deprecated, as in CUDA 9 and later.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double *address, double val) {
    unsigned long long *p = (unsigned long long *)address;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double((long long)assumed)));
    } while (assumed != old);
    return __longlong_as_double((long long)old);
}
#endif

struct Params { int n; float scale; };

__host__ __device__ void report(int v) { printf("value %d\n", v); }

template <typename T, int B>
__global__ void reduce(const T *in, T *out, const __grid_constant__ Params p) {
    __shared__ T buf[B];
    T v = (int)threadIdx.x < p.n ? in[threadIdx.x] : T(0);
#if __CUDA_ARCH__ < 700
    v += __shfl_down(v, 16);
    unsigned b = __ballot(v > 0) + (unsigned)__any(1) + (unsigned)__all(1);
    (void)b;
#else
    v += __shfl_down_sync(0xffffffffu, v, 16);
#endif
    buf[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        T s = 0;
        for (int i = 0; i < B; ++i) s += buf[i];
        atomicAdd(out, s * p.scale);
        report((int)s);
    }
}

template __global__ void reduce<float, 64>(const float *, float *, const Params);
template __global__ void reduce<double, 32>(const double *, double *, const Params);

int main() {
    report(1);
    float *f;
    cudaMalloc(&f, 4);
    Params p = {1, 1.0f};
    reduce<float, 64><<<1, 64>>>(f, f, p);
    return 0;
}
