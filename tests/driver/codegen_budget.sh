# A kernel past the lowering's code-generation budget (a loop of 2048 steps
# unrolled into one straight line of tens of thousands of instructions) is
# emitted without loop strength reduction, says so under -v, and computes
# what the same loop left rolled computes. So is a kernel of many sync
# points, each a thread loop of its own (more than 256 loops), where loop
# strength reduction was a quarter of code generation; a few sync points
# keep it.
source "$(dirname "$0")/lib/common.sh"
GEN=$(cd "$(dirname "$0")/../../bench/compile" && pwd)/gen.sh
bash "$GEN" unroll 2048 > big.cu || fail "gen.sh"
sed 's/^#pragma unroll$/#pragma unroll 1/' big.cu > small.cu
grep -q 'pragma unroll 1' small.cu || fail "no rolled copy"
bash "$GEN" barriers 64 > bars.cu || fail "gen.sh"
bash "$GEN" barriers 8 > few.cu || fail "gen.sh"
"$NVCC" -v --ferry-cpu=native -O3 big.cu -o big 2>log.txt || { cat log.txt; fail "compile"; }
grep -q 'ferry-lower: note: .*emitted without loop strength reduction' log.txt || { grep ferry-lower log.txt; fail "no note under -v"; }
"$NVCC" --ferry-cpu=native -O3 small.cu -o small 2>log2.txt || fail "compile small"
grep -q 'loop strength' log2.txt && fail "a note without -v"
"$NVCC" -v --ferry-cpu=native -O3 small.cu -o small 2>log3.txt || fail "compile small -v"
grep -q 'loop strength' log3.txt && fail "the budget applied to a small kernel"
"$NVCC" -v --ferry-cpu=native -O3 bars.cu -o bars 2>log4.txt || fail "compile bars"
grep -q 'ferry-lower: note: .*: [0-9]* loops: emitted without loop strength reduction' log4.txt \
  || { grep ferry-lower log4.txt; fail "no note for a kernel of many thread loops"; }
"$NVCC" -v --ferry-cpu=native -O1 bars.cu -o bars1 2>log5.txt || fail "compile bars -O1"
"$NVCC" -v --ferry-cpu=native -O3 few.cu -o few 2>log6.txt || fail "compile few"
grep -q 'loop strength' log6.txt && fail "the budget applied to a kernel of 8 sync points"
[ "$(./bars)" = "$(./bars1)" ] || fail "bars: -O3 without strength reduction and -O1 differ"
./big > got.txt || fail "run big"
./small > want.txt || fail "run small"
cmp -s got.txt want.txt || { echo "got $(cat got.txt), want $(cat want.txt)"; fail "wrong answer"; }
echo PASS
