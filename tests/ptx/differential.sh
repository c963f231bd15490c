#!/usr/bin/env bash
# Differential test of the PTX front end: one tests/cuda program built twice
# with Ferry's nvcc, once from its CUDA source and once with its device code
# taken from NVIDIA's PTX of the same file (nvcc -ptx, the oracle; used only
# when it is installed), run both ways; exit status and standard output must
# be identical.
#   differential.sh FERRY_NVCC SOURCE.cu WORKDIR ARCH [BUILT]
# BUILT, ctest's cuda/NAME work folder of the same program, saves the CUDA
# path's compile: its program (the default build, for the default
# architecture, as the CUDA path here) runs instead; the xcpu tests hold
# every CPU variant to the same output.
# Exit 77 (skipped) without NVIDIA's nvcc, for folders, for programs that
# are meant not to compile, and for those with a PTX-DIFF-SKIP reason.
set -u
ferry=$1 src=$2 work=$3 arch=$4 built=${5:-}
skip() { echo "skipped: $*"; exit 77; }
[ -f "$src" ] || skip "not a single source"
directive() { sed -n "s|^// $1: *||p" "$src"; }
[ -z "$(directive EXPECT-COMPILE-ERROR)" ] || skip "meant not to compile"
# a program that checks Ferry's own results against a bound NVIDIA's code
# is not held to says why on a PTX-DIFF-SKIP line
[ -z "$(directive PTX-DIFF-SKIP)" ] || skip "$(directive PTX-DIFF-SKIP)"
nv=${NVIDIA_NVCC:-$(command -v nvcc || true)}
[ -n "$nv" ] && "$nv" --version 2>/dev/null | grep -q NVIDIA || skip "NVIDIA's nvcc not found"
flags=$(directive NVCC-FLAGS)
case " $flags " in
  *" -arch="*) [[ " $flags " == *" -arch=$arch "* ]] || skip "the program sets its own architecture" ;;
esac
args=$(directive ARGS)
envs=()
while IFS= read -r e; do [ -n "$e" ] && envs+=("$e"); done < <(directive ENV)
rm -rf "$work"; mkdir -p "$work"
# The two front ends are compared on one CPU variant: the xcpu tests compare
# variants, and three of each here would triple the cost.
ferry_flags="$flags --ferry-cpu=native"

"$nv" -ptx -arch="$arch" $flags "$src" -o "$work/dev.ptx" 2>"$work/nvidia.err" \
  || { cat "$work/nvidia.err"; skip "NVIDIA's nvcc cannot compile it for $arch"; }
if [ -n "$built" ] && [ -x "$built/prog" ]; then
  cp "$built/prog" "$work/cuda"
else
  "$ferry" $ferry_flags "$src" -o "$work/cuda" 2>"$work/cuda.err" || { cat "$work/cuda.err"; echo "FAIL: CUDA path"; exit 1; }
fi
"$ferry" $ferry_flags "$src" --ferry-device-ptx "$work/dev.ptx" -o "$work/ptx" 2>"$work/ptx.err" \
  || { cat "$work/ptx.err"; echo "FAIL: PTX path does not compile"; exit 1; }

run() {
  env "${envs[@]}" timeout 120 "$work/$1" $args >"$work/$1.out" 2>"$work/$1.stderr"
  echo $?
}
rc_cuda=$(run cuda) rc_ptx=$(run ptx)
[ "$rc_cuda" = "$rc_ptx" ] || { cat "$work/ptx.stderr"; echo "FAIL: exit status $rc_ptx from PTX, $rc_cuda from CUDA"; exit 1; }
diff -u "$work/cuda.out" "$work/ptx.out" || { echo "FAIL: output of the PTX path differs"; exit 1; }
echo PASS
