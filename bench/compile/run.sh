#!/usr/bin/env bash
# Compile time: how each stage grows with the size of a program, and how
# Ferry's nvcc compares with NVIDIA's where that is installed (as a timing
# oracle only).
#   run.sh NVCC [AXIS...]          the stress set (gen.sh), every axis by default
#   run.sh NVCC --files F.cu...    ratios to NVIDIA's nvcc for these files
# For each axis, the programs at sizes 0 and five sizes from n to 16n are
# compiled with `nvcc -O3 -c -time`; each stage's time less its time at size
# 0 is fitted as c * n^k over the sizes where it takes 10 ms or more, and k
# is set beside the exponent n log n would have over the same sizes.  A
# stage under 50 ms at every size is reported as flat.
set -euo pipefail
nvcc=${1:?usage: run.sh NVCC [AXIS... | --files F.cu...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# NVIDIA's nvcc, when there is one that is not Ferry's
nv=$(command -v nvcc || true)
if [ -n "$nv" ] && { [ "$(readlink -f "$nv")" = "$(readlink -f "$nvcc")" ] || ! "$nv" --version 2>/dev/null | grep -q NVIDIA; }; then
  nv=
fi

declare -A sizes=(
  [barriers]="8 16 32 64 128" [unroll]="64 128 256 512 1024" [live]="16 32 64 128 256"
  [warpops]="16 32 64 128 256" [nest]="1 2 4 8 16" [templates]="8 16 32 64 128" [asm]="32 64 128 256 512")
all_axes="barriers unroll live warpops nest templates asm"

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

# ferry_time SRC CSV: compiles with -time, leaving the table in CSV; prints the wall time
ferry_time() {
  rm -f "$2"
  local s; s=$(now)
  "$nvcc" -O3 -arch=sm_80 -c "$1" -o "$work/f.o" -time "$2" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; return 1; }
  seconds "$s" "$(now)"
}

nvidia_time() {
  [ -n "$nv" ] || { echo -; return; }
  local s; s=$(now)
  "$nv" -O3 -arch=sm_80 -c "$1" -o "$work/n.o" >/dev/null 2>&1 || { echo -; return; }
  seconds "$s" "$(now)"
}

# stage_ms CSV STAGE: that stage's milliseconds in an nvcc -time table (0 if absent)
stage_ms() {
  awk -F' , ' -v st="$2" '$2 == st { t += $7 } END { printf "%.1f", t + 0 }' "$1"
}

# The stages: the steps, and the lowering's passes as ferry-lower reports them
stages_of() {
  awk -F' , ' 'NR > 1 && $2 != "nvcc (driver)" && !seen[$2]++ { print $2 }' "$1"
}

# fit "N T" lines: k of t = c * n^k by least squares over the points of at
# least 10 ms, then the exponent n log n has over the same sizes; "flat"
# when the stage stays under 50 ms
fit() {
  awk '{ n[NR] = $1; t[NR] = $2; if ($2 > max) max = $2 }
    END {
      if (max < 50) { print "flat -"; exit }
      for (i = 1; i <= NR; i++) if (t[i] >= 10) {
        x = log(n[i]); y = log(t[i]); k++; sx += x; sy += y; sxx += x * x; sxy += x * y
        if (!lo || n[i] < lo) lo = n[i]; if (n[i] > hi) hi = n[i] }
      if (k < 2 || hi == lo) { print "flat -"; exit }
      l0 = lo < 2 ? 2 : lo
      printf "%.2f %.2f\n", (k * sxy - sx * sy) / (k * sxx - sx * sx), log(hi * log(hi) / (l0 * log(l0))) / log(hi / lo) }'
}

axis_report() {
  local axis=$1 csvs=() ns=() walls=() nvs=()
  bash "$here/gen.sh" "$axis" 0 > "$work/${axis}_0.cu"
  ferry_time "$work/${axis}_0.cu" "$work/${axis}_0.csv" >/dev/null
  for n in ${sizes[$axis]}; do
    bash "$here/gen.sh" "$axis" "$n" > "$work/${axis}_$n.cu"
    walls+=("$(ferry_time "$work/${axis}_$n.cu" "$work/${axis}_$n.csv")")
    nvs+=("$(nvidia_time "$work/${axis}_$n.cu")")
    ns+=("$n")
    csvs+=("$work/${axis}_$n.csv")
  done
  printf '\n%s (n = %s)\n' "$axis" "${ns[*]}"
  printf '  %-40s %s  %s\n' "stage (ms less size 0)" "$(printf '%8s' "${ns[@]}")" "    k  n log n"
  local worst=ok
  while read -r stage; do
    local base row=() t
    base=$(stage_ms "$work/${axis}_0.csv" "$stage")
    for c in "${csvs[@]}"; do
      t=$(awk -v t="$(stage_ms "$c" "$stage")" -v b="$base" 'BEGIN { d = t - b; printf "%.0f", d < 0 ? 0 : d }')
      row+=("$t")
    done
    local k bound verdict=""
    read -r k bound < <(for i in 0 1 2 3 4; do echo "${ns[$i]} ${row[$i]}"; done | fit)
    if [ "$k" != flat ] && awk -v k="$k" -v b="$bound" 'BEGIN { exit !(k > b + 0.15) }'; then
      verdict="  grows faster than n log n"; worst=superlinear
    fi
    printf '  %-40s %s  %5s %8s%s\n' "$stage" "$(printf '%8s' "${row[@]}")" "$k" "$bound" "$verdict"
  done < <(stages_of "${csvs[4]}")
  printf '  %-40s %s\n' "Ferry wall (s)" "$(printf '%8s' "${walls[@]}")"
  if [ -n "$nv" ]; then
    printf '  %-40s %s\n' "NVIDIA nvcc wall (s)" "$(printf '%8s' "${nvs[@]}")"
    local r=()
    for i in 0 1 2 3 4; do r+=("$(awk -v f="${walls[$i]}" -v n="${nvs[$i]}" 'BEGIN { if (n == "-") print "-"; else printf "%.2f", f / n }')"); done
    printf '  %-40s %s\n' "ratio Ferry/NVIDIA" "$(printf '%8s' "${r[@]}")"
    printf '%s\n' "${r[@]}" >> "$work/ratios"
  fi
  echo "$axis $worst" >> "$work/verdicts"
}

files_report() {
  printf '%-40s %9s %9s %7s\n' file "Ferry s" "NVIDIA s" ratio
  for f in "$@"; do
    local fw nw
    fw=$(ferry_time "$f" "$work/x.csv" 2>/dev/null) || { printf '%-40s Ferry cannot compile it\n' "$(basename "$f")"; continue; }
    nw=$(nvidia_time "$f")
    [ "$nw" != - ] || { printf '%-40s %9s %9s\n' "$(basename "$f")" "$fw" "-"; continue; }
    r=$(awk -v f="$fw" -v n="$nw" 'BEGIN { printf "%.2f", f / n }')
    printf '%-40s %9s %9s %7s\n' "$(basename "$f")" "$fw" "$nw" "$r"
    echo "$r" >> "$work/ratios"
  done
}

summary() {
  if [ -s "$work/ratios" ]; then
    sort -n "$work/ratios" | awk '{ r[NR] = $1 } END {
      m = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
      printf "\nratio Ferry/NVIDIA over %d files: median %.2f, largest %.2f (the goal: median at most 0.2, none above 1.0)\n", NR, m, r[NR] }'
  elif [ -z "$nv" ]; then
    printf '\nNVIDIA nvcc not found: no ratios\n'
  fi
  if [ -s "$work/verdicts" ]; then
    printf 'growth: '
    awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $1, $2 }' "$work/verdicts"
    echo
  fi
}

printf 'compile time on %s, %s cores\n' "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')" "$(nproc)"
# the first compile makes the precompiled headers; no axis should pay for it
bash "$here/gen.sh" barriers 1 > "$work/warm.cu"; ferry_time "$work/warm.cu" "$work/warm.csv" >/dev/null
if [ "${1:-}" = --files ]; then
  shift
  files_report "$@"
else
  for axis in ${*:-$all_axes}; do
    [ -n "${sizes[$axis]:-}" ] || { echo "run.sh: unknown axis $axis" >&2; exit 2; }
    axis_report "$axis"
  done
fi
summary
