#!/usr/bin/env bash
# Which of the CPU models Ferry's cross-CPU tests use this machine can run.
#   models.sh             one line per model: "MODEL runs" or "MODEL skipped:
#                         lacks FLAGS"; fails when no model runs
#   models.sh --runnable  the names of the models that run, one a line
#   models.sh MODEL       that model's line; exit 77 (ctest: skipped) if it
#                         does not run
# The flags come from /proc/cpuinfo (or XCPU_FLAGS="flag flag ..." to try
# another CPU; XCPU_MODELS="model ..." leaves the other models out). A model
# runs only when the CPU has every instruction-set extension LLVM's model implies (clang-19 -march=MODEL -dM -E lists them),
# named below as /proc/cpuinfo names them. System instructions the models
# also imply (sgx pconfig wbnoinvd rdpid ptwrite waitpkg cldemote enqcmd
# movdiri movdir64b serialize tsxldtrk shstk amx_* clzero mwaitx rdpru
# rdrand rdseed fsgsbase invpcid pku clflushopt clwb xsaveopt xsavec xsaves)
# are not checked: LLVM emits them only for their intrinsics, which device
# code (compiled for NVPTX, then lowered) cannot call, and VMs often hide them.
set -u
base="cmov cx8 fxsr mmx sse sse2"
v2="$base cx16 lahf_lm popcnt pni ssse3 sse4_1 sse4_2"
v3="$v2 avx avx2 bmi1 bmi2 f16c fma abm movbe xsave"
v4="$v3 avx512f avx512bw avx512cd avx512dq avx512vl"
skx="$v4 adx aes pclmulqdq 3dnowprefetch"
icx="$skx avx512ifma avx512vbmi avx512_vbmi2 avx512_vnni avx512_bitalg avx512_vpopcntdq gfni vaes vpclmulqdq sha_ni"
declare -A need=(
  [x86-64]=$base [x86-64-v2]=$v2 [x86-64-v3]=$v3 [x86-64-v4]=$v4
  [skylake-avx512]=$skx [icelake-server]=$icx
  [sapphirerapids]="$icx avx512_bf16 avx512_fp16 avx_vnni"
  [znver4]="$icx avx512_bf16 sse4a"
)
models="x86-64 x86-64-v2 x86-64-v3 x86-64-v4 skylake-avx512 icelake-server sapphirerapids znver4"
mode=table
case "${1:-}" in
  --runnable) mode=names ;;
  "") ;;
  *) [ -n "${need[$1]:-}" ] || { echo "models.sh: unknown model $1" >&2; exit 2; }
     models=$1 mode=one ;;
esac

have=" ${XCPU_FLAGS:-$(sed -n 's/^flags[[:space:]]*: //p' /proc/cpuinfo | head -1)} "
any=
for m in $models; do
  lacks=
  for f in ${need[$m]}; do
    case "$have" in *" $f "*) ;; *) lacks="$lacks $f" ;; esac
  done
  why=${lacks:+lacks$lacks}
  case " ${XCPU_MODELS:-$m} " in *" $m "*) ;; *) why="not in XCPU_MODELS" ;; esac
  [ -z "$why" ] && any=1
  if [ $mode = names ]; then
    [ -z "$why" ] && echo "$m"
  elif [ -z "$why" ]; then
    echo "$m runs"
  else
    echo "$m skipped: $why"
  fi
done
case $mode in
  table) [ -n "$any" ] || { echo "FAIL: no model runs here"; exit 1; } ;;
  one) [ -n "$any" ] || exit 77 ;;
esac
exit 0
