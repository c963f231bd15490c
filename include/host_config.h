/* The toolkit checks its host compiler here; Ferry's is clang or the
 * compiler Ferry was told to use, so there is nothing to check. Programs
 * that include it get the qualifiers. */
#ifndef FERRY_HOST_CONFIG_H
#define FERRY_HOST_CONFIG_H
#include "host_defines.h"
#endif
