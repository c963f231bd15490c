/* Bodies for the device-runtime functions PTX declares .extern but Ferry's
 * runtime spells differently: __assertfail becomes a call of
 * __ferry_assert_fail (include/ferry/device_functions.h) with the thread's
 * index, as Ferry's own assert does. */
#include "lower.h"

#include <string.h>

static void assertfail(lw_mod *M, LLVMValueRef fn)
{
    if (LLVMCountParams(fn) != 5)
        return;
    lw_fn f;
    lw_fn_init(&f, M, fn);
    LLVMPositionBuilderAtEnd(f.b, lw_new_block(&f, "entry"));
    LLVMTypeRef ps[7] = {M->ptr, M->ptr, M->i32, M->ptr, M->i32, M->i32, M->i32};
    LLVMTypeRef ft = LLVMFunctionType(M->vd, ps, 7, 0);
    LLVMValueRef callee = LLVMGetNamedFunction(M->m, "__ferry_assert_fail");
    if (!callee) {
        callee = LLVMAddFunction(M->m, "__ferry_assert_fail", ft);
        unsigned noreturn = LLVMGetEnumAttributeKindForName("noreturn", 8);
        LLVMAddAttributeAtIndex(callee, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(M->c, noreturn, 0));
    }
    LLVMValueRef args[7];
    for (unsigned i = 0; i < 4; i++)
        args[i] = lw_resize(&f, LLVMGetParam(fn, i), ps[i], false);
    const char *dims[3] = {"llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.tid.y",
                           "llvm.nvvm.read.ptx.sreg.tid.z"};
    for (unsigned i = 0; i < 3; i++)
        args[4 + i] = lw_call_intr(&f, dims[i], NULL, 0, NULL, 0);
    LLVMBuildCall2(f.b, ft, callee, args, 7, "");
    LLVMBuildUnreachable(f.b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    lw_fn_free(&f);
}

void lw_define_shims(lw_mod *M)
{
    LLVMValueRef fn = LLVMGetNamedFunction(M->m, "__assertfail");
    if (fn && LLVMIsDeclaration(fn))
        assertfail(M, fn);
}
