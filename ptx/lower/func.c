/* Function bodies: registers and variables in their { } scopes, labels as
 * basic blocks in source order, guards (@p / @!p) as branches around the
 * instruction. */
#include "lower.h"

#include <stdlib.h>
#include <string.h>

static void *grow(void *p, size_t *cap, size_t n, size_t size)
{
    if (n < *cap)
        return p;
    size_t c = *cap ? *cap * 2 : 16;
    void *q = realloc(p, c * size);
    if (q)
        *cap = c;
    return q;
}

void lw_fn_init(lw_fn *f, lw_mod *M, LLVMValueRef fn)
{
    memset(f, 0, sizeof *f);
    f->M = M;
    f->fn = fn;
    f->b = LLVMCreateBuilderInContext(M->c);
    f->ab = LLVMCreateBuilderInContext(M->c);
    f->last_label = -1;
}

void lw_fn_free(lw_fn *f)
{
    for (size_t i = 0; i < f->nregs; i++)
        free(f->regs[i].slots);
    free(f->regs);
    free(f->syms);
    free(f->labels);
    free(f->rets);
    LLVMDisposeBuilder(f->b);
    LLVMDisposeBuilder(f->ab);
}

void lw_push_sym(lw_fn *f, const lw_sym *s)
{
    lw_sym *p = grow(f->syms, &f->csyms, f->nsyms, sizeof *p);
    if (!p)
        return;
    f->syms = p;
    f->syms[f->nsyms++] = *s;
}

int lw_declare_regs(lw_fn *f, const ptx_regdecl *rd)
{
    for (size_t i = 0; i < rd->nnames; i++) {
        lw_reg *p = grow(f->regs, &f->cregs, f->nregs, sizeof *p);
        if (!p)
            return -1;
        f->regs = p;
        lw_reg *r = &f->regs[f->nregs];
        r->name = rd->names[i].name;
        r->range = rd->names[i].range;
        r->type = rd->type;
        r->vec = rd->vec;
        size_t n = r->range ? r->range : r->vec ? 4 : 1;
        r->slots = calloc(n, sizeof *r->slots);
        if (!r->slots)
            return -1;
        f->nregs++;
    }
    return 0;
}

static unsigned natural_align(lw_mod *M, const ptx_var *v)
{
    (void)M;
    unsigned s = ptx_type_size(v->type) * (v->vec ? v->vec : 1);
    return v->align ? v->align : s ? s : 1;
}

int lw_declare_var(lw_fn *f, const ptx_var *v)
{
    lw_mod *M = f->M;
    LLVMTypeRef ty = lw_var_type(M, v);
    lw_sym s = {.name = v->name, .space = v->space, .ty = ty, .var = v};
    switch (v->space) {
    case PTX_SPACE_LOCAL:
    case PTX_SPACE_PARAM:
    case PTX_SPACE_REG:
        s.ptr = lw_alloca(f, ty, natural_align(M, v), v->name);
        if (v->space == PTX_SPACE_LOCAL) {
            f->depot = s.ptr;
            f->nlocals++;
        }
        break;
    case PTX_SPACE_SHARED:
    case PTX_SPACE_GLOBAL:
    case PTX_SPACE_CONST: {
        /* function-scope state-space variables live in the module */
        char name[256];
        snprintf(name, sizeof name, "%s.%s", LLVMGetValueName2(f->fn, &(size_t){0}), v->name);
        s.ptr = LLVMAddGlobalInAddressSpace(M->m, ty, name, lw_as_of(v->space));
        LLVMSetLinkage(s.ptr, LLVMInternalLinkage);
        LLVMSetAlignment(s.ptr, natural_align(M, v));
        LLVMSetInitializer(s.ptr, v->space == PTX_SPACE_SHARED ? LLVMGetUndef(ty) : lw_const_init(M, v, ty));
        break;
    }
    default:
        lw_error(M, v->loc, "variable '%s' in state space '%s' is not supported yet", v->name,
                 ptx_space_name(v->space));
        return -1;
    }
    lw_push_sym(f, &s);
    return 0;
}

lw_label *lw_label_get(lw_fn *f, const char *name)
{
    for (size_t i = 0; i < f->nlabels; i++)
        if (!strcmp(f->labels[i].name, name))
            return &f->labels[i];
    lw_label *p = grow(f->labels, &f->clabels, f->nlabels, sizeof *p);
    if (!p)
        return NULL;
    f->labels = p;
    lw_label *l = &f->labels[f->nlabels++];
    memset(l, 0, sizeof *l);
    l->name = name;
    l->bb = LLVMCreateBasicBlockInContext(f->M->c, name);
    return l;
}

static void place_label(lw_fn *f, const ptx_stmt *s)
{
    lw_label *l = lw_label_get(f, s->u.label);
    if (!l)
        return;
    if (l->placed) {
        lw_error(f->M, s->loc, "label '%s' defined twice", s->u.label);
        return;
    }
    if (!lw_terminated(f))
        LLVMBuildBr(f->b, l->bb);
    LLVMAppendExistingBasicBlock(f->fn, l->bb);
    LLVMPositionBuilderAtEnd(f->b, l->bb);
    l->placed = true;
    f->last_label = l - f->labels;
}

static void pop_scope(lw_fn *f, size_t nregs, size_t nsyms)
{
    for (size_t i = nregs; i < f->nregs; i++)
        free(f->regs[i].slots);
    f->nregs = nregs;
    f->nsyms = nsyms;
}

int lw_stmts(lw_fn *f, const ptx_stmt *s, size_t n)
{
    for (size_t i = 0; i < n; i++, s++) {
        switch (s->kind) {
        case PTX_STMT_INSTR:
            lw_instr(f, &s->u.instr);
            break;
        case PTX_STMT_LABEL:
            place_label(f, s);
            break;
        case PTX_STMT_REG:
            if (lw_declare_regs(f, &s->u.reg))
                return -1;
            break;
        case PTX_STMT_VAR:
            lw_declare_var(f, &s->u.var);
            break;
        case PTX_STMT_BLOCK: {
            size_t nr = f->nregs, ns = f->nsyms;
            lw_stmts(f, s->u.block.stmts, s->u.block.n);
            pop_scope(f, nr, ns);
            break;
        }
        case PTX_STMT_CALLPROTO:
            if (f->last_label >= 0)
                f->labels[f->last_label].proto = s->u.proto;
            break;
        case PTX_STMT_BRANCHTARGETS:
        case PTX_STMT_CALLTARGETS:
            if (f->last_label >= 0) {
                f->labels[f->last_label].targets = s->u.targets.names;
                f->labels[f->last_label].ntargets = s->u.targets.n;
            }
            break;
        default: /* .loc, .pragma: no effect on the code */
            break;
        }
    }
    return 0;
}

/* Modifiers that change nothing on the CPU: cache operators and hints. */
static bool ignorable(const char *mod)
{
    return lw_word_in(mod, ".ca.cg.cs.lu.cv.wb.wt.uni") || !strncmp(mod, ".L1::", 5) ||
           !strncmp(mod, ".L2::", 5);
}

static int check_mods(lw_fn *f, const ptx_instr *in, const char *allowed)
{
    for (size_t i = 0; i < in->nmods; i++) {
        const char *m = in->mods[i];
        if (ptx_type_from_name(m, strlen(m)) != PTX_TYPE_NONE || lw_word_in(m, allowed) || ignorable(m))
            continue;
        return lw_unsupported(f, in);
    }
    return 0;
}

int lw_instr(lw_fn *f, const ptx_instr *in)
{
    const char *allowed = "";
    lw_handler h = lw_handler_of(in, &allowed);
    if (!h)
        return lw_unsupported(f, in);
    if (check_mods(f, in, allowed))
        return -1;
    if (!in->guard || !strcmp(in->opcode, "bra"))
        return h(f, in);
    ptx_type rt;
    LLVMValueRef slot = lw_reg_slot(f, in->guard, 0, &rt);
    if (!slot)
        return lw_bad(f, in, "unknown guard predicate '%s'", in->guard);
    LLVMValueRef c = lw_resize(f, LLVMBuildLoad2(f->b, lw_type(f->M, rt), slot, ""), f->M->i1, false);
    LLVMBasicBlockRef then = lw_new_block(f, "guarded");
    LLVMBasicBlockRef cont = LLVMCreateBasicBlockInContext(f->M->c, "cont");
    if (in->guard_neg)
        LLVMBuildCondBr(f->b, c, cont, then);
    else
        LLVMBuildCondBr(f->b, c, then, cont);
    LLVMPositionBuilderAtEnd(f->b, then);
    int r = h(f, in);
    if (!lw_terminated(f))
        LLVMBuildBr(f->b, cont);
    LLVMAppendExistingBasicBlock(f->fn, cont);
    LLVMPositionBuilderAtEnd(f->b, cont);
    return r;
}

LLVMValueRef lw_carry(lw_fn *f)
{
    if (!f->carry) {
        f->carry = lw_alloca(f, f->M->i1, 1, "cc");
        LLVMBuildStore(f->ab, LLVMConstInt(f->M->i1, 0, 0), f->carry);
    }
    return f->carry;
}

void lw_build_ret(lw_fn *f)
{
    if (!f->pf || f->is_entry || !f->pf->nrets) {
        LLVMBuildRetVoid(f->b);
        return;
    }
    lw_mod *M = f->M;
    size_t n = f->pf->nrets;
    LLVMValueRef *vals = calloc(n, sizeof *vals);
    if (!vals)
        return;
    for (size_t i = 0; i < n; i++)
        vals[i] = LLVMBuildLoad2(f->b, lw_var_type(M, &f->pf->rets[i]), f->rets[i], "");
    if (n == 1)
        LLVMBuildRet(f->b, vals[0]);
    else
        LLVMBuildAggregateRet(f->b, vals, (unsigned)n);
    free(vals);
}
