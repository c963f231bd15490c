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

/* One dimension of a kernel's bound, as clang and the PTX front end write
 * it: !{ptr @k, !"maxntidx", i32 N} (also y, z and reqntid): sets bound[dim]. */
static void note_bound(LLVMValueRef node, LLVMValueRef k, uint32_t bound[3])
{
    if (LLVMGetMDNodeNumOperands(node) != 3)
        return;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(node, ops);
    unsigned len = 0;
    const char *tag = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (ops[0] != k || !tag || len != 8 || !ops[2] || !LLVMIsAConstantInt(ops[2]))
        return;
    if (memcmp(tag, "maxntid", 7) != 0 && memcmp(tag, "reqntid", 7) != 0)
        return;
    if (tag[7] < 'x' || tag[7] > 'z')
        return;
    unsigned long long v = LLVMConstIntGetZExtValue(ops[2]);
    uint32_t *b = &bound[tag[7] - 'x'];
    if (v && (!*b || v < *b)) /* the tighter of maxntid and reqntid */
        *b = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

/* NN of the kernel's target-cpu "sm_NN" (or sm_NNa, sm_NNf), 0 if it has
 * none: what cudaFuncGetAttributes reports as its PTX and binary version,
 * which CUB checks against __CUDA_ARCH_LIST__. */
static uint32_t arch_of(LLVMValueRef k)
{
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(k, LLVMAttributeFunctionIndex, "target-cpu", 10);
    unsigned len = 0;
    const char *cpu = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    uint32_t nn = 0;
    for (unsigned i = 3; cpu && len > 3 && !strncmp(cpu, "sm_", 3) && i < len && cpu[i] >= '0' && cpu[i] <= '9' &&
                         nn < 10000;
         i++)
        nn = nn * 10 + (uint32_t)(cpu[i] - '0');
    return nn < 10000 ? nn : 0;
}

/* The most threads a block of kernel k may have, 0 for no bound. */
static uint32_t max_threads(LLVMValueRef *nodes, unsigned n, LLVMValueRef k)
{
    uint32_t bound[3] = {0, 0, 0};
    for (unsigned i = 0; i < n; i++)
        note_bound(nodes[i], k, bound);
    if (!bound[0] && !bound[1] && !bound[2])
        return 0;
    uint64_t t = 1;
    for (int d = 0; d < 3; d++)
        t *= bound[d] ? bound[d] : 1;
    return t > UINT32_MAX ? UINT32_MAX : (uint32_t)t;
}

int ferry_find_kernels(LLVMModuleRef m, ferry_kernels *out)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    out->fn = calloc(n ? n : 1, sizeof *out->fn);
    out->name = calloc(n ? n : 1, sizeof *out->name);
    out->max_threads = calloc(n ? n : 1, sizeof *out->max_threads);
    out->arch = calloc(n ? n : 1, sizeof *out->arch);
    out->unrolled = calloc(n ? n : 1, sizeof *out->unrolled);
    out->count = 0;
    if (!out->fn || !out->name || !out->max_threads || !out->arch || !out->unrolled)
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
            out->max_threads[out->count] = max_threads(nodes, n, k);
            out->arch[out->count] = arch_of(k);
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
    free(k->max_threads);
    k->max_threads = NULL;
    free(k->arch);
    k->arch = NULL;
    free(k->unrolled);
    k->unrolled = NULL;
    free(k->fn);
    k->fn = NULL;
    k->name = NULL;
    k->count = 0;
}
