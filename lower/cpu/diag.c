/* Diagnostics in the form compilers use, file:line:col, so that errors in
 * device code point at the CUDA source that caused them. */
#include "lower.h"

#include <stdarg.h>
#include <stdio.h>

static void print_location(ferry_diag *d, LLVMValueRef inst)
{
    unsigned len = 0;
    const char *file = NULL;
    if (inst && LLVMIsAInstruction(inst))
        file = LLVMGetDebugLocFilename(inst, &len);
    /* The file name is as the driver gave it to clang, relative to the
     * directory nvcc ran in, which is how clang's own errors name it. */
    if (file && len > 0) {
        fprintf(stderr, "%.*s:%u:%u: ", (int)len, file, LLVMGetDebugLocLine(inst),
                LLVMGetDebugLocColumn(inst));
    } else {
        fprintf(stderr, "%s: ", d->input ? d->input : "ferry-lower");
    }
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
