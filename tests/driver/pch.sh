# cuda_runtime.h precompiled (ferry-pch), and the source's preamble in a
# header chained to it: the same programs, objects and dependency files as
# without them; a header changed, or added where it
# shadows one the precompiled header read, is seen at the next compile;
# FERRY_PCH=0 and FERRY_DISABLE_CACHE=1 turn it off; FERRY_PCH_KEEP bounds
# the cache.
source "$(dirname "$0")/lib/common.sh"
export FERRY_CACHE_DIR=$WORK/cache
unset FERRY_DISABLE_CACHE FERRY_PCH FERRY_PCH_KEEP
pchs() { ls cache/pch 2>/dev/null | grep -c '\.pch$'; }

cat > shadow.cu <<'EOF'
#include <cstdio>
#ifndef FERRY_SHADOW
#define FERRY_SHADOW 0
#endif
__global__ void k(int *p) { *p = FERRY_SHADOW + threadIdx.x; }
int main()
{
    int *p;
    cudaMallocManaged(&p, sizeof *p);
    k<<<1, 1>>>(p);
    cudaDeviceSynchronize();
    printf("%d %d\n", FERRY_SHADOW, *p);
    return 0;
}
EOF
mkdir usr

# --dryrun shows the wrapper; FERRY_PCH=0 and FERRY_DISABLE_CACHE=1 do not
"$NVCC" --dryrun -c shadow.cu 2>dry.txt; [ "$(grep -c 'ferry-pch --src' dry.txt)" = 2 ] || { cat dry.txt; fail "--dryrun: no ferry-pch"; }
FERRY_PCH=0 "$NVCC" --dryrun -c shadow.cu 2>dry.txt; grep -q ferry-pch dry.txt && fail "FERRY_PCH=0 still uses ferry-pch"
FERRY_DISABLE_CACHE=1 "$NVCC" --dryrun -c shadow.cu 2>dry.txt; grep -q ferry-pch dry.txt && fail "FERRY_DISABLE_CACHE=1 still uses ferry-pch"

# the first compile makes two headers per pass, cuda_runtime.h's and the
# preamble's (<cstdio>, chained: a small file); the second uses them
"$NVCC" -Iusr shadow.cu -o a1 && [ "$(./a1)" = "0 0" ] || fail "first compile"
[ "$(pchs)" = 4 ] || { ls -l cache/pch; fail "expected 4 precompiled headers (2 per pass)"; }
[ "$(find cache/pch -name '*.pch' -size -2M | wc -l)" = 2 ] || { ls -l cache/pch; fail "the preamble's headers are not chained"; }
inodes=$(stat -c %i cache/pch/*.pch | sort | tr '\n' ' ')
"$NVCC" -Iusr shadow.cu -o a2 && [ "$(./a2)" = "0 0" ] || fail "second compile"
[ "$(stat -c %i cache/pch/*.pch | sort | tr '\n' ' ')" = "$inodes" ] || fail "second compile made its headers again"

# a preamble ends at a header not known to be guarded: one of the user's
# without a guard, included again after the precompiled part, would be
# defined twice; and at anything that is not an #include <...>
mkdir -p lib
printf 'struct unguarded { int x; };\n' > lib/unguarded.h
cat > pre.cu <<'EOF'
/* a comment first */
#include <cstdio> // and one after
#include <unguarded.h>
#include <vector>
__global__ void k(int *p) { unguarded u{(int)threadIdx.x + 5}; *p = u.x; }
int main()
{
    std::vector<int> v(1);
    int *p;
    cudaMallocManaged(&p, sizeof *p);
    k<<<1, 1>>>(p);
    cudaDeviceSynchronize();
    v[0] = *p;
    printf("%d\n", v[0]);
    return 0;
}
EOF
before=$(pchs)
for i in 1 2 3; do "$NVCC" -Ilib pre.cu -o p$i && [ "$(./p$i)" = 5 ] || fail "preamble before an unguarded header, compile $i"; done
[ "$(pchs)" = $((before + 4)) ] || { ls -l cache/pch; fail "expected cuda_runtime.h's and <cstdio>'s header per pass for -Ilib"; }

# a math.h added to an -I directory shadows the system's, as without the cache
printf '#define FERRY_SHADOW 42\n#include_next <math.h>\n' > usr/math.h
"$NVCC" -Iusr shadow.cu -o a3 && [ "$(./a3)" = "42 42" ] || { ./a3; fail "a header added to -Iusr was not seen"; }
# and a change to it is seen too
sleep 0.01; printf '#define FERRY_SHADOW 43\n#include_next <math.h>\n' > usr/math.h
"$NVCC" -Iusr shadow.cu -o a4 && [ "$(./a4)" = "43 43" ] || { ./a4; fail "a changed header was not seen"; }
rm usr/math.h
"$NVCC" -Iusr shadow.cu -o a5 && [ "$(./a5)" = "0 0" ] || { ./a5; fail "a removed header was not seen"; }

# the same relative -I from another directory, where it holds a shadowing
# math.h: one precompiled header serves both, each compile sees its own
mkdir -p other/usr && cp shadow.cu other/
printf '#define FERRY_SHADOW 44\n#include_next <math.h>\n' > other/usr/math.h
(cd other && "$NVCC" -Iusr shadow.cu -o a7) && [ "$(other/a7)" = "44 44" ] || fail "another directory's -Iusr"
"$NVCC" -Iusr shadow.cu -o a8 && [ "$(./a8)" = "0 0" ] || fail "back in the first directory"

# -D decides the header's meaning: its own precompiled header, and the right value
"$NVCC" -Iusr -DFERRY_SHADOW=7 shadow.cu -o a6 && [ "$(./a6)" = "7 7" ] || fail "-D"

# dependency files are clang's own, with and without the cache
for flags in "-MD" "-MMD" "-MD -MP" "-MMD -MP"; do
  "$NVCC" $flags -MF with.d -Iusr -c shadow.cu -o s.o || fail "$flags"
  FERRY_PCH=0 "$NVCC" $flags -MF without.d -Iusr -c shadow.cu -o s.o || fail "$flags without"
  cmp -s with.d without.d || { diff with.d without.d | head; fail "$flags: dependency files differ"; }
done

# the same code from both passes, with and without (the host objects differ
# only in the device blob, whose module id is new at every compile)
"$NVCC" -Iusr -c shadow.cu -o with.o --keep-dir kw -keep >/dev/null 2>&1 || fail "-keep"
FERRY_PCH=0 "$NVCC" -Iusr -c shadow.cu -o without.o --keep-dir kwo -keep >/dev/null 2>&1 || fail "-keep without"
objdump -dr kw/shadow.host.o | tail -n +3 > with.s
objdump -dr kwo/shadow.host.o | tail -n +3 > without.s
cmp -s with.s without.s || { diff with.s without.s | head; fail "the host pass's code differs"; }
llvm-dis-19 kw/shadow.dev.bc -o - | grep -v '^; ModuleID\|^source_filename' > with.ll
llvm-dis-19 kwo/shadow.dev.bc -o - | grep -v '^; ModuleID\|^source_filename' > without.ll
cmp -s with.ll without.ll || { diff with.ll without.ll | head; fail "the device pass's IR differs"; }

# compiles racing for a header not made yet all succeed, and make one
rm -rf cache
for i in 1 2 3 4; do "$NVCC" -Iusr -DRACE shadow.cu -o r$i & done; wait
for i in 1 2 3 4; do [ "$(./r$i)" = "0 0" ] || fail "racing compile $i"; done
[ "$(pchs)" = 4 ] || { ls cache/pch; fail "racing compiles made other than two headers per pass"; }

# compiles of different preambles racing, each making its chained header
# while cuda_runtime.h's is held shared, all succeed
rm -rf cache
heads=(cstdio cstdlib vector cmath cstring algorithm)
for i in 0 1 2 3 4 5; do
  printf '#include <%s>\n#include <cstdio>\n__global__ void k(int *p) { *p = %d; }\nint main() { int *p; cudaMallocManaged(&p, 4); k<<<1, 1>>>(p); cudaDeviceSynchronize(); printf("%%d\\n", *p); return 0; }\n' "${heads[$i]}" $i > race$i.cu
done
for i in 0 1 2 3 4 5; do "$NVCC" race$i.cu -o race$i & done; wait
for i in 0 1 2 3 4 5; do [ "$(./race$i)" = $i ] || fail "racing preamble $i"; done
[ "$(pchs)" = 14 ] || { ls cache/pch; fail "expected cuda_runtime.h's and 6 preambles' headers per pass"; }

# the cache keeps at most FERRY_PCH_KEEP headers, the least recently used go first
# (but for the compile's own and those used in the last minute, which a
# compile beside it may be reading: here made older by hand)
for d in 1 2 3; do
  touch -a -d '1 hour ago' cache/pch/*.pch
  FERRY_PCH_KEEP=3 "$NVCC" -DV=$d -c shadow.cu -o k.o || fail "keep $d"
done
[ "$(pchs)" -le 4 ] || { ls cache/pch; fail "FERRY_PCH_KEEP=3 kept $(pchs), more than a compile's own 4"; }
touch -a -d '1 hour ago' cache/pch/*.pch
FERRY_PCH_KEEP=8 "$NVCC" -DV=4 -c shadow.cu -o k.o || fail "keep 4"
FERRY_PCH_KEEP=8 "$NVCC" -DV=5 -c shadow.cu -o k.o || fail "keep 5"
[ "$(pchs)" = 8 ] || { ls cache/pch; fail "FERRY_PCH_KEEP=8 kept $(pchs), not the 8 used last"; }

# a compile error reads the same
printf '__global__ void k() { undeclared(); }\n' > bad.cu
"$NVCC" -c bad.cu -o bad.o 2>err1.txt && fail "bad.cu compiled"
FERRY_PCH=0 "$NVCC" -c bad.cu -o bad.o 2>err2.txt
cmp -s err1.txt err2.txt || { diff err1.txt err2.txt; fail "diagnostics differ"; }
echo PASS
