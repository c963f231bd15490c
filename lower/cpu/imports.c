/* Loadable modules (ferry_abi.h, FERRY_LOADABLE_SYMBOL) are dlopen'ed into
 * programs that may export no runtime symbols at all (libcudart_static), so
 * they call the runtime only through slots the loader fills.  Each
 * __ferry_* declaration gets a body that calls through its slot; the
 * optimiser inlines it into every caller. */
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_runtime_decl(LLVMValueRef f)
{
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    return LLVMIsDeclaration(f) && len > 8 && strncmp(name, "__ferry_", 8) == 0
        && LLVMGetFirstUse(f);
}

/* define internal T @f(args) { %p = load ptr @slot; ret call T %p(args) } */
static LLVMValueRef give_body(LLVMModuleRef m, LLVMValueRef f)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), fty = LLVMGlobalGetValueType(f);
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    char slotname[256];
    snprintf(slotname, sizeof slotname, "__ferry_slot.%s", name);
    LLVMValueRef slot = LLVMAddGlobal(m, ptr, slotname);
    LLVMSetInitializer(slot, LLVMConstNull(ptr));
    LLVMSetLinkage(slot, LLVMInternalLinkage);

    unsigned n = LLVMCountParams(f);
    LLVMValueRef *args = calloc(n ? n : 1, sizeof *args);
    if (!args)
        return NULL;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, f, "entry"));
    LLVMValueRef target = LLVMBuildLoad2(b, ptr, slot, "target");
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetParam(f, i);
    LLVMValueRef r = LLVMBuildCall2(b, fty, target, args, n, "");
    if (LLVMGetTypeKind(LLVMGetReturnType(fty)) == LLVMVoidTypeKind)
        LLVMBuildRetVoid(b);
    else
        LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
    free(args);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    return slot;
}

LLVMValueRef ferry_make_imports(LLVMModuleRef m, unsigned *count)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef f2[2] = {ptr, ptr};
    LLVMTypeRef row = LLVMStructTypeInContext(c, f2, 2, 0);
    unsigned n = 0, cap = 0;
    LLVMValueRef *rows = NULL;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (!is_runtime_decl(f))
            continue;
        if (n == cap) {
            LLVMValueRef *r = realloc(rows, (cap = cap ? 2 * cap : 8) * sizeof *rows);
            if (!r)
                goto fail;
            rows = r;
        }
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        LLVMValueRef str = LLVMConstStringInContext2(c, name, len, 0);
        LLVMValueRef gname = LLVMAddGlobal(m, LLVMTypeOf(str), "__ferry_import_name");
        LLVMSetInitializer(gname, str);
        LLVMSetGlobalConstant(gname, 1);
        LLVMSetLinkage(gname, LLVMPrivateLinkage);
        LLVMValueRef slot = give_body(m, f);
        if (!slot)
            goto fail;
        LLVMValueRef v[2] = {gname, slot};
        rows[n++] = LLVMConstStructInContext(c, v, 2, 0);
    }
    LLVMValueRef init = LLVMConstArray2(row, rows, n);
    LLVMValueRef table = LLVMAddGlobal(m, LLVMTypeOf(init), "__ferry_imports");
    LLVMSetInitializer(table, init);
    LLVMSetGlobalConstant(table, 1);
    LLVMSetLinkage(table, LLVMPrivateLinkage);
    free(rows);
    *count = n;
    return table;
fail:
    free(rows);
    return NULL;
}
