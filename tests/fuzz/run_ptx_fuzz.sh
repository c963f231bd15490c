#!/usr/bin/env bash
# Build the PTX parser's fuzz target with clang-19 (libFuzzer, ASan, UBSan)
# and run it for SECONDS, seeded with tests/ptx/parse.
#   run_ptx_fuzz.sh SECONDS [WORKDIR]
# The growing corpus stays in WORKDIR (default /tmp/ferry-ptx-fuzz), so a
# later run continues from it; crashing inputs land there as crash-*,
# leak-*, timeout-* or oom-*, and the script then exits 1.
set -u
secs=${1:?usage: run_ptx_fuzz.sh SECONDS [WORKDIR]}
work=${2:-/tmp/ferry-ptx-fuzz}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
clang=${CLANG:-$(command -v clang-19 || echo /usr/lib/llvm-19/bin/clang)}
mkdir -p "$work/corpus" "$work/artifacts"
"$clang" -std=c17 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
  -fno-sanitize-recover=undefined -I"$root/ptx" \
  "$root"/ptx/ast.c "$root"/ptx/dump.c "$root"/ptx/lexer.c "$root"/ptx/parse.c \
  "$root"/ptx/parse_instr.c "$root"/ptx/parse_util.c "$here/ptx_parse_fuzz.c" \
  -o "$work/ptx_parse_fuzz" || { echo "FAIL: building the fuzz target"; exit 1; }
ls "$work"/artifacts/ | grep -q . && { echo "old artifacts in $work/artifacts: move them first"; exit 1; }
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
"$work/ptx_parse_fuzz" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
  -max_len=65536 -dict="$here/ptx.dict" -artifact_prefix="$work/artifacts/" \
  -print_final_stats=1 "$work/corpus" "$root/tests/ptx/parse" 2>&1 | tail -n 40
found=$(ls "$work"/artifacts/ 2>/dev/null)
if [ -n "$found" ]; then
  echo "FAIL: the fuzzer found:"; echo "$found"; exit 1
fi
echo "PASS: no crash in $secs s"
