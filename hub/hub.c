/* The hub stage as one call, stopping at the first step that fails. */
#include "hub.h"

#include <stdlib.h>
#include <string.h>

int ferry_hub_prepare(LLVMModuleRef m, ferry_hub_diag *d)
{
    /* Inline PTX first, while the IR is unoptimised: an asm statement's
     * carry flag lives between consecutive statements of one block.  The
     * device library has no inline PTX of its own. */
    if (ferry_hub_lower_inline_asm(m, d) < 0 || ferry_hub_note_legacy(m, d) < 0
        || ferry_hub_lower_texrefs(m, d) < 0)
        return -1;
    return ferry_hub_link_devlib(m, d);
}

void ferry_hub_diag_free(ferry_hub_diag *d)
{
    free(d->msg);
    free(d->warning);
    d->msg = d->warning = NULL;
}

int ferry_hub_warn(ferry_hub_diag *d, const char *line)
{
    size_t old = d->warning ? strlen(d->warning) : 0, add = strlen(line);
    char *w = realloc(d->warning, old + add + 2);
    if (!w)
        return -1;
    if (old)
        w[old++] = '\n';
    memcpy(w + old, line, add + 1);
    d->warning = w;
    return 0;
}
