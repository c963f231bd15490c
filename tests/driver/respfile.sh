# Options from @files, -optf and NVCC_PREPEND_FLAGS/NVCC_APPEND_FLAGS.
source "$(dirname "$0")/lib/common.sh"
touch x.cu
printf -- "-DFROM_FILE '-DSPACED=a b'\n-arch=sm_80\n" > opts.rsp
"$NVCC" --dryrun -c @opts.rsp x.cu 2>err.txt || fail "@file"
grep -q -- '-DFROM_FILE' err.txt || fail "@file option missing"
grep -qF -- "'-DSPACED=a b'" err.txt || fail "quoted option not kept whole"
grep -q -- '--offload-arch=sm_80' err.txt || fail "-arch from @file"
"$NVCC" --dryrun -c -optf opts.rsp x.cu 2>err.txt && grep -q -- '-DFROM_FILE' err.txt || fail "-optf"
NVCC_PREPEND_FLAGS='-DPRE' NVCC_APPEND_FLAGS='-DPOST' "$NVCC" --dryrun -c x.cu 2>err.txt || fail "env flags"
grep -q -- '-DPRE .*-DPOST' err.txt || fail "env flags missing or out of order"
expect_fatal "Could not open options file 'missing.rsp'" @missing.rsp x.cu
echo PASS
