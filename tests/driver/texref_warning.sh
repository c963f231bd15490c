# A file declaring texture and surface references (removed in CUDA 12)
# builds with one warning line naming them, however many it declares and
# uses; -w silences it; a file without references gets none.
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
"$NVCC" -c refs.cu -o refs.o 2>err.txt || { cat err.txt; fail "refs.cu does not compile"; }
[ "$(grep -c 'warning' err.txt)" = 1 ] || { cat err.txt; fail "expected one warning"; }
grep -q "refs.cu: warning: texture and surface references ('a' and others) are deprecated" err.txt \
  || { cat err.txt; fail "the warning does not name the file and the first reference"; }
"$NVCC" -w -c refs.cu -o refs.o 2>err.txt || fail "refs.cu -w does not compile"
[ ! -s err.txt ] || { cat err.txt; fail "-w left a warning"; }
"$NVCC" -c plain.cu -o plain.o 2>err.txt || fail "plain.cu does not compile"
[ ! -s err.txt ] || { cat err.txt; fail "a file without references got a warning"; }
echo PASS
