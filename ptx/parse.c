/* The PTX parser: modules, directives, declarations, functions and the
 * statements of their bodies. Instructions and operands are in
 * parse_instr.c, the machinery in parse_util.c. */
#include <stdlib.h>
#include <string.h>

#include "parse.h"

static int parse_stmt(ptx_parser *p);

/* ---- small pieces ----------------------------------------------------- */

static ptx_space space_of(const ptx_token *t)
{
    if (t->kind != PTX_TK_DOTWORD)
        return PTX_SPACE_NONE;
    for (int s = PTX_SPACE_REG; s < PTX_SPACE_COUNT; s++)
        if (ptx_is_dot(t, ptx_space_name((ptx_space)s)))
            return (ptx_space)s;
    return PTX_SPACE_NONE;
}

static ptx_linkage linkage_of(const ptx_token *t)
{
    for (int l = PTX_LINK_VISIBLE; l <= PTX_LINK_COMMON; l++)
        if (ptx_is_dot(t, ptx_linkage_name((ptx_linkage)l)))
            return (ptx_linkage)l;
    return PTX_LINK_NONE;
}

static int vector_width(const ptx_token *t)
{
    if (ptx_is_dot(t, ".v2"))
        return 2;
    if (ptx_is_dot(t, ".v4"))
        return 4;
    if (ptx_is_dot(t, ".v8"))
        return 8;
    return 0;
}

static const char *intern_tok(ptx_parser *p, const ptx_token *t)
{
    return ptx_p_intern(p, t->text, t->len);
}

/* A name (identifier); what says which in the message. */
static int parse_name(ptx_parser *p, const char *what, const char **out)
{
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_IDENT)
        return ptx_expected(p, what);
    *out = intern_tok(p, t);
    ptx_advance(p);
    return 0;
}

/* A string; the result is its contents as written, without the quotes. */
static int parse_string(ptx_parser *p, const char **out)
{
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_STRING)
        return ptx_expected(p, "a string");
    *out = ptx_p_intern(p, t->text + 1, t->len - 2);
    ptx_advance(p);
    return 0;
}

static int parse_align(ptx_parser *p, uint32_t *out)
{
    ptx_advance(p); /* .align */
    ptx_token t = *ptx_peek(p);
    if (ptx_parse_u32(p, "alignment", 1, 1u << 30, out))
        return -1;
    if (*out & (*out - 1))
        return ptx_error_at(p, &t, "alignment must be a power of two");
    return 0;
}

/* ---- variables -------------------------------------------------------- */

/* .attribute(.managed) or .attribute(.unified(0x1, 0x2)): the names are
 * kept, their arguments skipped. */
static int parse_attribute(ptx_parser *p, ptx_vec *attrs)
{
    ptx_advance(p); /* .attribute */
    if (ptx_expect(p, '(', "'('"))
        return -1;
    for (;;) {
        ptx_token *t = ptx_peek(p);
        if (t->kind != PTX_TK_DOTWORD)
            return ptx_expected(p, "an attribute");
        *(const char **)ptx_vec_push(p, attrs, sizeof(const char *)) = intern_tok(p, t);
        ptx_advance(p);
        if (ptx_accept(p, '(')) {
            for (;;) {
                t = ptx_peek(p);
                if (t->kind == ')')
                    break;
                if (t->kind != PTX_TK_INT && t->kind != PTX_TK_IDENT && t->kind != ',')
                    return ptx_expected(p, "')'");
                ptx_advance(p);
            }
            ptx_advance(p);
        }
        if (ptx_accept(p, ','))
            continue;
        return ptx_expect(p, ')', "',' or ')'");
    }
}

/* What comes before a variable's name, in any order: .align N, .vN, the
 * type, .ptr [space] [.align N], .attribute(...). */
static int parse_var_attrs(ptx_parser *p, ptx_var *v)
{
    ptx_vec attrs = {0};
    for (;;) {
        ptx_token *t = ptx_peek(p);
        ptx_type ty;
        if (ptx_is_dot(t, ".align")) {
            if (parse_align(p, &v->align))
                return -1;
        } else if (vector_width(t)) {
            v->vec = (uint8_t)vector_width(t);
            ptx_advance(p);
        } else if (t->kind == PTX_TK_DOTWORD && (ty = ptx_type_from_name(t->text, t->len))) {
            if (v->type)
                return ptx_error_at(p, t, "a second type in one declaration");
            v->type = ty;
            ptx_advance(p);
        } else if (ptx_is_dot(t, ".ptr")) {
            v->is_ptr = true;
            ptx_advance(p);
            ptx_space s = space_of(ptx_peek(p));
            if (s == PTX_SPACE_GLOBAL || s == PTX_SPACE_SHARED || s == PTX_SPACE_CONST ||
                s == PTX_SPACE_LOCAL) {
                v->ptr_space = s;
                ptx_advance(p);
            }
            if (ptx_is_dot(ptx_peek(p), ".align") && parse_align(p, &v->ptr_align))
                return -1;
        } else if (ptx_is_dot(t, ".attribute")) {
            if (parse_attribute(p, &attrs))
                return -1;
        } else {
            break;
        }
    }
    v->attrs = attrs.data;
    v->nattrs = attrs.n;
    if (!v->type)
        return ptx_expected(p, "a type");
    return 0;
}

/* [N][M] or [] */
static int parse_dims(ptx_parser *p, ptx_var *v)
{
    ptx_vec dims = {0};
    uint64_t total = 1;
    while (ptx_accept(p, '[')) {
        int64_t *d = ptx_vec_push(p, &dims, sizeof *d);
        if (ptx_accept(p, ']')) {
            *d = PTX_DIM_UNSIZED;
            continue;
        }
        ptx_token *t = ptx_peek(p);
        if (t->kind != PTX_TK_INT)
            return ptx_expected(p, "an array size or ']'");
        if (t->u > ((uint64_t)1 << 40) || (t->u && total > ((uint64_t)1 << 40) / t->u))
            return ptx_error_at(p, t, "array too large");
        total *= t->u ? t->u : 1;
        *d = (int64_t)t->u;
        ptx_advance(p);
        if (ptx_expect(p, ']', "']'"))
            return -1;
    }
    v->dims = dims.data;
    v->ndims = dims.n;
    return 0;
}

/* +N, -N or +-N after a symbol in an initialiser */
static int parse_init_offset(ptx_parser *p, int64_t *off)
{
    *off = 0;
    int k = ptx_peek(p)->kind;
    if (k != '+' && k != '-')
        return 0;
    ptx_advance(p);
    bool neg = k == '-';
    if (!neg && ptx_accept(p, '-'))
        neg = true;
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_INT)
        return ptx_expected(p, "an integer offset");
    *off = ptx_make_int(t, neg).i;
    ptx_advance(p);
    return 0;
}

static int parse_init(ptx_parser *p, ptx_init *in, int depth)
{
    ptx_token *t = ptx_peek(p);
    in->loc = ptx_tok_loc(p, t);
    if (t->kind == '{') {
        if (depth >= PTX_MAX_DEPTH)
            return ptx_error_at(p, t, "initialiser nested too deeply");
        ptx_advance(p);
        ptx_vec items = {0};
        for (;;) {
            ptx_init *it = ptx_vec_push(p, &items, sizeof *it);
            if (parse_init(p, it, depth + 1))
                return -1;
            if (ptx_accept(p, ','))
                continue;
            if (ptx_expect(p, '}', "',' or '}'"))
                return -1;
            break;
        }
        in->kind = PTX_INIT_LIST;
        in->u.list.items = items.data;
        in->u.list.n = items.n;
        return 0;
    }
    bool neg = false;
    if (t->kind == '-') {
        ptx_advance(p);
        neg = true;
        t = ptx_peek(p);
    }
    switch (t->kind) {
    case PTX_TK_INT:
        in->kind = PTX_INIT_INT;
        in->u.imm = ptx_make_int(t, neg);
        break;
    case PTX_TK_F32:
        in->kind = PTX_INIT_F32;
        in->u.f32 = (uint32_t)t->u ^ (neg ? 0x80000000u : 0);
        break;
    case PTX_TK_F64:
        in->kind = PTX_INIT_F64;
        in->u.f64 = t->u ^ (neg ? (uint64_t)1 << 63 : 0);
        break;
    case PTX_TK_FLOAT: {
        double d = neg ? -t->d : t->d;
        in->kind = PTX_INIT_F64;
        memcpy(&in->u.f64, &d, sizeof d);
        break;
    }
    case PTX_TK_IDENT:
        if (neg)
            return ptx_expected(p, "a number");
        in->kind = PTX_INIT_SYM;
        if (t->len == 7 && memcmp(t->text, "generic", 7) == 0 && ptx_peek_n(p, 1)->kind == '(') {
            ptx_advance(p);
            ptx_advance(p);
            in->u.sym.generic = true;
            if (parse_name(p, "a symbol", &in->u.sym.name) || ptx_expect(p, ')', "')'"))
                return -1;
        } else {
            in->u.sym.name = intern_tok(p, t);
            ptx_advance(p);
        }
        return parse_init_offset(p, &in->u.sym.offset);
    default:
        return ptx_expected(p, neg ? "a number" : "an initialiser");
    }
    ptx_advance(p);
    return 0;
}

/* [linkage] space attributes name[dims] [= init] {, name[dims] [= init]} ;
 * with the space token current; appends one ptx_var per name. */
static int parse_var_decl(ptx_parser *p, ptx_linkage link, ptx_vec *out)
{
    ptx_var proto = {0};
    proto.linkage = link;
    proto.space = space_of(ptx_peek(p));
    proto.loc = ptx_tok_loc(p, ptx_peek(p));
    ptx_advance(p);
    if (parse_var_attrs(p, &proto))
        return -1;
    for (;;) {
        ptx_var *v = ptx_vec_push(p, out, sizeof *v);
        *v = proto;
        v->loc = ptx_tok_loc(p, ptx_peek(p));
        if (parse_name(p, "a name", &v->name) || parse_dims(p, v))
            return -1;
        if (ptx_accept(p, '=')) {
            v->init = ptx_p_alloc(p, sizeof *v->init);
            if (parse_init(p, v->init, 0))
                return -1;
        }
        if (!ptx_accept(p, ','))
            break;
    }
    return ptx_expect(p, ';', "';'");
}

/* ---- functions -------------------------------------------------------- */

static int parse_param(ptx_parser *p, ptx_var *v)
{
    ptx_token *t = ptx_peek(p);
    ptx_space s = space_of(t);
    if (s != PTX_SPACE_PARAM && s != PTX_SPACE_REG)
        return ptx_expected(p, "'.param' or '.reg'");
    v->loc = ptx_tok_loc(p, t);
    v->space = s;
    ptx_advance(p);
    if (parse_var_attrs(p, v) || parse_name(p, "a parameter name", &v->name))
        return -1;
    return parse_dims(p, v);
}

/* ( [param {, param}] ) */
static int parse_params(ptx_parser *p, ptx_var **out, size_t *n)
{
    ptx_vec v = {0};
    ptx_advance(p); /* ( */
    if (!ptx_accept(p, ')')) {
        for (;;) {
            if (parse_param(p, ptx_vec_push(p, &v, sizeof(ptx_var))))
                return -1;
            if (ptx_accept(p, ','))
                continue;
            if (ptx_expect(p, ')', "',' or ')'"))
                return -1;
            break;
        }
    }
    *out = v.data;
    *n = v.n;
    return 0;
}

/* 1 to 3 comma-separated sizes */
static int parse_dim3(ptx_parser *p, const char *what, uint32_t dims[3], uint32_t *n)
{
    *n = 0;
    do {
        if (*n == 3)
            return ptx_error_at(p, ptx_peek(p), "%s takes at most 3 values", what);
        if (ptx_parse_u32(p, what, 0, UINT32_MAX, &dims[(*n)++]))
            return -1;
    } while (ptx_accept(p, ','));
    return 0;
}

/* Performance directives and .pragma between a header and its body. */
static int parse_func_directives(ptx_parser *p, ptx_func *f)
{
    ptx_vec pragmas = {0};
    for (;;) {
        ptx_token *t = ptx_peek(p);
        ptx_perf *pf = &f->perf;
        int r = 0;
        if (t->kind != PTX_TK_DOTWORD)
            break;
        if (ptx_is_dot(t, ".maxntid")) {
            ptx_advance(p);
            r = parse_dim3(p, ".maxntid", pf->maxntid, &pf->nmaxntid);
        } else if (ptx_is_dot(t, ".reqntid")) {
            ptx_advance(p);
            r = parse_dim3(p, ".reqntid", pf->reqntid, &pf->nreqntid);
        } else if (ptx_is_dot(t, ".reqnctapercluster")) {
            ptx_advance(p);
            r = parse_dim3(p, ".reqnctapercluster", pf->reqnctapercluster, &pf->nreqnctapercluster);
        } else if (ptx_is_dot(t, ".minnctapersm")) {
            ptx_advance(p);
            r = ptx_parse_u32(p, ".minnctapersm", 0, UINT32_MAX, &pf->minnctapersm);
        } else if (ptx_is_dot(t, ".maxnctapersm")) {
            ptx_advance(p);
            r = ptx_parse_u32(p, ".maxnctapersm", 0, UINT32_MAX, &pf->maxnctapersm);
        } else if (ptx_is_dot(t, ".maxnreg")) {
            ptx_advance(p);
            r = ptx_parse_u32(p, ".maxnreg", 0, UINT32_MAX, &pf->maxnreg);
        } else if (ptx_is_dot(t, ".maxclusterrank")) {
            ptx_advance(p);
            r = ptx_parse_u32(p, ".maxclusterrank", 0, UINT32_MAX, &pf->maxclusterrank);
        } else if (ptx_is_dot(t, ".explicitcluster")) {
            ptx_advance(p);
            pf->explicitcluster = true;
        } else if (ptx_is_dot(t, ".noreturn")) {
            ptx_advance(p);
            pf->noreturn = true;
        } else if (ptx_is_dot(t, ".pragma")) {
            ptx_advance(p);
            r = parse_string(p, ptx_vec_push(p, &pragmas, sizeof(const char *)));
            if (!r)
                r = ptx_expect(p, ';', "';'");
        } else {
            break;
        }
        if (r)
            return -1;
    }
    f->pragmas = pragmas.data;
    f->npragmas = pragmas.n;
    return 0;
}

/* The header after .entry/.func/.callprototype: [(rets)] name [(params)]
 * directives. */
static int parse_func_header(ptx_parser *p, ptx_func *f)
{
    if (!f->is_entry && ptx_peek(p)->kind == '(' && parse_params(p, &f->rets, &f->nrets))
        return -1;
    if (parse_name(p, "a function name", &f->name))
        return -1;
    if (ptx_peek(p)->kind == '(' && parse_params(p, &f->params, &f->nparams))
        return -1;
    return parse_func_directives(p, f);
}

/* Statements until close ('}' or end of input). They gather on the
 * parser's stack, and are copied into the arena at their size when the
 * list ends. */
static int parse_stmt_list(ptx_parser *p, int close, ptx_stmt **out, size_t *n)
{
    size_t start = p->nstack;
    for (;;) {
        int k = ptx_peek(p)->kind;
        if (k == close)
            break;
        if (k == PTX_TK_EOF)
            return ptx_expected(p, "a statement or '}'");
        if (parse_stmt(p))
            return -1;
    }
    *n = p->nstack - start;
    *out = *n ? ptx_p_copy(p, p->stack + start, *n, sizeof *p->stack) : NULL;
    p->nstack = start;
    return 0;
}

static void declare_reg_params(ptx_parser *p, const ptx_var *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].space == PTX_SPACE_REG)
            ptx_scope_declare(p, v[i].name, 0);
}

/* .entry/.func (current token) header, then a body or ';' */
static int parse_func(ptx_parser *p, ptx_linkage link, ptx_loc loc, ptx_func *f)
{
    memset(f, 0, sizeof *f);
    f->loc = loc;
    f->linkage = link;
    f->is_entry = ptx_is_dot(ptx_peek(p), ".entry");
    ptx_advance(p);
    if (parse_func_header(p, f))
        return -1;
    if (ptx_accept(p, ';'))
        return 0;
    if (ptx_peek(p)->kind != '{')
        return ptx_expected(p, "'{' or ';'");
    ptx_advance(p);
    size_t mark = ptx_scope_open(p);
    declare_reg_params(p, f->rets, f->nrets);
    declare_reg_params(p, f->params, f->nparams);
    if (parse_stmt_list(p, '}', &f->body, &f->nbody) || ptx_expect(p, '}', "'}'"))
        return -1;
    ptx_scope_close(p, mark);
    f->has_body = true;
    return 0;
}

/* ---- statements ------------------------------------------------------- */

/* A new statement on the stack: fill it in before parsing anything else. */
static ptx_stmt *new_stmt(ptx_parser *p, ptx_stmt_kind kind, ptx_loc loc)
{
    p->stack = ptx_p_grow(p, p->stack, &p->cap_stack, p->nstack + 1, sizeof *p->stack);
    ptx_stmt *s = &p->stack[p->nstack++];
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->loc = loc;
    return s;
}

/* .reg [.vN] type name[<N>] {, name[<N>]} ; */
static int parse_reg_decl(ptx_parser *p, ptx_regdecl *r)
{
    ptx_advance(p); /* .reg */
    for (;;) {
        ptx_token *t = ptx_peek(p);
        ptx_type ty;
        if (vector_width(t)) {
            r->vec = (uint8_t)vector_width(t);
        } else if (t->kind == PTX_TK_DOTWORD && (ty = ptx_type_from_name(t->text, t->len))) {
            if (r->type)
                return ptx_error_at(p, t, "a second type in one declaration");
            r->type = ty;
        } else {
            break;
        }
        ptx_advance(p);
    }
    if (!r->type)
        return ptx_expected(p, "a type");
    ptx_vec names = {0};
    for (;;) {
        ptx_regname *n = ptx_vec_push(p, &names, sizeof *n);
        if (parse_name(p, "a register name", &n->name))
            return -1;
        if (ptx_accept(p, '<')) {
            if (ptx_parse_u32(p, "register count", 1, PTX_MAX_REG_RANGE, &n->range) ||
                ptx_expect(p, '>', "'>'"))
                return -1;
        }
        ptx_scope_declare(p, n->name, n->range);
        if (!ptx_accept(p, ','))
            break;
    }
    r->names = names.data;
    r->nnames = names.n;
    return ptx_expect(p, ';', "';'");
}

/* .loc file line col [, function_name NAME] [, inlined_at file line col];
 * an unknown attribute is skipped to the end of its line. */
static int parse_loc(ptx_parser *p, ptx_dbgloc *d)
{
    ptx_advance(p); /* .loc */
    if (ptx_parse_int(p, "a file index", &d->file) || ptx_parse_int(p, "a line", &d->line) ||
        ptx_parse_int(p, "a column", &d->col))
        return -1;
    while (ptx_peek(p)->kind == ',' && ptx_peek_n(p, 1)->kind == PTX_TK_IDENT) {
        ptx_advance(p);
        ptx_token key = *ptx_peek(p);
        ptx_advance(p);
        if (key.len == 13 && memcmp(key.text, "function_name", 13) == 0) {
            if (parse_name(p, "a name", &d->function_name))
                return -1;
        } else if (key.len == 10 && memcmp(key.text, "inlined_at", 10) == 0) {
            d->has_inlined_at = true;
            if (ptx_parse_int(p, "a file index", &d->inlined_file) ||
                ptx_parse_int(p, "a line", &d->inlined_line) ||
                ptx_parse_int(p, "a column", &d->inlined_col))
                return -1;
        } else {
            for (;;) {
                ptx_token *t = ptx_peek(p);
                if (t->line != key.line || t->kind == PTX_TK_EOF || t->kind == PTX_TK_ERROR ||
                    t->kind == ';' || t->kind == '{' || t->kind == '}')
                    break;
                ptx_advance(p);
            }
        }
    }
    return 0;
}

/* name {, name} ; */
static int parse_name_list(ptx_parser *p, const char ***names, size_t *n)
{
    ptx_vec v = {0};
    do {
        if (parse_name(p, "a name", ptx_vec_push(p, &v, sizeof(const char *))))
            return -1;
    } while (ptx_accept(p, ','));
    *names = v.data;
    *n = v.n;
    return ptx_expect(p, ';', "',' or ';'");
}

static int parse_block(ptx_parser *p)
{
    ptx_token *t = ptx_peek(p);
    ptx_loc loc = ptx_tok_loc(p, t);
    if (p->depth >= PTX_MAX_DEPTH)
        return ptx_error_at(p, t, "blocks nested too deeply");
    p->depth++;
    ptx_advance(p);
    size_t mark = ptx_scope_open(p);
    ptx_stmt *stmts = NULL;
    size_t n = 0;
    if (parse_stmt_list(p, '}', &stmts, &n) || ptx_expect(p, '}', "'}'"))
        return -1;
    ptx_scope_close(p, mark);
    p->depth--;
    ptx_stmt *s = new_stmt(p, PTX_STMT_BLOCK, loc);
    s->u.block.stmts = stmts;
    s->u.block.n = n;
    return 0;
}

static int parse_stmt(ptx_parser *p)
{
    ptx_token *t = ptx_peek(p);
    ptx_loc loc = ptx_tok_loc(p, t);
    ptx_stmt *s;

    if (t->kind == ';') {
        ptx_advance(p);
        return 0;
    }
    if (t->kind == '{')
        return parse_block(p);
    if (t->kind == '@' || (t->kind == PTX_TK_IDENT && ptx_peek_n(p, 1)->kind != ':')) {
        ptx_instr in;
        if (ptx_parse_instr(p, &in))
            return -1;
        s = new_stmt(p, PTX_STMT_INSTR, loc);
        s->u.instr = in;
        return 0;
    }
    if (t->kind == PTX_TK_IDENT) {
        s = new_stmt(p, PTX_STMT_LABEL, loc);
        s->u.label = intern_tok(p, t);
        ptx_advance(p);
        ptx_advance(p); /* : */
        return 0;
    }
    if (t->kind != PTX_TK_DOTWORD)
        return ptx_expected(p, "a statement");

    ptx_space space = space_of(t);
    if (space == PTX_SPACE_REG) {
        ptx_regdecl r = {0};
        if (parse_reg_decl(p, &r))
            return -1;
        s = new_stmt(p, PTX_STMT_REG, loc);
        s->u.reg = r;
        return 0;
    }
    if (space != PTX_SPACE_NONE && space != PTX_SPACE_SREG) {
        ptx_vec vars = {0};
        if (parse_var_decl(p, PTX_LINK_NONE, &vars))
            return -1;
        for (size_t i = 0; i < vars.n; i++) {
            s = new_stmt(p, PTX_STMT_VAR, loc);
            s->u.var = ((ptx_var *)vars.data)[i];
        }
        return 0;
    }
    if (ptx_is_dot(t, ".pragma")) {
        const char *str = NULL;
        ptx_advance(p);
        if (parse_string(p, &str) || ptx_expect(p, ';', "';'"))
            return -1;
        s = new_stmt(p, PTX_STMT_PRAGMA, loc);
        s->u.str = str;
        return 0;
    }
    if (ptx_is_dot(t, ".loc")) {
        ptx_dbgloc d = {0};
        if (parse_loc(p, &d))
            return -1;
        s = new_stmt(p, PTX_STMT_LOC, loc);
        s->u.dbgloc = d;
        return 0;
    }
    if (ptx_is_dot(t, ".branchtargets") || ptx_is_dot(t, ".calltargets")) {
        ptx_stmt_kind kind = ptx_is_dot(t, ".branchtargets") ? PTX_STMT_BRANCHTARGETS
                                                             : PTX_STMT_CALLTARGETS;
        const char **names;
        size_t n;
        ptx_advance(p);
        if (parse_name_list(p, &names, &n))
            return -1;
        s = new_stmt(p, kind, loc);
        s->u.targets.names = names;
        s->u.targets.n = n;
        return 0;
    }
    if (ptx_is_dot(t, ".callprototype")) {
        ptx_func *f = ptx_p_alloc(p, sizeof *f);
        f->loc = loc;
        ptx_advance(p);
        if (parse_func_header(p, f) || ptx_expect(p, ';', "';'"))
            return -1;
        s = new_stmt(p, PTX_STMT_CALLPROTO, loc);
        s->u.proto = f;
        return 0;
    }
    return ptx_expected(p, "a statement");
}

/* ---- module ----------------------------------------------------------- */

typedef struct module_vecs {
    ptx_vec targets, globals, funcs, pragmas, files, sections, aliases, items;
} module_vecs;

static void add_item(ptx_parser *p, module_vecs *mv, ptx_item_kind kind, size_t index)
{
    ptx_item *it = ptx_vec_push(p, &mv->items, sizeof *it);
    it->kind = kind;
    it->index = index;
}

/* .version M.N: a float token as written, or an integer */
static int parse_version(ptx_parser *p, ptx_module *m)
{
    ptx_advance(p);
    ptx_token *t = ptx_peek(p);
    const char *s = t->text, *e = t->text + t->len;
    long major = 0, minor = 0;
    int nmaj = 0, nmin = 0;
    if (t->kind == PTX_TK_FLOAT || t->kind == PTX_TK_INT) {
        for (; s < e && *s >= '0' && *s <= '9' && nmaj < 4; s++, nmaj++)
            major = major * 10 + (*s - '0');
        if (s < e && *s == '.')
            for (s++; s < e && *s >= '0' && *s <= '9' && nmin < 4; s++, nmin++)
                minor = minor * 10 + (*s - '0');
        else if (t->kind == PTX_TK_FLOAT)
            nmin = -1;
    }
    if (nmaj == 0 || s != e || nmin < 0 || (t->kind == PTX_TK_FLOAT && nmin == 0) ||
        (t->kind == PTX_TK_INT && t->base != PTX_BASE_DEC))
        return ptx_expected(p, "a version number");
    m->version_major = (int)major;
    m->version_minor = (int)minor;
    ptx_advance(p);
    return 0;
}

/* .file N "name" [, N [, N]] */
static int parse_file(ptx_parser *p, ptx_file *f)
{
    f->loc = ptx_tok_loc(p, ptx_peek(p));
    ptx_advance(p);
    if (ptx_parse_int(p, "a file index", &f->index) || parse_string(p, &f->name))
        return -1;
    while (f->nextra < 2 && ptx_accept(p, ','))
        if (ptx_parse_int(p, "an integer", &f->extra[f->nextra++]))
            return -1;
    return 0;
}

/* .section name { anything with balanced braces }: the contents are kept
 * as text. */
static int parse_section(ptx_parser *p, ptx_section *sec)
{
    sec->loc = ptx_tok_loc(p, ptx_peek(p));
    ptx_advance(p);
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_DOTWORD && t->kind != PTX_TK_IDENT)
        return ptx_expected(p, "a section name");
    sec->name = intern_tok(p, t);
    ptx_advance(p);
    if (ptx_peek(p)->kind != '{')
        return ptx_expected(p, "'{'");
    const char *start = ptx_peek(p)->text + 1;
    size_t depth = 0;
    for (;;) {
        t = ptx_peek(p);
        if (t->kind == PTX_TK_EOF || t->kind == PTX_TK_ERROR)
            return ptx_expected(p, "'}'");
        if (t->kind == '{')
            depth++;
        if (t->kind == '}' && --depth == 0)
            break;
        ptx_advance(p);
    }
    const char *end = t->text;
    ptx_advance(p);
    while (start < end && strchr(" \t\r\n\f\v", *start))
        start++;
    while (end > start && strchr(" \t\r\n\f\v", end[-1]))
        end--;
    char *text = ptx_arena_strndup(p->arena, start, (size_t)(end - start));
    if (!text)
        ptx_p_oom(p);
    sec->text = text;
    return 0;
}

static int parse_toplevel(ptx_parser *p, ptx_module *m, module_vecs *mv)
{
    ptx_token *t = ptx_peek(p);
    ptx_loc loc = ptx_tok_loc(p, t);
    if (t->kind != PTX_TK_DOTWORD)
        return ptx_expected(p, "a directive");
    if (ptx_is_dot(t, ".version"))
        return parse_version(p, m);
    if (ptx_is_dot(t, ".target")) {
        ptx_advance(p);
        do {
            if (parse_name(p, "a target", ptx_vec_push(p, &mv->targets, sizeof(const char *))))
                return -1;
        } while (ptx_accept(p, ','));
        return 0;
    }
    if (ptx_is_dot(t, ".address_size")) {
        ptx_advance(p);
        ptx_token *n = ptx_peek(p);
        if (n->kind != PTX_TK_INT || (n->u != 32 && n->u != 64))
            return ptx_expected(p, "32 or 64");
        m->address_size = (int)n->u;
        ptx_advance(p);
        return 0;
    }
    if (ptx_is_dot(t, ".file")) {
        if (parse_file(p, ptx_vec_push(p, &mv->files, sizeof(ptx_file))))
            return -1;
        add_item(p, mv, PTX_ITEM_FILE, mv->files.n - 1);
        return 0;
    }
    if (ptx_is_dot(t, ".section")) {
        if (parse_section(p, ptx_vec_push(p, &mv->sections, sizeof(ptx_section))))
            return -1;
        add_item(p, mv, PTX_ITEM_SECTION, mv->sections.n - 1);
        return 0;
    }
    if (ptx_is_dot(t, ".pragma")) {
        ptx_advance(p);
        if (parse_string(p, ptx_vec_push(p, &mv->pragmas, sizeof(const char *))) ||
            ptx_expect(p, ';', "';'"))
            return -1;
        add_item(p, mv, PTX_ITEM_PRAGMA, mv->pragmas.n - 1);
        return 0;
    }
    if (ptx_is_dot(t, ".alias")) {
        ptx_alias *a = ptx_vec_push(p, &mv->aliases, sizeof *a);
        a->loc = loc;
        ptx_advance(p);
        if (parse_name(p, "a name", &a->alias) || ptx_expect(p, ',', "','") ||
            parse_name(p, "a name", &a->target) || ptx_expect(p, ';', "';'"))
            return -1;
        add_item(p, mv, PTX_ITEM_ALIAS, mv->aliases.n - 1);
        return 0;
    }
    if (ptx_is_dot(t, ".loc")) { /* outside a function: read, and dropped */
        ptx_dbgloc d = {0};
        return parse_loc(p, &d);
    }

    ptx_linkage link = linkage_of(t);
    if (link != PTX_LINK_NONE) {
        ptx_advance(p);
        t = ptx_peek(p);
    }
    if (ptx_is_dot(t, ".entry") || ptx_is_dot(t, ".func")) {
        if (parse_func(p, link, loc, ptx_vec_push(p, &mv->funcs, sizeof(ptx_func))))
            return -1;
        add_item(p, mv, PTX_ITEM_FUNC, mv->funcs.n - 1);
        return 0;
    }
    ptx_space s = space_of(t);
    if (s == PTX_SPACE_GLOBAL || s == PTX_SPACE_CONST || s == PTX_SPACE_SHARED ||
        s == PTX_SPACE_LOCAL || s == PTX_SPACE_TEX) {
        size_t first = mv->globals.n;
        if (parse_var_decl(p, link, &mv->globals))
            return -1;
        for (size_t i = first; i < mv->globals.n; i++)
            add_item(p, mv, PTX_ITEM_VAR, i);
        return 0;
    }
    if (link != PTX_LINK_NONE)
        return ptx_expected(p, "'.entry', '.func' or a state space");
    return ptx_expected(p, "a directive");
}

/* ---- entry points ----------------------------------------------------- */

static ptx_parser *parser_new(const char *text, size_t len, const char *filename, int first_line,
                              ptx_diag *diag)
{
    if (diag) {
        diag->line = diag->col = 0;
        diag->msg = NULL;
    }
    ptx_parser *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->arena = ptx_arena_new();
    p->scratch = ptx_arena_new();
    p->diag = diag;
    if (!p->arena || !p->scratch) {
        ptx_arena_free(p->arena);
        ptx_arena_free(p->scratch);
        free(p);
        return NULL;
    }
    if (first_line <= 0 || first_line > (1 << 30))
        first_line = 1;
    p->src = text ? text : "";
    ptx_lex_init(&p->lx, p->src, text ? len : 0, first_line);
    (void)filename;
    return p;
}

/* Frees the parser; the result arena too unless keep. */
static void parser_free(ptx_parser *p, bool keep)
{
    if (!keep)
        ptx_arena_free(p->arena);
    ptx_arena_free(p->scratch);
    free(p->table);
    free(p->undo);
    free(p->tmp_ops);
    free(p->tmp_mods);
    free(p->stack);
    free(p);
}

static int fail_plain(ptx_diag *diag, const char *filename, const char *what)
{
    if (diag) {
        diag->line = diag->col = 0;
        if (asprintf(&diag->msg, "%s: error: %s", filename ? filename : "<input>", what) < 0)
            diag->msg = NULL;
    }
    return -1;
}

int ptx_parse_module(const char *text, size_t len, const char *filename, ptx_module **out,
                     ptx_diag *diag)
{
    *out = NULL;
    if (len > PTX_MAX_INPUT)
        return fail_plain(diag, filename, "input too large");
    ptx_parser *const p = parser_new(text, len, filename, 1, diag);
    if (!p)
        return fail_plain(diag, filename, "out of memory");
    if (setjmp(p->oom)) {
        if (diag)
            ptx_diag_free(diag);
        parser_free(p, false);
        return fail_plain(diag, filename, "out of memory");
    }
    const char *fname = filename ? filename : "<input>";
    p->file = ptx_p_intern(p, fname, strlen(fname));
    ptx_module *m = ptx_p_alloc(p, sizeof *m);
    m->arena = p->arena;
    m->filename = p->file;
    module_vecs mv = {0};
    while (ptx_peek(p)->kind != PTX_TK_EOF)
        if (parse_toplevel(p, m, &mv))
            break;
    if (p->failed) {
        parser_free(p, false);
        return -1;
    }
    m->targets = mv.targets.data;
    m->ntargets = mv.targets.n;
    m->globals = mv.globals.data;
    m->nglobals = mv.globals.n;
    m->funcs = mv.funcs.data;
    m->nfuncs = mv.funcs.n;
    m->pragmas = mv.pragmas.data;
    m->npragmas = mv.pragmas.n;
    m->files = mv.files.data;
    m->nfiles = mv.files.n;
    m->sections = mv.sections.data;
    m->nsections = mv.sections.n;
    m->aliases = mv.aliases.data;
    m->naliases = mv.aliases.n;
    m->items = mv.items.data;
    m->nitems = mv.items.n;
    parser_free(p, true);
    *out = m;
    return 0;
}

int ptx_parse_statements(const char *text, size_t len, const char *filename, int first_line,
                         ptx_stmts **out, ptx_diag *diag)
{
    *out = NULL;
    if (len > PTX_MAX_INPUT)
        return fail_plain(diag, filename, "input too large");
    ptx_parser *const p = parser_new(text, len, filename, first_line, diag);
    if (!p)
        return fail_plain(diag, filename, "out of memory");
    if (setjmp(p->oom)) {
        if (diag)
            ptx_diag_free(diag);
        parser_free(p, false);
        return fail_plain(diag, filename, "out of memory");
    }
    const char *fname = filename ? filename : "<input>";
    p->file = ptx_p_intern(p, fname, strlen(fname));
    ptx_stmts *s = ptx_p_alloc(p, sizeof *s);
    s->arena = p->arena;
    size_t mark = ptx_scope_open(p);
    int r = parse_stmt_list(p, PTX_TK_EOF, &s->stmts, &s->nstmts);
    ptx_scope_close(p, mark);
    if (r || p->failed) {
        parser_free(p, false);
        return -1;
    }
    parser_free(p, true);
    *out = s;
    return 0;
}
