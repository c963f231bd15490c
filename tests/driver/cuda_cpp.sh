# nvcc -cuda writes x.cu.cpp.ii, the host side as C++: g++ compiles it into
# the object nvcc -c makes (kernel stubs, registration of kernels and
# variables, the kernels' CPU code), which links into a working program
# with the rest, by nvcc or by g++ with libcudart.
source "$(dirname "$0")/lib/common.sh"
HOME_DIR=$(cd "$(dirname "$NVCC")/.." && pwd)
cat > kern.cu <<'CU'
#include <cstdio>
__constant__ float scale[2];
__device__ int hits;
__global__ void saxpy(float *y, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { y[i] = scale[0] * x[i] + y[i]; atomicAdd(&hits, 1); }
}
int run_saxpy(int n)
{
    float *x, *y, two[2] = {2.f, 0.f};
    cudaMallocManaged(&x, n * sizeof *x);
    cudaMallocManaged(&y, n * sizeof *y);
    for (int i = 0; i < n; i++) { x[i] = i; y[i] = 1; }
    cudaMemcpyToSymbol(scale, two, sizeof two);
    saxpy<<<(n + 127) / 128, 128>>>(y, x, n);
    int h = 0;
    cudaMemcpyFromSymbol(&h, hits, sizeof h);
    int bad = h != n;
    for (int i = 0; i < n; i++) bad += y[i] != 2.f * i + 1;
    return bad;
}
CU
cat > main.cpp <<'CPP'
#include <cstdio>
int run_saxpy(int n);
int main() { int bad = run_saxpy(1000); std::puts(bad ? "FAIL" : "PASS"); return bad != 0; }
CPP
expect_pass() { local out; out=$("./$1") && [ "$out" = PASS ] || fail "$1 printed '$out'"; }

"$NVCC" -cuda kern.cu 2>err.txt || { cat err.txt; fail "-cuda"; }
[ -s kern.cu.cpp.ii ] || fail "no kern.cu.cpp.ii"
[ ! -e kern.o ] || fail "-cuda made an object"
g++ -c kern.cu.cpp.ii -o kern.o || fail "g++ -c kern.cu.cpp.ii"
g++ -c main.cpp -o main.o || fail "g++ -c main.cpp"
nm kern.o | grep -q ' U __cudaRegisterFunction' && nm kern.o | grep -q ' U __cudaRegisterVar' \
  || fail "no registration in the object"
# the same symbols as nvcc -c's object
"$NVCC" -c kern.cu -o ref.o || fail "nvcc -c"
diff <(nm ref.o | awk '$2 ~ /^[A-Z]$/ {print $2, $3}' | sort) <(nm kern.o | awk '$2 ~ /^[A-Z]$/ {print $2, $3}' | sort) \
  || fail "the object's global symbols differ from nvcc -c's"
"$NVCC" kern.o main.o -o app_nvcc || fail "link by nvcc"
expect_pass app_nvcc
g++ kern.o main.o -L"$HOME_DIR/lib64" -lcudart_static -ldl -lpthread -lrt -o app_gxx || fail "link by g++"
expect_pass app_gxx

# -g on both sides, -std=c++11 (trigraphs), -o and -odir
"$NVCC" -cuda -g kern.cu -o kern_g.ii || fail "-cuda -g -o"
g++ -g -std=c++11 -c -x c++ kern_g.ii -o kern_g.o || fail "g++ -g -std=c++11 of the -g file"
"$NVCC" -g kern_g.o main.o -o app_g && expect_pass app_g
mkdir -p od
"$NVCC" -cuda -odir od kern.cu 2>/dev/null && [ -s od/kern.cu.cpp.ii ] || fail "-odir"
# relocatable device code rides along too, for the device link
"$NVCC" -cuda -rdc=true kern.cu -o kern_rdc.ii && g++ -c kern_rdc.ii -o kern_rdc.o || fail "-cuda -rdc=true"
"$NVCC" kern_rdc.o main.o -o app_rdc && expect_pass app_rdc
expect_fatal "A single input file is required for a non-link phase when an outputfile is specified" \
  -cuda kern.cu main.cpp -o both.ii
echo PASS
