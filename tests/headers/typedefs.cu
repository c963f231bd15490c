// typedefs.c in a CUDA source, through both clang passes.
#include "typedefs.c"
