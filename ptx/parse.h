/* The parser's state and helpers (internal to ptx/), shared by parse.c
 * (modules, directives, declarations, statements) and parse_instr.c
 * (instructions and operands).
 *
 * Errors are values: a parse function returns 0, or -1 after recording the
 * first diagnostic. Running out of memory is the one exception: it jumps
 * back to the entry point, which frees everything and reports it. */
#ifndef FERRY_PTX_PARSE_H
#define FERRY_PTX_PARSE_H

#include <setjmp.h>

#include "lexer.h"
#include "ptx.h"

/* Nesting limits (blocks, initialisers): deeper input gets a diagnostic
 * instead of exhausting the stack. */
#define PTX_MAX_DEPTH 200
/* Inputs above this size are refused (lines and columns are ints). */
#define PTX_MAX_INPUT ((size_t)1 << 30)

/* An interned string with the parser's scope information for it. */
typedef struct ptx_sym {
    struct ptx_sym *next;
    const char *str;   /* in the result arena */
    size_t len;
    uint32_t hash;
    bool is_reg;       /* declared by .reg in an open scope */
    uint32_t range;    /* declared as a prefix: name<range> in an open scope */
} ptx_sym;

typedef struct ptx_undo {
    ptx_sym *sym;
    bool is_reg;
    uint32_t range;
} ptx_undo;

/* A growable array in the arena (the old copy stays there until the arena
 * is freed: at most as much again as the final size). */
typedef struct ptx_vec {
    void *data;
    size_t n, cap;
} ptx_vec;

#define PTX_LOOKAHEAD 4

typedef struct ptx_parser {
    ptx_lexer lx;
    ptx_token la[PTX_LOOKAHEAD]; /* ring of lookahead tokens */
    int la_first, la_n;
    ptx_token prev;              /* the token consumed last */
    const char *src;             /* the whole input */
    ptx_arena *arena;            /* the result's */
    ptx_arena *scratch;          /* freed when the parse ends */
    const char *file;            /* interned file name */
    ptx_sym **table;             /* intern hash table */
    size_t table_size, table_n;
    ptx_undo *undo;              /* scope undo stack (malloc'd) */
    ptx_operand *tmp_ops;        /* an instruction's operands while parsed */
    size_t cap_ops;
    const char **tmp_mods;       /* and its modifiers (both malloc'd) */
    bool video;                  /* operands of a video instruction: {-}%r{.sel} */
    size_t cap_mods;
    ptx_stmt *stack;             /* statements of the open blocks (malloc'd) */
    size_t nstack, cap_stack;
    size_t nundo, capundo;
    int depth;
    jmp_buf oom;
    ptx_diag *diag;
    bool failed;
} ptx_parser;

/* memory */
void *ptx_p_alloc(ptx_parser *p, size_t size);
void *ptx_vec_push(ptx_parser *p, ptx_vec *v, size_t elem);
void *ptx_p_grow(ptx_parser *p, void *buf, size_t *cap, size_t need, size_t elem);
void *ptx_p_copy(ptx_parser *p, const void *src, size_t n, size_t elem);
const char *ptx_p_intern(ptx_parser *p, const char *s, size_t len);
ptx_sym *ptx_p_sym(ptx_parser *p, const char *s, size_t len);
ptx_sym *ptx_p_find(ptx_parser *p, const char *s, size_t len);
_Noreturn void ptx_p_oom(ptx_parser *p);

/* tokens */
ptx_token *ptx_peek(ptx_parser *p);
ptx_token *ptx_peek_n(ptx_parser *p, int k);
void ptx_advance(ptx_parser *p);
bool ptx_accept(ptx_parser *p, int kind);
bool ptx_is_dot(const ptx_token *t, const char *word);
ptx_loc ptx_tok_loc(ptx_parser *p, const ptx_token *t);

/* errors: these record the first diagnostic and return -1 */
int ptx_error_at(ptx_parser *p, const ptx_token *t, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int ptx_expected(ptx_parser *p, const char *what);
int ptx_expect(ptx_parser *p, int kind, const char *what);

/* scopes of register names */
size_t ptx_scope_open(ptx_parser *p);
void ptx_scope_close(ptx_parser *p, size_t mark);
void ptx_scope_declare(ptx_parser *p, const char *name, uint32_t range);

/* shared pieces of the grammar */
int ptx_parse_int(ptx_parser *p, const char *what, int64_t *out);
int ptx_parse_u32(ptx_parser *p, const char *what, uint32_t lo, uint32_t hi, uint32_t *out);
ptx_int ptx_make_int(const ptx_token *t, bool negated);

/* parse_instr.c */
enum { PTX_ALLOW_ADDR = 1, PTX_ALLOW_VEC = 2, PTX_ALLOW_LIST = 4, PTX_ALLOW_ALL = 7 };
int ptx_parse_instr(ptx_parser *p, ptx_instr *in);
int ptx_parse_operand(ptx_parser *p, ptx_operand *op, unsigned allow);

#endif
