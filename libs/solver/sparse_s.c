/* cuSOLVER's sparse solvers for float (the S routines), from sparse_tmpl.h. */
/* The system headers first: the macros below are short names. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <lapacke.h>

#include "solver.h"
#include "sparse.h"

#define P S
#define lp s
#define T float
#define R float
#define LT float
#define RE(x) (x)
#define ABS(x) fabsf(x)
#define IS_COMPLEX 0
#define ORMQR ormqr
#define ORGQR orgqr
#define SYEVD syevd
#define SYEVJ syevj
#include "sparse_tmpl.h"
