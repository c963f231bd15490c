# --version is parsed by CMake and scripts: keep nvcc's release line.
source "$(dirname "$0")/lib/common.sh"
"$NVCC" --version >out.txt || fail "--version exited nonzero"
grep -q 'release 12\.3' out.txt || fail "no 'release 12.3' in: $(cat out.txt)"
grep -q '^Cuda compilation tools, release 12\.3, V12\.3\.' out.txt || fail "release line"
"$NVCC" -V | grep -q 'release 12\.3' || fail "-V"
"$NVCC" --help | grep -q -- '--gpu-architecture' || fail "--help"
echo PASS
