/* Block entries for one launch shape. Most kernels are launched with a
 * block shape written in the source (`kernel<<<grid, 256>>>`, `dim3
 * block(16, 16)`), which the driver reads and hands over as
 * --launch-shape. For such a kernel a second entry is built with the
 * shape's blockDim compiled in: its thread loops have constant trip
 * counts, so the vectorizer needs no remainder loop or run-time checks
 * and a shared tile's rows are constant strides (bench/kernels: sgemm
 * 35 -> 24 ms, hotspot 13.5 -> 11, lud 17 -> 15 on the 2-core Xeon).
 * The generic entry stays what the runtime calls; its first block sends
 * a block of that shape to the shaped entry, so that any launch of any
 * shape still runs, and reports (local memory, shared memory) stay those
 * of the generic entry. */
#include "lower.h"
#include "ferry_abi.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The name a kernel has in the source: the identifier after _Z (or the
 * last one of _ZN...E), else the whole name (extern "C"). */
static size_t base_name(const char *mangled, const char **start)
{
    const char *p = mangled;
    *start = mangled;
    if (strncmp(p, "_Z", 2))
        return strlen(mangled);
    p += 2;
    bool nested = *p == 'N';
    if (nested)
        p++;
    while (*p == 'L' || *p == 'K' || *p == 'V' || *p == 'r')
        p++;
    size_t len = 0;
    for (;;) {
        if (*p < '1' || *p > '9')
            break;
        char *end;
        unsigned long n = strtoul(p, &end, 10);
        if (n == 0 || strnlen(end, n) < n)
            break;
        *start = end;
        len = n;
        p = end + n;
        if (!nested || *p == 'E' || *p == 'I')
            break;
    }
    return len;
}

const uint32_t *ferry_shape_for(const ferry_lower_opts *o, const char *mangled)
{
    if (!o || !o->nshapes || o->opt_level == 0)
        return NULL;
    const char *start;
    size_t len = base_name(mangled, &start);
    const uint32_t *found = NULL;
    for (unsigned i = 0; i < o->nshapes; i++) {
        const ferry_launch_shape *s = &o->shapes[i];
        if (strlen(s->name) != len || strncmp(s->name, start, len))
            continue;
        /* launched with two shapes: neither is the kernel's */
        if (found && memcmp(found, s->dim, sizeof s->dim))
            return NULL;
        found = s->dim;
    }
    return found;
}

static LLVMValueRef block_dim(LLVMBuilderRef b, LLVMContextRef c, LLVMValueRef ctx, unsigned d)
{
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(c), offsetof(ferry_block_ctx, block_dim) + 4 * d, 0);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(b, LLVMInt8TypeInContext(c), ctx, &off, 1, "");
    LLVMValueRef v = LLVMBuildLoad2(b, LLVMInt32TypeInContext(c), p, "");
    LLVMSetAlignment(v, 4);
    return v;
}

int ferry_dispatch_shape(LLVMModuleRef m, ferry_entry *generic, const ferry_entry *shaped, const uint32_t dim[3])
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(generic->fn);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(entry);
    /* The entry block ends in a branch to the first thread loop; a shape
     * the block does not have goes on there. */
    if (!term || !LLVMIsABranchInst(term) || LLVMIsConditional(term))
        return 0;
    LLVMBasicBlockRef go_on = LLVMGetSuccessor(term, 0);
    LLVMBasicBlockRef to_shaped = LLVMAppendBasicBlockInContext(c, generic->fn, "shaped");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderBefore(b, term);
    LLVMValueRef ctx = LLVMGetParam(generic->fn, 1), same = NULL;
    for (unsigned d = 0; d < 3; d++) {
        LLVMValueRef eq = LLVMBuildICmp(b, LLVMIntEQ, block_dim(b, c, ctx, d),
                                        LLVMConstInt(LLVMInt32TypeInContext(c), dim[d], 0), "");
        same = same ? LLVMBuildAnd(b, same, eq, "") : eq;
    }
    LLVMBuildCondBr(b, same, to_shaped, go_on);
    LLVMInstructionEraseFromParent(term);
    LLVMPositionBuilderAtEnd(b, to_shaped);
    LLVMValueRef args[2] = {LLVMGetParam(generic->fn, 0), ctx};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(shaped->fn), shaped->fn, args, 2, "");
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    /* Inlined, its per-thread arrays of constant length would count as
     * the thread's own local memory (localsize.c). */
    unsigned never = LLVMGetEnumAttributeKindForName("noinline", 8);
    LLVMAddAttributeAtIndex(shaped->fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, never, 0));
    return 0;
}
