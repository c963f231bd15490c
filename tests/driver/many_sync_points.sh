# A kernel with 64 __syncthreads pairs: each of its thread loops becomes a
# function of its own (outline.c), and the program computes what a host
# simulation of the same steps computes.
source "$(dirname "$0")/lib/common.sh"
FERRY_LOWER=$(dirname "$NVCC")/ferry-lower
GEN=$(cd "$(dirname "$0")/../../bench/compile" && pwd)/gen.sh
bash "$GEN" barriers 64 > big.cu || fail "gen.sh"
"$NVCC" --ferry-cpu=native -O3 big.cu -o big 2>log.txt || { cat log.txt; fail "compile"; }
"$NVCC" --ferry-cpu=native -O3 -c big.cu -o big.o -keep 2>/dev/null || fail "compile -keep"
"$FERRY_LOWER" big.dev.bc --emit-llvm -O3 -o big.ll || fail "ferry-lower"
n=$(grep -c '^define internal .*@_Z1kPKfPf\.block\.r[0-9]*(' big.ll)
[ "$n" -ge 129 ] || fail "$n thread loops outlined, want one per region (129)"
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
