/* Strips of blocks (FERRY_KERNEL_STRIPS). A kernel without sync points
 * leaves the order of its threads free, within a block and across blocks,
 * as long as no block's shared memory is in play: its entry then runs a
 * run of blocks of one grid row per call, looping over the blocks inside
 * the loop over a block's rows of threads. A 16x16 block reads 64 bytes of
 * each of 16 image rows; run block after block, that is 16 streams per
 * array, more than the hardware prefetchers follow, and srad's kernels ran
 * at half the speed of the same code in 256x1 blocks. Row by row across
 * the strip, each array is one stream, as in a CPU loop nest. But a
 * stream or two are too few to keep enough reads in flight (stencil's
 * 5-point Jacobi over 2 arrays ran 40% slower row by row than block by
 * block): rows go in groups, so that the arrays times the rows of a group
 * make about STREAMS streams. */
#include "regions.h"

#include <string.h>

enum { STREAMS = 16, MAX_ARRAYS = 16 };

static bool shared_type(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == 3;
}

/* A shared address, or a constant made from one (a __shared__ array cast
 * to a generic pointer). */
static bool reaches_shared(LLVMValueRef v, int depth)
{
    if (shared_type(LLVMTypeOf(v)))
        return true;
    if (depth > 8 || !LLVMIsAConstantExpr(v))
        return false;
    for (int o = 0; o < LLVMGetNumOperands(v); o++)
        if (reaches_shared(LLVMGetOperand(v, o), depth + 1))
            return true;
    return false;
}

/* A call that keeps the strip's order free: intrinsics and the runtime's
 * functions, but not device printf, whose lines users read in block order,
 * nor a spin-wait's yield (the blocks waited for must come first), nor a
 * function left uninlined, which could reach shared memory. */
static bool free_call(LLVMValueRef call)
{
    LLVMValueRef f = LLVMGetCalledValue(call);
    if (!LLVMIsAFunction(f))
        return false;
    size_t n;
    const char *name = LLVMGetValueName2(f, &n);
    if (!strcmp(name, "__ferry_vprintf") || !strcmp(name, "__ferry_yield"))
        return false;
    return LLVMIsDeclaration(f);
}

bool ferry_strips_ok(LLVMValueRef k)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            if (LLVMIsACallInst(i) && !free_call(i))
                return false;
            if (shared_type(LLVMTypeOf(i)))
                return false;
            for (int o = 0; o < LLVMGetNumOperands(i); o++)
                if (reaches_shared(LLVMGetOperand(i, o), 0))
                    return false;
        }
    return true;
}

/* The array a load or store reaches memory through: the argument or value
 * its address starts from, through reg2mem's copies. */
static LLVMValueRef array_of(LLVMValueRef p)
{
    for (int hops = 0; hops < 4; hops++) {
        LLVMValueRef b = copied_value(ferry_pointer_base(p));
        if (b == p)
            break;
        p = b;
    }
    return p;
}

unsigned ferry_strip_rows(LLVMValueRef k)
{
    LLVMValueRef seen[MAX_ARRAYS];
    unsigned n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i && n < MAX_ARRAYS; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef p = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            if (!p || LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0)
                continue;
            LLVMValueRef a = array_of(p);
            if (LLVMIsAAllocaInst(a))
                continue;
            unsigned j = 0;
            while (j < n && seen[j] != a)
                j++;
            if (j == n)
                seen[n++] = a;
        }
    return n ? (STREAMS + n - 1) / n : STREAMS;
}
