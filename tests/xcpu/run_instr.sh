#!/usr/bin/env bash
# Run one per-instruction test binary (tests/ptx/instr) with its PTX compiled
# for each CPU model this machine runs (FERRY_CPU=MODEL, see models.sh); every
# run must pass, and the "digest FAMILY HASH" lines must all be the same.
#   run_instr.sh BIN
set -u
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
unset FERRY_CACHE_DIR   # each run compiles its own module (harness's own cache)
status=0 first= first_model=
for m in $(bash "$here/models.sh" --runnable); do
  out=$(FERRY_CPU=$m "$bin" 2>&1); rc=$?
  digest=$(grep '^digest ' <<<"$out")
  echo "FERRY_CPU=$m: exit $rc, ${digest:-no digest line}"
  if [ $rc -ne 0 ] || [ -z "$digest" ]; then
    echo "$out" | tail -n 20; echo "FAIL: FERRY_CPU=$m"; status=1; continue
  fi
  if [ -z "$first" ]; then first=$digest first_model=$m
  elif [ "$digest" != "$first" ]; then
    echo "FAIL: FERRY_CPU=$m's digest differs from FERRY_CPU=$first_model's"; status=1
  fi
done
bash "$here/models.sh" | grep skipped
[ $status -eq 0 ] && echo PASS
exit $status
