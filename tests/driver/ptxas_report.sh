# -Xptxas -v / --ptxas-options=-v / --resource-usage print ptxas's report
# of each kernel, in the lines build scripts grep, with the figures Ferry
# knows: static shared memory, local memory per thread, parameter bytes,
# __device__ and __constant__ bytes; registers are 32 (what
# cudaFuncGetAttributes says), or -maxrregcount when lower.
source "$(dirname "$0")/lib/common.sh"
cat > k.cu <<'CU'
__constant__ float coef[10];
__device__ int table[5];
__global__ void tile(int *out, int n)
{
    __shared__ float s[64];
    s[threadIdx.x] = coef[threadIdx.x % 10] + table[threadIdx.x % 5];
    __syncthreads();
    if (threadIdx.x < n) out[threadIdx.x] = s[63 - threadIdx.x];
}
__global__ void plain(double *p) { p[threadIdx.x] *= 2; }
__global__ void local(float *p, int i)
{
    float a[64];
    for (int k = 0; k < 64; k++) a[k] = p[k * i];
    p[0] = a[i & 63];
}
CU
"$NVCC" -arch=sm_20 -Wno-deprecated-gpu-targets --ptxas-options=-v -c k.cu -o k.o >out.txt 2>err.txt \
  || { cat err.txt; fail "--ptxas-options=-v"; }
[ -s k.o ] || fail "no object"
expect_line() { grep -qxF "$1" err.txt || { cat err.txt; fail "missing line: $1"; }; }
expect_line "ptxas info    : 20 bytes gmem, 40 bytes cmem[3]"
expect_line "ptxas info    : Compiling entry function '_Z4tilePii' for 'sm_20'"
expect_line "ptxas info    : Function properties for _Z4tilePii"
expect_line "ptxas info    : Used 32 registers, 256 bytes smem, 12 bytes cmem[0]"
expect_line "ptxas info    : Compiling entry function '_Z5plainPd' for 'sm_20'"
expect_line "ptxas info    : Used 32 registers, 8 bytes cmem[0]"
expect_line "ptxas info    : Compiling entry function '_Z5localPfi' for 'sm_20'"
# the run-time indexed array is local memory: at least its 256 bytes
frame=$(grep -A1 'Function properties for _Z5localPfi' err.txt | tail -1 | awk '{print $1}')
[ "${frame:-0}" -ge 256 ] || { cat err.txt; fail "local's stack frame is ${frame:-none} bytes"; }
grep -A1 'Function properties for _Z5plainPd' err.txt | tail -1 \
  | grep -qx '    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads' || { cat err.txt; fail "plain's frame"; }
[ "$(grep -c '^ptxas info    : Compiling entry function' err.txt)" -eq 3 ] || { cat err.txt; fail "not one report per kernel"; }
[ "$(grep -c 'bytes gmem' err.txt)" -eq 1 ] || { cat err.txt; fail "not one module line"; }
[ ! -s out.txt ] || fail "the report went to standard output"
# the other spellings, and the register limit
for flags in "-Xptxas -v" "-Xptxas -O3,-v" "--resource-usage" "-res-usage"; do
  # shellcheck disable=SC2086
  "$NVCC" $flags -c k.cu -o k.o 2>err.txt || fail "$flags"
  expect_line "ptxas info    : Compiling entry function '_Z4tilePii' for 'sm_75'"
done
"$NVCC" -Xptxas -v -maxrregcount 16 -c k.cu -o k.o 2>err.txt || fail "-maxrregcount 16"
expect_line "ptxas info    : Used 16 registers, 256 bytes smem, 12 bytes cmem[0]"
"$NVCC" -Xptxas -v --maxrregcount=64 -c k.cu -o k.o 2>err.txt || fail "--maxrregcount=64"
expect_line "ptxas info    : Used 32 registers, 8 bytes cmem[0]"
"$NVCC" -maxrregcount=16 -Xptxas -O3 -c k.cu -o k.o 2>err.txt && ! grep -q ptxas err.txt || fail "a report without -v"
# relocatable device code is lowered, and reported, at the device link
"$NVCC" -Xptxas -v -rdc=true -c k.cu -o kr.o 2>err.txt && ! grep -q ptxas err.txt || fail "-dc reported"
printf 'int main() { return 0; }\n' > m.cu
"$NVCC" -Xptxas -v kr.o m.cu -o app 2>err.txt || { cat err.txt; fail "device link"; }
expect_line "ptxas info    : Used 32 registers, 256 bytes smem, 12 bytes cmem[0]"
echo PASS
