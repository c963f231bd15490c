#!/usr/bin/env bash
# Build and run the math accuracy test (tests/math/accuracy.cu).
#   run.sh NVCC WORKDIR [accuracy options...]
# Compiles accuracy.cu with Ferry's nvcc as a user would (-O2), with a
# stand-in for each function Ferry's headers lack (reported as "does not
# compile"), runs it against tests/math/bounds.txt and known_over_bound.txt,
# then checks that the kernels give the same results bit for bit on every
# CPU variant this machine runs (FERRY_CPU=x86-64-v2, -v3, -v4).
set -u
nvcc=$1 work=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -f /usr/include/mpfr.h ]; then echo "SKIP: MPFR is not installed (make deps installs libmpfr-dev)"; exit 77; fi
mkdir -p "$work"
stubs=$work/ferry_math_stubs.h
: >"$stubs"
missing=""
t0=$(date +%s.%N)
for try in 1 2 3 4 5 6 7 8; do
  if "$nvcc" -O2 -I"$work" "$here/accuracy.cu" -o "$work/accuracy" -lmpfr -lgmp -lpthread 2>"$work/compile.err"; then
    ok=1; break
  fi
  ok=0
  new=$(grep -o "use of undeclared identifier '[A-Za-z0-9_]*'" "$work/compile.err" | sed "s/.*'\(.*\)'/\1/" | sort -u)
  [ -n "$new" ] || break
  for f in $new; do
    kind=$(grep -o "K[123][FD]($f)" "$here/accuracy.cu" | head -1 | cut -c1-3)
    case $kind in
      K1F) sig="float $f(float a)" ;;          K1D) sig="double $f(double a)" ;;
      K2F) sig="float $f(float a, float b)" ;; K2D) sig="double $f(double a, double b)" ;;
      K3F) sig="float $f(float a, float b, float c)" ;; K3D) sig="double $f(double a, double b, double c)" ;;
      *) break 2 ;;
    esac
    echo "static __device__ $sig { return a; }" >>"$stubs"
    missing="$missing $f"
  done
done
if [ "$ok" != 1 ]; then cat "$work/compile.err"; echo "FAIL: compiling accuracy.cu"; exit 1; fi
echo "#define FERRY_MATH_MISSING \"$missing\"" >>"$stubs"
if [ -n "$missing" ]; then
  "$nvcc" -O2 -I"$work" "$here/accuracy.cu" -o "$work/accuracy" -lmpfr -lgmp -lpthread 2>"$work/compile.err" \
    || { cat "$work/compile.err"; echo "FAIL: compiling accuracy.cu"; exit 1; }
  echo "do not compile with Ferry:$missing"
fi
t1=$(date +%s.%N)
echo "compiled in $(echo "$t1 - $t0" | bc) s"
"$work/accuracy" --bounds "$here/bounds.txt" --known "$here/known_over_bound.txt" "$@" | tee "$work/out"
rc=${PIPESTATUS[0]}
t2=$(date +%s.%N)
echo "measured in $(echo "$t2 - $t1" | bc) s"
# The same results on every CPU variant: run the kernels alone (no MPFR)
# under each variant this CPU has, and compare the hashes of the outputs.
flags=$(grep -m1 '^flags' /proc/cpuinfo)
variants="x86-64-v2"
case $flags in *avx2*) case $flags in *fma*) variants="$variants x86-64-v3" ;; esac ;; esac
case $flags in *avx512f*) case $flags in *avx512bw*) case $flags in *avx512vl*) variants="$variants x86-64-v4" ;; esac ;; esac ;; esac
hrc=0
args=()
for a in "$@"; do [ "$a" = --exhaustive ] || args+=("$a"); done
for v in $variants; do
  FERRY_CPU=$v "$work/accuracy" --bounds "$here/bounds.txt" --known "$here/known_over_bound.txt" "${args[@]}" --hash-only >"$work/hash.$v" \
    || { echo "FAIL: FERRY_CPU=$v run"; hrc=1; }
done
base=$(set -- $variants; echo "$1")
for v in $variants; do
  if ! diff -q "$work/hash.$base" "$work/hash.$v" >/dev/null; then
    echo "FAIL: results differ between FERRY_CPU=$base and FERRY_CPU=$v for:"
    diff "$work/hash.$base" "$work/hash.$v" | sed -n 's/^> hash \([^ ]*\) .*/  \1/p'
    hrc=1
  fi
done
[ $hrc = 0 ] && echo "same results on: $variants"
# The same results on CPUs without FMA or AVX: the libm the device code may
# still call picks its code path by the running CPU.  A small sample under
# qemu-user as Nehalem (SSE4.2) and SandyBridge (AVX, no FMA) against a
# native run; functions listed in cpu_dependent.txt are reported, not failed.
if command -v qemu-x86_64 >/dev/null; then
  small=(--bounds "$here/bounds.txt" --known "$here/known_over_bound.txt" --n1 20000 --n2 20000 --nd 20000 --ncr 2000 --hash-only)
  known=$(grep -v '^#' "$here/cpu_dependent.txt" | awk 'NF {print $1}')
  "$work/accuracy" "${small[@]}" >"$work/qhash.native" || { echo "FAIL: native hash run"; hrc=1; }
  for cpu in Nehalem SandyBridge; do
    qemu-x86_64 -cpu $cpu "$work/accuracy" "${small[@]}" >"$work/qhash.$cpu" 2>/dev/null \
      || { echo "FAIL: run under qemu -cpu $cpu"; hrc=1; continue; }
    differ=$(diff "$work/qhash.native" "$work/qhash.$cpu" | sed -n 's/^> hash \([^ ]*\) .*/\1/p')
    bad="" listed=""
    for f in $differ; do
      if echo "$known" | grep -qx "$f"; then listed="$listed $f"; else bad="$bad $f"; fi
    done
    [ -n "$listed" ] && echo "differ under qemu -cpu $cpu, listed in cpu_dependent.txt:$listed"
    if [ -n "$bad" ]; then echo "FAIL: results differ under qemu -cpu $cpu for:$bad"; hrc=1; fi
  done
  [ $hrc = 0 ] && echo "same results under qemu -cpu Nehalem and SandyBridge (but those listed)"
else
  echo "qemu-x86_64 missing: CPUs without FMA not compared (make deps installs qemu-user)"
fi
t3=$(date +%s.%N)
echo "CPU variants compared in $(echo "$t3 - $t2" | bc) s"
[ $rc = 0 ] && [ $hrc = 0 ] && { echo PASS; exit 0; }
echo FAIL; exit 1
