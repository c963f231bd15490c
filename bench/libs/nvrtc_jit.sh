#!/usr/bin/env bash
# NVRTC compile time per small kernel (issue 15 asks at most 0.3 s for a
# program that JIT-compiles 100), PTX loaded through cuModuleLoadData and
# the cubin loaded as it is, with a cold module cache.
#   nvrtc_jit.sh NVCC [N]
set -euo pipefail
nvcc=${1:?usage: nvrtc_jit.sh NVCC [N]}
n=${2:-100}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O2 "$here/nvrtc_jit.cu" -o "$work/nvrtc_jit" -lnvrtc -lcuda
for mode in ptx cubin; do
  FERRY_CACHE_DIR=$work/cache "$work/nvrtc_jit" "$n" "$mode"
done
# The same kernels in a second process: NVRTC's and the module cache's hits.
FERRY_CACHE_DIR=$work/cache "$work/nvrtc_jit" "$n" ptx $$ >/dev/null
FERRY_CACHE_DIR=$work/cache "$work/nvrtc_jit" "$n" ptx $$
