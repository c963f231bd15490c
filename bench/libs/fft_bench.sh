#!/usr/bin/env bash
# cuFFT against FFTW called directly (fft_bench.cu): 1D, 2D and 3D, C2C
# and R2C, the ratio fftw/cufft per case (issue 15 asks at least 0.95).
#   fft_bench.sh NVCC [REPS]
set -euo pipefail
nvcc=${1:?usage: fft_bench.sh NVCC [REPS]}
reps=${2:-15}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O2 "$here/fft_bench.cu" -o "$work/fft_bench" -lcufft -lfftw3f_threads -lfftw3f
# The toolkit's libraries live in lib64 beside nvcc's bin, which programs
# linked by name do not carry a run path to (NVIDIA's rely on ldconfig).
lib64=$(cd "$(dirname "$(command -v "$nvcc")")/../lib64" && pwd)
LD_LIBRARY_PATH=$lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} "$work/fft_bench" "$reps"
