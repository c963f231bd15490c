// cg_coalesced.cu without the __syncthreads() after its divergent branch:
// the warp-wide labeled_partition/binary_partition of a tile of 32 after
// the branch must see every lane of the warp (their __match_any_sync and
// __ballot_sync name all 32 lanes, so each waits for all of them, as on
// hardware since Volta), not only the lanes that skipped the branch.
#define NO_BLOCK_SYNC
#include "cg_coalesced.cu"
