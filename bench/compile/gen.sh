#!/usr/bin/env bash
# Prints a CUDA program that grows along one axis: gen.sh AXIS N.
# The stress set of `make bench-compile` (bench/compile/run.sh): each axis
# makes one thing a compiler's passes may grow faster than linearly with,
# the rest of the program staying the same.
#   barriers   N __syncthreads() in one kernel, shared memory between them
#   unroll     a straight line of N steps (a #pragma unroll loop)
#   live       N values live across one barrier
#   warpops    N warp shuffles in one kernel
#   nest       loops nested N deep, a barrier in the innermost
#   templates  N instantiations of a templated kernel
#   asm        N inline PTX statements
set -euo pipefail
axis=${1:?usage: gen.sh AXIS N}
n=${2:?usage: gen.sh AXIS N}

main() { # main KERNEL_LAUNCHES
  cat <<EOF
int main()
{
    float *in, *out;
    cudaMallocManaged(&in, 1 << 20);
    cudaMallocManaged(&out, 1 << 20);
    for (int i = 0; i < (1 << 18); i++)
        in[i] = (float)(i % 7);
$1
    cudaDeviceSynchronize();
    printf("%g\n", out[5]);
    return 0;
}
EOF
}

echo '#include <cstdio>'
case $axis in
barriers)
  echo '__global__ void k(const float *in, float *out)'
  echo '{'
  echo '    __shared__ float s[256];'
  echo '    int t = threadIdx.x;'
  echo '    float v = in[blockIdx.x * 256 + t];'
  echo '    s[t] = v;'
  for ((i = 0; i < n; i++)); do
    echo '    __syncthreads();'
    echo "    v += s[(t + $((i * 7 % 255 + 1))) & 255] * 0.5f;"
    echo '    __syncthreads();'
    echo '    s[t] = v;'
  done
  echo '    out[blockIdx.x * 256 + t] = v;'
  echo '}'
  main '    k<<<64, 256>>>(in, out);' ;;
unroll)
  echo '__global__ void k(const float *in, float *out)'
  echo '{'
  echo '    int i = blockIdx.x * blockDim.x + threadIdx.x;'
  echo '    float a = in[i], b = in[i + 1], c = 0.0f;'
  echo '#pragma unroll'
  echo "    for (int j = 0; j < $n; j++) {"
  echo '        c = c * a + b;'
  echo '        a = a * 0.999f + c * 0.001f;'
  echo '        if (c > 1e6f) c -= 1e6f;'
  echo '    }'
  echo '    out[i] = c;'
  echo '}'
  main '    k<<<64, 256>>>(in, out);' ;;
live)
  echo '__global__ void k(const float *in, float *out)'
  echo '{'
  echo '    __shared__ float s[256];'
  echo '    int t = threadIdx.x, base = blockIdx.x * 256;'
  for ((i = 0; i < n; i++)); do echo "    float v$i = in[base + ((t + $i) & 255)] * $((i + 1)).0f;"; done
  if ((n > 0)); then echo '    s[t] = v0;'; else echo '    s[t] = 1.0f;'; fi
  echo '    __syncthreads();'
  echo '    float r = s[255 - t];'
  for ((i = 0; i < n; i++)); do echo "    r = r * 0.5f + v$i;"; done
  echo '    out[base + t] = r;'
  echo '}'
  main '    k<<<64, 256>>>(in, out);' ;;
warpops)
  echo '__global__ void k(const float *in, float *out)'
  echo '{'
  echo '    int i = blockIdx.x * blockDim.x + threadIdx.x;'
  echo '    float v = in[i];'
  for ((j = 0; j < n; j++)); do echo "    v += __shfl_xor_sync(0xffffffffu, v, $((1 << (j % 5))));"; done
  echo '    out[i] = v;'
  echo '}'
  main '    k<<<64, 256>>>(in, out);' ;;
nest)
  echo '__global__ void k(const float *in, float *out)'
  echo '{'
  echo '    __shared__ float s[256];'
  echo '    int t = threadIdx.x;'
  echo '    float v = in[blockIdx.x * 256 + t];'
  ind='    '
  for ((d = 0; d < n; d++)); do
    echo "${ind}#pragma unroll 1"
    echo "${ind}for (int i$d = 0; i$d < 2; i$d++) {"
    ind="$ind    "
  done
  echo "${ind}s[t] = v;"
  echo "${ind}__syncthreads();"
  echo "${ind}v += s[255 - t] * 0.5f;"
  echo "${ind}__syncthreads();"
  for ((d = n - 1; d >= 0; d--)); do
    ind=${ind%    }
    echo "${ind}}"
  done
  echo '    out[blockIdx.x * 256 + t] = v;'
  echo '}'
  main '    k<<<64, 256>>>(in, out);' ;;
templates)
  echo 'template <int K> __global__ void k(const float *in, float *out)'
  echo '{'
  echo '    int i = blockIdx.x * blockDim.x + threadIdx.x;'
  echo '    out[i] += in[i] * K + (float)(K % 3);'
  echo '}'
  launches=''
  for ((j = 0; j < n; j++)); do launches+="    k<$j><<<64, 256>>>(in, out);"$'\n'; done
  main "$launches" ;;
asm)
  echo '__global__ void k(const float *in, float *out)'
  echo '{'
  echo '    int i = blockIdx.x * blockDim.x + threadIdx.x;'
  echo '    unsigned x = (unsigned)in[i], y = 1;'
  for ((j = 0; j < n; j++)); do
    case $((j % 3)) in
      0) echo '    asm("add.u32 %0, %0, %1;" : "+r"(x) : "r"(y));' ;;
      1) echo '    asm("shl.b32 %0, %1, 1;" : "=r"(y) : "r"(x));' ;;
      2) echo '    asm("xor.b32 %0, %0, %1;" : "+r"(x) : "r"(y));' ;;
    esac
  done
  echo '    out[i] = (float)(x & 1023);'
  echo '}'
  main '    k<<<64, 256>>>(in, out);' ;;
*) echo "gen.sh: unknown axis $axis" >&2; exit 2 ;;
esac
