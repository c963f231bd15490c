/* The parts of a block entry, K.block(void **args, ferry_block_ctx *ctx):
 * the function, its arguments and launch values loaded once in its entry
 * block, and the thread loops (z, y, x; x innermost, so that LLVM's loop
 * vectorizer runs consecutive threads in SIMD lanes). barriers.c puts the
 * kernel's code into them. */
#include "entry.h"
#include "ferry_abi.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The launch values' bounds, which the runtime checks before any launch
 * (runtime/launch.c ferry_dims_ok): blockIdx below gridDim, blockDim.x and
 * .y at most 1024, .z at most 64, gridDim.x below 2^31, .y and .z below
 * 2^16. As !range metadata they let LLVM prove that thread-index arithmetic
 * does not wrap (tx * 16 in 32 bits), where the vectorizer otherwise checks
 * it at run time for every access, or gives up (a scan's serial run of 16
 * items per thread: too many checks). */
static const uint32_t launch_lo[9] = {0, 0, 0, 1, 1, 1, 1, 1, 1};
static const uint32_t launch_hi[9] = {0x7fffffffu, 65535, 65535, 1025, 1025, 65,
                                      0x80000000u, 65536, 65536};

void ferry_set_launch_range(LLVMValueRef load, unsigned which)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(load));
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
    LLVMMetadataRef bounds[2] = {LLVMValueAsMetadata(LLVMConstInt(i32, launch_lo[which], 0)),
                                 LLVMValueAsMetadata(LLVMConstInt(i32, launch_hi[which], 0))};
    LLVMSetMetadata(load, LLVMGetMDKindIDInContext(c, "range", 5),
                    LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, bounds, 2)));
}

void ferry_load_launch(LLVMBuilderRef b, LLVMValueRef ctx, const uint32_t *shape, LLVMValueRef out[9])
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(ctx));
    static const char *const names[9] = {"ctaid.x", "ctaid.y", "ctaid.z", "ntid.x", "ntid.y",
                                         "ntid.z", "nctaid.x", "nctaid.y", "nctaid.z"};
    for (unsigned i = 0; i < 9; i++) {
        LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(c), offsetof(ferry_block_ctx, block_idx) + 4 * i, 0);
        LLVMValueRef p = LLVMBuildInBoundsGEP2(b, LLVMInt8TypeInContext(c), ctx, &off, 1, "");
        out[i] = LLVMBuildLoad2(b, LLVMInt32TypeInContext(c), p, names[i]);
        LLVMSetAlignment(out[i], 4);
        ferry_set_launch_range(out[i], i);
        if (shape && i >= 3 && i < 6)
            out[i] = LLVMConstInt(LLVMInt32TypeInContext(c), shape[i - 3], 0);
    }
}

ferry_loop ferry_open_loop(LLVMBuilderRef b, LLVMValueRef fn, const char *name)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
    ferry_loop l;
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(b);
    l.head = LLVMAppendBasicBlockInContext(c, fn, name);
    LLVMBuildBr(b, l.head);
    LLVMPositionBuilderAtEnd(b, l.head);
    l.iv = LLVMBuildPhi(b, i32, name);
    LLVMValueRef zero = LLVMConstInt(i32, 0, 0);
    LLVMAddIncoming(l.iv, &zero, &pre, 1);
    return l;
}

/* The test goes at the bottom: the runtime rejects empty blocks. */
void ferry_close_loop(LLVMBuilderRef b, LLVMValueRef fn, ferry_loop l, LLVMValueRef n)
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

LLVMValueRef ferry_new_entry(LLVMModuleRef m, LLVMValueRef k, const char *kname, bool shaped, LLVMBuilderRef b)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef params[2] = {ptr, ptr};
    char *name = malloc(strlen(kname) + 14);
    if (!name)
        return NULL;
    strcpy(name, kname);
    strcat(name, shaped ? ".shaped.block" : ".block");
    LLVMValueRef fn = LLVMAddFunction(m, name, LLVMFunctionType(LLVMVoidTypeInContext(c), params, 2, 0));
    free(name);
    if (copy_string_attrs(k, fn) < 0)
        return NULL;
    LLVMSetValueName2(LLVMGetParam(fn, 0), "args", 4);
    LLVMSetValueName2(LLVMGetParam(fn, 1), "ctx", 3);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, fn, "entry"));
    return fn;
}

int ferry_load_args(LLVMBuilderRef b, LLVMValueRef k, LLVMValueRef args, LLVMValueRef *av)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(k));
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef tty = LLVMGlobalGetValueType(k);
    unsigned n = LLVMCountParamTypes(tty);
    LLVMTypeRef *pt = malloc((n ? n : 1) * sizeof *pt);
    if (!pt)
        return -1;
    LLVMGetParamTypes(tty, pt);
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(c), i, 0);
        LLVMValueRef slot = LLVMBuildInBoundsGEP2(b, ptr, args, &idx, 1, "");
        LLVMValueRef p = LLVMBuildLoad2(b, ptr, slot, "");
        av[i] = LLVMGetEnumAttributeAtIndex(k, i + 1, byval) ? p : LLVMBuildLoad2(b, pt[i], p, "");
    }
    free(pt);
    return 0;
}

/* A kernel this big (after inlining, and counting its `#pragma unroll`
 * loops unrolled: unrolledsize.c) is built once: a second entry would
 * double its compile time, and lowering tests/cuda's files took half as
 * long again with a bound of 4000 (wmma's, cooperative groups' warp
 * code). bench/kernels' kernels are all under it. */
#define SHAPED_MAX_INSTRUCTIONS 800
/* ...and a file's shaped entries together, each counted with what any
 * entry costs (its functions, their code generation), so that a file of
 * many kernels (128 instances of a template of 15 instructions:
 * bench/compile/gen.sh templates) takes at most so much longer to lower
 * than without them. bench/kernels' files use at most 640 (hdot). */
#define SHAPED_MODULE_INSTRUCTIONS 4000
#define SHAPED_KERNEL_COST 100

bool ferry_shape_fits(unsigned size, unsigned *used)
{
    if (size > SHAPED_MAX_INSTRUCTIONS || *used + size + SHAPED_KERNEL_COST > SHAPED_MODULE_INSTRUCTIONS)
        return false;
    *used += size + SHAPED_KERNEL_COST;
    return true;
}

int ferry_build_block_entries(LLVMModuleRef m, const ferry_kernels *k, const ferry_lower_opts *o,
                              ferry_entry *entries, ferry_diag *d)
{
    unsigned used = 0;
    for (unsigned i = 0; i < k->count; i++) {
        const uint32_t *shape = ferry_shape_for(o, k->name[i]);
        if (shape && !ferry_shape_fits(k->unrolled[i], &used))
            shape = NULL;
        if (ferry_build_barrier_entry(m, k->fn[i], k->name[i], &entries[i], &entries[k->count + i], shape, d) < 0)
            return -1;
    }
    return 0;
}
