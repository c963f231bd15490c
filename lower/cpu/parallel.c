/* Thread loops are parallel: between two barriers the threads of a block
 * may not race on memory (CUDA's rules), so their loads and stores carry
 * llvm.access.group and the loop llvm.loop.parallel_accesses, which lets
 * the vectorizer skip the run-time alias checks it cannot always build.
 * Memory reached through an alloca of the block entry is left out: such a
 * slot is one copy reused by every thread in turn.
 *
 * LLVM-C cannot make distinct metadata nodes, so they come from parsing a
 * few lines of IR in the module's context. */
#include "entry.h"

#include <llvm-c/IRReader.h>
#include <string.h>

static const char md_text[] =
    "!ferry.parallel = !{!0, !1}\n"
    "!0 = distinct !{}\n"
    "!1 = distinct !{!1, !2, !3}\n"
    "!2 = !{!\"llvm.loop.parallel_accesses\", !0}\n"
    "!3 = !{!\"llvm.loop.mustprogress\"}\n";

static int parallel_md(LLVMContextRef c, LLVMValueRef *group, LLVMValueRef *loop_id)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(md_text, sizeof md_text - 1, "md");
    LLVMModuleRef holder = NULL;
    char *err = NULL;
    if (LLVMParseIRInContext(c, buf, &holder, &err)) {
        LLVMDisposeMessage(err);
        return -1;
    }
    LLVMValueRef ops[2];
    LLVMGetNamedMetadataOperands(holder, "ferry.parallel", ops);
    *group = ops[0];
    *loop_id = ops[1];
    /* The nodes belong to the context; the holder module may go. */
    LLVMDisposeModule(holder);
    return 0;
}

static bool shared_slot(LLVMValueRef ptr, LLVMValueRef fn, const LLVMValueRef *per_thread, unsigned n)
{
    LLVMValueRef base = ferry_pointer_base(ptr);
    if (!base || !LLVMIsAAllocaInst(base) || LLVMGetBasicBlockParent(LLVMGetInstructionParent(base)) != fn)
        return false;
    for (unsigned i = 0; i < n; i++)
        if (per_thread[i] == base)
            return false;
    return true;
}

int ferry_mark_parallel(LLVMValueRef fn, LLVMBasicBlockRef head, LLVMBasicBlockRef exit,
                        LLVMValueRef latch_br, const LLVMValueRef *per_thread, unsigned nper)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
    LLVMValueRef group, loop_id;
    if (parallel_md(c, &group, &loop_id) < 0)
        return -1;
    unsigned kgroup = LLVMGetMDKindIDInContext(c, "llvm.access.group", 17);
    for (LLVMBasicBlockRef b = head; b && b != exit; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef ptr = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0)
                             : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            if (ptr && !shared_slot(ptr, fn, per_thread, nper))
                LLVMSetMetadata(i, kgroup, group);
        }
    LLVMSetMetadata(latch_br, LLVMGetMDKindIDInContext(c, "llvm.loop", 9), loop_id);
    return 0;
}
