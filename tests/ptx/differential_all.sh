#!/usr/bin/env bash
# Runs differential.sh on every tests/cuda program for one architecture and
# prints each result and the counts: how far the PTX front end has come.
#   differential_all.sh FERRY_NVCC [ARCH] [WORKDIR]
set -u
ferry=$1 arch=${2:-sm_80} work=${3:-$(mktemp -d)}
here=$(cd "$(dirname "$0")" && pwd)
pass=0 fail=0 skip=0
for src in "$here"/../cuda/*.cu; do
  name=$(basename "$src" .cu)
  out=$(bash "$here/differential.sh" "$ferry" "$src" "$work/$name" "$arch" 2>&1)
  case $? in
    0) pass=$((pass + 1)); echo "pass $name" ;;
    77) skip=$((skip + 1)); echo "skip $name: $(tail -n 1 <<<"$out")" ;;
    *) fail=$((fail + 1)); echo "FAIL $name: $(grep -m1 -E 'error|FAIL' <<<"$out" | cut -c1-200)" ;;
  esac
done
echo "$arch: $pass passed, $fail failed, $skip skipped"
