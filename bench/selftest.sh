#!/usr/bin/env bash
# Checks the suite's result scripts without running the suite: results.py's
# JSON writer on run.sh-style lines, compare.sh on two hand-written files
# (the change figures and the flag), and chart.sh's PNG (skipped without
# gnuplot).  make -C bench selftest
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
passed=0 failed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; }
# expect NAME FILE PATTERN: FILE has a line matching the extended regex PATTERN.
expect() { if grep -Eq -- "$3" "$2"; then pass "$1"; else fail "$1 (no line matching '$3' in:)"; sed 's/^/    /' "$2"; fi; }

# run.sh's per-kernel lines: kernel, then ms and status of Ferry, native, OpenMP, PoCL.
printf '%s\t' triad 10.000 ok 9.000 ok 5.000 ok 20.000 >"$work/a.tsv"; echo ok >>"$work/a.tsv"
printf '%s\t' sgemm 100.000 ok 90.000 ok 100.000 ok 50.000 >>"$work/a.tsv"; echo ok >>"$work/a.tsv"
printf '%s\t' scan - compile_error - compile_error 4.000 ok 6.000 >>"$work/a.tsv"; echo ok >>"$work/a.tsv"
printf '%s\t' hdot 2.000 ok 2.000 ok 1.000 ok - >>"$work/a.tsv"; echo no_opencl >>"$work/a.tsv"
if python3 "$here/results.py" json "$work/a.json" --tsv "$work/a.tsv" --date 2025-01-01T00:00:00Z \
    --cpu 'Test CPU' --cores 2 --flags 'avx2 fma' --lacks avx512f --commit abc1234 --dirty no; then
  python3 - "$work/a.json" >"$work/json.out" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
k = d["kernels"]
assert d["machine"] == {"cpu": "Test CPU", "cores": 2, "flags": ["avx2", "fma"], "lacks": ["avx512f"]}, d["machine"]
assert d["ferry_commit"] == "abc1234" and d["ferry_dirty"] is False
assert k["triad"]["ratios"]["ferry_openmp"] == 2.0 and k["triad"]["ratios"]["ferry_pocl"] == 0.5
assert k["scan"]["ferry_ms"] is None and k["scan"]["status"]["ferry"] == "compile_error"
assert k["hdot"]["pocl_ms"] is None and k["hdot"]["ratios"]["ferry_pocl"] is None
assert d["geomean"]["ferry_openmp"]["kernels"] == 3 and d["geomean"]["ferry_pocl"]["kernels"] == 2
assert abs(d["geomean"]["ferry_pocl"]["value"] - 1.0) < 1e-12  # sqrt(0.5 * 2)
print("json fine")
PY
  expect "results.py json: fields, nulls, ratios, means" "$work/json.out" '^json fine$'
else
  fail "results.py json exited non-zero"
fi

# b: triad 20% slower (flagged), sgemm 5% faster (not), scan now builds.
sed -e 's/"ferry_ms": 10.0/"ferry_ms": 12.0/' -e 's/"ferry_ms": 100.0/"ferry_ms": 95.0/' \
    -e 's/"ferry_ms": null/"ferry_ms": 8.0/' "$work/a.json" >"$work/b.json"
if bash "$here/compare.sh" "$work/a.json" "$work/b.json" >"$work/cmp.out" 2>&1; then
  expect "compare: triad Ferry ms 10 -> 12, change 1.20, ratio to OpenMP 2.00 -> 2.40" "$work/cmp.out" \
    '^triad +10\.000 +12\.000 +1\.20 +2\.00 +2\.40 +1\.20 +0\.50 +0\.60 +1\.20 +<- Ferry slower by 20%$'
  expect "compare: sgemm 0.95, not flagged" "$work/cmp.out" '^sgemm +100\.000 +95\.000 +0\.95 +1\.00 +0\.95 +0\.95 +2\.00 +1\.90 +0\.95$'
  expect "compare: a kernel missing in a has no change" "$work/cmp.out" '^scan +- +8\.000 +- +- +2\.00 +- +- +1\.33 +-$'
  # Ferry ms in both: triad, sgemm, hdot: (10*100*2)^(1/3) = 12.599, (12*95*2)^(1/3) = 13.162.
  expect "compare: geometric means over kernels in both" "$work/cmp.out" '^geomean +12\.599 +13\.162 +1\.04 +1\.59 +1\.66 +1\.04 +1\.00 +1\.07 +1\.07$'
  expect "compare: the flagged list" "$work/cmp.out" '^Ferry time changed by more than 10%: triad \(\+20%\)$'
else
  fail "compare.sh exited non-zero"; sed 's/^/    /' "$work/cmp.out"
fi
bash "$here/compare.sh" "$work/a.json" "$work/a.json" >"$work/same.out" 2>&1
expect "compare: a file against itself flags nothing" "$work/same.out" '^no kernel.s Ferry time changed'

if command -v gnuplot >/dev/null; then
  if bash "$here/chart.sh" "$work/b.json" "$work/chart.png" >"$work/chart.out" 2>&1 \
      && [ -s "$work/chart.png" ] && [ "$(head -c 8 "$work/chart.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; then
    pass "chart.sh: a PNG"
  else
    fail "chart.sh: no PNG"; sed 's/^/    /' "$work/chart.out"
  fi
else
  echo "skipped: chart.sh (no gnuplot; make -C bench deps installs gnuplot-nox)"
fi
echo "selftest: $passed passed, $failed failed"
[ "$failed" = 0 ]
