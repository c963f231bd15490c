/* Rejects what the CPU target cannot run yet, naming the CUDA feature and
 * the source line, before any transformation could turn it into a
 * miscompile. */
#include "entry.h"

#include <string.h>

static bool is_handled_sreg(const char *name)
{
    const char *p = "llvm.nvvm.read.ptx.sreg.";
    return strncmp(name, p, strlen(p)) == 0 && ferry_sreg_supported(name + strlen(p));
}

/* The CUDA spelling of an NVVM intrinsic family, for the message. */
static const char *cuda_name(const char *name)
{
    static const struct { const char *prefix, *what; } map[] = {
        {"llvm.nvvm.barrier0.popc", "__syncthreads_count"},
        {"llvm.nvvm.barrier0.and", "__syncthreads_and"},
        {"llvm.nvvm.barrier0.or", "__syncthreads_or"},
        {"llvm.nvvm.barrier", "__syncthreads (block barrier)"},
        {"llvm.nvvm.bar.warp.sync", "__syncwarp"},
        {"llvm.nvvm.bar", "__syncthreads (block barrier)"},
        {"llvm.nvvm.shfl", "warp shuffle (__shfl_*_sync)"},
        {"llvm.nvvm.vote", "warp vote (__ballot_sync, __any_sync, __all_sync)"},
        {"llvm.nvvm.match", "__match_any_sync/__match_all_sync"},
        {"llvm.nvvm.redux", "__reduce_*_sync"},
        {"llvm.nvvm.activemask", "__activemask"},
        {"llvm.nvvm.read.ptx.sreg", "special register"},
    };
    for (size_t i = 0; i < sizeof map / sizeof *map; i++)
        if (strncmp(name, map[i].prefix, strlen(map[i].prefix)) == 0)
            return map[i].what;
    return NULL;
}

static void check_call(LLVMValueRef call, LLVMValueRef fn, ferry_diag *d)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (callee && LLVMIsAInlineAsm(callee)) {
        size_t n, len;
        const char *text = LLVMGetInlineAsmAsmString(callee, &n);
        ferry_error(d, call, "inline PTX is not supported yet by Ferry's CPU target (asm \"%.*s\", in '%s')",
                    (int)(n > 60 ? 60 : n), text, LLVMGetValueName2(fn, &len));
        return;
    }
    if (!callee || !LLVMIsAFunction(callee))
        return;
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    const char *where = LLVMGetValueName2(fn, &len);
    if (strncmp(name, "llvm.nvvm.", 10) == 0 && !is_handled_sreg(name) && !ferry_sync_supported(name) &&
        strcmp(name, "llvm.nvvm.exit") != 0) {
        const char *what = cuda_name(name);
        if (what)
            ferry_error(d, call, "%s is not supported yet by Ferry's CPU target (%s, in '%s')",
                        what, name, where);
        else
            ferry_error(d, call, "device intrinsic '%s' is not supported yet by Ferry's CPU target "
                        "(in '%s')", name, where);
    } else if (strncmp(name, "__nv_", 5) == 0 && LLVMIsDeclaration(callee)) {
        ferry_error(d, call, "libdevice function '%s' is not available in Ferry (in '%s')", name, where);
    } else if (strncmp(name, "_Z", 2) == 0 && LLVMIsDeclaration(callee)) {
        ferry_error(d, call, "device function '%s' is not defined in this translation unit; code "
                    "defined in another needs relocatable device code (-rdc=true or -dc) (in '%s')",
                    name, where);
    }
}

static void check_globals(LLVMModuleRef m, ferry_diag *d)
{
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        if ((as == 1 || as == 4) && LLVMIsDeclaration(g) && LLVMGetFirstUse(g)
                 && strcmp(name, "threadIdx") && strcmp(name, "blockIdx")
                 && strcmp(name, "blockDim") && strcmp(name, "gridDim"))
            ferry_error(d, NULL, "extern __device__ variable '%s' is defined in another translation unit; "
                        "that needs relocatable device code (-rdc=true or -dc)", name);
    }
}

int ferry_check_supported(LLVMModuleRef m, ferry_diag *d)
{
    int before = d->errors;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
                if (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i))
                    check_call(i, f, d);
    check_globals(m, d);
    return d->errors > before ? -1 : 0;
}
