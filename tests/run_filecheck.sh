#!/usr/bin/env bash
# Run one tests/lower input through ferry-lower and check it with FileCheck.
# The input names its ferry-lower flags on a line "; LOWER-FLAGS: ...".
set -euo pipefail
lower=$1 filecheck=$2 input=$3
flags=$(sed -n 's|^; LOWER-FLAGS: *||p' "$input")
"$lower" --emit-llvm $flags "$input" -o - | "$filecheck" "$input"
