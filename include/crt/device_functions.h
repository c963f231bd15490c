/* The toolkit keeps some headers under crt/; programs include them there too. */
#include "../device_functions.h"
