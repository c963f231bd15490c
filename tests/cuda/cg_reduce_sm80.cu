// NVCC-FLAGS: -arch=sm_80
// cg_reduce.cu for sm_80: integer cg::reduce with plus, less, greater and
// the bit operations goes through __reduce_*_sync (redux.sync).
#include "cg_reduce.cu"
