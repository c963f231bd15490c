/* How much local memory a kernel's thread uses, for
 * cudaFuncGetAttributes(...).localSizeBytes and cudaLimitStackSize: what
 * stays memory once the module is optimized (arrays indexed at run time,
 * values kept across sync points, big arrays in the runtime's local
 * buffer), as a GPU's local memory holds what its registers cannot.  The
 * block entry's own bookkeeping (where each thread waits, sync operands,
 * per-block counters) is not the thread's and is marked so where it is
 * made. */
#include "entry.h"

#include <string.h>

#define INTERNAL_MD "ferry.internal"

static unsigned internal_kind(LLVMContextRef c)
{
    return LLVMGetMDKindIDInContext(c, INTERNAL_MD, (unsigned)strlen(INTERNAL_MD));
}

void ferry_mark_internal(LLVMValueRef alloca)
{
    LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(alloca));
    LLVMSetMetadata(alloca, internal_kind(c), LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, NULL, 0)));
}

/* An alloca of n elements with n known is n of them for the thread; one
 * with n not known is one per thread of the block. */
static uint64_t thread_bytes(LLVMValueRef a, LLVMTargetDataRef td)
{
    uint64_t size = LLVMABISizeOfType(td, LLVMGetAllocatedType(a));
    LLVMValueRef n = LLVMGetOperand(a, 0);
    if (LLVMIsAConstantInt(n))
        size *= LLVMConstIntGetZExtValue(n);
    uint64_t align = LLVMGetAlignment(a) ? LLVMGetAlignment(a) : 1;
    return (size + align - 1) / align * align;
}

static uint64_t frame_bytes(LLVMValueRef fn, LLVMTargetDataRef td, unsigned internal)
{
    uint64_t bytes = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
            if (LLVMIsAAllocaInst(i) && !LLVMGetMetadata(i, internal))
                bytes += thread_bytes(i, td);
    return bytes;
}

/* Is f one of entry's thread loops made into a function (outline.c),
 * entry.rN? */
static bool is_part_of(LLVMValueRef f, const char *entry, size_t len)
{
    size_t n;
    const char *name = LLVMGetValueName2(f, &n);
    if (n <= len + 2 || strncmp(name, entry, len) || name[len] != '.' || name[len + 1] != 'r')
        return false;
    for (size_t i = len + 2; i < n; i++)
        if (name[i] < '0' || name[i] > '9')
            return false;
    return true;
}

/* The entry's frame and those of its thread loops, which held the same
 * allocas before they became functions. */
static uint64_t entry_bytes(LLVMModuleRef m, LLVMValueRef entry, LLVMTargetDataRef td, unsigned internal)
{
    uint64_t bytes = frame_bytes(entry, td, internal);
    size_t len;
    const char *name = LLVMGetValueName2(entry, &len);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (f != entry && is_part_of(f, name, len))
            bytes += frame_bytes(f, td, internal);
    return bytes;
}

/* Each row of __ferry_kernels (moduledesc.c) holds the entry in field 1
 * and, in field 6, the bytes per thread of the runtime's local buffer. */
void ferry_count_local_memory(LLVMModuleRef m)
{
    LLVMValueRef table = LLVMGetNamedGlobal(m, "__ferry_kernels");
    LLVMValueRef init = table ? LLVMGetInitializer(table) : NULL;
    if (!init || LLVMIsAConstantAggregateZero(init))
        return;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    unsigned internal = internal_kind(c), n = (unsigned)LLVMGetNumOperands(init);
    LLVMTypeRef row_ty = LLVMGetElementType(LLVMTypeOf(init));
    LLVMValueRef rows[n ? n : 1];
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef row = LLVMGetOperand(init, i), f[7];
        for (unsigned k = 0; k < 7; k++)
            f[k] = LLVMGetOperand(row, k);
        if (LLVMIsAFunction(f[1]) && LLVMIsAConstantInt(f[6])) {
            uint64_t bytes = LLVMConstIntGetZExtValue(f[6]) + entry_bytes(m, f[1], td, internal);
            f[6] = LLVMConstInt(LLVMTypeOf(f[6]), bytes, 0);
        }
        rows[i] = LLVMConstNamedStruct(row_ty, f, 7);
    }
    LLVMSetInitializer(table, LLVMConstArray2(row_ty, rows, n));
}
