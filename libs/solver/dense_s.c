/* cuSOLVER's dense routines for float (the S routines), from dense_tmpl.h. */
/* The system headers first: the macros below are short names. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "solver.h"

#define P S
#define lp s
#define T float
#define R float
#define LT float
#define RE(x) (x)
#define IS_COMPLEX 0
#define ORMQR ormqr
#define ORGQR orgqr
#define SYEVD syevd
#define SYEVJ syevj
#define SYGVD sygvd
#define SYGVJ sygvj
#define SYEVR syevr
#define IRS_LIST(F) F(S, 0) F(H, 0) F(B, 0) F(X, 0)
#include "dense_tmpl.h"
