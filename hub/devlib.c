/* Links the device library into a module that calls it.  The library's
 * bitcode is built from devlib/ by the build and embedded in this program
 * (devlib_blob.c), so no file has to be found at run time.  Functions the
 * module does not reach are dropped, and the rest made internal: each
 * module gets its own copy, as with a static library, and the optimizer
 * inlines and vectorizes them with the caller. */
#include "hub.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

extern const unsigned char ferry_devlib_bc[];
extern const size_t ferry_devlib_bc_size;

static int fail(ferry_hub_diag *d, const char *msg)
{
    d->errors++;
    if (!d->msg)
        d->msg = strdup(msg);
    return -1;
}

/* Whether m declares, without defining, a function the library defines. */
static bool calls_into(LLVMModuleRef m, LLVMModuleRef lib)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(lib); f; f = LLVMGetNextFunction(f)) {
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        LLVMValueRef g = LLVMIsDeclaration(f) ? NULL : LLVMGetNamedFunction(m, name);
        if (g && LLVMIsDeclaration(g))
            return true;
    }
    return false;
}

/* The library's definitions, by name (they keep them through linking). */
static char **definitions(LLVMModuleRef lib, size_t *n)
{
    size_t count = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(lib); f; f = LLVMGetNextFunction(f))
        count += !LLVMIsDeclaration(f);
    char **names = calloc(count ? count : 1, sizeof *names);
    *n = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(lib); names && f; f = LLVMGetNextFunction(f)) {
        size_t len;
        if (!LLVMIsDeclaration(f))
            names[(*n)++] = strdup(LLVMGetValueName2(f, &len));
    }
    return names;
}

/* Unreached library functions go, until none is left (one may be reached
 * only from another). */
static void keep_reached(LLVMModuleRef m, char **names, size_t n)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t i = 0; i < n; i++) {
            LLVMValueRef f = names[i] ? LLVMGetNamedFunction(m, names[i]) : NULL;
            if (f && !LLVMGetFirstUse(f)) {
                LLVMDeleteFunction(f);
                changed = true;
            }
        }
    }
    for (size_t i = 0; i < n; i++) {
        LLVMValueRef f = names[i] ? LLVMGetNamedFunction(m, names[i]) : NULL;
        if (f)
            LLVMSetLinkage(f, LLVMInternalLinkage);
        free(names[i]);
    }
}

int ferry_hub_link_devlib(LLVMModuleRef m, ferry_hub_diag *d)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(
        (const char *)ferry_devlib_bc, ferry_devlib_bc_size, "devlib.bc", 0);
    LLVMModuleRef lib = NULL;
    if (LLVMParseBitcodeInContext2(c, buf, &lib)) {
        LLVMDisposeMemoryBuffer(buf);
        return fail(d, "internal error: the embedded device library cannot be read");
    }
    LLVMDisposeMemoryBuffer(buf);
    if (!calls_into(m, lib)) {
        LLVMDisposeModule(lib);
        return 0;
    }
    /* the hub IR's layout and triple, whichever clang wrote the library with */
    LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(m));
    LLVMSetTarget(lib, LLVMGetTarget(m));
    size_t n = 0;
    char **names = definitions(lib, &n);
    if (!names) {
        LLVMDisposeModule(lib);
        return fail(d, "out of memory");
    }
    if (LLVMLinkModules2(m, lib)) { /* consumes lib */
        for (size_t i = 0; i < n; i++)
            free(names[i]);
        free(names);
        return fail(d, "internal error: the device library does not link with this module");
    }
    keep_reached(m, names, n);
    free(names);
    return 0;
}
