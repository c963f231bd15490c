/* Everything a device object defines becomes internal: the host object
 * beside it defines the same names for __host__ __device__ functions and
 * host shadows of device variables, and the runtime reaches the device side
 * only through the module descriptor. */
#include "lower.h"

#include <llvm-c/Comdat.h>
#include <string.h>

void ferry_make_internal(LLVMValueRef g)
{
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    if (LLVMIsDeclaration(g) || strncmp(name, "llvm.", 5) == 0)
        return;
    LLVMSetComdat(g, NULL);
    if (LLVMGetLinkage(g) != LLVMPrivateLinkage)
        LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetVisibility(g, LLVMDefaultVisibility);
    LLVMSetDLLStorageClass(g, LLVMDefaultStorageClass);
}

/* Block entries stay external until the module descriptor refers to them,
 * so that dead-code elimination keeps them meanwhile. */
void ferry_internalize(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        if (len < 6 || strcmp(name + len - 6, ".block") != 0)
            ferry_make_internal(f);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        ferry_make_internal(g);
}
