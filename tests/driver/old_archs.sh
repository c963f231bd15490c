# Every architecture CUDA ever had, from sm_10 on, builds and runs, with
# nvcc's __CUDA_ARCH__ for it (code of that era picks its paths by it) and
# one warning per nvcc however many options and sources name old ones;
# --list-gpu-arch stays what CUDA 12 lists.
source "$(dirname "$0")/lib/common.sh"
cat > arch.cu <<'CU'
#include <cstdio>
__global__ void seen(int *arch, int *path)
{
#ifdef __CUDA_ARCH__
    *arch = __CUDA_ARCH__;
#endif
#if __CUDA_ARCH__ >= 300
    *path = __shfl_sync(0xffffffffu, 3, 0);
#elif __CUDA_ARCH__ >= 200
    *path = 2;
#else
    *path = 1;
#endif
}
int main(int argc, char **argv)
{
    int *v;
    cudaMallocManaged(&v, 2 * sizeof *v);
    seen<<<1, 32>>>(v, v + 1);
    cudaDeviceSynchronize();
    printf("%d %d\n", v[0], v[1]);
    return 0;
}
CU
printf '__global__ void other(int *p) { *p = 7; }\n' > other.cu

# run ARCH-FLAGS... EXPECTED: builds arch.cu with the flags, checks what it prints
run() {
  local want=${*: -1} flags=("${@:1:$#-1}")
  "$NVCC" "${flags[@]}" arch.cu -o arch 2>err.txt || { cat err.txt; fail "nvcc ${flags[*]}"; }
  [ "$(grep -c 'nvcc warning' err.txt)" -eq 1 ] || { cat err.txt; fail "${flags[*]}: not one warning"; }
  local got
  got=$(./arch) || fail "${flags[*]}: the program failed"
  [ "$got" = "$want" ] || fail "${flags[*]}: printed '$got', expected '$want'"
}
run -arch=sm_10 "100 1"
run -arch=sm_13 "130 1"
run --gpu-architecture=sm_20 "200 2"
run -arch=compute_21 "210 2"
run -arch=sm_30 "300 3"
run -gencode arch=compute_20,code=sm_20 -gencode arch=compute_35,code=sm_35 "350 3"

# one warning, naming each architecture once, for a whole old command line
"$NVCC" -c -arch=sm_20 -gencode arch=compute_35,code=sm_35 -gencode=arch=compute_13,code=compute_13 \
  -code=sm_20 arch.cu other.cu 2>err.txt || { cat err.txt; fail "two sources"; }
[ -s arch.o ] && [ -s other.o ] || fail "no objects"
[ "$(grep -c 'nvcc warning' err.txt)" -eq 1 ] || { cat err.txt; fail "not one warning for two sources"; }
grep -qxF "nvcc warning : The 'sm_20', 'compute_35', 'sm_35', 'compute_13' architectures are deprecated: CUDA 12 compiles for sm_50 and newer only and CUDA 13 for sm_75 and newer; Ferry compiles them for the CPU as any other (Use -Wno-deprecated-gpu-targets to suppress warning)." err.txt \
  || { cat err.txt; fail "warning text"; }
"$NVCC" -c -arch=sm_13 -Wno-deprecated-gpu-targets other.cu 2>err.txt && [ ! -s err.txt ] \
  || { cat err.txt; fail "-Wno-deprecated-gpu-targets"; }
"$NVCC" -arch=sm_20 --version >out.txt 2>/dev/null && grep -q 'release 12' out.txt || fail "--version with sm_20"
"$NVCC" --list-gpu-arch >arch.txt && [ "$(head -1 arch.txt)" = compute_50 ] && ! grep -q 'compute_[1-3][0-9]$' arch.txt \
  || { cat arch.txt; fail "--list-gpu-arch lists old architectures"; }
"$NVCC" --list-gpu-code | grep -q 'sm_[1-3][0-9]$' && fail "--list-gpu-code lists old architectures"
# names no CUDA ever had are still errors
expect_fatal "Unsupported gpu architecture 'sm_22'" -arch=sm_22 other.cu
expect_fatal "Unsupported gpu architecture 'compute_14'" -gencode arch=compute_14,code=sm_14 other.cu
echo PASS
