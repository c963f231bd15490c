/* cuSOLVER's dense routines for cuDoubleComplex (the Z routines), from dense_tmpl.h. */
/* The system headers first: the macros below are short names. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "solver.h"

#define P Z
#define lp z
#define T cuDoubleComplex
#define R double
#define LT lapack_complex_double
#define RE(x) creal(x)
#define IS_COMPLEX 1
#define ORMQR unmqr
#define ORGQR ungqr
#define SYEVD heevd
#define SYEVJ heevj
#define SYGVD hegvd
#define SYGVJ hegvj
#define SYEVR heevr
#define IRS_LIST(F) F(Z, 0) F(C, 1) F(K, 1) F(E, 1) F(Y, 1)
#define CONJ(x) conj(x)
#define MIXED_GESV LAPACKE_zcgesv_work
#define LOWER_LT lapack_complex_float
#define MIXED_RWORK(r) r,
#include "dense_tmpl.h"
