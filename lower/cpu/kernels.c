/* Kernels are named in !nvvm.annotations as !{ptr @k, !"kernel", i32 1}. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

static LLVMValueRef kernel_of(LLVMValueRef node)
{
    unsigned n = LLVMGetMDNodeNumOperands(node);
    if (n < 3)
        return NULL;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(node, ops);
    unsigned len = 0;
    const char *tag = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (!tag || len != 6 || memcmp(tag, "kernel", 6) != 0)
        return NULL;
    if (!ops[0] || !LLVMIsAFunction(ops[0]) || LLVMIsDeclaration(ops[0]))
        return NULL;
    return ops[0];
}

int ferry_find_kernels(LLVMModuleRef m, ferry_kernels *out)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    out->fn = calloc(n ? n : 1, sizeof *out->fn);
    out->name = calloc(n ? n : 1, sizeof *out->name);
    out->count = 0;
    if (!out->fn || !out->name)
        return -1;
    LLVMValueRef *nodes = calloc(n ? n : 1, sizeof *nodes);
    if (!nodes)
        return -1;
    LLVMGetNamedMetadataOperands(m, "nvvm.annotations", nodes);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef k = kernel_of(nodes[i]);
        bool seen = false;
        for (unsigned j = 0; k && j < out->count; j++)
            seen |= out->fn[j] == k;
        if (k && !seen) {
            size_t len;
            const char *name = LLVMGetValueName2(k, &len);
            out->name[out->count] = strndup(name, len);
            out->fn[out->count++] = k;
        }
    }
    free(nodes);
    return 0;
}

bool ferry_is_kernel(const ferry_kernels *k, LLVMValueRef f)
{
    for (unsigned i = 0; i < k->count; i++)
        if (k->fn[i] == f)
            return true;
    return false;
}

void ferry_kernels_free(ferry_kernels *k)
{
    for (unsigned i = 0; i < k->count; i++)
        free(k->name[i]);
    free(k->name);
    free(k->fn);
    k->fn = NULL;
    k->name = NULL;
    k->count = 0;
}
