# --dryrun lists the steps on stderr, prefixed '#$ ', and runs nothing.
source "$(dirname "$0")/lib/common.sh"
printf '__global__ void k() {}\nint main() { k<<<1, 1>>>(); }\n' > x.cu

"$NVCC" --dryrun -c x.cu >out.txt 2>err.txt || fail "--dryrun -c failed"
[ ! -s out.txt ] || fail "--dryrun wrote to stdout"
[ "$(steps err.txt)" -eq 4 ] || { cat err.txt; fail "expected 4 steps for -c"; }
grep -q -- '--cuda-device-only' err.txt || fail "no device pass"
grep -q 'ferry-lower .*--module-id=[0-9a-f]\{16\}' err.txt || fail "no lowering step"
grep -q -- '--cuda-host-only .*-fcuda-include-gpubinary' err.txt || fail "no host pass"
grep -q 'ld[.a-z0-9-]* -r .*-o x.o$' err.txt || fail "no merge into x.o"
[ ! -e x.o ] || fail "--dryrun created x.o"

"$NVCC" -dryrun x.cu -o x 2>err.txt || fail "--dryrun link failed"
[ "$(steps err.txt)" -eq 5 ] || { cat err.txt; fail "expected 5 steps when linking"; }
tail -1 err.txt | grep -q -- '-lcudart_static.* -o x$' || fail "link step wrong: $(tail -1 err.txt)"
[ ! -e x ] || fail "--dryrun created x"

"$NVCC" --dryrun -arch=sm_86 -c x.cu 2>err.txt || fail "-arch"
grep -q -- '--offload-arch=sm_86' err.txt || fail "-arch=sm_86 not passed on"
echo PASS
