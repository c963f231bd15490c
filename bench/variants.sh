#!/usr/bin/env bash
# The same portable build of each kernel run as each CPU model's code: a
# portable Ferry binary holds one variant per x86-64 level (v2, v3, v4) and
# picks the newest the CPU runs; FERRY_CPU picks an older one, so this
# machine shows the code that a CPU without AVX-512 (v3) or without AVX
# (v2) would run.  Each kernel's times under each level it can run, the
# ratio of the slowest to the fastest, and a flag where that ratio is over
# 1.5 (the issue's bound on how much a result may depend on the CPU).  A
# --ferry-cpu=native build is timed beside them, for what portability costs.
# Each level runs with glibc told to use only that level's features too.
#   variants.sh NVCC [KERNEL...]     (default: every kernels/*.cu)
set -uo pipefail
usage='usage: variants.sh NVCC [KERNEL...]'
nvcc=${1:?$usage}; shift
nvcc=$(command -v "$nvcc" || echo "$nvcc")
kernels=$(cd "$(dirname "$0")/kernels" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
levels=()
for v in 2 3 4; do
  case $v in
    2) want="sse4_2 popcnt" ;;
    3) want="avx2 fma bmi2 f16c movbe" ;;
    4) want="avx512f avx512bw avx512cd avx512dq avx512vl" ;;
  esac
  ok=1
  for f in $want; do grep -qw "$f" /proc/cpuinfo || ok=0; done # the CPU's flags, as the runtime checks them
  [ $ok = 1 ] && levels+=("x86-64-v$v")
done
[ ${#levels[@]} -gt 0 ] || { echo "variants.sh: this CPU runs none of x86-64-v2..v4" >&2; exit 1; }
cpu=$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo | head -1)
echo "machine: ${cpu:-$(uname -m)}, $(nproc) cores; levels it runs: ${levels[*]}"

# libm as it runs on such a CPU: glibc picks fmaf, exp and the like by
# the CPU's features, and on a machine without FMA its fmaf takes 20 ns
# where this one's takes 3.
declare -A libm_as=([x86-64-v2]=glibc.cpu.hwcaps=-AVX2,-FMA,-FMA4,-AVX512F [x86-64-v3]=glibc.cpu.hwcaps=-AVX512F
                    [x86-64-v4]=)

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for cu in "$kernels"/*.cu; do names+=("$(basename "$cu" .cu)"); done
fi

# run BINARY [ENV...]: the median ms, or - when it failed or got a wrong answer
run() {
  local bin=$1 out; shift
  out=$(env "$@" timeout 300 "$bin" 2>/dev/null) || { echo -; return; }
  grep -q '^check=ok' <<<"$out" || { echo -; return; }
  sed -n 's/^median_ms=//p' <<<"$out" | tail -1
}

printf '%-14s' kernel; for l in "${levels[@]}"; do printf ' %11s' "${l#x86-64-}"; done
printf ' %11s %9s\n' native slow/fast
flagged=()
for k in "${names[@]}"; do
  cu=$kernels/$k.cu
  [ -f "$cu" ] || { echo "variants.sh: no kernel $k" >&2; exit 2; }
  printf '%-14s' "$k"
  if ! "$nvcc" -O3 "$cu" -o "$work/$k" >"$work/$k.log" 2>&1; then
    echo " compile error: $(grep -m1 error "$work/$k.log" | cut -c1-100)"; continue
  fi
  times=()
  for l in "${levels[@]}"; do
    t=$(run "$work/$k" FERRY_CPU="$l" GLIBC_TUNABLES="${libm_as[$l]}"); times+=("$t"); printf ' %11s' "$t"
  done
  nat=-
  "$nvcc" -O3 --ferry-cpu=native "$cu" -o "$work/$k.native" >/dev/null 2>&1 && nat=$(run "$work/$k.native")
  spread=$(printf '%s\n' "${times[@]}" | awk '$1 != "-" { if (!n || $1 < lo) lo = $1; if ($1 > hi) hi = $1; n++ }
    END { if (n > 1) printf "%.2f", hi / lo; else print "-" }')
  mark=
  if [ "$spread" != - ] && awk -v s="$spread" 'BEGIN{exit !(s > 1.5)}'; then mark=' <'; flagged+=("$k"); fi
  printf ' %11s %9s%s\n' "$nat" "$spread" "$mark"
done
echo "(ms, median of each binary's repetitions; slow/fast: the slowest level over the fastest)"
[ ${#flagged[@]} -eq 0 ] || echo "over 1.5x between levels: ${flagged[*]}"
