#!/usr/bin/env bash
# hide_nvidia.sh CMD...: runs CMD where NVIDIA's CUDA toolkit cannot be seen,
# as on a user's machine without it: a private mount namespace with empty
# directories over /usr/local/cuda*, /usr/local/include (where this project's
# machines have copies of its headers) and the wrapper scripts in
# /usr/local/bin that run it, and its directories taken off PATH.  A header
# or library Ferry lacks then fails the test instead of being found there.
# Needs root for unshare; without it CMD runs as it is, with a note, so that
# a developer without root can still run the suite.
if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null \
   || ! unshare -m true 2>/dev/null; then
  echo "hide_nvidia.sh: not root, NVIDIA's toolkit stays visible" >&2
  exec "$@"
fi
exec unshare -m --propagation private bash -c '
  [ -d /usr/local/include ] && mount -t tmpfs none /usr/local/include
  for d in /usr/local/cuda /usr/local/cuda-*; do
    [ -d "$d" ] && [ ! -L "$d" ] && mount -t tmpfs none "$d"
  done
  for f in /usr/local/bin/*; do
    if [ -f "$f" ] && [ "$(head -c2 "$f" 2>/dev/null)" = "#!" ] && grep -qs "cuda" "$f"; then
      mount --bind /dev/null "$f"
    fi
  done
  PATH=$(printf %s "$PATH" | tr ":" "\n" | grep -v "^/usr/local/cuda" | paste -sd:)
  export PATH
  exec "$@"' hide_nvidia "$@"
