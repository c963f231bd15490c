/* cuRAND's MTGP32 types (Ferry).  Ferry has not got Saito and Matsumoto's
 * MTGP parameter sets, so its MTGP32 states are a stand-in with the same
 * interface: each of the (at most 200) block states is a Philox4x32-10
 * subsequence, key = the seed, subsequence = the state's index, and one
 * curand() by the block's threads hands thread i the word at the state's
 * position + i, then moves the position on by blockDim.x.  The numbers are
 * therefore not MTGP's. */
#ifndef CURAND_MTGP32_H
#define CURAND_MTGP32_H

#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGPDC_PARAM_TABLE mtgp32dc_params_fast_11213
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define CURAND_NUM_MTGP32_PARAMS 200

typedef struct mtgp32_params_fast {
    int mexp, pos, sh1, sh2;
    unsigned int tbl[16], tmp_tbl[16], flt_tmp_tbl[16], mask;
    unsigned char poly_sha1[21];
} mtgp32_params_fast_t;

typedef struct mtgp32_kernel_params {
    unsigned int param_tbl[CURAND_NUM_MTGP32_PARAMS][16];
} mtgp32_kernel_params_t;

/* s[0], s[1]: the seed; s[2], s[3]: the position; s[4]: the subsequence */
typedef struct curandStateMtgp32 {
    unsigned int s[MTGP32_STATE_SIZE];
    int offset;
    int pIdx;
    mtgp32_kernel_params_t *k;
} curandStateMtgp32_t;

#endif
