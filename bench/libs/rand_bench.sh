#!/usr/bin/env bash
# cuRAND generation throughput (rand_bench.cu): host API per generator and
# distribution, device API curand_init + curand_uniform per thread.
#   rand_bench.sh NVCC [REPS]
set -euo pipefail
nvcc=${1:?usage: rand_bench.sh NVCC [REPS]}
reps=${2:-5}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$nvcc" -O2 "$here/rand_bench.cu" -o "$work/rand_bench" -lcurand
"$work/rand_bench" "$reps"
