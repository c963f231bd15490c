/* The warp functions CUDA 9 deprecated (__shfl, __ballot ... without a
 * mask) still build at every -arch; Ferry's headers mark each with a call
 * __ferry_legacy("__shfl") in its device body.  A deprecated attribute
 * would warn at every use; here the file gets one warning naming each
 * function it used, and the marks go before any target sees them. */
#include "hub.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_NAMES = 16 };

/* The name a mark's operand points to: a constant string, perhaps behind
 * an address-space cast. */
static const char *mark_name(LLVMValueRef call, size_t *len)
{
    LLVMValueRef p = LLVMGetOperand(call, 0);
    while (p && LLVMIsAConstantExpr(p))
        p = LLVMGetOperand(p, 0);
    LLVMValueRef init = p && LLVMIsAGlobalVariable(p) ? LLVMGetInitializer(p) : NULL;
    if (!init || !LLVMIsConstantString(init))
        return NULL;
    const char *s = LLVMGetAsString(init, len);
    if (*len && s[*len - 1] == '\0')
        (*len)--;
    return s;
}

typedef struct names {
    char item[MAX_NAMES][32];
    unsigned n;
} names;

static void remember(names *seen, const char *s, size_t len)
{
    if (len == 0 || len >= sizeof seen->item[0] || seen->n == MAX_NAMES)
        return;
    for (unsigned i = 0; i < seen->n; i++)
        if (strlen(seen->item[i]) == len && !memcmp(seen->item[i], s, len))
            return;
    memcpy(seen->item[seen->n], s, len);
    seen->item[seen->n++][len] = '\0';
}

static int by_name(const void *a, const void *b)
{
    return strcmp(a, b);
}

int ferry_hub_note_legacy(LLVMModuleRef m, ferry_hub_diag *d)
{
    LLVMValueRef mark = LLVMGetNamedFunction(m, "__ferry_legacy");
    if (!mark)
        return 0;
    names seen = {.n = 0};
    for (LLVMUseRef u = LLVMGetFirstUse(mark), next; u; u = next) {
        next = LLVMGetNextUse(u);
        LLVMValueRef call = LLVMGetUser(u);
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != mark)
            continue;
        size_t len = 0;
        const char *s = mark_name(call, &len);
        if (s)
            remember(&seen, s, len);
        LLVMInstructionEraseFromParent(call);
    }
    if (!LLVMGetFirstUse(mark))
        LLVMDeleteFunction(mark);
    if (seen.n == 0)
        return 0;
    qsort(seen.item, seen.n, sizeof seen.item[0], by_name);
    char list[MAX_NAMES * 34] = "";
    for (unsigned i = 0; i < seen.n; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", seen.item[i]);
    size_t flen;
    const char *file = LLVMGetSourceFileName(m, &flen);
    char line[sizeof list + 512];
    snprintf(line, sizeof line,
             "%.*s: warning: %s: warp functions without a mask are deprecated (CUDA 9 replaced them with the "
             "_sync forms, which sm_70 and later need); Ferry runs them on the whole warp at every -arch",
             (int)flen, file, list);
    return ferry_hub_warn(d, line);
}
