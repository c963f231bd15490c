/* Thread loops are parallel: between two barriers the threads of a block
 * may not race on memory (CUDA's rules), so their loads and stores carry
 * llvm.access.group and the loop llvm.loop.parallel_accesses, which lets
 * the vectorizer skip the run-time alias checks it cannot always build.
 * Memory reached through an alloca of the block entry is left out: such a
 * slot is one copy reused by every thread in turn. So is a thread's own
 * element of a per-thread slot when it is indexed by a variable (a local
 * array): the vectorizer, trusting the marks, may reorder a thread's own
 * accesses to it.
 *
 * A vectorized thread loop is not unrolled at run time (the vectorizer's
 * followup attributes say so for its vector body and remainder): the
 * vectorizer already runs many threads per iteration, and unrolling the
 * remainders made a third of the code of kernels with many sync points
 * for little speed. A thread loop the vectorizer leaves alone (a shared
 * histogram's read-modify-writes, one per thread) is unrolled like any
 * scalar loop: histogram 26.9 -> 21.5 ms, bfs 19.8 -> 18.8 on the 2-core
 * Xeon, for about 3% more code. Nor interleaved: with
 * four vectors per iteration, x86-64-v3's loops took the vector path only
 * from 32 threads on, and the 16-thread rows of 16x16 blocks ran scalar
 * (hotspot 26 -> 19 ms, transpose 10 -> 9, nw 53 -> 44; sgemm 39 -> 39-48).
 *
 * In an entry built for one block shape (shapes.c) a thread loop of at
 * most 64 threads a row has a constant trip count small enough for LLVM
 * to unroll whole before the vectorizer sees it, and the SLP vectorizer
 * made less of the copies: sgemm's 16x16 blocks ran 35 -> 52 ms. Such
 * loops are kept rolled (llvm.loop.unroll.disable, which the vectorized
 * loop does not inherit); sgemm then ran 24 ms.
 *
 * A thread loop whose threads mostly walk runs of their own
 * (lanecost.c) gets llvm.loop.vectorize.width 1: one thread at a time,
 * its run's accesses are contiguous.
 *
 * LLVM-C cannot make distinct metadata nodes, so they come from parsing a
 * few lines of IR in the module's context. */
#include "entry.h"
#include "ptrmap.h"

#include <llvm-c/IRReader.h>
#include <stdio.h>
#include <string.h>

static const char md_format[] =
    "!ferry.parallel = !{!0, !1}\n"
    "!0 = distinct !{}\n"
    "!1 = distinct !{!1, !2, !3, !5, !6%s%s%s}\n"
    "!2 = !{!\"llvm.loop.parallel_accesses\", !0}\n"
    "!3 = !{!\"llvm.loop.mustprogress\"}\n"
    "!4 = !{!\"llvm.loop.unroll.runtime.disable\"}\n"
    "!5 = !{!\"llvm.loop.interleave.count\", i32 1}\n"
    "!6 = !{!\"llvm.loop.vectorize.followup_all\", !3, !4}\n"
    "!7 = !{!\"llvm.loop.unroll.disable\"}\n"
    "!8 = !{!\"llvm.loop.vectorize.width\", i32 1}\n"
    "!9 = !{!\"llvm.loop.vectorize.predicate.enable\", i1 true}\n";

/* The two operands of named metadata ferry.parallel in IR text, made in
 * context c. */
static int parse_md(LLVMContextRef c, const char *text, LLVMValueRef *first, LLVMValueRef *second)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), "md");
    LLVMModuleRef holder = NULL;
    char *err = NULL;
    if (LLVMParseIRInContext(c, buf, &holder, &err)) {
        LLVMDisposeMessage(err);
        return -1;
    }
    LLVMValueRef ops[2];
    LLVMGetNamedMetadataOperands(holder, "ferry.parallel", ops);
    *first = ops[0];
    *second = ops[1];
    /* The nodes belong to the context; the holder module may go. */
    LLVMDisposeModule(holder);
    return 0;
}

/* rolled: llvm.loop.unroll.disable; scalar: no SIMD lanes (lanecost.c);
 * fold: the vector loop masks its last threads (no remainder loop) */
static int parallel_md(LLVMContextRef c, bool rolled, bool scalar, bool fold, LLVMValueRef *group,
                       LLVMValueRef *loop_id)
{
    char text[sizeof md_format + 24];
    snprintf(text, sizeof text, md_format, rolled ? ", !7" : "", scalar ? ", !8" : "", fold && !scalar ? ", !9" : "");
    return parse_md(c, text, group, loop_id);
}

/* The loop id parsed from text (its !0) on the latch branch. */
static int set_loop_id(LLVMValueRef latch_br, const char *text)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(latch_br));
    LLVMValueRef id, same;
    if (parse_md(c, text, &id, &same) < 0)
        return -1;
    LLVMSetMetadata(latch_br, LLVMGetMDKindIDInContext(c, "llvm.loop", 9), id);
    return 0;
}

int ferry_keep_rolled(LLVMValueRef latch_br)
{
    return set_loop_id(latch_br, "!ferry.parallel = !{!0, !0}\n"
                                 "!0 = distinct !{!0, !1}\n"
                                 "!1 = !{!\"llvm.loop.unroll.disable\"}\n");
}

int ferry_keep_scalar(LLVMValueRef latch_br)
{
    return set_loop_id(latch_br, "!ferry.parallel = !{!0, !0}\n"
                                 "!0 = distinct !{!0, !1, !2, !3}\n"
                                 "!1 = !{!\"llvm.loop.unroll.disable\"}\n"
                                 "!2 = !{!\"llvm.loop.vectorize.width\", i32 1}\n"
                                 "!3 = !{!\"llvm.loop.interleave.count\", i32 1}\n");
}

/* The alloca an integer address was made from (PTX keeps local addresses
 * in registers: inttoptr (ptrtoint %slot + %off)), or NULL. */
static LLVMValueRef int_base(LLVMValueRef v, int depth)
{
    if (depth > 8 || !LLVMIsAInstruction(v))
        return NULL;
    if (LLVMIsAPtrToIntInst(v)) {
        LLVMValueRef b = ferry_pointer_base(LLVMGetOperand(v, 0));
        return b && LLVMIsAAllocaInst(b) ? b : NULL;
    }
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op != LLVMAdd && op != LLVMSub && op != LLVMOr && op != LLVMZExt && op != LLVMSExt
        && op != LLVMTrunc)
        return NULL;
    for (int k = 0; k < LLVMGetNumOperands(v); k++) {
        LLVMValueRef b = int_base(LLVMGetOperand(v, k), depth + 1);
        if (b)
            return b;
    }
    return NULL;
}

/* Is the address base + (thread's element) + constants? Every GEP index
 * but the first one applied to the base itself (the thread) is constant. */
static bool fixed_in_element(LLVMValueRef ptr, LLVMValueRef base)
{
    for (int depth = 0; depth < 32 && ptr != base; depth++) {
        if (LLVMIsABitCastInst(ptr) || LLVMIsAAddrSpaceCastInst(ptr)) {
            ptr = LLVMGetOperand(ptr, 0);
            continue;
        }
        if (!LLVMIsAGetElementPtrInst(ptr))
            return false;
        LLVMValueRef src = LLVMGetOperand(ptr, 0);
        for (int k = 1; k < LLVMGetNumOperands(ptr); k++)
            if (!LLVMIsAConstantInt(LLVMGetOperand(ptr, k)) && !(k == 1 && src == base))
                return false;
        ptr = src;
    }
    return ptr == base;
}

/* Must this access stay out of the parallel group? */
static bool keep_ordered(LLVMValueRef ptr, LLVMValueRef fn, const ptrmap *per_thread)
{
    LLVMValueRef base = ferry_pointer_base(ptr);
    bool via_int = false;
    if (base && LLVMIsAIntToPtrInst(base)) {
        base = int_base(LLVMGetOperand(base, 0), 0);
        via_int = true;
    }
    if (!base || !LLVMIsAAllocaInst(base) || LLVMGetBasicBlockParent(LLVMGetInstructionParent(base)) != fn)
        return false;
    /* an array with room below the first thread's element (barriers.c
     * exchange_array) is a constant step above its alloca */
    LLVMValueRef own = ptrmap_get(per_thread, base);
    if (own)
        return via_int || !fixed_in_element(ptr, own);
    return true;
}

int ferry_add_per_thread(ptrmap *per_thread, LLVMValueRef array)
{
    LLVMValueRef base = LLVMIsAGetElementPtrInst(array) ? ferry_pointer_base(array) : array;
    if (!base || ptrmap_get(per_thread, base))
        return 0;
    return ptrmap_put(per_thread, base, array);
}

int ferry_mark_parallel(LLVMValueRef fn, LLVMBasicBlockRef head, LLVMBasicBlockRef exit,
                        LLVMValueRef latch_br, const ptrmap *per_thread, bool keep_rolled, bool fold_tail)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
    LLVMValueRef group, loop_id;
    if (parallel_md(c, keep_rolled, !ferry_lanes_pay(head, exit), fold_tail, &group, &loop_id) < 0)
        return -1;
    unsigned kgroup = LLVMGetMDKindIDInContext(c, "llvm.access.group", 17);
    for (LLVMBasicBlockRef b = head; b && b != exit; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef ptr = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0)
                             : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            if (ptr && !keep_ordered(ptr, fn, per_thread))
                LLVMSetMetadata(i, kgroup, group);
        }
    LLVMSetMetadata(latch_br, LLVMGetMDKindIDInContext(c, "llvm.loop", 9), loop_id);
    return 0;
}
