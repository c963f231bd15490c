#!/usr/bin/env bash
# Counts the distinct PTX instruction forms (opcode with all its modifiers
# and types, e.g. "mad.wide.s32") that Ferry lowers and whose results a
# test checks: the per-instruction tests (tests/ptx/instr), the hand-written
# FileCheck inputs (tests/ptx/lower, not the EXPECT-FAIL ones), and NVIDIA's
# PTX of every tests/cuda program whose PTX path gives the CUDA path's output
# (tests/ptx/differential.sh, when NVIDIA's nvcc is installed).
#   forms.sh BUILD_DIR [ARCH...]      (default arches: sm_80 sm_75)
# Prints the forms, one per line, then "N distinct forms".
set -u
build=$(cd "${1:?usage: forms.sh BUILD_DIR [ARCH...]}" && pwd); shift
arches=${*:-sm_80 sm_75}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/ptx"

# Per-instruction tests: each family writes the module it checked.
for t in "$build"/tests/ptx/instr/ptx_instr_*; do
  FERRY_HOME=$build INSTR_KEEP=$work/ptx "$t" >/dev/null 2>&1 \
    || echo "warning: $(basename "$t") failed; its forms still count" >&2
done
for f in "$here"/lower/*.ptx; do
  grep -q '^// EXPECT-FAIL' "$f" || cp "$f" "$work/ptx/lower_$(basename "$f")"
done
for arch in $arches; do
  for src in "$here"/../cuda/*.cu; do
    name=$(basename "$src" .cu)
    bash "$here/differential.sh" "$build/bin/nvcc" "$src" "$work/d/$arch/$name" "$arch" \
      >/dev/null 2>&1 && cp "$work/d/$arch/$name/dev.ptx" "$work/ptx/diff_${arch}_$name.ptx"
  done
done

# An instruction line of the normalised dump: a tab, an optional guard, the
# opcode with its modifiers, then operands.
for f in "$work"/ptx/*.ptx; do
  "$build/bin/ferry-ptx" --dump "$f" 2>/dev/null
done | awk -F'\t' 'NF == 2 && $2 !~ /^[.{}]/ && $2 !~ /:$/ {
    split($2, w, " "); op = (w[1] ~ /^@/) ? w[2] : w[1]; sub(/;$/, "", op)
    if (op != "") print op }' | sort -u > "$work/forms"
cat "$work/forms"
echo "$(wc -l < "$work/forms") distinct forms"
