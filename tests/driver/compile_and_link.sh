# Compiles real CUDA: needs ferry-lower, the runtime and the headers.
source "$(dirname "$0")/lib/common.sh"

"$NVCC" -c "$DATA/hello.cu" -o hello.o || fail "nvcc -c hello.cu"
"$NVCC" hello.o -o hello || fail "link hello.o"
[ "$(./hello)" = hello ] || fail "hello printed '$(./hello)'"

"$NVCC" "$DATA/hello.cu" -o hello2 || fail "one-step compile and link"
[ "$(./hello2)" = hello ] || fail "hello2"

"$NVCC" -c "$DATA/main.cpp" -o main.o || fail "host compiler on main.cpp"
"$NVCC" -c "$DATA/scale.cu" -o scale.o || fail "nvcc -c scale.cu"
"$NVCC" main.o scale.o -o scale || fail "link main.o scale.o"
[ "$(./scale)" = scaled ] || fail "scale printed '$(./scale)'"

"$NVCC" "$DATA/main.cpp" "$DATA/scale.cu" -o scale2 || fail "mixed sources in one step"
[ "$(./scale2)" = scaled ] || fail "scale2"

[ "$("$NVCC" --run "$DATA/hello.cu" -o hello3)" = hello ] || fail "--run"
echo PASS
