# A kernel whose block entry is past the lowering's code-generation budget
# (64 __syncthreads pairs: a thread loop per sync point) is emitted without
# loop strength reduction, says so under -v, and still computes what the
# same kernel small enough for the full pipeline computes.
source "$(dirname "$0")/lib/common.sh"
GEN=$(cd "$(dirname "$0")/../../bench/compile" && pwd)/gen.sh
bash "$GEN" barriers 64 > big.cu || fail "gen.sh"
bash "$GEN" barriers 4 > small.cu || fail "gen.sh"
"$NVCC" -v --ferry-cpu=native -O3 big.cu -o big 2>log.txt || { cat log.txt; fail "compile"; }
grep -q 'ferry-lower: note: .*emitted without loop strength reduction' log.txt || { grep ferry-lower log.txt; fail "no note under -v"; }
"$NVCC" --ferry-cpu=native -O3 small.cu -o small 2>log2.txt || fail "compile small"
grep -q 'loop strength' log2.txt && fail "a note without -v"
"$NVCC" -v --ferry-cpu=native -O3 small.cu -o small 2>log3.txt || fail "compile small -v"
grep -q 'loop strength' log3.txt && fail "the budget applied to a small kernel"
# the big kernel's answer, from a host simulation of the same steps
./big > got.txt || fail "run"
cat > sim.c <<'SIM'
#include <stdio.h>
int main(void)
{
    static float in[1 << 18], out[1 << 18];
    for (int i = 0; i < (1 << 18); i++)
        in[i] = (float)(i % 7);
    for (int b = 0; b < 64; b++) {
        float s[256], v[256];
        for (int t = 0; t < 256; t++)
            v[t] = in[b * 256 + t], s[t] = v[t];
        for (int i = 0; i < 64; i++) {
            float n[256];
            for (int t = 0; t < 256; t++)
                n[t] = v[t] + s[(t + (i * 7 % 255 + 1)) & 255] * 0.5f;
            for (int t = 0; t < 256; t++)
                v[t] = n[t], s[t] = v[t];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = v[t];
    }
    printf("%g\n", out[5]);
    return 0;
}
SIM
cc -O0 -ffp-contract=off sim.c -o sim && ./sim > want.txt || fail "simulation"
cmp -s got.txt want.txt || { echo "got $(cat got.txt), want $(cat want.txt)"; fail "wrong answer"; }
echo PASS
