#!/usr/bin/env bash
# Run ferry-ptx over the PTX parser corpus.
#   parse_corpus.sh FERRY_PTX DIR
# In DIR:
#   *.ptx       a module: must parse, and its dump must be stable
#               (dump(dump(x)) == dump(x));
#   *.asm       an inline-asm body (--statements): the same;
#   err_*.ptx   must fail with a "file:line:col: error:" diagnostic, and
#               with the text of its "// EXPECT-ERROR: text" line if any;
#   fuzz_*      inputs the fuzzer once crashed on: a diagnostic or a
#               stable dump, never a crash or a hang.
set -u
tool=$1 dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0 n=0
fail() { echo "FAIL: $1"; fails=$((fails + 1)); }

# round_trip FILE [--statements]: parse, dump, parse the dump, compare
round_trip() {
  local f=$1; shift
  if ! timeout 20 "$tool" "$@" --dump "$f" -o "$work/d1" 2>"$work/err"; then
    cat "$work/err"; fail "$f does not parse"; return
  fi
  if ! timeout 20 "$tool" "$@" --dump "$work/d1" -o "$work/d2" 2>"$work/err"; then
    cat "$work/err"; fail "the dump of $f does not parse"; return
  fi
  cmp -s "$work/d1" "$work/d2" || { diff "$work/d1" "$work/d2" | head -20; fail "the dump of $f is not stable"; }
}

# must_fail FILE [--statements]: exit 1 with a diagnostic
must_fail() {
  local f=$1; shift
  timeout 20 "$tool" "$@" --parse-only "$f" >/dev/null 2>"$work/err"
  local rc=$?
  if [ $rc -ne 1 ]; then fail "$f: exit status $rc, expected 1 (a diagnostic)"; return; fi
  grep -qE '^[^:]+:[0-9]+:[0-9]+: error: ' "$work/err" || { cat "$work/err"; fail "$f: no file:line:col diagnostic"; return; }
  local want
  want=$(sed -n 's|^// EXPECT-ERROR: *||p' "$f" | head -1)
  if [ -n "$want" ] && ! grep -qF -- "$want" "$work/err"; then
    echo "got:  $(cat "$work/err")"; echo "want: $want"; fail "$f: wrong diagnostic"
  fi
}

for f in "$dir"/*; do
  [ -f "$f" ] || continue
  n=$((n + 1))
  base=$(basename "$f")
  case "$base" in
    err_*.asm) must_fail "$f" --statements ;;
    err_*) must_fail "$f" ;;
    fuzz_*)
      for mode in "" --statements; do
        timeout 20 "$tool" $mode --parse-only "$f" >/dev/null 2>"$work/err"
        rc=$?
        if [ $rc -eq 0 ]; then round_trip "$f" $mode
        elif [ $rc -ne 1 ]; then fail "$f ${mode:-(module)}: exit status $rc"
        fi
      done ;;
    *.asm) round_trip "$f" --statements ;;
    *.ptx) round_trip "$f" ;;
    *) fail "$f: not .ptx, .asm, err_* or fuzz_*" ;;
  esac
done
[ $n -gt 0 ] || fail "no inputs in $dir"
if [ $fails -ne 0 ]; then echo "$fails of $n inputs failed"; exit 1; fi
echo "PASS: $n inputs"
