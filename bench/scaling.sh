#!/usr/bin/env bash
# The same many-block grid on 1 and on 2 workers: the ratio shows that a
# launch spreads its blocks over every core.
set -euo pipefail
nvcc=${1:?usage: scaling.sh NVCC}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O2 "$(dirname "$0")/scaling.cu" -o "$work/scaling"
ms() { FERRY_NUM_THREADS=$1 "$work/scaling" 64 | sed -n 's/.*: \([0-9.]*\) ms.*/\1/p'; }
one=$(ms 1); two=$(ms 2)
echo "scaling: 1 worker ${one} ms, 2 workers ${two} ms, speed-up $(awk "BEGIN{printf \"%.2f\", $one / $two}")x"
