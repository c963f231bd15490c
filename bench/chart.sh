#!/usr/bin/env bash
# A PNG bar chart of a results file of run.sh --json: one group per kernel,
# bars for Ferry/OpenMP and Ferry/PoCL on a log scale, drawn from the line at
# 1.0 (so 2x slower and 2x faster are bars of the same length, up and down).
#   chart.sh results.json out.png
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: chart.sh results.json out.png" >&2; exit 2; }
results=$1 out=$2
command -v gnuplot >/dev/null || { echo "chart.sh: needs gnuplot (Debian: gnuplot-nox; make -C bench deps)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "chart.sh: needs python3" >&2; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

python3 "$(dirname "$0")/results.py" chart-data "$results" "$work/data" >"$work/titles"
{ read -r title; read -r key_omp; read -r key_ocl; } <"$work/titles"
n=$(wc -l <"$work/data")
[ "$n" -gt 0 ] || { echo "chart.sh: no kernels in $results" >&2; exit 1; }
# pngcairo draws smoother text; plain png (libgd) is the fallback some builds have.
term=png
gnuplot -e 'set terminal pngcairo' >/dev/null 2>&1 && term=pngcairo

# Rows: index, kernel, Ferry/OpenMP, Ferry/PoCL ("-" where missing).  The
# bars are boxxyerror rectangles from 1 to the ratio; each value is written
# just past the end of its bar, above or below.
gnuplot <<GP
set terminal $term size $((n * 60 + 240 > 900 ? n * 60 + 240 : 900)),600
set output '${out//\'/\'\'}'
set title '${title//\'/\'\'}' noenhanced
set datafile missing '-'
set logscale y
set yrange [*<0.5:2<*] # at least 0.5 to 2, so the line at 1 is never at an edge
set ylabel 'Ferry time / peer time (log scale; below 1: Ferry is faster)'
set xrange [-0.6:$n - 0.4]
set xtics rotate by -30 noenhanced nomirror
set grid ytics mytics
set key bmargin center horizontal noenhanced # below the axis, never over the bars
set style fill solid 0.85 border -1
lo(r) = r < 1 ? r : 1
hi(r) = r < 1 ? 1 : r
past(r) = r < 1 ? r / 1.1 : r * 1.1
plot '$work/data' using (\$1 - 0.19):(1):(\$1 - 0.36):(\$1 - 0.02):(lo(\$3)):(hi(\$3)):xtic(2) \
       with boxxyerror lc rgb '#3b7dd8' title '${key_omp//\'/\'\'}', \
     '' using (\$1 + 0.19):(1):(\$1 + 0.02):(\$1 + 0.36):(lo(\$4)):(hi(\$4)) \
       with boxxyerror lc rgb '#e07b39' title '${key_ocl//\'/\'\'}', \
     '' using (\$1 - 0.19):(past(\$3)):(sprintf('%.2f', \$3)) with labels font ',8' notitle, \
     '' using (\$1 + 0.19):(past(\$4)):(sprintf('%.2f', \$4)) with labels font ',8' notitle, \
     1 with lines lc rgb 'black' dt 2 lw 1.5 notitle
GP
[ -s "$out" ] || { echo "chart.sh: gnuplot wrote nothing to $out" >&2; exit 1; }
