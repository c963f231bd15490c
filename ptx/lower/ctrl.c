/* Control flow: bra, brx.idx, call (direct and through a pointer with a
 * .callprototype), ret, exit, trap. Call-site .param variables are
 * allocas: arguments are loaded from them, results stored into them. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

static const char *label_operand(const ptx_operand *op)
{
    if (op->kind == PTX_OP_SYMBOL && !op->u.sym.offset)
        return op->u.sym.name;
    if (op->kind == PTX_OP_REG && !op->u.reg.comp)
        return op->u.reg.name;
    return NULL;
}

LW_H(lw_bra)
{
    if (lw_need_ops(f, in, 1))
        return -1;
    const char *name = label_operand(&in->ops[0]);
    lw_label *l = name ? lw_label_get(f, name) : NULL;
    if (!l)
        return lw_bad(f, in, "expected a label");
    LLVMBasicBlockRef target = l->bb;
    if (!in->guard) {
        LLVMBuildBr(f->b, target);
        lw_after_terminator(f);
        return 0;
    }
    ptx_type rt;
    LLVMValueRef slot = lw_reg_slot(f, in->guard, 0, &rt);
    if (!slot)
        return lw_bad(f, in, "unknown guard predicate '%s'", in->guard);
    LLVMValueRef c = lw_resize(f, LLVMBuildLoad2(f->b, lw_type(f->M, rt), slot, ""), f->M->i1, false);
    LLVMBasicBlockRef next = LLVMCreateBasicBlockInContext(f->M->c, "fall");
    if (in->guard_neg)
        LLVMBuildCondBr(f->b, c, next, target);
    else
        LLVMBuildCondBr(f->b, c, target, next);
    LLVMAppendExistingBasicBlock(f->fn, next);
    LLVMPositionBuilderAtEnd(f->b, next);
    return 0;
}

/* brx.idx index, tlist: a switch over the .branchtargets of tlist. */
LW_H(lw_brx)
{
    if (lw_need_ops(f, in, 2))
        return -1;
    const char *name = label_operand(&in->ops[1]);
    lw_label *tl = name ? lw_label_get(f, name) : NULL;
    if (!tl || !tl->ntargets)
        return lw_bad(f, in, "expected a label of .branchtargets");
    LLVMValueRef idx = lw_src(f, in, 0, PTX_TYPE_U32);
    if (!idx)
        return -1;
    size_t n = tl->ntargets;
    const char **names = tl->targets;
    LLVMBasicBlockRef *bbs = calloc(n, sizeof *bbs);
    if (!bbs)
        return -1;
    for (size_t i = 0; i < n; i++) {
        lw_label *l = lw_label_get(f, names[i]);
        bbs[i] = l ? l->bb : NULL;
    }
    LLVMValueRef sw = LLVMBuildSwitch(f->b, idx, bbs[0], (unsigned)n);
    for (size_t i = 1; i < n; i++)
        LLVMAddCase(sw, lw_int(f, 32, i), bbs[i]);
    free(bbs);
    lw_after_terminator(f);
    return 0;
}

LW_H(lw_ret)
{
    if (!f->pf)
        return lw_unsupported(f, in);
    lw_build_ret(f);
    lw_after_terminator(f);
    return 0;
}

/* In a kernel's own body exit is a return; elsewhere (a .func, inline asm)
 * it is llvm.nvvm.exit, which ferry-lower turns into a return from the
 * kernel once the function is inlined. */
LW_H(lw_exit)
{
    (void)in;
    if (f->is_entry) {
        LLVMBuildRetVoid(f->b);
    } else {
        lw_call_intr(f, "llvm.nvvm.exit", NULL, 0, NULL, 0);
        LLVMBuildUnreachable(f->b);
    }
    lw_after_terminator(f);
    return 0;
}

LW_H(lw_trap)
{
    (void)in;
    lw_call_intr(f, "llvm.trap", NULL, 0, NULL, 0);
    LLVMBuildUnreachable(f->b);
    lw_after_terminator(f);
    return 0;
}

/* The signature of an indirect call: its .callprototype, or the first
 * of its .calltargets. */
static const ptx_func *indirect_sig(lw_fn *f, const ptx_instr *in, const ptx_operand *proto)
{
    const char *name = proto ? label_operand(proto) : NULL;
    lw_label *l = name ? lw_label_get(f, name) : NULL;
    if (l && l->proto)
        return l->proto;
    lw_sym *s = l && l->ntargets ? lw_find_sym(f, l->targets[0]) : NULL;
    if (s && s->fn)
        return s->fn;
    return lw_bad(f, in, "an indirect call needs a .callprototype or .calltargets label"), NULL;
}

/* A call-site .param variable (an alloca), or NULL for other operands. */
static lw_sym *param_var(lw_fn *f, const ptx_operand *op)
{
    const char *name = label_operand(op);
    lw_sym *s = name ? lw_find_sym(f, name) : NULL;
    return s && !s->fn && s->space == PTX_SPACE_PARAM ? s : NULL;
}

static LLVMValueRef argument(lw_fn *f, const ptx_instr *in, const ptx_operand *op, const ptx_var *pv, LLVMTypeRef pty)
{
    lw_sym *s = param_var(f, op);
    if (s && (pv->ndims || pv->vec))
        return s->ptr; /* byval: the callee gets its own copy */
    if (s)
        return LLVMBuildLoad2(f->b, pty, s->ptr, "");
    LLVMValueRef v = lw_src_op(f, in, op, pv->type);
    return v ? lw_resize(f, v, pty, lw_is_signed(pv->type)) : NULL;
}

static int result(lw_fn *f, const ptx_instr *in, const ptx_operand *op, const ptx_var *rv, LLVMValueRef v)
{
    lw_sym *s = param_var(f, op);
    if (s) {
        LLVMBuildStore(f->b, v, s->ptr);
        return 0;
    }
    if (rv->ndims || rv->vec)
        return lw_bad(f, in, "an array result must go to a .param variable");
    return lw_dst_op(f, in, op, rv->type, v);
}

LW_H(lw_call)
{
    size_t i = 0;
    const ptx_operand *rets = NULL, *args = NULL, *proto = NULL;
    if (in->nops >= 2 && in->ops[0].kind == PTX_OP_LIST)
        rets = &in->ops[i++];
    if (i >= in->nops)
        return lw_bad(f, in, "expected a function");
    const ptx_operand *callee = &in->ops[i++];
    if (i < in->nops && in->ops[i].kind == PTX_OP_LIST)
        args = &in->ops[i++];
    if (i < in->nops)
        proto = &in->ops[i++];
    const ptx_func *sig;
    LLVMValueRef fn;
    LLVMTypeRef fty;
    lw_sym *s = callee->kind == PTX_OP_SYMBOL ? lw_find_sym(f, callee->u.sym.name) : NULL;
    if (s && s->fn) {
        sig = s->fn;
        fn = s->ptr;
        fty = s->ty;
    } else {
        if (!(sig = indirect_sig(f, in, proto)))
            return -1;
        LLVMValueRef addr = lw_src_op(f, in, callee, PTX_TYPE_U64);
        if (!addr)
            return -1;
        fn = LLVMBuildIntToPtr(f->b, addr, f->M->ptr, "");
        fty = lw_func_type(f->M, sig);
    }
    size_t nargs = args ? args->u.list.n : 0, nrets = rets ? rets->u.list.n : 0;
    if (nargs != sig->nparams || (nrets && nrets != sig->nrets))
        return lw_bad(f, in, "'%s' takes %zu arguments and %zu results", sig->name, sig->nparams, sig->nrets);
    LLVMTypeRef *ptys = calloc(nargs + 1, sizeof *ptys);
    LLVMValueRef *av = calloc(nargs + 1, sizeof *av);
    int rc = ptys && av ? 0 : -1;
    if (!rc)
        LLVMGetParamTypes(fty, ptys);
    for (size_t k = 0; !rc && k < nargs; k++)
        if (!(av[k] = argument(f, in, &args->u.list.items[k], &sig->params[k], ptys[k])))
            rc = -1;
    if (!rc) {
        LLVMValueRef call = LLVMBuildCall2(f->b, fty, fn, av, (unsigned)nargs, "");
        for (size_t k = 0; !rc && k < nrets; k++) {
            LLVMValueRef v = nrets == 1 ? call : LLVMBuildExtractValue(f->b, call, (unsigned)k, "");
            rc = result(f, in, &rets->u.list.items[k], &sig->rets[k], v);
        }
    }
    free(ptys);
    free(av);
    return rc;
}
