# -M, -MM, -MD, -MMD, -MF, -MT, -MP give dependency files make and ninja
# read: the rule names the object (or -MT), lists the .cu and the headers it
# includes, and a changed header makes the object stale.
source "$(dirname "$0")/lib/common.sh"
mkdir inc
printf '#include "k.h"\n__global__ void k(int *p) { *p = V; }\nint main() { return 0; }\n' > x.cu
printf '#define V 1\n' > inc/k.h
# -M / -MM print the rule for x.o
"$NVCC" -MM -Iinc x.cu >mm.txt || fail "-MM"
[ "$(tr -d '\\\n' <mm.txt | tr -s ' ')" = "x.o: x.cu inc/k.h" ] || { cat mm.txt; fail "-MM rule"; }
"$NVCC" -M -Iinc x.cu >m.txt && grep -q '^x\.o: x\.cu' m.txt && grep -q 'cuda_runtime\.h' m.txt && grep -q 'inc/k\.h' m.txt \
  || { cat m.txt; fail "-M lists the CUDA headers too"; }
"$NVCC" -MM -MT tgt.o -MP -Iinc x.cu -o deps.txt && grep -q '^tgt\.o: x\.cu inc/k\.h' deps.txt && grep -qx 'inc/k\.h:' deps.txt \
  || { cat deps.txt; fail "-MT -MP -o"; }
# -MD beside the object, named after it
mkdir -p obj
"$NVCC" -MD -Iinc -c x.cu -o obj/y.o && grep -q '^obj/y\.o: x\.cu' obj/y.d && grep -q 'inc/k\.h' obj/y.d \
  || { cat obj/y.d; fail "-MD"; }
"$NVCC" -MMD -MF my.d -Iinc -c x.cu -o z.o && grep -q '^z\.o: x\.cu inc/k\.h' my.d || fail "-MMD -MF"

# make: a header change rebuilds the object, nothing else does
cat > Makefile <<'MK'
x.o: x.cu
	$(NVCC) -MMD -MP -Iinc -c x.cu -o x.o
-include x.d
MK
make -s NVCC="$NVCC" || fail "make"
[ -s x.o ] && [ -s x.d ] || fail "make made no x.o/x.d"
[ "$(make -s -q NVCC="$NVCC"; echo $?)" = 0 ] || fail "make: x.o stale right after the build"
sleep 1; touch inc/k.h
[ "$(make -s -q NVCC="$NVCC"; echo $?)" = 1 ] || fail "make: header change not seen"
make -s NVCC="$NVCC" || fail "make rebuild"
rm inc/k.h; printf '#define V 2\n' > k2.h
sed -i 's/k\.h/k2.h/' x.cu
sed -i 's/-Iinc/-I./' Makefile
make -s NVCC="$NVCC" || fail "make after a header was removed (-MP)"

# ninja reads the same file through depfile/deps = gcc
if command -v ninja >/dev/null; then
  cat > build.ninja <<NJ
rule nvcc
  command = $NVCC -MD -MF \$out.d -I. -c \$in -o \$out
  depfile = \$out.d
  deps = gcc
build n.o: nvcc x.cu
NJ
  ninja >/dev/null || fail "ninja"
  [ "$(ninja -n | grep -c "nvcc\|n\.o")" = 0 ] || fail "ninja: stale right after the build"
  sleep 1; touch k2.h
  ninja -n -d explain 2>&1 | grep -q 'k2\.h' || fail "ninja: header change not seen"
else
  echo "ninja not found: not checked"
fi
echo PASS
