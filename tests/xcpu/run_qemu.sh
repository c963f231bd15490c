#!/usr/bin/env bash
# Run one tests/cuda program, built with default flags, under qemu-user as
# older CPUs and compare its stdout with a native run: a default build must
# run where there is no AVX (Nehalem, x86-64-v2) and no AVX2 (SandyBridge).
#   run_qemu.sh NVCC SOURCE_OR_DIR WORKDIR [BUILT]
# BUILT, a run_cuda_test.sh work folder of the same program (ctest's
# cuda/NAME), is used instead of compiling again.
# Each run goes through tests/run_cuda_test.sh (same directives, same check);
# qemu's warnings about CPUID bits go to stderr, which is not compared.
# Exit 77 (ctest: skipped) without qemu-x86_64 (Debian package qemu-user).
set -u
nvcc=$1 src=$2 work=$3 built=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
command -v qemu-x86_64 >/dev/null || { echo "SKIP: no qemu-x86_64 (install qemu-user)"; exit 77; }
rm -rf "$work"; mkdir -p "$work"
unset FERRY_CPU XCPU_MODEL XCPU_REUSE XCPU_QEMU
status=0
for cpu in native Nehalem SandyBridge; do
  if [ $cpu = native ]; then set -- ${built:+XCPU_REUSE=$built}; else set -- XCPU_REUSE="$work/native" XCPU_QEMU=$cpu; fi
  if ! env XCPU_NVCC="$nvcc" "$@" bash "$here/../run_cuda_test.sh" "$here/nvcc.sh" \
         "$src" "$work/$cpu" >"$work/$cpu.log" 2>&1; then
    cat "$work/$cpu.log"; echo "FAIL: run as $cpu"; status=1
    [ $cpu = native ] && exit 1; continue
  fi
  echo "$cpu: passed"
  [ $cpu = native ] || diff -u --label native --label "qemu -cpu $cpu" "$work/native/out" "$work/$cpu/out" \
    || { echo "FAIL: stdout under qemu -cpu $cpu differs from the native run's"; status=1; }
done
[ $status -eq 0 ] && echo PASS
exit $status
