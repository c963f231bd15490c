#!/usr/bin/env bash
# Compile one tests/cuda program with Ferry's nvcc, run it, check it.
#   run_cuda_test.sh NVCC SOURCE_OR_DIR WORKDIR
# Directives in the (first) source, one per line:
#   // NVCC-FLAGS: flags        extra nvcc flags
#   // ARGS: args               program arguments
#   // ENV: NAME=value          environment for the run (repeatable)
#   // EXPECT-COMPILE-ERROR: s  nvcc must fail and print s on stderr
#   // EXPECT-EXIT: n           the program's exit status (default 0)
# With NAME.expected beside the test, stdout must equal it; otherwise the
# last line of stdout must be PASS.
set -u
nvcc=$1 src=$2 work=$3
rm -rf "$work"; mkdir -p "$work"
if [ -d "$src" ]; then
  srcs=$(ls "$src"/*.cu "$src"/*.cpp "$src"/*.c 2>/dev/null)
  main=$(ls "$src"/*.cu | head -1)
  expected="$src/expected"
else
  srcs=$src; main=$src; expected="${src%.cu}.expected"
fi
directive() { sed -n "s|^// $1: *||p" "$main"; }
flags=$(directive NVCC-FLAGS)
args=$(directive ARGS)
want_err=$(directive EXPECT-COMPILE-ERROR)
want_exit=$(directive EXPECT-EXIT); want_exit=${want_exit:-0}
envs=()
while IFS= read -r e; do [ -n "$e" ] && envs+=("$e"); done < <(directive ENV)

objs=()
if [ -d "$src" ]; then
  for s in $srcs; do
    o="$work/$(basename "$s").o"
    "$nvcc" $flags -c "$s" -o "$o" 2>"$work/compile.err" || { cat "$work/compile.err"; echo "FAIL: compiling $s"; exit 1; }
    objs+=("$o")
  done
  "$nvcc" $flags "${objs[@]}" -o "$work/prog" 2>"$work/compile.err"
else
  "$nvcc" $flags "$src" -o "$work/prog" 2>"$work/compile.err"
fi
rc=$?
if [ -n "$want_err" ]; then
  cat "$work/compile.err"
  [ $rc -ne 0 ] || { echo "FAIL: expected a compile error"; exit 1; }
  grep -qF -- "$want_err" "$work/compile.err" || { echo "FAIL: diagnostic lacks: $want_err"; exit 1; }
  echo PASS; exit 0
fi
[ $rc -eq 0 ] || { cat "$work/compile.err"; echo "FAIL: compile"; exit 1; }

env "${envs[@]}" timeout 120 "$work/prog" $args >"$work/out" 2>"$work/err"
rc=$?
cat "$work/out"; cat "$work/err" >&2
[ $rc -eq "$want_exit" ] || { echo "FAIL: exit status $rc, expected $want_exit"; exit 1; }
if [ -f "$expected" ]; then
  diff -u "$expected" "$work/out" || { echo "FAIL: output differs from $expected"; exit 1; }
else
  [ "$(tail -n 1 "$work/out")" = PASS ] || { echo "FAIL: last line is not PASS"; exit 1; }
fi
