/* The MTGP32 parameter table's name (Ferry): its stand-in states
 * (curand_mtgp32.h) use only the index of an entry. */
#ifndef CURAND_MTGP32DC_P_11213_H
#define CURAND_MTGP32DC_P_11213_H
#include "curand_mtgp32.h"
static mtgp32_params_fast_t mtgp32dc_params_fast_11213[CURAND_NUM_MTGP32_PARAMS] = {{0}};
#endif
