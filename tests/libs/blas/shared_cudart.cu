// With the shared CUDA runtime (-cudart shared): the library and the
// program share libcudart.so's streams.  The program is static_link.cu's
// (a Dgemm and an Sgemv on a stream with a kernel before them, checked
// against loops); only the way it is linked differs.
// NVCC-FLAGS: -lcublas -cudart shared
#include "static_link.cu"
