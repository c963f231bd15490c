/* .global .attribute(.managed): the variable is marked as clang marks a
 * __managed__ one (include/host_defines.h), a "ferry.managed" row in
 * llvm.global.annotations, so that ferry-lower shares it with the host
 * (lower/cpu/managed.c) whichever front end made the hub IR. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

static bool has_managed(const ptx_var *v)
{
    for (size_t i = 0; i < v->nattrs; i++)
        if (strcmp(v->attrs[i], ".managed") == 0)
            return true;
    return false;
}

static LLVMValueRef annotation_string(LLVMModuleRef m)
{
    LLVMValueRef s = LLVMGetNamedGlobal(m, "__ferry_managed_annotation");
    if (s)
        return s;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMValueRef init = LLVMConstStringInContext2(c, "ferry.managed", 13, 0);
    s = LLVMAddGlobal(m, LLVMTypeOf(init), "__ferry_managed_annotation");
    LLVMSetInitializer(s, init);
    LLVMSetGlobalConstant(s, 1);
    LLVMSetLinkage(s, LLVMPrivateLinkage);
    LLVMSetSection(s, "llvm.metadata");
    return s;
}

/* Appends {ptr g, ptr "ferry.managed", ptr null, i32 0, ptr null}. */
void lw_mark_managed(LLVMModuleRef m, LLVMValueRef g, const ptx_var *v)
{
    if (!has_managed(v))
        return;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
    LLVMTypeRef f[5] = {ptr, ptr, ptr, i32, ptr};
    LLVMTypeRef rowty = LLVMStructTypeInContext(c, f, 5, 0);
    LLVMValueRef cells[5] = {LLVMConstAddrSpaceCast(g, ptr), annotation_string(m), LLVMConstNull(ptr),
                             LLVMConstInt(i32, 0, 0), LLVMConstNull(ptr)};
    LLVMValueRef old = LLVMGetNamedGlobal(m, "llvm.global.annotations");
    unsigned n = old ? LLVMGetArrayLength2(LLVMGlobalGetValueType(old)) : 0;
    LLVMValueRef *rows = malloc((n + 1) * sizeof *rows);
    if (!rows)
        return;
    for (unsigned i = 0; i < n; i++)
        rows[i] = LLVMGetAggregateElement(LLVMGetInitializer(old), i);
    rows[n] = LLVMConstStructInContext(c, cells, 5, 0);
    if (old)
        LLVMDeleteGlobal(old);
    LLVMValueRef init = LLVMConstArray2(rowty, rows, n + 1);
    LLVMValueRef a = LLVMAddGlobal(m, LLVMTypeOf(init), "llvm.global.annotations");
    LLVMSetInitializer(a, init);
    LLVMSetLinkage(a, LLVMAppendingLinkage);
    LLVMSetSection(a, "llvm.metadata");
    free(rows);
}
