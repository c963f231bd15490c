#!/usr/bin/env bash
# First launch against warm launches, portable (default) and --ferry-cpu=native
# builds side by side, and PTX loaded through the driver API with a cold and
# a warm module cache. Medians of 5 process runs.
set -euo pipefail
nvcc=${1:?usage: first_launch.sh NVCC}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O3 "$here/first_launch.cu" -o "$work/portable" -lcuda
"$nvcc" -O3 --ferry-cpu=native "$here/first_launch.cu" -o "$work/native" -lcuda
median() { sort -n | sed -n 3p; }
field() { sed -n "s/^$1=//p"; }
# run KEY CMD...: the median over 5 runs of the value the program prints for KEY
run() {
  local key=$1; shift
  for i in 1 2 3 4 5; do "$@" | field "$key"; done | median
}
# process wall time, ms
wall() {
  for i in 1 2 3 4 5; do
    s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000 ))
  done | median | awk '{printf "%.3f", $1 / 1000}'
}
for b in portable native; do
  printf '%-9s process %8s ms   first launch %8s ms   warm launch %8s ms\n' "$b" \
    "$(wall "$work/$b")" "$(run runtime_first_ms "$work/$b")" "$(run runtime_warm_ms "$work/$b")"
done
cold=() warm=()
for i in 1 2 3 4 5; do
  rm -rf "$work/cache"
  cold+=("$(FERRY_CACHE_DIR=$work/cache "$work/portable" --ptx | field ptx_load_ms)")
  warm+=("$(FERRY_CACHE_DIR=$work/cache "$work/portable" --ptx | field ptx_load_ms)")
done
printf 'PTX module load (cuModuleLoadData): cold cache %s ms, warm cache %s ms\n' \
  "$(printf '%s\n' "${cold[@]}" | median)" "$(printf '%s\n' "${warm[@]}" | median)"
