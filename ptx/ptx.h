/* Ferry's PTX front end: PTX text to an AST (and, later, to hub IR).
 *
 * The one public header of the ptx/ room. The parser reads PTX ISA 8.x/9.x
 * as nvcc emits it and as people write it by hand (whole modules, or the
 * statements of an inline-asm body). Everything the parser builds lives in
 * one arena owned by the result, so freeing a module is one call.
 *
 * Conventions for a pass that reads the AST:
 *  - sequences are arrays with a count (`x`, `nx`), never linked lists;
 *  - every string is NUL-terminated and interned per parse: two equal
 *    names or modifiers of the same module are the same pointer;
 *  - names and modifiers are kept exactly as written, with their sigils and
 *    dots: "%r1", "$L__BB0_2", ".lo", ".s32", ".L2::128B";
 *  - every node carries a ptx_loc (1-based line and column, in bytes).
 */
#ifndef FERRY_PTX_H
#define FERRY_PTX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- arena ------------------------------------------------------------ */

typedef struct ptx_arena ptx_arena;

ptx_arena *ptx_arena_new(void);
/* Zeroed memory, aligned for any type; NULL when out of memory. */
void *ptx_arena_alloc(ptx_arena *a, size_t size);
char *ptx_arena_strndup(ptx_arena *a, const char *s, size_t n);
size_t ptx_arena_used(const ptx_arena *a);
void ptx_arena_free(ptx_arena *a);

/* ---- diagnostics ------------------------------------------------------ */

typedef struct ptx_loc {
    const char *file;
    int line, col; /* 1-based; col counts bytes */
} ptx_loc;

/* Filled when a parse fails: msg is the whole line
 * "file:line:col: error: expected X, got 'Y'" (malloc'd; NULL if none, or
 * when even the message could not be allocated). */
typedef struct ptx_diag {
    int line, col;
    char *msg;
} ptx_diag;

void ptx_diag_free(ptx_diag *d);

/* ---- types and spaces ------------------------------------------------- */

typedef enum ptx_type {
    PTX_TYPE_NONE,
    PTX_TYPE_B8, PTX_TYPE_B16, PTX_TYPE_B32, PTX_TYPE_B64, PTX_TYPE_B128,
    PTX_TYPE_U8, PTX_TYPE_U16, PTX_TYPE_U32, PTX_TYPE_U64,
    PTX_TYPE_S8, PTX_TYPE_S16, PTX_TYPE_S32, PTX_TYPE_S64,
    PTX_TYPE_F16, PTX_TYPE_F16X2, PTX_TYPE_F32, PTX_TYPE_F64,
    PTX_TYPE_BF16, PTX_TYPE_BF16X2, PTX_TYPE_TF32,
    PTX_TYPE_E4M3, PTX_TYPE_E5M2, PTX_TYPE_E4M3X2, PTX_TYPE_E5M2X2,
    PTX_TYPE_PRED,
    PTX_TYPE_TEXREF, PTX_TYPE_SAMPLERREF, PTX_TYPE_SURFREF,
    PTX_TYPE_COUNT
} ptx_type;

/* ".u32" etc.; "" for NONE. */
const char *ptx_type_name(ptx_type t);
/* Size in bytes (pred: 0, refs: 8, NONE: 0). */
unsigned ptx_type_size(ptx_type t);
/* The type named by a directive spelling such as ".f32"; NONE if none. */
ptx_type ptx_type_from_name(const char *s, size_t len);

typedef enum ptx_space {
    PTX_SPACE_NONE, /* generic (for .ptr attributes), or not given */
    PTX_SPACE_REG, PTX_SPACE_SREG, PTX_SPACE_CONST, PTX_SPACE_GLOBAL,
    PTX_SPACE_LOCAL, PTX_SPACE_PARAM, PTX_SPACE_SHARED, PTX_SPACE_TEX,
    PTX_SPACE_COUNT
} ptx_space;

const char *ptx_space_name(ptx_space s); /* ".global"; "" for NONE */

typedef enum ptx_linkage {
    PTX_LINK_NONE, PTX_LINK_VISIBLE, PTX_LINK_EXTERN, PTX_LINK_WEAK, PTX_LINK_COMMON
} ptx_linkage;

const char *ptx_linkage_name(ptx_linkage l); /* ".visible"; "" for NONE */

/* ---- immediates and operands ------------------------------------------ */

typedef enum ptx_imm_base { PTX_BASE_DEC, PTX_BASE_HEX, PTX_BASE_OCT, PTX_BASE_BIN } ptx_imm_base;

/* An integer literal. i holds the two's-complement value (after a leading
 * '-', which sets negated). A decimal literal above INT64_MAX without '-'
 * is a u64 value: read it as (uint64_t)i. */
typedef struct ptx_int {
    int64_t i;
    uint8_t base;      /* ptx_imm_base */
    bool is_unsigned;  /* written with the U suffix */
    bool negated;      /* written with a leading '-' */
} ptx_int;

typedef enum ptx_operand_kind {
    PTX_OP_REG,     /* %r1, r, $r1; u.reg (comp: %v.x of a vector register) */
    PTX_OP_SREG,    /* %tid.x, %laneid, WARP_SZ; u.reg with comp 'x'/'y'/'z'/0 */
    PTX_OP_INT,     /* 1, -1, 0x10U, 017, 0b101; u.imm */
    PTX_OP_F32,     /* 0f3F800000; u.f32 holds the bits */
    PTX_OP_F64,     /* 0d3FF0000000000000 or a decimal float (1.5); u.f64 bits */
    PTX_OP_SYMBOL,  /* a label, variable, function or parameter name, with an
                       optional byte offset (mov.u64 %rd1, arr+8); u.sym */
    PTX_OP_ADDR,    /* [%rd1+8], [sym], [sym+-4], [16], [tex, {%f1, %f2}]; u.addr */
    PTX_OP_VEC,     /* {%f1, _, %f3, %f4}; u.list (pred: the p of the
                       destination {d0, d1, d2, d3}|p of tex and tld4) */
    PTX_OP_NOT,     /* !%p1 (negated predicate as a source); u.reg */
    PTX_OP_PAIR,    /* %r1|%p1 (two destinations); u.pair */
    PTX_OP_SINK,    /* _ */
    PTX_OP_LIST,    /* (retval0) and (param0, param1) of call; u.list */
    PTX_OP_VREG,    /* a video-instruction register: -%r1, %r1.b0, %r2.h10,
                       %r3.b7654 (u.reg: name, sel as written or NULL, neg) */
} ptx_operand_kind;

typedef struct ptx_operand ptx_operand;

/* A memory operand: base (register or symbol, NULL for an absolute
 * address) plus a byte offset; extra holds the further operands of
 * texture/surface forms such as [tex, sampler, {%f1, %f2}]. */
typedef struct ptx_addr {
    const char *base;
    bool base_is_reg;
    int64_t offset;
    ptx_operand *extra;
    size_t nextra;
} ptx_addr;

struct ptx_operand {
    ptx_operand_kind kind;
    ptx_loc loc;
    union {
        struct {
            const char *name;
            char comp; /* 0, or 'x','y','z','w','r','g','b','a' */
            bool neg;          /* PTX_OP_VREG: written with a leading '-' */
            const char *sel;   /* PTX_OP_VREG: ".b0", ".h10", ... or NULL */
        } reg;
        ptx_int imm;
        uint32_t f32;
        uint64_t f64;
        struct {
            const char *name;
            int64_t offset;
        } sym;
        ptx_addr addr;
        struct {
            ptx_operand *items;
            size_t n;
            const char *pred; /* PTX_OP_VEC: {...}|p; NULL: none */
        } list;
        struct {
            const char *first, *second;
        } pair;
    } u;
};

/* ---- initialisers ----------------------------------------------------- */

typedef enum ptx_init_kind {
    PTX_INIT_INT,  /* u.imm */
    PTX_INIT_F32,  /* u.f32 bits */
    PTX_INIT_F64,  /* u.f64 bits (also decimal floats) */
    PTX_INIT_SYM,  /* sym, sym+4, generic(sym)+4; u.sym */
    PTX_INIT_LIST, /* {a, b, {c, d}}; u.list */
} ptx_init_kind;

typedef struct ptx_init ptx_init;
struct ptx_init {
    ptx_init_kind kind;
    ptx_loc loc;
    union {
        ptx_int imm;
        uint32_t f32;
        uint64_t f64;
        struct {
            const char *name;
            bool generic; /* generic(name) */
            int64_t offset;
        } sym;
        struct {
            ptx_init *items;
            size_t n;
        } list;
    } u;
};

/* ---- variables, parameters and registers ------------------------------ */

#define PTX_DIM_UNSIZED (-1) /* the [] of extern .shared arrays */

/* A variable (module or function scope), a parameter, or a return
 * parameter. Parameters of .entry/.func have space PARAM (or REG). */
typedef struct ptx_var {
    ptx_loc loc;
    ptx_linkage linkage;
    ptx_space space;
    ptx_type type;
    uint8_t vec;          /* 0 (scalar), 2, 4 or 8 */
    uint32_t align;       /* 0: not given */
    const char *name;     /* "_" in .callprototype parameter lists */
    int64_t *dims;        /* [N] per dimension; PTX_DIM_UNSIZED for [] */
    size_t ndims;
    ptx_init *init;       /* NULL: none */
    /* .ptr attribute of kernel parameters: .param .u64 .ptr .global .align 16 p */
    bool is_ptr;
    ptx_space ptr_space;  /* NONE: generic */
    uint32_t ptr_align;   /* 0: not given */
    const char **attrs;   /* .attribute(...) names as written: ".managed" */
    size_t nattrs;
} ptx_var;

/* One name of a .reg declaration: %r1 is {"%r1", 0}; %r<100> is
 * {"%r", 100}, the registers %r0 .. %r99. */
typedef struct ptx_regname {
    const char *name;
    uint32_t range;
} ptx_regname;

#define PTX_MAX_REG_RANGE 1000000u

typedef struct ptx_regdecl {
    ptx_type type;
    uint8_t vec;
    ptx_regname *names;
    size_t nnames;
} ptx_regdecl;

/* ---- functions -------------------------------------------------------- */

/* Performance-tuning directives; a count of 0 (or a value of 0) means the
 * directive was not given. */
typedef struct ptx_perf {
    uint32_t maxntid[3], nmaxntid;
    uint32_t reqntid[3], nreqntid;
    uint32_t reqnctapercluster[3], nreqnctapercluster;
    uint32_t minnctapersm;
    uint32_t maxnctapersm;
    uint32_t maxnreg;
    uint32_t maxclusterrank;
    bool explicitcluster;
    bool noreturn;
} ptx_perf;

typedef struct ptx_stmt ptx_stmt;

typedef struct ptx_func {
    ptx_loc loc;
    bool is_entry;            /* .entry, else .func (or a .callprototype) */
    ptx_linkage linkage;
    const char *name;         /* "_" for a .callprototype */
    ptx_var *params;
    size_t nparams;
    ptx_var *rets;            /* .func (.param .b32 r) f(...) */
    size_t nrets;
    ptx_perf perf;
    const char **pragmas;     /* .pragma strings between header and body */
    size_t npragmas;
    bool has_body;            /* false: a prototype ending in ';' */
    ptx_stmt *body;
    size_t nbody;
} ptx_func;

/* ---- statements ------------------------------------------------------- */

typedef struct ptx_instr {
    ptx_loc loc;              /* of the guard, or of the opcode */
    const char *guard;        /* "%p1" of @%p1 / @!%p1; NULL: none */
    bool guard_neg;
    const char *opcode;       /* "mad" */
    const char **mods;        /* ".lo", ".s32", in order as written */
    size_t nmods;
    ptx_operand *ops;
    size_t nops;
} ptx_instr;

/* A .loc directive: file index, line, column, and the optional
 * "function_name NAME, inlined_at F L C" of inlined code. */
typedef struct ptx_dbgloc {
    int64_t file, line, col;
    const char *function_name;  /* NULL if absent */
    bool has_inlined_at;
    int64_t inlined_file, inlined_line, inlined_col;
} ptx_dbgloc;

typedef enum ptx_stmt_kind {
    PTX_STMT_INSTR,         /* u.instr */
    PTX_STMT_LABEL,         /* u.label: "$L__BB0_2" */
    PTX_STMT_REG,           /* u.reg: .reg .b32 %r<5>, %x; */
    PTX_STMT_VAR,           /* u.var: .local/.shared/.param/... (one per name) */
    PTX_STMT_BLOCK,         /* u.block: { ... } */
    PTX_STMT_PRAGMA,        /* u.str: the string of .pragma "nounroll"; */
    PTX_STMT_LOC,           /* u.dbgloc */
    PTX_STMT_BRANCHTARGETS, /* u.targets: .branchtargets L1, L2; (after a label) */
    PTX_STMT_CALLTARGETS,   /* u.targets: .calltargets f1, f2; (after a label) */
    PTX_STMT_CALLPROTO,     /* u.proto: .callprototype (after a label) */
} ptx_stmt_kind;

struct ptx_stmt {
    ptx_stmt_kind kind;
    ptx_loc loc;
    union {
        ptx_instr instr;
        const char *label;
        ptx_regdecl reg;
        ptx_var var;
        struct {
            ptx_stmt *stmts;
            size_t n;
        } block;
        const char *str;
        ptx_dbgloc dbgloc;
        struct {
            const char **names;
            size_t n;
        } targets;
        ptx_func *proto;
    } u;
};

/* ---- module ----------------------------------------------------------- */

typedef struct ptx_file {     /* .file 1 "a.cu", 1700000000, 1234 */
    ptx_loc loc;
    int64_t index;
    const char *name;         /* as written between the quotes */
    int64_t extra[2];
    size_t nextra;
} ptx_file;

typedef struct ptx_section {  /* .section .debug_info { ... } */
    ptx_loc loc;
    const char *name;
    const char *text;         /* the contents between the braces, trimmed */
} ptx_section;

typedef struct ptx_alias {    /* .alias a, b; */
    ptx_loc loc;
    const char *alias, *target;
} ptx_alias;

typedef enum ptx_item_kind {
    PTX_ITEM_VAR, PTX_ITEM_FUNC, PTX_ITEM_PRAGMA, PTX_ITEM_FILE,
    PTX_ITEM_SECTION, PTX_ITEM_ALIAS
} ptx_item_kind;

/* The module's directives in source order: kind and index into the
 * matching array of ptx_module. */
typedef struct ptx_item {
    ptx_item_kind kind;
    size_t index;
} ptx_item;

typedef struct ptx_module {
    ptx_arena *arena;
    const char *filename;
    int version_major, version_minor; /* 0.0: no .version */
    const char **targets;             /* "sm_80", "texmode_independent" */
    size_t ntargets;
    int address_size;                 /* 0: not given */
    ptx_var *globals;                 /* module-scope variables */
    size_t nglobals;
    ptx_func *funcs;                  /* entries, functions and prototypes */
    size_t nfuncs;
    const char **pragmas;
    size_t npragmas;
    ptx_file *files;
    size_t nfiles;
    ptx_section *sections;
    size_t nsections;
    ptx_alias *aliases;
    size_t naliases;
    ptx_item *items;
    size_t nitems;
} ptx_module;

/* A sequence of statements (an inline-asm body). */
typedef struct ptx_stmts {
    ptx_arena *arena;
    ptx_stmt *stmts;
    size_t nstmts;
} ptx_stmts;

/* ---- parsing ---------------------------------------------------------- */

/* Parse a whole module. text need not be NUL-terminated. On success
 * returns 0 and sets *out (free it with ptx_module_free); otherwise returns
 * nonzero, sets *out to NULL and fills diag (free with ptx_diag_free).
 * diag may be NULL. filename is copied; NULL means "<input>". */
int ptx_parse_module(const char *text, size_t len, const char *filename,
                     ptx_module **out, ptx_diag *diag);

/* Parse a sequence of statements, optionally in braces, with no function
 * header: the body of an inline-asm statement after operand substitution.
 * first_line is the line number of the text's first line (<= 0: 1). */
int ptx_parse_statements(const char *text, size_t len, const char *filename,
                         int first_line, ptx_stmts **out, ptx_diag *diag);

void ptx_module_free(ptx_module *m);
void ptx_stmts_free(ptx_stmts *s);

/* ---- printing --------------------------------------------------------- */

/* The canonical form: PTX text, one line per statement, modifiers and
 * operands reprinted as PTX. Parsing the output gives the same dump. */
void ptx_dump_module(FILE *f, const ptx_module *m);
void ptx_dump_stmts(FILE *f, const ptx_stmt *s, size_t n, int indent);
void ptx_print_instr(FILE *f, const ptx_instr *in);
void ptx_print_operand(FILE *f, const ptx_operand *op);
void ptx_print_var(FILE *f, const ptx_var *v);
void ptx_print_init(FILE *f, const ptx_init *in);

#endif
