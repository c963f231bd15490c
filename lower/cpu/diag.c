/* Diagnostics in the form compilers use, file:line:col, so that errors in
 * device code point at the CUDA source that caused them. */
#include "lower.h"

#include <llvm-c/DebugInfo.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *file_of(LLVMMetadataRef loc, unsigned *len)
{
    LLVMMetadataRef scope = LLVMDILocationGetScope(loc);
    LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
    *len = 0;
    return file ? LLVMDIFileGetFilename(file, len) : NULL;
}

/* Code inlined from Ferry's own headers (built-in variables, intrinsics,
 * cooperative groups) is reported where the program used it. */
static bool in_ferry_headers(const char *file, unsigned len)
{
    static const char *const ours[] = {"include/ferry/", "include/cooperative_groups", "include/cuda_runtime.h"};
    for (size_t i = 0; file && i < sizeof ours / sizeof *ours; i++)
        for (unsigned j = 0; j + strlen(ours[i]) <= len; j++)
            if (!strncmp(file + j, ours[i], strlen(ours[i])))
                return true;
    return false;
}

static void print_location(ferry_diag *d, LLVMValueRef inst)
{
    LLVMMetadataRef loc = inst && LLVMIsAInstruction(inst) ? LLVMInstructionGetDebugLoc(inst) : NULL;
    unsigned len = 0;
    const char *file = loc ? file_of(loc, &len) : NULL;
    while (loc && in_ferry_headers(file, len) && LLVMDILocationGetInlinedAt(loc)) {
        loc = LLVMDILocationGetInlinedAt(loc);
        file = file_of(loc, &len);
    }
    /* The file name is as the driver gave it to clang, relative to the
     * directory nvcc ran in, which is how clang's own errors name it. */
    if (file && len > 0)
        fprintf(stderr, "%.*s:%u:%u: ", (int)len, file, LLVMDILocationGetLine(loc),
                LLVMDILocationGetColumn(loc));
    else
        fprintf(stderr, "%s: ", d->input ? d->input : "ferry-lower");
}

void ferry_error(ferry_diag *d, LLVMValueRef inst, const char *fmt, ...)
{
    va_list ap;
    print_location(d, inst);
    fputs("error: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    d->errors++;
}
