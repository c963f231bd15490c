# -cubin makes a Ferry loadable module per CUDA source (for cuModuleLoad):
# the device pass, lowering with --loadable, and a shared link of that
# alone; no host pass, no runtime library.  PTX input is a clear error
# until the PTX front end lands.
source "$(dirname "$0")/lib/common.sh"
printf '__global__ void k(int *p) { *p = 1; }\n' > x.cu
printf '__global__ void j(int *p) { *p = 2; }\n' > y.cu

"$NVCC" --dryrun -cubin x.cu >out.txt 2>err.txt || { cat err.txt; fail "--dryrun -cubin failed"; }
[ "$(steps err.txt)" -eq 3 ] || { cat err.txt; fail "expected 3 steps for -cubin"; }
grep -q -- '--cuda-device-only' err.txt || fail "no device pass"
grep -q 'ferry-lower .*--module-id=[0-9a-f]\{16\} --mcpu=portable --loadable' err.txt || { cat err.txt; fail "lowering is not --loadable"; }
tail -1 err.txt | grep -q 'ld\.lld[-0-9]* -shared .*x\.dev\.o -o x\.cubin$' || fail "link step wrong: $(tail -1 err.txt)"
grep -q -- '--cuda-host-only' err.txt && fail "-cubin ran a host pass"
step_lines err.txt | grep -q 'cudart' && fail "-cubin linked the runtime"
[ ! -e x.cubin ] || fail "--dryrun created x.cubin"

"$NVCC" --dryrun --cubin -o mod.so x.cu 2>err.txt || fail "--cubin -o"
tail -1 err.txt | grep -q -- '-shared .* -o mod\.so$' || fail "-o not honoured: $(tail -1 err.txt)"
"$NVCC" --dryrun -cubin -odir out x.cu 2>err.txt || fail "-cubin -odir"
tail -1 err.txt | grep -q -- '-o out/x\.cubin$' || fail "-odir not honoured: $(tail -1 err.txt)"
"$NVCC" --dryrun -cubin -G x.cu 2>err.txt || fail "-cubin -G"
grep -q 'ferry-lower .*--loadable -O0 -g' err.txt || fail "-G not passed to the lowering"

"$NVCC" --dryrun -cubin x.cu y.cu 2>err.txt || fail "-cubin with two sources"
[ "$(steps err.txt)" -eq 6 ] || { cat err.txt; fail "expected 6 steps for two sources"; }
grep -q -- '-o x\.cubin$' err.txt && grep -q -- '-o y\.cubin$' err.txt || fail "one module per source"

expect_fatal "A single input file is required for a non-link phase when an outputfile is specified" \
  -cubin x.cu y.cu -o m.cubin
touch z.cpp k.ptx
expect_fatal "-cubin needs CUDA or PTX sources: 'z.cpp'" -cubin z.cpp
"$NVCC" --dryrun -cubin k.ptx 2>err.txt || fail "-cubin of PTX"
grep -q 'ferry-ptx-lower.* k\.ptx' err.txt && grep -q -- '--loadable' err.txt && grep -q -- '-o k\.cubin$' err.txt \
  || { cat err.txt; fail "PTX front end, lowering and link for -cubin k.ptx"; }
echo PASS
