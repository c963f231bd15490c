#!/usr/bin/env bash
# The nvcc that run_program.sh and run_qemu.sh give tests/run_cuda_test.sh
# (so that every run gets its directives and checks), set by the environment:
#   XCPU_NVCC=nvcc [XCPU_MODEL=M]  Ferry's nvcc [with --ferry-cpu=M]
#   XCPU_REUSE=dir                 compile nothing: copy the -o file from dir,
#                                  an earlier run_cuda_test.sh work folder
#   XCPU_QEMU=CPU                  with XCPU_REUSE: the program runs under
#                                  qemu-x86_64 -cpu CPU
set -u
[ -n "${XCPU_REUSE:-}" ] || exec "$XCPU_NVCC" "$@" ${XCPU_MODEL:+--ferry-cpu=$XCPU_MODEL}
while [ $# -gt 1 ] && [ "$1" != -o ]; do shift; done
[ "${1:-}" = -o ] || { echo "xcpu/nvcc.sh: no -o" >&2; exit 1; }
out=$2 name=$(basename "$2")
if [ -n "${XCPU_QEMU:-}" ] && [ "$name" = prog ]; then
  cp "$XCPU_REUSE/prog" "$out.real" &&
  printf '#!/bin/sh\nexec qemu-x86_64 -cpu %s "$0.real" "$@"\n' "$XCPU_QEMU" >"$out" &&
  chmod +x "$out"
else
  cp "$XCPU_REUSE/$name" "$out"
fi
