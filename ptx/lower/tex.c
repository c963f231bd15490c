/* The texture and surface instructions on texture and surface objects
 * (unified mode, as nvcc writes them for cudaTextureObject_t and
 * cudaSurfaceObject_t): tex, tld4, suld.b, sust.b, and the txq and suq
 * queries of sizes and sampling modes.  Each becomes a call of
 * a device-library function (devlib/tex.c) that samples or addresses with
 * the CUDA headers' own code, so that PTX and CUDA C++ give the same bits.
 *
 * The object is a .u64 register or parameter holding the handle (the
 * descriptor's address), or a .global .texref or .surfref variable, which
 * holds the handle of what the runtime bound it to.  Sampler references
 * (.samplerref) and explicit sampler operands belong to the independent
 * mode and are refused with an error naming the form, as are
 * offsets, depth compares, multisample geometries and formatted surface
 * accesses (suld.p, sust.p). */
#include "families.h"

#include <string.h>

enum { DT_F32, DT_S32, DT_U32 }; /* devlib/tex.c's result types */

/* A device-library function returning ret, declared on first use. */
static LLVMValueRef call_ret(lw_fn *f, LLVMTypeRef ret, const char *name, LLVMTypeRef *ps, LLVMValueRef *args,
                             unsigned n)
{
    LLVMTypeRef fty = LLVMFunctionType(ret, ps, n, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(f->M->m, name);
    if (!fn) {
        fn = LLVMAddFunction(f->M->m, name, fty);
        unsigned kind = LLVMGetEnumAttributeKindForName("nounwind", 8);
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(f->M->c, kind, 0));
    }
    return LLVMBuildCall2(f->b, fty, fn, args, n, "");
}

static LLVMValueRef call(lw_fn *f, const char *name, LLVMTypeRef *ps, LLVMValueRef *args, unsigned n)
{
    return call_ret(f, f->M->vd, name, ps, args, n);
}

/* A texture or surface reference (.global .texref t): Ferry's runtime
 * stores the handle of the object it binds the reference to in the
 * variable, as for CUDA C++ references (hub/texrefs.c); 0 while unbound. */
static LLVMValueRef ref_handle(lw_fn *f, const lw_sym *s)
{
    LLVMSetExternallyInitialized(s->ptr, 1);
    LLVMValueRef v = LLVMBuildLoad2(f->b, f->M->i64, s->ptr, "");
    LLVMSetAlignment(v, 8);
    return v;
}

/* The handle of [a, c]: a .u64 register, a .u64 parameter, or a texture
 * or surface reference. */
static LLVMValueRef handle(lw_fn *f, const ptx_instr *in, const ptx_operand *op)
{
    const ptx_addr *a = &op->u.addr;
    if (!a->base || a->offset)
        return lw_bad(f, in, "the texture or surface operand must be a .u64 register or parameter"), NULL;
    if (a->base_is_reg) {
        ptx_operand r;
        memset(&r, 0, sizeof r);
        r.kind = PTX_OP_REG;
        r.loc = op->loc;
        r.u.reg.name = a->base;
        return lw_src_op(f, in, &r, PTX_TYPE_U64);
    }
    lw_sym *s = lw_find_sym(f, a->base);
    if (!s || s->fn)
        return lw_bad(f, in, "unknown texture or surface '%s'", a->base), NULL;
    ptx_type t = s->var ? s->var->type : PTX_TYPE_NONE;
    if ((t == PTX_TYPE_TEXREF || t == PTX_TYPE_SURFREF) && s->space == PTX_SPACE_GLOBAL)
        return ref_handle(f, s);
    if (t == PTX_TYPE_TEXREF || t == PTX_TYPE_SURFREF || t == PTX_TYPE_SAMPLERREF)
        return lw_bad(f, in,
                      "'%s' is a %s: sampler references, and texture and surface references outside .global, are "
                      "not supported",
                      a->base, ptx_type_name(t)),
               NULL;
    if (s->space != PTX_SPACE_PARAM || ptx_type_size(t) != 8)
        return lw_bad(f, in, "the texture or surface operand '%s' must be a .u64 register or parameter", a->base),
               NULL;
    ptx_operand m = *op;
    m.u.addr.extra = NULL;
    m.u.addr.nextra = 0;
    LLVMValueRef p = lw_addr(f, in, &m, PTX_SPACE_PARAM);
    return p ? LLVMBuildLoad2(f->b, f->M->i64, p, "") : NULL;
}

/* The coordinates of [a, c] (c a vector, or a scalar for 1d), n of them. */
static const ptx_operand *coords(lw_fn *f, const ptx_instr *in, const ptx_operand *op, unsigned n)
{
    if (op->kind != PTX_OP_ADDR || op->u.addr.nextra == 0)
        return lw_bad(f, in, "expected [object, {coordinates}]"), NULL;
    if (op->u.addr.nextra != 1)
        return lw_bad(f, in, "an explicit sampler operand (independent texture mode) is not supported"), NULL;
    const ptx_operand *c = &op->u.addr.extra[0];
    if (c->kind != PTX_OP_VEC)
        return n == 1 ? c : (lw_bad(f, in, "expected a vector of %u coordinates", n), NULL);
    if (c->u.list.n != n)
        return lw_bad(f, in, "expected a vector of %u coordinates", n), NULL;
    return c->u.list.items;
}

/* The destination vector of n items (or one register when n is 1). */
static const ptx_operand *dests(lw_fn *f, const ptx_instr *in, const ptx_operand *op, unsigned n)
{
    if (n == 1 && op->kind != PTX_OP_VEC)
        return op;
    if (op->kind != PTX_OP_VEC || op->u.list.n != n)
        return lw_bad(f, in, "expected a vector of %u destinations", n), NULL;
    return op->u.list.items;
}

/* The residency predicate of {d0, d1, d2, d3}|p: a texture's memory is
 * host memory in Ferry, always resident, so p is true. */
static int resident(lw_fn *f, const ptx_instr *in, const ptx_operand *op)
{
    if (!op->u.list.pred)
        return 0;
    if (lw_store_reg(f, op->u.list.pred, 0, PTX_TYPE_PRED, LLVMConstInt(f->M->i1, 1, 0)))
        return lw_bad(f, in, "unknown register '%s'", op->u.list.pred);
    return 0;
}

static int dtype_of(ptx_type t)
{
    switch (t) {
    case PTX_TYPE_F32: return DT_F32;
    case PTX_TYPE_S32: return DT_S32;
    case PTX_TYPE_U32: return DT_U32;
    default: return -1;
    }
}

/* Calls fn(args..., out) and writes the four words of out to d. */
static int four_words(lw_fn *f, const ptx_instr *in, const char *fn, LLVMTypeRef *ps, LLVMValueRef *args,
                      unsigned n, const ptx_operand *d, ptx_type dt)
{
    LLVMTypeRef aty = LLVMArrayType2(f->M->i32, 4);
    LLVMValueRef out = lw_alloca(f, aty, 16, "texel");
    ps[n] = LLVMTypeOf(out);
    args[n] = out;
    call(f, fn, ps, args, n + 1);
    for (unsigned k = 0; k < 4; k++) {
        if (d[k].kind == PTX_OP_SINK)
            continue;
        LLVMValueRef idx = LLVMConstInt(f->M->i64, k * 4, 0);
        LLVMValueRef p = LLVMBuildGEP2(f->b, f->M->i8, out, &idx, 1, "");
        LLVMValueRef v = LLVMBuildLoad2(f->b, lw_type(f->M, dt), p, "");
        LLVMSetAlignment(v, 4);
        if (lw_dst_op(f, in, &d[k], dt, v))
            return -1;
    }
    return 0;
}

/* tex{.level,.grad}.geom.v4.dtype.ctype d, [a, c]{, lod | , dPdx, dPdy};
 * Ferry has no mipmaps: every level is level 0, as in the CUDA headers'
 * tex*Lod and tex*Grad. */
LW_H(lw_tex)
{
    static const struct { const char *geom; unsigned dims, ncoords; bool layered; int cube; } geoms[] = {
        {".1d", 1, 1, false, 0}, {".2d", 2, 2, false, 0}, {".3d", 3, 4, false, 0},
        {".a1d", 1, 2, true, 0}, {".a2d", 2, 4, true, 0}, {".cube", 2, 4, false, 1},
        {".acube", 2, 4, true, 2},
    };
    const char *geom = lw_one_of(in, ".1d.2d.3d.a1d.a2d.cube.acube");
    ptx_type dt = lw_ty(in, 0), ct = lw_ty(in, 1);
    if (!geom || lw_vec(in) != 4 || lw_ntypes(in) != 2 || dtype_of(dt) < 0 ||
        (ct != PTX_TYPE_F32 && ct != PTX_TYPE_S32))
        return lw_unsupported(f, in);
    unsigned g = 0;
    while (strcmp(geoms[g].geom, geom))
        g++;
    size_t want = 2 + lw_has(in, ".level") + 2 * lw_has(in, ".grad");
    if (in->nops != want)
        return in->nops > want ? lw_bad(f, in, "offset and depth-compare operands are not supported")
                               : lw_need_ops(f, in, want);
    if (ct == PTX_TYPE_S32 && (g != 0 || want != 2))
        return lw_bad(f, in, "integer coordinates are supported only in tex.1d (tex1Dfetch)");
    const ptx_operand *d = dests(f, in, &in->ops[0], 4);
    const ptx_operand *c = d ? coords(f, in, &in->ops[1], geoms[g].ncoords) : NULL;
    LLVMValueRef obj = c ? handle(f, in, &in->ops[1]) : NULL;
    if (!obj)
        return -1;
    lw_mod *M = f->M;
    LLVMValueRef dtv = LLVMConstInt(M->i32, (unsigned)dtype_of(dt), 0);
    if (ct == PTX_TYPE_S32) {
        LLVMValueRef x = lw_src_op(f, in, &c[0], PTX_TYPE_S32);
        if (!x)
            return -1;
        LLVMTypeRef ps[4] = {M->i64, M->i32, M->i32};
        LLVMValueRef args[4] = {obj, x, dtv};
        return four_words(f, in, "__ferry_ptx_tex_fetch", ps, args, 3, d, dt) || resident(f, in, &in->ops[0])
                   ? -1
                   : 0;
    }
    /* array geometries give the layer first */
    unsigned first = geoms[g].layered ? 1 : 0;
    LLVMValueRef layer = LLVMConstInt(M->i32, 0, 0), xyz[3];
    if (geoms[g].layered && !(layer = lw_src_op(f, in, &c[0], PTX_TYPE_S32)))
        return -1;
    unsigned ndim = geoms[g].cube ? 3 : geoms[g].dims;
    for (unsigned k = 0; k < 3; k++) {
        xyz[k] = LLVMConstReal(M->f32, 0.0);
        if (k < ndim && !(xyz[k] = lw_src_op(f, in, &c[first + k], PTX_TYPE_F32)))
            return -1;
    }
    LLVMTypeRef ps[9] = {M->i64, M->i32, M->i32, M->f32, M->f32, M->f32, M->i32, M->i32};
    LLVMValueRef dims = LLVMConstInt(M->i32, geoms[g].dims, 0), cube = LLVMConstInt(M->i32, (unsigned)geoms[g].cube, 0);
    LLVMValueRef args[9] = {obj, dims, cube, xyz[0], xyz[1], xyz[2], layer, dtv};
    return four_words(f, in, "__ferry_ptx_tex", ps, args, 8, d, dt) || resident(f, in, &in->ops[0]) ? -1 : 0;
}

/* tld4.comp.2d.v4.dtype.f32 d, [a, c]; (tex2Dgather) */
LW_H(lw_tld4)
{
    const char *comp = lw_one_of(in, ".r.g.b.a");
    ptx_type dt = lw_ty(in, 0), ct = lw_ty(in, 1);
    if (!comp || !lw_has(in, ".2d") || lw_vec(in) != 4 || lw_ntypes(in) != 2 || dtype_of(dt) < 0 ||
        ct != PTX_TYPE_F32)
        return lw_unsupported(f, in);
    if (in->nops != 2)
        return in->nops > 2 ? lw_bad(f, in, "offset and depth-compare operands are not supported")
                            : lw_need_ops(f, in, 2);
    const ptx_operand *d = dests(f, in, &in->ops[0], 4);
    const ptx_operand *c = d ? coords(f, in, &in->ops[1], 2) : NULL;
    LLVMValueRef obj = c ? handle(f, in, &in->ops[1]) : NULL;
    LLVMValueRef x = obj ? lw_src_op(f, in, &c[0], PTX_TYPE_F32) : NULL;
    LLVMValueRef y = x ? lw_src_op(f, in, &c[1], PTX_TYPE_F32) : NULL;
    if (!y)
        return -1;
    lw_mod *M = f->M;
    unsigned ci = (unsigned)(strchr("rgba", comp[1]) - "rgba");
    LLVMTypeRef ps[6] = {M->i64, M->f32, M->f32, M->i32, M->i32};
    LLVMValueRef args[6] = {obj, x, y, LLVMConstInt(M->i32, ci, 0), LLVMConstInt(M->i32, (unsigned)dtype_of(dt), 0)};
    return four_words(f, in, "__ferry_ptx_tld4", ps, args, 5, d, dt) || resident(f, in, &in->ops[0]) ? -1 : 0;
}

/* The surface forms: x (in bytes), y, z of [a, c] as i32, the layer of
 * the array geometries going to z; *size the access's bytes. */
static int surface(lw_fn *f, const ptx_instr *in, const ptx_operand *addr, LLVMValueRef *obj, LLVMValueRef *xyz,
                   ptx_type *t, unsigned *n, LLVMValueRef *mode)
{
    static const struct { const char *geom; unsigned ncoords, dims; bool layered; } geoms[] = {
        {".1d", 1, 1, false}, {".2d", 2, 2, false}, {".3d", 4, 3, false}, {".a1d", 2, 1, true}, {".a2d", 4, 2, true},
    };
    const char *geom = lw_one_of(in, ".1d.2d.3d.a1d.a2d");
    *t = lw_ty(in, 0);
    unsigned vec = lw_vec(in);
    *n = vec ? vec : 1;
    if (!lw_has(in, ".b") || !geom || lw_ntypes(in) != 1 || vec > 4 ||
        (*t != PTX_TYPE_B8 && *t != PTX_TYPE_B16 && *t != PTX_TYPE_B32 && *t != PTX_TYPE_B64) ||
        ptx_type_size(*t) * *n > 16)
        return lw_unsupported(f, in);
    unsigned g = 0;
    while (strcmp(geoms[g].geom, geom))
        g++;
    const ptx_operand *c = coords(f, in, addr, geoms[g].ncoords);
    if (!c || !(*obj = handle(f, in, addr)))
        return -1;
    lw_mod *M = f->M;
    unsigned first = geoms[g].layered ? 1 : 0;
    for (unsigned k = 0; k < 3; k++) {
        xyz[k] = LLVMConstInt(M->i32, 0, 0);
        if (k < geoms[g].dims && !(xyz[k] = lw_src_op(f, in, &c[first + k], PTX_TYPE_S32)))
            return -1;
    }
    if (geoms[g].layered && !(xyz[2] = lw_src_op(f, in, &c[0], PTX_TYPE_S32)))
        return -1;
    /* cudaSurfaceBoundaryMode's values; .trap when none is given */
    unsigned m = lw_has(in, ".zero") ? 0 : lw_has(in, ".clamp") ? 1 : 2;
    *mode = LLVMConstInt(M->i32, m, 0);
    return 0;
}

/* suld.b.geom{.vec}.btype{.mode} d, [a, c]; */
LW_H(lw_suld)
{
    LLVMValueRef obj, xyz[3], mode;
    ptx_type t;
    unsigned n;
    if (in->nops != 2)
        return lw_need_ops(f, in, 2);
    if (surface(f, in, &in->ops[1], &obj, xyz, &t, &n, &mode))
        return -1;
    const ptx_operand *d = dests(f, in, &in->ops[0], n);
    if (!d)
        return -1;
    lw_mod *M = f->M;
    unsigned size = ptx_type_size(t);
    LLVMValueRef buf = lw_alloca(f, LLVMArrayType2(M->i8, 16), 16, "surf");
    LLVMTypeRef ps[7] = {M->i64, M->i32, M->i32, M->i32, M->i32, M->i32, LLVMTypeOf(buf)};
    LLVMValueRef args[7] = {obj, xyz[0], xyz[1], xyz[2], LLVMConstInt(M->i32, size * n, 0), mode, buf};
    call(f, "__ferry_ptx_suld", ps, args, 7);
    for (unsigned k = 0; k < n; k++) {
        if (d[k].kind == PTX_OP_SINK)
            continue;
        LLVMValueRef idx = LLVMConstInt(M->i64, (uint64_t)k * size, 0);
        LLVMValueRef v = LLVMBuildLoad2(f->b, lw_type(M, t), LLVMBuildGEP2(f->b, M->i8, buf, &idx, 1, ""), "");
        LLVMSetAlignment(v, size);
        if (lw_dst_op(f, in, &d[k], t, v))
            return -1;
    }
    return 0;
}

/* sust.b.geom{.vec}.btype{.mode} [a, c], b; */
LW_H(lw_sust)
{
    LLVMValueRef obj, xyz[3], mode;
    ptx_type t;
    unsigned n;
    if (in->nops != 2)
        return lw_need_ops(f, in, 2);
    if (surface(f, in, &in->ops[0], &obj, xyz, &t, &n, &mode))
        return -1;
    const ptx_operand *s = &in->ops[1];
    if (n > 1 && s->kind != PTX_OP_VEC)
        return lw_bad(f, in, "expected a vector of %u values", n);
    if (s->kind == PTX_OP_VEC) {
        if (s->u.list.n != n)
            return lw_bad(f, in, "expected a vector of %u values", n);
        s = s->u.list.items;
    }
    lw_mod *M = f->M;
    unsigned size = ptx_type_size(t);
    LLVMValueRef buf = lw_alloca(f, LLVMArrayType2(M->i8, 16), 16, "surf");
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef v = lw_src_op(f, in, &s[k], t);
        if (!v)
            return -1;
        LLVMValueRef idx = LLVMConstInt(M->i64, (uint64_t)k * size, 0);
        LLVMSetAlignment(LLVMBuildStore(f->b, v, LLVMBuildGEP2(f->b, M->i8, buf, &idx, 1, "")), size);
    }
    LLVMTypeRef ps[7] = {M->i64, M->i32, M->i32, M->i32, M->i32, M->i32, LLVMTypeOf(buf)};
    LLVMValueRef args[7] = {obj, xyz[0], xyz[1], xyz[2], LLVMConstInt(M->i32, size * n, 0), mode, buf};
    call(f, "__ferry_ptx_sust", ps, args, 7);
    return 0;
}

/* txq.query.b32 d, [a];  suq.query.b32 d, [a];  (no mipmap levels, sample
 * counts or channel formats: those are refused by dispatch.c) */
LW_H(lw_txq)
{
    static const char *const queries[] = {".width", ".height", ".depth", ".array_size", ".normalized_coords",
                                          ".filter_mode"};
    const char *q = lw_one_of(in, ".width.height.depth.array_size.normalized_coords.filter_mode");
    if (!q || lw_ty(in, 0) != PTX_TYPE_B32 || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    if (in->nops != 2)
        return lw_need_ops(f, in, 2);
    if (in->ops[1].kind != PTX_OP_ADDR || in->ops[1].u.addr.nextra)
        return lw_bad(f, in, "expected [object]");
    LLVMValueRef obj = handle(f, in, &in->ops[1]);
    if (!obj)
        return -1;
    unsigned what = 0;
    while (strcmp(queries[what], q))
        what++;
    lw_mod *M = f->M;
    LLVMTypeRef ps[2] = {M->i64, M->i32};
    LLVMValueRef args[2] = {obj, LLVMConstInt(M->i32, what, 0)};
    return lw_dst(f, in, 0, PTX_TYPE_B32, call_ret(f, M->i32, "__ferry_ptx_txq", ps, args, 2));
}
