#!/usr/bin/env bash
# Run one per-instruction test binary (tests/ptx/instr) with its PTX compiled
# for each CPU model this machine runs (FERRY_CPU=MODEL, see models.sh); every
# run must pass, and the "digest FAMILY HASH" lines must all be the same (on
# a difference, the forms whose digests differ are shown).
#   run_instr.sh BIN
set -u
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
unset FERRY_CACHE_DIR   # each run compiles its own module (harness's own cache)
status=0 first=
for m in $(bash "$here/models.sh" --runnable); do
  INSTR_DIGEST_FORMS=1 FERRY_CPU=$m "$bin" >"$tmp/$m" 2>&1; rc=$?
  digest=$(grep '^digest ' "$tmp/$m")
  echo "FERRY_CPU=$m: exit $rc, ${digest:-no digest line}"
  if [ $rc -ne 0 ] || [ -z "$digest" ]; then
    grep -v '^digest' "$tmp/$m" | tail -n 20; echo "FAIL: FERRY_CPU=$m"; status=1; continue
  fi
  [ -n "$first" ] || first=$m
  if ! cmp -s <(grep '^digest' "$tmp/$first") <(grep '^digest' "$tmp/$m"); then
    diff <(grep '^digest' "$tmp/$first") <(grep '^digest' "$tmp/$m") | grep '^[<>]' | head -n 40
    echo "FAIL: FERRY_CPU=$m's digest differs from FERRY_CPU=$first's"; status=1
  fi
done
bash "$here/models.sh" | grep skipped
[ $status -eq 0 ] && echo PASS
exit $status
