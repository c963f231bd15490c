# Separate compilation as Makefiles and CMake run it: -dc objects, static
# archives of them, shared libraries, an explicit -dlink followed by a link
# with the host compiler, and nvlink's errors for undefined device code.
source "$(dirname "$0")/lib/common.sh"
HOME_DIR=$(cd "$(dirname "$NVCC")/.." && pwd)

cat > util.cu <<'CU'
__device__ int counter;
__device__ int scaled(int x) { return 3 * x + 1; }
CU
cat > kern.cu <<'CU'
#include <cstdio>
extern __device__ int counter;
__device__ int scaled(int x);
__global__ void k(int *out) { out[threadIdx.x] = scaled(threadIdx.x); atomicAdd(&counter, 1); }
int run()
{
    int *out;
    cudaMallocManaged(&out, 32 * sizeof(int));
    k<<<1, 32>>>(out);
    cudaDeviceSynchronize();
    int c = 0, bad = 0;
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    for (int i = 0; i < 32; i++)
        bad += out[i] != 3 * i + 1;
    return bad == 0 && c == 32 ? 0 : 1;
}
CU
cat > main.cpp <<'CPP'
#include <cstdio>
int run();
int main() { int rc = run(); puts(rc ? "wrong" : "ok"); return rc; }
CPP
expect_ok() { [ "$(./"$1")" = ok ] || fail "$1 printed '$(./"$1" 2>&1)'"; }

# -dc, then nvcc links (the device link is implicit, without -rdc)
"$NVCC" -dc util.cu kern.cu || fail "nvcc -dc"
"$NVCC" util.o kern.o main.cpp -o p1 || fail "nvcc link of -dc objects"
expect_ok p1
# what a Makefile does: -dlink, then the host compiler links
"$NVCC" -dlink util.o kern.o -o dlink.o || fail "nvcc -dlink"
g++ main.cpp util.o kern.o dlink.o -L"$HOME_DIR/lib64" -lcudart_static -ldl -lpthread -lrt -o p2 \
  || fail "g++ link with the device-link object"
expect_ok p2
# a static library of relocatable device code, found through -L/-l
"$NVCC" -lib -rdc=true util.cu -o libutil.a || fail "nvcc -lib -rdc=true"
"$NVCC" -rdc=true kern.cu main.cpp -L. -lutil -o p3 || fail "link against libutil.a"
expect_ok p3
# a library named twice (CMake repeats them) is device-linked once
"$NVCC" -rdc=true kern.cu main.cpp -L. -lutil libutil.a -lutil -o p3b || fail "library named twice"
expect_ok p3b
# a shared library holding its own device link
"$NVCC" -shared -Xcompiler -fPIC -rdc=true util.cu kern.cu -o libk.so || fail "shared library"
"$NVCC" main.cpp -L. -lk -Xlinker -rpath="$PWD" -o p4 || fail "link against libk.so"
expect_ok p4
# device code no object defines: named, as nvlink names it
"$NVCC" -rdc=true kern.cu main.cpp -o p5 2>err.txt && fail "undefined device code linked"
grep -q "Undefined reference to device function '_Z6scaledi'" err.txt || { cat err.txt; fail "message"; }
grep -q "Undefined reference to device variable 'counter'" err.txt || { cat err.txt; fail "message"; }
# without -rdc, calling another unit's device function is a compile error that says what to do
"$NVCC" -c kern.cu -o k.o 2>err.txt && fail "non-rdc compile of a cross-unit call"
grep -q "kern.cu:4:.*device function '_Z6scaledi' is not defined in this translation unit.*-rdc=true" err.txt \
  || { cat err.txt; fail "non-rdc message"; }
# dynamic parallelism is named, at the launch in device code
cat > dp.cu <<'CU'
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) { child<<<1, 32>>>(p); }
CU
"$NVCC" -rdc=true -c dp.cu 2>err.txt && fail "a device-side launch compiled"
grep -q "^dp.cu:2:34: note: launching a kernel from device code (dynamic parallelism) is not supported" err.txt \
  || { cat err.txt; fail "dynamic parallelism message"; }
# NVCC_CCBIN is the default host compiler
NVCC_CCBIN=/nonexistent/g++ "$NVCC" -c main.cpp -o m.o 2>err.txt && fail "NVCC_CCBIN ignored"
echo PASS
