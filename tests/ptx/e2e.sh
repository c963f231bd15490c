#!/usr/bin/env bash
# NVIDIA's PTX for Ferry's CUDA tests, through ferry-ptx-lower and
# ferry-lower: each must lower to a CPU object.
#   e2e.sh FERRY_PTX_LOWER FERRY_LOWER CUDA_TEST_DIR WORKDIR
# Skipped (exit 0) when NVIDIA's nvcc is not on PATH.
set -u
ptxlower=$1 lower=$2 dir=$3 work=$4
tests="vector_add saxpy matrix_add_2d index_3d grid_stride atomics simt_reduce_shared
       simt_reduce_warp simt_scan_warp simt_matmul_tiled simt_vote math_functions int_intrinsics
       device_assert local_arrays struct_by_value device_functions simt_shfl_variants
       simt_match_any simt_reduce_redux simt_syncthreads_count simt_histogram"
nv=$(command -v nvcc) || { echo "skipped: nvcc not found"; exit 0; }
# Ferry's own nvcc may be first on PATH: only NVIDIA's writes PTX.
"$nv" --version 2>/dev/null | grep -q NVIDIA || { echo "skipped: nvcc on PATH is not NVIDIA's"; exit 0; }
rm -rf "$work"; mkdir -p "$work"
fail=0
for t in $tests; do
  ptx="$work/$t.ptx"
  if ! "$nv" -ptx -arch=sm_80 "$dir/$t.cu" -o "$ptx" 2>"$work/$t.err"; then
    echo "FAIL $t: nvcc -ptx"; fail=1; continue
  fi
  if ! "$ptxlower" "$ptx" -o "$work/$t.bc" 2>"$work/$t.err"; then
    echo "FAIL $t: ferry-ptx-lower"; head -5 "$work/$t.err"; fail=1; continue
  fi
  if ! "$lower" "$work/$t.bc" -o "$work/$t.o" --module-id="$t" 2>"$work/$t.err"; then
    echo "FAIL $t: ferry-lower"; head -5 "$work/$t.err"; fail=1; continue
  fi
  echo "ok $t"
done
exit $fail
