#!/usr/bin/env bash
# Lower the inline PTX of one tests/ptx/asm input (hub IR, .ll) with
# ferry-ptx-lower --inline-asm and check the IR with FileCheck ("; CHECK:"
# lines). "; EXPECT-FAIL" means the lowering must fail; its diagnostics
# are checked instead.
set -uo pipefail
tool=$1 filecheck=$2 input=$3
if grep -q '^; EXPECT-FAIL' "$input"; then
  out=$("$tool" --inline-asm "$input" -o /dev/null --emit-llvm 2>&1) && { echo "ferry-ptx-lower succeeded"; exit 1; }
  printf '%s\n' "$out" | "$filecheck" "$input"
else
  "$tool" --inline-asm "$input" -o - --emit-llvm | "$filecheck" "$input"
fi
