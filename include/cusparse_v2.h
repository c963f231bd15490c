/* The name older cuSPARSE codes include; the v2 API is cusparse.h's. */
#ifndef FERRY_CUSPARSE_V2_H
#define FERRY_CUSPARSE_V2_H
#include "cusparse.h"
#endif
