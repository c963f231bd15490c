/* Operands: registers (entry-block allocas), immediates, symbols and
 * memory addresses, read and written with PTX's operand-size rules. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

/* Whether name is prefix followed by a decimal index below range. */
static bool range_index(const char *prefix, uint32_t range, const char *name, uint32_t *idx)
{
    size_t n = strlen(prefix);
    if (strncmp(name, prefix, n) || !name[n] || (name[n] == '0' && name[n + 1]))
        return false;
    uint64_t v = 0;
    for (const char *p = name + n; *p; p++) {
        if (*p < '0' || *p > '9' || v > UINT32_MAX)
            return false;
        v = v * 10 + (uint64_t)(*p - '0');
    }
    if (v >= range)
        return false;
    *idx = (uint32_t)v;
    return true;
}

static int comp_index(char c)
{
    const char *p = c ? strchr("xyzw", c) : NULL;
    const char *q = c ? strchr("rgba", c) : NULL;
    return p ? (int)(p - "xyzw") : q ? (int)(q - "rgba") : -1;
}

LLVMValueRef lw_reg_slot(lw_fn *f, const char *name, char comp, ptx_type *type)
{
    for (size_t i = f->nregs; i-- > 0;) {
        lw_reg *r = &f->regs[i];
        uint32_t idx = 0;
        if (r->range ? !range_index(r->name, r->range, name, &idx) : strcmp(r->name, name))
            continue;
        if (r->vec) {
            int c = comp_index(comp);
            if (c < 0 || c >= r->vec)
                return NULL;
            idx = (uint32_t)c;
        } else if (comp) {
            return NULL;
        }
        if (!r->slots[idx]) {
            char nm[128];
            snprintf(nm, sizeof nm, "%s%s%s", name[0] == '%' ? name + 1 : name, comp ? "." : "",
                     comp ? (char[2]){comp, 0} : "");
            r->slots[idx] = lw_alloca(f, lw_type(f->M, r->type), 0, nm);
        }
        *type = r->type;
        return r->slots[idx];
    }
    return NULL;
}

lw_sym *lw_find_sym(lw_fn *f, const char *name)
{
    for (size_t i = f->nsyms; i-- > 0;)
        if (!strcmp(f->syms[i].name, name))
            return &f->syms[i];
    return lw_mod_sym(f->M, name);
}

int lw_need_ops(lw_fn *f, const ptx_instr *in, size_t n)
{
    if (in->nops == n)
        return 0;
    return lw_bad(f, in, "expected %zu operands, got %zu", n, in->nops);
}

static LLVMValueRef int_const(LLVMTypeRef ty, uint64_t v)
{
    unsigned w = LLVMGetIntTypeWidth(ty);
    if (w < 64)
        v &= (UINT64_C(1) << w) - 1;
    return LLVMConstInt(ty, v, w > 64 && (int64_t)v < 0);
}

static LLVMValueRef float_bits(lw_fn *f, LLVMTypeRef ity, LLVMTypeRef fty, uint64_t bits)
{
    return LLVMBuildBitCast(f->b, LLVMConstInt(ity, bits, 0), fty, "");
}

/* A float literal (value d, exact bits in the f32/f64 forms) as type t. */
static LLVMValueRef float_imm(lw_fn *f, const ptx_operand *op, ptx_type t)
{
    lw_mod *M = f->M;
    LLVMTypeRef ty = lw_type(M, t);
    double d;
    if (op->kind == PTX_OP_F32) {
        float x;
        memcpy(&x, &op->u.f32, 4);
        d = x;
        if (t == PTX_TYPE_F32)
            return float_bits(f, M->i32, M->f32, op->u.f32);
    } else {
        memcpy(&d, &op->u.f64, 8);
        if (t == PTX_TYPE_F64)
            return float_bits(f, M->i64, M->f64, op->u.f64);
    }
    if (lw_is_float(t))
        return LLVMConstReal(ty, d);
    if (t == PTX_TYPE_PRED)
        return LLVMConstInt(M->i1, d != 0, 0);
    return int_const(ty, op->kind == PTX_OP_F32 ? op->u.f32 : op->u.f64);
}

/* {a, b}: the pieces packed, the first in the low bits. */
static LLVMValueRef pack(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_type t)
{
    unsigned bits = lw_bits(t), n = (unsigned)op->u.list.n;
    if (!n || bits % n)
        return lw_bad(f, in, "cannot pack %u values into %s", n, ptx_type_name(t)), NULL;
    unsigned piece = bits / n;
    LLVMTypeRef it = LLVMIntTypeInContext(f->M->c, bits);
    LLVMValueRef acc = LLVMConstNull(it);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef v = lw_src_op(f, in, &op->u.list.items[k], lw_btype(piece));
        if (!v)
            return NULL;
        v = LLVMBuildZExt(f->b, v, it, "");
        if (k)
            v = LLVMBuildShl(f->b, v, LLVMConstInt(it, (uint64_t)k * piece, 0), "");
        acc = LLVMBuildOr(f->b, acc, v, "");
    }
    return lw_resize(f, acc, lw_type(f->M, t), false);
}

LLVMValueRef lw_src_op(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_type t)
{
    lw_mod *M = f->M;
    LLVMTypeRef ty = lw_type(M, t);
    switch (op->kind) {
    case PTX_OP_REG:
    case PTX_OP_NOT: {
        ptx_type rt;
        LLVMValueRef slot = lw_reg_slot(f, op->u.reg.name, op->u.reg.comp, &rt);
        if (!slot) {
            if (op->kind == PTX_OP_REG && !op->u.reg.comp && lw_find_sym(f, op->u.reg.name))
                return lw_sym_int(f, in, op->u.reg.name, 0, lw_bits(t));
            return lw_bad(f, in, "unknown register '%s'", op->u.reg.name), NULL;
        }
        LLVMValueRef v = LLVMBuildLoad2(f->b, lw_type(M, rt), slot, "");
        if (op->kind == PTX_OP_NOT)
            return LLVMBuildNot(f->b, lw_resize(f, v, M->i1, false), "");
        if (t == PTX_TYPE_PRED && rt != PTX_TYPE_PRED)
            return LLVMBuildICmp(f->b, LLVMIntNE, lw_as_int(f, v), LLVMConstNull(LLVMIntTypeInContext(M->c, lw_bits(rt))), "");
        return lw_resize(f, v, ty, lw_is_signed(t));
    }
    case PTX_OP_SREG: {
        LLVMValueRef v = lw_sreg(f, in, op);
        return v ? lw_resize(f, v, ty, false) : NULL;
    }
    case PTX_OP_INT:
        if (lw_is_float(t)) {
            double d = op->u.imm.is_unsigned ? (double)(uint64_t)op->u.imm.i : (double)op->u.imm.i;
            return LLVMConstReal(ty, d);
        }
        if (t == PTX_TYPE_PRED)
            return LLVMConstInt(M->i1, op->u.imm.i != 0, 0);
        return int_const(ty, (uint64_t)op->u.imm.i);
    case PTX_OP_F32:
    case PTX_OP_F64:
        return float_imm(f, op, t);
    case PTX_OP_SYMBOL:
        return lw_sym_int(f, in, op->u.sym.name, op->u.sym.offset, lw_bits(t));
    case PTX_OP_VEC:
        return pack(f, in, op, t);
    default:
        return lw_bad(f, in, "unexpected operand kind for a source"), NULL;
    }
}

LLVMValueRef lw_src(lw_fn *f, const ptx_instr *in, unsigned k, ptx_type t)
{
    if (k >= in->nops)
        return lw_bad(f, in, "missing operand %u", k + 1), NULL;
    return lw_src_op(f, in, &in->ops[k], t);
}

int lw_store_reg(lw_fn *f, const char *name, char comp, ptx_type t, LLVMValueRef v)
{
    ptx_type rt;
    LLVMValueRef slot = lw_reg_slot(f, name, comp, &rt);
    if (!slot)
        return -1;
    LLVMTypeRef rty = lw_type(f->M, rt);
    if (rt == PTX_TYPE_PRED && LLVMTypeOf(v) != f->M->i1)
        v = LLVMBuildICmp(f->b, LLVMIntNE, lw_as_int(f, v), LLVMConstNull(LLVMTypeOf(lw_as_int(f, v))), "");
    LLVMBuildStore(f->b, lw_resize(f, v, rty, lw_is_signed(t)), slot);
    return 0;
}

static int unpack(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_type t, LLVMValueRef v)
{
    unsigned bits = lw_bits(t), n = (unsigned)op->u.list.n;
    if (!n || bits % n)
        return lw_bad(f, in, "cannot unpack %s into %u values", ptx_type_name(t), n);
    unsigned piece = bits / n;
    LLVMTypeRef it = LLVMIntTypeInContext(f->M->c, bits);
    LLVMValueRef x = lw_resize(f, v, it, false);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef p = k ? LLVMBuildLShr(f->b, x, LLVMConstInt(it, (uint64_t)k * piece, 0), "") : x;
        p = LLVMBuildTrunc(f->b, p, LLVMIntTypeInContext(f->M->c, piece), "");
        if (lw_dst_op(f, in, &op->u.list.items[k], lw_btype(piece), p))
            return -1;
    }
    return 0;
}

int lw_dst_op(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_type t, LLVMValueRef v)
{
    switch (op->kind) {
    case PTX_OP_REG:
        if (lw_store_reg(f, op->u.reg.name, op->u.reg.comp, t, v))
            return lw_bad(f, in, "unknown register '%s'", op->u.reg.name);
        return 0;
    case PTX_OP_SINK:
        return 0;
    case PTX_OP_VEC:
        return unpack(f, in, op, t, v);
    default:
        return lw_bad(f, in, "the destination must be a register");
    }
}

int lw_dst(lw_fn *f, const ptx_instr *in, unsigned k, ptx_type t, LLVMValueRef v)
{
    if (k >= in->nops)
        return lw_bad(f, in, "missing operand %u", k + 1);
    return lw_dst_op(f, in, &in->ops[k], t, v);
}

static LLVMValueRef offset_ptr(lw_fn *f, LLVMValueRef p, int64_t off)
{
    if (!off)
        return p;
    LLVMValueRef idx = LLVMConstInt(f->M->i64, (uint64_t)off, 1);
    return LLVMBuildGEP2(f->b, f->M->i8, p, &idx, 1, "");
}

static LLVMValueRef cast_as(lw_fn *f, LLVMValueRef p, unsigned as)
{
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) == as)
        return p;
    return LLVMBuildAddrSpaceCast(f->b, p, lw_ptr_as(f->M, as), "");
}

/* A .local address as an offset from the function's only .local variable
 * (nvcc's __local_depot), so that the access keeps the alloca as its
 * base: ferry-lower tells per-thread memory from shared memory by it. */
static LLVMValueRef depot_ptr(lw_fn *f, LLVMValueRef addr)
{
    LLVMValueRef base = LLVMBuildPtrToInt(f->b, f->depot, f->M->i64, "");
    LLVMValueRef off = LLVMBuildSub(f->b, addr, base, "");
    return LLVMBuildGEP2(f->b, f->M->i8, f->depot, &off, 1, "");
}

LLVMValueRef lw_addr(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_space ss)
{
    unsigned as = lw_as_of(ss);
    LLVMTypeRef pt = lw_ptr_as(f->M, as);
    if (op->kind != PTX_OP_ADDR)
        return lw_bad(f, in, "expected an address [...]"), NULL;
    const ptx_addr *a = &op->u.addr;
    if (!a->base)
        return LLVMBuildIntToPtr(f->b, LLVMConstInt(f->M->i64, (uint64_t)a->offset, 1), pt, "");
    LLVMValueRef p;
    lw_sym *s = a->base_is_reg ? NULL : lw_find_sym(f, a->base);
    if (s && !s->fn) {
        p = cast_as(f, s->ptr, as);
    } else {
        ptx_type rt;
        LLVMValueRef slot = lw_reg_slot(f, a->base, 0, &rt);
        if (!slot)
            return lw_bad(f, in, "unknown address base '%s'", a->base), NULL;
        LLVMValueRef v = LLVMBuildLoad2(f->b, lw_type(f->M, rt), slot, "");
        /* A 32-bit address register and its offset add up in 32 bits, as
         * on the GPU: nvcc's PTX walks a shared array with a register
         * that runs below the array and an offset that brings it back. */
        int64_t off = a->offset;
        if (off && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(LLVMTypeOf(v)) < 64) {
            v = LLVMBuildAdd(f->b, v, LLVMConstInt(LLVMTypeOf(v), (uint64_t)off, 1), "");
            off = 0;
        }
        v = lw_resize(f, v, f->M->i64, false);
        p = ss == PTX_SPACE_LOCAL && f->nlocals == 1 ? depot_ptr(f, v) : LLVMBuildIntToPtr(f->b, v, pt, "");
        return offset_ptr(f, p, off);
    }
    return offset_ptr(f, p, a->offset);
}

LLVMValueRef lw_sym_int(lw_fn *f, const ptx_instr *in, const char *name, int64_t off, unsigned bits)
{
    lw_sym *s = lw_find_sym(f, name);
    if (!s)
        return lw_bad(f, in, "unknown symbol '%s'", name), NULL;
    LLVMValueRef p = offset_ptr(f, s->ptr, off);
    return LLVMBuildPtrToInt(f->b, p, LLVMIntTypeInContext(f->M->c, bits ? bits : 64), "");
}
