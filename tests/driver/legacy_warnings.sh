# What CUDA deprecated and Ferry keeps warns once per file, however often
# it is used: texture and surface references (removed in CUDA 12), warp
# functions without a mask (CUDA 9).  -w and -Wno-deprecated-declarations
# (given to nvcc or to the host compiler) silence them; a file without
# either gets no warning.
source "$(dirname "$0")/lib/common.sh"
cat > refs.cu <<'CU'
texture<float, 1> a;
texture<int, 2> b;
surface<void, 2> s;
__global__ void k(float *o)
{
    o[0] = tex1Dfetch(a, 0) + tex2D(b, 0.5f, 0.5f);
    surf2Dwrite(1.0f, s, 0, 0);
}
int main() { return 0; }
CU
cat > plain.cu <<'CU'
__global__ void k(float *o) { o[0] = 1.0f; }
int main() { return 0; }
CU
cat > warp.cu <<'CU'
__global__ void k(int *o)
{
    int v = threadIdx.x;
    for (int d = 16; d; d >>= 1)
        v += __shfl_down(v, d);
    v += __shfl_down(v, 1) + __shfl(v, 0) + __shfl_xor(v, 2);
    o[threadIdx.x] = v + __ballot(v & 1) + __any(v) + __all(v);
}
int main() { return 0; }
CU
"$NVCC" -c refs.cu -o refs.o 2>err.txt || { cat err.txt; fail "refs.cu does not compile"; }
[ "$(grep -c 'warning' err.txt)" = 1 ] || { cat err.txt; fail "expected one warning"; }
grep -q "refs.cu: warning: texture and surface references ('a' and others) are deprecated" err.txt \
  || { cat err.txt; fail "the warning does not name the file and the first reference"; }
"$NVCC" -w -c refs.cu -o refs.o 2>err.txt || fail "refs.cu -w does not compile"
[ ! -s err.txt ] || { cat err.txt; fail "-w left a warning"; }
"$NVCC" -c warp.cu -o warp.o 2>err.txt || { cat err.txt; fail "warp.cu does not compile"; }
[ "$(grep -c 'warning' err.txt)" = 1 ] || { cat err.txt; fail "expected one warning for the warp functions"; }
grep -q "warp.cu: warning: __all, __any, __ballot, __shfl, __shfl_down, __shfl_xor: warp functions without a mask are deprecated" err.txt \
  || { cat err.txt; fail "the warning does not name each function once"; }
for quiet in -w -Wno-deprecated-declarations "-Xcompiler -Wno-deprecated-declarations"; do
  "$NVCC" $quiet -c warp.cu -o warp.o 2>err.txt || fail "warp.cu $quiet does not compile"
  [ ! -s err.txt ] || { cat err.txt; fail "$quiet left a warning"; }
done
"$NVCC" -c plain.cu -o plain.o 2>err.txt || fail "plain.cu does not compile"
[ ! -s err.txt ] || { cat err.txt; fail "a file without references got a warning"; }
echo PASS
