#!/usr/bin/env bash
# Two results files of run.sh --json side by side: per kernel each file's
# Ferry time and its ratios to OpenMP and PoCL, the change b/a of each, and
# their geometric means; kernels whose Ferry time changed by more than 10%
# (--threshold PERCENT) are flagged.
#   compare.sh a.json b.json [--threshold PERCENT]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: compare.sh a.json b.json [--threshold PERCENT]" >&2; exit 2; }
command -v python3 >/dev/null || { echo "compare.sh: needs python3" >&2; exit 1; }
exec python3 "$(dirname "$0")/results.py" compare "$@"
