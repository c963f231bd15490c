/* cuSOLVER's dense routines for cuComplex (the C routines), from dense_tmpl.h. */
/* The system headers first: the macros below are short names. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "solver.h"

#define P C
#define lp c
#define T cuComplex
#define R float
#define LT lapack_complex_float
#define RE(x) crealf(x)
#define IS_COMPLEX 1
#define ORMQR unmqr
#define ORGQR ungqr
#define SYEVD heevd
#define SYEVJ heevj
#define SYGVD hegvd
#define SYGVJ hegvj
#define SYEVR heevr
#define IRS_LIST(F) F(C, 0) F(K, 0) F(E, 0) F(Y, 0)
#define CONJ(x) conjf(x)
#include "dense_tmpl.h"
