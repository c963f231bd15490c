/* Internal interface between memory.c and the files of the larger memory
 * families (memory3d.c, mempool.c, peer.c, stream_attr.c). */
#ifndef FERRY_RT_MEM_H
#define FERRY_RT_MEM_H

#include "runtime.h"

/* CUDA guarantees at least 256-byte alignment for cudaMalloc. */
#define FERRY_ALLOC_ALIGN 256
/* The row pitch of cudaMallocPitch and cudaMalloc3D. */
#define FERRY_PITCH_ALIGN 512

/* mempool.c: an allocation from the device's current pool (cudaMallocAsync). */
cudaError_t ferry_pool_malloc(void **ptr, size_t size);
/* mempool.c: hands p back to the pool it came from; false (and nothing
 * done) if no pool gave it out. */
bool ferry_pool_free(void *p);
/* mempool.c: cudaDeviceReset forgets every pool's blocks: the free ones are
 * released here, the live ones are in the allocation table, which the
 * reset empties. */
void ferry_mempool_reset(void);

#endif
