/* Runs fn(ctx, i) for i in [0, count), spread over the cores when the
 * entries are many and small (large ones are threaded by OpenBLAS itself). */
#ifndef FERRY_LIBS_BLAS_BATCH_RUN_H
#define FERRY_LIBS_BLAS_BATCH_RUN_H

#pragma GCC visibility push(hidden)
void ferry_blas_batch_run(void (*fn)(void *ctx, int i), void *ctx, int count, long work_per_entry);
#pragma GCC visibility pop

#endif
