// long_constant_loops.cu built without optimisation (nvcc -G): the stride
// loops' indices are then read inside the regions of the loops in steps
// nested in them, where the count of the outer loop's runs is one ahead of
// the iteration its threads are on.
// NVCC-FLAGS: -O0 -G -g
#include "long_constant_loops.cu"
