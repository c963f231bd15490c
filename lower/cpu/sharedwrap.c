/* Shared memory addressed as on the GPU. NVPTX gives __shared__ data
 * 32-bit addresses, so arithmetic on a pointer into it wraps at 32 bits:
 * p[~x], an unsigned index that stands for -(x + 1), lands back inside
 * the block's window. On the CPU the index is zero-extended to 64 bits and
 * the address lands gigabytes away. Each address into shared memory from
 * a pointer inside a __shared__ variable, whose index is an unsigned 32-bit
 * value not known to be below 2^31, has its byte offset from that pointer
 * taken modulo 2^32, as a signed 32-bit value (the window is far smaller
 * than 2 GiB). */
#include "lanes.h"
#include "lower.h"
#include "entry.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* An index zero-extended from 32 bits that may be 2^31 or more. */
static bool may_wrap(lanes *l, LLVMValueRef idx)
{
    if (!LLVMIsAZExtInst(idx))
        return false;
    LLVMValueRef narrow = LLVMGetOperand(idx, 0);
    return LLVMGetIntTypeWidth(LLVMTypeOf(narrow)) == 32 && !lanes_nonneg(l, narrow);
}

static bool in_shared(lanes *l, LLVMValueRef p)
{
    lane_form f;
    lanes_form(l, p, &f);
    LLVMValueRef root = f.ok ? lanes_root(l, &f) : NULL;
    return root && LLVMIsAGlobalVariable(root) && LLVMGetPointerAddressSpace(LLVMTypeOf(root)) == 3;
}

/* gep becomes base + sext(trunc(gep - base)), as bytes. */
static void wrap(LLVMBuilderRef b, LLVMValueRef gep)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(gep));
    LLVMTypeRef i64 = LLVMInt64TypeInContext(c), i32 = LLVMInt32TypeInContext(c);
    LLVMValueRef base = LLVMGetOperand(gep, 0);
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(gep));
    LLVMValueRef at = LLVMBuildPtrToInt(b, gep, i64, "");
    LLVMValueRef off = LLVMBuildSub(b, at, LLVMBuildPtrToInt(b, base, i64, ""), "");
    off = LLVMBuildSExt(b, LLVMBuildTrunc(b, off, i32, ""), i64, "shared.wrap");
    LLVMValueRef wrapped = LLVMBuildGEP2(b, LLVMInt8TypeInContext(c), base, &off, 1, "");
    LLVMReplaceAllUsesWith(gep, wrapped);
    LLVMSetOperand(at, 0, gep);
}

static unsigned wrap_function(lanes *l, LLVMBuilderRef b, LLVMValueRef fn)
{
    unsigned n = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (!LLVMIsAGetElementPtrInst(i))
                continue;
            /* From the start of a __shared__ variable an index that
             * wraps leaves the variable: only an interior pointer
             * (p = s + k) can mean to reach back. */
            LLVMValueRef base = LLVMGetOperand(i, 0);
            while (LLVMIsAAddrSpaceCastInst(base) || LLVMIsABitCastInst(base)
                   || (LLVMIsAConstantExpr(base) && (LLVMGetConstOpcode(base) == LLVMAddrSpaceCast
                                                     || LLVMGetConstOpcode(base) == LLVMBitCast)))
                base = LLVMGetOperand(base, 0);
            if (LLVMIsAGlobalVariable(base))
                continue;
            bool risky = false;
            for (int k = 1; k < LLVMGetNumOperands(i) && !risky; k++)
                risky = may_wrap(l, LLVMGetOperand(i, (unsigned)k));
            if (risky && in_shared(l, i)) {
                wrap(b, i);
                n++;
            }
        }
    return n;
}

int ferry_wrap_shared_offsets(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d)
{
    (void)d;
    lanes l;
    lanes_init(&l, m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    bool report = getenv("FERRY_LOCKSTEP_REPORT") != NULL;
    for (unsigned i = 0; i < k->count; i++) {
        unsigned n = wrap_function(&l, b, k->fn[i]);
        if (report && n)
            fprintf(stderr, "ferry-lower: kernel %s: %u shared address%s wrapped at 32 bits\n", k->name[i], n,
                    n == 1 ? "" : "es");
    }
    LLVMDisposeBuilder(b);
    lanes_free(&l);
    return 0;
}
