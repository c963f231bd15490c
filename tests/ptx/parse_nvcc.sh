#!/usr/bin/env bash
# Parse what NVIDIA's nvcc makes of Ferry's CUDA tests.
#   parse_nvcc.sh FERRY_PTX CUDA_DIR [WORKDIR]
# When NVIDIA's nvcc is on PATH, every tests/cuda/*.cu (not folders, not
# unsupported_*, not those expected to fail compiling) goes through
# `nvcc -ptx` for sm_80 and sm_70 (or the oldest architecture this nvcc
# still has, when it dropped sm_70), and a few also with -G and -lineinfo;
# each output must parse and its dump be stable. Files nvcc rejects are
# skipped. Without nvcc the test passes as skipped.
set -u
tool=$1 src=$2
work=${3:-}
if ! command -v nvcc >/dev/null 2>&1; then echo "skipped: nvcc not found"; exit 0; fi
if nvcc --version 2>/dev/null | grep -q Ferry; then echo "skipped: the nvcc on PATH is Ferry's"; exit 0; fi
if [ -z "$work" ]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
rm -rf "$work"; mkdir -p "$work"

archs="sm_80"
if nvcc --list-gpu-arch 2>/dev/null | grep -qx compute_70; then
  archs="$archs sm_70"
else
  old=$(nvcc --list-gpu-arch 2>/dev/null | sed -n 's/^compute_//p' | sort -n | head -1)
  if [ -n "$old" ] && [ "$old" != 80 ]; then
    echo "note: this nvcc has no sm_70; using sm_$old instead"
    archs="$archs sm_$old"
  fi
fi

jobs=()
for f in "$src"/*.cu; do
  base=$(basename "$f" .cu)
  case "$base" in unsupported_*) continue ;; esac
  grep -q '^// EXPECT-COMPILE-ERROR:' "$f" && continue
  for a in $archs; do jobs+=("$f $a -"); done
done
for base in saxpy simt_reduce_warp device_printf math_functions; do
  [ -f "$src/$base.cu" ] || continue
  jobs+=("$src/$base.cu sm_80 -G" "$src/$base.cu sm_80 -lineinfo")
done

# one job: FILE ARCH EXTRA-FLAG ("-" for none); prints one line
one() {
  local f=$1 arch=$2 flag=$3 tool=$4 work=$5
  local name out
  name=$(basename "$f" .cu).$arch${flag#-}
  out="$work/$name.ptx"
  [ "$flag" = - ] && flag=
  if ! nvcc -ptx -arch="$arch" $flag "$f" -o "$out" >"$work/$name.nvcc" 2>&1; then
    echo "skip: nvcc rejects $name"; return
  fi
  if ! "$tool" --dump "$out" -o "$work/$name.d1" 2>"$work/$name.err"; then
    echo "FAIL: $name: $(cat "$work/$name.err")"; return
  fi
  if ! "$tool" --dump "$work/$name.d1" -o "$work/$name.d2" 2>"$work/$name.err"; then
    echo "FAIL: $name: its dump does not parse: $(cat "$work/$name.err")"; return
  fi
  if ! cmp -s "$work/$name.d1" "$work/$name.d2"; then
    echo "FAIL: $name: its dump is not stable"; return
  fi
  echo "ok: $name"
}
export -f one

# each job line is one argument, split into file, arch and flag by the
# unquoted $1
printf '%s\n' "${jobs[@]}" |
  xargs -P2 -I{} bash -c 'one $1 "$2" "$3"' _ {} "$tool" "$work" >"$work/results" 2>&1
grep -v '^ok: ' "$work/results"
ok=$(grep -c '^ok: ' "$work/results")
bad=$(grep -c '^FAIL' "$work/results")
echo "$ok parsed, $bad failed, $(grep -c '^skip' "$work/results") skipped"
[ "$bad" -eq 0 ] && [ "$ok" -gt 0 ]
