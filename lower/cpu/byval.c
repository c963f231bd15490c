/* Kernels that write to a by-value argument work on a local copy of it.
 *
 * CUB passes a GridEvenShare by value and moves its offset along the
 * block's tiles in place. Written through the argument's pointer, the
 * fields stay in memory: the tile loop's induction variable is a load,
 * so strided.c cannot see the loop, and barriers.c gives every thread a
 * copy of the whole argument. Copied into an alloca, the fields are
 * promoted to values by SROA (ferry_simplify_kernels) like any local. */
#include "lower.h"
#include "entry.h"

int ferry_localize_byval(LLVMModuleRef m, const ferry_kernels *k)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    for (unsigned f = 0; f < k->count; f++) {
        LLVMValueRef fn = k->fn[f];
        if (!LLVMGetFirstBasicBlock(fn))
            continue;
        for (unsigned i = 0; i < LLVMCountParams(fn); i++) {
            LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, i + 1, byval);
            LLVMValueRef p = LLVMGetParam(fn, i);
            if (!a || !ferry_written_through(p, 0))
                continue;
            LLVMTypeRef ty = LLVMGetTypeAttributeValue(a);
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
            LLVMValueRef copy = LLVMBuildAlloca(b, ty, "byval.local");
            unsigned align = LLVMABIAlignmentOfType(td, ty);
            LLVMSetAlignment(copy, align);
            LLVMReplaceAllUsesWith(p, copy);
            LLVMBuildMemCpy(b, copy, align, p, align, LLVMConstInt(LLVMInt64TypeInContext(c), LLVMABISizeOfType(td, ty), 0));
        }
    }
    LLVMDisposeBuilder(b);
    return 0;
}
