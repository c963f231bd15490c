# -v prints each step as --dryrun does, then runs it; intermediates go away.
source "$(dirname "$0")/lib/common.sh"
printf 'int twice(int x) { return 2 * x; }\n' > t.c
mkdir tmp
TMPDIR=$PWD/tmp "$NVCC" -v -c t.c -o t.o 2>err.txt || { cat err.txt; fail "-v -c t.c"; }
grep -q '^#\$ .* -x c -c .*t\.c -o t\.o$' err.txt || { cat err.txt; fail "step not printed"; }
[ -s t.o ] || fail "t.o not made"
[ -z "$(ls tmp)" ] || fail "temporary files left: $(ls tmp)"

# A failing step: its diagnostics pass through, nvcc fails, no output left.
printf 'int broken( { }\n' > bad.c
TMPDIR=$PWD/tmp "$NVCC" -c bad.c -o bad.o 2>err.txt && fail "bad.c compiled"
grep -q 'bad\.c:1' err.txt || { cat err.txt; fail "compiler diagnostic lost"; }
[ ! -e bad.o ] || fail "bad.o left behind"
[ -z "$(ls tmp)" ] || fail "temporary files left after failure"
echo PASS
