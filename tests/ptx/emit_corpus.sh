#!/usr/bin/env bash
# Ferry's own `nvcc -ptx` over every tests/cuda program: the PTX must come
# out, Ferry's PTX front end must read it back (ferry-ptx-lower), and, when
# NVIDIA's ptxas is on PATH, ptxas must accept it as relocatable code (-c:
# libm calls and Ferry's runtime hooks stay .extern, see docs/status.md).
#   emit_corpus.sh FERRY_NVCC CUDA_DIR WORKDIR
# The programs that run it (driver/ptx_output) check the round trip.
set -u
nvcc=$1 src=$2 work=$3
home=$(cd "$(dirname "$nvcc")/.." && pwd)
rm -rf "$work"; mkdir -p "$work"
# Known exceptions, each with its reason.
no_ptx=" cpu_math_bits "            # float <-> __int128 conversions (compiler-rt calls PTX lacks)
ptxas_rejects=" asm_multi_out ptx_mma ptx_stmatrix "  # their inline asm needs sm_80/sm_90 or is loose PTX Ferry accepts
ptxas=$(command -v ptxas || true)
[ -n "$ptxas" ] && ! "$ptxas" --version >/dev/null 2>&1 && ptxas=
fails=0 n=0
for f in "$src"/*.cu; do
  name=$(basename "$f" .cu)
  grep -q '^// EXPECT-COMPILE-ERROR' "$f" && continue
  flags=$(sed -n 's|^// NVCC-FLAGS: *||p' "$f")
  n=$((n + 1))
  if ! "$nvcc" $flags -ptx "$f" -o "$work/$name.ptx" 2>"$work/$name.err"; then
    [[ $no_ptx == *" $name "* ]] && continue
    echo "FAIL: $name: nvcc -ptx"; cat "$work/$name.err"; fails=$((fails + 1)); continue
  fi
  [[ $no_ptx == *" $name "* ]] && { echo "FAIL: $name now makes PTX: take it off the list"; fails=$((fails + 1)); }
  "$home/bin/ferry-ptx-lower" "$work/$name.ptx" -o "$work/$name.bc" 2>"$work/$name.err" \
    || { echo "FAIL: $name: Ferry's PTX front end"; head -5 "$work/$name.err"; fails=$((fails + 1)); }
  if [ -n "$ptxas" ] && [[ $ptxas_rejects != *" $name "* ]]; then
    target=$(sed -n 's/^\.target //p' "$work/$name.ptx")
    "$ptxas" -c -arch="$target" "$work/$name.ptx" -o "$work/$name.o" 2>"$work/$name.err" \
      || { echo "FAIL: $name: ptxas"; head -5 "$work/$name.err"; fails=$((fails + 1)); }
  fi
done
[ -n "$ptxas" ] || echo "note: ptxas not on PATH, NVIDIA's assembler not checked"
echo "$n programs, $fails failures"
[ $fails = 0 ] && echo PASS
