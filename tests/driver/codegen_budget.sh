# A kernel past the lowering's code-generation budget (a loop of 2048 steps
# unrolled into one straight line of tens of thousands of instructions) is
# emitted without loop strength reduction, says so under -v, and computes
# what the same loop left rolled computes. Kernels with many sync points no
# longer reach the budget: each thread loop is a function of its own.
source "$(dirname "$0")/lib/common.sh"
GEN=$(cd "$(dirname "$0")/../../bench/compile" && pwd)/gen.sh
bash "$GEN" unroll 2048 > big.cu || fail "gen.sh"
sed 's/^#pragma unroll$/#pragma unroll 1/' big.cu > small.cu
grep -q 'pragma unroll 1' small.cu || fail "no rolled copy"
bash "$GEN" barriers 64 > bars.cu || fail "gen.sh"
"$NVCC" -v --ferry-cpu=native -O3 big.cu -o big 2>log.txt || { cat log.txt; fail "compile"; }
grep -q 'ferry-lower: note: .*emitted without loop strength reduction' log.txt || { grep ferry-lower log.txt; fail "no note under -v"; }
"$NVCC" --ferry-cpu=native -O3 small.cu -o small 2>log2.txt || fail "compile small"
grep -q 'loop strength' log2.txt && fail "a note without -v"
"$NVCC" -v --ferry-cpu=native -O3 small.cu -o small 2>log3.txt || fail "compile small -v"
grep -q 'loop strength' log3.txt && fail "the budget applied to a small kernel"
"$NVCC" -v --ferry-cpu=native -O3 -c bars.cu -o bars.o 2>log4.txt || fail "compile bars"
grep -q 'loop strength' log4.txt && fail "the budget applied to a kernel of many small thread loops"
./big > got.txt || fail "run big"
./small > want.txt || fail "run small"
cmp -s got.txt want.txt || { echo "got $(cat got.txt), want $(cat want.txt)"; fail "wrong answer"; }
echo PASS
