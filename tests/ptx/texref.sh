#!/usr/bin/env bash
# A texture reference through the PTX front end, end to end: texref/fetch.cu's
# host code (cudaBindTexture on a texture<>) with its device code replaced by
# texref/fetch.ptx (.global .texref read by tex.1d), run; it prints PASS.
#   texref.sh FERRY_NVCC WORKDIR
set -u
nvcc=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"; mkdir -p "$work"
"$nvcc" "$here/texref/fetch.cu" --ferry-device-ptx "$here/texref/fetch.ptx" -o "$work/prog" 2>"$work/err" \
  || { cat "$work/err"; echo "FAIL: compile"; exit 1; }
out=$("$work/prog") || { echo "$out"; echo "FAIL: exit status"; exit 1; }
echo "$out"
[ "$(tail -n 1 <<<"$out")" = PASS ]
