/* The canonical text form of the AST: PTX again, one line per statement,
 * with stable spacing, so that dump(parse(dump(x))) == dump(x). */
#include <inttypes.h>

#include "ptx.h"

static void print_int(FILE *f, ptx_int v)
{
    uint64_t mag = v.negated ? (uint64_t)0 - (uint64_t)v.i : (uint64_t)v.i;
    if (v.negated)
        fputc('-', f);
    switch (v.base) {
    case PTX_BASE_HEX:
        fprintf(f, "0x%" PRIx64, mag);
        break;
    case PTX_BASE_OCT:
        fprintf(f, "0%" PRIo64, mag);
        break;
    case PTX_BASE_BIN: {
        fputs("0b", f);
        int top = 63;
        while (top > 0 && !(mag >> top & 1))
            top--;
        for (int b = top; b >= 0; b--)
            fputc('0' + (int)(mag >> b & 1), f);
        break;
    }
    default:
        fprintf(f, "%" PRIu64, mag);
        break;
    }
    if (v.is_unsigned)
        fputc('U', f);
}

static void print_f32(FILE *f, uint32_t bits) { fprintf(f, "0f%08" PRIX32, bits); }
static void print_f64(FILE *f, uint64_t bits) { fprintf(f, "0d%016" PRIX64, bits); }

static void print_reg(FILE *f, const char *name, char comp)
{
    fputs(name, f);
    if (comp)
        fprintf(f, ".%c", comp);
}

static void print_list(FILE *f, const ptx_operand *ops, size_t n, const char *open, const char *close)
{
    fputs(open, f);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputs(", ", f);
        ptx_print_operand(f, &ops[i]);
    }
    fputs(close, f);
}

void ptx_print_operand(FILE *f, const ptx_operand *op)
{
    switch (op->kind) {
    case PTX_OP_REG:
    case PTX_OP_SREG:
        print_reg(f, op->u.reg.name, op->u.reg.comp);
        break;
    case PTX_OP_INT:
        print_int(f, op->u.imm);
        break;
    case PTX_OP_F32:
        print_f32(f, op->u.f32);
        break;
    case PTX_OP_F64:
        print_f64(f, op->u.f64);
        break;
    case PTX_OP_SYMBOL:
        fputs(op->u.sym.name, f);
        if (op->u.sym.offset > 0)
            fprintf(f, "+%" PRId64, op->u.sym.offset);
        else if (op->u.sym.offset < 0)
            fprintf(f, "+-%" PRIu64, (uint64_t)0 - (uint64_t)op->u.sym.offset);
        break;
    case PTX_OP_ADDR: {
        const ptx_addr *a = &op->u.addr;
        fputc('[', f);
        if (a->base) {
            fputs(a->base, f);
            if (a->offset > 0)
                fprintf(f, "+%" PRId64, a->offset);
            else if (a->offset < 0)
                fprintf(f, "+-%" PRIu64, (uint64_t)0 - (uint64_t)a->offset);
        } else {
            fprintf(f, "%" PRId64, a->offset);
        }
        for (size_t i = 0; i < a->nextra; i++) {
            fputs(", ", f);
            ptx_print_operand(f, &a->extra[i]);
        }
        fputc(']', f);
        break;
    }
    case PTX_OP_VEC:
        print_list(f, op->u.list.items, op->u.list.n, "{", "}");
        if (op->u.list.pred)
            fprintf(f, "|%s", op->u.list.pred);
        break;
    case PTX_OP_LIST:
        print_list(f, op->u.list.items, op->u.list.n, "(", ")");
        break;
    case PTX_OP_NOT:
        fputc('!', f);
        print_reg(f, op->u.reg.name, op->u.reg.comp);
        break;
    case PTX_OP_PAIR:
        fprintf(f, "%s|%s", op->u.pair.first, op->u.pair.second);
        break;
    case PTX_OP_SINK:
        fputc('_', f);
        break;
    case PTX_OP_VREG:
        fprintf(f, "%s%s%s", op->u.reg.neg ? "-" : "", op->u.reg.name, op->u.reg.sel ? op->u.reg.sel : "");
        break;
    }
}

void ptx_print_init(FILE *f, const ptx_init *in)
{
    switch (in->kind) {
    case PTX_INIT_INT:
        print_int(f, in->u.imm);
        break;
    case PTX_INIT_F32:
        print_f32(f, in->u.f32);
        break;
    case PTX_INIT_F64:
        print_f64(f, in->u.f64);
        break;
    case PTX_INIT_SYM:
        if (in->u.sym.generic)
            fprintf(f, "generic(%s)", in->u.sym.name);
        else
            fputs(in->u.sym.name, f);
        if (in->u.sym.offset > 0)
            fprintf(f, "+%" PRId64, in->u.sym.offset);
        else if (in->u.sym.offset < 0)
            fprintf(f, "-%" PRIu64, (uint64_t)0 - (uint64_t)in->u.sym.offset);
        break;
    case PTX_INIT_LIST:
        fputc('{', f);
        for (size_t i = 0; i < in->u.list.n; i++) {
            if (i)
                fputs(", ", f);
            ptx_print_init(f, &in->u.list.items[i]);
        }
        fputc('}', f);
        break;
    }
}

void ptx_print_var(FILE *f, const ptx_var *v)
{
    if (v->linkage != PTX_LINK_NONE)
        fprintf(f, "%s ", ptx_linkage_name(v->linkage));
    fputs(ptx_space_name(v->space), f);
    if (v->nattrs) {
        fputs(" .attribute(", f);
        for (size_t i = 0; i < v->nattrs; i++)
            fprintf(f, "%s%s", i ? ", " : "", v->attrs[i]);
        fputc(')', f);
    }
    if (v->align)
        fprintf(f, " .align %" PRIu32, v->align);
    if (v->vec)
        fprintf(f, " .v%d", v->vec);
    fprintf(f, " %s", ptx_type_name(v->type));
    if (v->is_ptr) {
        fputs(" .ptr", f);
        if (v->ptr_space != PTX_SPACE_NONE)
            fprintf(f, " %s", ptx_space_name(v->ptr_space));
        if (v->ptr_align)
            fprintf(f, " .align %" PRIu32, v->ptr_align);
    }
    fprintf(f, " %s", v->name);
    for (size_t i = 0; i < v->ndims; i++) {
        if (v->dims[i] == PTX_DIM_UNSIZED)
            fputs("[]", f);
        else
            fprintf(f, "[%" PRId64 "]", v->dims[i]);
    }
    if (v->init) {
        fputs(" = ", f);
        ptx_print_init(f, v->init);
    }
}

void ptx_print_instr(FILE *f, const ptx_instr *in)
{
    if (in->guard)
        fprintf(f, "@%s%s ", in->guard_neg ? "!" : "", in->guard);
    fputs(in->opcode, f);
    for (size_t i = 0; i < in->nmods; i++)
        fputs(in->mods[i], f);
    for (size_t i = 0; i < in->nops; i++) {
        fputs(i ? ", " : " ", f);
        ptx_print_operand(f, &in->ops[i]);
    }
    fputc(';', f);
}

static void print_params(FILE *f, const ptx_var *v, size_t n)
{
    fputc('(', f);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputs(", ", f);
        ptx_print_var(f, &v[i]);
    }
    fputc(')', f);
}

static void print_dim3(FILE *f, const char *name, const uint32_t *d, uint32_t n)
{
    if (!n)
        return;
    fprintf(f, " %s ", name);
    for (uint32_t i = 0; i < n; i++)
        fprintf(f, "%s%" PRIu32, i ? ", " : "", d[i]);
}

/* [linkage] .entry/.func [(rets)] name(params) directives */
static void print_func_header(FILE *f, const ptx_func *fn, const char *keyword)
{
    if (fn->linkage != PTX_LINK_NONE)
        fprintf(f, "%s ", ptx_linkage_name(fn->linkage));
    fputs(keyword, f);
    if (fn->nrets) {
        fputc(' ', f);
        print_params(f, fn->rets, fn->nrets);
    }
    fprintf(f, " %s", fn->name);
    print_params(f, fn->params, fn->nparams);
    const ptx_perf *p = &fn->perf;
    print_dim3(f, ".maxntid", p->maxntid, p->nmaxntid);
    print_dim3(f, ".reqntid", p->reqntid, p->nreqntid);
    print_dim3(f, ".reqnctapercluster", p->reqnctapercluster, p->nreqnctapercluster);
    if (p->minnctapersm)
        fprintf(f, " .minnctapersm %" PRIu32, p->minnctapersm);
    if (p->maxnctapersm)
        fprintf(f, " .maxnctapersm %" PRIu32, p->maxnctapersm);
    if (p->maxnreg)
        fprintf(f, " .maxnreg %" PRIu32, p->maxnreg);
    if (p->maxclusterrank)
        fprintf(f, " .maxclusterrank %" PRIu32, p->maxclusterrank);
    if (p->explicitcluster)
        fputs(" .explicitcluster", f);
    if (p->noreturn)
        fputs(" .noreturn", f);
    for (size_t i = 0; i < fn->npragmas; i++)
        fprintf(f, " .pragma \"%s\";", fn->pragmas[i]);
}

static void tabs(FILE *f, int n)
{
    for (int i = 0; i < n; i++)
        fputc('\t', f);
}

static void print_dbgloc(FILE *f, const ptx_dbgloc *d)
{
    fprintf(f, ".loc %" PRId64 " %" PRId64 " %" PRId64, d->file, d->line, d->col);
    if (d->function_name)
        fprintf(f, ", function_name %s", d->function_name);
    if (d->has_inlined_at)
        fprintf(f, ", inlined_at %" PRId64 " %" PRId64 " %" PRId64, d->inlined_file,
                d->inlined_line, d->inlined_col);
}

void ptx_dump_stmts(FILE *f, const ptx_stmt *s, size_t n, int indent)
{
    for (size_t i = 0; i < n; i++, s++) {
        if (s->kind == PTX_STMT_LABEL) {
            tabs(f, indent > 0 ? indent - 1 : 0);
            fprintf(f, "%s:\n", s->u.label);
            continue;
        }
        tabs(f, indent);
        switch (s->kind) {
        case PTX_STMT_INSTR:
            ptx_print_instr(f, &s->u.instr);
            break;
        case PTX_STMT_REG: {
            const ptx_regdecl *r = &s->u.reg;
            fputs(".reg", f);
            if (r->vec)
                fprintf(f, " .v%d", r->vec);
            fprintf(f, " %s", ptx_type_name(r->type));
            for (size_t k = 0; k < r->nnames; k++) {
                fprintf(f, "%s%s", k ? ", " : " ", r->names[k].name);
                if (r->names[k].range)
                    fprintf(f, "<%" PRIu32 ">", r->names[k].range);
            }
            fputc(';', f);
            break;
        }
        case PTX_STMT_VAR:
            ptx_print_var(f, &s->u.var);
            fputc(';', f);
            break;
        case PTX_STMT_BLOCK:
            fputs("{\n", f);
            ptx_dump_stmts(f, s->u.block.stmts, s->u.block.n, indent + 1);
            tabs(f, indent);
            fputc('}', f);
            break;
        case PTX_STMT_PRAGMA:
            fprintf(f, ".pragma \"%s\";", s->u.str);
            break;
        case PTX_STMT_LOC:
            print_dbgloc(f, &s->u.dbgloc);
            break;
        case PTX_STMT_BRANCHTARGETS:
        case PTX_STMT_CALLTARGETS:
            fputs(s->kind == PTX_STMT_BRANCHTARGETS ? ".branchtargets" : ".calltargets", f);
            for (size_t k = 0; k < s->u.targets.n; k++)
                fprintf(f, "%s%s", k ? ", " : " ", s->u.targets.names[k]);
            fputc(';', f);
            break;
        case PTX_STMT_CALLPROTO:
            print_func_header(f, s->u.proto, ".callprototype");
            fputc(';', f);
            break;
        case PTX_STMT_LABEL:
            break;
        }
        fputc('\n', f);
    }
}

static void dump_func(FILE *f, const ptx_func *fn)
{
    print_func_header(f, fn, fn->is_entry ? ".entry" : ".func");
    if (!fn->has_body) {
        fputs(";\n", f);
        return;
    }
    fputs("\n{\n", f);
    ptx_dump_stmts(f, fn->body, fn->nbody, 1);
    fputs("}\n", f);
}

void ptx_dump_module(FILE *f, const ptx_module *m)
{
    if (m->version_major || m->version_minor)
        fprintf(f, ".version %d.%d\n", m->version_major, m->version_minor);
    if (m->ntargets) {
        fputs(".target", f);
        for (size_t i = 0; i < m->ntargets; i++)
            fprintf(f, "%s%s", i ? ", " : " ", m->targets[i]);
        fputc('\n', f);
    }
    if (m->address_size)
        fprintf(f, ".address_size %d\n", m->address_size);
    for (size_t i = 0; i < m->nitems; i++) {
        const ptx_item *it = &m->items[i];
        switch (it->kind) {
        case PTX_ITEM_VAR:
            ptx_print_var(f, &m->globals[it->index]);
            fputs(";\n", f);
            break;
        case PTX_ITEM_FUNC:
            fputc('\n', f);
            dump_func(f, &m->funcs[it->index]);
            break;
        case PTX_ITEM_PRAGMA:
            fprintf(f, ".pragma \"%s\";\n", m->pragmas[it->index]);
            break;
        case PTX_ITEM_FILE: {
            const ptx_file *fl = &m->files[it->index];
            fprintf(f, ".file %" PRId64 " \"%s\"", fl->index, fl->name);
            for (size_t k = 0; k < fl->nextra; k++)
                fprintf(f, ", %" PRId64, fl->extra[k]);
            fputc('\n', f);
            break;
        }
        case PTX_ITEM_SECTION: {
            const ptx_section *s = &m->sections[it->index];
            fprintf(f, ".section %s\n{\n", s->name);
            if (*s->text)
                fprintf(f, "%s\n", s->text);
            fputs("}\n", f);
            break;
        }
        case PTX_ITEM_ALIAS:
            fprintf(f, ".alias %s, %s;\n", m->aliases[it->index].alias,
                    m->aliases[it->index].target);
            break;
        }
    }
}
