/* Inline PTX: every `call asm "template", "constraints"(args)` in a hub-IR
 * module becomes the IR of its PTX body, in place.
 *
 * Per asm statement: the operands are bound to fresh registers named as
 * the CUDA source names them (%0, %1: legal PTX register names) and
 * declared in a scope of their own; inputs are stored into them, the
 * template (asm_template.c) is parsed with ptx_parse_statements and
 * lowered by lw_stmts in the function's lw_fn, exactly as a module body
 * is; then the outputs are loaded and replace the call's result. Labels
 * and registers the body declares are scoped to the statement; the carry
 * flag (lw_carry) belongs to the function, so add.cc in one asm statement
 * feeds addc in the next.
 *
 * The body may branch (labels, guards), so the call's block is split at
 * the call first: the call and what follows move to a continuation block
 * (phis of the successors are rebuilt to name it), the body is built at
 * the end of the first part and branches to the continuation. A body that
 * stayed in one block is merged back, so straight-line asm adds no block.
 *
 * Errors are reported at the asm statement's source position (the call's
 * !dbg location) with the position inside the asm string:
 *   x.cu:12:5: error: PTX instruction 'foo.b32' in asm is not supported yet (asm text 1:1: "foo.b32 %0, %1;")
 */
#include "asm_internal.h"
#include "lower.h"

#include <llvm-c/DebugInfo.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ASM_FILE "<inline asm>"

typedef struct asm_ctx {
    lw_mod *M;
    unsigned uid;
} asm_ctx;

/* ---- diagnostics ---- */

static void append_line(lw_mod *M, int line, int col, const char *text)
{
    if (M->nerr++ == 0) {
        M->line = line;
        M->col = col;
    }
    if (M->nerr > 50)
        return;
    size_t len = strlen(text);
    char *grown = realloc(M->msgs, M->msglen + len + 2);
    if (!grown)
        return;
    M->msgs = grown;
    if (M->msglen)
        M->msgs[M->msglen++] = '\n';
    memcpy(M->msgs + M->msglen, text, len + 1);
    M->msglen += len;
}

/* Where an asm statement is, for its diagnostics: "x.cu:12:5: ", or the
 * module's source file and the function when the call has no debug
 * location. Taken before the call is replaced. */
typedef struct asm_where {
    char pre[512];
    char ctx[300];      /* "in 'fn': " when there is no location */
    int line, col;
} asm_where;

static void where(LLVMValueRef call, asm_where *w)
{
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
    LLVMMetadataRef scope = loc ? LLVMDILocationGetScope(loc) : NULL;
    LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
    unsigned flen = 0;
    const char *fname = file ? LLVMDIFileGetFilename(file, &flen) : NULL;
    if (loc && fname && flen) {
        w->line = (int)LLVMDILocationGetLine(loc);
        w->col = (int)LLVMDILocationGetColumn(loc);
        snprintf(w->pre, sizeof w->pre, "%.*s:%d:%d: ", (int)flen, fname, w->line, w->col);
        w->ctx[0] = 0;
        return;
    }
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    LLVMModuleRef m = LLVMGetGlobalParent(fn);
    size_t slen = 0, fnlen = 0;
    const char *src = LLVMGetSourceFileName(m, &slen);
    const char *fnname = LLVMGetValueName2(fn, &fnlen);
    w->line = w->col = 0;
    snprintf(w->pre, sizeof w->pre, "%.*s: ", (int)(slen ? slen : 7), slen ? src : "<input>");
    snprintf(w->ctx, sizeof w->ctx, "in '%.*s': ", (int)fnlen, fnname);
}

static void asm_error(asm_ctx *A, const asm_where *w, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void asm_error(asm_ctx *A, const asm_where *w, const char *fmt, ...)
{
    char body[1024], line[2000];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(body, sizeof body, fmt, ap);
    va_end(ap);
    snprintf(line, sizeof line, "%serror: %s%s", w->pre, w->ctx, body);
    append_line(A->M, w->line, w->col, line);
}

/* " (asm text L:C: "the line")" for a position in the PTX text; the line
 * as the source spelled it, cut at 80 bytes. */
static void text_pos(const asm_text *t, int pline, int pcol, char *buf, size_t n)
{
    int l, c;
    size_t start, len;
    asm_src_pos(t, pline, pcol, &l, &c, &start, &len);
    char q[96];
    size_t k = 0;
    for (size_t i = 0; i < len && k < 80; i++) {
        char ch = t->src[start + i];
        q[k++] = ch == '\t' || ch == '\r' ? ' ' : ch;
    }
    if (k < len) {
        memcpy(q + k, "...", 3);
        k += 3;
    }
    q[k] = 0;
    snprintf(buf, n, " (asm text %d:%d: \"%s\")", l, c, q);
}

/* Re-reports the errors of one asm body (lines "FILE:L:C: error: BODY",
 * FILE being ASM_FILE for positions in the PTX text) at the statement. */
static void report_body_errors(asm_ctx *A, const asm_where *w, const asm_text *t, const char *msgs)
{
    for (const char *p = msgs; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char line[1400];
        snprintf(line, sizeof line, "%.*s", (int)n, p);
        p = nl ? nl + 1 : p + n;
        char *e = strstr(line, ": error: ");
        const char *body = e ? e + 9 : line;
        char pos[160] = "";
        if (e && !strncmp(line, ASM_FILE ":", strlen(ASM_FILE) + 1)) {
            int pl = 0, pc = 0;
            if (sscanf(line + strlen(ASM_FILE) + 1, "%d:%d", &pl, &pc) == 2 && pl > 0)
                text_pos(t, pl, pc, pos, sizeof pos);
        }
        /* "PTX instruction 'x'..." becomes "PTX instruction 'x' in asm..." */
        const char *lead = "PTX instruction '";
        const char *close = !strncmp(body, lead, strlen(lead)) ? strchr(body + strlen(lead), '\'') : NULL;
        if (close)
            asm_error(A, w, "%.*s in asm%s%s", (int)(close + 1 - body), body, close + 1, pos);
        else
            asm_error(A, w, "in asm: %s%s", body, pos);
    }
}

/* ---- blocks ---- */

/* Rebuilds the phis of bb's successors (through term) that name old as an
 * incoming block so that they name new instead. */
static void retarget_phis(lw_mod *M, LLVMValueRef term, LLVMBasicBlockRef old, LLVMBasicBlockRef new)
{
    unsigned ns = LLVMGetNumSuccessors(term);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(M->c);
    for (unsigned s = 0; s < ns; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
        bool seen = false;
        for (unsigned t = 0; t < s; t++)
            seen |= LLVMGetSuccessor(term, t) == succ;
        if (seen)
            continue;
        LLVMValueRef phi = LLVMGetFirstInstruction(succ);
        while (phi && LLVMGetInstructionOpcode(phi) == LLVMPHI) {
            LLVMValueRef next = LLVMGetNextInstruction(phi);
            unsigned n = LLVMCountIncoming(phi);
            bool uses = false;
            for (unsigned k = 0; k < n; k++)
                uses |= LLVMGetIncomingBlock(phi, k) == old;
            if (uses) {
                LLVMPositionBuilderBefore(b, phi);
                size_t len = 0;
                const char *nm = LLVMGetValueName2(phi, &len);
                char *name = len ? strndup(nm, len) : NULL; /* freed with the phi */
                LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
                for (unsigned k = 0; k < n; k++) {
                    LLVMValueRef v = LLVMGetIncomingValue(phi, k);
                    LLVMBasicBlockRef from = LLVMGetIncomingBlock(phi, k);
                    if (from == old)
                        from = new;
                    LLVMAddIncoming(np, &v, &from, 1);
                }
                LLVMReplaceAllUsesWith(phi, np);
                LLVMInstructionEraseFromParent(phi);
                if (name)
                    LLVMSetValueName2(np, name, strlen(name));
                free(name);
            }
            phi = next;
        }
    }
    LLVMDisposeBuilder(b);
}

/* Moves `from` and every instruction after it to the end of `to`. */
static void move_tail(lw_mod *M, LLVMValueRef from, LLVMBasicBlockRef to)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(from);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(M->c);
    LLVMPositionBuilderAtEnd(b, to);
    for (LLVMValueRef i = from; i;) {
        LLVMValueRef next = LLVMGetNextInstruction(i);
        size_t len = 0;
        const char *nm = LLVMGetValueName2(i, &len);
        char *name = len ? strndup(nm, len) : NULL; /* the builder names what it inserts */
        LLVMInstructionRemoveFromParent(i);
        LLVMInsertIntoBuilderWithName(b, i, name ? name : "");
        free(name);
        i = next;
    }
    LLVMDisposeBuilder(b);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(to);
    if (term)
        retarget_phis(M, term, bb, to);
}

/* A block of its own for what follows `call`, which then branches to it. */
static LLVMBasicBlockRef split_after(lw_mod *M, LLVMValueRef call)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(call);
    LLVMBasicBlockRef rest = LLVMAppendBasicBlockInContext(M->c, LLVMGetBasicBlockParent(bb), "");
    LLVMMoveBasicBlockAfter(rest, bb);
    move_tail(M, LLVMGetNextInstruction(call), rest);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(M->c);
    LLVMPositionBuilderAtEnd(b, bb);
    LLVMBuildBr(b, rest);
    LLVMDisposeBuilder(b);
    return rest;
}

/* Moves bb into the block that branches to it, when that is its only
 * predecessor and the branch is unconditional. */
static void join_to_pred(lw_mod *M, LLVMBasicBlockRef bb)
{
    LLVMUseRef use = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
    LLVMValueRef br = use ? LLVMGetUser(use) : NULL;
    if (!br || LLVMGetNextUse(use) || !LLVMIsABranchInst(br) || LLVMIsConditional(br))
        return;
    LLVMBasicBlockRef pred = LLVMGetInstructionParent(br);
    LLVMInstructionEraseFromParent(br);
    move_tail(M, LLVMGetFirstInstruction(bb), pred);
    LLVMDeleteBasicBlock(bb);
}

/* ---- one asm statement ---- */

static bool is_kernel(LLVMModuleRef m, LLVMValueRef fn)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    if (!n)
        return false;
    LLVMValueRef *ops = calloc(n, sizeof *ops);
    bool yes = false;
    if (ops)
        LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
    for (unsigned i = 0; ops && i < n && !yes; i++) {
        if (LLVMGetMDNodeNumOperands(ops[i]) < 2)
            continue;
        LLVMValueRef f[3] = {0};
        if (LLVMGetMDNodeNumOperands(ops[i]) > 3)
            continue;
        LLVMGetMDNodeOperands(ops[i], f);
        unsigned len = 0;
        const char *s = f[1] ? LLVMGetMDString(f[1], &len) : NULL;
        yes = f[0] == fn && s && len == 6 && !memcmp(s, "kernel", 6);
    }
    free(ops);
    return yes;
}

static LLVMTypeRef result_type(LLVMValueRef call, const asm_operands *ops, const asm_opnd *o)
{
    LLVMTypeRef rt = LLVMTypeOf(call);
    return ops->noutputs == 1 ? rt : LLVMStructGetTypeAtIndex(rt, o->result);
}

/* Checks the call's types against its operands and fills the immediates. */
static int check_operands(asm_ctx *A, const asm_where *w, LLVMValueRef call, asm_operands *ops)
{
    LLVMTypeRef rt = LLVMTypeOf(call);
    bool is_void = LLVMGetTypeKind(rt) == LLVMVoidTypeKind;
    unsigned nres = is_void ? 0 : ops->noutputs == 1 ? 1
                  : LLVMGetTypeKind(rt) == LLVMStructTypeKind ? LLVMCountStructElementTypes(rt) : 1u << 30;
    if (nres != ops->noutputs || LLVMGetNumArgOperands(call) != ops->nargs) {
        asm_error(A, w, "asm operands do not match the call (%u results, %u arguments)", nres,
                  LLVMGetNumArgOperands(call));
        return -1;
    }
    for (size_t i = 0; i < ops->n; i++) {
        asm_opnd *o = &ops->v[i];
        if (o->output || o->type != PTX_TYPE_NONE)
            continue;
        LLVMValueRef v = LLVMGetOperand(call, o->arg);
        if (LLVMIsAConstantInt(v)) {
            snprintf(o->imm, sizeof o->imm, "%lld", LLVMConstIntGetSExtValue(v));
            continue;
        }
        /* "i"(&var): the variable's name, when PTX can spell it */
        if (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMAddrSpaceCast)
            v = LLVMGetOperand(v, 0);
        size_t len = 0;
        const char *name = LLVMIsAGlobalVariable(v) ? LLVMGetValueName2(v, &len) : NULL;
        bool ident = len > 0 && len < sizeof o->imm && !(name[0] >= '0' && name[0] <= '9');
        for (size_t k = 0; ident && k < len; k++)
            ident = (name[k] >= 'a' && name[k] <= 'z') || (name[k] >= 'A' && name[k] <= 'Z') ||
                    (name[k] >= '0' && name[k] <= '9') || name[k] == '_' || name[k] == '$';
        if (!ident) {
            asm_error(A, w, "asm operand %%%zu ('%c') must be an integer constant or a variable", i, o->letter);
            return -1;
        }
        memcpy(o->imm, name, len);
        o->imm[len] = 0;
    }
    return 0;
}

typedef struct saved_scope {
    size_t nregs, nsyms, nlabels;
    ptrdiff_t last_label;
    LLVMValueRef depot;
    unsigned nlocals;
} saved_scope;

static saved_scope open_scope(lw_fn *f)
{
    return (saved_scope){f->nregs, f->nsyms, f->nlabels, f->last_label, f->depot, f->nlocals};
}

static void close_scope(lw_fn *f, const saved_scope *s)
{
    for (size_t i = s->nregs; i < f->nregs; i++)
        free(f->regs[i].slots);
    f->nregs = s->nregs;
    f->nsyms = s->nsyms;
    f->nlabels = s->nlabels;
    f->last_label = s->last_label;
    f->depot = s->depot;
    f->nlocals = s->nlocals;
}

/* Declares the operands' registers (allocas named asmU.N: statement U,
 * operand N) and stores the inputs into them. */
static int bind_inputs(lw_fn *f, LLVMValueRef call, const asm_operands *ops, unsigned uid)
{
    for (size_t i = 0; i < ops->n; i++) {
        const asm_opnd *o = &ops->v[i];
        if (o->type == PTX_TYPE_NONE || o->tied >= 0)
            continue;
        ptx_regname rn = {o->reg, 0};
        ptx_regdecl rd = {.type = o->type, .names = &rn, .nnames = 1};
        ptx_type rt;
        if (lw_declare_regs(f, &rd))
            return -1;
        LLVMValueRef slot = lw_reg_slot(f, o->reg, 0, &rt);
        if (!slot)
            return -1;
        char name[48];
        int n = snprintf(name, sizeof name, "asm%u.%zu", uid, i);
        LLVMSetValueName2(slot, name, (size_t)n);
    }
    for (size_t i = 0; i < ops->n; i++) {
        const asm_opnd *o = &ops->v[i];
        if (o->output || o->type == PTX_TYPE_NONE)
            continue;
        ptx_type rt;
        LLVMValueRef slot = lw_reg_slot(f, o->reg, 0, &rt);
        if (!slot)
            return -1;
        LLVMValueRef v = LLVMGetOperand(call, o->arg);
        if (rt == PTX_TYPE_PRED && LLVMTypeOf(v) != f->M->i1)
            v = LLVMBuildICmp(f->b, LLVMIntNE, lw_as_int(f, v), LLVMConstNull(LLVMTypeOf(lw_as_int(f, v))), "");
        LLVMBuildStore(f->b, lw_resize(f, v, lw_type(f->M, rt), false), slot);
    }
    return 0;
}

/* The call's result from the output registers. */
static LLVMValueRef load_outputs(lw_fn *f, LLVMValueRef call, const asm_operands *ops)
{
    LLVMTypeRef rt = LLVMTypeOf(call);
    if (!ops->noutputs)
        return NULL;
    LLVMValueRef agg = ops->noutputs > 1 ? LLVMGetPoison(rt) : NULL, one = NULL;
    for (size_t i = 0; i < ops->n; i++) {
        const asm_opnd *o = &ops->v[i];
        if (!o->output)
            continue;
        ptx_type t;
        LLVMValueRef slot = lw_reg_slot(f, o->reg, 0, &t);
        LLVMTypeRef et = result_type(call, ops, o);
        LLVMValueRef v = slot ? LLVMBuildLoad2(f->b, lw_type(f->M, t), slot, "") : LLVMGetUndef(et);
        v = lw_resize(f, v, et, false);
        if (agg)
            agg = LLVMBuildInsertValue(f->b, agg, v, o->result, "");
        else
            one = v;
    }
    return agg ? agg : one;
}

/* Labels the body used but did not place: reported, and given a block so
 * that the function stays well formed. */
static void check_labels(lw_fn *f, size_t from)
{
    for (size_t i = from; i < f->nlabels; i++) {
        lw_label *l = &f->labels[i];
        if (l->placed)
            continue;
        lw_error(f->M, (ptx_loc){ASM_FILE, 0, 0}, "label '%s' is used but not defined in the asm statement",
                 l->name);
        LLVMAppendExistingBasicBlock(f->fn, l->bb);
        LLVMBuilderRef b = LLVMCreateBuilderInContext(f->M->c);
        LLVMPositionBuilderAtEnd(b, l->bb);
        LLVMBuildUnreachable(b);
        LLVMDisposeBuilder(b);
    }
}

static void lower_call(asm_ctx *A, lw_fn *f, LLVMValueRef call)
{
    lw_mod *M = A->M;
    LLVMValueRef ia = LLVMGetCalledValue(call);
    size_t ntmpl = 0, ncons = 0;
    const char *tmpl = LLVMGetInlineAsmAsmString(ia, &ntmpl);
    const char *cons = LLVMGetInlineAsmConstraintString(ia, &ncons);
    char err[512];
    asm_where w;
    where(call, &w);
    asm_operands ops;
    if (asm_parse_constraints(cons, ncons, &ops, err, sizeof err)) {
        asm_error(A, &w, "in asm: %s", err);
        asm_operands_free(&ops);
        return;
    }
    asm_text text;
    if (check_operands(A, &w, call, &ops)) {
        asm_operands_free(&ops);
        return;
    }
    if (asm_substitute(tmpl, ntmpl, &ops, A->uid, &text, err, sizeof err)) {
        asm_error(A, &w, "in asm: %s", err);
        asm_operands_free(&ops);
        return;
    }
    ptx_stmts *body = NULL;
    ptx_diag pd = {0};
    if (ptx_parse_statements(text.ptx, text.nptx, ASM_FILE, 1, &body, &pd)) {
        report_body_errors(A, &w, &text, pd.msg ? pd.msg : ASM_FILE ":1:1: error: cannot parse the asm text");
        ptx_diag_free(&pd);
        asm_text_free(&text);
        asm_operands_free(&ops);
        return;
    }

    /* Split the block at the call. */
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(call);
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(M->c, f->fn, "asm.cont");
    LLVMMoveBasicBlockAfter(cont, bb);
    move_tail(M, call, cont);
    LLVMBasicBlockRef before_body = LLVMGetLastBasicBlock(f->fn);

    /* The body, with errors collected apart so that they can be placed. */
    char *msgs = M->msgs;
    size_t msglen = M->msglen, nerr = M->nerr;
    int eline = M->line, ecol = M->col;
    M->msgs = NULL;
    M->msglen = M->nerr = 0;

    LLVMPositionBuilderAtEnd(f->b, bb);
    LLVMSetCurrentDebugLocation2(f->b, LLVMInstructionGetDebugLoc(call));
    saved_scope sc = open_scope(f);
    f->last_label = -1;
    f->depot = NULL;
    f->nlocals = 0;
    unsigned uid = A->uid++;
    if (bind_inputs(f, call, &ops, uid))
        lw_error(M, (ptx_loc){ASM_FILE, 0, 0}, "out of memory");
    else
        lw_stmts(f, body->stmts, body->nstmts);
    check_labels(f, sc.nlabels);
    if (lw_terminated(f))
        lw_after_terminator(f);
    LLVMValueRef res = load_outputs(f, call, &ops);
    LLVMBasicBlockRef last = LLVMGetInsertBlock(f->b);
    LLVMValueRef br = LLVMBuildBr(f->b, cont);
    close_scope(f, &sc);
    LLVMSetCurrentDebugLocation2(f->b, NULL);
    if (res)
        LLVMReplaceAllUsesWith(call, res);
    LLVMInstructionEraseFromParent(call);

    /* The body's blocks (appended at the end) go between bb and cont, in
     * order, so that the function reads in source order. */
    LLVMBasicBlockRef anchor = bb;
    for (LLVMBasicBlockRef nb = LLVMGetNextBasicBlock(before_body), nn; nb; nb = nn) {
        nn = LLVMGetNextBasicBlock(nb);
        LLVMMoveBasicBlockAfter(nb, anchor);
        anchor = nb;
    }
    if (anchor != bb)
        LLVMMoveBasicBlockAfter(cont, anchor);

    /* Straight-line body: one block again. */
    if (last == bb && LLVMGetFirstInstruction(cont)) {
        LLVMInstructionEraseFromParent(br);
        move_tail(M, LLVMGetFirstInstruction(cont), bb);
        LLVMDeleteBasicBlock(cont);
    }

    char *body_msgs = M->msgs;
    M->msgs = msgs;
    M->msglen = msglen;
    M->nerr = nerr;
    M->line = eline;
    M->col = ecol;
    if (body_msgs)
        report_body_errors(A, &w, &text, body_msgs);
    free(body_msgs);
    ptx_stmts_free(body);
    asm_text_free(&text);
    asm_operands_free(&ops);
}

/* ---- the module ---- */

/* The module's variables, by their IR names, for asm that names one
 * (ld.global.u32 %0, [table+4]; with an extern "C" variable). */
static void add_globals(lw_mod *M)
{
    size_t n = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(M->m); g; g = LLVMGetNextGlobal(g))
        n++;
    if (!n || !(M->syms = calloc(n, sizeof *M->syms)))
        return;
    M->csyms = n;
    for (LLVMValueRef g = LLVMGetFirstGlobal(M->m); g; g = LLVMGetNextGlobal(g)) {
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        if (!len)
            continue;
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
        ptx_space sp = as == LW_AS_GLOBAL ? PTX_SPACE_GLOBAL : as == LW_AS_SHARED ? PTX_SPACE_SHARED
                     : as == LW_AS_CONST ? PTX_SPACE_CONST : PTX_SPACE_NONE;
        M->syms[M->nsyms++] = (lw_sym){.name = name, .space = sp, .ptr = g, .ty = LLVMGlobalGetValueType(g)};
    }
}

static bool is_asm_call(LLVMValueRef i)
{
    return LLVMIsACallInst(i) && LLVMIsAInlineAsm(LLVMGetCalledValue(i));
}

static void lower_function(asm_ctx *A, LLVMValueRef fn)
{
    lw_mod *M = A->M;
    size_t n = 0, cap = 0;
    LLVMValueRef *calls = NULL;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            if (!is_asm_call(i))
                continue;
            if (n == cap) {
                size_t c = cap ? 2 * cap : 8;
                LLVMValueRef *p = realloc(calls, c * sizeof *p);
                if (!p) {
                    free(calls);
                    append_line(M, 0, 0, "error: out of memory lowering inline asm");
                    return;
                }
                calls = p;
                cap = c;
            }
            calls[n++] = i;
        }
    if (!n)
        return;
    lw_fn f;
    lw_fn_init(&f, M, fn);
    f.is_entry = is_kernel(M->m, fn) && LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(fn))) == LLVMVoidTypeKind;
    /* Registers are allocas at the top of the entry block, before a marker
     * that stays there whatever moves. */
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    LLVMPositionBuilderBefore(f.ab, LLVMGetFirstInstruction(entry));
    LLVMValueRef marker = LLVMBuildAlloca(f.ab, M->i8, "asm.marker");
    LLVMPositionBuilderBefore(f.ab, marker);
    /* Each statement's block is split after it first, last statement
     * first, so that each split moves only what lies up to the next one;
     * lowering a statement then moves nothing but the statement and its
     * branch, and the pieces join up again behind it. Splitting as each
     * statement is lowered moved every instruction after it: quadratic in
     * a block of thousands of statements. */
    LLVMBasicBlockRef *after = calloc(n, sizeof *after);
    for (size_t k = n; after && k-- > 0;)
        after[k] = split_after(M, calls[k]);
    for (size_t k = 0; k < n; k++) {
        lower_call(A, &f, calls[k]);
        if (after)
            join_to_pred(M, after[k]);
    }
    free(after);
    LLVMInstructionEraseFromParent(marker);
    lw_fn_free(&f);
    free(calls);
}

int ptx_lower_inline_asm(LLVMModuleRef m, ptx_diag *diag)
{
    lw_mod M = {.c = LLVMGetModuleContext(m), .m = m};
    lw_init_types(&M);
    add_globals(&M);
    asm_ctx A = {.M = &M};
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMGetFirstBasicBlock(fn))
            lower_function(&A, fn);
    free(M.syms);
    if (diag) {
        diag->line = M.line;
        diag->col = M.col;
        diag->msg = M.msgs;
    } else {
        free(M.msgs);
    }
    return (int)M.nerr;
}
