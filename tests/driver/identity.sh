# -v and --dryrun print the "#$ NAME=value" lines build tools read to find
# the toolkit, before the steps, even for an input nvcc cannot compile
# (CMake runs `nvcc -v __cmake_determine_cuda`); what they name exists.
source "$(dirname "$0")/lib/common.sh"
home=$(cd "$(dirname "$NVCC")/.." && pwd -P)
"$NVCC" -v __cmake_determine_cuda >out.txt 2>err.txt && fail "nvcc compiled __cmake_determine_cuda"
val() { sed -n "s/^#\\$ $1=//p" err.txt | head -1; }
[ "$(val TOP)" = "$home" ] || { cat err.txt; fail "TOP is not $home"; }
[ "$(val NVVMIR_LIBRARY_DIR)" = "$home/nvvm/libdevice" ] || fail "NVVMIR_LIBRARY_DIR"
[ -s "$home/nvvm/libdevice/libdevice.10.bc" ] || fail "no nvvm/libdevice/libdevice.10.bc"
[ "$(val INCLUDES)" = "-I$home/include" ] || fail "INCLUDES"
[ -e "$home/include/cuda_runtime.h" ] || fail "no include/cuda_runtime.h"
[ "$(val LIBRARIES)" = "-L$home/lib64/implicit" ] || fail "LIBRARIES: $(val LIBRARIES)"
case "$(val PATH)" in "$home/bin:"*) ;; *) fail "PATH does not start with $home/bin" ;; esac
for name in _NVVM_BRANCH_ _SPACE_ _CUDART_ _HERE_ _THERE_ _TARGET_SIZE_ _TARGET_DIR_ LD_LIBRARY_PATH CUDAFE_FLAGS PTXAS_FLAGS; do
  grep -q "^#\\$ $name=" err.txt || fail "no $name= line"
done
grep -q -- '-arch compute_75' err.txt || fail "no default architecture for CMake"
grep -q "nvcc fatal   : Don't know what to do with '__cmake_determine_cuda'" err.txt || fail "no fatal error"

# The link step holds the LIBRARIES value (CMake finds the link line by it)
# and no -L to lib64 itself; the libraries it names are there.
printf '__global__ void k() {}\nint main() { k<<<1, 1>>>(); return cudaDeviceSynchronize(); }\n' > x.cu
"$NVCC" --dryrun -arch=sm_86 x.cu -o x 2>err.txt || fail "--dryrun"
grep -q -- '-arch compute_86' err.txt || fail "-arch=sm_86 not in the identity lines"
link=$(tail -1 err.txt)
grep -qF -- "$(val LIBRARIES)" <<<"$link" || fail "link step lacks the LIBRARIES value: $link"
grep -qF -- "-L$home/lib64 " <<<"$link " && fail "link step names lib64: $link"
grep -q -- '-lcudadevrt -lcudart_static' <<<"$link" || fail "link step libraries: $link"
for f in libcudadevrt.a libcudart_static.a libcudart.so libcuda.so; do
  [ -e "$home/lib64/implicit/$f" ] || fail "lib64/implicit/$f missing"
done
[ "$(cd "$home/lib64/implicit/lib64" && pwd -P)" = "$home/lib64" ] || fail "lib64/implicit/lib64 is not lib64"

# And it links and runs, statically and with -cudart shared (no LD_LIBRARY_PATH).
"$NVCC" x.cu -o x_static && ./x_static || fail "static program"
"$NVCC" -cudart shared x.cu -o x_shared && env -u LD_LIBRARY_PATH ./x_shared || fail "shared program"
echo PASS
