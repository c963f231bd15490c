# --version is parsed by CMake, Meson and scripts: nvcc's banner line, a line
# saying it is Ferry, then nvcc's release line, whose V<version> is the last
# capital V of the text (Meson takes what follows the last one).
source "$(dirname "$0")/lib/common.sh"
"$NVCC" --version >out.txt || fail "--version exited nonzero"
[ "$(head -1 out.txt)" = "nvcc: NVIDIA (R) Cuda compiler driver" ] || fail "banner line: $(head -1 out.txt)"
grep -q '^Ferry .*not NVIDIA' out.txt || fail "no line saying this is Ferry: $(cat out.txt)"
grep -q 'release 12\.3' out.txt || fail "no 'release 12.3' in: $(cat out.txt)"
grep -q '^Cuda compilation tools, release 12\.3, V12\.3\.[0-9]*$' out.txt || fail "release line"
# CMake 3.25's and 4.x's vendor regexes, and their version regex
grep -q 'nvcc: NVIDIA (R) Cuda compiler driver' out.txt || fail "CMake 3.x vendor match"
grep -Eq 'nvcc: [^ ].* Cuda compiler driver' out.txt || fail "CMake 4.x vendor match"
after_v=$(python3 -c 'import sys; print(sys.stdin.read().strip().rsplit("V", 1)[-1].split()[0])' <out.txt)
[ "$after_v" = 12.3.0 ] || fail "Meson would read version '$after_v'"
"$NVCC" -V | grep -q 'release 12\.3' || fail "-V"
"$NVCC" --help | grep -q -- '--gpu-architecture' || fail "--help"
echo PASS
