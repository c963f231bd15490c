# A program's own macros named before the toolkit's headers (`#define M
# 1024`, `-DBLOCK=256`) must not break them: nvcc's headers take every
# name below (single capitals but T, U and a few more, which they use
# themselves), so Ferry's, whose template parameters and locals have
# reserved names, take them too.
source "$(dirname "$0")/lib/common.sh"
names="A B C D E F G H I J M O P Q S W Z Op row col n0 N1 DIM SIZE WIDTH BLOCK TILE ITERS real dtype Tp"
{
  for n in $names; do echo "#define $n 16"; done
  cat <<'CU'
#include <cstdio>
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuComplex.h>
#include <math_constants.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include <curand_kernel.h>
#include <mma.h>
namespace cg = cooperative_groups;

__global__ void k(float *out)
{
    cg::thread_block_tile<32> t = cg::tiled_partition<32>(cg::this_thread_block());
    int sum = cg::reduce(t, (int)t.thread_rank(), cg::plus<int>());
    int upto = cg::inclusive_scan(t, 1);
    curandState st;
    curand_init(1234, 0, 0, &st);
    float u = curand_uniform(&st);
    if (t.thread_rank() == 31) {
        out[0] = sum;
        out[1] = upto;
        out[2] = __half2float(__float2half(1.5f)) + __bfloat162float(__float2bfloat16(0.25f));
        out[3] = u > 0.0f && u <= 1.0f;
    }
}

int main()
{
    float *out;
    cudaMallocManaged(&out, 4 * sizeof(float));
    k<<<1, 32>>>(out);
    cudaDeviceSynchronize();
    bool ok = out[0] == 496 && out[1] == 32 && out[2] == 1.75f && out[3] == 1;
    printf("%s %g %g %g %g\n", ok ? "PASS" : "FAIL", out[0], out[1], out[2], out[3]);
    return !ok;
}
CU
} > macros.cu
"$NVCC" -arch=sm_80 macros.cu -o macros 2>err.txt || { head -20 err.txt; fail "the headers broke on a program's macros"; }
./macros | grep -q "^PASS" || { ./macros; fail "wrong results"; }
# and the same names from the command line, every header at once
printf '#include <cuda_runtime.h>\n#include <mma.h>\n#include <cooperative_groups/scan.h>\n#include <curand_kernel.h>\n' > cmdline.cu
defs=()
for n in $names; do defs+=("-D$n=16"); done
"$NVCC" -arch=sm_80 "${defs[@]}" -c cmdline.cu -o cmdline.o 2>err.txt || { head -20 err.txt; fail "-D names broke the headers"; }
echo PASS
