/* Everything a device object defines becomes internal: the host object
 * beside it defines the same names for __host__ __device__ functions and
 * host shadows of device variables, and the runtime reaches the device side
 * only through the module descriptor. */
#include "lower.h"

#include <llvm-c/Comdat.h>
#include <string.h>

static void make_internal(LLVMValueRef g)
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

void ferry_internalize(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        make_internal(f);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        make_internal(g);
}
