#!/usr/bin/env bash
# Run one tests/cuda program with its device code for several CPU models and
# check that every run passes and prints the same stdout.
#   run_program.sh NVCC SOURCE_OR_DIR WORKDIR [BUILT]
# Each run goes through tests/run_cuda_test.sh (same directives, same check):
#   portable           the default build; the runtime picks the variant
#   FERRY_CPU=V        the same build forced to variant V (x86-64-v2/-v3/-v4)
#   --ferry-cpu=M      a build for model M only (x86-64 and AVX-512 models)
# for each model this machine runs (models.sh). BUILT, a run_cuda_test.sh
# work folder of the same program (ctest's cuda/NAME), saves the default
# build: its files are used instead of compiling again. Exit 77 (ctest: skipped) for
# a program meant not to compile.
set -u
nvcc=$1 src=$2 work=$3 built=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
main=$src; [ -d "$src" ] && main=$(ls "$src"/*.cu | head -1)
if grep -q '^// EXPECT-COMPILE-ERROR:' "$main"; then
  echo "SKIP: $(basename "$src") is meant not to compile"; exit 77
fi
rm -rf "$work"; mkdir -p "$work"
runnable=" $(bash "$here/models.sh" --runnable | tr '\n' ' ') "
unset FERRY_CPU XCPU_MODEL XCPU_REUSE XCPU_QEMU
ran=() skipped=() status=0

# run NAME [VAR=value...]: one run_cuda_test.sh run in $work/NAME
run() {
  local name=$1; shift
  if env XCPU_NVCC="$nvcc" "$@" bash "$here/../run_cuda_test.sh" "$here/nvcc.sh" \
       "$src" "$work/${name#--}" >"$work/${name#--}.log" 2>&1; then
    ran+=("$name")
  else
    cat "$work/${name#--}.log"; echo "FAIL: $name: the program's own check failed"; status=1
  fi
}

run portable ${built:+XCPU_REUSE=$built}
[ $status -eq 0 ] || exit 1
for v in x86-64-v2 x86-64-v3 x86-64-v4; do
  case "$runnable" in *" $v "*) run "FERRY_CPU=$v" XCPU_REUSE="$work/portable" FERRY_CPU=$v ;;
                     *) skipped+=("FERRY_CPU=$v") ;; esac
done
for m in x86-64 skylake-avx512 icelake-server sapphirerapids znver4; do
  case "$runnable" in *" $m "*) run "--ferry-cpu=$m" XCPU_MODEL=$m ;;
                     *) skipped+=("--ferry-cpu=$m") ;; esac
done
echo "ran: ${ran[*]}"
echo "skipped (this CPU lacks their features): ${skipped[*]:-none}"

for r in "${ran[@]}"; do
  [ "$r" = portable ] && continue
  diff -u --label portable --label "$r" "$work/portable/out" "$work/${r#--}/out" \
    || { echo "FAIL: stdout with $r differs from the portable build's"; status=1; }
done
[ $status -eq 0 ] && echo PASS
exit $status
