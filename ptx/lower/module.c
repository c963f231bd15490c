/* The module: variables as globals in their address spaces, .entry and
 * .func as LLVM functions (kernels named in !nvvm.annotations), then the
 * bodies. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

lw_sym *lw_mod_sym(lw_mod *M, const char *name)
{
    for (size_t i = M->nsyms; i-- > 0;)
        if (!strcmp(M->syms[i].name, name))
            return &M->syms[i];
    return NULL;
}

static void add_sym(lw_mod *M, const lw_sym *s)
{
    if (M->nsyms == M->csyms) {
        size_t c = M->csyms ? 2 * M->csyms : 64;
        lw_sym *p = realloc(M->syms, c * sizeof *p);
        if (!p)
            return;
        M->syms = p;
        M->csyms = c;
    }
    M->syms[M->nsyms++] = *s;
}

/* ---- variables ---- */

static size_t init_leaves(const ptx_init *in)
{
    if (!in)
        return 0;
    if (in->kind != PTX_INIT_LIST)
        return 1;
    size_t n = 0;
    for (size_t i = 0; i < in->u.list.n; i++)
        n += init_leaves(&in->u.list.items[i]);
    return n;
}

static LLVMTypeRef elem_type(lw_mod *M, const ptx_var *v)
{
    LLVMTypeRef e = lw_type(M, v->type);
    return v->vec ? LLVMArrayType2(e, v->vec) : e;
}

LLVMTypeRef lw_var_type(lw_mod *M, const ptx_var *v)
{
    LLVMTypeRef t = elem_type(M, v);
    if (v->ndims && v->dims[0] == PTX_DIM_UNSIZED && v->space == PTX_SPACE_SHARED && !v->init)
        return LLVMArrayType2(M->i8, 0);
    for (size_t i = v->ndims; i-- > 0;) {
        int64_t d = v->dims[i];
        if (d == PTX_DIM_UNSIZED) {
            size_t inner = 1;
            for (size_t k = 1; k < v->ndims; k++)
                inner *= v->dims[k] > 0 ? (size_t)v->dims[k] : 1;
            d = (int64_t)((init_leaves(v->init) + inner - 1) / inner);
        }
        t = LLVMArrayType2(t, (uint64_t)d);
    }
    return t;
}

LLVMTypeRef lw_param_type(lw_mod *M, const ptx_var *v)
{
    return v->ndims || v->vec ? M->ptr : lw_type(M, v->type);
}

static void flatten(const ptx_init *in, const ptx_init **out, size_t *n)
{
    if (!in)
        return;
    if (in->kind != PTX_INIT_LIST) {
        out[(*n)++] = in;
        return;
    }
    for (size_t i = 0; i < in->u.list.n; i++)
        flatten(&in->u.list.items[i], out, n);
}

static LLVMValueRef scalar_init(lw_mod *M, const ptx_init *in, LLVMTypeRef ty, ptx_type t)
{
    if (!in)
        return LLVMConstNull(ty);
    switch (in->kind) {
    case PTX_INIT_INT:
        if (lw_is_float(t))
            return LLVMConstReal(ty, (double)in->u.imm.i);
        return LLVMConstInt(ty, (uint64_t)in->u.imm.i, 1);
    case PTX_INIT_F32:
    case PTX_INIT_F64: {
        double d;
        if (in->kind == PTX_INIT_F32) {
            float x;
            memcpy(&x, &in->u.f32, 4);
            d = x;
        } else {
            memcpy(&d, &in->u.f64, 8);
        }
        if (lw_is_float(t))
            return LLVMConstReal(ty, d);
        return LLVMConstInt(ty, in->kind == PTX_INIT_F32 ? in->u.f32 : in->u.f64, 0);
    }
    case PTX_INIT_SYM: {
        lw_sym *s = lw_mod_sym(M, in->u.sym.name);
        if (!s) {
            lw_error(M, in->loc, "unknown symbol '%s' in an initialiser", in->u.sym.name);
            return LLVMConstNull(ty);
        }
        LLVMValueRef p = s->ptr;
        if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0)
            p = LLVMConstAddrSpaceCast(p, M->ptr);
        if (in->u.sym.offset) {
            LLVMValueRef off = LLVMConstInt(M->i64, (uint64_t)in->u.sym.offset, 1);
            p = LLVMConstGEP2(M->i8, p, &off, 1);
        }
        if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) != 64) {
            lw_error(M, in->loc, "symbol '%s' initialises a %s; only 64-bit words can hold addresses",
                     in->u.sym.name, ptx_type_name(t));
            return LLVMConstNull(ty);
        }
        return LLVMConstPtrToInt(p, ty);
    }
    default:
        return LLVMConstNull(ty);
    }
}

static LLVMValueRef build_array(lw_mod *M, LLVMTypeRef ty, ptx_type t, const ptx_init **leaves,
                                size_t nleaves, size_t *pos)
{
    if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind) {
        const ptx_init *in = *pos < nleaves ? leaves[*pos] : NULL;
        (*pos)++;
        return scalar_init(M, in, ty, t);
    }
    LLVMTypeRef et = LLVMGetElementType(ty);
    uint64_t n = LLVMGetArrayLength2(ty);
    LLVMValueRef *el = calloc(n ? n : 1, sizeof *el);
    if (!el)
        return LLVMConstNull(ty);
    for (uint64_t i = 0; i < n; i++)
        el[i] = build_array(M, et, t, leaves, nleaves, pos);
    LLVMValueRef r = LLVMConstArray2(et, el, n);
    free(el);
    return r;
}

LLVMValueRef lw_const_init(lw_mod *M, const ptx_var *v, LLVMTypeRef ty)
{
    size_t n = init_leaves(v->init), pos = 0, k = 0;
    if (!n)
        return LLVMConstNull(ty);
    const ptx_init **leaves = calloc(n, sizeof *leaves);
    if (!leaves)
        return LLVMConstNull(ty);
    flatten(v->init, leaves, &k);
    LLVMValueRef r = build_array(M, ty, v->type, leaves, n, &pos);
    free(leaves);
    return r;
}

static void annotate(lw_mod *M, LLVMValueRef fn, const char *tag, uint32_t value);

static void add_global(lw_mod *M, const ptx_var *v)
{
    if (v->space != PTX_SPACE_GLOBAL && v->space != PTX_SPACE_SHARED && v->space != PTX_SPACE_CONST) {
        lw_error(M, v->loc, "module-scope variable '%s' in state space '%s' is not supported yet",
                 v->name, ptx_space_name(v->space));
        return;
    }
    LLVMTypeRef ty = lw_var_type(M, v);
    LLVMValueRef g = LLVMAddGlobalInAddressSpace(M->m, ty, v->name, lw_as_of(v->space));
    unsigned size = ptx_type_size(v->type) * (v->vec ? v->vec : 1);
    LLVMSetAlignment(g, v->align ? v->align : size ? size : 1);
    if (v->linkage == PTX_LINK_EXTERN) {
        LLVMSetLinkage(g, LLVMExternalLinkage);
    } else {
        LLVMSetLinkage(g, v->linkage == PTX_LINK_VISIBLE ? LLVMExternalLinkage
                          : v->linkage == PTX_LINK_WEAK ? LLVMWeakAnyLinkage
                          : v->linkage == PTX_LINK_COMMON ? LLVMCommonLinkage
                          : LLVMInternalLinkage);
        LLVMSetInitializer(g, v->space == PTX_SPACE_SHARED ? LLVMGetUndef(ty) : lw_const_init(M, v, ty));
    }
    if (v->space == PTX_SPACE_CONST)
        LLVMSetGlobalConstant(g, 0);
    if (v->linkage != PTX_LINK_EXTERN)
        lw_mark_managed(M->m, g, v);
    /* as clang marks texture<> and surface<> variables: the runtime's
     * driver API finds them by this (cuModuleGetTexRef) */
    if (v->space == PTX_SPACE_GLOBAL && (v->type == PTX_TYPE_TEXREF || v->type == PTX_TYPE_SURFREF))
        annotate(M, g, v->type == PTX_TYPE_TEXREF ? "texture" : "surface", 1);
    lw_sym s = {.name = v->name, .space = v->space, .ptr = g, .ty = ty, .var = v};
    add_sym(M, &s);
}

/* ---- functions ---- */

/* Externs whose C prototypes take pointers where PTX says .b64: 'p' per
 * parameter that is a pointer, then the result after ':'. */
static const char *c_prototype(const char *name)
{
    static const struct { const char *name, *proto; } known[] = {
        {"vprintf", "pp:."}, {"malloc", ".:p"}, {"free", "p:."}, {"__assertfail", "pp.p.:."},
    };
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (!strcmp(name, known[i].name))
            return known[i].proto;
    return NULL;
}

LLVMTypeRef lw_func_type(lw_mod *M, const ptx_func *pf)
{
    const char *cp = !pf->has_body ? c_prototype(pf->name) : NULL;
    LLVMTypeRef *ps = calloc(pf->nparams ? pf->nparams : 1, sizeof *ps);
    if (!ps)
        return LLVMFunctionType(M->vd, NULL, 0, 0);
    for (size_t i = 0; i < pf->nparams; i++)
        ps[i] = cp && cp[i] == 'p' ? M->ptr : lw_param_type(M, &pf->params[i]);
    LLVMTypeRef ret = M->vd;
    if (pf->nrets == 1) {
        ret = lw_var_type(M, &pf->rets[0]);
        if (cp && strchr(cp, ':')[1] == 'p')
            ret = M->ptr;
    } else if (pf->nrets > 1) {
        LLVMTypeRef *rs = calloc(pf->nrets, sizeof *rs);
        for (size_t i = 0; rs && i < pf->nrets; i++)
            rs[i] = lw_var_type(M, &pf->rets[i]);
        ret = rs ? LLVMStructTypeInContext(M->c, rs, (unsigned)pf->nrets, 0) : M->vd;
        free(rs);
    }
    LLVMTypeRef ft = LLVMFunctionType(ret, ps, (unsigned)pf->nparams, 0);
    free(ps);
    return ft;
}

static void set_byval(lw_mod *M, LLVMValueRef fn, const ptx_func *pf)
{
    for (size_t i = 0; i < pf->nparams; i++) {
        const ptx_var *v = &pf->params[i];
        if (!v->ndims && !v->vec)
            continue;
        unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
        unsigned align = LLVMGetEnumAttributeKindForName("align", 5);
        LLVMAddAttributeAtIndex(fn, (unsigned)i + 1, LLVMCreateTypeAttribute(M->c, byval, lw_var_type(M, v)));
        unsigned a = v->align ? v->align : ptx_type_size(v->type) ? ptx_type_size(v->type) : 1;
        LLVMAddAttributeAtIndex(fn, (unsigned)i + 1, LLVMCreateEnumAttribute(M->c, align, a));
    }
}

/* An entry's target-cpu is the module's .target sm_NN, as clang's CUDA
 * pass sets it: lower/cpu reports it as the kernel's PTX version. */
static void name_target(lw_mod *M, LLVMValueRef fn)
{
    for (size_t i = 0; i < M->pm->ntargets; i++) {
        const char *t = M->pm->targets[i];
        if (!strncmp(t, "sm_", 3)) {
            LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                    LLVMCreateStringAttribute(M->c, "target-cpu", 10, t, (unsigned)strlen(t)));
            return;
        }
    }
}

static void declare_func(lw_mod *M, const ptx_func *pf)
{
    if (!pf->name || !strcmp(pf->name, "_"))
        return;
    if (lw_mod_sym(M, pf->name)) {
        lw_error(M, pf->loc, "'%s' is declared twice", pf->name); /* prototypes then definitions */
        return;
    }
    LLVMTypeRef ft = lw_func_type(M, pf);
    LLVMValueRef fn = LLVMAddFunction(M->m, pf->name, ft);
    bool external = pf->is_entry || pf->linkage == PTX_LINK_VISIBLE || pf->linkage == PTX_LINK_EXTERN ||
                    !pf->has_body;
    LLVMSetLinkage(fn, external ? LLVMExternalLinkage
                       : pf->linkage == PTX_LINK_WEAK ? LLVMWeakAnyLinkage : LLVMInternalLinkage);
    set_byval(M, fn, pf);
    if (pf->is_entry)
        name_target(M, fn);
    lw_sym s = {.name = pf->name, .space = PTX_SPACE_NONE, .ptr = fn, .ty = ft, .fn = pf};
    add_sym(M, &s);
}

static void bind_params(lw_fn *f, const ptx_func *pf)
{
    lw_mod *M = f->M;
    for (size_t i = 0; i < pf->nparams; i++) {
        const ptx_var *v = &pf->params[i];
        LLVMValueRef arg = LLVMGetParam(f->fn, (unsigned)i);
        LLVMSetValueName2(arg, v->name, strlen(v->name));
        if (v->space == PTX_SPACE_REG) {
            ptx_regname rn = {v->name, 0};
            ptx_regdecl rd = {.type = v->type, .names = &rn, .nnames = 1};
            ptx_type rt;
            lw_declare_regs(f, &rd);
            LLVMBuildStore(f->ab, arg, lw_reg_slot(f, v->name, 0, &rt));
            continue;
        }
        lw_sym s = {.name = v->name, .space = PTX_SPACE_PARAM, .ty = lw_var_type(M, v), .var = v};
        if (v->ndims || v->vec) {
            s.ptr = arg;
        } else {
            s.ptr = lw_alloca(f, s.ty, ptx_type_size(v->type), v->name);
            LLVMBuildStore(f->ab, arg, s.ptr);
        }
        lw_push_sym(f, &s);
    }
}

static void bind_rets(lw_fn *f, const ptx_func *pf)
{
    f->rets = calloc(pf->nrets ? pf->nrets : 1, sizeof *f->rets);
    for (size_t i = 0; f->rets && i < pf->nrets; i++) {
        const ptx_var *v = &pf->rets[i];
        if (v->space == PTX_SPACE_REG) {
            ptx_regname rn = {v->name, 0};
            ptx_regdecl rd = {.type = v->type, .names = &rn, .nnames = 1};
            ptx_type rt;
            lw_declare_regs(f, &rd);
            f->rets[i] = lw_reg_slot(f, v->name, 0, &rt);
            continue;
        }
        lw_sym s = {.name = v->name, .space = PTX_SPACE_PARAM, .ty = lw_var_type(f->M, v), .var = v};
        unsigned size = ptx_type_size(v->type);
        s.ptr = lw_alloca(f, s.ty, v->align ? v->align : size ? size : 1, v->name);
        f->rets[i] = s.ptr;
        lw_push_sym(f, &s);
    }
}

static void lower_body(lw_mod *M, const ptx_func *pf)
{
    lw_sym *fs = lw_mod_sym(M, pf->name);
    if (!fs || !fs->fn || fs->fn != pf)
        return;
    lw_fn f;
    lw_fn_init(&f, M, fs->ptr);
    f.pf = pf;
    f.is_entry = pf->is_entry;
    LLVMBasicBlockRef entry = lw_new_block(&f, "entry");
    LLVMBasicBlockRef body = lw_new_block(&f, "body");
    LLVMPositionBuilderAtEnd(f.b, entry);
    LLVMPositionBuilderBefore(f.ab, LLVMBuildBr(f.b, body));
    LLVMPositionBuilderAtEnd(f.b, body);
    bind_params(&f, pf);
    bind_rets(&f, pf);
    lw_stmts(&f, pf->body, pf->nbody);
    if (!lw_terminated(&f))
        lw_build_ret(&f);
    for (size_t i = 0; i < f.nlabels; i++) {
        if (f.labels[i].placed)
            continue;
        lw_error(M, pf->loc, "label '%s' is used but not defined in '%s'", f.labels[i].name, pf->name);
        LLVMAppendExistingBasicBlock(f.fn, f.labels[i].bb);
        LLVMPositionBuilderAtEnd(f.b, f.labels[i].bb);
        LLVMBuildUnreachable(f.b);
    }
    lw_fn_free(&f);
}

static void annotate(lw_mod *M, LLVMValueRef fn, const char *tag, uint32_t value)
{
    LLVMMetadataRef ops[3] = {
        LLVMValueAsMetadata(fn),
        LLVMMDStringInContext2(M->c, tag, strlen(tag)),
        LLVMValueAsMetadata(LLVMConstInt(M->i32, value, 0)),
    };
    LLVMValueRef node = LLVMMetadataAsValue(M->c, LLVMMDNodeInContext2(M->c, ops, 3));
    LLVMAddNamedMetadataOperand(M->m, "nvvm.annotations", node);
}

/* The kernel mark and its bounds, named as clang names them (maxntidx ...),
 * so that the runtime can hold launches to .maxntid and .reqntid. */
static void annotate_kernel(lw_mod *M, LLVMValueRef fn, const ptx_perf *pf)
{
    static const char *const maxn[3] = {"maxntidx", "maxntidy", "maxntidz"};
    static const char *const reqn[3] = {"reqntidx", "reqntidy", "reqntidz"};
    annotate(M, fn, "kernel", 1);
    for (uint32_t d = 0; d < pf->nmaxntid && d < 3; d++)
        annotate(M, fn, maxn[d], pf->maxntid[d]);
    for (uint32_t d = 0; d < pf->nreqntid && d < 3; d++)
        annotate(M, fn, reqn[d], pf->reqntid[d]);
}

/* The LLVM types lowering uses, in M's context (modules and inline asm). */
void lw_init_types(lw_mod *M)
{
    LLVMContextRef c = M->c;
    M->i1 = LLVMInt1TypeInContext(c);
    M->i8 = LLVMInt8TypeInContext(c);
    M->i16 = LLVMInt16TypeInContext(c);
    M->i32 = LLVMInt32TypeInContext(c);
    M->i64 = LLVMInt64TypeInContext(c);
    M->i128 = LLVMInt128TypeInContext(c);
    M->f16 = LLVMHalfTypeInContext(c);
    M->bf16 = LLVMBFloatTypeInContext(c);
    M->f32 = LLVMFloatTypeInContext(c);
    M->f64 = LLVMDoubleTypeInContext(c);
    M->ptr = LLVMPointerTypeInContext(c, 0);
    M->vd = LLVMVoidTypeInContext(c);
}

static void fill_diag(lw_mod *M, ptx_diag *diag)
{
    if (!diag) {
        free(M->msgs);
        return;
    }
    diag->line = M->line;
    diag->col = M->col;
    diag->msg = M->msgs;
}

/* The host names .global and .const variables (cudaMemcpyToSymbol,
 * cuModuleGetGlobal) whether device code uses them or not: like clang for
 * CUDA, list them in llvm.compiler.used so that they outlive dead-code
 * elimination until ferry-lower has described them. */
static void keep_host_visible(lw_mod *M)
{
    size_t n = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(M->m); g; g = LLVMGetNextGlobal(g))
        n += !LLVMIsDeclaration(g) && LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != 3;
    if (!n)
        return;
    LLVMValueRef *keep = calloc(n, sizeof *keep);
    if (!keep)
        return;
    size_t k = 0;
    LLVMTypeRef ptr = LLVMPointerTypeInContext(M->c, 0);
    for (LLVMValueRef g = LLVMGetFirstGlobal(M->m); g; g = LLVMGetNextGlobal(g))
        if (!LLVMIsDeclaration(g) && LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != 3)
            keep[k++] = LLVMConstAddrSpaceCast(g, ptr);
    LLVMTypeRef aty = LLVMArrayType2(ptr, k);
    LLVMValueRef used = LLVMAddGlobal(M->m, aty, "llvm.compiler.used");
    LLVMSetLinkage(used, LLVMAppendingLinkage);
    LLVMSetSection(used, "llvm.metadata");
    LLVMSetInitializer(used, LLVMConstArray2(ptr, keep, k));
    free(keep);
}

/* Clusters of more than one block: without them every block is a cluster
 * of its own, which the cluster special registers describe. */
static bool clustered(const ptx_perf *p)
{
    uint32_t n = 1;
    for (uint32_t i = 0; i < p->nreqnctapercluster; i++)
        n *= p->reqnctapercluster[i] ? p->reqnctapercluster[i] : 1;
    return p->explicitcluster || n > 1;
}

int ptx_lower_module(const ptx_module *pm, LLVMContextRef c, LLVMModuleRef *out, ptx_diag *diag)
{
    lw_mod M = {.pm = pm, .c = c};
    lw_init_types(&M);
    const char *name = pm->filename ? pm->filename : "<ptx>";
    M.m = LLVMModuleCreateWithNameInContext(name, c);
    LLVMSetSourceFileName(M.m, name, strlen(name));
    LLVMSetTarget(M.m, "nvptx64-nvidia-cuda");
    LLVMSetDataLayout(M.m, "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
    if (pm->address_size == 32)
        lw_error(&M, (ptx_loc){pm->filename, 1, 1}, ".address_size 32 is not supported");
    for (size_t i = 0; i < pm->nitems; i++) {
        const ptx_item *it = &pm->items[i];
        if (it->kind == PTX_ITEM_VAR)
            add_global(&M, &pm->globals[it->index]);
        else if (it->kind == PTX_ITEM_FUNC && !lw_mod_sym(&M, pm->funcs[it->index].name))
            declare_func(&M, &pm->funcs[it->index]);
    }
    for (size_t i = 0; i < pm->nfuncs; i++) {
        const ptx_func *pf = &pm->funcs[i];
        lw_sym *s = pf->name ? lw_mod_sym(&M, pf->name) : NULL;
        if (s && pf->has_body && s->fn != pf) /* defined after a prototype */
            s->fn = pf;
        if (!s || !pf->has_body)
            continue;
        if (pf->is_entry || pf->linkage == PTX_LINK_VISIBLE)
            LLVMSetLinkage(s->ptr, LLVMExternalLinkage);
        else if (pf->linkage != PTX_LINK_WEAK)
            LLVMSetLinkage(s->ptr, LLVMInternalLinkage);
        if (pf->is_entry && clustered(&pf->perf))
            lw_error(&M, pf->loc, "kernel '%s' asks for thread block clusters (.reqnctapercluster, "
                     ".explicitcluster), which are not supported yet", pf->name);
        lower_body(&M, pf);
        if (pf->is_entry)
            annotate_kernel(&M, s->ptr, &pf->perf);
    }
    lw_define_shims(&M);
    keep_host_visible(&M);
    free(M.syms);
    if (M.nerr) {
        LLVMDisposeModule(M.m);
        *out = NULL;
        fill_diag(&M, diag);
        return (int)M.nerr;
    }
    free(M.msgs);
    *out = M.m;
    return 0;
}
