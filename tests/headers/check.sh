#!/usr/bin/env bash
# Compile every tests/headers source through both clang passes (and g++/gcc
# for .cpp/.c) at several -std levels with -Wall -Wextra -Werror, then check
# the device IR of each .cu against its "// IR:" and "// NO-IR:" lines.
#   tests/headers/check.sh [extra include dir placed first]
set -u
here=$(cd "$(dirname "$0")" && pwd)
inc=$(cd "$here/../../include" && pwd)
extra=${1:+-I$1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
CF="-x cuda -nocudainc -nocudalib --cuda-path=/nonexistent $extra -I$inc -include cuda_runtime.h --offload-arch=sm_75 -Wall -Wextra -Werror"
fail=0
run() { if ! "$@" 2>"$work/err"; then echo "FAIL: $*"; head -30 "$work/err"; fail=1; return 1; fi
        if [ -s "$work/err" ]; then echo "WARN: $*"; head -30 "$work/err"; fail=1; fi; }
for src in "$here"/*.cu; do
  n=$(basename "$src" .cu)
  archs=$(sed -n 's|^// ARCHS: *||p' "$src"); archs=${archs:-sm_75}
  for std in c++11 c++14 c++17 c++20; do
    for arch in $archs; do
      run clang-19 ${CF/sm_75/$arch} -std=$std -Xclang -target-feature -Xclang +ptx83 --cuda-device-only -O3 -Xclang -disable-llvm-passes -emit-llvm -S "$src" -o "$work/$n.$std.$arch.ll" || continue
    done
    run clang-19 $CF -std=$std -Xclang -target-sdk-version=12.3 --cuda-host-only -O2 -c "$src" -o "$work/$n.$std.o"
  done
  ll="$work/$n.c++17.sm_75.ll"
  [ -f "$ll" ] || continue
  while IFS= read -r pat; do
    grep -qE -- "$pat" "$ll" || { echo "FAIL: $n: IR lacks: $pat"; fail=1; }
  done < <(sed -n 's|^// IR: *||p' "$src")
  while IFS= read -r pat; do
    if grep -qE -- "$pat" "$ll"; then echo "FAIL: $n: IR has: $pat"; grep -E -- "$pat" "$ll" | head -3; fail=1; fi
  done < <(sed -n 's|^// NO-IR: *||p' "$src")
  # Only the intrinsics the lowering knows may appear.
  bad=$(grep -oE '@llvm\.nvvm\.[a-z0-9_.]+' "$work"/$n.*.ll | sed 's/.*@//' | sort -u |
        grep -vE '^llvm\.nvvm\.(read\.ptx\.sreg\.|barrier0|barrier\.sync|bar\.warp\.sync|shfl\.sync\.|vote\.|match\.|redux\.sync\.)')
  [ -n "$bad" ] && { echo "FAIL: $n: unexpected intrinsics: $bad"; fail=1; }
done
for src in "$here"/*.cpp; do
  [ -f "$src" ] || continue
  for std in c++11 c++14 c++17 c++20; do
    run g++ -std=$std -Wall -Wextra -Werror $extra -I"$inc" -c "$src" -o "$work/x.o"
    run clang++-19 -std=$std -Wall -Wextra -Werror $extra -I"$inc" -c "$src" -o "$work/x.o"
  done
done
for src in "$here"/*.c; do
  [ -f "$src" ] || continue
  for std in c99 c11 c17; do
    run gcc -std=$std -Wall -Wextra -Werror -pedantic $extra -I"$inc" -c "$src" -o "$work/x.o"
    run clang-19 -std=$std -Wall -Wextra -Werror $extra -I"$inc" -c "$src" -o "$work/x.o"
  done
done
[ $fail = 0 ] && echo "all header checks passed"
exit $fail
