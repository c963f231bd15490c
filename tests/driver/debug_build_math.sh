# A -G build of tests/cuda/cpu_math_bits.cu (every math function of the
# headers in one straight-line kernel, cut into about a hundred regions by
# its loops in steps) finishes. Kept in memory at -O0, the slots that carry
# values between those regions have many stores each, and asking whether
# a stored NaN's bits were chosen by arithmetic branched at every store,
# six slots deep: the lowering did not finish in ten minutes
# (lower/cpu/nan.c now answers once per slot). About 30 s on 2 cores.
source "$(dirname "$0")/lib/common.sh"
SRC=$(cd "$(dirname "$0")/../cuda" && pwd)/cpu_math_bits.cu
timeout 300 "$NVCC" -G -c "$SRC" -o math.o 2>log.txt || { tail -5 log.txt; fail "-G build did not finish in 300 s"; }
[ -s math.o ] || fail "no object"
echo PASS
