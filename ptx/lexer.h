/* The PTX lexer (internal to ptx/): text to tokens with line and column.
 *
 * Tokens point into the source text. Punctuation tokens have the
 * character itself as their kind. The lexer never fails: a malformed
 * token comes back as PTX_TK_ERROR with a message, after which it returns
 * PTX_TK_EOF for ever. */
#ifndef FERRY_PTX_LEXER_H
#define FERRY_PTX_LEXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    PTX_TK_EOF = 256,
    PTX_TK_ERROR,
    PTX_TK_IDENT,   /* add, %r1, $L__BB0_2, _Z3fooPi, _ */
    PTX_TK_DOTWORD, /* .reg, .u32, .x, .m16n8k16, .L2::128B */
    PTX_TK_INT,     /* 12, 0x1fU, 017, 0b101: value in u */
    PTX_TK_F32,     /* 0f3F800000: bits in u */
    PTX_TK_F64,     /* 0d3FF0000000000000: bits in u */
    PTX_TK_FLOAT,   /* 1.5, 2e10: the double in d */
    PTX_TK_STRING,  /* "...", text includes the quotes */
};

typedef struct ptx_token {
    int kind;
    int line, col;
    const char *text; /* into the source */
    size_t len;
    uint64_t u;
    double d;
    uint8_t base;     /* ptx_imm_base of an INT */
    bool is_unsigned; /* INT with the U suffix */
    const char *err;  /* ERROR: the message */
    bool err_quote;   /* ERROR: the message is followed by 'text' */
} ptx_token;

typedef struct ptx_lexer {
    const char *cur, *end;
    const char *bol; /* start of the current line */
    int line;
    bool done;       /* after an error: only EOF */
} ptx_lexer;

void ptx_lex_init(ptx_lexer *lx, const char *text, size_t len, int first_line);
void ptx_lex_next(ptx_lexer *lx, ptx_token *t);

/* A printable name of a token kind, for messages: "identifier", "';'". */
const char *ptx_token_kind_name(int kind);

#endif
