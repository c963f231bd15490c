#!/usr/bin/env bash
# `make install PREFIX=...` gives a tree laid out like a CUDA toolkit, and the
# installed nvcc compiles and links a program against the installed runtime,
# statically (the default) and with -cudart shared.
set -euo pipefail
nvcc=$1 work=$2
build=$(cd "$(dirname "$nvcc")/.." && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$work"; mkdir -p "$work"
prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/nvcc bin/ferry-lower include/cuda_runtime.h include/cuda_runtime_api.h \
         include/vector_types.h include/cuda.h lib64/libcudart.so lib64/libcudart.so.12 lib64/libcudart_static.a \
         lib64/libcuda.so lib64/libcuda.so.1; do
  [ -e "$prefix/$f" ] || { echo "FAIL: $f missing from the install tree"; exit 1; }
done
[ "$(readlink "$prefix/lib64/libcudart.so")" = libcudart.so.12 ] || { echo "FAIL: libcudart.so does not point at the soname"; exit 1; }
[ "$(readlink "$prefix/lib64/libcuda.so")" = libcuda.so.1 ] || { echo "FAIL: libcuda.so does not point at the soname"; exit 1; }
cd "$work"
"$prefix/bin/nvcc" -O2 "$src/examples/vector_add.cu" -o vadd_static
out=$(./vadd_static) && grep -q PASS <<<"$out" || { echo "FAIL: static program"; exit 1; }
"$prefix/bin/nvcc" -O2 -cudart shared "$src/examples/vector_add.cu" -o vadd_shared
# Not `ldd | grep -q`: with pipefail, grep leaving early can fail ldd with SIGPIPE.
libs=$(ldd ./vadd_shared)
grep -qF "$prefix/lib64/libcudart.so.12" <<<"$libs" || { echo "$libs"; echo "FAIL: shared program does not use the installed libcudart"; exit 1; }
out=$(./vadd_shared) && grep -q PASS <<<"$out" || { echo "FAIL: shared program"; exit 1; }
echo PASS
