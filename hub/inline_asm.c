/* Inline PTX statements become hub IR through the PTX front end. */
#include "hub.h"
#include "ptx_lower.h"

#include <stdlib.h>
#include <string.h>

int ferry_hub_lower_inline_asm(LLVMModuleRef m, ferry_hub_diag *d)
{
    ptx_diag pd = {0};
    int n = ptx_lower_inline_asm(m, &pd);
    if (n) {
        d->errors += n;
        if (!d->msg)
            d->msg = strdup(pd.msg ? pd.msg : "error: inline PTX could not be lowered");
    }
    ptx_diag_free(&pd);
    return n ? -1 : 0;
}
