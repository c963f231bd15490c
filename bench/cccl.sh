#!/usr/bin/env bash
# Thrust and CUB on Ferry against the CPU's own ways of doing the same work:
# cccl/thrust_work.cu built by Ferry's nvcc (Thrust's CUDA system: CUB's
# kernels on Ferry's CPU device) and by g++ with Thrust's OpenMP device
# system (the same source, the same CCCL headers), and cccl/std_par.cpp
# (the C++17 parallel algorithms, on TBB) where the standard library has
# the algorithm.  Each workload runs alone; the table gives median times and
# throughput ratios (OpenMP ms / Ferry ms: above 1 means Ferry is faster).
#   cccl.sh NVCC
# Ferry's build is --ferry-cpu=native, as g++'s is -march=native; it takes
# minutes (CUB's device-wide algorithms are many large kernels).
set -uo pipefail
nvcc=${1:?usage: cccl.sh NVCC}
nvcc=$(command -v "$nvcc" || echo "$nvcc")
here=$(cd "$(dirname "$0")" && pwd)
home=$(cd "$(dirname "$nvcc")/.." && pwd)
cccl=$home/lib/cccl/cuda/cccl/headers/include
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
[ -f "$cccl/thrust/version.h" ] || { echo "cccl.sh: no CCCL 3 beside $nvcc ($cccl)" >&2; exit 1; }

build() { # NAME LOG COMMAND...: builds, or says why not
  local name=$1 log=$2; shift 2
  "$@" >"$log" 2>&1 && return 0
  echo "cccl.sh: $name did not build:" >&2; tail -5 "$log" >&2; return 1
}
build Ferry "$work/ferry.log" "$nvcc" -O3 --ferry-cpu=native "$here/cccl/thrust_work.cu" -o "$work/ferry"
ferry_ok=$?
build "Thrust's OpenMP system" "$work/omp.log" g++ -std=c++17 -O3 -march=native -fopenmp -x c++ \
  -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_OMP -isystem "$cccl" "$here/cccl/thrust_work.cu" -o "$work/omp" || exit 1
tbb_ok=1
build "std::execution::par" "$work/tbb.log" g++ -std=c++17 -O3 -march=native "$here/cccl/std_par.cpp" \
  -o "$work/tbb" -ltbb || tbb_ok=0

# run BINARY NAME: "MS" or a reason in words
run() {
  local out rc
  out=$(timeout 600 "$1" "$2" 2>"$work/err"); rc=$?
  local ms check
  ms=$(sed -n 's/^median_ms=//p' <<<"$out"); check=$(sed -n 's/^check=//p' <<<"$out")
  if [ "$rc" = 77 ]; then echo "-"
  elif [ "$rc" = 124 ]; then echo "timeout"
  elif [ "$check" = ok ] && [ -n "$ms" ]; then echo "$ms"
  elif [ "$check" = FAIL ]; then echo "wrong"
  else echo "error($(head -c 60 "$work/err" | tr '\n' ' '))"; fi
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else printf "-" }'; }

printf '%-14s %10s %10s %10s %14s %14s\n' workload 'Ferry ms' 'OpenMP ms' 'TBB ms' 'OpenMP/Ferry' 'TBB/Ferry'
logsum=0 counted=0
for w in sort sort_pairs reduce scan copy_if reduce_by_key histogram; do
  f=failed; [ $ferry_ok = 0 ] && f=$(run "$work/ferry" $w)
  o=$(run "$work/omp" $w)
  t=-; [ $tbb_ok = 1 ] && t=$(run "$work/tbb" $w)
  r=$(ratio "$o" "$f")
  if [ "$r" != - ]; then
    logsum=$(awk -v s="$logsum" -v r="$r" 'BEGIN { print s + log(r) }'); counted=$((counted + 1))
  fi
  printf '%-14s %10s %10s %10s %14s %14s\n' "$w" "$f" "$o" "$t" "$r" "$(ratio "$t" "$f")"
done
[ $counted -gt 0 ] && printf 'geometric mean OpenMP/Ferry throughput: %.2f over %d workload(s)\n' \
  "$(awk -v s="$logsum" -v n=$counted 'BEGIN { print exp(s / n) }')" $counted
echo "(10^7 keys for the sorts, reduce_by_key and histogram, 10^8 elements for reduce, scan and copy_if;" \
     "FERRY_NUM_THREADS=${FERRY_NUM_THREADS:-all cores}, OMP_NUM_THREADS=${OMP_NUM_THREADS:-all cores})"
