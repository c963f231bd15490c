/* The PTX parser: the AST of small inputs for each construct, the
 * canonical dump, inline-asm statement sequences, and the exact
 * diagnostics of broken inputs. */
#include <stdlib.h>
#include <string.h>

#include "ptx.h"
#include "ptx_check.h"

/* ---- helpers ---------------------------------------------------------- */

static ptx_module *mod(const char *src)
{
    ptx_module *m = NULL;
    ptx_diag d = {0};
    if (ptx_parse_module(src, strlen(src), "t.ptx", &m, &d)) {
        failed++;
        fprintf(stderr, "unexpected parse error: %s\n  in: %s\n", d.msg, src);
        ptx_diag_free(&d);
        return NULL;
    }
    passed++;
    return m;
}

static ptx_stmts *stmts(const char *src)
{
    ptx_stmts *s = NULL;
    ptx_diag d = {0};
    if (ptx_parse_statements(src, strlen(src), "asm", 1, &s, &d)) {
        failed++;
        fprintf(stderr, "unexpected parse error: %s\n  in: %s\n", d.msg, src);
        ptx_diag_free(&d);
        return NULL;
    }
    passed++;
    return s;
}

/* The statements of the first function of a module made from body. */
static ptx_module *body(const char *src, ptx_stmt **out, size_t *n)
{
    char *text = NULL;
    if (asprintf(&text, ".version 8.0\n.target sm_80\n.address_size 64\n.entry k()\n{\n%s\n}\n", src) < 0)
        return NULL;
    ptx_module *m = mod(text);
    free(text);
    if (m && m->nfuncs) {
        *out = m->funcs[0].body;
        *n = m->funcs[0].nbody;
    } else {
        *out = NULL;
        *n = 0;
    }
    return m;
}

static char *module_diag(const char *src)
{
    ptx_module *m = NULL;
    ptx_diag d = {0};
    if (!ptx_parse_module(src, strlen(src), "t.ptx", &m, &d)) {
        ptx_module_free(m);
        return strdup("(parsed)");
    }
    CHECK(m == NULL);
    return d.msg;
}

static char *stmts_diag(const char *src, int first_line)
{
    ptx_stmts *s = NULL;
    ptx_diag d = {0};
    if (!ptx_parse_statements(src, strlen(src), "a.cu", first_line, &s, &d)) {
        ptx_stmts_free(s);
        return strdup("(parsed)");
    }
    return d.msg;
}

#define CHECK_DIAG(src, want)                                                       \
    do {                                                                            \
        char *m_ = module_diag(src);                                                \
        CHECK_STR(m_, want);                                                        \
        free(m_);                                                                   \
    } while (0)

static char *dump_module_str(const ptx_module *m)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ptx_dump_module(f, m);
    fclose(f);
    return buf;
}

static char *dump_stmts_str(const ptx_stmt *s, size_t n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ptx_dump_stmts(f, s, n, 0);
    fclose(f);
    return buf;
}

static char *instr_str(const ptx_stmt *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (s->kind == PTX_STMT_INSTR)
        ptx_print_instr(f, &s->u.instr);
    fclose(f);
    return buf;
}

/* The one instruction of an inline-asm text, reprinted. */
static char *reprint(const char *src)
{
    ptx_stmts *s = stmts(src);
    if (!s)
        return strdup("(error)");
    char *r = s->nstmts == 1 ? instr_str(&s->stmts[0]) : strdup("(not one statement)");
    ptx_stmts_free(s);
    return r;
}

#define CHECK_REPRINT(src, want)                                                    \
    do {                                                                            \
        char *r_ = reprint(src);                                                    \
        CHECK_STR(r_, want);                                                        \
        free(r_);                                                                   \
    } while (0)

/* ---- module level ----------------------------------------------------- */

static void test_header(void)
{
    ptx_module *m = mod("//\n// Generated\n//\n\n.version 8.5\n.target sm_90a, texmode_independent, debug\n"
                        ".address_size 64\n");
    if (!m)
        return;
    CHECK(m->version_major == 8 && m->version_minor == 5);
    CHECK(m->ntargets == 3);
    CHECK_STR(m->targets[0], "sm_90a");
    CHECK_STR(m->targets[1], "texmode_independent");
    CHECK_STR(m->targets[2], "debug");
    CHECK(m->address_size == 64);
    CHECK(m->nfuncs == 0 && m->nglobals == 0);
    CHECK_STR(m->filename, "t.ptx");
    ptx_module_free(m);

    m = mod(".version 7\n.target sm_70\n.address_size 32");
    if (m) {
        CHECK(m->version_major == 7 && m->version_minor == 0 && m->address_size == 32);
        ptx_module_free(m);
    }
    m = mod("");
    if (m) {
        CHECK(m->nitems == 0);
        ptx_module_free(m);
    }
}

static void test_globals(void)
{
    ptx_module *m = mod(
        ".global .align 4 .b8 arr[16] = {0, 0, 128, 63};\n"
        ".visible .const .align 8 .f64 dd = 0d400C000000000000;\n"
        ".extern .shared .align 16 .b8 dyn[];\n"
        ".global .attribute(.managed) .align 4 .u32 mv;\n"
        ".global .align 8 .u64 ptrs[2] = {arr, generic(arr)+4};\n"
        ".weak .global .v4 .f32 vec4;\n"
        ".common .global .s32 a = -5, b[2][3] = {{1, 2, 3}, {4, 5, 6}};\n"
        ".const .f32 one = 0f3F800000;\n"
        ".global .u32 hex = 0x10U;\n"
        ".global .f64 half = 0.5;\n"
        ".global .texref tex;\n");
    if (!m)
        return;
    CHECK(m->nglobals == 12);
    CHECK(m->nitems == 12);
    ptx_var *v = m->globals;
    CHECK(v[0].space == PTX_SPACE_GLOBAL && v[0].type == PTX_TYPE_B8 && v[0].align == 4);
    CHECK_STR(v[0].name, "arr");
    CHECK(v[0].ndims == 1 && v[0].dims[0] == 16);
    CHECK(v[0].init && v[0].init->kind == PTX_INIT_LIST && v[0].init->u.list.n == 4);
    CHECK(v[0].init->u.list.items[2].kind == PTX_INIT_INT && v[0].init->u.list.items[2].u.imm.i == 128);
    CHECK(v[0].loc.line == 1 && v[0].loc.col == 22);
    CHECK(v[1].linkage == PTX_LINK_VISIBLE && v[1].space == PTX_SPACE_CONST && v[1].type == PTX_TYPE_F64);
    CHECK(v[1].init->kind == PTX_INIT_F64 && v[1].init->u.f64 == 0x400C000000000000ull);
    CHECK(v[2].linkage == PTX_LINK_EXTERN && v[2].space == PTX_SPACE_SHARED);
    CHECK(v[2].ndims == 1 && v[2].dims[0] == PTX_DIM_UNSIZED && v[2].align == 16);
    CHECK(v[3].nattrs == 1 && !strcmp(v[3].attrs[0], ".managed") && v[3].type == PTX_TYPE_U32);
    ptx_init *in = v[4].init;
    CHECK(in->kind == PTX_INIT_LIST && in->u.list.n == 2);
    CHECK(in->u.list.items[0].kind == PTX_INIT_SYM && !in->u.list.items[0].u.sym.generic);
    CHECK_STR(in->u.list.items[0].u.sym.name, "arr");
    CHECK(in->u.list.items[1].u.sym.generic && in->u.list.items[1].u.sym.offset == 4);
    CHECK(v[5].linkage == PTX_LINK_WEAK && v[5].vec == 4 && v[5].type == PTX_TYPE_F32);
    CHECK(v[6].linkage == PTX_LINK_COMMON && v[6].init->kind == PTX_INIT_INT);
    CHECK(v[6].init->u.imm.i == -5 && v[6].init->u.imm.negated);
    CHECK_STR(v[7].name, "b");
    CHECK(v[7].linkage == PTX_LINK_COMMON && v[7].type == PTX_TYPE_S32);
    CHECK(v[7].ndims == 2 && v[7].dims[0] == 2 && v[7].dims[1] == 3);
    CHECK(v[7].init->u.list.n == 2 && v[7].init->u.list.items[1].u.list.items[2].u.imm.i == 6);
    CHECK(v[8].init->kind == PTX_INIT_F32 && v[8].init->u.f32 == 0x3F800000u);
    CHECK(v[9].init->u.imm.i == 16 && v[9].init->u.imm.is_unsigned && v[9].init->u.imm.base == PTX_BASE_HEX);
    CHECK(v[10].init->kind == PTX_INIT_F64 && v[10].init->u.f64 == 0x3FE0000000000000ull);
    CHECK(v[11].type == PTX_TYPE_TEXREF);

    char *d = dump_module_str(m);
    CHECK_STR(d, ".global .align 4 .b8 arr[16] = {0, 0, 128, 63};\n"
                 ".visible .const .align 8 .f64 dd = 0d400C000000000000;\n"
                 ".extern .shared .align 16 .b8 dyn[];\n"
                 ".global .attribute(.managed) .align 4 .u32 mv;\n"
                 ".global .align 8 .u64 ptrs[2] = {arr, generic(arr)+4};\n"
                 ".weak .global .v4 .f32 vec4;\n"
                 ".common .global .s32 a = -5;\n"
                 ".common .global .s32 b[2][3] = {{1, 2, 3}, {4, 5, 6}};\n"
                 ".const .f32 one = 0f3F800000;\n"
                 ".global .u32 hex = 0x10U;\n"
                 ".global .f64 half = 0d3FE0000000000000;\n"
                 ".global .texref tex;\n");
    free(d);
    ptx_module_free(m);
}

static void test_functions(void)
{
    ptx_module *m = mod(
        ".extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);\n"
        ".visible .entry kern(\n"
        "\t.param .u64 .ptr .global .align 16 kern_param_0,\n"
        "\t.param .align 8 .b8 kern_param_1[24],\n"
        "\t.param .u32 kern_param_2\n"
        ")\n"
        ".maxntid 256, 1, 1\n"
        ".minnctapersm 2\n"
        "{\n\tret;\n}\n"
        ".func (.param .align 8 .b8 func_retval0[16]) make(.param .b32 a) .noreturn\n{\n}\n"
        ".entry e2 .reqntid 32 .maxnreg 64 .maxclusterrank 8 .reqnctapercluster 2, 1 .explicitcluster"
        " .maxnctapersm 3 .pragma \"nounroll\";\n{\n}\n"
        ".weak .func f3;\n"
        ".func (.reg .b32 r) f4(.reg .b32 x)\n{\n\tadd.s32 r, x, 1;\n\tret;\n}\n");
    if (!m)
        return;
    CHECK(m->nfuncs == 6);
    if (m->nfuncs != 6)
        return;
    ptx_func *f = &m->funcs[0];
    CHECK(!f->is_entry && f->linkage == PTX_LINK_EXTERN && !f->has_body);
    CHECK_STR(f->name, "vprintf");
    CHECK(f->nrets == 1 && f->rets[0].space == PTX_SPACE_PARAM && f->rets[0].type == PTX_TYPE_B32);
    CHECK_STR(f->rets[0].name, "func_retval0");
    CHECK(f->nparams == 2 && f->params[1].type == PTX_TYPE_B64);

    f = &m->funcs[1];
    CHECK(f->is_entry && f->linkage == PTX_LINK_VISIBLE && f->has_body && f->nbody == 1);
    CHECK(f->loc.line == 2 && f->loc.col == 1);
    CHECK(f->nparams == 3);
    CHECK(f->params[0].is_ptr && f->params[0].ptr_space == PTX_SPACE_GLOBAL && f->params[0].ptr_align == 16);
    CHECK(f->params[0].type == PTX_TYPE_U64 && f->params[0].align == 0);
    CHECK(f->params[1].align == 8 && f->params[1].ndims == 1 && f->params[1].dims[0] == 24);
    CHECK(f->params[2].loc.line == 5 && f->params[2].loc.col == 2);
    CHECK(f->perf.nmaxntid == 3 && f->perf.maxntid[0] == 256 && f->perf.maxntid[2] == 1);
    CHECK(f->perf.minnctapersm == 2 && f->perf.nreqntid == 0);

    f = &m->funcs[2];
    CHECK(f->nrets == 1 && f->rets[0].align == 8 && f->rets[0].dims[0] == 16);
    CHECK(f->perf.noreturn && f->has_body && f->nbody == 0);

    f = &m->funcs[3];
    CHECK(f->is_entry && f->nparams == 0);
    CHECK(f->perf.nreqntid == 1 && f->perf.reqntid[0] == 32 && f->perf.maxnreg == 64);
    CHECK(f->perf.maxclusterrank == 8 && f->perf.nreqnctapercluster == 2 && f->perf.explicitcluster);
    CHECK(f->perf.maxnctapersm == 3);
    CHECK(f->npragmas == 1 && !strcmp(f->pragmas[0], "nounroll"));

    CHECK(f->linkage == PTX_LINK_NONE);
    f = &m->funcs[4];
    CHECK(f->linkage == PTX_LINK_WEAK && !f->has_body && f->nparams == 0 && f->nrets == 0);
    f = &m->funcs[5];
    CHECK(f->rets[0].space == PTX_SPACE_REG && f->params[0].space == PTX_SPACE_REG);
    /* .reg parameters are registers in the body */
    ptx_instr *in = &f->body[0].u.instr;
    CHECK(in->ops[0].kind == PTX_OP_REG && in->ops[1].kind == PTX_OP_REG);

    char *d = dump_module_str(m);
    CHECK_STR(d,
              "\n.extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);\n"
              "\n.visible .entry kern(.param .u64 .ptr .global .align 16 kern_param_0, .param .align 8 .b8 kern_param_1[24], .param .u32 kern_param_2) .maxntid 256, 1, 1 .minnctapersm 2\n"
              "{\n\tret;\n}\n"
              "\n.func (.param .align 8 .b8 func_retval0[16]) make(.param .b32 a) .noreturn\n{\n}\n"
              "\n.entry e2() .reqntid 32 .reqnctapercluster 2, 1 .maxnctapersm 3 .maxnreg 64 .maxclusterrank 8 .explicitcluster .pragma \"nounroll\";\n{\n}\n"
              "\n.weak .func f3();\n"
              "\n.func (.reg .b32 r) f4(.reg .b32 x)\n{\n\tadd.s32 r, x, 1;\n\tret;\n}\n");
    free(d);
    ptx_module_free(m);
}

static void test_debug_directives(void)
{
    ptx_module *m = mod(
        ".version 8.0\n.target sm_80\n.address_size 64\n"
        ".entry k()\n{\n"
        "$L__func_begin0:\n"
        "\t.loc 1 9 0\n"
        "\t.loc 2 1123 5, function_name $L__info_string0, inlined_at 1 100 5\n"
        "\tret;\n}\n"
        ".file 1 \"/work/a.cu\"\n"
        ".file 2 \"b.h\", 1700000000, 1234\n"
        ".section .debug_abbrev\n{\n.b8 1\n.b8 17,1\n.b32 .debug_abbrev\n}\n"
        ".section .debug_loc { }\n"
        ".pragma \"module pragma\";\n"
        ".alias al, k;\n");
    if (!m)
        return;
    ptx_func *f = &m->funcs[0];
    CHECK(f->nbody == 4);
    CHECK(f->body[0].kind == PTX_STMT_LABEL && !strcmp(f->body[0].u.label, "$L__func_begin0"));
    CHECK(f->body[1].kind == PTX_STMT_LOC && f->body[1].u.dbgloc.file == 1 && f->body[1].u.dbgloc.line == 9);
    ptx_dbgloc *dl = &f->body[2].u.dbgloc;
    CHECK(f->body[2].kind == PTX_STMT_LOC && dl->line == 1123 && dl->col == 5);
    CHECK(dl->function_name && !strcmp(dl->function_name, "$L__info_string0"));
    CHECK(dl->has_inlined_at && dl->inlined_file == 1 && dl->inlined_line == 100 && dl->inlined_col == 5);
    CHECK(m->nfiles == 2 && m->files[1].index == 2 && m->files[1].nextra == 2);
    CHECK_STR(m->files[0].name, "/work/a.cu");
    CHECK(m->nsections == 2);
    CHECK_STR(m->sections[0].name, ".debug_abbrev");
    CHECK_STR(m->sections[0].text, ".b8 1\n.b8 17,1\n.b32 .debug_abbrev");
    CHECK_STR(m->sections[1].text, "");
    CHECK(m->npragmas == 1 && m->naliases == 1);
    CHECK_STR(m->aliases[0].target, "k");
    char *d = dump_module_str(m);
    CHECK_STR(d, ".version 8.0\n.target sm_80\n.address_size 64\n"
                 "\n.entry k()\n{\n$L__func_begin0:\n\t.loc 1 9 0\n"
                 "\t.loc 2 1123 5, function_name $L__info_string0, inlined_at 1 100 5\n\tret;\n}\n"
                 ".file 1 \"/work/a.cu\"\n.file 2 \"b.h\", 1700000000, 1234\n"
                 ".section .debug_abbrev\n{\n.b8 1\n.b8 17,1\n.b32 .debug_abbrev\n}\n"
                 ".section .debug_loc\n{\n}\n"
                 ".pragma \"module pragma\";\n.alias al, k;\n");
    free(d);
    ptx_module_free(m);
}

/* ---- bodies ----------------------------------------------------------- */

static void test_declarations(void)
{
    ptx_stmt *s;
    size_t n;
    ptx_module *m = body(".reg .pred %p<13>;\n"
                         ".reg .b32 %r<39>, %x, %y;\n"
                         ".reg .v4 .f32 %v;\n"
                         ".local .align 8 .b8 __local_depot0[32];\n"
                         ".shared .align 4 .b8 part[128], other[4];\n"
                         ".param .b64 param0;\n"
                         ".pragma \"nounroll\";",
                         &s, &n);
    if (!m)
        return;
    CHECK(n == 8);
    CHECK(s[0].kind == PTX_STMT_REG && s[0].u.reg.type == PTX_TYPE_PRED);
    CHECK(s[0].u.reg.nnames == 1 && s[0].u.reg.names[0].range == 13);
    CHECK_STR(s[0].u.reg.names[0].name, "%p");
    CHECK(s[0].loc.line == 6 && s[0].loc.col == 1);
    CHECK(s[1].u.reg.nnames == 3 && s[1].u.reg.names[0].range == 39 && s[1].u.reg.names[2].range == 0);
    CHECK_STR(s[1].u.reg.names[2].name, "%y");
    CHECK(s[2].u.reg.vec == 4 && s[2].u.reg.type == PTX_TYPE_F32);
    CHECK(s[3].kind == PTX_STMT_VAR && s[3].u.var.space == PTX_SPACE_LOCAL && s[3].u.var.align == 8);
    CHECK(s[4].kind == PTX_STMT_VAR && s[5].kind == PTX_STMT_VAR);
    CHECK_STR(s[5].u.var.name, "other");
    CHECK(s[5].u.var.space == PTX_SPACE_SHARED && s[5].u.var.dims[0] == 4);
    CHECK(s[6].u.var.space == PTX_SPACE_PARAM && s[6].u.var.type == PTX_TYPE_B64);
    CHECK(s[7].kind == PTX_STMT_PRAGMA && !strcmp(s[7].u.str, "nounroll"));
    char *d = dump_stmts_str(s, n);
    CHECK_STR(d, ".reg .pred %p<13>;\n.reg .b32 %r<39>, %x, %y;\n.reg .v4 .f32 %v;\n"
                 ".local .align 8 .b8 __local_depot0[32];\n.shared .align 4 .b8 part[128];\n"
                 ".shared .align 4 .b8 other[4];\n.param .b64 param0;\n.pragma \"nounroll\";\n");
    free(d);
    ptx_module_free(m);
}

static void test_labels_blocks(void)
{
    ptx_stmt *s;
    size_t n;
    ptx_module *m = body("$L__BB0_1:\n"
                         "\t@%p1 bra $L__BB0_1;\n"
                         "\t{ // callseq 0\n"
                         "\t.reg .b32 temp_param_reg;\n"
                         "\t{ }\n"
                         "\t}\n"
                         "ts: .branchtargets $L__BB0_1, $L__BB0_2;\n"
                         "$L__BB0_2:\n"
                         "\tbrx.idx %r1, ts;\n"
                         "prototype_1 : .callprototype (.param .b32 _) _ (.param .b32 _, .param .b64 _);\n"
                         "ct: .calltargets f1, f2;\n",
                         &s, &n);
    if (!m)
        return;
    CHECK(n == 11);
    CHECK(s[0].kind == PTX_STMT_LABEL && !strcmp(s[0].u.label, "$L__BB0_1"));
    CHECK(s[1].kind == PTX_STMT_INSTR);
    CHECK(s[2].kind == PTX_STMT_BLOCK && s[2].u.block.n == 2);
    CHECK(s[2].u.block.stmts[0].kind == PTX_STMT_REG);
    CHECK(s[2].u.block.stmts[1].kind == PTX_STMT_BLOCK && s[2].u.block.stmts[1].u.block.n == 0);
    CHECK(s[3].kind == PTX_STMT_LABEL && s[4].kind == PTX_STMT_BRANCHTARGETS);
    CHECK(s[4].u.targets.n == 2 && !strcmp(s[4].u.targets.names[1], "$L__BB0_2"));
    CHECK(s[6].kind == PTX_STMT_INSTR && s[6].u.instr.ops[1].kind == PTX_OP_SYMBOL);
    CHECK(s[8].kind == PTX_STMT_CALLPROTO);
    ptx_func *p = s[8].u.proto;
    CHECK(p->nrets == 1 && p->nparams == 2 && !strcmp(p->name, "_") && p->params[1].type == PTX_TYPE_B64);
    CHECK(s[10].kind == PTX_STMT_CALLTARGETS && s[10].u.targets.n == 2);
    char *d = dump_stmts_str(s, n);
    CHECK_STR(d, "$L__BB0_1:\n@%p1 bra $L__BB0_1;\n{\n\t.reg .b32 temp_param_reg;\n\t{\n\t}\n}\n"
                 "ts:\n.branchtargets $L__BB0_1, $L__BB0_2;\n$L__BB0_2:\nbrx.idx %r1, ts;\n"
                 "prototype_1:\n.callprototype (.param .b32 _) _(.param .b32 _, .param .b64 _);\n"
                 "ct:\n.calltargets f1, f2;\n");
    free(d);
    ptx_module_free(m);
}

/* ---- instructions and operands ---------------------------------------- */

static void test_instructions(void)
{
    ptx_stmts *st = stmts("mad.lo.s32 %r36, %r5, %r4, %r2;");
    if (st) {
        CHECK(st->nstmts == 1 && st->stmts[0].kind == PTX_STMT_INSTR);
        ptx_instr *in = &st->stmts[0].u.instr;
        CHECK_STR(in->opcode, "mad");
        CHECK(in->nmods == 2 && !strcmp(in->mods[0], ".lo") && !strcmp(in->mods[1], ".s32"));
        CHECK(in->nops == 4 && in->ops[0].kind == PTX_OP_REG && !strcmp(in->ops[3].u.reg.name, "%r2"));
        CHECK(in->ops[1].loc.line == 1 && in->ops[1].loc.col == 18);
        CHECK(!in->guard);
        ptx_stmts_free(st);
    }
    st = stmts("@!%p2 bra.uni $L__BB0_3;\n@p ret;\nexit;");
    if (st) {
        CHECK(st->nstmts == 3);
        ptx_instr *in = &st->stmts[0].u.instr;
        CHECK(in->guard && !strcmp(in->guard, "%p2") && in->guard_neg);
        CHECK(in->nops == 1 && in->ops[0].kind == PTX_OP_SYMBOL && !strcmp(in->ops[0].u.sym.name, "$L__BB0_3"));
        CHECK(st->stmts[1].u.instr.guard && !st->stmts[1].u.instr.guard_neg && st->stmts[1].u.instr.nops == 0);
        CHECK(st->stmts[2].loc.line == 3);
        CHECK(in->loc.line == 1 && in->loc.col == 1 && st->stmts[1].u.instr.loc.line == 2);
        ptx_stmts_free(st);
    }
    CHECK_REPRINT("ld.global.nc.v4.f32 {%f1, %f2, _, %f4}, [%rd1+16];",
                  "ld.global.nc.v4.f32 {%f1, %f2, _, %f4}, [%rd1+16];");
    CHECK_REPRINT("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f5,%f6,%f7,%f8};",
                  "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f5, %f6, %f7, %f8};");
    CHECK_REPRINT("cvt.rn.f32.s32 %f1, %r1;", "cvt.rn.f32.s32 %f1, %r1;");
    CHECK_REPRINT("vshr.u32.u32.u32.clamp.add %r1, %r2, %r3, %r4;", "vshr.u32.u32.u32.clamp.add %r1, %r2, %r3, %r4;");
    CHECK_REPRINT("shfl.sync.bfly.b32 %r21|%p4, %r16, %r11, %r19, %r20;",
                  "shfl.sync.bfly.b32 %r21|%p4, %r16, %r11, %r19, %r20;");
    CHECK_REPRINT("cp.async.cg.shared.global.L2::128B [%r1], [%rd1], 16;",
                  "cp.async.cg.shared.global.L2::128B [%r1], [%rd1], 16;");
    CHECK_REPRINT("ld.param.u64 %rd1, [name_param_0];", "ld.param.u64 %rd1, [name_param_0];");
    CHECK_REPRINT("ld.local.u32 %r1, [%rd1+-8];", "ld.local.u32 %r1, [%rd1+-8];");
    CHECK_REPRINT("ld.local.u32 %r1, [%rd1-8];", "ld.local.u32 %r1, [%rd1+-8];");
    CHECK_REPRINT("st.param.b32 [param0+0], %r1;", "st.param.b32 [param0], %r1;");
    CHECK_REPRINT("ld.shared.u32 %r1, [sym+4];", "ld.shared.u32 %r1, [sym+4];");
    CHECK_REPRINT("ld.shared.u32 %r1, [%r1+0];", "ld.shared.u32 %r1, [%r1];");
    CHECK_REPRINT("ld.shared.u32 %r1, [256];", "ld.shared.u32 %r1, [256];");
    CHECK_REPRINT("tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6}];",
                  "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6}];");
    CHECK_REPRINT("mov.u32 %r1, %tid.x;", "mov.u32 %r1, %tid.x;");
    CHECK_REPRINT("selp.u32 %r1, 1, 0, !%p1;", "selp.u32 %r1, 1, 0, !%p1;");
    CHECK_REPRINT("mov.b64 {%r1, %r2}, %rd1;", "mov.b64 {%r1, %r2}, %rd1;");
    CHECK_REPRINT("call.uni (retval0), \nvprintf, \n(\nparam0, \nparam1\n);",
                  "call.uni (retval0), vprintf, (param0, param1);");
    CHECK_REPRINT("call (retval0), %rd5, (param0), prototype_1;",
                  "call (retval0), %rd5, (param0), prototype_1;");
    CHECK_REPRINT("call.uni foo, ();", "call.uni foo, ();");
    CHECK_REPRINT("bar.sync 0;", "bar.sync 0;");
    CHECK_REPRINT("mov.u64 %rd1, arr+20;", "mov.u64 %rd1, arr+20;");
    CHECK_REPRINT("mov.u64 %rd1, arr-4;", "mov.u64 %rd1, arr+-4;");
    CHECK_REPRINT("mov.u64 %rd1, arr+-4;", "mov.u64 %rd1, arr+-4;");
    CHECK_REPRINT("ret;", "ret;");
    CHECK_REPRINT("mov.b32 %r1, 0x7fffffff;", "mov.b32 %r1, 0x7fffffff;");
    CHECK_REPRINT("mov.u32 %r1, -0x10;", "mov.u32 %r1, -0x10;");
    CHECK_REPRINT("mov.u32 %r1, 017;", "mov.u32 %r1, 017;");
    CHECK_REPRINT("mov.u32 %r1, 0b1011U;", "mov.u32 %r1, 0b1011U;");
    CHECK_REPRINT("mov.u64 %rd1, 18446744073709551615;", "mov.u64 %rd1, 18446744073709551615;");
    CHECK_REPRINT("mov.f32 %f1, 0f3F800000;", "mov.f32 %f1, 0f3F800000;");
    CHECK_REPRINT("mov.f32 %f1, -0f3F800000;", "mov.f32 %f1, 0fBF800000;");
    CHECK_REPRINT("mov.f64 %fd1, 1.5;", "mov.f64 %fd1, 0d3FF8000000000000;");
    CHECK_REPRINT("mov.f64 %fd1, -2e3;", "mov.f64 %fd1, 0dC09F400000000000;");
}

static void test_operand_kinds(void)
{
    ptx_stmts *st = stmts("{ .reg .b32 r<4>, $x; .reg .v2 .f32 v;\n"
                          "add.s32 r3, $x, r4;\n"
                          "mov.f32 %f1, v.y;\n"
                          "mov.u32 %r1, %laneid;\n"
                          "mov.u32 %r2, %envreg3;\n"
                          "mov.u32 %r3, WARP_SZ;\n"
                          "mov.u64 %rd1, %clock64;\n"
                          "mov.u32 %r4, %nctaid.z;\n"
                          "mov.u64 %rd1, gsym;\n"
                          "setp.lt.s32 %p1|%p2, r0, 5;\n"
                          "mov.u32 %r5, -1;\n"
                          "mov.u32 %r5, 7U;\n"
                          "ld.u32 %r6, [r1+4];\n"
                          "}\n"
                          "mov.u32 r3, 1;");
    if (!st)
        return;
    CHECK(st->nstmts == 2 && st->stmts[0].kind == PTX_STMT_BLOCK);
    ptx_stmt *b = st->stmts[0].u.block.stmts;
    CHECK(st->stmts[0].u.block.n == 14);
    ptx_instr *in = &b[2].u.instr;
    CHECK(in->ops[0].kind == PTX_OP_REG);    /* r3: in r<4> */
    CHECK(in->ops[1].kind == PTX_OP_REG);    /* $x: declared */
    CHECK(in->ops[2].kind == PTX_OP_SYMBOL); /* r4: not in r<4> */
    in = &b[3].u.instr;
    CHECK(in->ops[1].kind == PTX_OP_REG && in->ops[1].u.reg.comp == 'y' && !strcmp(in->ops[1].u.reg.name, "v"));
    CHECK(b[4].u.instr.ops[1].kind == PTX_OP_SREG && b[4].u.instr.ops[1].u.reg.comp == 0);
    CHECK(b[5].u.instr.ops[1].kind == PTX_OP_SREG);
    CHECK(b[6].u.instr.ops[1].kind == PTX_OP_SREG);
    CHECK(b[7].u.instr.ops[1].kind == PTX_OP_SREG);
    in = &b[8].u.instr;
    CHECK(in->ops[1].kind == PTX_OP_SREG && in->ops[1].u.reg.comp == 'z' && !strcmp(in->ops[1].u.reg.name, "%nctaid"));
    CHECK(b[9].u.instr.ops[1].kind == PTX_OP_SYMBOL);
    in = &b[10].u.instr;
    CHECK(in->ops[0].kind == PTX_OP_PAIR && !strcmp(in->ops[0].u.pair.first, "%p1") &&
          !strcmp(in->ops[0].u.pair.second, "%p2"));
    CHECK(in->ops[1].kind == PTX_OP_REG && in->ops[2].kind == PTX_OP_INT && in->ops[2].u.imm.i == 5);
    in = &b[11].u.instr;
    CHECK(in->ops[1].kind == PTX_OP_INT && in->ops[1].u.imm.i == -1 && in->ops[1].u.imm.negated);
    in = &b[12].u.instr;
    CHECK(in->ops[1].u.imm.i == 7 && in->ops[1].u.imm.is_unsigned && in->ops[1].u.imm.base == PTX_BASE_DEC);
    in = &b[13].u.instr;
    CHECK(in->ops[1].kind == PTX_OP_ADDR && in->ops[1].u.addr.base_is_reg && in->ops[1].u.addr.offset == 4);
    /* the scope of r<4> ended with the block */
    CHECK(st->stmts[1].u.instr.ops[0].kind == PTX_OP_SYMBOL);
    ptx_stmts_free(st);

    st = stmts("ld.param.u64 %rd1, [p]; st.global.u32 [%rd1], %r1; mov.u32 %r1, _;");
    if (st) {
        ptx_addr *a = &st->stmts[0].u.instr.ops[1].u.addr;
        CHECK(a->base && !a->base_is_reg && !strcmp(a->base, "p") && a->offset == 0);
        a = &st->stmts[1].u.instr.ops[0].u.addr;
        CHECK(a->base_is_reg && !strcmp(a->base, "%rd1"));
        CHECK(st->stmts[2].u.instr.ops[1].kind == PTX_OP_SINK);
        /* interned: the same name is the same pointer */
        CHECK(st->stmts[0].u.instr.ops[0].u.reg.name == st->stmts[1].u.instr.ops[0].u.addr.base);
        CHECK(st->stmts[0].u.instr.mods[0] != st->stmts[1].u.instr.mods[0]);
        ptx_stmts_free(st);
    }
    st = stmts("mov.u64 %rd1, arr+8;");
    if (st) {
        ptx_operand *o = &st->stmts[0].u.instr.ops[1];
        CHECK(o->kind == PTX_OP_SYMBOL && !strcmp(o->u.sym.name, "arr") && o->u.sym.offset == 8);
        ptx_stmts_free(st);
    }
    st = stmts("call (r), f, (a, 1);");
    if (st) {
        ptx_instr *c = &st->stmts[0].u.instr;
        CHECK(c->nops == 3 && c->ops[0].kind == PTX_OP_LIST && c->ops[0].u.list.n == 1);
        CHECK(c->ops[2].kind == PTX_OP_LIST && c->ops[2].u.list.n == 2);
        CHECK(c->ops[2].u.list.items[1].kind == PTX_OP_INT);
        ptx_stmts_free(st);
    }
}

static void test_inline_asm(void)
{
    const char *src = "{ .reg .pred p; setp.ne.b32 p, %r1, 0; selp.u32 %r2, 1, 0, p; }";
    ptx_stmts *st = stmts(src);
    if (!st)
        return;
    CHECK(st->nstmts == 1 && st->stmts[0].kind == PTX_STMT_BLOCK);
    ptx_stmt *b = st->stmts[0].u.block.stmts;
    CHECK(st->stmts[0].u.block.n == 3);
    CHECK(b[0].kind == PTX_STMT_REG && b[0].u.reg.type == PTX_TYPE_PRED);
    CHECK(b[1].u.instr.ops[0].kind == PTX_OP_REG && !strcmp(b[1].u.instr.ops[0].u.reg.name, "p"));
    CHECK(b[2].u.instr.ops[3].kind == PTX_OP_REG);
    CHECK(b[2].loc.line == 1 && b[2].loc.col == 40);
    char *d = dump_stmts_str(st->stmts, st->nstmts);
    CHECK_STR(d, "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %r1, 0;\n\tselp.u32 %r2, 1, 0, p;\n}\n");
    free(d);
    ptx_stmts_free(st);

    /* several statements, no braces, starting at a given line */
    ptx_stmts *s2 = NULL;
    ptx_diag dg = {0};
    const char *t = "mov.u32 %r1, %laneid;\n\tadd.cc.u32 %r2, %r3, %r4;\n\taddc.u32 %r5, %r6, %r7;";
    CHECK(ptx_parse_statements(t, strlen(t), "k.cu", 42, &s2, &dg) == 0);
    if (s2) {
        CHECK(s2->nstmts == 3 && s2->stmts[2].loc.line == 44 && s2->stmts[2].loc.col == 2);
        CHECK_STR(s2->stmts[2].loc.file, "k.cu");
        ptx_stmts_free(s2);
    }
    st = stmts("");
    if (st) {
        CHECK(st->nstmts == 0);
        ptx_stmts_free(st);
    }
}

/* ---- diagnostics ------------------------------------------------------ */

static void test_diagnostics(void)
{
    CHECK_DIAG(".version 8.0\n.target sm_80\n.entry k(\n  .param .u32 a\n  .param .u32 b\n)\n{ ret; }",
               "t.ptx:5:3: error: expected ',' or ')', got '.param'");
    CHECK_DIAG(".entry k()\n{\n\tadd.s32 %r1, %r2 %r3;\n}",
               "t.ptx:3:19: error: expected ',' or ';', got '%r3'");
    CHECK_DIAG(".entry k() { ret }", "t.ptx:1:18: error: expected an operand or ';', got '}'");
    CHECK_DIAG(".entry k() { ld.global.f32 %f1, [%rd1+]; }",
               "t.ptx:1:39: error: expected an integer offset, got ']'");
    CHECK_DIAG(".entry k() { ld.global.f32 %f1, [; }", "t.ptx:1:34: error: expected an address, got ';'");
    CHECK_DIAG(".entry k() { .reg .b32 %r<99999999999>; }",
               "t.ptx:1:27: error: register count must be between 1 and 1000000");
    CHECK_DIAG(".entry k() { .reg .b32 %r<0>; }", "t.ptx:1:27: error: register count must be between 1 and 1000000");
    CHECK_DIAG(".entry k() { .reg %r1; }", "t.ptx:1:19: error: expected a type, got '%r1'");
    CHECK_DIAG(".foo 1", "t.ptx:1:1: error: expected a directive, got '.foo'");
    CHECK_DIAG("mov.u32 %r1, 1;", "t.ptx:1:1: error: expected a directive, got 'mov'");
    CHECK_DIAG(".visible .bar", "t.ptx:1:10: error: expected '.entry', '.func' or a state space, got '.bar'");
    CHECK_DIAG(".global .u32 x", "t.ptx:1:15: error: expected ';', got end of input");
    CHECK_DIAG(".global x;", "t.ptx:1:9: error: expected a type, got 'x'");
    CHECK_DIAG(".global .u32 .f32 x;", "t.ptx:1:14: error: a second type in one declaration");
    CHECK_DIAG(".global .align 3 .u32 x;", "t.ptx:1:16: error: alignment must be a power of two");
    CHECK_DIAG(".global .align 0 .u32 x;", "t.ptx:1:16: error: alignment must be between 1 and 1073741824");
    CHECK_DIAG(".global .b8 x[99999999999999];", "t.ptx:1:15: error: array too large");
    CHECK_DIAG(".global .b8 x[4] = {1, 2,};", "t.ptx:1:26: error: expected an initialiser, got '}'");
    CHECK_DIAG(".global .b8 x[4] = {1 2};", "t.ptx:1:23: error: expected ',' or '}', got '2'");
    CHECK_DIAG(".entry k() { mov.u32 %r1, 0f3F80; }",
               "t.ptx:1:27: error: invalid f32 literal (0f needs 8 hex digits) '0f3F80'");
    CHECK_DIAG(".entry k() {\n\tadd.s32 %r1, %r2, 1;", "t.ptx:2:22: error: expected a statement or '}', got end of input");
    CHECK_DIAG(".entry k() { /* never closed", "t.ptx:1:14: error: unterminated comment");
    CHECK_DIAG(".pragma \"abc;", "t.ptx:1:9: error: unterminated string");
    CHECK_DIAG(".entry k() { @!1 bra L; }", "t.ptx:1:16: error: expected a predicate, got '1'");
    CHECK_DIAG(".entry k() { 1: ret; }", "t.ptx:1:14: error: expected a statement, got '1'");
    CHECK_DIAG(".entry k() { %r1 %r2; }", "t.ptx:1:14: error: expected an instruction, got '%r1'");
    CHECK_DIAG(".version x", "t.ptx:1:10: error: expected a version number, got 'x'");
    CHECK_DIAG(".version 8.", "t.ptx:1:10: error: expected a version number, got '8.'");
    CHECK_DIAG(".address_size 48", "t.ptx:1:15: error: expected 32 or 64, got '48'");
    CHECK_DIAG(".entry k() { st.global.u32 [%rd1, %r1; }", "t.ptx:1:38: error: expected ',' or ']', got ';'");
    CHECK_DIAG(".entry k() { mov.b64 %rd1, {%r1 %r2}; }", "t.ptx:1:33: error: expected ',' or '}', got '%r2'");
    CHECK_DIAG(".entry k() .maxntid 1, 2, 3, 4 { }", "t.ptx:1:30: error: .maxntid takes at most 3 values");
    CHECK_DIAG(".entry k() .maxntid { }", "t.ptx:1:21: error: expected an integer, got '{'");
    CHECK_DIAG(".func (.param .b32 r) f(.param .b32 a) ret;", "t.ptx:1:40: error: expected '{' or ';', got 'ret'");
    CHECK_DIAG(".entry k(.u32 a) { }", "t.ptx:1:10: error: expected '.param' or '.reg', got '.u32'");
    CHECK_DIAG(".section .debug_info { .b8 1", "t.ptx:1:29: error: expected '}', got end of input");
    CHECK_DIAG(".entry k() { .loc 1 2; }", "t.ptx:1:22: error: expected a column, got ';'");
    CHECK_DIAG(".entry k() { mov.u32 %r1, -%r2; }", "t.ptx:1:28: error: expected a number, got '%r2'");
    CHECK_DIAG(".entry k() { mov.u32 %r1, 123456789012345678901234567890; }",
               "t.ptx:1:27: error: integer literal too large '123456789012345678901234567890'");
    CHECK_DIAG(".global .u32 x = #;", "t.ptx:1:18: error: unexpected character '#'");
    CHECK_DIAG(".entry k() { mov.u32 %r1, 'a'; }", "t.ptx:1:27: error: unexpected character '''");
    CHECK_DIAG(".global .u32 x = \x01;", "t.ptx:1:18: error: unexpected character '?'");
    CHECK_DIAG(".entry k() { call.uni (a, b; }", "t.ptx:1:28: error: expected ',' or ')', got ';'");
    CHECK_DIAG(".entry k() { ld.u32 %r1, [%r2+4; }",
               "t.ptx:1:32: error: expected ']', got ';'");
    CHECK_DIAG(".entry k() { setp.lt.s32 %p1|, %r1, 0; }", "t.ptx:1:30: error: expected a predicate, got ','");
    /* a long token is shortened in the message */
    CHECK_DIAG(".entry k() { add.s32 %r1 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; }",
               "t.ptx:1:26: error: expected ',' or ';', got 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...'");

    char *m = stmts_diag("mov.u32 %r1, 1;\nadd.s32 %r1 %r2;", 10);
    CHECK_STR(m, "a.cu:11:13: error: expected ',' or ';', got '%r2'");
    free(m);
    m = stmts_diag("{ .reg .pred p; setp.ne.b32 p, %r1, 0;", 1);
    CHECK_STR(m, "a.cu:1:39: error: expected a statement or '}', got end of input");
    free(m);
    m = stmts_diag("}", 1);
    CHECK_STR(m, "a.cu:1:1: error: expected a statement, got '}'");
    free(m);
    m = stmts_diag("mov.u32 %0, %%laneid;", 1);
    CHECK_STR(m, "a.cu:1:13: error: unexpected character '%'");
    free(m);

    /* the diag is optional */
    ptx_module *mm = NULL;
    CHECK(ptx_parse_module("x", 1, NULL, &mm, NULL) != 0 && mm == NULL);
    ptx_diag d = {0};
    CHECK(ptx_parse_module("x", 1, NULL, &mm, &d) != 0);
    CHECK_STR(d.msg, "<input>:1:1: error: expected a directive, got 'x'");
    CHECK(d.line == 1 && d.col == 1);
    ptx_diag_free(&d);
    CHECK(d.msg == NULL);
}

static void test_limits(void)
{
    /* nesting deeper than the limit gives a diagnostic, not a crash */
    size_t depth = 100000;
    char *deep = malloc(2 * depth + 1);
    memset(deep, '{', depth);
    memset(deep + depth, '}', depth);
    deep[2 * depth] = 0;
    char *m = stmts_diag(deep, 1);
    CHECK_STR(m, "a.cu:1:201: error: blocks nested too deeply");
    free(m);
    char *init = NULL;
    if (asprintf(&init, ".global .b8 x[1] = %.*s1;", (int)depth, deep) >= 0) {
        m = module_diag(init);
        CHECK_STR(m, "t.ptx:1:220: error: initialiser nested too deeply");
        free(m);
        free(init);
    }
    free(deep);

    /* a big but legal range is not expanded */
    ptx_stmts *st = stmts(".reg .b32 %r<1000000>;");
    if (st) {
        CHECK(st->stmts[0].u.reg.names[0].range == 1000000);
        CHECK(ptx_arena_used(st->arena) < 100000);
        ptx_stmts_free(st);
    }

    /* inputs not ending in NUL, and empty ones */
    const char *t = "ret;XXXX";
    ptx_stmts *s2 = NULL;
    CHECK(ptx_parse_statements(t, 4, NULL, 0, &s2, NULL) == 0 && s2 && s2->nstmts == 1);
    ptx_stmts_free(s2);
    CHECK(ptx_parse_statements(NULL, 0, NULL, 0, &s2, NULL) == 0 && s2 && s2->nstmts == 0);
    ptx_stmts_free(s2);

    /* many statements */
    size_t n = 20000;
    char *big = malloc(n * 32 + 64);
    size_t len = 0;
    len += (size_t)sprintf(big + len, ".entry k()\n{\n");
    for (size_t i = 0; i < n; i++)
        len += (size_t)sprintf(big + len, "add.s32 %%r%zu, %%r1, 1;\n", i);
    len += (size_t)sprintf(big + len, "}\n");
    ptx_module *mm = mod(big);
    if (mm) {
        CHECK(mm->funcs[0].nbody == n);
        CHECK(!strcmp(mm->funcs[0].body[n - 1].u.instr.ops[0].u.reg.name, "%r19999"));
        ptx_module_free(mm);
    }
    free(big);
}

static void test_round_trip(void)
{
    const char *src =
        ".version 8.0\n.target sm_80\n.address_size 64\n"
        ".extern .shared .align 16 .b8 dyn[];\n"
        ".visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n"
        "{\n"
        "\t.reg .pred %p<3>;\n\t.reg .b32 %r<10>;\n\t.reg .b64 %rd<5>;\n"
        "\tld.param.u64 %rd1, [k_param_0];\n"
        "\tmov.u32 %r1, %tid.x;\n"
        "\tsetp.ge.u32 %p1, %r1, 32;\n"
        "\t@%p1 bra $L__BB0_2;\n"
        "\tshfl.sync.bfly.b32 %r2|%p2, %r1, 1, 31, -1;\n"
        "$L__BB0_2:\n"
        "\tret;\n"
        "}\n";
    ptx_module *m = mod(src);
    if (!m)
        return;
    char *d1 = dump_module_str(m);
    ptx_module *m2 = mod(d1);
    if (m2) {
        char *d2 = dump_module_str(m2);
        CHECK_STR(d2, d1);
        free(d2);
        ptx_module_free(m2);
    }
    CHECK_STR(d1, ".version 8.0\n.target sm_80\n.address_size 64\n"
                  ".extern .shared .align 16 .b8 dyn[];\n"
                  "\n.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n"
                  "{\n"
                  "\t.reg .pred %p<3>;\n\t.reg .b32 %r<10>;\n\t.reg .b64 %rd<5>;\n"
                  "\tld.param.u64 %rd1, [k_param_0];\n"
                  "\tmov.u32 %r1, %tid.x;\n"
                  "\tsetp.ge.u32 %p1, %r1, 32;\n"
                  "\t@%p1 bra $L__BB0_2;\n"
                  "\tshfl.sync.bfly.b32 %r2|%p2, %r1, 1, 31, -1;\n"
                  "$L__BB0_2:\n"
                  "\tret;\n"
                  "}\n");
    free(d1);
    ptx_module_free(m);
}

static void test_names(void)
{
    CHECK_STR(ptx_type_name(PTX_TYPE_F16X2), ".f16x2");
    CHECK(ptx_type_from_name(".bf16", 5) == PTX_TYPE_BF16);
    CHECK(ptx_type_from_name(".u33", 4) == PTX_TYPE_NONE);
    CHECK(ptx_type_size(PTX_TYPE_B128) == 16 && ptx_type_size(PTX_TYPE_PRED) == 0);
    CHECK_STR(ptx_space_name(PTX_SPACE_SHARED), ".shared");
    CHECK_STR(ptx_linkage_name(PTX_LINK_WEAK), ".weak");
}

int main(void)
{
    test_header();
    test_globals();
    test_functions();
    test_debug_directives();
    test_declarations();
    test_labels_blocks();
    test_instructions();
    test_operand_kinds();
    test_inline_asm();
    test_diagnostics();
    test_limits();
    test_round_trip();
    test_names();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
