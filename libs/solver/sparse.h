/* What the typed sparse solvers share (sparse_handle.c). */
#ifndef FERRY_SOLVER_SPARSE_H
#define FERRY_SOLVER_SPARSE_H

#include <cusolverSp.h>

/* Checks the handle and descriptor (a general matrix, base 0 or 1, set in
 * *base), after the handle's stream's work when device is set. */
cusolverStatus_t solver_sp_begin(cusolverSpHandle_t handle, int device, const cusparseMatDescr_t d,
                                 const int *row_ptr, int *base);

#endif
