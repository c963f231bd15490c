/* Internal to the inline-asm lowering (asm.c, asm_template.c): the
 * operands of one `call asm` read from its constraint string, and its
 * template turned into PTX text. */
#ifndef FERRY_PTX_LOWER_ASM_INTERNAL_H
#define FERRY_PTX_LOWER_ASM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptx.h"

/* One numbered operand of an asm statement ($N in the template): a direct
 * output (an element of the call's result), or an input (an argument of
 * the call). Clobbers (~{...}) are not operands. */
typedef struct asm_opnd {
    bool output;
    char letter;        /* the constraint: r h c l f d q b (registers), n i (immediates) */
    ptx_type type;      /* the register's type; NONE for immediates */
    int tied;           /* an input tied to output operand `tied` ("0"); -1: none */
    unsigned result;    /* outputs: index in the call's result */
    unsigned arg;       /* inputs: index of the call's argument */
    char reg[16];       /* the register bound to it: "%N" (for tied inputs, the output's) */
    char imm[32];       /* immediates: the value as PTX text */
} asm_opnd;

typedef struct asm_operands {
    asm_opnd *v;
    size_t n;
    unsigned noutputs;  /* direct outputs */
    unsigned nargs;
} asm_operands;

/* Reads an LLVM constraint string ("=r,=r,r,0,~{memory}"). Returns 0, or
 * -1 with a message in err (the unsupported constraint, and why). */
int asm_parse_constraints(const char *cons, size_t len, asm_operands *out, char *err, size_t errlen);
void asm_operands_free(asm_operands *ops);

/* The template as PTX text: $N becomes the operand's register (or the
 * immediate's value), $$ a '$', ${:uid} the number uid. src is the text as
 * the CUDA source spelled it (%N, %%, %=), and map[i] the offset in src of
 * the byte ptx[i] came from, so that positions can be reported in it. */
typedef struct asm_text {
    char *ptx;
    size_t nptx;
    char *src;
    size_t nsrc;
    uint32_t *map;      /* nptx + 1 entries */
} asm_text;

/* Returns 0, or -1 with a message in err. The caller has filled imm of
 * every immediate operand. */
int asm_substitute(const char *tmpl, size_t len, const asm_operands *ops, unsigned uid, asm_text *out,
                   char *err, size_t errlen);
void asm_text_free(asm_text *t);

/* Line and column (1-based) in t->src of line/col of t->ptx; the src line
 * itself as [*start, *start + *len). */
void asm_src_pos(const asm_text *t, int line, int col, int *sline, int *scol, size_t *start, size_t *len);

#endif
