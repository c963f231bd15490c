#!/usr/bin/env bash
# cuBLAS against OpenBLAS called directly (blas_bench.cu): Sgemm/Dgemm from
# 256 to MAXN and batched small GEMMs, the ratio openblas/cublas per case
# (issue 15 asks at least 0.95 at 2048).
#   blas_bench.sh NVCC [MAXN [REPS]]
set -euo pipefail
nvcc=${1:?usage: blas_bench.sh NVCC [MAXN [REPS]]}
maxn=${2:-4096}
reps=${3:-5}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O2 "$here/blas_bench.cu" -o "$work/blas_bench" -lcublas -lopenblas
"$work/blas_bench" "$maxn" "$reps"
