/* Alignment as a GPU needs it. A GPU access faults only when its address
 * is not a multiple of its own size (16 bytes at most), and CUDA code leans
 * on that: CUB keeps its temporary storage in word arrays and reads it
 * through over-aligned types (`Uninitialized<T>::Alias()` returns an
 * `align 32` reference into a __shared__ array aligned to 16), so clang's
 * IR claims alignments the memory never had. On a CPU, LLVM turns such a
 * claim into an aligned vector instruction (vmovaps) that faults. Every
 * claim above what the GPU itself would need is cut back to that; LLVM's
 * own analysis puts back what it can prove (shared memory's base, allocas,
 * globals keep theirs). */
#include "lower.h"

/* The most a GPU access of this many bytes needs: its size as a power of
 * two, at most 16 (wider accesses are split into 16-byte ones). */
static unsigned needed(uint64_t bytes)
{
    unsigned a = 1;
    while (a < 16 && a * 2 <= bytes)
        a *= 2;
    return a;
}

static void clamp_access(LLVMTargetDataRef td, LLVMValueRef i)
{
    LLVMTypeRef ty = LLVMIsALoadInst(i) ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0));
    unsigned cap = LLVMTypeIsSized(ty) ? needed(LLVMStoreSizeOfType(td, ty)) : 16;
    if (LLVMGetAlignment(i) > cap)
        LLVMSetAlignment(i, cap);
}

/* `align N` above 16 on a pointer passed or returned by function or call
 * v; byval arguments keep theirs, which places the copy. */
static void clamp_attributes(LLVMContextRef c, LLVMValueRef v, bool call, unsigned align_kind, unsigned byval_kind)
{
    unsigned n = call ? (unsigned)LLVMGetNumArgOperands(v) : LLVMCountParams(v);
    for (unsigned idx = 0; idx <= n; idx++) {
        unsigned at = idx == 0 ? LLVMAttributeReturnIndex : idx;
        LLVMAttributeRef a = call ? LLVMGetCallSiteEnumAttribute(v, at, align_kind)
                                  : LLVMGetEnumAttributeAtIndex(v, at, align_kind);
        bool byval = idx && (call ? LLVMGetCallSiteEnumAttribute(v, at, byval_kind)
                                  : LLVMGetEnumAttributeAtIndex(v, at, byval_kind));
        if (!a || LLVMGetEnumAttributeValue(a) <= 16 || byval)
            continue;
        LLVMAttributeRef cut = LLVMCreateEnumAttribute(c, align_kind, 16);
        if (call) {
            LLVMRemoveCallSiteEnumAttribute(v, at, align_kind);
            LLVMAddCallSiteAttribute(v, at, cut);
        } else {
            LLVMRemoveEnumAttributeAtIndex(v, at, align_kind);
            LLVMAddAttributeAtIndex(v, at, cut);
        }
    }
}

int ferry_clamp_alignment(LLVMModuleRef m, LLVMTargetMachineRef tm)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    unsigned align_kind = LLVMGetEnumAttributeKindForName("align", 5);
    unsigned byval_kind = LLVMGetEnumAttributeKindForName("byval", 5);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        clamp_attributes(c, f, false, align_kind, byval_kind);
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
                if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i))
                    clamp_access(td, i);
                else if (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i))
                    clamp_attributes(c, i, true, align_kind, byval_kind);
            }
    }
    LLVMDisposeTargetData(td);
    return 0;
}
