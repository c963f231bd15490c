/* The toolkit keeps some headers under crt/; programs include them there too. */
#include "../host_config.h"
