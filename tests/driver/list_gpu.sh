# --list-gpu-arch / --list-gpu-code print the architectures and exit;
# architectures CUDA 13 dropped still compile, with nvcc 12's warning.
source "$(dirname "$0")/lib/common.sh"
"$NVCC" --list-gpu-arch >arch.txt || fail "--list-gpu-arch"
[ "$(head -1 arch.txt)" = compute_50 ] && grep -qx compute_75 arch.txt && grep -qx compute_120 arch.txt \
  || { cat arch.txt; fail "compute list"; }
grep -v '^compute_[0-9]*$' arch.txt && fail "not one compute_XX per line"
"$NVCC" -code-ls >code.txt && grep -qx sm_90 code.txt && ! grep -q compute code.txt || fail "-code-ls"
"$NVCC" -arch-ls -code-ls >both.txt && grep -qx 'arch=compute_86,code=sm_86' both.txt || fail "both lists"
[ "$(wc -l <arch.txt)" = "$(wc -l <both.txt)" ] || fail "lists differ in length"
printf '__global__ void k(int *p) { *p = __CUDA_ARCH__; }\n' > x.cu
"$NVCC" --dryrun -arch=sm_70 -c x.cu 2>err.txt || fail "-arch=sm_70"
grep -qx "nvcc warning : The 'sm_70' architecture is deprecated: CUDA 13 compiles for sm_75 and newer only (Use -Wno-deprecated-gpu-targets to suppress warning)." err.txt \
  || { cat err.txt; fail "deprecation warning"; }
grep -q -- '--offload-arch=sm_70' err.txt || fail "sm_70 not used"
"$NVCC" --dryrun -gencode arch=compute_35,code=sm_35 -gencode arch=compute_80,code=sm_80 -c x.cu 2>err.txt || fail "-gencode sm_35"
grep -q "'compute_35', 'sm_35' architectures are deprecated" err.txt || { cat err.txt; fail "gencode warning"; }
"$NVCC" --dryrun -arch=sm_60 -Wno-deprecated-gpu-targets -c x.cu 2>err.txt && ! grep -q warning err.txt \
  || fail "-Wno-deprecated-gpu-targets"
"$NVCC" --dryrun -arch=sm_75 -c x.cu 2>err.txt && ! grep -q warning err.txt || fail "warning for sm_75"
for a in native all all-major; do "$NVCC" --dryrun -arch=$a -c x.cu 2>/dev/null || fail "-arch=$a"; done
echo PASS
