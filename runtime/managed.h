/* __managed__ variables (register.c): after registration each one's host
 * shadow is the variable that host and device code share. */
#ifndef FERRY_MANAGED_H
#define FERRY_MANAGED_H

#include <stdbool.h>

/* Whether p lies in the host shadow of a registered __managed__ variable:
 * managed memory for cudaPointerGetAttributes. */
bool ferry_var_is_managed(const void *p);

#endif
