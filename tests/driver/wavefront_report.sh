# Which barrier loops the lowering runs as one thread's nest
# (FERRY_WAVEFRONT_REPORT), for the kernels of tests/cuda/wavefront_sweeps.cu,
# which checks their results: a tile swept by anti-diagonals by rows (as
# two triangles, the lower one by columns from the last thread), a
# column carried from two threads back by columns, neither where a thread
# also reads the one to its right, and none for a loop whose steps walk
# memory by thread already or a kernel whose launch shape is not known.
source "$(dirname "$0")/lib/common.sh"
SRC="$DATA/../../cuda/wavefront_sweeps.cu"
FERRY_WAVEFRONT_REPORT=1 "$NVCC" -I"$DATA/../../cuda" -c "$SRC" -o w.o 2>report.txt \
    || { cat report.txt; fail "compile wavefront_sweeps.cu"; }
line() { grep -n "$1" "$SRC" | head -1 | cut -d: -f1; }
grep -q "wavefront_sweeps.cu:$(( $(line 'fill_cell(f, s, r + 1, tx + 1);') + 1 )):.*kernel _Z5alignPKiPi: .* by rows$" report.txt \
    && [ "$(grep -c _Z5alignPKiPi report.txt)" = 1 ] || { cat report.txt; fail "align: want its sweep by rows"; }
grep -q "kernel _Z9trianglesPKiPi: .* by rows$" report.txt && grep -q "kernel _Z9trianglesPKiPi: .* by columns from the last thread$" report.txt \
    || { cat report.txt; fail "triangles: want rows, then columns from the last thread"; }
grep -q "kernel _Z5carryPKiPi: .* by columns$" report.txt || { cat report.txt; fail "carry: want columns"; }
grep -q "_Z6tanglePKiPi" report.txt && { cat report.txt; fail "tangle: neither order keeps its dependences"; }
grep -q "_Z6smoothPKiPi" report.txt && { cat report.txt; fail "smooth: its steps walk memory by thread"; }
# no launch shape: the loops stay as they are
sed 's/<<<tiles, T>>>/<<<tiles, threads>>>/' "$SRC" > noshape.cu
FERRY_WAVEFRONT_REPORT=1 "$NVCC" -I"$DATA/../../cuda" -c noshape.cu -o n.o 2>report2.txt \
    || { cat report2.txt; fail "compile without launch shapes"; }
grep -q "note: kernel" report2.txt && { cat report2.txt; fail "a kernel without a launch shape was rewritten"; }
# -G (no optimization of device code): none
FERRY_WAVEFRONT_REPORT=1 "$NVCC" -G -I"$DATA/../../cuda" -c "$SRC" -o g.o 2>report3.txt \
    || { cat report3.txt; fail "compile -G"; }
grep -q "note: kernel" report3.txt && { cat report3.txt; fail "-G rewrote a loop"; }
echo PASS
