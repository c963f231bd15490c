/* typedefs.c as C++, where function pointer types must match exactly. */
#include "typedefs.c"
