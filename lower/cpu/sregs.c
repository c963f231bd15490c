/* Special registers (%tid, %ntid, %ctaid, %laneid, ...) become the thread
 * loop's induction variables or launch values of the block context, as
 * barriers.c copies the kernel's code into thread loops. */
#include "entry.h"
#include "ferry_abi.h"

#include <stddef.h>
#include <string.h>

static const char *const supported[] = {
    "tid.", "ntid.", "ctaid.", "nctaid.", "laneid", "warpsize", "clock", "clock64",
    "lanemask_eq", "lanemask_lt", "lanemask_le", "lanemask_gt", "lanemask_ge",
    "lanemask.eq", "lanemask.lt", "lanemask.le", "lanemask.gt", "lanemask.ge", "warpid",
    "nwarpid", "smid", "nsmid", "dynamic_smem_size", "gridid", "globaltimer", "globaltimer_lo",
    "globaltimer_hi", "globaltimer.lo", "globaltimer.hi", "envreg",
};

bool ferry_sreg_supported(const char *reg)
{
    for (size_t i = 0; i < sizeof supported / sizeof *supported; i++) {
        size_t n = strlen(supported[i]);
        bool prefix = supported[i][n - 1] == '.' || !strcmp(supported[i], "envreg");
        if (prefix ? strncmp(reg, supported[i], n) == 0 : strcmp(reg, supported[i]) == 0)
            return true;
    }
    return false;
}

static bool is_sreg(LLVMValueRef callee)
{
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    return strncmp(name, "llvm.nvvm.read.ptx.sreg.", 24) == 0;
}

static LLVMValueRef sreg_callee(LLVMValueRef i)
{
    LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
    return callee && LLVMIsAFunction(callee) && is_sreg(callee) ? callee : NULL;
}

static LLVMValueRef load_ctx_u32(LLVMBuilderRef b, LLVMValueRef ctx, size_t offset, const char *name)
{
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(
        LLVMGetBasicBlockParent(LLVMGetInsertBlock(b))));
    LLVMTypeRef i8 = LLVMInt8TypeInContext(c), i32 = LLVMInt32TypeInContext(c);
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(c), offset, 0);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(b, i8, ctx, &off, 1, "");
    LLVMValueRef v = LLVMBuildLoad2(b, i32, p, name);
    LLVMSetAlignment(v, 4);
    LLVMSetMetadata(v, LLVMGetMDKindIDInContext(c, "invariant.load", 14), LLVMMDNodeInContext(c, NULL, 0));
    return v;
}

/* The thread's linear index in its block, x fastest, as warps are formed. */
static LLVMValueRef linear_tid(LLVMBuilderRef b, const ferry_entry *e)
{
    LLVMValueRef ctx = e->ctx;
    size_t dim = offsetof(ferry_block_ctx, block_dim);
    LLVMValueRef nx = e->launch ? e->launch[dim / 4] : load_ctx_u32(b, ctx, dim, "ntid.x");
    LLVMValueRef ny = e->launch ? e->launch[dim / 4 + 1] : load_ctx_u32(b, ctx, dim + 4, "ntid.y");
    LLVMValueRef zy = LLVMBuildAdd(b, LLVMBuildMul(b, e->tid[2], ny, ""), e->tid[1], "");
    return LLVMBuildAdd(b, LLVMBuildMul(b, zy, nx, ""), e->tid[0], "ltid");
}

static LLVMValueRef lane_mask(LLVMBuilderRef b, LLVMValueRef lane, const char *kind)
{
    LLVMTypeRef i32 = LLVMTypeOf(lane);
    LLVMValueRef one = LLVMConstInt(i32, 1, 0), two = LLVMConstInt(i32, 2, 0);
    LLVMValueRef eq = LLVMBuildShl(b, one, lane, "");
    LLVMValueRef lt = LLVMBuildSub(b, eq, one, "");
    LLVMValueRef le = LLVMBuildSub(b, LLVMBuildShl(b, two, lane, ""), one, "");
    if (!strcmp(kind, "eq")) return eq;
    if (!strcmp(kind, "lt")) return lt;
    if (!strcmp(kind, "le")) return le;
    if (!strcmp(kind, "gt")) return LLVMBuildNot(b, le, "");
    return LLVMBuildNot(b, lt, "");
}

static LLVMValueRef cycle_counter(LLVMBuilderRef b, LLVMModuleRef m)
{
    unsigned id = LLVMLookupIntrinsicID("llvm.readcyclecounter", 21);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, id, NULL, 0);
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, NULL, 0, "clock");
}

static LLVMValueRef global_timer(LLVMBuilderRef b, LLVMModuleRef m)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(m));
    LLVMTypeRef fty = LLVMFunctionType(i64, NULL, 0, 0);
    LLVMValueRef f = LLVMGetNamedFunction(m, "__ferry_globaltimer");
    if (!f)
        f = LLVMAddFunction(m, "__ferry_globaltimer", fty);
    return LLVMBuildCall2(b, fty, f, NULL, 0, "globaltimer");
}

/* Registers of the block or the launch beyond the indices: the worker as
 * the SM, the dynamic shared memory, the cooperative grid's workspace. */
static LLVMValueRef block_value(LLVMBuilderRef b, const ferry_entry *e, const char *reg)
{
    LLVMModuleRef m = LLVMGetGlobalParent(e->fn);
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c), i64 = LLVMInt64TypeInContext(c);
    if (!strcmp(reg, "smid"))
        return load_ctx_u32(b, e->ctx, offsetof(ferry_block_ctx, sm_id), "smid");
    if (!strcmp(reg, "nsmid"))
        return load_ctx_u32(b, e->ctx, offsetof(ferry_block_ctx, num_sms), "nsmid");
    if (!strcmp(reg, "dynamic_smem_size"))
        return load_ctx_u32(b, e->ctx, offsetof(ferry_block_ctx, dyn_shared), "dynamic_smem_size");
    if (!strcmp(reg, "gridid"))
        return LLVMConstInt(i64, 0, 0);
    if (!strcmp(reg, "globaltimer"))
        return global_timer(b, m);
    if (!strcmp(reg, "globaltimer_lo") || !strcmp(reg, "globaltimer.lo"))
        return LLVMBuildTrunc(b, global_timer(b, m), i32, "");
    if (!strcmp(reg, "globaltimer_hi") || !strcmp(reg, "globaltimer.hi"))
        return LLVMBuildTrunc(b, LLVMBuildLShr(b, global_timer(b, m), LLVMConstInt(i64, 32, 0), ""), i32, "");
    if (!strncmp(reg, "envreg", 6)) {
        size_t off = offsetof(ferry_block_ctx, grid_workspace);
        if (!strcmp(reg + 6, "1")) /* the high half, as PTX from cooperative groups reads it */
            return load_ctx_u32(b, e->ctx, off + 4, "envreg1");
        if (!strcmp(reg + 6, "2"))
            return load_ctx_u32(b, e->ctx, off, "envreg2");
        return LLVMConstInt(i32, 0, 0);
    }
    return NULL;
}

LLVMValueRef ferry_sreg_value(LLVMBuilderRef b, const ferry_entry *e, const char *reg)
{
    LLVMModuleRef m = LLVMGetGlobalParent(e->fn);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetModuleContext(m));
    LLVMValueRef ctx = e->ctx;
    static const struct { const char *name; size_t off; } regs[] = {
        {"ntid.", offsetof(ferry_block_ctx, block_dim)},
        {"ctaid.", offsetof(ferry_block_ctx, block_idx)},
        {"nctaid.", offsetof(ferry_block_ctx, grid_dim)},
    };
    size_t n = strlen(reg);
    if (!strncmp(reg, "tid.", 4) && n == 5)
        return e->tid[reg[4] - 'x'];
    for (size_t i = 0; i < sizeof regs / sizeof *regs; i++) {
        size_t l = strlen(regs[i].name), off = regs[i].off + 4 * (size_t)(reg[l] - 'x');
        if (strncmp(reg, regs[i].name, l) || n != l + 1)
            continue;
        if (e->launch)
            return e->launch[off / 4];
        LLVMValueRef v = load_ctx_u32(b, ctx, off, reg);
        ferry_set_launch_range(v, (unsigned)((off - offsetof(ferry_block_ctx, block_idx)) / 4));
        return v;
    }
    if (!strcmp(reg, "warpsize"))
        return LLVMConstInt(i32, 32, 0);
    if (!strcmp(reg, "laneid"))
        return LLVMBuildAnd(b, linear_tid(b, e), LLVMConstInt(i32, 31, 0), "laneid");
    if (!strcmp(reg, "warpid"))
        return LLVMBuildLShr(b, linear_tid(b, e), LLVMConstInt(i32, 5, 0), "warpid");
    if (!strncmp(reg, "lanemask_", 9) || !strncmp(reg, "lanemask.", 9)) {
        LLVMValueRef lane = LLVMBuildAnd(b, linear_tid(b, e), LLVMConstInt(i32, 31, 0), "");
        return lane_mask(b, lane, reg + 9);
    }
    if (!strcmp(reg, "nwarpid")) {
        size_t dim = offsetof(ferry_block_ctx, block_dim);
        LLVMValueRef t = LLVMBuildMul(b, load_ctx_u32(b, ctx, dim, ""), load_ctx_u32(b, ctx, dim + 4, ""), "");
        t = LLVMBuildMul(b, t, load_ctx_u32(b, ctx, dim + 8, ""), "");
        return LLVMBuildLShr(b, LLVMBuildAdd(b, t, LLVMConstInt(i32, 31, 0), ""), LLVMConstInt(i32, 5, 0), "");
    }
    if (!strcmp(reg, "clock") || !strcmp(reg, "clock64"))
        return cycle_counter(b, m);
    return block_value(b, e, reg);
}

/* After device code is inlined into the kernels, a read left in a function
 * that is still called is in one that could not be inlined (recursive,
 * __noinline__ or called through a pointer): no thread loop can bind it.
 * Checked while debug locations still name the source line. */
/* Registers whose value differs between the threads of a block. */
bool ferry_sreg_varies_by_thread(const char *reg)
{
    return !strncmp(reg, "tid.", 4) || !strcmp(reg, "laneid") || !strncmp(reg, "lanemask", 8)
        || !strcmp(reg, "warpid");
}

bool ferry_sreg_changes(const char *reg)
{
    return !strncmp(reg, "clock", 5) || !strncmp(reg, "globaltimer", 11) || !strncmp(reg, "pm", 2);
}

int ferry_reject_unbound_sregs(LLVMModuleRef m, const ferry_kernels *k, ferry_diag *d)
{
    int before = d->errors;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (ferry_is_kernel(k, f) || !LLVMGetFirstUse(f))
            continue;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if (sreg_callee(i)) {
                    size_t len;
                    ferry_error(d, i, "device function '%s' reads thread or block indices but cannot "
                                "be inlined into its kernel (recursive, __noinline__ or called "
                                "through a pointer); not supported yet", LLVMGetValueName2(f, &len));
                    break;
                }
    }
    return d->errors > before ? -1 : 0;
}
