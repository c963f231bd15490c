#!/usr/bin/env bash
# Compile time of one program with Ferry's nvcc and, where it is installed,
# NVIDIA's nvcc (as an oracle only), median of 5 runs each.
set -euo pipefail
ferry=${1:?usage: compile_time.sh FERRY_NVCC [SOURCE]}
src=${2:-$(dirname "$0")/../examples/vector_add.cu}
[ -f "$src" ] || src=$(dirname "$0")/kernels/triad.cu # the demo may be absent
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
median() {
  for i in 1 2 3 4 5; do
    s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N)
    awk "BEGIN{print $e - $s}"
  done | sort -n | sed -n 3p
}
# Timing a compile that fails would measure the error path: check first.
"$ferry" -O2 -c "$src" -o "$work/f.o" || { echo "compile_time: Ferry cannot compile $src" >&2; exit 1; }
f=$(median "$ferry" -O2 -c "$src" -o "$work/f.o")
printf 'compile %s: Ferry %.3f s' "$(basename "$src")" "$f"
nv=$(command -v nvcc || true)
if [ -n "$nv" ] && [ "$(readlink -f "$nv")" != "$(readlink -f "$ferry")" ] && "$nv" --version 2>/dev/null | grep -q NVIDIA; then
  n=$(median "$nv" -O2 -c "$src" -o "$work/n.o")
  printf ', NVIDIA nvcc %.3f s, ratio Ferry/NVIDIA %.2f\n' "$n" "$(awk "BEGIN{print $f / $n}")"
else
  printf ' (NVIDIA nvcc not found: no comparison)\n'
fi
