#!/usr/bin/env bash
# A program that uses only the driver API: cuda.h compiles as C and C++
# (alone and with cuda_runtime_api.h), libcuda.so exports the plain and _v2
# names, and a gcc-built program linked with -lcuda alone loads a module and
# runs it: the hand-built test module, and one made by nvcc -cubin.
#   libcuda_only.sh NVCC TEST_MODULE WORKDIR
set -u
nvcc=$1 module=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$(dirname "$nvcc")/.." && pwd)
inc=$build/include lib=$build/lib64
rm -rf "$work"; mkdir -p "$work"; cd "$work" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

printf '#include <cuda.h>\nint main(void) { CUdeviceptr p = 0; return (int)p + (int)CUDA_SUCCESS; }\n' > h.c
printf '#include <cuda_runtime_api.h>\n#include <cuda.h>\nint main(void) { CUstream s = 0; cudaStream_t t = s; return t != 0; }\n' > both.c
for std in c99 c11; do
  gcc -std=$std -Wall -Wextra -Werror -pedantic -fsyntax-only -I"$inc" h.c || fail "cuda.h as $std"
  gcc -std=$std -Wall -Wextra -Werror -fsyntax-only -I"$inc" both.c || fail "cuda.h with cuda_runtime_api.h as $std"
done
for std in c++11 c++17; do
  g++ -std=$std -Wall -Wextra -Werror -pedantic -fsyntax-only -I"$inc" -x c++ h.c || fail "cuda.h as $std"
  g++ -std=$std -Wall -Wextra -Werror -fsyntax-only -I"$inc" -x c++ both.c || fail "cuda.h with cuda_runtime_api.h as $std"
done

[ "$(readlink "$lib/libcuda.so")" = libcuda.so.1 ] || fail "libcuda.so does not point at libcuda.so.1"
syms=$(nm -D --defined-only "$lib/libcuda.so.1")
for s in cuInit cuMemAlloc cuMemAlloc_v2 cuCtxCreate_v2 cuModuleGetGlobal_v2 cuModuleLoadData cuLaunchKernel; do
  grep -qE " T $s\$" <<<"$syms" || fail "libcuda.so.1 does not export $s"
done

gcc -std=c11 -Wall -Wextra -Werror -I"$inc" "$here/libcuda_main.c" -L"$lib" -lcuda -Wl,-rpath,"$lib" -o prog \
  || fail "linking with -lcuda"
libs=$(ldd ./prog)
grep -qF "$lib/libcuda.so.1" <<<"$libs" || { echo "$libs"; fail "prog does not use Ferry's libcuda"; }
grep -q cudart <<<"$libs" && fail "prog links libcudart"
out=$(./prog "$module") || { echo "$out"; fail "prog with the hand-built module"; }
grep -qx PASS <<<"$out" || fail "prog with the hand-built module: $out"

# nvcc -cubin, once ferry-lower can make loadable modules.
if "$build/bin/ferry-lower" 2>&1 | grep -q -- --loadable; then
  "$nvcc" -cubin -o kernels.cubin "$here/kernels.cu" || fail "nvcc -cubin"
  # a portable module: each CPU variant the machine runs gives the same output
  nm -D kernels.cubin | grep -q '__ferry_loadable_module\.x86-64-v2' || fail "no x86-64-v2 variant in the cubin"
  first=
  for cpu in "" x86-64-v2 x86-64-v3 x86-64-v4; do
    out=$(FERRY_CPU=$cpu ./prog kernels.cubin 2>/dev/null) || { echo "$out"; fail "prog with nvcc -cubin's module (FERRY_CPU=$cpu)"; }
    for want in PASS "block_sum ok" "sines ok" "packed ok" "hello 7 from block 0"; do
      grep -qxF "$want" <<<"$out" || { echo "$out"; fail "nvcc -cubin module (FERRY_CPU=$cpu): no '$want'"; }
    done
    [ -z "$first" ] && first=$out
    [ "$out" = "$first" ] || fail "FERRY_CPU=$cpu gives other output than the default variant"
  done
else
  echo "ferry-lower has no --loadable yet: nvcc -cubin not run"
fi
echo PASS
