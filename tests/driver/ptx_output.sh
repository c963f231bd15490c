# -ptx writes PTX text (x.ptx, or -o) through LLVM's NVPTX back end; -arch
# chooses the .target.  The PTX goes back through Ferry's own PTX front end
# (--ferry-device-ptx, and nvcc x.ptx) and runs; math functions PTX has no
# instruction for and the device library does not have (double lgamma) are
# .extern calls that Ferry's front end maps to libm; the device library's
# functions (sinf, powf) are PTX code of their own.
# When NVIDIA's ptxas can be seen (not under hide_nvidia.sh) it must accept
# the PTX: plainly, or as relocatable code (-c) when it calls such functions.
source "$(dirname "$0")/lib/common.sh"
cat > k.cu <<'CU'
#include <cstdio>
__global__ void scale(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = 2.0f * x[i] + 1.0f;
}
__global__ void waves(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = sinf(x[i]) + powf(x[i], 1.5f) + (float)lgamma(1.0 + 0.1 * i);
    __threadfence();
}
int main() {
    const int n = 256;
    float *x;
    cudaMallocManaged(&x, n * sizeof(float));
    for (int i = 0; i < n; i++) x[i] = i * 0.01f;
    scale<<<2, 128>>>(x, n);
    waves<<<2, 128>>>(x, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (int i = 0; i < n; i++) sum += x[i];
    printf("%.6f\n", sum);
    return 0;
}
CU
"$NVCC" -ptx k.cu || fail "nvcc -ptx k.cu"
[ -s k.ptx ] || fail "no k.ptx"
grep -q '^\.version [0-9]\.[0-9]' k.ptx || fail ".version missing"
grep -q '^\.target sm_75$' k.ptx || { grep target k.ptx; fail "default .target is not sm_75"; }
grep -q '\.entry _Z5scalePfi' k.ptx && grep -q '\.entry _Z5wavesPfi' k.ptx || fail "kernels missing"
grep -q '\.extern \.func.* lgamma$' k.ptx || fail "lgamma is not an .extern call"
grep -q '^\.func .*__ferry_sinf$' k.ptx || fail "sinf's code from the device library is missing"
! grep -q '\.extern .*__ferry' k.ptx || fail "a device library function is left .extern"
grep -q 'membar\.sys' k.ptx || fail "__threadfence is not membar.sys"
"$NVCC" -ptx -arch=sm_86 k.cu -o k86.ptx && grep -q '^\.target sm_86$' k86.ptx || fail "-arch=sm_86 .target"
"$NVCC" -ptx -gencode arch=compute_80,code=sm_80 k.cu -o k80.ptx && grep -q '^\.target sm_80$' k80.ptx \
  || fail "-gencode .target"
mkdir -p od && "$NVCC" -ptx -odir od k.cu && [ -s od/k.ptx ] || fail "-odir"
"$NVCC" --dryrun -ptx k.cu 2>err.txt || fail "--dryrun -ptx"
[ "$(steps err.txt)" -eq 2 ] || { cat err.txt; fail "expected 2 steps for -ptx"; }
grep -q 'ferry-ptx-emit .*\.dev\.bc -o k\.ptx -O3$' err.txt || { cat err.txt; fail "PTX generation step"; }

# the round trip: the same program from its CUDA and from its PTX
"$NVCC" k.cu -o from_cuda || fail "CUDA build"
"$NVCC" k.cu --ferry-device-ptx k.ptx -o from_ptx || fail "build from Ferry's PTX"
want=$(./from_cuda) got=$(./from_ptx)
[ -n "$want" ] && [ "$want" = "$got" ] || fail "PTX round trip printed '$got', CUDA '$want'"
"$NVCC" -cubin k.ptx -o k.cubin && [ -s k.cubin ] || fail "nvcc -cubin k.ptx"

# what PTX cannot express is an error that says so, not a crash
cat > wide.cu <<'CU'
__global__ void w(float *x, __int128 *y) { *y = (__int128)*x; }
CU
"$NVCC" -ptx wide.cu 2>err.txt && fail "128-bit conversion made PTX"
grep -q '128-bit integer cannot be expressed in PTX' err.txt || { cat err.txt; fail "message"; }
[ ! -e wide.ptx ] || fail "failed -ptx left wide.ptx"
expect_fatal "-ptx needs CUDA sources: 'a.cpp'" -ptx a.cpp
expect_fatal "A single input file is required for a non-link phase when an outputfile is specified" \
  -ptx k.cu wide.cu -o x.ptx

# (under hide_nvidia.sh a wrapper may be there but empty: ask it for its version)
if ptxas --version >/dev/null 2>&1; then
  ptxas -arch=sm_86 -c k86.ptx -o /dev/null || fail "ptxas rejects Ferry's PTX"
  printf '__global__ void s(float *x) { x[threadIdx.x] *= 2.0f; }\n' > plain.cu
  "$NVCC" -ptx plain.cu && ptxas -arch=sm_75 plain.ptx -o /dev/null || fail "ptxas rejects plain PTX"
else
  echo "ptxas not found: NVIDIA's assembler not checked"
fi
echo PASS
