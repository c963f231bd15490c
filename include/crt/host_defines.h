/* Some programs include the qualifiers by this path. */
#include "../host_defines.h"
