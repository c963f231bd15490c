# A kernel of many long loops of constant bounds, each behind a test a
# thread can fail (as in a file of math functions' slow paths), keeps them
# all in the thread, says so under -v, and computes what the host does; a
# kernel of a few such loops runs them in steps without the note.
source "$(dirname "$0")/lib/common.sh"

# gen N: a kernel of N loops of 200 steps, each under a test of the input
gen() {
  echo '#include <cstdio>'
  echo '__host__ __device__ unsigned mix(unsigned a, int j) { return a * 31u + ((unsigned)j ^ (a >> 3)); }'
  echo "#define LOOPS $1"
  echo '__host__ __device__ unsigned work(unsigned x) {'
  echo '  unsigned a = x;'
  for k in $(seq 1 "$1"); do
    echo "  if ((x >> ($k % 7)) & 1) for (int j = 0; j < 200; j++) a = mix(a, j + $k);"
  done
  echo '  return a;'
  echo '}'
  cat <<'EOF'
__global__ void kernel(const unsigned *in, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = work(in[i]);
}
int main()
{
    const int n = 1000;
    unsigned h[n], got[n], *din, *dout;
    for (int i = 0; i < n; i++)
        h[i] = i * 2654435761u;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    kernel<<<(n + 127) / 128, 128>>>(din, dout, n);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        if (got[i] != work(h[i])) {
            printf("thread %d: %u, want %u\n", i, got[i], work(h[i]));
            return 1;
        }
    printf("PASS\n");
    return 0;
}
EOF
}

gen 24 > many.cu
gen 4 > few.cu
"$NVCC" -v -O3 many.cu -o many 2>log.txt || { cat log.txt; fail "compile many"; }
grep -q 'ferry-lower: note: .*kernel _Z6kernelPKjPji: its 24 loops of constant bounds stay in each thread' log.txt \
  || { grep ferry-lower log.txt; fail "no note under -v"; }
[ "$(./many)" = PASS ] || fail "many: wrong answer"
"$NVCC" -O3 many.cu -o many2 2>log2.txt || fail "compile many without -v"
grep -q 'constant bounds' log2.txt && fail "a note without -v"
"$NVCC" -v -O3 few.cu -o few 2>log3.txt || fail "compile few"
grep -q 'constant bounds' log3.txt && fail "the budget applied to a kernel of 4 loops"
[ "$(./few)" = PASS ] || fail "few: wrong answer"
echo PASS
