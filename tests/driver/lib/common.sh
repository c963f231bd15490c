# Sourced by the driver shell tests, which run as: bash t.sh NVCC WORKDIR
# (kept out of tests/driver/*.sh so that ctest does not take it for a test)
set -u
NVCC=$1
WORK=$2
DATA=$(cd "$(dirname "${BASH_SOURCE[0]}")/../data" && pwd)
case $NVCC in /*) ;; *) NVCC=$PWD/$NVCC ;; esac
rm -rf "$WORK"
mkdir -p "$WORK"
cd "$WORK" || exit 1

fail() { echo "FAIL: $*"; exit 1; }
# expect_fatal MESSAGE ARGS...: nvcc must exit 1 printing exactly that fatal line.
expect_fatal() {
  local want=$1; shift
  "$NVCC" "$@" >out.txt 2>err.txt
  local rc=$?
  [ $rc -eq 1 ] || fail "nvcc $* exited $rc, expected 1"
  grep -qxF "nvcc fatal   : $want" err.txt || { cat err.txt; fail "nvcc $*: expected 'nvcc fatal   : $want'"; }
}
# steps FILE: how many steps -v/--dryrun printed, leaving out the "#$ NAME=value"
# lines that come first (the identity lines build tools read).
steps() { step_lines "$1" | grep -c '^#\$ '; }
# step_lines FILE: FILE without those identity lines.
step_lines() { grep -v '^#\$ [A-Za-z_]*=' "$1"; }
