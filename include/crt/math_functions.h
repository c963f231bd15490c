/* The toolkit keeps some headers under crt/; programs include them there too. */
#include "../math_functions.h"
