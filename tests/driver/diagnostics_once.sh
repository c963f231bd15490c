#!/usr/bin/env bash
# The device and host passes both parse a .cu; an error must still be
# reported once, with file:line:col, as nvcc does.
. "$(dirname "$0")/lib/common.sh"
printf '__global__ void k(int *p) { p[0] = 1 }\nint main() { return 0; }\n' > bad.cu
"$NVCC" -c bad.cu -o bad.o 2>err.txt && fail "a syntax error compiled"
[ "$(grep -c "bad.cu:1:37: error: expected ';'" err.txt)" = 1 ] || { cat err.txt; fail "the error is not reported exactly once"; }
[ ! -e bad.o ] || fail "a failed compile left bad.o"
echo PASS
