# Fatal errors look like nvcc's and exit 1.
source "$(dirname "$0")/lib/common.sh"
touch x.cu
expect_fatal "Unknown option '-foo'" -foo x.cu
expect_fatal "No input files specified; use option --help for more information"
expect_fatal "No input files specified; use option --help for more information" -O2 -c
expect_fatal "argument expected after '-o'" x.cu -o
expect_fatal "Value 'foo' is not defined for option 'cudart'" -cudart foo x.cu
expect_fatal "Unsupported gpu architecture 'sm_14'" -arch=sm_14 x.cu
expect_fatal "Don't know what to do with 'x.xyz'" x.xyz
"$NVCC" -E k.ptx 2>err.txt && fail "PTX input preprocessed"
grep -qx 'nvcc fatal   : PTX input cannot be preprocessed: k.ptx' err.txt || fail "PTX message: $(cat err.txt)"
echo PASS
