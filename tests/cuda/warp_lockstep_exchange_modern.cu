// warp_lockstep_exchange.cu in its modern form: __syncwarp() between every
// write and the reads of other lanes that follow it.
#define MODERN
#include "warp_lockstep_exchange.cu"
