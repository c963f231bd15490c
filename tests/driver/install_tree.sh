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
         lib64/libcuda.so lib64/libcuda.so.1 lib64/libcudadevrt.a lib64/stubs/libcuda.so \
         lib64/implicit/libcudart_static.a lib64/implicit/libcudadevrt.a lib64/implicit/libcudart.so \
         lib64/implicit/libcuda.so nvvm/libdevice/libdevice.10.bc version.json bin/ferry-env; do
  [ -e "$prefix/$f" ] || { echo "FAIL: $f missing from the install tree"; exit 1; }
done
[ "$(readlink "$prefix/lib64/libcudart.so")" = libcudart.so.12 ] || { echo "FAIL: libcudart.so does not point at the soname"; exit 1; }
[ "$(readlink "$prefix/lib64/libcuda.so")" = libcuda.so.1 ] || { echo "FAIL: libcuda.so does not point at the soname"; exit 1; }
[ "$(cd "$prefix/lib64/implicit/lib64" && pwd -P)" = "$(cd "$prefix/lib64" && pwd -P)" ] || { echo "FAIL: lib64/implicit/lib64 is not lib64"; exit 1; }
python3 -c 'import json, sys; v = json.load(open(sys.argv[1])); assert v["cuda"]["version"] == "12.3.0", v' \
  "$prefix/version.json" || { echo "FAIL: version.json"; exit 1; }
# The installed nvcc names its own tree to build tools.
# (nvcc then fails on that input, as NVIDIA's does.)
ident=$("$prefix/bin/nvcc" -v __cmake_determine_cuda 2>&1) && { echo "FAIL: nvcc accepted __cmake_determine_cuda"; exit 1; }
grep -qx "#\$ TOP=$prefix" <<<"$ident" || { echo "$ident"; echo "FAIL: TOP= is not the prefix"; exit 1; }
# ferry-env puts the tree first on PATH and sets the toolkit variables.
got=$(env -i HOME=/tmp PATH=/usr/bin:/bin bash -c "source '$prefix/bin/ferry-env'; source '$prefix/bin/ferry-env'; command -v nvcc; echo \$CUDA_PATH \$CUDA_HOME \$CUDAToolkit_ROOT; echo \$PATH")
[ "$got" = "$prefix/bin/nvcc
$prefix $prefix $prefix
$prefix/bin:/usr/bin:/bin" ] || { echo "$got"; echo "FAIL: ferry-env"; exit 1; }
cd "$work"
"$prefix/bin/nvcc" -O2 "$src/examples/vector_add.cu" -o vadd_static
out=$(./vadd_static) && grep -q PASS <<<"$out" || { echo "FAIL: static program"; exit 1; }
"$prefix/bin/nvcc" -O2 -cudart shared "$src/examples/vector_add.cu" -o vadd_shared
# Not `ldd | grep -q`: with pipefail, grep leaving early can fail ldd with SIGPIPE.
libs=$(ldd ./vadd_shared)
grep -qF "$prefix/lib64/libcudart.so.12" <<<"$libs" || { echo "$libs"; echo "FAIL: shared program does not use the installed libcudart"; exit 1; }
out=$(./vadd_shared) && grep -q PASS <<<"$out" || { echo "FAIL: shared program"; exit 1; }
# CCCL comes with the tree when the build has it: the installed nvcc finds
# it with no -I, and its CMake package sits where the toolkit's does.
if [ -e "$build/lib/cccl/cuda/cccl/headers/include/cuda/version" ]; then
  [ -e "$prefix/lib64/cmake/cccl/cccl-config.cmake" ] || { echo "FAIL: no lib64/cmake/cccl"; exit 1; }
  printf '#include <thrust/version.h>\n#include <cuda/std/version>\nint main() { return THRUST_MAJOR_VERSION >= 2 ? 0 : 1; }\n' >cccl.cu
  "$prefix/bin/nvcc" cccl.cu -o cccl && ./cccl || { echo "FAIL: the installed nvcc does not find CCCL 3"; exit 1; }
fi
echo PASS
