/* Bodies for the device-runtime functions PTX declares .extern but Ferry's
 * runtime spells differently: __assertfail becomes a call of
 * __ferry_assert_fail (include/ferry/device_functions.h) with the thread's
 * index, as Ferry's own assert does.
 *
 * And for libm functions declared .extern: Ferry's own `nvcc -ptx`
 * (ferry-ptx-emit) leaves sinf, pow, fmod, ... as calls, since PTX has no
 * instruction for them.  PTX declares their parameters .b32/.b64, which
 * would make them integer functions here; each becomes an internal
 * function that passes its bits on to the libm function with C's types. */
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
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

/* Parameters after the return type: F the function's floating type (float
 * for a name ending in f, else double), i int, l long, p pointer, v void. */
static const struct { const char *base, *sig; } libm[] = {
    {"acos", "FF"}, {"acosh", "FF"}, {"asin", "FF"}, {"asinh", "FF"}, {"atan", "FF"},
    {"atanh", "FF"}, {"cbrt", "FF"}, {"ceil", "FF"}, {"cos", "FF"}, {"cosh", "FF"},
    {"erf", "FF"}, {"erfc", "FF"}, {"exp", "FF"}, {"exp2", "FF"}, {"exp10", "FF"},
    {"expm1", "FF"}, {"fabs", "FF"}, {"floor", "FF"}, {"lgamma", "FF"}, {"log", "FF"},
    {"log10", "FF"}, {"log1p", "FF"}, {"log2", "FF"}, {"logb", "FF"}, {"nearbyint", "FF"},
    {"rint", "FF"}, {"round", "FF"}, {"sin", "FF"}, {"sinh", "FF"}, {"sqrt", "FF"},
    {"tan", "FF"}, {"tanh", "FF"}, {"tgamma", "FF"}, {"trunc", "FF"}, {"j0", "FF"},
    {"j1", "FF"}, {"y0", "FF"}, {"y1", "FF"},
    {"atan2", "FFF"}, {"copysign", "FFF"}, {"fdim", "FFF"}, {"fmax", "FFF"}, {"fmin", "FFF"},
    {"fmod", "FFF"}, {"hypot", "FFF"}, {"nextafter", "FFF"}, {"pow", "FFF"},
    {"remainder", "FFF"}, {"fma", "FFFF"}, {"frexp", "FFp"}, {"ldexp", "FFi"},
    {"scalbn", "FFi"}, {"scalbln", "FFl"}, {"ilogb", "iF"}, {"modf", "FFp"},
    {"remquo", "FFFp"}, {"jn", "FiF"}, {"yn", "FiF"}, {"sincos", "vFpp"},
};

static LLVMTypeRef libm_type(lw_mod *M, char c, LLVMTypeRef fp)
{
    switch (c) {
    case 'F': return fp;
    case 'i': return M->i32;
    case 'l': return M->i64;
    case 'p': return M->ptr;
    default: return M->vd;
    }
}

/* The libm signature of name (sinf, pow, ...), or NULL. */
static const char *libm_sig(const char *name, bool *is_float)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < sizeof libm / sizeof libm[0]; i++) {
        size_t k = strlen(libm[i].base);
        if (strncmp(name, libm[i].base, k) != 0)
            continue;
        if (n == k || (n == k + 1 && name[k] == 'f')) {
            *is_float = n == k + 1;
            return libm[i].sig;
        }
    }
    return NULL;
}

static void libm_shim(lw_mod *M, LLVMValueRef fn, const char *sig, bool is_float)
{
    unsigned np = (unsigned)strlen(sig) - 1;
    if (LLVMCountParams(fn) != np)
        return;
    char name[64];
    snprintf(name, sizeof name, "%s", LLVMGetValueName(fn));
    LLVMTypeRef fp = is_float ? M->f32 : M->f64, ps[4];
    for (unsigned i = 0; i < np; i++)
        ps[i] = libm_type(M, sig[i + 1], fp);
    LLVMTypeRef rt = libm_type(M, sig[0], fp);
    LLVMTypeRef ft = LLVMFunctionType(rt, ps, np, 0);
    /* The PTX declaration gives up the name to the real function. */
    char *shim_name = malloc(strlen(name) + 16);
    if (!shim_name)
        return;
    sprintf(shim_name, "__ferry_ptx.%s", name);
    LLVMSetValueName2(fn, shim_name, strlen(shim_name));
    free(shim_name);
    LLVMValueRef real = LLVMAddFunction(M->m, name, ft);
    lw_fn f;
    lw_fn_init(&f, M, fn);
    LLVMPositionBuilderAtEnd(f.b, lw_new_block(&f, "entry"));
    LLVMValueRef args[4];
    for (unsigned i = 0; i < np; i++)
        args[i] = lw_resize(&f, LLVMGetParam(fn, i), ps[i], true);
    LLVMValueRef r = LLVMBuildCall2(f.b, ft, real, args, np, "");
    LLVMTypeRef want = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    if (LLVMGetTypeKind(want) == LLVMVoidTypeKind || sig[0] == 'v')
        LLVMBuildRetVoid(f.b);
    else
        LLVMBuildRet(f.b, lw_resize(&f, r, want, true));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    lw_fn_free(&f);
}

static void define_libm_shims(lw_mod *M)
{
    /* The real functions are added at the end: stop before them. */
    LLVMValueRef last = LLVMGetLastFunction(M->m);
    for (LLVMValueRef fn = LLVMGetFirstFunction(M->m), next; fn; fn = next) {
        next = fn == last ? NULL : LLVMGetNextFunction(fn);
        bool is_float;
        const char *sig = LLVMIsDeclaration(fn) ? libm_sig(LLVMGetValueName(fn), &is_float) : NULL;
        if (sig)
            libm_shim(M, fn, sig, is_float);
    }
}

void lw_define_shims(lw_mod *M)
{
    define_libm_shims(M);
    LLVMValueRef fn = LLVMGetNamedFunction(M->m, "__assertfail");
    if (fn && LLVMIsDeclaration(fn))
        assertfail(M, fn);
}
