/* The block entry of each kernel: K.block(void **args, ferry_block_ctx *ctx)
 * loads the arguments once, then runs every thread of the block in a loop
 * nest (z, y, x; x innermost) calling K, which is inlined before special
 * registers are replaced by the loop's induction variables, and so that
 * LLVM's loop vectorizer can run consecutive threads in SIMD lanes. */
#include "lower.h"
#include "ferry_abi.h"

#include <stdlib.h>
#include <string.h>

typedef struct loop {
    LLVMBasicBlockRef head;
    LLVMValueRef iv;
} loop;

static LLVMValueRef load_dim(LLVMBuilderRef b, LLVMTypeRef i32, LLVMValueRef ctx, unsigned d)
{
    LLVMContextRef c = LLVMGetTypeContext(i32);
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(c),
                                    offsetof(ferry_block_ctx, block_dim) + 4 * d, 0);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(b, LLVMInt8TypeInContext(c), ctx, &off, 1, "");
    LLVMValueRef v = LLVMBuildLoad2(b, i32, p, "dim");
    LLVMSetAlignment(v, 4);
    return v;
}

/* Opens a counted loop at the builder's position; the body goes after. */
static loop open_loop(LLVMBuilderRef b, LLVMValueRef fn, LLVMTypeRef i32, const char *name)
{
    LLVMContextRef c = LLVMGetTypeContext(i32);
    loop l;
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(b);
    l.head = LLVMAppendBasicBlockInContext(c, fn, name);
    LLVMBuildBr(b, l.head);
    LLVMPositionBuilderAtEnd(b, l.head);
    l.iv = LLVMBuildPhi(b, i32, name);
    LLVMValueRef zero = LLVMConstInt(i32, 0, 0);
    LLVMAddIncoming(l.iv, &zero, &pre, 1);
    return l;
}

/* Closes the loop: the block dimensions are at least 1 (the runtime checks
 * the launch), so the test goes at the bottom. */
static void close_loop(LLVMBuilderRef b, LLVMValueRef fn, loop l, LLVMValueRef n)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
    LLVMTypeRef i32 = LLVMTypeOf(l.iv);
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(b);
    LLVMValueRef next = LLVMBuildNUWAdd(b, l.iv, LLVMConstInt(i32, 1, 0), "");
    LLVMAddIncoming(l.iv, &next, &latch, 1);
    LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(c, fn, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, next, n, ""), l.head, exit);
    LLVMPositionBuilderAtEnd(b, exit);
}

/* target-cpu and friends, so that K can be inlined into K.block. */
static int copy_string_attrs(LLVMValueRef from, LLVMValueRef to)
{
    unsigned n = LLVMGetAttributeCountAtIndex(from, LLVMAttributeFunctionIndex);
    LLVMAttributeRef *a = malloc((n ? n : 1) * sizeof *a);
    if (!a)
        return -1;
    LLVMGetAttributesAtIndex(from, LLVMAttributeFunctionIndex, a);
    for (unsigned j = 0; j < n; j++)
        if (LLVMIsStringAttribute(a[j]))
            LLVMAddAttributeAtIndex(to, LLVMAttributeFunctionIndex, a[j]);
    free(a);
    return 0;
}

static int build_entry(LLVMModuleRef m, LLVMValueRef thread, const char *kname, ferry_entry *e)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
    LLVMTypeRef params[2] = {ptr, ptr};
    char *name = malloc(strlen(kname) + 7);
    if (!name)
        return -1;
    strcpy(name, kname);
    strcat(name, ".block");
    LLVMValueRef fn = LLVMAddFunction(m, name, LLVMFunctionType(LLVMVoidTypeInContext(c), params, 2, 0));
    free(name);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    if (copy_string_attrs(thread, fn) < 0)
        return -1;

    LLVMValueRef args = LLVMGetParam(fn, 0), ctx = LLVMGetParam(fn, 1);
    LLVMSetValueName2(args, "args", 4);
    LLVMSetValueName2(ctx, "ctx", 3);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, fn, "entry"));

    LLVMTypeRef tty = LLVMGlobalGetValueType(thread);
    unsigned n = LLVMCountParamTypes(tty);
    LLVMValueRef *av = malloc((n ? n : 1) * sizeof *av);
    LLVMTypeRef *pt = malloc((n ? n : 1) * sizeof *pt);
    if (!av || !pt)
        return -1;
    LLVMGetParamTypes(tty, pt);
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(c), i, 0);
        LLVMValueRef slot = LLVMBuildInBoundsGEP2(b, ptr, args, &idx, 1, "");
        LLVMValueRef p = LLVMBuildLoad2(b, ptr, slot, "");
        /* A by-value aggregate is passed as a pointer to the host's copy;
         * the call's byval attribute gives each thread its own copy. */
        av[i] = LLVMGetEnumAttributeAtIndex(thread, i + 1, byval) ? p : LLVMBuildLoad2(b, pt[i], p, "");
    }
    LLVMValueRef dims[3];
    for (unsigned d = 0; d < 3; d++)
        dims[d] = load_dim(b, i32, ctx, d);

    loop lz = open_loop(b, fn, i32, "tz"), ly = open_loop(b, fn, i32, "ty"), lx = open_loop(b, fn, i32, "tx");
    LLVMValueRef call = LLVMBuildCall2(b, tty, thread, av, n, "");
    for (unsigned i = 0; i < n; i++) {
        LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(thread, i + 1, byval);
        if (a)
            LLVMAddCallSiteAttribute(call, i + 1, a);
    }
    close_loop(b, fn, lx, dims[0]);
    close_loop(b, fn, ly, dims[1]);
    close_loop(b, fn, lz, dims[2]);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    free(av);
    free(pt);
    *e = (ferry_entry){.fn = fn, .ctx = ctx, .tid = {lx.iv, ly.iv, lz.iv}};
    return 0;
}

int ferry_build_block_entries(LLVMModuleRef m, const ferry_kernels *k, ferry_entry *entries)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    unsigned inl = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    for (unsigned i = 0; i < k->count; i++) {
        LLVMAddAttributeAtIndex(k->fn[i], LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, inl, 0));
        if (build_entry(m, k->fn[i], k->name[i], &entries[i]) < 0)
            return -1;
    }
    return 0;
}
