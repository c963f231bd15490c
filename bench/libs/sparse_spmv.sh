#!/usr/bin/env bash
# cusparseSpMV on a 2D Laplacian beside a straightforward OpenMP CSR loop
# (sparse_spmv.cu): ms per product and the ratio omp/cusparse per size.
#   sparse_spmv.sh NVCC [GRID [REPS]]
set -euo pipefail
nvcc=${1:?usage: sparse_spmv.sh NVCC [GRID [REPS]]}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O2 -Xcompiler -fopenmp "$here/sparse_spmv.cu" -o "$work/sparse_spmv" -lcusparse -lgomp
# Ferry's libcusparse beside its nvcc, not another one the loader knows.
lib=$(cd "$(dirname "$(command -v "$nvcc")")/../lib64" && pwd)
LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} "$work/sparse_spmv" "${@:2}"
