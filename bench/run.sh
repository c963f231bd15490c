#!/usr/bin/env bash
# Ferry against OpenMP on the same algorithms: builds kernels/K.cu with Ferry's
# nvcc and kernels/K_omp.c with an OpenMP C compiler, runs each (one after the
# other, so they never share the cores), and prints the median times, their
# ratio and its geometric mean.  A kernel that Ferry cannot build, run or get
# right is reported in the table and left out of the mean; the run goes on.
# Ferry's default build (portable: one variant per CPU level, picked at load
# time) is measured beside a --ferry-cpu=native build of the same kernel.
# Exit status 1 only when an OpenMP twin fails (a bug in the benchmark).
set -uo pipefail
nvcc=${1:?usage: run.sh NVCC}
nvcc=$(command -v "$nvcc" || echo "$nvcc")
kernels=$(cd "$(dirname "$0")/kernels" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

omp_cc=
for cc in gcc clang-19; do
  if echo 'int main(void){return 0;}' | "$cc" -fopenmp -x c - -o "$work/probe" 2>/dev/null; then
    omp_cc=$cc; break
  fi
done
[ -n "$omp_cc" ] || { echo "run.sh: neither gcc nor clang-19 can build OpenMP programs" >&2; exit 1; }

# measure LOG BINARY COMPILE...: prints "MS STATUS" (MS is - unless it ran right).
measure() {
  local log=$1 bin=$2; shift 2
  "$@" -o "$bin" >"$log.build" 2>&1 || { echo "- compile_error"; return; }
  timeout 300 "$bin" >"$log.run" 2>&1
  local rc=$? ms check
  ms=$(sed -n 's/^median_ms=//p' "$log.run" | tail -1)
  check=$(sed -n 's/^check=//p' "$log.run" | tail -1)
  if [ "$rc" = 124 ]; then echo "- timeout"
  elif [ "$check" = FAIL ]; then echo "- check_FAIL"
  elif [ "$rc" != 0 ] || [ "$check" != ok ] || [ -z "$ms" ]; then echo "- run_error(rc=$rc)"
  else echo "$ms ok"; fi
}

printf '%-10s %10s %10s %10s %12s %12s  %-22s %s\n' kernel 'Ferry ms' 'native ms' 'OpenMP ms' Ferry/OpenMP native/OpenMP Ferry OpenMP
logsum=0 counted=0 left=() omp_bad=0 notes=() nlogsum=0 ncounted=0
for cu in "$kernels"/*.cu; do
  k=$(basename "$cu" .cu)
  read -r fms fst < <(measure "$work/$k.ferry" "$work/$k.ferry.bin" "$nvcc" -O3 "$cu")
  read -r nms nst < <(measure "$work/$k.native" "$work/$k.native.bin" "$nvcc" -O3 --ferry-cpu=native "$cu")
  read -r oms ost < <(measure "$work/$k.omp" "$work/$k.omp.bin" \
    "$omp_cc" -O3 -march=native -fopenmp "$kernels/${k}_omp.c" -lm)
  ratio=-
  if [ "$fst" = ok ] && [ "$ost" = ok ]; then
    ratio=$(awk -v f="$fms" -v o="$oms" 'BEGIN{printf "%.2f", f / o}')
    logsum=$(awk -v s="$logsum" -v f="$fms" -v o="$oms" 'BEGIN{print s + log(f / o)}')
    counted=$((counted + 1))
  else
    left+=("$k")
  fi
  nratio=-
  if [ "$nst" = ok ] && [ "$ost" = ok ]; then
    nratio=$(awk -v f="$nms" -v o="$oms" 'BEGIN{printf "%.2f", f / o}')
    nlogsum=$(awk -v s="$nlogsum" -v f="$nms" -v o="$oms" 'BEGIN{print s + log(f / o)}')
    ncounted=$((ncounted + 1))
  fi
  [ "$ost" = ok ] || omp_bad=1
  if [ "$fst" = compile_error ]; then # the first diagnostic says which feature is missing
    notes+=("$k: $(grep -m1 'error' "$work/$k.ferry.build" | sed 's|^.*/||' | cut -c1-160)")
  fi
  printf '%-10s %10s %10s %10s %12s %12s  %-22s %s\n' "$k" "$fms" "$nms" "$oms" "$ratio" "$nratio" "ferry: ${fst//_/ }" "omp: ${ost//_/ }"
done

if [ "$counted" -gt 0 ]; then
  printf 'geometric mean Ferry/OpenMP: %.2f over %d kernel(s)' "$(awk -v s="$logsum" -v n="$counted" 'BEGIN{print exp(s / n)}')" "$counted"
else
  printf 'geometric mean Ferry/OpenMP: none (no kernel ran on both)'
fi
[ ${#left[@]} -eq 0 ] && echo || echo "; ${#left[@]} left out: ${left[*]}"
[ "$ncounted" -gt 0 ] && printf 'geometric mean native/OpenMP: %.2f over %d kernel(s)\n' \
  "$(awk -v s="$nlogsum" -v n="$ncounted" 'BEGIN{print exp(s / n)}')" "$ncounted"
echo "(OpenMP: $omp_cc -O3 -march=native -fopenmp, OMP_NUM_THREADS=${OMP_NUM_THREADS:-all cores}; Ferry: FERRY_NUM_THREADS=${FERRY_NUM_THREADS:-all cores})"
for n in "${notes[@]}"; do echo "  $n"; done
exit $omp_bad
