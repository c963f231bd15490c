/* cuSOLVER's dense routines for double (the D routines), from dense_tmpl.h. */
/* The system headers first: the macros below are short names. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "solver.h"

#define P D
#define lp d
#define T double
#define R double
#define LT double
#define RE(x) (x)
#define IS_COMPLEX 0
#define ORMQR ormqr
#define ORGQR orgqr
#define SYEVD syevd
#define SYEVJ syevj
#define SYGVD sygvd
#define SYGVJ sygvj
#define SYEVR syevr
#define IRS_LIST(F) F(D, 0) F(S, 1) F(H, 1) F(B, 1) F(X, 1)
#define MIXED_GESV LAPACKE_dsgesv_work
#define LOWER_LT float
#define MIXED_RWORK(r)
#include "dense_tmpl.h"
