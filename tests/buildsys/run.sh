#!/usr/bin/env bash
# run.sh CASE NVCC WORK: builds one of the projects here as a user would
# with NVIDIA's toolkit (ctest runs it under tests/hide_nvidia.sh, so only
# Ferry is there), runs its programs without LD_LIBRARY_PATH and checks
# they print PASS.  The projects are never changed for Ferry: CMake is
# pointed at it with -DCMAKE_CUDA_COMPILER only, make through ferry-env.
#
# CASE is CMAKE-PROJECT-GENERATOR or a plain name:
#   CMAKE      cmake (Debian's, 3.25) or newest (the newest CMake from PyPI,
#              in a virtual environment made once under WORK/..; without
#              network the case is skipped, exit 77)
#   PROJECT    plain, toolkit, toolkitnative (toolkit with
#              CMAKE_CUDA_ARCHITECTURES=native), rdc, cccl (find_package(CCCL)),
#              oldarch (CMAKE_CUDA_ARCHITECTURES "20;35")
#   GENERATOR  make (Unix Makefiles) or ninja
#   makefile   the hand-written Makefile, nvcc from PATH through ferry-env
#   makefile-oldarch  oldarch's Makefiles of the CUDA 2-5 era (sm_13, sm_20,
#              sm_35, nvcc -cuda, -Xptxas -v), nvcc through ferry-env
#   ccache     plain, nvcc under ccache (CMAKE_CUDA_COMPILER_LAUNCHER),
#              built twice: the second build must come from the cache
set -euo pipefail
case=$1 nvcc=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
home=$(cd "$(dirname "$nvcc")/.." && pwd -P)
rm -rf "$work"; mkdir -p "$work"
unset LD_LIBRARY_PATH CUDA_PATH CUDA_HOME CUDAToolkit_ROOT CUDACXX CUDAHOSTCXX CUDAARCHS
fail() { echo "FAIL: $*"; exit 1; }

# The newest CMake, installed once for all cases (a lock, as ctest -j runs
# cases side by side).
newest_cmake() {
  local venv
  venv=$(dirname "$work")/buildsys_venv
  (
    flock 9
    if [ ! -x "$venv/bin/cmake" ]; then
      rm -rf "$venv"
      python3 -m venv "$venv" >/dev/null || exit 77
      if ! timeout 300 "$venv/bin/pip" install -q --disable-pip-version-check cmake >"$venv.log" 2>&1; then
        cat "$venv.log" >&2
        rm -rf "$venv"
        exit 77
      fi
    fi
  ) 9>"$venv.lock" || {
    echo "SKIP: could not install CMake from PyPI (no network?); the newest-CMake cases need it"
    exit 77
  }
  echo "$venv/bin/cmake"
}

# run_all DIR PROGRAM...: each program prints PASS, without LD_LIBRARY_PATH.
run_all() {
  local dir=$1; shift
  for p in "$@"; do
    out=$(env -u LD_LIBRARY_PATH "$dir/$p") || fail "$p: $out"
    grep -q '^PASS' <<<"$out" || fail "$p printed: $out"
    echo "$out"
  done
}

# has_runpath FILE: the program finds Ferry's lib64 by its RUNPATH/RPATH.
has_runpath() {
  local d
  d=$(readelf -d "$1")
  grep -E 'R(UN)?PATH' <<<"$d" | grep -qF "$home/lib64" || { echo "$d"; fail "$1 has no RPATH to $home/lib64"; }
}

cmake_case() {
  local cmake=$1 project=$2 gen=$3 extra=()
  case $cmake in
    cmake) cmake=cmake ;;
    newest) cmake=$(newest_cmake) ;;
    *) fail "unknown CMake '$cmake'" ;;
  esac
  case $gen in
    make) gen="Unix Makefiles" ;;
    ninja) gen=Ninja
           command -v ninja >/dev/null || { echo "SKIP: no ninja (make deps installs ninja-build)"; exit 77; } ;;
    *) fail "unknown generator '$gen'" ;;
  esac
  if [ "$project" = toolkitnative ]; then
    project=toolkit
    extra+=(-DCMAKE_CUDA_ARCHITECTURES=native)
  fi
  "$cmake" --version | head -1
  "$cmake" -S "$here/$project" -B "$work/build" -G "$gen" -DCMAKE_CUDA_COMPILER="$nvcc" "${extra[@]}" \
    >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure"; }
  grep -q 'The CUDA compiler identification is NVIDIA 12\.3\.0' "$work/configure.log" \
    || { cat "$work/configure.log"; fail "CMake did not identify the CUDA compiler"; }
  "$cmake" --build "$work/build" -j2 >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build"; }
  case $project in
    plain) run_all "$work/build" plain ;;
    toolkit)
      run_all "$work/build" with_cudart with_cudart_static arch_native arch_list host_cudart mixed driver_api
      for p in with_cudart host_cudart driver_api; do has_runpath "$work/build/$p"; done
      ;;
    rdc) run_all "$work/build" rdc_app ;;
    cccl) run_all "$work/build" thrust_app ;;
    oldarch) run_all "$work/build" oldarch ;;
  esac
}

case $case in
  makefile)
    cp -r "$here/makefile" "$work/src"
    # shellcheck disable=SC1091
    (source "$home/bin/ferry-env" && [ "$(command -v nvcc)" = "$home/bin/nvcc" ] && make -C "$work/src") \
      >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "make"; }
    run_all "$work/src" app app_rdc
    ;;
  makefile-oldarch)
    cp -r "$here/oldarch" "$work/src"
    # shellcheck disable=SC1091
    (source "$home/bin/ferry-env" && make -C "$work/src" && make -C "$work/src" -f tesla.mk) \
      >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "make"; }
    run_all "$work/src" reduce reduce_cpp reduce_tesla
    # one architecture warning from each of the four nvcc runs that name old ones
    n=$(grep -c '^nvcc warning : The .* deprecated' "$work/build.log")
    [ "$n" -eq 4 ] || { cat "$work/build.log"; fail "$n architecture warnings for 4 nvcc runs"; }
    grep -qxF "ptxas info    : Compiling entry function '_Z6reducePKfPdiPi' for 'sm_13'" "$work/build.log" \
      || { cat "$work/build.log"; fail "no ptxas report"; }
    ;;
  ccache)
    command -v ccache >/dev/null || { echo "SKIP: no ccache (make deps installs it)"; exit 77; }
    export CCACHE_DIR=$work/ccache CCACHE_NOHASHDIR=1
    for round in 1 2; do
      rm -rf "$work/build"
      cmake -S "$here/plain" -B "$work/build" -DCMAKE_CUDA_COMPILER="$nvcc" -DCMAKE_CUDA_COMPILER_LAUNCHER=ccache \
        >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure ($round)"; }
      cmake --build "$work/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build ($round)"; }
      run_all "$work/build" plain
    done
    stats=$(ccache --print-stats)
    hits=$(awk -F'\t' '$1 ~ /^(direct|preprocessed)_cache_hit$/ { n += $2 } END { print n + 0 }' <<<"$stats")
    [ "$hits" -ge 1 ] || { echo "$stats"; fail "the second build did not come from ccache"; }
    ;;
  *-*-*)
    IFS=- read -r cm project gen <<<"$case"
    cmake_case "$cm" "$project" "$gen"
    ;;
  *) fail "unknown case '$case'" ;;
esac
echo PASS
