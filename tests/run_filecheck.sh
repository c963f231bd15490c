#!/usr/bin/env bash
# Run one tests/lower input through ferry-lower and check it with FileCheck.
# The input names its ferry-lower flags on a line "; LOWER-FLAGS: ...".
# "; EXPECT-FAIL" means ferry-lower must fail; its diagnostics are checked.
set -uo pipefail
lower=$1 filecheck=$2 input=$3
flags=$(sed -n 's|^; LOWER-FLAGS: *||p' "$input")
if grep -q '^; EXPECT-FAIL' "$input"; then
  out=$("$lower" --emit-llvm $flags "$input" -o /dev/null 2>&1) && { echo "ferry-lower succeeded"; exit 1; }
  printf '%s\n' "$out" | "$filecheck" "$input"
else
  "$lower" --emit-llvm $flags "$input" -o - | "$filecheck" "$input"
fi
