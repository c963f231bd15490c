#!/usr/bin/env bash
# Ferry against OpenMP and PoCL on the same algorithms: builds kernels/K.cu
# with Ferry's nvcc, kernels/K_omp.c with an OpenMP C compiler and
# kernels/K_ocl.c (the same kernel in OpenCL C, run on PoCL's CPU device),
# runs each (one after the other, so they never share the cores), and prints
# the median times, the ratios and their geometric means.  A kernel that
# Ferry cannot build, run or get right is reported in the table and left out
# of the means; the run goes on.  Ferry's default build (portable: one
# variant per CPU level, picked at load time) is measured beside a
# --ferry-cpu=native build of the same kernel.
#   run.sh NVCC [--json FILE]   FILE: the results as JSON (results.py)
# Exit status 1 only when an OpenMP or OpenCL twin fails (a bug in the
# benchmark) or the JSON cannot be written; a machine without OpenCL, or a
# kernel without an OpenCL twin, shows - in the PoCL column instead.
set -uo pipefail
usage='usage: run.sh NVCC [--json FILE]'
nvcc=${1:?$usage}; shift
json=
while [ $# -gt 0 ]; do
  case $1 in
    --json) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; json=$2; shift 2 ;;
    --json=*) json=${1#--json=}; shift ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
nvcc=$(command -v "$nvcc" || echo "$nvcc")
bench=$(cd "$(dirname "$0")" && pwd)
kernels=$bench/kernels
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
date=$(date -u +%Y-%m-%dT%H:%M:%SZ)

omp_cc=
for cc in gcc clang-19; do
  if echo 'int main(void){return 0;}' | "$cc" -fopenmp -x c - -o "$work/probe" 2>/dev/null; then
    omp_cc=$cc; break
  fi
done
[ -n "$omp_cc" ] || { echo "run.sh: neither gcc nor clang-19 can build OpenMP programs" >&2; exit 1; }
omp_flags=(-O3 -march=native -fopenmp)
ocl_flags=(-O2 -std=c17)

# Without the OpenCL headers or loader no twin can build: that is a missing
# package (make -C bench deps), not a failing twin.
ocl_sdk=1
printf '#define CL_TARGET_OPENCL_VERSION 120\n#include <CL/cl.h>\nint main(void){cl_uint n; return (int)clGetPlatformIDs(0, 0, &n);}\n' \
  | cc "${ocl_flags[@]}" -x c - -o "$work/clprobe" -lOpenCL 2>/dev/null || ocl_sdk=0

# The machine: what the ratios depend on besides the code.
cpu=$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -1)
[ -n "$cpu" ] || cpu=$(uname -m)
cores=$(nproc)
cpu_flags=" $(sed -n 's/^flags[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -1) "
isa=() lacks=()
for f in avx2 avx512f avx512bw avx512vl avx512_fp16 fma f16c; do
  if [[ $cpu_flags == *" $f "* ]]; then isa+=("$f"); else lacks+=("$f"); fi
done
echo "machine: $cpu, $cores cores used; ISA: ${isa[*]:-none of the listed}${lacks[*]:+ (lacks: ${lacks[*]})}"

# measure LOG BINARY COMPILE...: prints "MS STATUS" (MS is - unless it ran right).
measure() {
  local log=$1 bin=$2; shift 2
  "$@" -o "$bin" >"$log.build" 2>&1 || { echo "- compile_error"; return; }
  timeout 300 "$bin" >"$log.run" 2>&1
  local rc=$? ms check
  ms=$(sed -n 's/^median_ms=//p' "$log.run" | tail -1)
  check=$(sed -n 's/^check=//p' "$log.run" | tail -1)
  if [ "$rc" = 124 ]; then echo "- timeout"
  elif [ "$check" = NO_OPENCL ]; then echo "- no_opencl"
  elif [ "$check" = FAIL ]; then echo "- check_FAIL"
  elif [ "$rc" != 0 ] || [ "$check" != ok ] || [ -z "$ms" ]; then echo "- run_error(rc=$rc)"
  else echo "$ms ok"; fi
}

# ratio KEY MS_A STATUS_A MS_B STATUS_B: sets REPLY to A/B (or - when either
# did not run right) and adds it to KEY's geometric mean, or the current
# kernel $k to the ones KEY leaves out.  (Not in $(...): it keeps the sums.)
declare -A logsum=() counted=() left=()
ratio() {
  local key=$1
  if [ "$3" = ok ] && [ "$5" = ok ]; then
    REPLY=$(awk -v a="$2" -v b="$4" 'BEGIN{printf "%.2f", a / b}')
    logsum[$key]=$(awk -v s="${logsum[$key]:-0}" -v a="$2" -v b="$4" 'BEGIN{print s + log(a / b)}')
    counted[$key]=$((${counted[$key]:-0} + 1))
  else
    REPLY=-
    left[$key]+=" $k"
  fi
}

mean() { # KEY LABEL
  local n=${counted[$1]:-0} out=${left[$1]:-}
  if [ "$n" -gt 0 ]; then
    printf 'geometric mean %s: %.2f over %d kernel(s)' "$2" "$(awk -v s="${logsum[$1]}" -v n="$n" 'BEGIN{print exp(s / n)}')" "$n"
  else
    printf 'geometric mean %s: none (no kernel ran on both)' "$2"
  fi
  [ -z "$out" ] && echo || echo "; $(wc -w <<<"$out") left out:$out"
}

fmt='%-14s %9s %9s %9s %9s %13s %13s %11s  %-22s %-14s %s\n'
printf "$fmt" kernel 'Ferry ms' 'native ms' 'OpenMP ms' 'PoCL ms' Ferry/OpenMP native/OpenMP Ferry/PoCL Ferry OpenMP PoCL
exit_status=0 notes=() ocl_platform=
: >"$work/results.tsv"
for cu in "$kernels"/*.cu; do
  k=$(basename "$cu" .cu)
  read -r fms fst < <(measure "$work/$k.ferry" "$work/$k.ferry.bin" "$nvcc" -O3 "$cu")
  read -r nms nst < <(measure "$work/$k.native" "$work/$k.native.bin" "$nvcc" -O3 --ferry-cpu=native "$cu")
  read -r oms ost < <(measure "$work/$k.omp" "$work/$k.omp.bin" \
    "$omp_cc" "${omp_flags[@]}" "$kernels/${k}_omp.c" -lm)
  if [ ! -f "$kernels/${k}_ocl.c" ]; then pms=- pst=missing
  elif [ "$ocl_sdk" = 0 ]; then pms=- pst=no_opencl_sdk
  else
    read -r pms pst < <(measure "$work/$k.ocl" "$work/$k.ocl.bin" cc "${ocl_flags[@]}" "$kernels/${k}_ocl.c" -lOpenCL -lm)
    [ -n "$ocl_platform" ] || ocl_platform=$(sed -n 's/^opencl_platform=//p' "$work/$k.ocl.run" 2>/dev/null | head -1)
  fi
  ratio omp "$fms" "$fst" "$oms" "$ost"; fratio=$REPLY
  ratio nomp "$nms" "$nst" "$oms" "$ost"; nratio=$REPLY
  ratio ocl "$fms" "$fst" "$pms" "$pst"; pratio=$REPLY
  [ "$ost" = ok ] || exit_status=1
  case $pst in ok | missing | no_opencl | no_opencl_sdk) ;; *) exit_status=1 ;; esac
  if [ "$fst" = compile_error ]; then # the first diagnostic says which feature is missing
    notes+=("$k: $(grep -m1 'error' "$work/$k.ferry.build" | sed 's|^.*/||' | cut -c1-160)")
  fi
  case $pst in # the OpenCL error, or the C compiler's
    ok | missing | no_opencl*) ;;
    compile_error) notes+=("$k (OpenCL twin): $(grep -m1 'error' "$work/$k.ocl.build" | sed 's|^.*/||' | cut -c1-160)") ;;
    *) why=$(grep -m1 -E 'error: |^OpenCL error' "$work/$k.ocl.run" | sed 's|^error: .*/|error: |' | cut -c1-160)
       notes+=("$k (OpenCL twin): ${why:-wrong result}") ;;
  esac
  printf "$fmt" "$k" "$fms" "$nms" "$oms" "$pms" "$fratio" "$nratio" "$pratio" \
    "ferry: ${fst//_/ }" "omp: ${ost//_/ }" "pocl: ${pst//_/ }"
  printf '%s\t' "$k" "$fms" "$fst" "$nms" "$nst" "$oms" "$ost" "$pms" >>"$work/results.tsv"
  printf '%s\n' "$pst" >>"$work/results.tsv"
done

mean omp Ferry/OpenMP
mean nomp native/OpenMP
mean ocl Ferry/PoCL
echo "(OpenMP: $omp_cc ${omp_flags[*]}, OMP_NUM_THREADS=${OMP_NUM_THREADS:-all cores}; Ferry: FERRY_NUM_THREADS=${FERRY_NUM_THREADS:-all cores};" \
  "PoCL: cc ${ocl_flags[*]} -lOpenCL, POCL_MAX_PTHREAD_COUNT=${POCL_MAX_PTHREAD_COUNT:-all cores})"
[ -n "$ocl_platform" ] && echo "(OpenCL platform: $ocl_platform)"
[ "$ocl_sdk" = 1 ] || echo "(PoCL: no OpenCL headers or libOpenCL here; make -C bench deps installs them)"
for n in "${notes[@]}"; do echo "  $n"; done

if [ -n "$json" ]; then
  commit=$(git -C "$bench/.." rev-parse --short HEAD 2>/dev/null || echo unknown)
  dirty=
  if [ "$commit" != unknown ]; then
    [ -z "$(git -C "$bench/.." status --porcelain --untracked-files=no 2>/dev/null)" ] && dirty=no || dirty=yes
  fi
  if python3 "$bench/results.py" json "$json" --tsv "$work/results.tsv" --date "$date" \
      --host "$(hostname 2>/dev/null || uname -n)" --commit "$commit" --dirty "$dirty" \
      --cpu "$cpu" --cores "$cores" --flags "${isa[*]}" --lacks "${lacks[*]}" \
      --openmp "$omp_cc ${omp_flags[*]}" --pocl "cc ${ocl_flags[*]} -lOpenCL -lm" \
      --opencl-platform "$ocl_platform"; then
    echo "results: $json"
  else
    echo "run.sh: could not write $json" >&2; exit_status=1
  fi
fi
exit $exit_status
